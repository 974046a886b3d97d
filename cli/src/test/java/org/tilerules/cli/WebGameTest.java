package org.tilerules.cli;

import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.Setup;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;
import org.tilerules.record.GameRecord;
import org.tilerules.record.JsonIo;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The browser game below the page: with every shipped rule set, a person's
 * decisions reach the page as labels with what they name on the board, the
 * game ends with its table, and its record replays to the same scores.
 */
class WebGameTest {
    static final Path RULESETS = Cli.repo().resolve("rulesets");

    @Test void everyShippedRuleSetIsPlayableThroughThePage() throws Exception {
        List<String> problems = new ArrayList<>();
        for (String name : RulesLoader.available(RULESETS)) {
            if (List.of("base", "inns", "pig-herds", "house").contains(name)) continue;   // shared parts and house rules
            try {
                playWithRandomAnswers(List.of("base", name), 2, 3);
            } catch (AssertionError | RuntimeException e) {
                problems.add(name + ": " + e.getMessage());
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test void aStaleOrImpossibleAnswerIsRefusedWithAReason() throws Exception {
        WebGame g = game(List.of("base"), 5);
        JsonNode s = waitForDecision(g, -1);
        int v = s.path("version").asInt();
        assertEquals("no option 99: the decision has options 0 to " + (s.path("decision").path("options").size() - 1), g.answer(v, 99));
        assertEquals("that decision is no longer open (the page shows an old state)", g.answer(v - 1, 0));
        assertNull(g.answer(v, 0));
        assertEquals("that decision is no longer open (the page shows an old state)", g.answer(v, 0), "answered once only");
    }

    /** The names the rules give: the large follower of Inns & Cathedrals, the kinds by their labels. */
    @Test void optionsReadInTheRulesNamesForPeople() throws Exception {
        WebGame g = game(List.of("base", "inns-and-cathedrals"), 5);
        int since = -1;
        List<String> texts = new ArrayList<>();
        for (int k = 0; k < 40 && texts.stream().noneMatch(t -> t.startsWith("large follower on the ")); k++) {
            JsonNode s = waitForDecision(g, since);
            since = s.path("version").asInt();
            if (s.path("decision").path("topic").asText().equals("figure")) {   // named by base's 'step figure'
                assertEquals("figure", s.path("decision").path("title").asText(), s.path("decision").toString());
            }
            for (JsonNode o : s.path("decision").path("options")) texts.add(o.path("text").asText());
            assertNull(g.answer(since, 0));
        }
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("large follower on the ")), texts.toString());
        assertTrue(texts.stream().noneMatch(t -> t.contains("big_follower")), texts.toString());
    }

    /** Undo takes back the person's placement before the figure is chosen: the tile is to be placed again. */
    @Test void undoTakesBackThePlacementUntilTheTurnIsConfirmed() throws Exception {
        WebGame g = game(List.of("base"), 5);
        JsonNode s = waitForDecision(g, -1);
        assertEquals("tile", s.path("decision").path("topic").asText());
        assertTrue(!s.path("undo").asBoolean(), "nothing to take back before the placement");
        assertEquals("nothing to take back: the turn has no earlier choice of yours", g.undo(s.path("version").asInt()));
        int turn = s.path("turn").asInt();
        String firstLabel = s.path("decision").path("options").get(0).path("label").asText();
        assertNull(g.answer(s.path("version").asInt(), 0));
        JsonNode fig = waitForDecision(g, s.path("version").asInt());
        assertEquals("figure", fig.path("decision").path("topic").asText());
        assertTrue(fig.path("undo").asBoolean(), "the placement may be taken back");
        assertNull(g.undo(fig.path("version").asInt()));
        JsonNode again = waitForDecision(g, fig.path("version").asInt());
        assertEquals("tile", again.path("decision").path("topic").asText());
        assertEquals(turn, again.path("turn").asInt());
        assertEquals(firstLabel, again.path("decision").path("options").get(0).path("label").asText(), "the same tile, the same places");
        assertTrue(!again.path("undo").asBoolean());
        // place it elsewhere; the record holds only what stood
        int n = again.path("decision").path("options").size();
        assertNull(g.answer(again.path("version").asInt(), n - 1));
        JsonNode after = waitForDecision(g, again.path("version").asInt());
        GameRecord rec = GameRecord.fromJson(g.record());
        assertEquals(n - 1, rec.choices()[rec.choices().length - 1], "the record's last choice is the second placement: " + after.path("version"));
    }

    @Test void theSetUpListsRuleSetsWithTheFirstSentenceOfTheirRuleFile() {
        assertEquals("The base game (seed 000; RULES.md B1-B16), written for the generic engine.",
                WebServer.description(RULESETS.resolve("base"), "base"));
    }

    private static WebGame game(List<String> rules, long seed) {
        Rules r = RulesChoice.load(org.tilerules.front.RulesPath.of(RULESETS), rules);
        WebGame g = new WebGame("t", r, Setup.playerNames(r, 2), r.defaultOptions(), seed, List.of("human", "random"), 0);
        g.start();
        return g;
    }

    private static JsonNode waitForDecision(WebGame g, int since) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 300_000;  // polls for the state; the bound only tells a hang
        while (System.currentTimeMillis() < deadline) {
            String s = g.state(since);
            if (s != null) {
                JsonNode n = JsonIo.read("the state", s);
                if (n.has("decision") || !n.path("status").asText().equals("playing")) return n;
                since = n.path("version").asInt();
            }
            Thread.sleep(2);
        }
        throw new AssertionError("no decision within a minute");
    }

    /** Plays a game of a person (random answers through the page's API) against a random bot; checks what the page gets. */
    private static void playWithRandomAnswers(List<String> rules, int players, long seed) throws Exception {
        WebGame g = game(rules, seed);
        Random pick = new Random(seed);
        int since = -1, decisions = 0;
        while (true) {
            JsonNode s = waitForDecision(g, since);
            since = s.path("version").asInt();
            if (s.path("status").asText().equals("failed")) fail(s.path("problem").asText());
            if (s.path("status").asText().equals("over")) {
                JsonNode table = s.path("table");
                assertEquals(players, table.path("rows").size());
                GameRecord rec = GameRecord.fromJson(g.record());
                for (int p = 0; p < players; p++) assertEquals(rec.scores()[p], table.path("rows").get(p).path("total").asInt());
                RecordGame replay = RecordGame.of(rec, org.tilerules.front.RulesPath.of(RULESETS));
                rec.setUp(replay.game());
                rec.play(replay.game());
                assertArrayEquals(rec.scores(), replay.game().score, "the record replays to the same scores");
                assertTrue(decisions > 10, "the person decided: " + decisions);
                return;
            }
            JsonNode options = s.path("decision").path("options");
            assertTrue(options.size() > 1, "a single option is answered without asking");
            for (JsonNode o : options) {
                assertTrue(!o.path("label").asText().isEmpty(), "every option has its label");
                assertTrue(!o.path("text").asText().isEmpty(), "every option has its words for people");
                // a figure on a feature: "follower on f1" reads "follower on the field" (no engine id of a feature)
                if (o.path("label").asText().matches("\\w+ on [a-z]+\\d*")) {
                    assertTrue(o.path("text").asText().matches(".+ on the [a-z ]+"), o.toString());
                }
                if (o.has("placement")) assertTrue(o.path("symbol").asText().startsWith("tile-"), "a placement shows its tile: " + o);
            }
            if (s.path("decision").path("topic").asText().equals("tile")) {
                assertTrue(s.has("drawn") || options.get(0).has("symbol"), "the tile to place is shown");
            }
            decisions++;
            assertNull(g.answer(since, pick.nextInt(options.size())));
        }
    }
}
