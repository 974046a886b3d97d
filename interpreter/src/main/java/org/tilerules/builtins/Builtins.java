package org.tilerules.builtins;

import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The registry of the language's built-ins: the core's expressions ({@link BuiltinExpressions}: functions, members
 * and names) and actions ({@link BuiltinActions}), then each {@link Capability}'s (found by ServiceLoader, in their
 * order), each declared once with its parameters ({@link Arg}, one kind of
 * argument for both), a line of documentation and a factory that builds its node from the bound arguments
 * ({@link Args}). The compiler resolves names, calls and members through it (front/BuiltinCalls: arity, argument
 * types, declared names, suggestions, one set of messages); scripts derive their {@code game} object from it; the
 * language server's completion and hover and the tables in docs/language.md are made from it. It sits below the
 * compiler and the script package, which both read it.
 */
public final class Builtins {
    private Builtins() {}

    /** Builds the node of one use of a built-in expression from its bound arguments. */
    @FunctionalInterface
    public interface ExprFactory { Expr make(Args a); }

    /** Builds the statement of one call of a built-in action from its bound arguments. */
    @FunctionalInterface
    public interface StmtFactory { Stmt make(Args a); }

    /**
     * One built-in expression. {@code receiver} is the type a member belongs to (null for a function or a name);
     * {@code call} says it is written with brackets; {@code result} null means the type of its first argument (a list).
     */
    public record Entry(String name, Type receiver, boolean call, List<Param> params, Type result, String doc, ExprFactory factory) {
        /** How docs and messages write it: {@code count(LIST)}, {@code c.figures(FIGURE)}, {@code current}. */
        public String signature() { return receiver == null ? shape() : variable(receiver) + "." + shape(); }

        /** Without its receiver: {@code figures(FIGURE)}. */
        public String shape() {
            if (!call) return name;
            StringBuilder sb = new StringBuilder(name).append('(');
            for (int i = 0; i < params.size(); i++) sb.append(i == 0 ? "" : ", ").append(params.get(i).shown());
            return sb.append(')').toString();
        }

        /** The result as the docs' table words it: number, bool, player, components, ... */
        public String resultWord() { return result == null ? "as LIST" : word(result); }

        public boolean isFunction() { return receiver == null && call; }

        public boolean isName() { return receiver == null && !call; }
    }

    /**
     * One built-in action; {@code shown} names its parameters in signatures where the kind alone would not.
     * {@code setUpOnly}, when not null, makes it an action of scenario set-ups ({@code setup { ... }}, {@link SetUpActions}):
     * it gives a store an exact state without the events of play, and a rule file that calls it is told what rules do
     * instead (the text: {@code award points: award(...)}).
     */
    public record Action(String name, List<Arg> params, List<String> shown, String doc, StmtFactory factory, String setUpOnly) {
        public Action(String name, List<Arg> params, List<String> shown, String doc, StmtFactory factory) {
            this(name, params, shown, doc, factory, null);
        }

        /** {@code name(N, PLAYERS)} as docs and messages write it. */
        public String signature() {
            StringBuilder sb = new StringBuilder(name).append('(');
            for (int i = 0; i < params.size(); i++) sb.append(i == 0 ? "" : ", ").append(shown.get(i));
            return sb.append(')').toString();
        }
    }

    /** The capabilities on the class path, in their order ({@link Capability#order()}). */
    private static final List<Capability> CAPABILITIES = load();
    private static final List<Entry> ALL;
    private static final Map<String, Action> ACTIONS = new LinkedHashMap<>();
    /** The functions and names by name, the members by receiver type: what the compiler looks up. */
    private static final Map<String, List<Entry>> NAMED = new HashMap<>();
    private static final Map<Type, List<Entry>> MEMBERS = new EnumMap<>(Type.class);
    private static final List<Drawing.BoardHook> BOARDS;
    private static final List<Drawing.HeldHook> HELDS;
    private static final List<Move> MOVES;

    static {
        Registry r = new Registry();
        BuiltinExpressions.register(r);
        BuiltinActions.register(r);
        SetUpActions.register(r);
        for (Capability c : CAPABILITIES) c.register(r);
        ALL = List.copyOf(r.entries);
        BOARDS = List.copyOf(r.boards);
        HELDS = List.copyOf(r.helds);
        List<Move> moves = new ArrayList<>(r.moves);
        moves.sort(Comparator.comparingInt(Move::precedence));    // stable: one precedence keeps the capabilities' order
        MOVES = List.copyOf(moves);
        for (Action a : r.actions) {
            if (ACTIONS.put(a.name(), a) != null) throw new IllegalStateException("two built-in actions are named " + a.name());
        }
        for (Entry e : ALL) {
            if (e.receiver() == null) NAMED.computeIfAbsent(e.name(), n -> new ArrayList<>()).add(e);
            else MEMBERS.computeIfAbsent(e.receiver(), t -> new ArrayList<>()).add(e);
        }
        NAMED.replaceAll((n, es) -> List.copyOf(es));
        MEMBERS.replaceAll((t, es) -> List.copyOf(es));
    }

    private static List<Capability> load() {
        List<Capability> out = new ArrayList<>();
        for (Capability c : ServiceLoader.load(Capability.class, Capability.class.getClassLoader())) out.add(c);
        out.sort(Comparator.comparingInt(Capability::order));
        for (int i = 1; i < out.size(); i++) {
            Capability a = out.get(i - 1), b = out.get(i);
            if (a.order() == b.order() || a.name().equals(b.name())) {
                throw new IllegalStateException("capabilities " + a.name() + " and " + b.name() + " share the order " + a.order() + " or the name");
            }
        }
        return List.copyOf(out);
    }

    // ---------------------------------------------------------------- capabilities

    /** The capabilities found (META-INF/services/org.tilerules.builtins.Capability), in their order. */
    public static List<Capability> capabilities() { return CAPABILITIES; }

    /** What makes the stores of a new game, in the capabilities' order: what the compiler puts in the rules ({@code Rules.stores}). */
    public static List<Store.Maker> storeMakers() {
        return CAPABILITIES.stream().map(c -> (Store.Maker) c::create).toList();
    }

    /** What the capabilities show on a board picture, in their order ({@link Registry#board}). */
    public static List<Drawing.BoardHook> boardHooks() { return BOARDS; }

    /** What the capabilities tell of what a player holds, in their order ({@link Registry#held}). */
    public static List<Drawing.HeldHook> heldHooks() { return HELDS; }

    /** The capabilities' moves ({@link Registry#move}), by precedence. */
    public static List<Move> moves() { return MOVES; }

    // ---------------------------------------------------------------- expressions

    /** Every built-in expression, in the order of the docs. */
    public static List<Entry> all() { return ALL; }

    /** The built-in functions and names called so, or an empty list. */
    public static List<Entry> named(String name) { return NAMED.getOrDefault(name, List.of()); }

    /** The members of a type (every member of any type when {@code receiver} is null). */
    public static List<Entry> members(Type receiver) {
        if (receiver == null) return ALL.stream().filter(e -> e.receiver() != null).toList();
        return MEMBERS.getOrDefault(receiver, List.of());
    }

    /** The built-in names ({@code current}, ...), in the order of the docs. */
    public static List<String> names() { return ALL.stream().filter(Entry::isName).map(Entry::name).toList(); }

    /** The built-in functions' names, each once. */
    public static List<String> functions() { return ALL.stream().filter(Entry::isFunction).map(Entry::name).distinct().toList(); }

    /** How the docs call a value of the type in a member's signature: {@code c} for a component, {@code ts} for tiles. */
    public static String variable(Type t) {
        return switch (t) {
            case COMPONENT -> "c";
            case COMPONENTS -> "cs";
            case TILE -> "t";
            case TILES -> "ts";
            case FIGURE -> "w";
            case ZONE -> "z";
            case PLAYER -> "p";
            default -> "x";
        };
    }

    /** The word the docs' table uses for a type. */
    static String word(Type t) {
        return switch (t) {
            case INT -> "number";
            case BOOL -> "bool";
            case TILE -> "tile";
            case TILES -> "tiles";
            default -> t.name().toLowerCase(Locale.ROOT);
        };
    }

    /** The table of docs/language.md's built-in expressions, one row each. */
    public static String table() {
        StringBuilder sb = new StringBuilder("| expression | type | meaning |\n|---|---|---|\n");
        for (Entry e : ALL) {
            sb.append("| `").append(e.signature()).append("` | ").append(e.resultWord()).append(" | ").append(e.doc()).append(" |\n");
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- actions

    /** A built-in action by name (a set-up action too), or null. */
    public static Action action(String name) { return ACTIONS.get(name); }

    /** Every built-in action rules may call, in the order of the docs (not the set-up actions). */
    public static List<Action> actions() { return ACTIONS.values().stream().filter(a -> a.setUpOnly() == null).toList(); }

    /** The actions of scenario set-ups only ({@code setup { ... }}), in the order of docs/scenarios.md. */
    public static List<Action> setUpActions() { return ACTIONS.values().stream().filter(a -> a.setUpOnly() != null).toList(); }

    /** The table of docs/language.md's built-in actions, one row each. */
    public static String actionsTable() { return table(actions()); }

    /** The table of docs/scenarios.md's set-up actions, one row each. */
    public static String setUpActionsTable() { return table(setUpActions()); }

    private static String table(List<Action> actions) {
        StringBuilder sb = new StringBuilder("| action | what it does |\n|---|---|\n");
        for (Action a : actions) sb.append("| `").append(a.signature()).append("` | ").append(a.doc()).append(" |\n");
        return sb.toString();
    }
}
