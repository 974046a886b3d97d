package org.tilerules.record;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameRecordTest {
    private static Game played(long seed) {
        Game g = TestSupport.randomGame(TestSupport.base(), 3, seed);
        g.play();
        return g;
    }

    private static Game replay(GameRecord rec, ReplayAgent agent) {
        Rules r = TestSupport.base();
        Game g = new Game(r, rec.players().toArray(new String[0]), rec.optionValues(r), rec.seed());
        Arrays.fill(g.agents, agent);
        g.setUp();
        g.play();
        return g;
    }

    @Test void jsonRoundTrip() {
        Game g = played(5);
        GameRecord rec = GameRecord.of(g, List.of("random", "random", "random"));
        GameRecord back = GameRecord.fromJson(rec.toJson());
        assertEquals(rec.rules(), back.rules());
        assertEquals(List.of("p0", "p1", "p2"), back.players());
        assertEquals(rec.bots(), back.bots());
        assertEquals(5, back.seed());
        assertEquals(rec.options(), back.options());
        assertEquals(8, back.options().size());
        assertEquals(3, back.options().get("farmer_points"));
        assertArrayEquals(g.choiceLog.toArray(), back.choices());
        assertEquals(g.events, back.events());
        assertArrayEquals(g.score, back.scores());
        assertEquals(g.board.n, back.tilesPlaced());
        assertEquals(g.turn, back.turns());
        assertEquals(rec.toJson(), back.toJson());
    }

    @Test void replayReproducesTheGame() {
        Game g = played(8);
        GameRecord rec = GameRecord.fromJson(GameRecord.of(g, List.of("random", "random", "random")).toJson());
        ReplayAgent agent = new ReplayAgent(rec.choices());
        Game again = replay(rec, agent);
        agent.requireAllUsed();
        assertEquals(rec.choices().length, agent.used());
        assertEquals(List.of(), rec.differences(again));
        assertArrayEquals(g.score, again.score);
        assertEquals(g.events, again.events);
    }

    @Test void divergenceIsReported() {
        Game g = played(8);
        GameRecord rec = GameRecord.of(g, List.of());
        int[] cut = Arrays.copyOf(rec.choices(), 10);
        RecordException e = assertThrows(RecordException.class, () -> replay(rec, new ReplayAgent(cut)));
        assertTrue(e.getMessage().startsWith("record diverged at choice 11 (turn 6, p2, a "), e.getMessage());
        int[] wrong = rec.choices().clone();
        wrong[0] = -1;
        e = assertThrows(RecordException.class, () -> replay(rec, new ReplayAgent(wrong)));
        assertTrue(e.getMessage().startsWith("record diverged at choice 1 (turn 1, p0, a tile choice): the record answers option -1"),
                e.getMessage());
        int[] longer = Arrays.copyOf(rec.choices(), rec.choices().length + 2);
        ReplayAgent agent = new ReplayAgent(longer);
        replay(rec, agent);
        e = assertThrows(RecordException.class, agent::requireAllUsed);
        assertEquals("record diverged at choice " + (rec.choices().length + 1) + ": the game ended, but the record has 2 more choices",
                e.getMessage());
    }

    @Test void differencesAreListed() {
        Game g = played(8);
        GameRecord rec = GameRecord.of(g, List.of());
        int[] scores = rec.scores().clone();
        scores[1] += 5;
        GameRecord other = new GameRecord(rec.format(), rec.rules(), rec.players(), rec.bots(), rec.seed(), rec.options(),
                rec.choices(), rec.events().subList(1, rec.events().size()), scores, rec.tilesPlaced(), rec.turns());
        List<String> d = other.differences(g);
        assertEquals(3, d.size(), d.toString());
        assertEquals("final score of p1: recorded " + scores[1] + ", replayed " + g.score[1], d.get(0));
        assertEquals("score events: recorded " + (g.events.size() - 1) + ", replayed " + g.events.size(), d.get(1));
        assertTrue(d.get(2).startsWith("score event 1: recorded turn "), d.get(2));
    }

    @Test void badRecords() {
        assertEquals("g.json:1:1: a game record is a JSON object",
                assertThrows(RecordException.class, () -> GameRecord.fromJson("g.json", "[]")).getMessage());
        assertEquals("g.json:1:12: record format 2 is not supported (this version reads format 1)",
                assertThrows(RecordException.class, () -> GameRecord.fromJson("g.json", "{\"format\": 2}")).getMessage());
        assertEquals("g.json:1:1: the record has no \"rules\"",
                assertThrows(RecordException.class, () -> GameRecord.fromJson("g.json", "{\"format\": 1}")).getMessage());
        String json = GameRecord.of(played(3), List.of()).toJson();
        GameRecord unknownOption = GameRecord.fromJson(json.replace("\"farmer_points\"", "\"nope\""));
        assertEquals("the record sets option 'nope', which rules base do not declare",
                assertThrows(RecordException.class, () -> unknownOption.optionValues(TestSupport.base())).getMessage());
        GameRecord wrongType = GameRecord.fromJson(json.replace("\"farmer_points\": 3", "\"farmer_points\": true"));
        assertEquals("option 'farmer_points' is a number, but the record gives true",
                assertThrows(RecordException.class, () -> wrongType.optionValues(TestSupport.base())).getMessage());
        assertEquals("g.json:8:15: \"choices\" of the record must be an array of whole numbers",
                assertThrows(RecordException.class, () -> GameRecord.fromJson("g.json", json.replaceFirst("\"choices\": \\[", "\"choices\": [\"x\", ")))
                        .getMessage());
        String badEvent = json.replaceFirst("\\{\"turn\": \\d+", "{\"turn\": \"late\"");
        int line = (int) badEvent.substring(0, badEvent.indexOf("\"late\"")).lines().count();
        assertEquals("g.json:" + line + ":14: \"turn\" of event 1 must be a whole number",
                assertThrows(RecordException.class, () -> GameRecord.fromJson("g.json", badEvent)).getMessage());
    }
}
