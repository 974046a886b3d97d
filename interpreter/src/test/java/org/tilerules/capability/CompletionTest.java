package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A {@code complete when} that reads beyond its own component is checked again after placements elsewhere (issue 35). */
class CompletionTest {
    @TempDir Path tmp;

    @Test void aCompletionReadingTheBoardIsCheckedAfterEveryPlacement() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("late", """
                    ruleset late {
                      tiles "../../tiles/base.tiles"
                      start D at 0,0
                      feature road
                      feature city { complete when open_ports == 0 and count(board) >= 4 }
                      feature field
                      feature cloister
                      turn { step tile { draw_tile()  place_tile() } }
                      value game_over() = remaining == 0
                    }
                    """);
            List<Outcome> out = folder.run("late.scenario", """
                    scenario "the city closed with two tiles completes when the fourth tile lies elsewhere" {
                      rules late
                      players red, blue
                      board { D at 0,0
                              E at 0,-1 rot 180 }
                      moves {
                        red: place U at 1,0
                        blue: place U at 2,0
                      }
                      expect { complete 0,0.c }
                    }
                    scenario "not before" {
                      rules late
                      players red, blue
                      board { D at 0,0
                              E at 0,-1 rot 180 }
                      moves { red: place U at 1,0 }
                      expect { open 0,0.c }
                    }
                    """);
            assertEquals(2, out.size());
            for (Outcome o : out) assertTrue(o.passed(), o.message());
        }
    }

    /** A one-tile city with a cloister on its tile has that cloister around it, as a larger city has (it failed before). */
    @Test void aComponentsOwnTileIsAroundItWhateverItsSize() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("near", """
                    ruleset near {
                      tiles "../../tiles/base.tiles"
                      tiles "../../tiles/king-and-robber.tiles"
                      start D at 0,0
                      feature road
                      feature city { complete when count(around where is(cloister)) > 0 }
                      feature field
                      feature cloister
                      turn { step tile { draw_tile()  place_tile() } }
                      value game_over() = remaining == 0
                    }
                    """);
            List<Outcome> out = folder.run("near.scenario", """
                    scenario "one tile" {
                      rules near
                      players red, blue
                      board { kr1 at 0,0 }
                      expect { complete 0,0.c }
                    }
                    scenario "two tiles" {
                      rules near
                      players red, blue
                      board { kr1 at 0,0
                              E at 0,-1 rot 180 }
                      expect { complete 0,0.c }
                    }
                    scenario "none near" {
                      rules near
                      players red, blue
                      board { E at 0,0 }
                      expect { open 0,0.c }
                    }
                    """);
            assertEquals(3, out.size());
            for (Outcome o : out) assertTrue(o.passed(), o.message());
        }
    }
}
