package org.tilerules.front;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Rule files that check passed and that should not pass, or passed with a wrong message (issue 40). */
class FrontEndAuditTest {
    @TempDir Path dir;

    private List<String> check(String starts, String extra) throws Exception {
        Files.writeString(dir.resolve("t.tiles"), "tileset t\ntile A count 3 {\n  path p [W E]\n  land f [N S]\n}\n");
        Path rs = dir.resolve("rulesets").resolve("t");
        Files.createDirectories(rs);
        Files.writeString(rs.resolve("t.rules"), "ruleset t {\n"
                + "  tiles \"../../t.tiles\"\n"
                + starts
                + "  feature path\n  feature land\n"
                + "  turn { step a { draw_tile() place_tile() } }\n"
                + "  value game_over() = remaining == 0\n"
                + extra
                + "}\n");
        Diagnostics d = new Diagnostics();
        RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        return d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
    }

    /** Two start tiles at one position put two tiles on one square, and check, play, render and replay took it. */
    @Test void twoStartTilesOnOneSquareAreRefused() throws Exception {
        assertEquals(List.of("t.rules:4:14: start tile A at 0,0: that square already holds start tile A (t.rules:3); one square holds one tile"),
                check("  start A at 0,0\n  start A at 0,0 rot 90\n", ""));
        assertEquals(List.of(), check("  start A at 0,0\n  start A at 1,0\n", ""));
    }

    /** The engine's smallest number was reported "too large". */
    @Test void theSmallestNumberIsExplained() throws Exception {
        assertEquals(List.of("t.rules:8:18: the number -2147483648 is the engine's smallest, but a number is written as a minus sign before"
                + " at most 2147483647; write -2147483647 - 1"), check("  start A at 0,0\n", "  value low() = -2147483648\n"));
        assertEquals(List.of(), check("  start A at 0,0\n", "  value low() = -2147483647 - 1\n"));
    }
}
