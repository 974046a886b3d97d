package org.tilerules.script;

import org.graalvm.polyglot.HostAccess.Export;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.proxy.ProxyArray;
import org.graalvm.polyglot.proxy.ProxyExecutable;
import org.graalvm.polyglot.proxy.ProxyObject;
import org.tilerules.builtins.Arg;
import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Builtins.Entry;
import org.tilerules.builtins.Param;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.RunAborted;
import org.tilerules.runtime.Type;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.tilerules.script.ScriptStatements.intArg;
import static org.tilerules.script.ScriptStatements.stringArg;

/**
 * The global {@code game} a script sees. Its members are derived, not written one by one:
 * <ul>
 * <li>every built-in expression of the language ({@link Builtins}): a function or name as
 *     {@code game.NAME(args)}, a member of a type as {@code game.TYPE.NAME(value, args)}
 *     ({@code game.tile.x(t)}, {@code game.component.related(c, "RELATION")}); a declared name is passed
 *     as a string and checked against the loaded rules as the compiler checks it; the node the compiler
 *     would build is built from the arguments and evaluated, and kept for the next call with the same names;</li>
 * <li>every built-in action as {@code game.NAME(args)}, and {@code game.move}, {@code set}, {@code act}, {@code counter}:
 *     forms of the language, compiled as the rules' compiler would ({@link ScriptStatements}); {@code game.pick(array)};</li>
 * <li>the functions of {@link ScriptApi} that no built-in gives ({@code award}, {@code choose}, {@code kind}, ...).</li>
 * </ul>
 * Each thing is said one way: a function scripts had before that a built-in's twin now gives is gone, and
 * calling it is an error naming the twin ({@link ScriptRenames}), when the rules load and at run time.
 * The object is read-only; a member it does not have is an error that says so. What can be checked of a module's
 * text when the rules load is {@link ScriptTextCheck}.
 */
final class ScriptGame implements ProxyObject {
    private final ScriptApi api;
    private final Map<String, Object> members = new HashMap<>();
    private final ScriptStatements statements;
    private final Map<String, Object> compiled = new HashMap<>();

    ScriptGame(ScriptApi api) {
        this.api = api;
        this.statements = new ScriptStatements(api);
        for (Map.Entry<String, List<Method>> e : HAND_WRITTEN.entrySet()) members.put(e.getKey(), fn(e.getKey(), args -> handWritten(e.getKey(), e.getValue(), args)));
        for (Read r : TOP.values()) members.putIfAbsent(r.name, fn(r.name, args -> read(r, args)));
        for (Map.Entry<String, Map<String, Read>> ns : NAMESPACES.entrySet()) members.put(ns.getKey(), new Namespace(ns.getKey(), ns.getValue()));
        for (Builtins.Action a : Builtins.actions()) members.put(a.name(), fn(a.name(), args -> statements.action(a, args)));
        members.put("move", fn("move", statements::move));
        members.put("return", fn("return", statements::sendHome));
        members.put("set", fn("set", statements::set));
        members.put("act", fn("act", statements::act));
        members.put("counter", fn("counter", statements::counter));
        members.put("pick", fn("pick", this::pick));
    }

    /**
     * A function of {@code game} with a name: an error the engine raises about it ({@code new game.award()}) names it
     * {@code game.award}, where a lambda's name carries its address and identity hash (a script could read them).
     */
    private static ProxyExecutable fn(String name, ProxyExecutable body) { return new Fn("game." + name, body); }

    private record Fn(String name, ProxyExecutable body) implements ProxyExecutable {
        @Override public Object execute(Value... args) { return body.execute(args); }
        @Override public String toString() { return name; }
    }

    @Override public String toString() { return "game"; }

    // ---------------------------------------------------------------- the object

    @Override public Object getMember(String key) {
        Object m = members.get(key);
        if (m == null && ScriptRenames.RENAMED.containsKey(key)) throw new ScriptApi.Misuse(ScriptRenames.message(key));
        if (m == null) throw new ScriptApi.Misuse("the script API has no function game." + key + " (see docs/scripts.md)");
        return m;
    }

    @Override public Object getMemberKeys() { return ProxyArray.fromArray(members.keySet().stream().sorted().toArray()); }

    @Override public boolean hasMember(String key) { return true; }

    @Override public void putMember(String key, Value value) {
        throw new ScriptApi.Misuse("game." + key + ": the game object is read-only; keep values in the module's own variables");
    }

    @Override public boolean removeMember(String key) {
        throw new ScriptApi.Misuse("game." + key + ": the game object is read-only; keep values in the module's own variables");
    }

    /** {@code game.tile}, {@code game.component}, ...: the members of one type, each taking the value first. */
    private final class Namespace implements ProxyObject {
        private final String ns;
        private final Map<String, Object> fns = new HashMap<>();

        Namespace(String ns, Map<String, Read> reads) {
            this.ns = ns;
            for (Read r : reads.values()) fns.put(r.name, fn(ns + "." + r.name, args -> read(r, args)));
            // what the rules declare beside the registry: an attribute of the tile files, read as t.ATTR or c.ATTR
            if (ns.equals(ATTRIBUTED.get(0))) fns.put("attr", fn(ns + ".attr", args -> api.tileAttr(intArg(args, 0), stringArg(args, 1))));
            if (ns.equals(ATTRIBUTED.get(1))) fns.put("attr", fn(ns + ".attr", args -> api.attr(intArg(args, 0), stringArg(args, 1))));
        }

        @Override public String toString() { return "game." + ns; }

        @Override public Object getMember(String key) {
            Object m = fns.get(key);
            if (m == null) {
                throw new ScriptApi.Misuse("the script API has no function game." + ns + "." + key + "; game." + ns + " has: "
                        + String.join(", ", fns.keySet().stream().sorted().toList()) + " (see docs/scripts.md)");
            }
            return m;
        }

        @Override public Object getMemberKeys() { return ProxyArray.fromArray(fns.keySet().stream().sorted().toArray()); }

        @Override public boolean hasMember(String key) { return true; }

        @Override public void putMember(String key, Value value) {
            throw new ScriptApi.Misuse("game." + ns + "." + key + ": the game object is read-only; keep values in the module's own variables");
        }
    }

    // ---------------------------------------------------------------- the registry's twins (static: the same for every context)

    /** The script twin of one or more built-in expressions: one name, one namespace; entries by arity. */
    static final class Read {
        final String ns, name;
        final List<Entry> entries = new ArrayList<>();

        Read(String ns, String name) {
            this.ns = ns;
            this.name = name;
        }

        String path() { return "game." + (ns == null ? "" : ns + ".") + name; }
    }

    /** The functions and names, then the namespaces of the members, as the script writes them. */
    static final Map<String, Read> TOP = new LinkedHashMap<>();
    static final Map<String, Map<String, Read>> NAMESPACES = new LinkedHashMap<>();
    private static final Map<Entry, Read> TWIN = new IdentityHashMap<>();

    /** The compiler's side of the twins, as the rules' modules hold it. */
    static Twins twins(Rules rules) { return ScriptModules.in(rules).twins(); }

    /** How a script names the members of a type: {@code game.tile}, {@code game.tile_list}. */
    static String namespace(Type t) {
        return t.isList() ? t.element().name().toLowerCase(Locale.ROOT) + "_list" : t.name().toLowerCase(Locale.ROOT);
    }

    static {
        for (Entry e : Builtins.all()) {
            String ns = e.receiver() == null ? null : namespace(e.receiver());
            Map<String, Read> where = ns == null ? TOP : NAMESPACES.computeIfAbsent(ns, k -> new LinkedHashMap<>());
            String name = e.name();
            Read r = where.get(name);
            if (r != null) {
                // two entries of one shape that differ in a value's type: a script's numbers and arrays cannot tell
                // them apart, so the later one's twin carries the word of that parameter (pieces_of_tiles)
                for (Entry o : r.entries) {
                    if (arity(o) != arity(e)) continue;
                    for (int i = 0; i < e.params().size(); i++) {
                        Arg a = e.params().get(i).arg(), b = o.params().get(i).arg();
                        if (a != b && !(a.isName() && b.isName())) {
                            name = e.name() + "_" + a.shown().toLowerCase(Locale.ROOT);
                            break;
                        }
                    }
                }
                r = where.get(name);
            }
            if (r == null) {
                r = new Read(ns, name);
                where.put(name, r);
            }
            r.entries.add(e);
            TWIN.put(e, r);
        }
    }

    static int arity(Entry e) { return (e.receiver() == null ? 0 : 1) + e.params().size(); }

    /** How a script calls the built-in: {@code game.tile.tokens(t, "TOKEN", PLAYER)}. */
    static String twin(Entry e) {
        Read r = TWIN.get(e);
        if (r == null) return null;
        List<String> ps = new ArrayList<>();
        if (e.receiver() != null) ps.add(Builtins.variable(e.receiver()));
        for (Param p : e.params()) {
            Arg a = p.arg();
            ps.add(a.isName() ? "\"" + p.shown() + "\"" : a == Arg.EACH ? "x => EXPR" : a == Arg.LIST ? "ARRAY" : p.shown());
        }
        return r.path() + "(" + String.join(", ", ps) + ")";
    }

    /** How a script calls a built-in action: {@code game.trigger("EVENT", COMPONENT)}. */
    static String twin(Builtins.Action a) {
        List<String> ps = new ArrayList<>();
        for (int i = 0; i < a.params().size(); i++) {
            String shown = a.shown().get(i);
            ps.add(a.params().get(i).type == null ? "\"" + shown + "\"" : shown);
        }
        return "game." + a.name() + "(" + String.join(", ", ps) + ")";
    }

    /** Whether the script API has a member at this path ({@code count}, {@code tile.x}): the twin test asks it. */
    boolean has(String path) {
        int dot = path.indexOf('.');
        if (dot < 0) return members.containsKey(path);
        return members.get(path.substring(0, dot)) instanceof Namespace ns && ns.fns.containsKey(path.substring(dot + 1));
    }

    /** Every member a script can call, as a path ({@code award}, {@code tile.x}): the docs test lists them. */
    List<String> paths() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Object> m : members.entrySet()) {
            if (m.getValue() instanceof Namespace ns) for (String f : ns.fns.keySet()) out.add(m.getKey() + "." + f);
            else out.add(m.getKey());
        }
        out.sort(null);
        return out;
    }

    /** The types whose values carry the tile files' attributes: {@code game.tile.attr(t, "ATTR")}, {@code game.component.attr(c, "ATTR")}. */
    static final List<String> ATTRIBUTED = List.of("tile", "component");

    // ---------------------------------------------------------------- reads

    private Object read(Read r, Value[] args) {
        Game g = api.game();
        Entry e = null;
        List<Entry> fit = new ArrayList<>();
        for (Entry x : r.entries) if (arity(x) == args.length) fit.add(x);
        if (fit.isEmpty()) {
            throw new ScriptApi.Misuse(r.path() + " takes " + forms(r) + ", found " + args.length + (args.length == 1 ? " argument" : " arguments"));
        }
        int off = r.ns == null ? 0 : 1;
        if (fit.size() == 1) {
            e = fit.get(0);
        } else {
            // entries of one shape differing in the kind of a name (most(TOKEN), most(COUNTER)): the first that knows it
            int at = 0;
            while (at < fit.get(0).params().size() - 1 && sameArg(fit, at)) at++;
            String n = args[off + at].isString() ? args[off + at].asString() : null;
            for (Entry x : fit) {
                try {
                    if (n != null) twins(g.rules).name(g.rules, x.params().get(at).arg(), n, null, -1);
                    e = x;
                    break;
                } catch (Twins.Refused ignored) {
                    // try the next
                }
            }
            if (e == null) e = fit.get(0);
        }
        int n = e.params().size();
        Expr[] values = new Expr[n];
        long[] ids = new long[n];
        String[] names = new String[n];
        Frame f = new Frame(args.length + 1);
        Expr target = null;
        if (r.ns != null) target = value(g, r, e, e.receiver(), args[0], f, 0);
        StringBuilder key = new StringBuilder();
        boolean cacheable = true;
        for (int i = 0; i < n; i++) {
            Arg a = e.params().get(i).arg();
            Value v = args[off + i];
            if (a.isName()) {
                if (!v.isString()) throw wrong(r, e, "the name of " + a.what() + " as a string", v);
                names[i] = v.asString();
                try {
                    ids[i] = twins(g.rules).name(g.rules, a, names[i], i > 0 ? names[i - 1] : null, i > 0 ? ids[i - 1] : -1);
                } catch (Twins.Refused x) {
                    throw new ScriptApi.Misuse(r.path() + "(" + shown(args) + "): " + x.getMessage());
                }
                key.append(names[i]).append('\u0000');
            } else if (a == Arg.EACH) {
                if (!v.canExecute()) throw wrong(r, e, "a function of each element (x => ...)", v);
                ids[i] = args.length;
                values[i] = new Each(v);
                cacheable = false;
            } else if (a == Arg.LIST) {
                values[i] = value(g, r, e, null, v, f, off + i);
            } else {
                values[i] = value(g, r, e, a.type, v, f, off + i);
            }
        }
        Expr node;
        if (cacheable) {
            String k = System.identityHashCode(e) + ":" + key;
            Object[] slot = (Object[]) compiled.get(k);
            if (slot == null || slot[0] != e) {
                slot = new Object[] {e, build(e, target, values, ids, names)};
                compiled.put(k, slot);
            }
            node = (Expr) slot[1];
        } else {
            node = build(e, target, values, ids, names);
        }
        try {
            if (node.type.isList()) return api.live.array(node.evalList(g, f));
            if (node.type == Type.BOOL) return node.evalBool(g, f);
            return node.evalInt(g, f);
        } catch (RuleError | ScriptApi.Misuse | RunAborted x) {
            throw x;
        } catch (PolyglotException x) {
            throw x;
        } catch (RuntimeException x) {
            throw new ScriptApi.Misuse(r.path() + "(" + shown(args) + ") cannot be read here: " + x.getMessage());
        }
    }

    private static boolean sameArg(List<Entry> fit, int i) {
        for (Entry x : fit) if (x.params().get(i).arg() != fit.get(0).params().get(i).arg()) return false;
        return true;
    }

    private Expr build(Entry e, Expr target, Expr[] values, long[] ids, String[] names) {
        try {
            return twins(api.g.rules).read(e, target, values, ids, names);
        } catch (Twins.Refused x) {
            throw new ScriptApi.Misuse(x.getMessage());
        }
    }

    /** An {@link Arg#EACH} argument: the script's function of {@code it}, the element the built-in is at. */
    private final class Each extends Expr {
        private final Value fn;

        Each(Value fn) {
            super(Type.INT);
            this.fn = fn;
        }

        @Override public int evalInt(Game g, Frame f) {
            int slot = f.v.length - 1;
            Value out = fn.execute(f.v[slot]);
            if (!out.fitsInInt()) throw new ScriptApi.Misuse("the function given to sum returned " + ScriptCall.show(out, true) + ", not a whole number");
            return out.asInt();
        }
    }

    /**
     * A value argument into the frame's slot {@code i}, checked as a value of the type (null: any list);
     * the node reads it from there, so one node serves every call with the same names.
     */
    private Expr value(Game g, Read r, Entry e, Type t, Value v, Frame f, int i) {
        if (t == null || t.isList()) {
            if (v == null || !v.hasArrayElements()) throw wrong(r, e, t == null ? "an array" : "an array of " + ScriptFunction.typeName(t.element()) + "s", v);
            IntList xs = new IntList((int) Math.min(v.getArraySize(), 1 << 20));
            for (long k = 0; k < v.getArraySize(); k++) {
                Value x = v.getArrayElement(k);
                if (!x.fitsInInt()) throw wrong(r, e, "an array of whole numbers", v);
                xs.add(t == null ? x.asInt() : scalar(g, r, e, t.element(), x));
            }
            f.l[i] = xs;
            return new Exprs.Local(t == null ? Type.PLAYERS : t, i);
        }
        f.v[i] = scalar(g, r, e, t, v);
        return new Exprs.Local(t, i);
    }

    private int scalar(Game g, Read r, Entry e, Type t, Value v) {
        if (t == Type.BOOL) {
            if (!v.isBoolean()) throw wrong(r, e, "true or false", v);
            return v.asBoolean() ? 1 : 0;
        }
        if (v == null || !v.fitsInInt()) throw wrong(r, e, "a whole number (" + t.description + ")", v);
        int x = v.asInt();
        return checked(g, r.path(), t, x);
    }

    /** A number the script gave as a value of the type, checked against the game (a component becomes its root). */
    static int checked(Game g, String fn, Type t, int x) {
        switch (t) {
            case PLAYER:
                if (x < 0 || x >= g.nPlayers) throw new ScriptApi.Misuse(fn + ": " + x + " is not a player (0.." + (g.nPlayers - 1) + ")");
                return x;
            case COMPONENT:
                if (x < 0 || x >= g.graph.nFeat) throw new ScriptApi.Misuse(fn + ": " + x + " is not a component");
                return g.graph.find(x);
            case TILE:
                if (x < -1 || x >= g.board.n) throw new ScriptApi.Misuse(fn + ": " + x + " is not a placed tile (or -1 for none)");
                return x;
            case FIGURE:
                if (x < 0 || x >= g.graph.nFig) throw new ScriptApi.Misuse(fn + ": " + x + " is not a figure");
                return x;
            case ZONE:
                if (x < 0 || x >= g.rules.zones.size()) throw new ScriptApi.Misuse(fn + ": " + x + " is not a zone");
                return x;
            default:
                return x;
        }
    }

    private static ScriptApi.Misuse wrong(Read r, Entry e, String want, Value v) {
        return new ScriptApi.Misuse(r.path() + " takes " + twin(e) + ": expected " + want + ", found " + (v == null ? "nothing" : ScriptCall.show(v, true)));
    }

    static String forms(Read r) {
        return String.join(" or ", r.entries.stream().map(ScriptGame::twin).distinct().toList());
    }

    static String shown(Value[] args) {
        List<String> out = new ArrayList<>();
        for (Value v : args) out.add(given(v));
        return String.join(", ", out);
    }

    static String given(Value v) {
        if (v == null) return "undefined";
        if (v.isString() || v.isNumber() || v.isBoolean() || v.isNull() || v.hasArrayElements()) return ScriptCall.show(v, true);
        return "an object";
    }

    private Object pick(Value[] args) {
        if (args.length != 1 || !args[0].hasArrayElements() || args[0].getArraySize() == 0) {
            throw new ScriptApi.Misuse("game.pick takes a non-empty array, found (" + shown(args) + ")");
        }
        long n = args[0].getArraySize();
        int i = ((Number) read(TOP.get("roll"), new Value[] {Value.asValue((int) n)})).intValue();
        return args[0].getArrayElement(i - 1);
    }

    // ---------------------------------------------------------------- the functions beside the built-ins

    /** The exported methods of {@link ScriptApi}, by name: the script's name of each (snake_case, as the twins'). */
    static final Map<String, List<Method>> HAND_WRITTEN = new LinkedHashMap<>();

    static {
        List<Method> ms = new ArrayList<>(Arrays.asList(ScriptApi.class.getMethods()));
        ms.sort(Comparator.comparing(Method::getName).thenComparingInt(Method::getParameterCount));
        for (Method m : ms) if (m.isAnnotationPresent(Export.class)) HAND_WRITTEN.computeIfAbsent(m.getName(), k -> new ArrayList<>()).add(m);
    }

    private Object handWritten(String name, List<Method> methods, Value[] args) {
        for (Method m : methods) {
            Class<?>[] ps = m.getParameterTypes();
            if (ps.length != args.length) continue;
            Object[] out = new Object[ps.length];
            boolean ok = true;
            for (int i = 0; i < ps.length && ok; i++) {
                Value v = args[i];
                if (ps[i] == int.class) {
                    ok = v.fitsInInt();
                    if (ok) out[i] = v.asInt();
                } else if (ps[i] == String.class) {
                    ok = v.isString();
                    if (ok) out[i] = v.asString();
                } else if (ps[i] == boolean.class) {
                    ok = v.isBoolean();
                    if (ok) out[i] = v.asBoolean();
                } else {
                    out[i] = v;
                }
            }
            if (!ok) continue;
            try {
                return m.invoke(api, out);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof RuntimeException re) throw re;
                if (e.getCause() instanceof Error er) throw er;
                throw new IllegalStateException(e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        boolean arity = methods.stream().anyMatch(m -> m.getParameterCount() == args.length);
        throw new ScriptApi.Misuse(ScriptErrors.wrongArguments(name, "") + (arity ? "; it was given (" + shown(args) + ")" : "; it was given " + args.length + " arguments"));
    }
}
