package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.sim.Bots;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.Simulation;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The reproductions of issue 40, each a rule set that {@code check} accepted and that made one seed give
 * different games, or a load that took minutes: the sandbox's guarantees follow from how it is built
 * (ScriptEngine's option allowlist and pinned ECMAScript version, the prelude's allowlist of globals, the
 * call-depth listener, the nesting bound, stable module names, host messages without identities, linear
 * load-time scans), and each test fails without its part.
 */
class ScriptSandboxDesignTest {
    @TempDir Path dir;

    private static final String DECLS = "    function bad() : int\n    function good() : int";
    private static final String HANDLERS = "  on end {\n"
            + "    if bad { award s.bad() to current as wall } else { award s.good() to current as wall }\n"
            + "  }";

    /** What game's good() scores when it runs alone in a fresh game. */
    private int score(Rules r) {
        Game g = ScriptFixture.game(r, false);
        g.finish();
        return g.score[g.current];
    }

    private String error(Rules r) {
        RuleError e = assertThrows(RuleError.class, ScriptFixture.game(r, true)::finish);
        return ScriptFixture.shortPaths(e.getMessage(), dir);
    }

    /** Game 2 scores the same played after games 0 and 1 on one thread, alone, and on two threads. */
    private void sameWholeAndSplit(Rules r) {
        int[] options = r.defaultOptions();
        options[r.optionByName.get("bad").index()] = 0;
        Simulation sim = new Simulation(r, new String[] {"red", "blue"}, options, 7, Bots.seating(List.of("random", "random"), 1));
        GameResult[] whole = sim.run(0, 3, 1);
        GameResult[] split = sim.run(2, 3, 1);
        GameResult[] two = sim.run(0, 3, 2);
        String alone = Arrays.toString(split[0].scores());
        assertEquals(alone, Arrays.toString(whole[2].scores()), "game 2 of a whole run against game 2 alone");
        assertEquals(alone, Arrays.toString(two[2].scores()), "game 2 on two threads against game 2 alone");
    }

    // ---------------------------------------------------------------- 1, 2: what the global object holds

    /**
     * Reproduction 1: {@code loadWithNewGlobal} compiled text in a fresh global with the real clock. It and
     * {@code load}, the Java and polyglot globals, {@code Atomics}, {@code SharedArrayBuffer} and ES2025's
     * {@code Iterator} are not there: the global object holds exactly the allowlist of the prelude.
     */
    @Test
    void theGlobalObjectHoldsExactlyTheAllowlist() {
        Rules r = new ScriptFixture(dir).load("function bad() { return 1; }\n"
                + "function good() {\n"
                + "  const gone = ['load', 'loadWithNewGlobal', 'Graal', 'Polyglot', 'Java', 'Packages', 'java', 'arguments',\n"
                + "    'Atomics', 'SharedArrayBuffer', 'Iterator', 'Float16Array', 'printErr'];\n"
                + "  for (const k of gone) if (typeof globalThis[k] !== 'undefined' || k in globalThis) throw new Error(k + ' is there');\n"
                + "  throw new Error(Reflect.ownKeys(globalThis).map(String).sort().join(','));\n"
                + "}\n", DECLS, HANDLERS);
        RuleError e = assertThrows(RuleError.class, ScriptFixture.game(r, false)::finish);
        String keys = e.getMessage().replaceFirst("(?s)^.*?Error: ", "").replaceFirst(" \\(called from .*$", "");
        assertEquals(String.join(",", new TreeSet<>(List.of(Prelude.GLOBALS))), keys);
        r.scripts.close();
    }

    /**
     * Reproduction 2: the iterator helpers' prototypes were not frozen, and a mark written in one game was
     * read by the next. The pinned ECMAScript version (2022) has no iterator helpers; whatever a script
     * reaches through iterators of every kind carries nothing from one game to the next.
     */
    @Test
    void iteratorHelpersAreNotThereAndIteratorPrototypesCarryNothing() {
        Rules r = new ScriptFixture(dir).load("function bad() { return 1; }\n"
                + "function* gen() { yield 1; }\n"
                + "function good() {\n"
                + "  const made = [[].values(), new Map().entries(), new Set().values(), ''[Symbol.iterator](), 'a'.matchAll(/a/g), gen()];\n"
                + "  try { made.push([].values().map(x => x)); } catch (e) { /* ES2022: no helpers */ }\n"
                + "  try { made.push(Iterator.from([1])); } catch (e) { /* no Iterator */ }\n"
                + "  let s = 0;\n"
                + "  for (const it of made) {\n"
                + "    for (let p = Object.getPrototypeOf(it); p !== null; p = Object.getPrototypeOf(p)) {\n"
                + "      if (p === gen.prototype) continue;  // the module's own function's, made fresh in every game\n"
                + "      if (!Object.isFrozen(p)) s += 1000;\n"
                + "      try { p.mark40 = (p.mark40 || 0) + 1; } catch (e) { /* frozen */ }\n"
                + "      s += p.mark40 || 0;\n"
                + "    }\n"
                + "  }\n"
                + "  return s + (typeof [].values().map === 'function' ? 100000 : 0) + 5;\n"
                + "}\n", DECLS, HANDLERS);
        assertEquals(5, score(r), "no helper, nothing unfrozen, no mark");
        assertEquals(5, score(r), "the next game sees no mark either");
        sameWholeAndSplit(r);
        r.scripts.close();
    }

    // ---------------------------------------------------------------- 3: host messages

    /**
     * Reproduction 3: an error the engine raised about a function of {@code game} carried the lambda's class,
     * address and identity hash, which differ from run to run, and a script could hash {@code e.message}.
     */
    @Test
    void hostMessagesAboutGameCarryNoIdentity() {
        Rules r = new ScriptFixture(dir).load("function bad() { return 1; }\n"
                + "function good() {\n"
                + "  const said = [];\n"
                + "  try { new game.award(); } catch (e) { said.push(e.message); }\n"
                + "  try { game.tile.x.foo(); } catch (e) { said.push(e.message); }\n"
                + "  if (said.some(s => /Lambda|@[0-9a-f]{4,}|0x[0-9a-f]{6,}/.test(s))) return -1;\n"
                + "  return (said[0] === 'instantiate on game.award failed due to: Message not supported.' ? 1 : 0)\n"
                + "    + (said[1] === 'invokeMember (foo) on game.tile.x failed due to: Message not supported.' ? 2 : 0);\n"
                + "}\n", DECLS, HANDLERS);
        assertEquals(3, score(r), "the script reads the same messages on every run, without identities");
        r.scripts.close();
        Rules plain = new ScriptFixture(dir).load("function bad() { return new game.award(); }\nfunction good() { return 5; }\n", DECLS, HANDLERS);
        assertEquals("s.js:1:25: game.award is a function of the script API, not a constructor: call it without 'new' (called from t.rules:16)",
                error(plain));
        plain.scripts.close();
    }

    @Test
    void messagesLoseIdentitiesAndControlCharactersAndAreCapped() {
        assertEquals("at a function of the game and x here", ScriptErrors.clean("at org.tilerules.script.ScriptGame$$Lambda$296/0x00007fbf692ae3f0@715d6168 and x@715d6168 here"));
        assertEquals("red?[2J?[31mscore", ScriptErrors.clean("red\u001b[2J\u001b[31mscore"));
        String big = ScriptErrors.clean("x".repeat(1_000_000));
        assertEquals(ScriptErrors.MAX_MESSAGE + " x then ... (998000 more characters)",
                big.length() - big.replace("x", "").length() + " x then " + big.replace("x", ""));
    }

    // ---------------------------------------------------------------- 4: the call depth

    /**
     * Reproduction 4: recursion until "Maximum call stack size exceeded" is catchable, and the depth it
     * reached depended on the thread's stack and the JIT: whole, split and two threads gave three results.
     * The depth is now counted: the same on every try, on a thread with a small stack and on this one.
     */
    @Test
    void recursionStopsAtTheSameDepthOnEveryRunAndThread() throws Exception {
        Rules r = new ScriptFixture(dir).load("function bad() { return 1; }\n"
                + "function good() {\n"
                + "  const depths = [];\n"
                + "  for (let i = 0; i < 3; i++) {\n"
                + "    let d = 0;\n"
                + "    const f = () => { d++; f(); };\n"
                + "    try { f(); } catch (e) { depths.push(d); }\n"
                + "  }\n"
                + "  if (depths[0] !== depths[1] || depths[1] !== depths[2]) throw new Error('depths ' + depths);\n"
                + "  return depths[0];\n"
                + "}\n", DECLS, HANDLERS);
        int here = score(r);
        assertEquals(ScriptEngine.MAX_CALL_DEPTH - 1, here, "the module's function is one of the frames");
        AtomicReference<Object> small = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                small.set(score(r));
            } catch (RuntimeException | Error e) {
                small.set(e);
            }
        }, "small-stack", 1L << 20);
        t.start();
        t.join(TimeUnit.MINUTES.toMillis(5));
        assertEquals(here, small.get(), "on a thread with a 1 MB stack");
        sameWholeAndSplit(r);
        r.scripts.close();
        Rules endless = new ScriptFixture(dir).load("function bad() { const f = () => f(); return f(); }\nfunction good() { return 5; }\n", DECLS, HANDLERS);
        assertEquals("s.js:1:34: RangeError: the script's functions call each other more than " + ScriptEngine.MAX_CALL_DEPTH
                + " deep (call depth limit) (called from t.rules:16)", error(endless));
        endless.scripts.close();
    }

    // ---------------------------------------------------------------- 5: module names

    /**
     * Reproduction 5: modules were compiled as {@code tilerules-script-N.js}, N a process-wide counter a
     * script could see, so a game played after another rule set was loaded did not replay. The name is the
     * module's own, whatever was loaded before.
     */
    @Test
    void aModulesCompiledNameDoesNotDependOnWhatWasLoadedBefore() {
        Rules first = new ScriptFixture(dir).load("function bad() { return 1; }\nfunction good() { return 5; }\n", DECLS, HANDLERS);
        Rules second = new ScriptFixture(dir).load("function bad() { return 1; }\nfunction good() { return 5; }\n", DECLS, HANDLERS);
        assertEquals("script-s.js", ScriptModules.in(first).get("s").sourceName);
        assertEquals(ScriptModules.in(first).get("s").sourceName, ScriptModules.in(second).get("s").sourceName);
        first.scripts.close();
        second.scripts.close();
    }

    // ---------------------------------------------------------------- 6: load-time scans

    /**
     * Reproduction 6: two host-side scans of a module's text were quadratic (20,000 blank lines: 293 s; an
     * unclosed {@code game.x(} (now {@code game.kind(}) repeated in a string: 366 s). Both are linear now; a megabyte of each loads
     * with the diagnostics it should have. The timeout only tells a hang (a quadratic scan of a megabyte
     * takes hours); nothing here measures time.
     */
    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aMegabyteOfBlankLinesOrUnclosedCallsLoads() {
        String blank = "\n".repeat(1 << 20);
        List<String> d = new ScriptFixture(dir).diagnostics("function bad() { return 1; }\n" + blank + "function good() { return 5; }\n",
                DECLS, HANDLERS);
        assertEquals(List.of(), d);
        String unclosed = "game.kind(".repeat((1 << 20) / 10);
        d = new ScriptFixture(dir).diagnostics("const s = '" + unclosed + "';\nfunction bad() { return 1; }\nfunction good() { return 5; }\n",
                DECLS, HANDLERS);
        assertEquals(List.of(), d, "inside a string: no call");
        d = new ScriptFixture(dir).diagnostics("function bad() { return 1; }\nfunction good() { return 5; }\n/*\n" + unclosed + "\n*/\n"
                + "function h() {\n" + "game.nosuch(1);\n".repeat(20_000) + "}\n", DECLS, HANDLERS);
        assertEquals(20_000, d.size(), "every unknown call reported, once");
        assertEquals("s.js:7:1: the script API has no function game.nosuch (see docs/scripts.md)", d.get(0));
    }

    // ---------------------------------------------------------------- 7: re-entrancy

    /**
     * Reproduction 7: a script that makes the rules call it again overflowed the Java stack inside Truffle,
     * after which every script error of the JVM was "internal error: NoClassDefFoundError". The nesting is
     * bounded as actions are (200): a rule error, and the next game's script errors are themselves.
     */
    @Test
    void reentrancyIsBoundedAndLeavesTheEngineWell() throws Exception {
        String rules = ScriptFixture.rules("    procedure again()\n    function bad() : int\n    function good() : int",
                "  action loop() { s.again() }\n"
                + "  on end {\n    if bad { s.again() } else { award s.good() to current as wall }\n  }");
        Rules r = new ScriptFixture(dir).loadText("function again() { game.act('loop'); }\nfunction bad() { return 1; }\n"
                + "function good() { return 5; }\n", rules);
        AtomicReference<Object> got = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                ScriptFixture.game(r, true).finish();
                got.set("no error");
            } catch (RuntimeException | Error e) {
                got.set(e);
            }
        }, "small-stack", 4L << 20);
        t.start();
        t.join(TimeUnit.MINUTES.toMillis(5));
        assertTrue(got.get() instanceof RuleError, String.valueOf(got.get()));
        String m = ScriptFixture.shortPaths(((RuleError) got.get()).getMessage(), dir);
        assertTrue(m.contains("more than 200"), m);
        assertEquals(5, score(r), "the next game plays");
        Rules other = new ScriptFixture(dir).load("function bad() { throw new Error('plain'); }\nfunction good() { return 5; }\n", DECLS, HANDLERS);
        assertEquals("s.js:1:24: Error: plain (called from t.rules:16)", error(other));
        other.scripts.close();
        r.scripts.close();
    }

    // ---------------------------------------------------------------- 8: host-side loops

    /**
     * Reproduction 8: {@code game.tile.lines(0, 2147483647)} walked two billion steps inside the engine, where
     * the statement limit does not count. No board reaches that far, so the walk stops where the board ends:
     * the same tiles as the longest reach a board can have.
     */
    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aHugeReachWalksNoFurtherThanTheBoard() {
        Rules r = new ScriptFixture(dir).load("function bad() { return 1; }\n"
                + "function good() { return game.tile.lines(0, 2147483647).length * 10 + game.tile.lines(0, 8190).length"
                + " + (game.tile.toward(0, 'N', 2147483647) === -1 ? 0 : 1000); }\n", DECLS, HANDLERS);
        assertEquals(11, score(r));
        r.scripts.close();
    }
}
