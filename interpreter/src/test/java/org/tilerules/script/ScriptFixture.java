package org.tilerules.script;

import org.tilerules.front.Diagnostic;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A small self-contained rule set "t" with a script module "s" (s.js), for
 * script tests: one tile type with a wall (2 gems), a path and two lands.
 */
final class ScriptFixture {
    static final String TILES = "tileset t\ntile A count 3 {\n  wall w [N] gems 2\n  path p [W E]\n"
            + "  land f1 [En Wn] touches w\n  land f2 [Es Se Sw Ws]\n}\n";

    static String rules(String decls, String handlers) {
        return "ruleset t {\n"                                              // line 1
                + "  tiles \"../../t.tiles\"\n"                             // 2
                + "  start A at 0,0\n"                                      // 3
                + "  option bad = true\n"                                   // 4
                + "  feature wall { complete when open_ports == 0 sums gems }\n"  // 5
                + "  feature path\n  feature land\n"                        // 6, 7
                + "  piece pawn { supply 3 on wall, path, land when figures(pawn) == 0 }\n"  // 8
                + "  turn { step a { draw_tile() place_tile() } step b { choose { move figure to placed none } } step c { score_completed() } }\n"  // 9
                + "  value game_over() = remaining == 0\n"                             // 10
                + "  script s \"s.js\" {\n" + decls + "\n  }\n"             // 11..
                + handlers + "\n}\n";
    }

    final Path dir;

    ScriptFixture(Path dir) { this.dir = dir; }

    /** Writes the files; returns the diagnostics as "file:line:col: message" with file names only. */
    List<String> diagnostics(String js, String decls, String handlers) {
        write(js, decls, handlers);
        Diagnostics d = new Diagnostics();
        RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        return d.all().stream().sorted().map(x -> shortPaths(short_(x), dir)).toList();
    }

    Rules load(String js, String decls, String handlers) { return loadText(js, rules(decls, handlers)); }

    /** Loads a whole rule file text (with s.js beside it). */
    Rules loadText(String js, String rulesText) {
        writeText(js, rulesText);
        return RulesLoader.load(dir.resolve("rulesets"), List.of("t"));
    }

    private void write(String js, String decls, String handlers) { writeText(js, rules(decls, handlers)); }

    private void writeText(String js, String rulesText) {
        try {
            Files.writeString(dir.resolve("t.tiles"), TILES);
            Path rs = dir.resolve("rulesets").resolve("t");
            Files.createDirectories(rs);
            Files.writeString(rs.resolve("t.rules"), rulesText);
            if (js != null) Files.writeString(rs.resolve("s.js"), js);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String short_(Diagnostic x) { return Path.of(x.file()).getFileName() + x.toString().substring(x.file().length()); }

    /** A two-player game on the start tile, not yet played. */
    static Game game(Rules r, boolean bad) {
        int[] options = r.defaultOptions();
        options[r.optionByName.get("bad").index()] = bad ? 1 : 0;
        Game g = new Game(r, new String[] {"red", "blue"}, options, 1);
        g.setUp();
        return g;
    }

    /** The message with the folder parts of paths removed, for comparing. */
    static String shortPaths(String message, Path dir) {
        return message.replace(dir.resolve("rulesets").resolve("t").toString() + java.io.File.separator, "");
    }
}
