package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** What a modder reads when a script misuses the API or throws something odd (issue 28, point 6). */
class ScriptMessagesTest {
    @TempDir Path dir;

    private static final String DECLS = "    function bad() : int\n    function good() : int\n    procedure p(int)";
    private static final String SITE = " (called from t.rules:17)";

    /** The message of the call of {@code p} (a statement, line 17), whose body is the given line 3 of s.js. */
    private String procedure(String body) {
        String js = "function good() { return 5; }\nfunction p(x) {\n  " + body + "\n}\nfunction bad() { return 1; }\n";
        Rules r = new ScriptFixture(dir).load(js, DECLS, "  on end {\n    s.p(1)\n  }");
        try {
            RuleError e = assertThrows(RuleError.class, ScriptFixture.game(r, true)::finish);
            return ScriptFixture.shortPaths(e.getMessage(), dir);
        } finally {
            r.scripts.close();
        }
    }

    private static final String AWARD = "s.js:3:3: game.award cannot take these arguments: it takes "
            + "game.award(whole number, whole number, string) or game.award(whole number, whole number, string, string); it was given ";

    /**
     * A function scripts had before whose work a built-in's twin does now is gone; a modder's script that still
     * calls it is told the new call, at the call's line and column: when the rules load if the text says it
     * plainly, else when it runs.
     */
    @Test
    void aRemovedFunctionNamesItsReplacement() {
        List<String> d = new ScriptFixture(dir).diagnostics("function good() { return 5; }\nfunction bad() {\n  return game.tiles(0) + game.x(0);\n}\n"
                + "function p(x) { game.returnFigures(x); }\n", DECLS, "  on end {\n    s.p(1)\n  }");
        assertEquals(List.of("s.js:3:10: game.tiles(c) is now game.component.tiles(c) (see docs/scripts.md)",
                "s.js:3:26: game.x(t) is now game.tile.x(t) (see docs/scripts.md)",
                "s.js:5:17: game.returnFigures(c) is now game.return({component: c}) (see docs/scripts.md)"), d);
        assertEquals("s.js:3:3: game.supply(p, \"FIGURE\") is now game.player.supply(p, \"FIGURE\") (see docs/scripts.md)" + SITE,
                procedure("game['supply'](0, 'pawn');"));
    }

    /**
     * The hand-written functions had camelCase names; a script that still calls one is told the snake_case one,
     * as for a removed function: when the rules load, and when it runs for a call the text does not show plainly.
     */
    @Test
    void aCamelCaseNameNamesItsSnakeCaseOne() {
        List<String> d = new ScriptFixture(dir).diagnostics("function good() { return 5; }\nfunction bad() {\n  return game.playerName(0).length\n"
                + "    + game.tileName(game.tileOf(0)).length;\n}\nfunction p(x) { }\n", DECLS, "  on end {\n    s.p(1)\n  }");
        assertEquals(List.of("s.js:3:10: game.playerName(p) is now game.player_name(p) (see docs/scripts.md)",
                "s.js:4:7: game.tileName(t) is now game.tile_name(t) (see docs/scripts.md)",
                "s.js:4:21: game.tileOf(c) is now game.component_tile(c) (see docs/scripts.md)"), d);
        assertEquals("s.js:3:3: game.playerName(p) is now game.player_name(p) (see docs/scripts.md)" + SITE, procedure("game['playerName'](0);"));
        assertEquals("s.js:3:3: game.tileOf(c) is now game.component_tile(c) (see docs/scripts.md)" + SITE, procedure("game['tileOf'](0);"));
        assertEquals("s.js:3:3: game.tileName(t) is now game.tile_name(t) (see docs/scripts.md)" + SITE, procedure("game['tileName'](0);"));
    }

    @Test
    void argumentsTheApiCannotTakeAreNamedInTheScriptsWords() {
        assertEquals(AWARD + "(0, NaN, \"x\")" + SITE, procedure("game.award(0, NaN, 'x');"));
        assertEquals(AWARD + "(0, an object, \"x\")" + SITE, procedure("game.award(0, {}, 'x');"));
        assertEquals(AWARD + "(0, 1.5, \"x\")" + SITE, procedure("game.award(0, 1.5, 'x');"));
        assertEquals(AWARD + "2 arguments" + SITE, procedure("game.award(0, 1);"));
        assertEquals("s.js:3:3: game.kind cannot take these arguments: it takes game.kind(whole number); it was given (\"a\")" + SITE,
                procedure("game.kind('a');"));
    }

    @Test
    void theGameObjectIsReadOnly() {
        assertEquals("s.js:3:3: game.foo: the game object is read-only; keep values in the module's own variables" + SITE,
                procedure("game.foo = 1;"));
    }

    @Test
    void dateNowGivesTheDocumentedMessage() {
        assertEquals("s.js:3:3: Error: Date.now is not available to rule scripts: a game must replay the same from its seed and choices" + SITE,
                procedure("Date.now();"));
    }

    @Test
    void aThrownValueThatIsNotAnErrorIsDescribedWithoutRunningIt() {
        assertEquals("s.js:3:52: the script threw a value that is not an Error (write 'throw new Error(\"what went wrong\")')" + SITE,
                procedure("const o = {toString() { return String(this); }}; throw o;"));
        assertEquals("s.js:3:3: the script threw 42 (not an Error)" + SITE, procedure("throw 42;"));
        assertEquals("s.js:3:3: Error: plain object" + SITE, procedure("throw {message: 'plain object'};"));
    }
}
