package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The generic capabilities for rules that act anywhere on the board: a figure
 * placed on any listed component ({@code place NAME on COMPONENTS [anyway]}),
 * another player's figure taken back ({@code take back figure in LIST}), and
 * lists of tiles ({@code board}, {@code t.adjacent}, {@code t.pieces},
 * {@code w.tile}, {@code t.x}, {@code t.y}). A rule set written for the test
 * extends the base game; scenarios pin what each does.
 */
class BoardPlacesTest {
    @TempDir Path tmp;

    static final String RULES = """
            ruleset places extends base {
              turn {
                step figure {
                  choose {
                    move figure to placed
                    move follower to components(road) where not complete when placed.neighbours == 1
                    move follower to components(city) where count(owners(follower) where it == current) > 0 anyway when placed.neighbours == 1
                    none
                  }
                }
                step evict after score {
                  for each t in placed.adjacent {
                    choose { move t.pieces(follower) where it.owner != current to supply  none }
                  }
                }
                step survey after evict {
                  award count(placed.adjacent) + count(board where x == placed.x and count(pieces(follower)) > 0)
                        + sum(current.pieces(follower), it.tile.y) to current as road
                }
              }
            }
            """;

    static final String SCENARIOS = """
            // D at 0,0: N=C E=R S=F W=R.  U at 0,1: a road W-E of its own.  E rot 180 at 0,-1 closes D's city.
            scenario "a follower onto a road elsewhere; another player's follower taken back; tiles counted" {
              rules places
              players red, blue
              board {
                D at 0,0 { blue follower on r }
                U at 0,1
              }
              moves {
                red: place E at 0,-1 rot 180; "follower on 0,1.r"; "take back follower of blue from 0,0.r"
              }
              expect {
                on 0,1.r: red follower
                on 0,0.r: none
                supply blue follower == 7
                supply red follower == 6
                score red == 3
                event "red +3: road"
              }
            }

            // Occupied roads are not offered (the figure's own 'when'), so only the tile's own features and none.
            scenario "an occupied road elsewhere is not offered" {
              rules places
              players red, blue
              board {
                D at 0,0 { blue follower on r }
              }
              moves {
                red: place E at 0,-1 rot 180; "follower on 0,0.r"
              }
              expect {
                error "'follower on 0,0.r' is not a legal choice; legal: follower on c, follower on f1, none"
              }
            }

            // 'anyway': a second follower joins a city where red already stands, past the figure's 'when'.
            scenario "anyway: a second follower onto the player's own occupied city" {
              rules places
              players red, blue
              board {
                D at 0,0 { red follower on c }
                U at -1,0
              }
              moves {
                red: place U at 1,0; "follower on 0,0.c"
              }
              expect {
                on 0,0.c: red follower, red follower
                supply red follower == 5
                score red == 1
              }
            }
            """;

    @Test void placesAnywhereTakesBackAndCountsTiles() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("places", RULES);
            List<Outcome> outcomes = folder.run("places.scenario", SCENARIOS);
            assertEquals(3, outcomes.size(), outcomes.toString());
            for (Outcome o : outcomes) assertEquals(true, o.passed(), o.name() + ": " + o.message());
        }
    }
}
