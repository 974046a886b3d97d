package org.tilerules.script;

import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.SourceSection;
import org.graalvm.polyglot.Value;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

/**
 * {@code module.function(args)} in an expression: evaluates the arguments,
 * calls the script in this thread's context and checks the result against
 * the declared type. Side-effect free: the script may read the game but not
 * award, choose or move figures (see {@link Statement} for that).
 */
public final class ScriptCall extends Expr {
    private final ScriptFunction fn;
    private final Expr[] args;
    /** The rule file and line of the call, for error messages. */
    private final String site;

    public ScriptCall(ScriptFunction fn, Expr[] args, String site) {
        super(fn.result == null ? Type.INT : fn.result);
        this.fn = fn;
        this.args = args;
        this.site = site;
    }

    @Override public int evalInt(Game g, Frame f) {
        Value v = invoke(fn, args, g, f, false, site);
        try {
            return scalar(v, g);
        } catch (PolyglotException | IllegalStateException e) {
            throw afterCall(e);
        }
    }

    @Override public IntList evalList(Game g, Frame f) {
        Value v = invoke(fn, args, g, f, false, site);
        try {
            return list(v, g);
        } catch (PolyglotException | IllegalStateException e) {
            throw afterCall(e);
        }
    }

    /** Reading the result failed because the watchdog closed the context just then (or its getter was stopped). */
    private RuntimeException afterCall(RuntimeException e) {
        ScriptModule.Live l = fn.module.live();
        if (e instanceof PolyglotException pe) {
            RuntimeException r = ScriptErrors.translate(pe, fn.module, site, l, fn);
            if (pe.isCancelled() || pe.isResourceExhausted() || l.timedOut) fn.module.discard(l);
            return r;
        }
        fn.module.discard(l);
        String text = fn.module.display + ": the script's context was closed while its result was read ("
                + (l.timedOut ? ScriptErrors.timeLimit() : e.getMessage()) + ") (called from " + site + ")";
        return l.timedOut || l.overMemory ? ScriptErrors.aborted(text) : new RuleError(text);
    }

    /** {@code module.function(args)} as a statement: the script may award, choose and return figures; a result is ignored. */
    public static final class Statement extends Stmt {
        private final ScriptFunction fn;
        private final Expr[] args;
        private final String site;

        public Statement(ScriptFunction fn, Expr[] args, String site) {
            this.fn = fn;
            this.args = args;
            this.site = site;
        }

        @Override public void exec(Game g, Frame f) { invoke(fn, args, g, f, true, site); }
    }

    static Value invoke(ScriptFunction fn, Expr[] args, Game g, Frame f, boolean effects, String site) {
        ScriptModule m = fn.module;
        Object[] values = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            Type t = fn.params[i];
            if (t.isList() && args[i].type.isList()) values[i] = args[i].evalList(g, f);
            else if (t.isList()) values[i] = single(args[i].evalInt(g, f));  // a player where players are declared
            else if (t == Type.BOOL) values[i] = args[i].evalBool(g, f);
            else if (t == Type.COMPONENT) values[i] = g.graph.find(args[i].evalInt(g, f));
            else values[i] = args[i].evalInt(g, f);
        }
        ScriptModule.Live l;
        try {
            l = m.live();
            if (l.timedOut || l.overMemory) {
                m.discard(l);
                l = m.live();
            }
        } catch (PolyglotException e) {
            throw ScriptErrors.translate(e, m, site, null, null);
        }
        int[] nesting = CallDepth.enter();
        if (nesting == null) {
            throw ScriptErrors.at(m, null, "the rules and the scripts call each other more than " + CallDepth.MAX_NESTING
                    + " deep (a script that makes the rules call it again, for ever?)", site);
        }
        ScriptApi api = l.api;
        Game savedGame = api.g;
        boolean savedEffects = api.effects;
        ScriptFunction savedFn = api.fn;
        boolean outer = l.depth == 0;
        Value result;
        try {
            if (outer) {
                l.ctx.resetLimits();
                l.started = System.nanoTime();
            }
            l.depth++;
            for (int i = 0; i < values.length; i++) if (values[i] instanceof IntList xs) values[i] = l.array(xs);
            Value fnValue = l.fns(g)[fn.index];
            api.g = g;
            api.effects = effects;
            api.fn = fn;
            result = fnValue.execute(values);
        } catch (PolyglotException e) {
            boolean dead = e.isResourceExhausted() || e.isCancelled() || e.isExit() || e.isInternalError() || l.timedOut || l.overMemory;
            RuntimeException r = ScriptErrors.translate(e, m, site, l, fn);
            if (dead) m.discard(l);
            throw r;
        } catch (IllegalStateException e) {
            // the watchdog closed the context between two calls
            m.discard(l);
            String text = m.display + ": the script's context was closed (" + (l.timedOut ? ScriptErrors.timeLimit() : e.getMessage()) + ") (called from " + site + ")";
            throw l.timedOut || l.overMemory ? ScriptErrors.aborted(text) : new RuleError(text);
        } finally {
            l.depth--;
            api.g = savedGame;
            api.effects = savedEffects;
            api.fn = savedFn;
            if (outer) l.started = 0;
            CallDepth.leave(nesting);
        }
        return result;
    }

    private static IntList single(int x) {
        IntList xs = new IntList(1);
        xs.add(x);
        return xs;
    }

    private int scalar(Value v, Game g) {
        switch (type) {
            case BOOL:
                try {
                    return v.asBoolean() ? 1 : 0;
                } catch (ClassCastException | NullPointerException e) {
                    throw wrong(v, "true or false");
                }
            case INT:
                return element(v, "a whole number");
            case COMPONENT: {
                int c = element(v, "a component");
                if (c < 0 || c >= g.graph.nFeat) throw wrong(v, "a component");
                return g.graph.find(c);
            }
            case PLAYER: {
                int p = element(v, "a player");
                if (p < 0 || p >= g.nPlayers) throw wrong(v, "a player (0.." + (g.nPlayers - 1) + ")");
                return p;
            }
            case FIGURE: {
                int w = element(v, "a figure");
                if (w < 0 || w >= g.graph.nFig) throw wrong(v, "a figure");
                return w;
            }
            case ZONE: {
                int z = element(v, "a zone");
                if (z < 0 || z >= g.rules.zones.size()) throw wrong(v, "a zone");
                return z;
            }
            default: { // TILE; -1 means none, like 'placed' before a placement
                int t = element(v, "a placed tile or -1");
                if (t < -1 || t >= g.board.n) throw wrong(v, "a placed tile or -1");
                return t;
            }
        }
    }

    private IntList list(Value v, Game g) {
        if (!v.hasArrayElements()) throw wrong(v, "an array");
        IntList out = new IntList((int) Math.min(v.getArraySize(), 1 << 20));
        boolean components = type == Type.COMPONENTS;
        String want = "an array of " + ScriptFunction.typeName(type.element()) + "s";
        for (long i = 0; i < v.getArraySize(); i++) {
            Value e = v.getArrayElement(i);
            int x = element(e, want);
            if (components) {
                if (x < 0 || x >= g.graph.nFeat) throw wrong(v, "an array of components");
                out.addIfAbsent(g.graph.find(x));
            } else if (type == Type.PLAYERS) {
                if (x < 0 || x >= g.nPlayers) throw wrong(v, "an array of players (0.." + (g.nPlayers - 1) + ")");
                out.add(x);
            } else if (type == Type.TILES) {
                if (x < 0 || x >= g.board.n) throw wrong(v, "an array of placed tiles");
                out.add(x);
            } else {
                if (x < 0 || x >= g.graph.nFig) throw wrong(v, "an array of figures");
                out.add(x);
            }
        }
        return out;
    }

    /** A script value as a person reads it: strings (quoted or not), numbers, arrays of them. */
    static String show(Value v, boolean quote) {
        if (v.isString()) return quote ? "\"" + v.asString() + "\"" : v.asString();
        if (v.hasArrayElements()) {
            StringBuilder sb = new StringBuilder("[");
            long n = Math.min(v.getArraySize(), 20);
            for (long i = 0; i < n; i++) sb.append(i > 0 ? ", " : "").append(show(v.getArrayElement(i), true));
            if (v.getArraySize() > n) sb.append(", ...");
            return sb.append(']').toString();
        }
        return v.toString();
    }

    /** One conversion attempt on the hot path; the checks happen only when it fails. */
    private int element(Value v, String want) {
        try {
            return v.asInt();
        } catch (ClassCastException | NullPointerException e) {
            throw wrong(v, want);
        }
    }

    /** A result of the wrong type, reported at the script function's definition. */
    private RuleError wrong(Value v, String want) {
        ScriptModule.Live l = fn.module.live();
        Value defined = l.function(fn.index);
        SourceSection s = defined == null ? null : defined.getSourceLocation();
        String where = s != null && s.isAvailable()
                ? fn.module.display + ":" + (s.getStartLine() - ScriptModule.LINES_BEFORE) + ":" + s.getStartColumn() : null;
        String shown = show(v, true);
        return ScriptErrors.at(fn.module, where, fn.name + " returned " + shown + " where the rule file declares "
                + ScriptFunction.typeName(type) + " (expected " + want + ")", site);
    }
}
