package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Three capabilities of the Catapult, each usable alone: one option per tile of a list
 * ({@code option "L" for t in TILES}), tokens handed back ({@code take N TOKEN from PLAYERS}) and
 * whether a figure's kind may stand on a component ({@code c.admits(w)}).
 */
class TileOptionsAndTokensTest {
    @TempDir Path tmp;

    // After each turn the next player picks a placed tile in the placed tile's row: he gets as
    // many marks as its x + 5, then hands back 3 (fewer when he holds fewer); the marks pay.
    static final String MARKS = """
            ruleset marks extends base {
              piece mark
              turn {
                step pick after score {
                  choose for current.next {
                    option "pick" for t in board where y == placed.y { move t.x + 5 mark to current.next }
                    none
                  }
                  move 3 mark from current.next to supply
                  award current.next.tokens(mark) to current.next as road
                }
              }
            }
            """;

    @Test void oneOptionPerTileAndTokensHandedBack() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("marks", MARKS);
            List<Outcome> outcomes = folder.run("marks.scenario", """
                    scenario "blue picks 1,0: 6 marks, hands back 3, scores 3; then red picks -1,0: 4, hands back 3" {
                      rules marks
                      players red, blue
                      board {
                        D at 0,0
                      }
                      moves {
                        red: place U at 1,0; none; "pick 1,0"
                        blue: place U at -1,0; none; "pick -1,0"
                      }
                      expect {
                        blue.tokens(mark) == 3
                        score blue == 3
                        red.tokens(mark) == 1
                        score red == 1
                      }
                    }
                    scenario "the options are the tiles of the list, labelled by place" {
                      rules marks
                      players red, blue
                      board {
                        D at 0,0
                        U at 0,1
                      }
                      moves {
                        red: place U at 1,0; none; "pick 0,1"
                      }
                      expect {
                        error "'pick 0,1' is not a legal choice; legal: pick 0,0, pick 1,0, none"
                      }
                    }
                    scenario "taking more than a player holds takes what he holds" {
                      rules marks
                      players red, blue
                      setup { set_tokens(blue, mark, 1) }
                      board {
                        D at 0,0
                      }
                      moves {
                        red: place U at 1,0; none; none
                      }
                      expect {
                        blue.tokens(mark) == 0
                        score blue == 0
                      }
                    }
                    """);
            assertEquals(3, outcomes.size());
            for (Outcome o : outcomes) assertEquals(true, o.passed(), o.message());
        }
    }

    @Test void admitsReadsTheFiguresOnAndWrongListsAreReported() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("fits", """
                    ruleset fits extends abbey-and-mayor {
                      turn {
                        step fits after score {
                          for each w in current.pieces(follower) {
                            for each c in placed.components where it.admits(w) {
                              award 1 to current as road
                            }
                          }
                        }
                      }
                    }
                    """);
            List<Outcome> outcomes = folder.run("fits.scenario", """
                    scenario "a mayor stands only in cities, a wagon never in fields, a follower anywhere" {
                      rules fits
                      players red, blue
                      board {
                        D at 0,0 { red mayor on c, red wagon on r }
                        E at 5,5 { red follower on c }
                      }
                      moves {
                        red: place U at 1,0; none
                      }
                      expect {
                        score red == 4                   // U: a road, two fields; the mayor none, the wagon the road, the follower all three
                      }
                    }
                    """);
            assertEquals(true, outcomes.get(0).passed(), outcomes.get(0).message());
            folder.ruleSet("wrong", """
                    ruleset wrong extends base {
                      piece mark
                      turn {
                        step pick after score {
                          choose { option "pick" for t in 3 { }  none }
                          move 1 stone from current to supply
                          award count(placed.components where it.admits(current)) to current
                        }
                      }
                    }
                    """);
            Diagnostics d = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("wrong"), d);
            List<String> got = d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
            assertEquals(List.of(
                    "wrong.rules:5:39: expected a list of figures, of placed tiles or of players, found a number in '3'",
                    "wrong.rules:6:14: unknown piece 'stone'; known: follower, mark",
                    "wrong.rules:7:53: expected a figure, found a player in 'current'"), got);
        }
    }
}
