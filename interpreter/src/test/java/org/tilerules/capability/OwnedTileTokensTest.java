package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.capabilities.tiletokens.TileTokens;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Tokens lying on tiles ({@code piece NAME { on tiles }}): put on a tile or a list of tiles, kept apart
 * per player with {@code for}, removed (some or all), read as {@code t.tokens(NAME [, p])}; the
 * tiles around a tile ({@code t.around}); one option per tile of a list. A rule set written for
 * the test extends the base game; scenarios pin what each does, and the diagnostics of misuse.
 */
class OwnedTileTokensTest {
    @TempDir Path tmp;

    static final String RULES = """
            ruleset marks extends base {
              piece mark { on tiles, players }
              turn {
                step marks after tile {
                  move 2 mark to placed
                  move mark to placed.adjacent for current
                  choose { option "mark" for t in placed.around { move 3 mark to t } }
                }
                step count after marks {
                  award placed.tokens(mark) * 100 + count(board where tokens(mark, current) > 0) * 10
                        + count(placed.around) to current as road
                }
                step take after count {
                  choose {
                    option "take" for t in board where tokens(mark) > 1 {
                      move t.tokens(mark) mark to current
                      move mark from t to supply
                      move 1 mark from board to supply for current
                      award count(board where tokens(mark, current) > 0) * 1000 to current as road
                    }
                    none
                  }
                }
              }
            }
            """;

    // D at 0,0: N=C E=R S=F W=R; U at 1,0 continues the road east; B at 1,-1 lies diagonal to 0,-1.
    static final String SCENARIOS = """
            scenario "put, kept for a player, one option per tile around, read back, removed" {
              rules marks
              players red, blue
              board {
                D at 0,0
                B at 1,-1
              }
              setup { move 1 mark to tile_at(1, -1) }
              moves {
                red: place E at 0,-1 rot 180; "mark 1,-1"; "take 1,-1"; none
              }
              expect {
                score red == 222                 // 2 on the placed tile; red's own on 0,0 and 1,-1; two tiles around
                tokens on 0,-1: mark 2
                tokens on 1,-1: none
                tokens on 0,0: none          // only red's own lay there, apart from everyone's
                red.tokens(mark) == 4             // the 1 set up and the 3 of the option
              }
            }

            scenario "a tile that is not around is no option" {
              rules marks
              players red, blue
              board {
                D at 0,0
                B at 1,-1
              }
              moves {
                red: place E at 0,-1 rot 180; "mark 0,1"
              }
              expect {
                error "'mark 0,1' is not a legal choice; legal: mark 1,-1, mark 0,0"
              }
            }
            """;

    @Test void tokensLieOnTilesAndArePickedByTile() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("marks", RULES);
            List<Outcome> outcomes = folder.run("marks.scenario", SCENARIOS);
            assertEquals(2, outcomes.size(), outcomes.toString());
            for (Outcome o : outcomes) assertEquals(true, o.passed(), o.name() + ": " + o.message());
        }
    }

    @Test void aCopyOfTheGameKeepsItsOwnTokensAndNoneAreAllocatedUntilPut() {
        Rules rules = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "gold-mines"));
        Game g = new Game(rules, new String[] {"red", "blue"}, rules.defaultOptions(), 1);
        g.board.place(rules.tileByName.get("B").id, 0, 0, 0, 0);
        assertEquals(null, TileTokens.of(g));
        int gold = rules.tileTokens.indexOf("gold");
        TileTokens.add(g, 0, gold, 2);
        Game copy = g.copy();
        TileTokens.add(copy, 0, gold, -5);                               // never below none
        assertEquals(0, TileTokens.count(copy, 0, gold));
        assertEquals(2, TileTokens.count(g, 0, gold));
        assertEquals(0, TileTokens.count(g, 0, gold, 1));               // kept for blue: none
        TileTokens.add(g, 0, gold, 1, 3);
        assertEquals(3, TileTokens.count(g, 0, gold, 1));
        assertEquals(2, TileTokens.count(g, 0, gold));
    }
}
