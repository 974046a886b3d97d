package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code check} finds names in a scenario's moves that cannot exist, without playing it. */
class ScenarioMovesCheckTest {
    @TempDir Path tmp;

    @Test void anUnknownTileAndAnUnknownFeatureOfThePlacedTile() throws IOException {
        Path f = tmp.resolve("moves.scenario");
        Files.writeString(f, """
                scenario "bad names" {
                  rules base
                  players red, blue
                  moves {
                    red: place WW at 1,0
                    blue: place U at 0,1 rot 90; follower on rr
                  }
                  expect { score red == 0 }
                }
                """);
        Cli.Result r = Cli.run("check", "--rules-dir", Cli.path("rulesets"), f.toString());
        assertEquals(1, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(2, lines.length, r.out());
        assertTrue(lines[0].startsWith(f + ":5:16: unknown tile 'WW'; known: A, B, "), lines[0]);
        assertTrue(lines[1].startsWith(f + ":6:46: tile U has no feature 'rr'; "), lines[1]);
    }

    @Test void theShippedScenariosCheckClean() {
        // corners (barn on NW) and features an addition brings ("bridge on ..."; follower on bridge) are not flagged
        Cli.Result r = Cli.run("check", "--rules-dir", Cli.path("rulesets"), Cli.path("scenarios"));
        assertEquals("", r.out());
        assertEquals(0, r.code(), r.err());
    }

    @Test void aScenarioThatExpectsAnErrorMayNameThem() throws IOException {
        Path f = tmp.resolve("error.scenario");
        Files.writeString(f, """
                scenario "an unknown tile is an error" {
                  rules base
                  players red, blue
                  moves { red: place WW at 1,0 }
                  expect { error "unknown tile" }
                }
                """);
        Cli.Result r = Cli.run("check", "--rules-dir", Cli.path("rulesets"), f.toString());
        assertEquals("", r.out());
    }
}
