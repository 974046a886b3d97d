package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.Bots;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.Simulation;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile scripts that try to carry state from one game to the next, or to
 * read the clock: for each, game 2 of a whole run must score what game 2 of a
 * split run and of a two-thread run scores (issue 28, points 1-3).
 */
class ScriptEscapeTest {
    @TempDir Path dir;

    private static final String DECLS = "    function bad() : int\n    function good() : int";
    private static final String HANDLERS = "  on end {\n"
            + "    if bad { award s.bad() to current as wall } else { award s.good() to current as wall }\n"
            + "  }";

    /** The scores of games 0..2 played in one run on one thread, game 2 alone, and games 0..2 on two threads. */
    private void sameWholeAndSplit(String js) {
        Rules r = new ScriptFixture(dir).load(js, DECLS, HANDLERS);
        try {
            int[] options = r.defaultOptions();
            options[r.optionByName.get("bad").index()] = 0;
            Simulation sim = new Simulation(r, new String[] {"red", "blue"}, options, 7, Bots.seating(List.of("random", "random"), 1));
            GameResult[] whole = sim.run(0, 3, 1);
            GameResult[] split = sim.run(2, 3, 1);
            GameResult[] two = sim.run(0, 3, 2);
            String alone = java.util.Arrays.toString(split[0].scores());
            assertEquals(alone, java.util.Arrays.toString(whole[2].scores()), "game 2 of a whole run against game 2 alone");
            assertEquals(alone, java.util.Arrays.toString(two[2].scores()), "game 2 on two threads against game 2 alone");
            assertEquals(java.util.Arrays.toString(whole[1].scores()), java.util.Arrays.toString(sim.run(1, 2, 1)[0].scores()));
        } finally {
            r.scripts.close();
        }
    }

    @Test
    void aModuleCannotCloseItsFunctionAndKeepStateOutside() {
        String js = "function bad() { return 1; }\nfunction good() { return 1; }\n"
                + "}); let LEAK = {n: 0}; (function (game) {\n"
                + "function good() { return ++LEAK.n; }\n";
        List<String> d = new ScriptFixture(dir).diagnostics(js, DECLS, HANDLERS);
        assertEquals(List.of("s.js:3:1: syntax: Expected eof but found }"), d);
    }

    @Test
    void aModulesOwnStateStartsFreshInEveryGame() {
        sameWholeAndSplit("let n = 0;\nfunction bad() { return 1; }\nfunction good() { return ++n * 10; }\n");
    }

    @Test
    void thePrototypesOfGeneratorsIteratorsAndAsyncFunctionsCarryNothing() {
        sameWholeAndSplit("function bad() { return 1; }\n"
                + "const protos = [Object.getPrototypeOf(function* () {}).prototype, Object.getPrototypeOf([][Symbol.iterator]()),\n"
                + "  Object.getPrototypeOf(async function () {}), Object.getPrototypeOf(async function* () {}).prototype,\n"
                + "  Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())), Object.getPrototypeOf(new Map().keys())];\n"
                + "function good() {\n"
                + "  let s = 0;\n"
                + "  for (const p of protos) {\n"
                + "    try { p.count = (p.count || 0) + 1; } catch (e) { /* frozen */ }\n"
                + "    try { Object.defineProperty(p, 'other', {value: 1}); } catch (e) { /* frozen */ }\n"
                + "    s += (p.count || 0) + (p.other || 0);\n"
                + "  }\n"
                + "  return s + 1;\n"
                + "}\n");
    }

    @Test
    void theRegExpStaticsAreEmpty() {
        sameWholeAndSplit("function bad() { return 1; }\n"
                + "function good() {\n"
                + "  const before = RegExp.$1 === undefined ? 0 : Number(RegExp.$1 || 0) + String(RegExp.lastMatch || '').length;\n"
                + "  /(\\d+)/.test('x' + (game.turn() + 57));\n"
                + "  return before + 1;\n"
                + "}\n");
    }

    @Test
    void noTimeSourceIsReachable() {
        String js = "function good() { return 5; }\nfunction bad() {\n  return %s;\n}\n";
        String[][] cases = {
            {"new Intl.DateTimeFormat('en-US', {second: 'numeric'}).format().length",
                "s.js:3:10: Error: Intl.DateTimeFormat is not available to rule scripts: a game must replay the same from its seed and choices"},
            {"Date.now()", "s.js:3:10: Error: Date.now is not available to rule scripts: a game must replay the same from its seed and choices"},
            {"new Date().getTime()", "s.js:3:10: Error: Date is not available to rule scripts: a game must replay the same from its seed and choices"},
            {"Date.parse('2020-01-01')", "s.js:3:10: Error: Date.parse is not available to rule scripts: a game must replay the same from its seed and choices"},
            {"performance.now()", "s.js:3:10: ReferenceError: performance is not defined"},
            {"new WeakRef({}).deref() ? 1 : 0", "s.js:3:10: Error: WeakRef is not available to rule scripts: a game must replay the same from its seed and choices (it depends on the garbage collector)"},
            {"eval('1')", "s.js:3:10: Error: eval is not available to rule scripts: a rule script cannot make code from text"},
            {"new Function('return 1')()", "s.js:3:10: Error: Function is not available to rule scripts: a rule script cannot make code from text"},
            {"(function () {}).constructor('return 1')()", "s.js:3:10: Error: Function is not available to rule scripts: a rule script cannot make code from text"},
            {"Object.getPrototypeOf(function* () {}).constructor('yield 1')().next().value",
                "s.js:3:10: Error: the GeneratorFunction constructor is not available to rule scripts: a rule script cannot make code from text"},
        };
        for (String[] c : cases) {
            Rules r = new ScriptFixture(dir).load(String.format(js, c[0]), DECLS, HANDLERS);
            RuleError e = assertThrows(RuleError.class, ScriptFixture.game(r, true)::finish, c[0]);
            assertEquals(c[1] + " (called from t.rules:16)", ScriptFixture.shortPaths(e.getMessage(), dir), c[0]);
            r.scripts.close();
        }
    }

    @Test
    void localeMethodsDoNotDependOnTheMachine() {
        Rules r = new ScriptFixture(dir).load("function bad() { return 1; }\n"
                + "function good() { return 'i'.toLocaleUpperCase() === 'I' && 'a'.localeCompare('B') === 1 && (1234.5).toLocaleString() === '1234.5' ? 5 : 0; }\n",
                DECLS, HANDLERS);
        Game g = ScriptFixture.game(r, false);
        g.finish();
        assertEquals(5, g.score[g.current]);
        r.scripts.close();
    }

    /**
     * Every object reachable from the global object, through own properties,
     * accessors and prototypes, and every intrinsic reachable only through
     * syntax: a write to each in game 1 (by assignment, definition or
     * prototype change, errors caught) is not seen in game 2 on the same
     * thread, and the walk finds hundreds of objects, so it is not empty.
     */
    @Test
    void noIntrinsicCarriesAWriteIntoTheNextGame() {
        String js = WALK_ALL;
        Rules r = new ScriptFixture(dir).load(js, DECLS, HANDLERS);
        Game first = ScriptFixture.game(r, false);
        first.finish();
        Game second = ScriptFixture.game(r, false);
        second.finish();
        assertEquals(1000, first.score[first.current], "game 1: every reachable object frozen, none marked");
        assertEquals(1000, second.score[second.current], "game 2 sees no mark of game 1");
        r.scripts.close();
        sameWholeAndSplit(js);
    }

    /**
     * A context whose built-ins were frozen by replaying the list the process's first context recorded (not
     * by the walk, {@link Prelude#freeze}) leaves nothing unfrozen either: games on fresh threads (a context
     * each) until the replay is in use, each walking the whole graph in the test's script.
     */
    @Test
    void theReplayedFreezingLeavesNothingUnfrozen() throws Exception {
        Rules r = new ScriptFixture(dir).load(WALK_ALL, DECLS, HANDLERS);
        try {
            int replayed = 0;
            for (int i = 0; i < Prelude.WALKS_BEFORE_RECORDING + 3; i++) {
                boolean replaying = Prelude.replaying();
                int[] score = new int[1];
                Thread t = new Thread(() -> {
                    Game g = ScriptFixture.game(r, false);
                    g.finish();
                    score[0] = g.score[g.current];
                });
                t.start();
                t.join();
                assertEquals(1000, score[0], "context " + i + " on a new thread (" + (replaying ? "replayed" : "walked")
                        + "): every reachable object frozen, none marked");
                if (replaying) replayed++;
            }
            assertTrue(replayed >= 2, "the later contexts replayed the recorded list: " + replayed);
        } finally {
            r.scripts.close();
        }
    }

    /** A module whose good() walks every object reachable from the global object and the hidden intrinsics, marks each, and counts those not frozen or already marked (1000 when none). */
    private static final String WALK_ALL = "function bad() { return 1; }\n"
                + "const roots = [globalThis, " + String.join(", ", Prelude.HIDDEN) + "];\n"
                + "function all() {\n"
                + "  const seen = new Set(), list = [];\n"
                + "  const visit = (o) => {\n"
                + "    if (o === null || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o)) return;\n"
                + "    seen.add(o); list.push(o);\n"
                + "    let keys;\n"
                + "    try { keys = Reflect.ownKeys(o); Reflect.getPrototypeOf(o); } catch (e) { return; /* the host's game object */ }\n"
                + "    for (const k of keys) {\n"
                + "      const d = Reflect.getOwnPropertyDescriptor(o, k);\n"
                + "      if (d) { visit(d.value); visit(d.get); visit(d.set); }\n"
                + "    }\n"
                + "    visit(Reflect.getPrototypeOf(o));\n"
                + "  };\n"
                + "  roots.forEach(visit);\n"
                + "  return list;\n"
                + "}\n"
                + "function good() {\n"
                + "  const list = all();\n"
                + "  let seenMarks = 0;\n"
                + "  for (const o of list) {\n"
                + "    let marked;\n"
                + "    try { marked = Reflect.getOwnPropertyDescriptor(o, 'mark28') !== undefined || !Object.isFrozen(o); } catch (e) { continue; }\n"
                + "    if (marked) seenMarks++;\n"
                + "    try { o.mark28 = 1; } catch (e) { /* frozen */ }\n"
                + "    try { Reflect.defineProperty(o, 'mark28', {value: 1}); } catch (e) { /* frozen */ }\n"
                + "    try { Reflect.setPrototypeOf(o, null); } catch (e) { /* frozen */ }\n"
                + "  }\n"
                + "  return list.length > 400 ? 1000 + seenMarks : -list.length;\n"
                + "}\n";

    @Test
    void aLookAheadCopyGetsItsOwnModuleState() {
        Rules r = new ScriptFixture(dir).load("let n = 0;\nfunction bad() { return 1; }\nfunction good() { return ++n; }\n", DECLS, HANDLERS);
        Game g = ScriptFixture.game(r, false);
        Game copy = g.copy();
        copy.finish();
        g.finish();
        assertEquals(1, copy.score[copy.current]);
        assertEquals(1, g.score[g.current], "the copy's call did not count in the game");
        assertTrue(ScriptModules.in(r).get("s").statementLimit > 0);
        r.scripts.close();
    }
}
