package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;
import org.tilerules.agents.GreedyAgent;
import org.tilerules.agents.RandomAgent;
import org.tilerules.capabilities.placements.Placements;
import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Who laid each tile, and in which turn (capabilities/placements): kept only by games whose rules read it (the masons
 * house rule, examples/rulesets/masons; a rule set with a script), recorded for every tile a player lays, copied with
 * the game, and the same in a replay and a look-ahead copy. Its scenarios: examples/scenarios/masons,
 * scenarios/words/placements.scenario.
 */
class PlacementsTest {
    @TempDir Path tmp;

    static Rules load(String... names) {
        Path repo = TestSupport.repo();
        return RulesLoader.load(RulesPath.of(repo.resolve("examples/rulesets"), repo.resolve("rulesets")), List.of(names));
    }

    static Game play(Rules rules, long seed, boolean greedy) {
        Game g = new Game(rules, new String[] {"red", "blue", "green"}, rules.defaultOptions(), seed);
        for (int p = 0; p < 3; p++) g.agents[p] = greedy ? new GreedyAgent(seed * 7 + p) : new RandomAgent(seed * 7 + p);
        g.keepTurnSnapshots = greedy;
        g.setUp();
        while (!g.over) g.runTurn();
        return g;
    }

    /** Placer and turn of every tile on the board, two ints per tile. */
    static int[] record(Game g) {
        Placements s = Placements.of(g);
        int[] out = new int[2 * g.board.n];
        for (int t = 0; t < g.board.n; t++) {
            out[2 * t] = s.placer(t);
            out[2 * t + 1] = s.turnPlaced(t);
        }
        return out;
    }

    @Test void theBaseRulesKeepNoRecord() {
        Rules base = load("base");
        assertFalse(base.calls("placed_by", "turn_placed", "placed_tiles"));
        Game g = new Game(base, new String[] {"red", "blue"}, base.defaultOptions(), 1);
        g.agents[0] = new RandomAgent(1);
        g.agents[1] = new RandomAgent(2);
        g.setUp();
        for (int i = 0; i < 5; i++) g.runTurn();
        assertNull(Placements.of(g));
        assertNull(Placements.of(g.copy()));
    }

    @Test void rulesThatReadItOrCarryAScriptKeepOne() {
        Rules masons = load("base", "masons");
        assertTrue(masons.calls("placed_by"));
        assertTrue(masons.calls("placed_tiles"));
        assertNotNull(Placements.of(new Game(masons, new String[] {"red", "blue"}, masons.defaultOptions(), 1)));
        Rules wells = load("base", "wells");     // a script may call game.tile.placed_by at any time
        assertNotNull(Placements.of(new Game(wells, new String[] {"red", "blue"}, wells.defaultOptions(), 1)));
    }

    @Test void everyTileLaidIsRecordedWithItsPlayerAndTurn() {
        Rules masons = load("base", "masons");
        Game g = play(masons, 3, false);
        Placements s = Placements.of(g);
        int starts = masons.start.size();
        for (int t = 0; t < starts; t++) {
            assertEquals(-1, s.placer(t), "a start tile is laid by nobody");
            assertEquals(0, s.turnPlaced(t));
        }
        int[] laid = new int[3];
        for (int t = starts; t < g.board.n; t++) {
            int p = s.placer(t);
            assertTrue(p >= 0 && p < 3, "tile " + t + " laid by " + p);
            laid[p]++;
            // one tile a turn here, the seats in turn: turn k is laid by seat (k - 1) % 3
            assertEquals(t - starts + 1, s.turnPlaced(t));
            assertEquals((s.turnPlaced(t) - 1) % 3, p);
        }
        assertEquals(g.board.n - starts, laid[0] + laid[1] + laid[2]);
        assertEquals(-1, s.placer(g.board.n));
        assertEquals(0, s.turnPlaced(-1));
    }

    @Test void aCopyAnswersTheSameAndSharesNothing() {
        Rules masons = load("base", "masons");
        Game g = new Game(masons, new String[] {"red", "blue"}, masons.defaultOptions(), 5);
        g.agents[0] = new RandomAgent(11);
        g.agents[1] = new RandomAgent(12);
        g.setUp();
        for (int i = 0; i < 20; i++) g.runTurn();
        Game c = g.copy();
        assertNotSame(Placements.of(g), Placements.of(c));
        assertArrayEquals(record(g), record(c));
        int[] before = record(g);
        int n = g.board.n;
        for (int i = 0; i < 10; i++) c.runTurn();
        assertArrayEquals(before, record(g), "the copy's turns changed the original's record");
        assertEquals(-1, Placements.of(g).placer(n));
        assertTrue(Placements.of(c).placer(n) >= 0);
    }

    @Test void aReplayAndTheLookAheadGiveTheSameRecord() {
        Rules masons = load("base", "masons");
        // the greedy bot looks ahead on copies of every turn (afterTurn): the record is the same game after game
        Game a = play(masons, 9, true), b = play(masons, 9, true);
        assertArrayEquals(record(a), record(b));
        assertArrayEquals(a.score, b.score);
        assertEquals(a.choiceLog.toString(), b.choiceLog.toString());
        // a look-ahead at every decision: the copy keeps the game's record, and records the tiles of the rest of the turn
        // as laid by the player whose turn it is, in this turn
        Game g = new Game(masons, new String[] {"red", "blue"}, masons.defaultOptions(), 4);
        int[] looked = {0};
        Agent ahead = new Agent() {
            final RandomAgent random = new RandomAgent(3);

            @Override public int choose(Game game, int player, ChoiceSet options) {
                Game c = game.afterTurn(options.size() - 1, Game.QUIET);
                int[] mine = record(game), theirs = record(c);
                assertArrayEquals(mine, Arrays.copyOf(theirs, mine.length));
                for (int t = game.board.n; t < c.board.n; t++) {
                    assertEquals(game.current, Placements.of(c).placer(t));
                    assertEquals(game.turn, Placements.of(c).turnPlaced(t));
                    looked[0]++;
                }
                return random.choose(game, player, options);
            }
        };
        g.agents[0] = ahead;
        g.agents[1] = ahead;
        g.keepTurnSnapshots = true;
        g.setUp();
        for (int i = 0; i < 12 && !g.over; i++) g.runTurn();
        assertTrue(looked[0] > 5, "tiles laid in look-ahead copies: " + looked[0]);
    }

    @Test void aScenarioOnRulesThatKeepNoRecordIsToldSoEveryTime() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            String one = """
                    scenario "%s" {
                      rules base
                      players red, blue
                      moves { red: place E at 0,1 rot 180; none }
                      expect { tile_at(0, 1).placed_by(red) }
                    }
                    """;
            // the first scenario's expectation compiles against the cached rules: it must not make them keep a record
            List<Outcome> outcomes = folder.run("none.scenario", one.formatted("first") + one.formatted("second"));
            assertEquals(2, outcomes.size());
            for (Outcome o : outcomes) {
                assertFalse(o.passed(), o.name());
                assertTrue(o.message().contains("these rules keep no record of who laid each tile: no rule reads t.placed_by(PLAYER), "
                        + "t.turn_placed, p.placed_tiles (a scenario starts the record with set_placer(TILE, PLAYER, N) in its set-up)"), o.message());
            }
        }
    }
}
