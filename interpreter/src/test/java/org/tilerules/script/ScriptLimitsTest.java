package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Limits that need a JVM of their own: a memory-hungry script is stopped by
 * the allocation limit, or on a heap smaller than that limit fails cleanly
 * when the heap runs out, and the cpu-time watchdog stops a call the
 * statement limit would let run. In each the process goes on and the next call works.
 * Nothing here asserts how long anything took: the guards that depend on the
 * machine end the run with an error (never a game that goes on differently),
 * and what is asserted is that error.
 */
class ScriptLimitsTest {
    @TempDir Path dir;

    private static final String DECLS = "    function bad() : int\n    function good() : int";
    private static final String HANDLERS = "  on end {\n"
            + "    if bad { award s.bad() to current as wall } else { award s.good() to current as wall }\n"
            + "  }";

    private String probe(String badBody, String... jvmArgs) throws IOException, InterruptedException {
        return probeModule("function good() { return 5; }\nfunction bad() {\n  " + badBody + "\n}\n", jvmArgs);
    }

    private String probeModule(String js, String... jvmArgs) throws IOException, InterruptedException {
        new ScriptFixture(dir).diagnostics(js, DECLS, HANDLERS);
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(List.of(jvmArgs));
        cmd.add("-Dpolyglot.engine.WarnInterpreterOnly=false");
        cmd.add("-Dpolyglotimpl.AttachLibraryFailureAction=ignore");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(ScriptProbe.class.getName());
        cmd.add(dir.resolve("rulesets").toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        boolean done = p.waitFor(120, TimeUnit.SECONDS);
        if (!done) p.destroyForcibly();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(done, "the probe did not finish: " + out);
        assertTrue(p.exitValue() == 0, "the probe failed: " + out);
        return ScriptFixture.shortPaths(out, dir);
    }

    @Test
    void aMemoryHungryScriptFailsCleanlyAndTheNextCallWorks() throws Exception {
        String out = probe("const a = []; for (;;) a.push(new Array(100000).fill(1));", "-Xmx160m", "-Dtilerules.script.millis=0", "-Dtilerules.script.megabytes=0");
        // an out-of-memory error carries no script position when it strikes inside a built-in
        assertTrue(out.contains("aborted: s.js"), out);
        assertTrue(out.contains(": the script ran out of memory (Java heap space)"), out);
        assertTrue(out.contains("(called from t.rules:16)"), out);
        assertTrue(out.contains("next: 5"), out);
    }

    @Test
    void aCallThatAllocatesTooMuchIsStoppedByTheAllocationLimit() throws Exception {
        // the time limit is off so that only the allocation check can stop the call, however busy the machine
        String out = probe("const a = []; for (;;) a.push(new Array(100000).fill(1));", "-Xmx2g", "-Dtilerules.script.millis=0");
        assertTrue(out.contains("aborted: s.js"), out);
        assertTrue(out.contains(": the script allocated more than 64 MB in one call (memory limit) (called from t.rules:16)"), out);
        assertTrue(out.contains("next: 5"), out);
    }

    private static final String TIME = "the script used more than 300 ms of cpu time in one call (time limit: the last guard"
            + " behind the statement limit, for a single long built-in call such as a backtracking regular expression;"
            + " no rule script needs a fraction of it; the run stops here, the game is not decided by it)";

    @Test
    void theWatchdogStopsACallThatRunsTooLongAndEndsTheRun() throws Exception {
        String out = probe("while (true) {}", "-Dtilerules.script.statements=2000000000", "-Dtilerules.script.millis=300");
        assertTrue(out.contains("aborted: s.js:3:3: " + TIME + " (called from t.rules:16)"), out);
        assertTrue(out.contains("next: 5"), out);
    }

    /** A script that catches the guard's error in a nested call cannot go on as if not: the run still ends. */
    @Test
    void aCaughtGuardStillEndsTheRun() throws Exception {
        String out = probe("try { return /(a*)*\\1b/.test('a'.repeat(40)) ? 1 : 2; } catch (e) { return 3; }", "-Dtilerules.script.millis=300");
        assertTrue(out.contains("aborted: s.js:"), out);
        assertTrue(out.contains(TIME), out);
        assertTrue(out.contains("next: 5"), out);
    }

    /**
     * Whether a call is stopped must not depend on the machine: a call that
     * needs a few seconds of one built-in (a backtracking regular expression,
     * 1.5 s on an idle machine, 2.8 s under a load of 12 on 2 cores) and few statements finishes with the default limits,
     * where the old 1 s clock stopped it on one run and not on the next.
     */
    @Test
    void theWallClockIsOnlyALastGuard() throws Exception {
        String out = probe("return /(a*)*\\1b/.test('a'.repeat(21)) ? 1 : 2;");
        assertTrue(out.contains("no error"), out);
        assertTrue(out.contains("next: 5"), out);
    }

    /** A cancel inside a regular expression is the time limit's message, never an internal error; at the top level too. */
    @Test
    void aCancelInsideARegularExpressionIsTheTimeLimit() throws Exception {
        String out = probe("return /(a*)*\\1b/.test('a'.repeat(40)) ? 1 : 2;", "-Dtilerules.script.millis=300");
        assertTrue(out.contains("aborted: s.js:3:10: " + TIME), out);
        assertTrue(out.contains("next: 5"), out);
        String top = probeModule("const slow = /(a*)*\\1b/.test('a'.repeat(40));\nfunction good() { return 5; }\nfunction bad() { return 1; }\n",
                "-Dtilerules.script.millis=300");
        assertTrue(top.contains("load: "), top);
        assertTrue(top.contains("s.js:1:14: " + TIME), top);
        assertTrue(!top.contains("internal error") && !top.contains("PolyglotException"), top);
    }
}
