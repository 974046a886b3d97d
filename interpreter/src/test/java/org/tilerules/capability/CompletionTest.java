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
}
