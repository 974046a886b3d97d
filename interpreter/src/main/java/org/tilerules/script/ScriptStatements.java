package org.tilerules.script;

import org.graalvm.polyglot.Value;
import org.tilerules.builtins.Builtins;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Actions;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.tilerules.script.ScriptGame.checked;
import static org.tilerules.script.ScriptGame.given;
import static org.tilerules.script.ScriptGame.shown;
import static org.tilerules.script.ScriptGame.twin;
import static org.tilerules.script.ScriptGame.twins;

/**
 * The statements of the script API that are forms of the language ({@code game.move}, {@code game.set},
 * {@code game.act}, the built-in actions) and the reads that go with them ({@code game.counter},
 * {@code game.pick}): each is written as a snippet of the rule language with the script's values as its
 * locals, compiled once per text by the rules' own compiler and run on the game ({@link ScriptGame} hands
 * them the calls).
 */
final class ScriptStatements {
    private final ScriptApi api;
    private final Map<String, Object> compiled = new HashMap<>();

    ScriptStatements(ScriptApi api) { this.api = api; }

    /** A built-in action: {@code game.NAME(args)} compiled as the statement {@code NAME(args)}. */
    Object action(Builtins.Action a, Value[] args) {
        String path = "game." + a.name();
        api.needEffects(path.substring(5));
        if (args.length != a.params().size()) {
            throw new ScriptApi.Misuse(path + " takes " + twin(a) + ", found " + args.length + (args.length == 1 ? " argument" : " arguments"));
        }
        Snippet s = new Snippet(path, args);
        List<String> words = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            Type t = a.params().get(i).type;
            words.add(t == null ? s.name(args[i], "the name of " + a.shown().get(i)) : s.local(t, args[i]));
        }
        s.run(a.name() + "(" + String.join(", ", words) + ")");
        return null;
    }

    /**
     * {@code game.move(what, to)} or {@code game.move(what, to, {count, from, for})}: the move statement
     * {@code move [count] WHAT [from FROM] to TO [for PLAYER]}. A string is a declared name (a piece, a zone,
     * {@code supply}, ...); what may also be a figure (a number) or figures (an array); a place that is a value
     * says its type: {@code {tile: t}}, {@code {component: c}}, {@code {player: p}}, {@code {figure: w}},
     * {@code {zone: z}}, or the list types ({@code {tiles: [...]}}, ...).
     */
    Object move(Value[] args) {
        api.needEffects("move");
        if (args.length < 2 || args.length > 3) {
            throw new ScriptApi.Misuse("game.move takes (what, to) or (what, to, {count, from, for}), found " + args.length
                    + (args.length == 1 ? " argument" : " arguments"));
        }
        Snippet s = new Snippet("game.move", args);
        StringBuilder text = new StringBuilder("move ");
        Value opts = args.length == 3 ? args[2] : null;
        if (opts != null && !(opts.hasMembers() && !opts.hasArrayElements())) {
            throw new ScriptApi.Misuse("game.move(" + shown(args) + "): the third argument is {count: N, from: PLACE, for: PLAYER}");
        }
        Value count = option(opts, "count"), from = option(opts, "from"), owner = option(opts, "for");
        if (count != null) text.append(s.local(Type.INT, count)).append(' ');
        Value what = args[0];
        if (what.isString()) text.append(s.name(what, "a piece"));
        else if (what.hasArrayElements()) text.append(s.local(Type.FIGURES, what));
        else if (what.isNumber()) text.append(s.local(Type.FIGURE, what));
        else text.append(s.place(what));
        if (from != null) text.append(" from ").append(s.place(from));
        text.append(" to ").append(s.place(args[1]));
        if (owner != null) text.append(" for ").append(s.local(Type.PLAYER, owner));
        s.run(text.toString());
        return null;
    }

    /**
     * {@code game.return(what)}: the statement {@code return WHAT}: a figure (a number) or figures (an array) go
     * home, or every figure on a component ({@code {component: c}}).
     */
    Object sendHome(Value[] args) {
        api.needEffects("return");
        if (args.length != 1) throw new ScriptApi.Misuse("game.return takes one figure, an array of figures or {component: c}, found " + args.length + " arguments");
        Snippet s = new Snippet("game.return", args);
        Value v = args[0];
        s.run("return " + (v.hasArrayElements() ? s.local(Type.FIGURES, v) : v.isNumber() ? s.local(Type.FIGURE, v) : s.place(v)));
        return null;
    }

    private static Value option(Value opts, String key) {
        if (opts == null) return null;
        for (String k : opts.getMemberKeys()) {
            if (!k.equals("count") && !k.equals("from") && !k.equals("for")) {
                throw new ScriptApi.Misuse("game.move: an option is count, from or for, found '" + k + "'");
            }
        }
        Value v = opts.getMember(key);
        return v == null || v.isNull() ? null : v;
    }

    /** {@code game.set(COUNTER, value)} or {@code game.set(COUNTER, player, value)}: the statement {@code set [p.]COUNTER = value}. */
    Object set(Value[] args) {
        api.needEffects("set");
        if (args.length < 2 || args.length > 3) {
            throw new ScriptApi.Misuse("game.set takes (\"COUNTER\", N) or (\"COUNTER\", PLAYER, N), found " + args.length
                    + (args.length == 1 ? " argument" : " arguments"));
        }
        Snippet s = new Snippet("game.set", args);
        String name = s.name(args[0], "a counter");
        String target = args.length == 3 ? s.local(Type.PLAYER, args[1]) + "." + name : name;
        s.run("set " + target + " = " + s.local(Type.INT, args[args.length - 1]));
        return null;
    }

    /** {@code game.counter(COUNTER)} or {@code game.counter(COUNTER, player)}: the counter's value, as the expression {@code [p.]COUNTER}. */
    Object counter(Value[] args) {
        if (args.length < 1 || args.length > 2) {
            throw new ScriptApi.Misuse("game.counter takes (\"COUNTER\") or (\"COUNTER\", PLAYER), found " + args.length
                    + (args.length == 1 ? " argument" : " arguments"));
        }
        Snippet s = new Snippet("game.counter", args);
        String name = s.name(args[0], "a counter");
        Rules.Counter c = api.game().rules.counter(name);
        if (c == null) {
            throw new ScriptApi.Misuse("game.counter(" + shown(args) + "): no counter is named '" + name + "'; counters: "
                    + api.g.rules.counters.stream().map(x -> x.name).toList());
        }
        return s.eval(args.length == 2 ? s.local(Type.PLAYER, args[1]) + "." + name : name);
    }

    /** {@code game.act(ACTION, args...)}: calls an action of the rules (one written in a rule file or in a script). */
    Object act(Value[] args) {
        api.needEffects("act");
        if (args.length < 1 || !args[0].isString()) throw new ScriptApi.Misuse("game.act takes the action's name as a string, then its arguments");
        String name = args[0].asString();
        Actions.Slot slot = api.game().rules.actions.get(name);
        if (slot == null) {
            throw new ScriptApi.Misuse("game.act(" + shown(args) + "): no action is named '" + name + "'; actions: "
                    + String.join(", ", api.g.rules.actions.keySet().stream().sorted().toList()));
        }
        if (args.length - 1 != slot.params.length) {
            throw new ScriptApi.Misuse("game.act(\"" + name + "\", ...): action " + name + " takes " + slot.params.length
                    + (slot.params.length == 1 ? " argument" : " arguments") + ", found " + (args.length - 1));
        }
        Snippet s = new Snippet("game.act", args);
        List<String> words = new ArrayList<>();
        for (int i = 0; i < slot.params.length; i++) words.add(s.local(slot.params[i], args[i + 1]));
        s.run(s.name(args[0], "an action") + "(" + String.join(", ", words) + ")");
        return null;
    }

    /** {@code game.pick(array)}: one element, drawn by the game's seeded generator (as {@code roll(N)} draws). */
    /** {@code game.tile.attr(t, "ATTR")}, {@code game.component.attr(c, "ATTR")}: a number, then an attribute's name. */
    static int intArg(Value[] args, int i) {
        if (args.length != 2 || !args[0].isNumber() || !args[0].fitsInInt() || !args[1].isString()) {
            throw new ScriptApi.Misuse("attr takes a tile or component (a number) and an attribute's name as a string, found "
                    + args.length + " argument" + (args.length == 1 ? "" : "s"));
        }
        return args[i].asInt();
    }

    static String stringArg(Value[] args, int i) { return args[i].asString(); }

    /** A statement or expression of the language, written with the script's values as typed local variables. */
    private final class Snippet {
        private final String fn;
        private final Value[] args;
        private final List<String> locals = new ArrayList<>();
        private final List<Type> types = new ArrayList<>();
        private final List<Object> values = new ArrayList<>();

        Snippet(String fn, Value[] args) {
            this.fn = fn;
            this.args = args;
        }

        /** A declared name, as written. */
        String name(Value v, String what) {
            if (v == null || !v.isString()) throw new ScriptApi.Misuse(fn + "(" + shown(args) + "): expected " + what + " as a string, found " + given(v));
            String n = v.asString();
            if (!Twins.isName(n)) throw new ScriptApi.Misuse(fn + "(" + shown(args) + "): '" + n + "' is not a name");
            return n;
        }

        /** A value of the type, as a local variable of the snippet. */
        String local(Type t, Value v) {
            Game g = api.game();
            Object x;
            if (t.isList()) {
                if (v == null || !v.hasArrayElements()) throw new ScriptApi.Misuse(fn + "(" + shown(args) + "): expected an array, found " + given(v));
                IntList xs = new IntList();
                for (long k = 0; k < v.getArraySize(); k++) {
                    Value e = v.getArrayElement(k);
                    if (!e.fitsInInt()) throw new ScriptApi.Misuse(fn + "(" + shown(args) + "): expected an array of whole numbers, found " + given(v));
                    xs.add(checked(g, fn, t.element(), e.asInt()));
                }
                x = xs;
            } else if (t == Type.BOOL) {
                if (v == null || !v.isBoolean()) throw new ScriptApi.Misuse(fn + "(" + shown(args) + "): expected true or false, found " + given(v));
                x = v.asBoolean() ? 1 : 0;
            } else {
                if (v == null || !v.fitsInInt()) throw new ScriptApi.Misuse(fn + "(" + shown(args) + "): expected a whole number (" + t.description + "), found " + given(v));
                x = checked(g, fn, t, v.asInt());
            }
            String n = "script_value_" + locals.size();
            locals.add(n);
            types.add(t);
            values.add(x);
            return n;
        }

        /** A place: a name, or a value that says its type ({@code {tile: t}}). */
        String place(Value v) {
            if (v != null && v.isString()) return name(v, "a place");
            if (v != null && v.hasMembers() && !v.hasArrayElements() && v.getMemberKeys().size() == 1) {
                String k = v.getMemberKeys().iterator().next();
                Type t = PLACE_TYPES.get(k);
                if (t != null) return local(t, v.getMember(k));
            }
            throw new ScriptApi.Misuse(fn + "(" + shown(args) + "): a place is a name (\"supply\") or a value that says its type: "
                    + String.join(", ", PLACE_TYPES.keySet().stream().map(k -> "{" + k + ": ...}").toList()) + "; found " + given(v));
        }

        private Compiled compiled(String text, boolean expr) {
            String key = (expr ? "e:" : "s:") + text + ":" + types;
            Compiled c = (Compiled) ScriptStatements.this.compiled.get(key);
            if (c == null) {
                try {
                    Twins.Compiled made = expr ? twins(api.g.rules).expression(api.g.rules, text, locals, types)
                            : twins(api.g.rules).statements(api.g.rules, text, locals, types);
                    c = new Compiled(made.body(), made.expr(), made.frame(), null);
                } catch (Twins.Refused x) {
                    c = new Compiled(null, null, 0, x.getMessage());
                }
                ScriptStatements.this.compiled.put(key, c);
            }
            if (c.problem != null) {
                throw new ScriptApi.Misuse(fn + "(" + shown(args) + "): " + inWords(c.problem) + " (in the rules' words: " + inWords(text) + ")");
            }
            return c;
        }

        /** The text with each local variable written as the value it holds. */
        private String inWords(String text) {
            Matcher m = LOCAL.matcher(text);
            return m.replaceAll(r -> Matcher.quoteReplacement(written(values.get(Integer.parseInt(r.group(1))))));
        }

        private static String written(Object v) { return v instanceof IntList xs ? xs.toString() : String.valueOf(v); }

        private Frame frame(Compiled c) {
            Frame f = new Frame(Math.max(c.frame, values.size()));
            for (int i = 0; i < values.size(); i++) {
                if (values.get(i) instanceof IntList xs) f.l[i] = xs;
                else f.v[i] = (Integer) values.get(i);
            }
            return f;
        }

        void run(String text) {
            Compiled c = compiled(text, false);
            Stmt.run(c.body, api.g, frame(c));
        }

        Object eval(String text) {
            Compiled c = compiled(text, true);
            Frame f = frame(c);
            if (c.expr.type.isList()) return api.live.array(c.expr.evalList(api.g, f));
            if (c.expr.type == Type.BOOL) return c.expr.evalBool(api.g, f);
            return c.expr.evalInt(api.g, f);
        }
    }

    private record Compiled(Stmt[] body, Expr expr, int frame, String problem) {}

    private static final Pattern LOCAL = Pattern.compile("script_value_(\\d+)");

    /** The types a place given as a value may say it has: {@code {tile: t}}. */
    static final Map<String, Type> PLACE_TYPES = new LinkedHashMap<>();

    static {
        for (Type t : List.of(Type.PLAYER, Type.TILE, Type.COMPONENT, Type.FIGURE, Type.ZONE, Type.PLAYERS, Type.TILES, Type.COMPONENTS, Type.FIGURES)) {
            PLACE_TYPES.put(t.name().toLowerCase(Locale.ROOT), t);
        }
    }
}
