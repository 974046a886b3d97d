package org.tilerules.script;

import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.management.ExecutionListener;
import org.tilerules.runtime.Actions;
import org.tilerules.runtime.RunAborted;

/**
 * A deterministic limit on how deep a script's functions call each other. A
 * JavaScript recursion would otherwise end in "Maximum call stack size
 * exceeded" at a depth that depends on the thread's stack, the JIT's state and
 * how deep the rules were when they called the script: a script that catches
 * it and counts could score differently on every run. An execution listener
 * on the shared engine counts the entries into the module's functions (the
 * prelude's, an internal source, do not count) on each thread; the entry past
 * {@link ScriptEngine#MAX_CALL_DEPTH} throws {@link TooDeep}, which the script
 * may catch, at the same depth on every run and thread. The count starts at 0
 * with every call from the rules.
 */
final class CallDepth {
    private CallDepth() {}

    /** How deep calls from the rules into scripts may nest (a scoring handler's script that triggers scoring), as actions may. */
    static final int MAX_NESTING = Actions.MAX_DEPTH;

    /** Per thread: {the depth of JavaScript calls, the nesting of calls from the rules}. */
    private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[2]);
    /** Per thread: the run's end by a guard, until the outermost call from the rules ends. */
    private static final ThreadLocal<RunAborted> ABORTED = new ThreadLocal<>();

    /** The error a script sees at the limit (a catchable host error with this message). */
    static final class TooDeep extends RuntimeException {
        TooDeep() {
            super("RangeError: the script's functions call each other more than " + ScriptEngine.MAX_CALL_DEPTH
                    + " deep (call depth limit)", null, false, false);
        }
    }

    static void attach(Engine e) {
        ExecutionListener.newBuilder()
                .roots(true)
                .sourceFilter(s -> !s.isInternal())
                .onEnter(ev -> {
                    // counted before the check: the engine reports the return of the entry that threw too
                    int[] d = DEPTH.get();
                    if (++d[0] > ScriptEngine.MAX_CALL_DEPTH) throw new TooDeep();
                })
                .onReturn(ev -> {
                    int[] d = DEPTH.get();
                    if (d[0] > 0) d[0]--;
                })
                .attach(e);
    }

    /**
     * A call from the rules into a script begins: the outermost starts the JavaScript depth at 0; one nested
     * deeper than {@link #MAX_NESTING} is refused (the caller makes the rule error). Returns the thread's state,
     * for {@link #leave}; null when refused.
     */
    static int[] enter() {
        int[] d = DEPTH.get();
        if (d[1] >= MAX_NESTING) return null;
        if (d[1] == 0) {
            d[0] = 0;
            ABORTED.remove();
        }
        d[1]++;
        return d;
    }

    /** The call ends; a guard that struck inside it (even if a script caught it) ends the run. */
    static void leave(int[] d) {
        d[1]--;
        RunAborted a = ABORTED.get();
        if (a != null) {
            if (d[1] == 0) ABORTED.remove();
            throw a;
        }
    }

    /** Outside any call from the rules (a module's top level when the rules load): the JavaScript depth starts at 0. */
    static void reset() {
        int[] d = DEPTH.get();
        if (d[1] == 0) d[0] = 0;
    }

    static void abort(RunAborted a) {
        if (ABORTED.get() == null) ABORTED.set(a);
    }
}
