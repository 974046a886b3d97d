package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.LoadException;
import org.tilerules.front.RulesLoader;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The generic capabilities for a neutral figure standing on a tile ({@code neutral on tiles},
 * {@code excludes}, {@code place neutral}, {@code move neutral F to adjacent}, {@code clear trail},
 * {@code visited}, {@code seats_from}, {@code return figures on}), and for tiles held aside from
 * the draw ({@code value set_aside()}, {@code shuffle_aside()}), in a rule set of the test's own over the
 * base game's tiles; and the diagnostics when they are misused.
 */
class TileFiguresTest {
    @TempDir Path tmp;

    static final String RULES = """
            ruleset roam extends base {
              piece walker { neutral on tiles  excludes follower }
              value set_aside() = super() or drawn_tagged(B) and not on_board(walker)
              value spares(w: figure) = w.owner == current
              turn {
                step arrive after tile {
                  if placed.neighbours == 1 and not on_board(walker) { move walker to placed  shuffle_aside() }
                }
                step walk after figure {
                  if on_board(walker) and not (tile_of(walker) == placed) {
                    clear_trail(walker)
                    for each p in seats_from(current.next, 3) {
                      choose for p {
                        move walker to tile_of(walker).adjacent where not visited(walker, it) {
                          return tile_of(walker).pieces(figure) where not spares(it)
                        }
                      }
                    }
                  }
                }
              }
            }
            """;

    static final String SCENARIOS = """
            // D at 0,0: N=C E=R S=F W=R.  U: F/R/F/R.  V: F/F/R/R.
            scenario "a tile held aside until the walker arrives, then shuffled back by the seed" {
              rules roam
              players red, blue
              board { D at 0,0 }
              bag { B, U, V, B }
              moves {
                red: place U at 1,0; none       // B was drawn first and held aside; U takes the walker
              }
              expect {
                tile_of(walker) == tile_at(1, 0)
                set aside: none
                remaining == 3                  // V, B and the B held aside
              }
            }

            // excludes follower: not on the road, nor on the fields of the walker's tile.
            scenario "no follower on the walker's tile" {
              rules roam
              players red, blue
              board { D at 0,0 }
              moves {
                red: place U at 1,0; follower on r
              }
              expect {
                error "'follower on r' is not a legal choice; legal: none"
              }
            }

            // Blue, red, blue move the walker from 1,0 (seats_from(current.next, 3)); it sends home every
            // figure of the tiles it enters but the current player's (spares), never entering a tile twice.
            scenario "three steps by the players in turn, figures sent home but those spared" {
              rules roam
              players red, blue
              board {
                D at 0,0 { red follower on c, blue follower on f2 }
                U at 1,0
                U at 2,0 { blue follower on r }
                U at 3,0
              }
              setup { move walker to tile_at(1, 0) }
              moves {
                red: place V at -1,0 rot 180; none; "move walker to 0,0"; "move walker to -1,0"
              }
              expect {
                tile_of(walker) == tile_at(-1, 0)
                on 0,0.c: red follower
                on 0,0.f2: none
                on 2,0.r: blue follower
                supply blue follower == 6
              }
            }
            """;

    @Test void aNeutralFigureOnTilesAndTilesHeldAside() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("roam", RULES);
            List<Outcome> outcomes = folder.run("roam.scenario", SCENARIOS);
            assertEquals(3, outcomes.size(), outcomes.toString());
            for (Outcome o : outcomes) assertEquals(true, o.passed(), o.name() + ": " + o.message());
        }
    }

    @Test void misusesAreReportedWhereWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            Path rulesets = folder.rulesets;
            folder.ruleSet("roam", """
                ruleset roam extends base {
                  piece walker { neutral on tiles }
                  turn {
                    step walk after figure {
                      move follower to placed
                      choose { move walker to tile_of(walker).adjacent where visited(walker)  none }
                      award count(seats_from(current)) to current
                    }
                  }
                }
                """);
            LoadException e = assertThrows(LoadException.class, () -> RulesLoader.load(rulesets, List.of("roam")));
            String file = rulesets.resolve("roam/roam.rules").toString();
            assertEquals(file + ":5:12: 'follower' is not a neutral figure standing on tiles ('neutral on tiles'); known: walker; "
                    + "a figure from supply is placed by a choice: choose { move follower to TILE }\n"
                    + file + ":6:62: 'visited' is written visited(FIGURE, TILE), found 1 argument\n"
                    + file + ":7:19: 'seats_from' is written seats_from(PLAYER, COUNT), found 1 argument", e.getMessage());
        }
    }
}
