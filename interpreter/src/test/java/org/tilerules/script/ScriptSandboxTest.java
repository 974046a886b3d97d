package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A stranger's script cannot reach the file system, Java classes or the
 * process, cannot hang the game, and a failed call does not break the next
 * one. Each bad call must fail with its message within a second.
 */
class ScriptSandboxTest {
    @TempDir Path dir;

    private static final String DECLS = "    function bad() : int\n    function good() : int";
    // line 16 of t.rules: the call of s.bad()
    private static final String HANDLERS = "  on end {\n"
            + "    if bad { award s.bad() to current as wall } else { award s.good() to current as wall }\n"
            + "  }";
    private static final String SITE = "(called from t.rules:16)";

    /** Runs the bad function (expecting a rule error), then the good one in a new game on the same thread. */
    private String failThenRecover(String badBody) {
        String js = "function good() { return 5; }\n"
                + "function bad() {\n"
                + "  " + badBody + "\n"
                + "}\n";
        Rules r = new ScriptFixture(dir).load(js, DECLS, HANDLERS);
        Game g = ScriptFixture.game(r, true);
        RuleError e = assertThrows(RuleError.class, g::finish);
        Game next = ScriptFixture.game(r, false);
        next.finish();
        assertEquals(5, next.score[next.current], "the next script call works");
        r.scripts.close();
        return ScriptFixture.shortPaths(e.getMessage(), dir);
    }

    @Test
    void readingAFileIsNotAllowed() {
        String m = failThenRecover("return load('/etc/passwd');");
        assertEquals("s.js:3:10: ReferenceError: load is not defined " + SITE, m);
    }

    @Test
    void loadingAJavaClassIsNotPossible() {
        String m = failThenRecover("return Java.type('java.lang.System').exit(1);");
        assertEquals("s.js:3:10: ReferenceError: Java is not defined " + SITE, m);
    }

    @Test
    void javaPackagesAreEmpty() {
        String m = failThenRecover("return Packages.java.lang.System.exit(1);");
        assertEquals("s.js:3:10: ReferenceError: Packages is not defined " + SITE, m);
    }

    @Test
    void theApiObjectShowsOnlyItsExportedFunctions() {
        // written as 'game.getClass()' it is refused when the rules load; reached another way, when it runs
        String m = failThenRecover("const g = game; return g.getClass().forName('java.lang.System');");
        assertEquals("s.js:3:26: the script API has no function game.getClass (see docs/scripts.md) " + SITE, m);
        org.tilerules.front.LoadException e = assertThrows(org.tilerules.front.LoadException.class,
                () -> new ScriptFixture(dir).load("function good() { return 5; }\nfunction bad() {\n  return game.getClass();\n}\n", DECLS, HANDLERS));
        assertTrue(e.getMessage().contains("s.js:3:10: the script API has no function game.getClass (see docs/scripts.md)"), e.getMessage());
    }

    @Test
    void anEndlessLoopStopsAtTheStatementLimit() {
        String m = failThenRecover("while (true) {}");
        assertEquals("s.js:3:10: the script ran more than 1000000 statements (statement limit) " + SITE, m);
    }

    @Test
    void aRuleFileMayLowerTheStatementLimit() {
        String js = "function good() { return 5; }\nfunction bad() {\n  let i = 0; while (true) { i++; }\n}\n";
        String text = ScriptFixture.rules(DECLS, HANDLERS).replace("script s \"s.js\" {", "script s \"s.js\" limit 1000 {");
        Rules r = new ScriptFixture(dir).loadText(js, text);
        assertEquals(1000, ScriptModules.in(r).get("s").statementLimit);
        RuleError e = assertThrows(RuleError.class, ScriptFixture.game(r, true)::finish);
        assertEquals("s.js:3:29: the script ran more than 1000 statements (statement limit) " + SITE, ScriptFixture.shortPaths(e.getMessage(), dir));
        r.scripts.close();
    }

    @Test
    void theDefaultStatementLimitIsAMillion() {
        Rules r = new ScriptFixture(dir).load("function good() { return 5; }\nfunction bad() { return 1; }\n", DECLS, HANDLERS);
        assertEquals(1_000_000, ScriptModules.in(r).get("s").statementLimit);
        r.scripts.close();
    }

    @Test
    void theClockAndRandomNumbersAreNotThere() {
        String m = failThenRecover("return Math.random() < 2 ? 1 : 0;");
        assertTrue(m.startsWith("s.js:"), m);
        assertTrue(m.contains("Math.random is not available to rule scripts"), m);
        String d = failThenRecover("return new Date().getTime();");
        assertTrue(d.contains("Date is not available to rule scripts"), d);
    }

    @Test
    void aThrownErrorNamesTheScriptLineAndTheRule() {
        String m = failThenRecover("throw new Error('house rule not configured');");
        assertEquals("s.js:3:9: Error: house rule not configured " + SITE, m);
    }
}
