package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.LoadException;
import org.tilerules.front.RulesLoader;
import org.tilerules.TestSupport;
import org.tilerules.capabilities.tiletokens.TileTokens;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Memo;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.TileExprs;
import org.tilerules.runtime.TileIndex;
import org.tilerules.runtime.Type;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The generic capabilities for tokens lying on tiles ({@code piece NAME { on tiles  excludes ... }},
 * {@code put}, {@code remove}, {@code t.tokens(NAME)}), for places made of tiles
 * ({@code connected}, {@code ts.adjacent}, {@code ts.has}), one option per tile of a list, and a
 * figure moved along its own feature ({@code move FIGURES along TILES}), in a rule set of the
 * test's own over the base game's tiles; and the diagnostics when they are misused.
 */
class TileTokensTest {
    @TempDir Path tmp;

    static final String RULES = """
            ruleset spread extends base {
              piece mark { on tiles  excludes follower }
              piece dot { on tiles }
              turn {
                step seed after tile {
                  if placed.x == 4 { move 2 mark to placed }
                }
                step run after seed {
                  choose { move current.pieces(follower) to board where tokens(dot) == 0  none }
                }
                step grow after run {
                  let area = connected(board where tokens(mark) > 0, board where tokens(dot) > 0)
                  let targets = area.adjacent where tokens(dot) == 0 and not area.has(it)
                  if count(targets) > 0 {
                    choose { option "dot" for t in targets { move dot to t  return t.pieces(figure) where it.is(follower) } }
                  }
                }
                step trim after score {
                  for each t in board where tokens(dot) > 0 and tokens(mark) == 0 and placed.x == -1 { move dot from t to supply }
                  for each t in board where tokens(mark) > 1 and placed.x == -1 { move 1 mark from t to supply }
                }
              }
            }
            """;

    static final String SCENARIOS = """
            // D at 0,0: N=C E=R S=F W=R.  U: F/R/F/R (road W-E).  pl-free base tiles only.
            scenario "put 2 marks; no follower on their tile; a dot beside the area, its followers sent home" {
              rules spread
              players red, blue
              board { D at 0,0  U at 1,0  U at 2,0  U at 3,0 { blue follower on r } }
              moves {
                red: place U at 4,0; none; "dot 3,0"; follower on r
              }
              expect {
                error "'follower on r' is not a legal choice; legal: none"
              }
            }

            scenario "dots grow from the area through dots, never on a tile of it" {
              rules spread
              players red, blue
              board { D at 0,0  U at 1,0  U at 2,0  U at 3,0 { blue follower on r }  U at 4,0 }
              setup {
                move 2 mark to tile_at(4, 0)
                move 1 dot to tile_at(3, 0)
              }
              moves {
                red: place U at 5,0; none; "dot 3,0"
              }
              expect {
                error "'dot 3,0' is not a legal choice; legal: dot 5,0, dot 2,0"
              }
            }

            scenario "the chosen tile gets a dot; a follower moves along its road, not over a dot" {
              rules spread
              players red, blue
              board { D at 0,0  U at 1,0 { red follower on r }  U at 2,0  U at 3,0 { blue follower on r }  U at 4,0 }
              setup {
                move 2 mark to tile_at(4, 0)
                move 1 dot to tile_at(2, 0)
              }
              moves {
                red: place U at 5,0; "move follower from 1,0.r to 0,0.r"; "dot 3,0"; none
              }
              expect {
                tokens on 3,0: dot 1
                tokens on 4,0: mark 2
                on 0,0.r: red follower
                on 3,0.r: none
                supply blue follower == 7
              }
            }

            scenario "remove takes all dots or one mark" {
              rules spread
              players red, blue
              board { D at 0,0  U at 1,0  U at 2,0  U at 3,0  U at 4,0 }
              setup {
                move 2 mark to tile_at(4, 0)
                move 1 dot to tile_at(4, 0)
                move 3 dot to tile_at(2, 0)
              }
              moves {
                red: place U at -1,0; none; "dot 3,0"; none
              }
              expect {
                tokens on 2,0: none
                tokens on 3,0: none
                tokens on 4,0: mark 1, dot 1
              }
            }
            """;

    @Test void tokensOnTilesAndPlacesMadeOfTiles() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("spread", RULES);
            List<Outcome> outcomes = folder.run("spread.scenario", SCENARIOS);
            assertEquals(4, outcomes.size(), outcomes.toString());
            for (Outcome o : outcomes) assertEquals(true, o.passed(), o.name() + ": " + o.message());
        }
    }

    @Test void misusesAreReportedWhereWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            Path rulesets = folder.rulesets;
            folder.ruleSet("spread", """
                ruleset spread extends base {
                  piece dot { on tiles }
                  piece coin
                  turn {
                    step grow after tile {
                      move coin to placed
                      award placed.tokens(dott) + count(connected(board)) to current
                      choose { move current.pieces(follower) to placed  none }
                    }
                  }
                }
                """);
            LoadException e = assertThrows(LoadException.class, () -> RulesLoader.load(rulesets, List.of("spread")));
            String file = rulesets.resolve("spread/spread.rules").toString();
            assertEquals(file + ":6:12: 'coin' is not a token on tiles ('piece coin { on tiles }'); known: dot\n"
                    + file + ":7:27: 'dott' is not a token on tiles ('piece dott { on tiles }'); did you mean 'dot'? known: dot\n"
                    + file + ":7:41: 'connected' is written connected(FROM_TILES, THROUGH_TILES), found 1 argument\n"
                    + file + ":8:49: expected a list of placed tiles, found a placed tile in 'placed'", e.getMessage());
        }
    }

    /**
     * The runtime's general hooks, as the store answers them: {@code it.tokens(K) > 0} can hold only on the tiles the
     * store lists as holding a K ({@code Expr.tilesWhereNonZero}), {@code it.tokens(K) == 0} is false exactly on them
     * ({@code tilesWhereZero}), a count kept for a player is not listed; a count reads {@code Memo.STORES}, and
     * every change of a count moves what {@code Memo} keys such results by ({@code Store.changed}).
     */
    @Test void theStoreAnswersTheRuntimesHooks() {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "gold-mines"));
        Game g = TestSupport.randomGame(r, 2, 7);
        for (int i = 0; i < 6; i++) g.runTurn();
        int gold = r.tileTokens.indexOf("gold"), claim = r.tileTokens.indexOf("claim");
        Expr it = new Exprs.Local(Type.TILE, 0), zero = new Exprs.Const(Type.INT, 0);
        Expr golds = new TileTokens.Count(it, gold, null), claims = new TileTokens.Count(it, claim, null);
        TileIndex holding = new Exprs.Cmp(">", golds, zero).tilesWhereNonZero(0, false);
        assertNull(new Exprs.Cmp(">", golds, zero).tilesWhereNonZero(0, true), "a comparison is never exact");
        assertNull(new TileTokens.Count(it, gold, new Exprs.Const(Type.INT, 0)).tilesWhereNonZero(0, false), "kept for a player: not listed");
        assertNull(new TileTokens.Count(it, gold, null).tilesWhereNonZero(1, false), "another local");
        assertEquals(Memo.STORES, golds.reads(Memo.bind(0, 0)));

        TileTokens.add(g, 1, gold, 2);
        TileTokens.add(g, 0, claim, 1);
        TileTokens.add(g, 1, claim, 1);
        assertEquals(holding(g, gold, -1), list(holding.tiles(g)));
        assertEquals(holding(g, gold, -1), list(new Exprs.Cmp("==", golds, zero).tilesWhereZero(0).tiles(g)));
        assertEquals(holding(g, gold, claim), list(new Exprs.Or(new Exprs.Cmp(">", golds, zero), new Exprs.Cmp(">=", claims, new Exprs.Const(Type.INT, 1)))
                .tilesWhereNonZero(0, false).tiles(g)), "either kind, each tile once");
        assertEquals(holding(g, gold, claim), list(new Exprs.And(new Exprs.Cmp("==", golds, zero), new Exprs.Cmp("==", claims, zero))
                .tilesWhereZero(0).tiles(g)), "false where either kind lies");
        Expr where = new Exprs.Where(new TileExprs.All(), 0, new Exprs.Cmp(">", golds, zero));
        Frame f = new Frame(1);
        assertEquals(holding(g, gold, -1), list(where.evalList(g, f)));
        int before = holding(g, gold, -1).size();
        TileTokens.add(g, 2, gold, TileTokens.count(g, 2, gold) == 0 ? 1 : -TileTokens.count(g, 2, gold));
        assertNotEquals(before, holding(g, gold, -1).size());
        assertEquals(holding(g, gold, -1), list(where.evalList(g, f)), "a kept result is computed again after a change");
        TileTokens.add(g, 1, gold, -2);
        assertEquals(holding(g, gold, -1), list(where.evalList(g, f)));
        assertNotEquals(0, g.board.n);
    }

    /** The placed tiles holding a token of kind a or of kind b (-1: none), nobody's, counted tile by tile. */
    private static List<Integer> holding(Game g, int a, int b) {
        List<Integer> out = new java.util.ArrayList<>();
        for (int t = 0; t < g.board.n; t++) {
            if (TileTokens.count(g, t, a) > 0 || b >= 0 && TileTokens.count(g, t, b) > 0) out.add(t);
        }
        return out;
    }

    private static List<Integer> list(IntList xs) {
        List<Integer> out = new java.util.ArrayList<>();
        for (int i = 0; i < xs.size(); i++) out.add(xs.get(i));
        return out;
    }
}
