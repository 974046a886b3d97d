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
import org.tilerules.runtime.Actions;
import org.tilerules.runtime.Counters;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.RunAborted;
import org.tilerules.runtime.Stmt;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The global {@code game} a script sees. Its members are derived, not written one by one:
 * <ul>
 * <li>every built-in expression of the language ({@link Builtins}): a function or name as
 *     {@code game.NAME(args)}, a member of a type as {@code game.TYPE.NAME(value, args)}
 *     ({@code game.tile.x(t)}, {@code game.component.related(c, "RELATION")}); a declared name is passed
 *     as a string and checked against the loaded rules as the compiler checks it; the node the compiler
 *     would build is built from the arguments and evaluated, and kept for the next call with the same names;</li>
 * <li>every built-in action ({@link Builtins#actions}) as {@code game.NAME(args)}, compiled as the statement
 *     {@code NAME(args)} would be (effects: only in a statement);</li>
 * <li>the statements that are forms of the language: {@code game.move(...)} (the one move statement),
 *     {@code game.set(...)} (a counter), {@code game.act(...)} (an action of the rules or a script action),
 *     and the reads {@code game.counter(...)}, {@code game.pick(array)} (an element drawn by the game's
 *     seeded generator);</li>
 * <li>the functions of {@link ScriptApi} that scripts had before (kept with their behaviour).</li>
 * </ul>
 * The object is read-only; a member it does not have is an error that says so.
 */
final class ScriptGame implements ProxyObject {
    private final ScriptApi api;
    private final Map<String, Object> members = new HashMap<>();
    private final Map<String, Object> compiled = new HashMap<>();

    ScriptGame(ScriptApi api) {
        this.api = api;
        for (Map.Entry<String, List<Method>> e : LEGACY.entrySet()) members.put(e.getKey(), fn(e.getKey(), args -> legacy(e.getKey(), e.getValue(), args)));
        for (Read r : TOP.values()) members.putIfAbsent(r.name, fn(r.name, args -> read(r, args)));
        for (Map.Entry<String, Map<String, Read>> ns : NAMESPACES.entrySet()) members.put(ns.getKey(), new Namespace(ns.getKey(), ns.getValue()));
        for (Builtins.Action a : Builtins.actions()) members.put(a.name(), fn(a.name(), args -> action(a, args)));
        members.put("move", fn("move", this::move));
        members.put("return", fn("return", this::sendHome));
        members.put("set", fn("set", this::set));
        members.put("act", fn("act", this::act));
        members.put("counter", fn("counter", this::counter));
        members.put("pick", fn("pick", this::pick));
    }

    /**
     * A function of {@code game} with a name: an error the engine raises about it (a {@code new game.award()},
     * a member asked of it) names it {@code game.award}, where a lambda's own name carries its address and
     * identity hash, which differ from run to run and which a script could read in {@code e.message}.
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
    private static Twins twins(Rules rules) { return ScriptModules.in(rules).twins(); }

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

    private static int arity(Entry e) { return (e.receiver() == null ? 0 : 1) + e.params().size(); }

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

    /**
     * The table of docs/scripts.md: every built-in expression and built-in action of the language with its
     * script twin (ScriptDocsTest keeps the doc equal; {@code -Ddocs.write=true} writes it).
     */
    static String table() {
        StringBuilder sb = new StringBuilder("| in a script | result | in a rule file | meaning |\n|---|---|---|---|\n");
        for (Entry e : Builtins.all()) {
            sb.append("| `").append(twin(e)).append("` | ").append(e.resultWord().equals("as LIST") ? "an array like ARRAY" : word(e.result()))
                    .append(" | `").append(e.signature()).append("` | ").append(e.doc()).append(" |\n");
        }
        for (Builtins.Action a : Builtins.actions()) {
            sb.append("| `").append(twin(a)).append("` | (effect) | `").append(a.signature()).append("` | ").append(a.doc()).append(" |\n");
        }
        return sb.toString();
    }

    private static String word(Type t) {
        if (t == Type.BOOL) return "true or false";
        if (t == Type.INT) return "number";
        if (t.isList()) return "array of " + ScriptFunction.typeName(t.element()) + "s";
        return ScriptFunction.typeName(t) + " (a number)";
    }

    // ---------------------------------------------------------------- checks when the rules load

    private static final Pattern CALL = Pattern.compile("(?<![\\w$.])game\\s*+\\.\\s*+(?:([A-Za-z_$][\\w$]*+)\\s*+\\.\\s*+)?([A-Za-z_$][\\w$]*+)\\s*+\\(");

    /** The extra members, which are no registry's: what the load-time check knows besides them. */
    private static final List<String> STATEMENTS = List.of("move", "return", "set", "act", "counter", "pick");

    /** The types whose values carry the tile files' attributes: {@code game.tile.attr(t, "ATTR")}, {@code game.component.attr(c, "ATTR")}. */
    private static final List<String> ATTRIBUTED = List.of("tile", "component");

    /**
     * What can be checked in a module's text when the rules load, as the compiler checks a rule file: each
     * {@code game.NAME(...)} and {@code game.TYPE.NAME(...)} names a member the API has, takes a number of
     * arguments one of its forms takes, and a name written as a literal string ({@code "touches"}) is one the
     * rules declare. Comments are skipped; a call whose arguments cannot be read plainly is left to run time.
     */
    static List<ScriptModule.Problem> check(String text, Rules rules, String display) {
        List<ScriptModule.Problem> out = new ArrayList<>();
        String code = withoutComments(text);
        int[] jump = jumps(code);
        int[] lines = lineStarts(code);
        Matcher m = CALL.matcher(code);
        while (m.find()) {
            String ns = m.group(1), name = m.group(2);
            int at = m.start();
            List<String> args = arguments(code, jump, m.end());
            Read r = null;
            if (ns != null) {
                Map<String, Read> reads = NAMESPACES.get(ns);
                if (reads == null) {
                    if (!LEGACY.containsKey(ns) && !TOP.containsKey(ns)) out.add(problem(lines, at, display, "the script API has no game." + ns
                            + "; its types are " + String.join(", ", NAMESPACES.keySet()) + " (see docs/scripts.md)"));
                    continue;
                }
                r = reads.get(name);
                if (r == null && name.equals("attr") && ATTRIBUTED.contains(ns)) {
                    if (args != null && args.size() == 2 && literal(args.get(1)) != null && rules.attribute(literal(args.get(1))) < 0) {
                        out.add(problem(lines, m.end(), display, "game." + ns + ".attr: no attribute is named '" + literal(args.get(1))
                                + "'; attributes: " + rules.attributes));
                    }
                    continue;
                }
                if (r == null) {
                    out.add(problem(lines, at, display, "the script API has no function game." + ns + "." + name + "; game." + ns + " has: "
                            + String.join(", ", reads.keySet().stream().sorted().toList()) + " (see docs/scripts.md)"));
                    continue;
                }
            } else {
                boolean known = LEGACY.containsKey(name) || TOP.containsKey(name) || Builtins.action(name) != null || STATEMENTS.contains(name);
                if (!known) {
                    out.add(problem(lines, at, display, "the script API has no function game." + name + " (see docs/scripts.md)"));
                    continue;
                }
                if (!LEGACY.containsKey(name)) r = TOP.get(name);
                if (args != null && (name.equals("set") || name.equals("counter")) && !args.isEmpty() && literal(args.get(0)) != null
                        && rules.counter(literal(args.get(0))) == null) {
                    out.add(problem(lines, m.end(), display, "game." + name + ": no counter is named '" + literal(args.get(0)) + "'; counters: "
                            + rules.counters.stream().map(x -> x.name).toList()));
                }
                if (args != null && name.equals("act") && !args.isEmpty() && literal(args.get(0)) != null && !rules.actions.containsKey(literal(args.get(0)))) {
                    out.add(problem(lines, m.end(), display, "game.act: no action is named '" + literal(args.get(0)) + "'; actions: "
                            + String.join(", ", rules.actions.keySet().stream().sorted().toList())));
                }
            }
            if (r == null || args == null) continue;
            List<Entry> fit = new ArrayList<>();
            for (Entry e : r.entries) if (arity(e) == args.size()) fit.add(e);
            if (fit.isEmpty()) {
                out.add(problem(lines, at, display, r.path() + " takes " + forms(r) + ", found " + args.size() + (args.size() == 1 ? " argument" : " arguments")));
                continue;
            }
            int off = r.ns == null ? 0 : 1;
            for (int i = 0; i < fit.get(0).params().size(); i++) {
                String lit = literal(args.get(off + i));
                final int k = i;
                if (lit == null || !fit.stream().allMatch(e -> e.params().get(k).arg().isName() && e.params().get(k).arg() != Arg.CARD)) continue;
                String problem = null;
                for (Entry e : fit) {
                    try {
                        twins(rules).name(rules, e.params().get(i).arg(), lit, null, -1);
                        problem = null;
                        break;
                    } catch (Twins.Refused x) {
                        if (problem == null) problem = x.getMessage();
                    }
                }
                if (problem != null) out.add(problem(lines, code.indexOf(args.get(off + i).strip(), m.end()), display, r.path() + ": " + problem));
            }
        }
        return out;
    }

    private static ScriptModule.Problem problem(int[] lines, int at, String display, String message) {
        int i = Arrays.binarySearch(lines, Math.max(0, at));
        int line = i >= 0 ? i : -i - 2;
        return new ScriptModule.Problem(display, line + 1, at - lines[line] + 1, message);
    }

    /** Where each line of the text starts. */
    private static int[] lineStarts(String code) {
        IntList starts = new IntList();
        starts.add(0);
        for (int i = 0; i < code.length(); i++) if (code.charAt(i) == '\n') starts.add(i + 1);
        return starts.toArray();
    }

    /** A plain string literal's text ({@code "touches"}, {@code 'touches'}), or null. */
    private static String literal(String arg) {
        String a = arg.strip();
        if (a.length() >= 2 && (a.charAt(0) == '"' || a.charAt(0) == '\'') && a.charAt(a.length() - 1) == a.charAt(0)) {
            String inner = a.substring(1, a.length() - 1);
            if (Twins.isName(inner)) return inner;
        }
        return null;
    }

    /**
     * One pass over the text: for a quote, where its string ends; for an opening bracket, where the bracket
     * that closes it is (any closing bracket closes the innermost open one); -1 where there is none (an
     * unclosed call, a template). So reading a call's arguments jumps over what is nested in them, and every
     * character is read once for all the calls: checking a text stays linear in it, whatever it holds
     * (a text of a million unclosed {@code game.x(} included).
     */
    private static int[] jumps(String code) {
        int[] jump = new int[code.length()];
        Arrays.fill(jump, -1);
        IntList open = new IntList();
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '"' || c == '\'') {
                int start = i;
                for (i++; i < code.length() && code.charAt(i) != c; i++) if (code.charAt(i) == '\\') i++;
                if (i < code.length()) jump[start] = i;
            } else if (c == '(' || c == '[' || c == '{') {
                open.add(i);
            } else if ((c == ')' || c == ']' || c == '}') && open.size() > 0) {
                jump[open.get(open.size() - 1)] = i;
                open.truncate(open.size() - 1);
            }
        }
        return jump;
    }

    /** The arguments' texts of a call whose '(' ends before {@code from}, split at top-level commas; null when they are not plain. */
    private static List<String> arguments(String code, int[] jump, int from) {
        List<String> out = new ArrayList<>();
        if (from < 1 || jump[from - 1] < 0) return null;    // an unclosed call: left to run time
        int end = jump[from - 1], start = from;
        for (int i = from; i < end; i++) {
            char c = code.charAt(i);
            if (c == '`') return null;           // a template: left to run time
            if (c == '"' || c == '\'' || c == '(' || c == '[' || c == '{') {
                if (jump[i] < 0) return null;
                i = jump[i];
            } else if (c == ',') {
                out.add(code.substring(start, i));
                start = i + 1;
            }
        }
        String last = code.substring(start, end);
        if (!last.isBlank() || !out.isEmpty()) out.add(last);
        for (String a : out) if (a.strip().startsWith("...") || a.isBlank()) return null;
        return out;
    }

    /** The text with comments blanked out (positions kept); strings and templates are left alone. */
    private static String withoutComments(String text) {
        StringBuilder sb = new StringBuilder(text);
        char quote = 0;
        for (int i = 0; i < sb.length(); i++) {
            char c = sb.charAt(i);
            if (quote != 0) {
                if (c == '\\') i++;
                else if (c == quote) quote = 0;
                continue;
            }
            if (c == '"' || c == '\'' || c == '`') {
                quote = c;
            } else if (c == '/' && i + 1 < sb.length() && sb.charAt(i + 1) == '/') {
                while (i < sb.length() && sb.charAt(i) != '\n') sb.setCharAt(i++, ' ');
            } else if (c == '/' && i + 1 < sb.length() && sb.charAt(i + 1) == '*') {
                int end = sb.indexOf("*/", i + 2);
                end = end < 0 ? sb.length() : end + 2;
                for (int k = i; k < end; k++) if (sb.charAt(k) != '\n') sb.setCharAt(k, ' ');
                i = end - 1;
            }
        }
        return sb.toString();
    }

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

    private static String forms(Read r) {
        return String.join(" or ", r.entries.stream().map(ScriptGame::twin).distinct().toList());
    }

    static String shown(Value[] args) {
        List<String> out = new ArrayList<>();
        for (Value v : args) out.add(given(v));
        return String.join(", ", out);
    }

    private static String given(Value v) {
        if (v == null) return "undefined";
        if (v.isString() || v.isNumber() || v.isBoolean() || v.isNull() || v.hasArrayElements()) return ScriptCall.show(v, true);
        return "an object";
    }

    // ---------------------------------------------------------------- effects and forms compiled as the language

    /** A built-in action: {@code game.NAME(args)} compiled as the statement {@code NAME(args)}. */
    private Object action(Builtins.Action a, Value[] args) {
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
    private Object move(Value[] args) {
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
    private Object sendHome(Value[] args) {
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
    private Object set(Value[] args) {
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
    private Object counter(Value[] args) {
        if (args.length < 1 || args.length > 2) {
            throw new ScriptApi.Misuse("game.counter takes (\"COUNTER\") or (\"COUNTER\", PLAYER), found " + args.length
                    + (args.length == 1 ? " argument" : " arguments"));
        }
        Snippet s = new Snippet("game.counter", args);
        String name = s.name(args[0], "a counter");
        Counters.Counter c = api.game().rules.counter(name);
        if (c == null) {
            throw new ScriptApi.Misuse("game.counter(" + shown(args) + "): no counter is named '" + name + "'; counters: "
                    + api.g.rules.counters.stream().map(x -> x.name).toList());
        }
        return s.eval(args.length == 2 ? s.local(Type.PLAYER, args[1]) + "." + name : name);
    }

    /** {@code game.act(ACTION, args...)}: calls an action of the rules (one written in a rule file or in a script). */
    private Object act(Value[] args) {
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
    private static int intArg(Value[] args, int i) {
        if (args.length != 2 || !args[0].isNumber() || !args[0].fitsInInt() || !args[1].isString()) {
            throw new ScriptApi.Misuse("attr takes a tile or component (a number) and an attribute's name as a string, found "
                    + args.length + " argument" + (args.length == 1 ? "" : "s"));
        }
        return args[i].asInt();
    }

    private static String stringArg(Value[] args, int i) { return args[i].asString(); }

    private Object pick(Value[] args) {
        if (args.length != 1 || !args[0].hasArrayElements() || args[0].getArraySize() == 0) {
            throw new ScriptApi.Misuse("game.pick takes a non-empty array, found (" + shown(args) + ")");
        }
        long n = args[0].getArraySize();
        int i = ((Number) read(TOP.get("roll"), new Value[] {Value.asValue((int) n)})).intValue();
        return args[0].getArrayElement(i - 1);
    }

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
            Compiled c = (Compiled) ScriptGame.this.compiled.get(key);
            if (c == null) {
                try {
                    Twins.Compiled made = expr ? twins(api.g.rules).expression(api.g.rules, text, locals, types)
                            : twins(api.g.rules).statements(api.g.rules, text, locals, types);
                    c = new Compiled(made.body(), made.expr(), made.frame(), null);
                } catch (Twins.Refused x) {
                    c = new Compiled(null, null, 0, x.getMessage());
                }
                ScriptGame.this.compiled.put(key, c);
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

    // ---------------------------------------------------------------- the functions scripts had before

    /** The exported methods of {@link ScriptApi}, by name. */
    static final Map<String, List<Method>> LEGACY = new LinkedHashMap<>();

    static {
        List<Method> ms = new ArrayList<>(Arrays.asList(ScriptApi.class.getMethods()));
        ms.sort(Comparator.comparing(Method::getName).thenComparingInt(Method::getParameterCount));
        for (Method m : ms) if (m.isAnnotationPresent(Export.class)) LEGACY.computeIfAbsent(m.getName(), k -> new ArrayList<>()).add(m);
    }

    private Object legacy(String name, List<Method> methods, Value[] args) {
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
