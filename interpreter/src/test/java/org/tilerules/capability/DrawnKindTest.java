package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code drawn_tagged(KIND)}: the drawn tile shows a feature of that kind. The removed {@code set aside KIND when}
 * is told to write {@code drawn_tagged(KIND)}, which refused a feature kind before (issue 35).
 */
class DrawnKindTest {
    @TempDir Path tmp;

    @Test void aDrawnTileShowingAFeatureOfTheKindIsSetAside() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("nocloister", """
                    ruleset nocloister extends base {
                      value set_aside() = super() or drawn_tagged(cloister)
                    }
                    """);
            List<Outcome> out = folder.run("k.scenario", """
                    scenario "B shows a cloister: it waits aside, U is placed" {
                      rules nocloister
                      players red, blue
                      board { D at 0,0 }
                      bag { B, U }
                      moves { red: place U at 1,0; none }
                      expect {
                        set aside: B
                        remaining == 0
                      }
                    }
                    """);
            assertEquals(1, out.size());
            assertTrue(out.get(0).passed(), out.get(0).message());
        }
    }
}
