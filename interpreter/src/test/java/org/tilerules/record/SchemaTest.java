package org.tilerules.record;

import com.fasterxml.jackson.databind.JsonNode;
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

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.util.List;
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
}
