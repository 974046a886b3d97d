package org.tilerules.script;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.tilerules.runtime.Type;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One {@code script NAME "file.js" { ... }} declaration: the .js source,
 * parsed once into a polyglot {@link Source}, and the functions the rule file
 * may call.
 *
 * <p>Contexts: each thread that calls into the module gets its own context,
 * created on its first call and reused for every later call and every game on
 * that thread (a context is single-threaded, and creating one per game would
 * cost more than a whole base game). Module-level variables therefore live as
 * long as the thread's context; scripts must compute from the game they are
 * given, not from state they keep. A context that hit a resource limit is
 * dead: it is dropped and the next call makes a fresh one.
 */
public final class ScriptModule {
    public final String name;
    public final Path path;
    /** The .js file as diagnostics print it. */
    public final String display;
    /** Where the rule file declares it. */
    public final String declFile;
    public final int declLine;
    public final int statementLimit;
    private final List<ScriptFunction> functions = new ArrayList<>();
    private final Map<String, ScriptFunction> byName = new LinkedHashMap<>();
    private Source source;
    private final ThreadLocal<Live> live = new ThreadLocal<>();
    /** The context used last, whatever its thread: one field read when a single thread plays. */
    private volatile Live last;
    private final Set<Live> open = ConcurrentHashMap.newKeySet();

    /** A problem found while loading, for the rules loader's diagnostics. */
    public record Problem(String file, int line, int col, String message) {}

    ScriptModule(String name, Path path, String display, String declFile, int declLine, int statementLimit) {
        this.name = name;
        this.path = path;
        this.display = display;
        this.declFile = declFile;
        this.declLine = declLine;
        this.statementLimit = statementLimit;
    }

    /** Declares a function; returns null when the name is taken. */
    public ScriptFunction declare(String fname, Type[] params, Type result, String category, String file, int line, int col) {
        if (byName.containsKey(fname)) return null;
        ScriptFunction f = new ScriptFunction(this, fname, functions.size(), params, result,
                category == null ? name : category, file, line, col);
        functions.add(f);
        byName.put(fname, f);
        return f;
    }

    public ScriptFunction function(String fname) { return byName.get(fname); }

    public List<ScriptFunction> functions() { return Collections.unmodifiableList(functions); }

    /**
     * Reads and parses the source, runs its top level once in a context for
     * this thread, and checks that every declared function exists and takes no
     * more parameters than declared. Resolves the functions' score categories.
     */
    public List<Problem> load(org.tilerules.runtime.Rules rules) {
        List<Problem> problems = new ArrayList<>();
        for (ScriptFunction f : functions) if (f.isProcedure()) f.category = rules.category(f.categoryName);
        String text;
        try {
            text = Files.readString(path);
        } catch (IOException e) {
            problems.add(new Problem(declFile, declLine, 1, "cannot read script " + display + ": " + e.getMessage()));
            return problems;
        }
        source = Source.newBuilder("js", text, display).buildLiteral();
        Live l;
        try {
            l = live();
        } catch (PolyglotException e) {
            ScriptErrors.Located at = ScriptErrors.locate(e, this);
            String msg = e.isSyntaxError() ? "syntax: " + ScriptErrors.syntaxMessage(e) : ScriptErrors.describe(e, this);
            problems.add(new Problem(at.file(), at.line(), at.col(), msg));
            return problems;
        }
        for (ScriptFunction f : functions) {
            Value v = l.fns[f.index];
            if (v == null || !v.canExecute()) {
                problems.add(new Problem(f.file, f.line, f.col, display + " defines no function '" + f.name + "'; it defines: "
                        + (l.defined.isEmpty() ? "nothing" : String.join(", ", l.defined))));
                continue;
            }
            Value len = v.getMember("length");
            if (len != null && len.fitsInInt() && len.asInt() > f.params.length) {
                problems.add(new Problem(f.file, f.line, f.col, f.name + " takes " + len.asInt() + " parameters in " + display
                        + " but is declared with " + f.params.length));
            }
        }
        return problems;
    }

    /** This thread's live context, made on first use. */
    Live live() {
        Live l = last;
        if (l != null && l.owner == Thread.currentThread() && !l.dead) return l;  // the common case, without a ThreadLocal lookup
        l = live.get();
        if (l == null || l.dead) {
            l = openLive();
            live.set(l);
        }
        last = l;
        return l;
    }

    private Live openLive() {
        if (source == null) throw new IllegalStateException("script " + display + " was not loaded");
        Context ctx = ScriptEngine.newContext(statementLimit);
        try {
            ScriptApi api = new ScriptApi();
            Value bindings = ctx.getBindings("js");
            bindings.putMember("game", api);
            Value newArray = ctx.eval(Prelude.SOURCE);
            Set<String> before = new HashSet<>(bindings.getMemberKeys());
            ctx.eval(source);
            Value[] fns = new Value[functions.size()];
            for (ScriptFunction f : functions) fns[f.index] = bindings.getMember(f.name);
            Set<String> defined = new TreeSet<>();
            for (String k : bindings.getMemberKeys()) {
                if (!before.contains(k) && bindings.getMember(k).canExecute()) defined.add(k);
            }
            ctx.resetLimits();
            Live l = new Live(this, ctx, api, fns, newArray, defined);
            api.live = l;
            open.add(l);
            Watchdog.register(l);
            return l;
        } catch (RuntimeException e) {
            ctx.close(true);
            throw e;
        }
    }

    /** Drops a context after a resource limit or cancellation; the next call opens a new one. */
    void discard(Live l) {
        if (l.dead && !open.contains(l)) return;
        l.dead = true;
        if (live.get() == l) live.remove();
        open.remove(l);
        Watchdog.unregister(l);
        try {
            l.ctx.close(true);
        } catch (RuntimeException ignored) {
            // already closed or cancelled: nothing left to free
        }
    }

    /** Closes every context this module opened, on any thread (for tests and embedders that load many rule sets). */
    public void close() {
        for (Live l : new ArrayList<>(open)) {
            l.dead = true;
            open.remove(l);
            Watchdog.unregister(l);
            try {
                l.ctx.close(true);
            } catch (RuntimeException ignored) {
                // in use or closed: cancelled either way
            }
        }
        live.remove();
        last = null;
    }

    /** A context with the module evaluated, the handles of the declared functions, and the API object. */
    static final class Live {
        final ScriptModule module;
        final Context ctx;
        final ScriptApi api;
        final Value[] fns;
        final Value newArray;
        final Set<String> defined;
        final Thread owner = Thread.currentThread();
        volatile boolean dead;
        /** Nested calls (a script calling the API that runs a rule that calls a script) share one budget. */
        int depth;
        /** When the outermost call started (System.nanoTime), 0 when idle; read by the watchdog. */
        volatile long started;
        volatile boolean timedOut;

        Live(ScriptModule module, Context ctx, ScriptApi api, Value[] fns, Value newArray, Set<String> defined) {
            this.module = module;
            this.ctx = ctx;
            this.api = api;
            this.fns = fns;
            this.newArray = newArray;
            this.defined = defined;
        }

        /** A list of the language as a JavaScript array (not a host list: scripts get map, filter, for-of). */
        Value array(org.tilerules.engine.IntList xs) {
            Object[] boxed = new Object[xs.size()];
            for (int i = 0; i < boxed.length; i++) boxed[i] = xs.get(i);
            return newArray.execute(boxed);
        }
    }
}
