package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Declarations and calls are checked when the rules load, with file:line:col like every other diagnostic. */
class ScriptLanguageTest {
    @TempDir Path dir;

    private List<String> diags(String js, String decls, String handlers) {
        return new ScriptFixture(dir).diagnostics(js, decls, handlers);
    }

    private static final String F = "function f(c) { return game.component.tiles(c); }\n";

    @Test
    void aSyntaxErrorIsReportedAtLoadWithTheScriptsLineAndColumn() {
        assertEquals(List.of("s.js:2:13: syntax: Expected an operand but found *"),
                diags("function f(c) {\n  return 5 +* 1;\n}\n", "    function f(component) : int", ""));
    }

    @Test
    void anArgumentOfTheWrongTypeIsACompileError() {
        assertEquals(List.of("t.rules:14:22: expected a component, found a boolean in 'true'"),
                diags(F, "    function f(component) : int", "  on end { award s.f(true) to current as wall }"));
    }

    @Test
    void theNumberOfArgumentsIsChecked() {
        assertEquals(List.of("t.rules:14:18: 's.f' takes 1 argument (s.f(component) : int), found 2"),
                diags(F, "    function f(component) : int", "  on end { award s.f(placed, 1) to current as wall }"));
    }

    @Test
    void theResultTypeIsChecked() {
        assertEquals(List.of("t.rules:14:18: expected a number, found a boolean in 's.f(1)'"),
                diags("function f(n) { return n > 0; }\n", "    function f(int) : bool", "  on end { award s.f(1) to current as wall }"));
    }

    @Test
    void anUndeclaredFunctionIsACompileError() {
        assertEquals(List.of("t.rules:14:18: script module 's' declares no function 'g'; known: f"),
                diags(F, "    function f(component) : int", "  on end { award s.g(1) to current as wall }"));
    }

    @Test
    void aDeclaredFunctionTheScriptLacksIsReported() {
        assertEquals(List.of("t.rules:13:14: s.js defines no function 'h'; it defines: f"),
                diags(F, "    function f(component) : int\n    function h() : int", ""));
    }

    @Test
    void aFunctionTakingMoreParametersThanDeclaredIsReported() {
        assertEquals(List.of("t.rules:12:14: f takes 1 parameters in s.js but is declared with 0"),
                diags(F, "    function f() : int", ""));
    }

    @Test
    void aMissingScriptFileNamesThePath() {
        // the fixture shortens the temporary folder away: the full message ends "(looked for /tmp/.../rulesets/t/s.js)"
        assertEquals(List.of("t.rules:11:12: script file \"s.js\" not found (looked for s.js)"), diags(null, "    function f() : int", ""));
    }

    @Test
    void onlyTheLanguagesTypesCross() {
        assertEquals(List.of("t.rules:12:16: a script function takes and returns only int, bool, component, player, tile, figure, zone, "
                        + "components, players, tiles, figures; found 'figur' (did you mean 'figure'? known: int, bool, component, player, tile, figure, "
                        + "zone, components, players, tiles, figures)"),
                diags(F, "    function f(figur) : int", ""));
    }

    @Test
    void aFunctionNeedsAResultTypeAndAProcedureHasNone() {
        assertEquals(List.of("t.rules:12:14: function f needs a result type, e.g. 'function f(...) : int'; a script function that only acts is a 'procedure'",
                        "t.rules:13:21: a procedure returns nothing; declare 'function g(...) : TYPE' to return a value"),
                diags("function f(c) { return 1; }\nfunction g() {}\n", "    function f(component)\n    procedure g() : int", ""));
    }

    @Test
    void aProcedureIsCalledAsAStatementOnly() {
        assertEquals(List.of("t.rules:14:18: s.g is a procedure and returns nothing; call it as a statement: s.g()"),
                diags("function g() {}\n", "    procedure g()", "  on end { award s.g() to current as wall }"));
    }

    @Test
    void aStatementCallsAScriptProcedureOrAnAction() {
        assertEquals(List.of("t.rules:14:12: unknown script module 't'; a statement MODULE.NAME(...) calls a script procedure; known: s",
                        "t.rules:14:19: unknown action 'count'; known: draw_tile, place_tile, score_completed, trigger, end_game, "
                                + "repeat_turn, skip, shuffle_aside, turn_into, auction, auction_bids, draw_card, set_record, clear_trail, draw_token"),
                diags("function g() {}\n", "    procedure g()", "  on end { t.g()  count(1) }"));
    }

    @Test
    void namedParametersAndCategoriesParse() {
        assertEquals(List.of(), diags("function g(p, c) {}\nfunction f(c, n) { return n; }\n",
                "    procedure g(who: player, spot: component) as wall\n    function f(c: component, n: int) : int",
                "  on end { for each w in components(wall) { s.g(current, w)  award s.f(w, 2) to current as wall } }"));
    }

    @Test
    void aLocalVariableShadowsAModule() {
        assertEquals(List.of("t.rules:14:51: a component has no member 'f(...)'; known: tiles, open_ports, complete, neighbours, figures, figures(FIGURE), related(RELATION), is(KIND), gems"),
                diags(F, "    function f(component) : int", "  on end { for each s in components(wall) { award s.f(s) to current as wall } }")
                        .stream().map(x -> x.replaceAll("; known:.*", "; known: tiles, open_ports, complete, neighbours, figures, figures(FIGURE), related(RELATION), is(KIND), gems")).toList());
    }

    @Test
    void aTopLevelErrorIsReportedAtLoad() {
        assertEquals(List.of("s.js:2:7: Error: not configured"),
                diags("function f(c) { return 1; }\nthrow new Error('not configured');\n", "    function f(component) : int", ""));
    }

    @Test
    void aTopLevelEndlessLoopIsStoppedAtLoad() {
        assertEquals(List.of("s.js:2:8: the script ran more than 1000000 statements (statement limit)"),
                diags("function f(c) { return 1; }\nwhile (true) {}\n", "    function f(component) : int", ""));
    }

    @Test
    void theModuleFileMustBeJavaScript() throws Exception {
        Files.createDirectories(dir.resolve("rulesets/t"));
        Files.writeString(dir.resolve("rulesets/t/s.txt"), "");
        String text = ScriptFixture.rules("    function f() : int", "").replace("\"s.js\"", "\"s.txt\"");
        Files.writeString(dir.resolve("t.tiles"), ScriptFixture.TILES);
        Files.writeString(dir.resolve("rulesets/t/t.rules"), text);
        org.tilerules.front.Diagnostics d = new org.tilerules.front.Diagnostics();
        org.tilerules.front.RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        assertEquals(List.of("t.rules:11:12: a script module is a JavaScript file ending in .js, found \"s.txt\""),
                d.all().stream().map(ScriptFixture::short_).toList());
    }
}
