package org.tilerules.sim;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.agents.TurnReplay;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimulationTest {
    private static Simulation sim(Rules r, List<String> bots, int playouts) {
        return new Simulation(r, new String[] {"red", "blue"}, r.defaultOptions(), 5, Bots.seating(bots, playouts));
    }

    private static String csv(GameResult[] rs, Rules r) {
        StringBuilder sb = new StringBuilder();
        ResultsCsv.write(sb, List.of("red", "blue"), r.categories, rs, null);
        return sb.toString();
    }

    @Test void threadsAndRangesDoNotChangeResults() {
        Rules r = TestSupport.base();
        Simulation s = sim(r, List.of("random", "random"), 1);
        String one = csv(s.run(0, 12, 1), r);
        assertEquals(one, csv(s.run(0, 12, 3), r));
        GameResult[] a = s.run(0, 5, 2), b = s.run(5, 12, 2);
        GameResult[] joined = new GameResult[12];
        System.arraycopy(a, 0, joined, 0, 5);
        System.arraycopy(b, 0, joined, 5, 7);
        assertEquals(one, csv(joined, r));
        assertEquals(6L, a[1].seed());
        assertTrue(one.split("\n")[0].startsWith("game,seed,red_score,blue_score,red_"), one);
    }

    @Test void aFailingGameIsNamed() {
        Rules r = TestSupport.base();
        Simulation s = new Simulation(r, new String[] {"red", "blue"}, r.defaultOptions(), 5, g -> {
            for (int p = 0; p < 2; p++) g.agents[p] = (gg, pl, cs) -> { if (gg.seed == 8) throw new IllegalStateException("boom"); return 0; };
        });
        Simulation.GameFailed e = org.junit.jupiter.api.Assertions.assertThrows(Simulation.GameFailed.class, () -> s.run(0, 6, 2));
        assertEquals("game 3 (seed 8): boom", e.getMessage());
    }

    /** The replayed turn with the option the live game took ends in the same state as the live turn. */
    @Test void turnReplayMatchesTheLiveTurn() {
        Rules r = TestSupport.base();
        Game g = TestSupport.randomGame(r, 2, 11);
        TurnReplay replay = TurnReplay.install(g);
        Game[] last = new Game[1];
        for (int p = 0; p < 2; p++) {
            Agent inner = g.agents[p];
            g.agents[p] = new Agent() {
                @Override public int choose(Game gg, int player, ChoiceSet cs) {
                    int i = inner.choose(gg, player, cs);
                    // later decisions of the turn are answered the same way only if there are none: compare the last one
                    last[0] = replay.afterTurn(gg, i, (x, y, z) -> 0);
                    return i;
                }
            };
        }
        int turns = 0, shuffled = 0;
        while (!g.over) {
            last[0] = null;
            g.runTurn();
            turns++;
            if (last[0] == null) continue;
            Game c = last[0];
            assertArrayEquals(g.score, c.score, "turn " + g.turn);
            assertEquals(g.board.n, c.board.n);
            assertEquals(g.remaining(), c.remaining());
            assertArrayEquals(g.choiceLog.toArray(), c.choiceLog.toArray());
            assertEquals(g.turn, c.turn);
            assertEquals(g.over, c.over);
            if (!c.over && TurnReplay.shuffleBag(c.copy(), turns)) shuffled++;
        }
        assertTrue(turns > 50);
        assertTrue(shuffled > 50, "the bag's contents add up after every turn: " + shuffled);
    }

    @Test void monteCarloBotPlaysWholeGamesDeterministically() {
        Rules r = TestSupport.base();
        Simulation s = sim(r, List.of("mcts", "random"), 1);
        GameResult a = s.play(0), b = s.play(0);
        assertArrayEquals(a.scores(), b.scores());
        assertTrue(a.tiles() > 60, "tiles " + a.tiles());
    }

    @Test void playoutsSeeANewBagOrder() {
        Rules r = TestSupport.base();
        Game g = TestSupport.randomGame(r, 2, 3);
        for (int i = 0; i < 10; i++) g.runTurn();
        Game a = g.copy(), b = g.copy();
        assertTrue(TurnReplay.shuffleBag(a, 1));
        assertTrue(TurnReplay.shuffleBag(b, 2));
        a.agents[0] = a.agents[1] = new RandomAgent(1);
        b.agents[0] = b.agents[1] = new RandomAgent(1);
        int from = g.board.n;
        a.play();
        b.play();
        assertEquals(a.board.n + a.discarded.size(), b.board.n + b.discarded.size());
        boolean differ = false;
        for (int i = from; i < Math.min(a.board.n, b.board.n); i++) differ |= a.board.type[i] != b.board.type[i];
        assertTrue(differ, "two seeds, two draw orders");
    }
}
