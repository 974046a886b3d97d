package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kept results and indexed filters ({@link Memo}, {@link TileTokens#holding}) change how often the
 * board is walked, never a game: the same seeds played with them off and on make the same choices
 * (every label offered and taken) and the same scores, with rule sets whose rules filter the board
 * by tokens, tags and positions every turn, and with random and look-ahead (copying) bots.
 */
class MemoTest {
    private static final Path RULESETS = TestSupport.repo().resolve("rulesets");

    /** Every label offered and the answer, then the scores, of one game. */
    private static List<String> play(Rules r, int players, long seed, boolean lookAhead) {
        String[] names = new String[players];
        for (int i = 0; i < players; i++) names[i] = "p" + i;
        Game g = new Game(r, names, r.defaultOptions(), seed);
        List<String> log = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            RandomAgent a = new RandomAgent(seed * 31 + i);
            g.agents[i] = (game, player, options) -> {
                int k = a.choose(game, player, options);
                if (lookAhead && options.size() > 1 && game.hasTurnSnapshot()) {
                    // look-ahead as the greedy bot does: the turn replayed on a copy, and one more turn on it
                    Game c = game.afterTurn(k, new RandomAgent(seed + 5));
                    if (!c.over) c.runTurn();
                }
                StringBuilder sb = new StringBuilder(player + ":");
                for (int j = 0; j < options.size(); j++) sb.append(options.label(j)).append('|');
                log.add(sb.append(" -> ").append(k).toString());
                return k;
            };
        }
        g.keepTurnSnapshots = lookAhead;
        g.setUp();
        while (!g.over) g.runTurn();
        log.add("scores " + java.util.Arrays.toString(g.score) + " tiles " + g.board.n);
        return log;
    }

    private static void sameGames(List<String> sets, int players, int games, boolean lookAhead) {
        List<List<String>> off = new ArrayList<>(), on = new ArrayList<>();
        boolean was = Memo.enabled;
        try {
            Memo.enabled = false;
            Rules plain = RulesLoader.load(RULESETS, sets);
            for (int s = 1; s <= games; s++) off.add(play(plain, players, s, lookAhead));
            Memo.enabled = true;
            Rules kept = RulesLoader.load(RULESETS, sets);
            for (int s = 1; s <= games; s++) on.add(play(kept, players, s, lookAhead));
        } finally {
            Memo.enabled = was;
        }
        for (int s = 0; s < games; s++) {
            assertTrue(off.get(s).size() > 10, "a game of " + sets + " was played");
            assertEquals(off.get(s), on.get(s), sets + ", seed " + (s + 1));
        }
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
