package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.front.RulesLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kept results and indexed filters ({@link Memo}, {@link Expr#tilesWhereNonZero}) change how often the
 * board is walked, never a game: the same seeds played with them off and on make the same choices
 * (every label offered and taken) and the same scores, with rule sets whose rules filter the board
 * by tokens, tags and positions every turn, and with random and look-ahead (copying) bots.
 */
class MemoTest {
    private static final Path RULESETS = OnOffGames.RULESETS;

    private static void sameGames(List<String> sets, int players, int games, boolean lookAhead) {
        OnOffGames.same(sets, players, games, Integer.MAX_VALUE, lookAhead ? OnOffGames.Look.COPIES : OnOffGames.Look.NONE,
                () -> Memo.enabled, on -> Memo.enabled = on);
    }

    @Test void plagueGamesAreTheSame() { sameGames(List.of("base", "plague"), 2, 20, false); }

    @Test void plagueWithCountAndRiverGamesAreTheSame() { sameGames(List.of("base", "plague", "count", "river", "princess-and-dragon"), 3, 4, true); }

    @Test void everyRuleSetTogetherGamesAreTheSame() {
        List<String> all = RulesLoader.all(RULESETS, new ArrayList<>());
        sameGames(all, 2, 3, false);
        sameGames(all, 6, 1, true);
    }

    @Test void closedExpressionsAreKeptOthersNot() {
        Rules r = RulesLoader.load(RULESETS, List.of("base", "plague"));
        Game g = TestSupport.randomGame(r, 2, 7);
        Exprs.Local it = new Exprs.Local(Type.TILE, 0), t = new Exprs.Local(Type.TILE, 1);
        Expr board = new TileExprs.All();
        assertEquals(Memo.BOARD, board.reads(0));
        assertEquals(Memo.OPAQUE, it.reads(0));
        assertEquals(0, it.reads(Memo.bind(0, 0)));
        assertEquals(Memo.OPAQUE, new Exprs.Where(board, 0, new Exprs.Cmp("==", it, t)).reads(0), "reads t from outside");
        assertEquals(Memo.BOARD | Memo.TILE, new Exprs.Where(board, 0, new TileExprs.Coordinate(it, true)).reads(0));
        assertEquals(Memo.OPAQUE, new Exprs.Global(Exprs.Global.What.PLACED, Type.TILE).reads(0));
        assertTrue(g.board.n > 0);
    }
}
