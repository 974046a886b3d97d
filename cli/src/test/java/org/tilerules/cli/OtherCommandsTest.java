package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OtherCommandsTest {
    @Test void tilesListsTheBaseGame() {
        Cli.Result r = Cli.run("tiles", "--rules", "base");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("kinds: r road, c city, f field, l cloister\n"), r.out());
        assertTrue(r.out().endsWith("\n24 tile types, 72 tiles\n"), r.out());
        assertTrue(r.out().contains("""
                D x4  (start)
                  +--c--+  city c [N]
                  |     |  road r [E W]
                  r     r  field f1 [En Wn] touches c
                  |     |  field f2 [Es Se Sw Ws]
                  +-f-f-+
                """), r.out());
        assertTrue(r.out().contains("""
                B x4
                  +-f-f-+  cloister m []
                  f     f  field f1 [Nw Ne En Es Se Sw Ws Wn]
                  |  l  |
                  f     f
                  +-f-f-+
                """), r.out());
        assertTrue(r.out().contains("city c [N E S W] shields 1"), r.out());
    }

    @Test void benchPrintsRates() {
        Cli.Result r = Cli.run("bench", "--games", "50", "--warmup", "5");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(5, lines.length, r.out());
        assertTrue(lines[0].matches("50 games in \\d+\\.\\d\\d s: \\d+ games/s, \\d+ placements/s \\(1 thread, 2 players, rules base\\)"),
                lines[0]);
        assertTrue(lines[1].startsWith("total: 3"), lines[1]);
        assertTrue(lines[2].matches("turn time: median \\d+\\.\\d us, 99th percentile \\d+\\.\\d us \\(all \\d+ turns timed\\)"), lines[2]);
        assertTrue(lines[3].matches("cpu: \\d+\\.\\d\\d s on the playing threads, \\d+ games per cpu second .*"), lines[3]);
        // what the figures were measured on: processors, pinning (on Linux), the JVM
        assertTrue(lines[4].matches("machine: \\d+ processors? usable, (pinned to CPU .+ of .+|not pinned \\(\\d+ online\\)|pinning unknown); .+"), lines[4]);
    }

    @Test void benchRejectsNoGames() {
        Cli.Result r = Cli.run("bench", "--games", "0");
        assertEquals(2, r.code());
        assertEquals("error: --games must be at least 1, found 0\n", r.err());
    }

    @Test void helpEverywhereWithExamples() {
        for (String c : List.of("", "play", "replay", "import", "check", "run", "tiles", "bench", "simulate")) {
            Cli.Result r = c.isEmpty() ? Cli.run("--help") : Cli.run(c, "--help");
            assertEquals(0, r.code(), c);
            assertTrue(r.out().startsWith("Usage: carcassonne"), r.out());
            assertTrue(r.out().contains("\nExamples:\n  carcassonne "), c + ": " + r.out());
        }
        Cli.Result v = Cli.run("--version");
        assertEquals(0, v.code());
        assertTrue(v.out().startsWith("carcassonne (tilerules) "), v.out());
    }
}
