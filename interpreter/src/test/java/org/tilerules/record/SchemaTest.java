package org.tilerules.record;

import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.agents.StreamAgent;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.Bots;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.ResultsJson;
import org.tilerules.sim.Simulation;
import org.tilerules.sim.Summary;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the program writes is what docs/schemas/ says, checked by a maintained validator (networknt). */
class SchemaTest {
    private static JsonSchema schema(String name) throws IOException {
        try (InputStream in = Files.newInputStream(TestSupport.repo().resolve("docs/schemas").resolve(name))) {
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
    }

    private static Set<ValidationMessage> check(JsonSchema s, String json) { return s.validate(JsonIo.read("test", json)); }

    private static Game played(Rules r, int players, long seed) {
        Game g = TestSupport.randomGame(r, players, seed);
        g.play();
        return g;
    }

    @Test void recordsOfEveryRuleSetMatchTheRecordSchema() throws IOException {
        JsonSchema s = schema("record.schema.json");
        Rules all = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "abbey-and-mayor", "fest", "count"));
        for (Game g : List.of(played(TestSupport.base(), 3, 5), played(all, 4, 2))) {
            String json = GameRecord.of(g, List.of("random", "random", "random", "random").subList(0, g.nPlayers)).toJson();
            assertEquals(Set.of(), check(s, json));
        }
    }

    @Test void anImportedRecordMatchesTheSchemaAndReadsBack() throws IOException {
        JsonSchema s = schema("record.schema.json");
        Game g = played(TestSupport.base(), 1 + 1, 6);
        GameRecord.Imported im = new GameRecord.Imported("JCloisterZone 5.7.0: x.jcz", List.of("E", "U"), Map.of("follower", 3), false);
        String json = GameRecord.of(g, List.of("imported", "imported"), im).toJson();
        assertEquals(Set.of(), check(s, json));
        assertEquals(im, GameRecord.fromJson(json).imported());
        assertFalse(check(s, json.replace(", \"finished\": false", "")).isEmpty());
        RecordException e = org.junit.jupiter.api.Assertions.assertThrows(RecordException.class,
                () -> GameRecord.fromJson("r.json", json.replace(", \"finished\": false", "")));
        assertTrue(e.getMessage().startsWith("r.json:") && e.getMessage().endsWith(": \"imported\" needs \"finished\": true or false"), e.getMessage());
    }

    @Test void theRecordSchemaRejectsWhatReplayRejects() throws IOException {
        JsonSchema s = schema("record.schema.json");
        String good = GameRecord.of(played(TestSupport.base(), 2, 1), List.of("random", "random")).toJson();
        assertFalse(check(s, good.replace("\"format\": 1", "\"format\": 2")).isEmpty());
        assertFalse(check(s, good.replace("\"choices\": [", "\"choices\": [\"x\", ")).isEmpty());
        assertFalse(check(s, good.replace("\"tilesPlaced\"", "\"tiles\"")).isEmpty());
    }

    @Test void everyMessageToAnExternalBotMatchesTheRequestSchemaAndItsAnswersTheAnswerSchema() throws IOException {
        JsonSchema request = schema("bot-request.schema.json"), answer = schema("bot-answer.schema.json");
        StringWriter sent = new StringWriter();
        String answers = "0\n".repeat(400);
        Game g = TestSupport.randomGame(TestSupport.base(), 2, 3);
        g.agents[0] = new StreamAgent(new BufferedReader(new StringReader(answers)), new PrintWriter(sent), false);
        g.agents[1] = new RandomAgent(4);
        g.play();
        List<String> lines = sent.toString().lines().toList();
        assertTrue(lines.size() > 30, "only " + lines.size() + " decisions");
        for (String line : lines) assertEquals(Set.of(), check(request, line), line);
        assertEquals(Set.of(), check(answer, "0"));
        assertEquals(Set.of(), check(answer, "\"follower on c\""));
        assertFalse(check(answer, "-1").isEmpty());
        assertFalse(check(request, "{\"turn\": 1, \"player\": \"red\", \"topic\": \"tile\", \"options\": []}").isEmpty());
    }

    @Test void simulationResultsMatchTheResultsSchemaAloneAndCompared() throws IOException {
        JsonSchema s = schema("results.schema.json");
        Rules r = TestSupport.base();
        List<String> players = List.of("red", "blue"), bots = List.of("random", "greedy");
        int[] variant = r.defaultOptions();
        variant[r.optionByName.get("farmer_points").index()] = 4;
        GameResult[] a = new Simulation(r, players.toArray(new String[0]), r.defaultOptions(), 1, Bots.seating(bots, 1)).run(0, 3, 1);
        GameResult[] b = new Simulation(r, players.toArray(new String[0]), variant, 1, Bots.seating(bots, 1)).run(0, 3, 1);
        ResultsJson.Header h = new ResultsJson.Header(r.rulesets, players, bots, 1, 0, 3, r.categories);
        ResultsJson.Run base = new ResultsJson.Run(Map.of("farmer_points", 3), a, Summary.of(a, 2, r.categories.size()));
        ResultsJson.Run compare = new ResultsJson.Run(Map.of("farmer_points", 4), b, Summary.of(b, 2, r.categories.size()));
        StringWriter one = new StringWriter(), two = new StringWriter();
        ResultsJson.write(one, h, base);
        ResultsJson.write(two, h, base, compare, Comparison.of(a, b, 2));
        assertEquals(Set.of(), check(s, one.toString()));
        assertEquals(Set.of(), check(s, two.toString()));
        // a file that mixes the two forms, or lacks the games, is not results
        assertFalse(check(s, two.toString().replaceFirst("\"from\"", "\"games\": [], \"from\"")).isEmpty());
        assertFalse(check(s, one.toString().replace("\"games\": [", "\"rounds\": [")).isEmpty());
    }
}
