package org.tilerules.front;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check} bounds what sizes the engine's tables and reports what nests
 * too deeply at its place, going on with the other files (issue 28, points 7-8).
 */
class BoundsTest {
    @TempDir Path dir;

    private static final String TILES = "tileset t\ntile A count %s {\n  wall w [N]\n  land f [E S W]\n}\ntile B count 2 {\n  land f [N E S W]\n}\n";

    private List<String> check(String count, String supply, String players) throws IOException {
        Files.writeString(dir.resolve("t.tiles"), String.format(TILES, count));
        Path rs = Files.createDirectories(dir.resolve("rulesets").resolve("t"));
        Files.writeString(rs.resolve("t.rules"), "ruleset t {\n"
                + "  tiles \"../../t.tiles\"\n"
                + "  start A at 0,0\n"
                + "  value min_players() = 2  value max_players() = " + players + "\n"
                + "  feature wall\n  feature land\n"
                + "  piece pawn { supply " + supply + " on wall, land }\n"
                + "  turn { step a { draw_tile() place_tile() } }\n"
                + "  value game_over() = remaining == 0\n}\n");
        Diagnostics d = new Diagnostics();
        RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        return d.all().stream().map(x -> x.toString().replace(dir.toString() + java.io.File.separator, "")).toList();
    }

    @Test
    void countsSuppliesAndPlayersAreBounded() throws IOException {
        assertEquals(List.of(), check("1000", "1000", "100"));
        assertEquals(List.of("t.tiles:2:14: tile A count 2147483647 is too large (at most 1000)"), check("2147483647", "7", "5"));
        assertEquals(List.of("t.tiles:2:14: tile A count 400000000 is too large (at most 1000)"), check("400000000", "7", "5"));
        assertEquals(List.of("rulesets/t/t.rules:7:23: supply 5000 is too large (at most 1000)"), check("3", "5000", "5"));
        assertEquals(List.of("rulesets/t/t.rules:4:50: players 1000 is too large (at most 100)"), check("3", "7", "1000"));
    }

    @Test
    void tooManyTilesInAllIsReportedAtTheLargestCount() throws IOException {
        StringBuilder many = new StringBuilder("tileset t\n");
        for (int i = 0; i < 25; i++) many.append("tile T").append(i).append(" count ").append(i == 7 ? 1000 : 900).append(" {\n  land f [N E S W]\n}\n");
        Files.writeString(dir.resolve("t.tiles"), many.toString());
        Path rs = Files.createDirectories(dir.resolve("rulesets").resolve("t"));
        Files.writeString(rs.resolve("t.rules"), "ruleset t {\n  tiles \"../../t.tiles\"\n  start T0 at 0,0\n  feature land\n"
                + "  turn { step a { draw_tile() place_tile() } }\n  value game_over() = remaining == 0\n}\n");
        Diagnostics d = new Diagnostics();
        RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        List<String> all = d.all().stream().map(x -> x.toString().replace(dir.toString() + java.io.File.separator, "")).toList();
        assertEquals(List.of("t.tiles:23:1: the tile files give 22600 tiles in all, more than a game may have (at most 20000);"
                + " the most are of tile T7 (count 1000)"), all);
    }

    /** A sum of 20,000 terms (a tree 20,000 deep: the parser reads it in a loop) beside the base game: one diagnostic at its place, and the next file is still checked. */
    @Test
    void anExpressionNestedTooDeeplyIsReportedAtItsPlaceAndTheOtherFilesAreChecked() throws IOException {
        Path repo = TestSupport.repo();
        Path rulesets = dir.resolve("rulesets");
        Files.createDirectories(rulesets);
        copy(repo.resolve("rulesets/base"), rulesets.resolve("base"));
        copy(repo.resolve("tiles"), dir.resolve("tiles"));
        Path deep = Files.createDirectories(rulesets.resolve("deep"));
        int n = 20_000;
        Files.writeString(deep.resolve("a.rules"), "ruleset deep extends base {\n  on end {\n    award "
                + String.join(" + ", java.util.Collections.nCopies(n, "1")) + " to current as road\n  }\n}\n");
        Path other = Files.createDirectories(rulesets.resolve("other"));
        Files.writeString(other.resolve("b.rules"), "ruleset other extends base {\n  on end {\n    award nosuchname to current as road\n  }\n}\n");
        Diagnostics d = new Diagnostics();
        RulesLoader.load(rulesets, List.of("base", "deep", "other"), d);
        List<String> all = d.all().stream().map(x -> x.toString().replace(dir.toString() + java.io.File.separator, "")).toList();
        assertTrue(all.stream().anyMatch(x -> x.startsWith("rulesets/deep/a.rules:3:11: ")
                && x.contains("nests more than " + ExprCompiler.MAX_DEPTH + " levels deep")), all.toString());
        assertTrue(all.stream().anyMatch(x -> x.startsWith("rulesets/other/b.rules:3:11: ") && x.contains("nosuchname")), all.toString());
        assertEquals(2, all.size(), all.toString());
    }

    private static void copy(Path from, Path to) throws IOException {
        try (var s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }
}
