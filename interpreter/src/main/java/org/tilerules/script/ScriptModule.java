package org.tilerules.script;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Value;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code script NAME "file.js" { ... }} declaration: the .js source,
 * parsed once into a polyglot {@link Source}, and the functions the rule file
 * may call.
 *
 * <p>Contexts: each thread that calls into the module gets its own context,
 * created on its first call and reused for every later call and every game on
 * that thread (a context is single-threaded, and creating one per game would
 * cost more than a whole base game). A context that hit a resource limit is
 * dead: it is dropped and the next call makes a fresh one.
 *
 * <p>State: a game never depends on the game before it. The module's text is
 * compiled by the {@code Function} constructor as the body of a real function
 * (strict mode; the body is parsed on its own, so no text can close the
 * function and leave state outside it), run once per game on the first call
 * in that game: its top-level variables and functions are that game's own,
 * and a copy of a game (look-ahead) starts with fresh ones. What outlives a
 * game in a context, the global object, the built-ins and the intrinsics
 * reachable only through syntax, is frozen by the {@link Prelude}, so a write
 * to them fails with an error that says why.
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
    /** Lines the compiled function's source has before the module's first line; diagnostics subtract them. */
    static final int LINES_BEFORE = Prelude.RUNTIME_LINES_BEFORE;
    /**
     * The name the compiled function's source carries (for {@code //# sourceURL}; a script sees it in
     * {@code new Error().stack}): the module's name in the rules, the same in every process and whatever was
     * loaded before (a counter here made a game replay differently after another rule set was loaded);
     * messages print {@link #display}.
     */
    final String sourceName;
    /** The function body: the module's text in strict mode and the list of its declared functions. */
    private String body;
    /** The names of the functions the module's text declares at its top level (for "it defines: ..."). */
    private Set<String> defined = Set.of();
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
        this.sourceName = "script-" + name + ".js";
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
    public List<Problem> load(Rules rules) {
        List<Problem> problems = new ArrayList<>();
        for (ScriptFunction f : functions) if (f.isProcedure()) f.category = rules.category(f.categoryName);
        String text;
        try {
            text = Files.readString(path);
        } catch (IOException e) {
            problems.add(new Problem(declFile, declLine, 1, "cannot read script " + display + ": " + e.getMessage()));
            return problems;
        }
        body = factory(text);
        defined = declaredFunctions(text);
        Live l;
        Value[] fns;
        try {
            l = live();
        } catch (PolyglotException e) {
            ScriptErrors.Located at = ScriptErrors.locate(e, this);
            String msg = ScriptErrors.isSyntaxError(e) ? "syntax: " + ScriptErrors.syntaxMessage(e) : ScriptErrors.describe(e, this, null);
            problems.add(new Problem(at.file(), at.line(), at.col(), msg));
            return problems;
        }
        try {
            l.started = System.nanoTime();  // the top level runs under the watchdog, as a call does
            CallDepth.reset();
            fns = l.instantiate();
        } catch (PolyglotException | IllegalStateException e) {
            boolean stopped = l.timedOut || l.overMemory;
            if (e instanceof PolyglotException pe) {
                ScriptErrors.Located at = ScriptErrors.locate(pe, this);
                String msg = ScriptErrors.isSyntaxError(pe) ? "syntax: " + ScriptErrors.syntaxMessage(pe)
                        : l.overMemory ? "the script allocated more than " + Watchdog.limitMegabytes() + " MB at its top level (memory limit)"
                        : ScriptErrors.describe(pe, this, l);
                problems.add(new Problem(at.file(), at.line(), at.col(), msg));
                if (stopped || pe.isResourceExhausted() || pe.isCancelled()) discard(l);
            } else {
                problems.add(new Problem(declFile, declLine, 1, display + ": " + (stopped ? ScriptErrors.timeLimit() : "the script's context was closed: " + e.getMessage())));
                discard(l);
            }
            return problems;
        } finally {
            l.started = 0;
        }
        l.checked = fns;
        problems.addAll(ScriptTextCheck.check(text, rules, display));
        for (ScriptFunction f : functions) {
            Value v = fns[f.index];
            if (v == null || !v.canExecute()) {
                problems.add(new Problem(f.file, f.line, f.col, display + " defines no function '" + f.name + "'; it defines: "
                        + (defined.isEmpty() ? "nothing" : String.join(", ", defined))));
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

    /**
     * The module's text as the body of a function that returns the declared
     * functions, in the order of {@link #functions}: calling it makes a fresh
     * set of the module's top-level variables and functions. The body is
     * compiled by the {@code Function} constructor, which parses it alone as
     * a function body: a text that closes the function and opens another
     * ({@code "}); let leak = ...; (function () {"}) is a syntax error, never
     * code outside the function.
     */
    private String factory(String text) {
        StringBuilder sb = new StringBuilder("'use strict';\n");
        sb.append(text).append("\n;return [");
        for (int i = 0; i < functions.size(); i++) {
            String n = functions.get(i).name;
            sb.append(i > 0 ? ", " : "").append("typeof ").append(n).append(" === 'undefined' ? undefined : ").append(n);
        }
        return sb.append("];").toString();
    }

    /**
     * A function declared at the start of a line. Linear in the text: the spaces it allows stay on the line
     * ({@code [ \t]}, possessive), so no line start scans the blank lines after it again, and a parameter
     * list ends at its line (a text of unclosed {@code (} is not rescanned from each).
     */
    private static final Pattern FUNCTION_DECL = Pattern.compile(
            "(?m)^[ \\t]*+(?:async[ \\t]++)?function[ \\t]*+\\*?[ \\t]*+([A-Za-z_$][\\w$]*+)|^[ \\t]*+(?:const|let|var)[ \\t]++([A-Za-z_$][\\w$]*+)[ \\t]*+=[ \\t]*+(?:async[ \\t]++)?(?:function\\b|\\([^)\\n]*+\\)[ \\t]*+=>|[A-Za-z_$][\\w$]*+[ \\t]*+=>)");

    /** Names declared as functions at the start of a line: what a "defines no function" message lists. */
    private static Set<String> declaredFunctions(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = FUNCTION_DECL.matcher(text);
        while (m.find()) out.add(m.group(1) != null ? m.group(1) : m.group(2));
        return out;
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
        if (body == null) throw new IllegalStateException("script " + display + " was not loaded");
        Context ctx = ScriptEngine.newContext(statementLimit);
        try {
            ScriptApi api = new ScriptApi();
            Value bindings = ctx.getBindings("js");
            bindings.putMember("game", new ScriptGame(api));
            Value helpers = ctx.eval(Prelude.SOURCE);
            Prelude.freeze(ctx, helpers);
            Value newArray = helpers.getArrayElement(0);
            ctx.resetLimits();  // the prelude's freezing is not the module's to pay for
            Value factory = helpers.getArrayElement(1).execute(body, sourceName);
            ctx.resetLimits();
            Live l = new Live(this, ctx, api, factory, newArray);
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

    /** A context with the module's factory evaluated, the API object, and the functions of the game played last. */
    static final class Live {
        final ScriptModule module;
        final Context ctx;
        final ScriptApi api;
        final Value factory;
        final Value newArray;
        final Thread owner = Thread.currentThread();
        /** The functions made when the module was loaded, for error messages that point at a definition. */
        Value[] checked;
        /** The game that called last and its instance of the module: one comparison on the hot path. */
        private Game lastGame;
        private Value[] lastFns;
        volatile boolean dead;
        /** Nested calls (a script calling the API that runs a rule that calls a script) share one budget. */
        int depth;
        /** When the outermost call started (System.nanoTime), 0 when idle; read by the watchdog. */
        volatile long started;
        volatile boolean timedOut, overMemory;

        Live(ScriptModule module, Context ctx, ScriptApi api, Value factory, Value newArray) {
            this.module = module;
            this.ctx = ctx;
            this.api = api;
            this.factory = factory;
            this.newArray = newArray;
        }

        /** A fresh instance of the module: its top level run again, its declared functions in declaration order. */
        Value[] instantiate() {
            Value made = factory.execute();
            Value[] fns = new Value[(int) made.getArraySize()];
            for (int i = 0; i < fns.length; i++) {
                Value v = made.getArrayElement(i);
                fns[i] = v.isNull() ? null : v;
            }
            return fns;
        }

        /** A declared function of some instance of the module (for positions in messages), or null. */
        Value function(int index) {
            Value[] fns = checked != null ? checked : lastFns;
            return fns == null ? null : fns[index];
        }

        /** This game's instance of the module, made on the game's first call (the caller has reset the limits). */
        Value[] fns(Game g) {
            if (g == lastGame) return lastFns;
            Value[] fns = (Value[]) g.attached(this);
            if (fns == null) {
                fns = instantiate();
                g.attach(this, fns);
            }
            lastGame = g;
            lastFns = fns;
            return fns;
        }

        /** A list of the language as a JavaScript array (not a host list: scripts get map, filter, for-of). */
        Value array(IntList xs) {
            Object[] boxed = new Object[xs.size()];
            for (int i = 0; i < boxed.length; i++) boxed[i] = xs.get(i);
            return newArray.execute(boxed);
        }
    }
}
