package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.engine.IntList;
import org.tilerules.front.RulesLoader;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code first(board, N)} (listed without the whole board) gives what {@code first} of the listed board gives. */
class FirstOfBoardTest {
    /** The board's tiles as a list that is not {@code board} itself: {@code First} takes the general way. */
    private static final class Listed extends Expr {
        Listed() { super(Type.TILES); }

        @Override public IntList evalList(Game g, Frame f) { return new TileExprs.All().evalList(g, f); }
    }

    @Test void theFirstTilesOfTheBoard() {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base"));
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 7);
        for (int i = 0; i < 2; i++) {
            RandomAgent a = new RandomAgent(7 + i);
            g.agents[i] = a::choose;
        }
        g.setUp();
        for (int t = 0; t < 12 && !g.over; t++) g.runTurn();
        Frame f = new Frame(1);
        for (int k : new int[] {-3, 0, 1, 2, 5, g.board.n - 1, g.board.n, g.board.n + 4}) {
            Expr n = new Exprs.Const(Type.INT, k);
            IntList fast = new ScoreReactions.First(new TileExprs.All(), n).evalList(g, f);
            IntList general = new ScoreReactions.First(new Listed(), n).evalList(g, f);
            assertEquals(general.size(), fast.size(), "first(board, " + k + ") of " + g.board.n + " tiles");
            for (int i = 0; i < general.size(); i++) assertEquals(general.get(i), fast.get(i));
        }
    }
}
