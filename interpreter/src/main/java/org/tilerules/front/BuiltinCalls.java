package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.builtins.Arg;
import org.tilerules.builtins.Args;
import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Builtins.Entry;
import org.tilerules.grammar.TilerulesParser.ExprContext;
import org.tilerules.grammar.TilerulesParser.NameExprContext;
import org.tilerules.runtime.Event;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.TileExprs;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Compiles a use of a built-in expression ({@link Builtins}): picks the entry by name, receiver,
 * brackets and arity (and, for two entries of one shape, by the type of the argument where they differ),
 * compiles and type-checks value arguments, checks declared names against the rules, and hands the
 * results to the entry's factory. Every mistake is reported where it is written, with what exists.
 * A built-in action's names ({@link ActionCompiler}) and a script's ({@link ScriptTwins}) are resolved
 * here too ({@link #lookup}): one resolver, one set of messages.
 */
final class BuiltinCalls {
    /** What {@link #lookup} gives for a name it reported. */
    static final long FAILED = Long.MIN_VALUE;

    private final ExprCompiler exprs;
    private final Rules rules;
    private final Diagnostics diags;
    private final String file;
    private final Set<String> tags;
    /** The steps a {@link Arg#STEP} argument may name (a built-in action's; none elsewhere). */
    private Collection<String> steps = List.of();

    BuiltinCalls(ExprCompiler exprs, Rules rules, Diagnostics diags, String file, Set<String> tags) {
        this.exprs = exprs;
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        this.tags = tags;
    }

    /** The same, knowing the steps of the turn (for a built-in action's step argument). */
    BuiltinCalls withSteps(Collection<String> steps) {
        this.steps = steps;
        return this;
    }

    /** The compiled arguments of one use, as an entry's factory reads them. */
    static final class Bound implements Args {
        private final BuiltinCalls calls;
        private final ParserRuleContext at;
        private final Expr target;
        private final Expr[] values;
        private final long[] ids;
        private final String[] names;
        private final Scope scope;
        private final Type result;
        private final String origin, site;

        private Bound(BuiltinCalls calls, ParserRuleContext at, Expr target, Expr[] values, long[] ids, String[] names, Scope scope, Type result,
                String origin, String site) {
            this.calls = calls;
            this.at = at;
            this.target = target;
            this.values = values;
            this.ids = ids;
            this.names = names;
            this.scope = scope;
            this.result = result;
            this.origin = origin;
            this.site = site;
        }

        @Override public Expr target() { return target; }

        @Override public Expr value(int i) { return values[i]; }

        @Override public int id(int i) { return (int) ids[i]; }

        @Override public long mask(int i) { return ids[i]; }

        @Override public String name(int i) { return names[i]; }

        @Override public Expr readingNeighbours(Expr e) {
            scope.readsNeighbours = true;
            return e;
        }

        @Override public boolean inScoreReaction() { return scope.scoreReaction; }

        @Override public Expr error(String message) {
            if (calls == null) throw new IllegalArgumentException(message);
            calls.diags.add(calls.file, at, message);
            return new Exprs.Const(result, 0);
        }

        @Override public String origin() { return origin; }

        @Override public String site() { return site; }
    }

    /** The arguments of a call of a built-in action: {@code origin} FILE:LINE:COL of the call, {@code site} the rule that holds it ({@link RuleSite}). */
    static Bound forAction(Expr[] values, long[] ids, String[] names, String origin, String site) {
        return new Bound(null, null, null, values, ids, names, null, null, origin, site);
    }

    /** The arguments of a script's call of a built-in (script/ScriptGame): no rule file position, a scope of its own. */
    static Bound forScript(Expr target, Expr[] values, long[] ids, String[] names, Type result) {
        Scope s = new Scope("", "points");
        s.scoreReaction = true;
        return new Bound(null, null, target, values, ids, names, s, result, null, null);
    }

    /** A built-in name ({@code current}), or null when there is none of that name. */
    Expr name(ParserRuleContext at, String n, Scope s) {
        for (Entry e : Builtins.named(n)) {
            if (!e.isName()) continue;
            rules.called(e.name());
            return e.factory().make(new Bound(this, at, null, new Expr[0], new long[0], new String[0], s, e.result(), null, null));
        }
        return null;
    }

    /** A call of a built-in function, or null when no built-in function has the name. */
    Expr function(ParserRuleContext at, String fn, List<ExprContext> args, Scope s) {
        List<Entry> cands = Builtins.named(fn).stream().filter(Entry::isFunction).toList();
        return cands.isEmpty() ? null : use(at, fn, cands, null, args, s);
    }

    /** Whether the type has a built-in member of the name (with or without brackets). */
    static boolean hasMember(Type t, String m) {
        for (Entry e : Builtins.members(t)) if (e.name().equals(m)) return true;
        return false;
    }

    /** Whether the type has a built-in member of the name written with brackets. */
    static boolean hasMethod(Type t, String m) {
        for (Entry e : Builtins.members(t)) if (e.name().equals(m) && e.call()) return true;
        return false;
    }

    /** {@code target.m} ({@code args} null) or {@code target.m(args)}; null when the target's type has no member of the name. */
    Expr member(ParserRuleContext at, Expr target, String m, List<ExprContext> args, Scope s) {
        List<Entry> cands = Builtins.members(target.type).stream().filter(e -> e.name().equals(m)).toList();
        return cands.isEmpty() ? null : use(at, m, cands, target, args, s);
    }

    /** A type's members as a message lists them: {@code tiles, ..., figures(FIGURE), ...}. */
    static List<String> known(Type t) {
        return Builtins.members(t).stream().map(Entry::shape).distinct().toList();
    }

    private Expr use(ParserRuleContext at, String name, List<Entry> cands, Expr target, List<ExprContext> args, Scope s) {
        boolean call = args != null;
        int n = call ? args.size() : 0;
        List<Entry> fit = cands.stream().filter(e -> e.call() == call && e.params().size() == n).toList();
        if (fit.isEmpty()) {
            String forms = cands.stream().map(Entry::signature).distinct().collect(Collectors.joining(" or "));
            diags.add(file, at, "'" + name + "' is written " + forms + ", found "
                    + (call ? n + (n == 1 ? " argument" : " arguments") : "no brackets"));
            return new Exprs.Const(fallback(cands.get(0)), 0);
        }
        Expr[] given = new Expr[n];
        Entry e = fit.size() == 1 ? fit.get(0) : overload(fit, args, s, given);
        return e == null ? new Exprs.Const(fallback(fit.get(0)), 0) : bind(at, e, target, args, s, given);
    }

    /**
     * Of entries of one shape, the one whose parameter takes the argument where they differ: a value of its
     * type, or a name of its kind ({@code most(TOKEN)}, {@code most(COUNTER)}: the first that knows the name;
     * when none does, the first entry, which tells what exists). Null after reporting.
     */
    private Entry overload(List<Entry> fit, List<ExprContext> args, Scope s, Expr[] given) {
        int at = 0;
        while (at < args.size() - 1 && sameArg(fit, at)) at++;
        if (fit.get(0).params().get(at).arg().isName()) {
            String n = args.get(at).getText();
            for (Entry e : fit) if (lookup(null, n, e.params().get(at).arg()) != FAILED) return e;
            return fit.get(0);
        }
        Expr arg = exprs.compile(args.get(at), s);
        given[at] = arg;
        for (Entry e : fit) if (e.params().get(at).arg().type == arg.type) return e;
        List<String> wanted = new ArrayList<>();
        for (Entry e : fit) wanted.add(e.params().get(at).arg().type.description);
        exprs.mismatch(args.get(at), String.join(" or ", wanted), arg, Type.INT);
        return null;
    }

    private static boolean sameArg(List<Entry> fit, int i) {
        for (Entry e : fit) if (e.params().get(i).arg() != fit.get(0).params().get(i).arg()) return false;
        return true;
    }

    private Expr bind(ParserRuleContext at, Entry e, Expr target, List<ExprContext> args, Scope s, Expr[] given) {
        int n = e.params().size();
        Expr[] values = new Expr[n];
        long[] ids = new long[n];
        String[] names = new String[n];
        boolean ok = true;
        for (int i = 0; i < n; i++) {
            Arg k = e.params().get(i).arg();
            ExprContext a = args.get(i);
            if (given[i] != null) {
                values[i] = given[i];
            } else if (k == Arg.LIST) {
                values[i] = exprs.compile(a, s);
                if (!values[i].type.isList()) {
                    diags.add(file, at, e.signature() + " needs a list" + (i == 0 && n > 1 ? " first" : "") + ", found " + values[i].type.description);
                    return new Exprs.Const(fallback(e), 0);
                }
            } else if (k == Arg.EACH) {
                s.push();
                Scope.Var it = s.declare("it", values[i - 1].type.element());
                values[i] = exprs.expect(a, s, Type.INT);
                s.pop();
                ids[i] = it.slot();
            } else if (k.type != null) {
                values[i] = exprs.expect(a, s, k.type);
            } else if (!(a instanceof NameExprContext)) {
                diags.add(file, a, "expected the name of " + k.what() + ", found '" + a.getText() + "'");
                ok = false;
            } else if (k == Arg.CARD) {
                names[i] = a.getText();
                if (ok) ids[i] = card(a, names[i - 1], (int) ids[i - 1], names[i]);   // after an unknown deck, no card is asked
                if (ids[i] == FAILED) ok = false;
            } else {
                names[i] = a.getText();
                ids[i] = lookup(a, names[i], k);
                if (ids[i] == FAILED) ok = false;
            }
        }
        Type result = e.result() != null ? e.result() : values[0].type;
        if (!ok) return new Exprs.Const(result, 0);
        rules.called(e.name());
        return e.factory().make(new Bound(this, at, target, values, ids, names, s, result, null, null));
    }

    private static Type fallback(Entry e) { return e.result() != null ? e.result() : Type.PLAYERS; }

    /**
     * The id of a name the rules declare (a figure-or-tag's bit mask; 0 for a tag, which is kept as written),
     * or {@link #FAILED} after reporting, at the name, what exists ({@code at} null: without reporting).
     */
    long lookup(ParserRuleContext at, String n, Arg k) {
        switch (k) {
            case KIND: {
                Kind kind = rules.kindByName.get(n);
                if (kind != null) return kind.id;
                return fail(at, "unknown feature kind '" + n + "'; " + Names.suggest(n, rules.kindByName.keySet()));
            }
            case FIGURES: {
                if (n.equals("figure")) return -1L;      // any figure, as in 'place figure on'
                long mask = 0;
                for (FigureKind f : rules.figures) if (f.is(n)) mask |= 1L << f.id;
                if (mask != 0) return mask;
                Set<String> known = new LinkedHashSet<>();
                rules.figures.forEach(f -> { known.add(f.name); known.addAll(f.tags); });
                return fail(at, "no figure is named or tagged '" + n + "'; " + Names.suggest(n, known));
            }
            case FIGURE_KIND: {
                FigureKind f = rules.figureByName.get(n);
                if (f != null) return f.id;
                return fail(at, "unknown figure '" + n + "'; " + Names.suggest(n, rules.figureByName.keySet()));
            }
            case NEUTRAL:
            case NEUTRAL_IN_ZONE: {
                FigureKind f = rules.figureByName.get(n);
                if (f != null && f.neutralZone >= 0) return f.id;
                return fail(at, "'" + n + "' is not a neutral figure" + (k == Arg.NEUTRAL ? "" : " in a zone ('neutral in ZONE')"));
            }
            case TILE_FIGURE: {
                FigureKind f = rules.figureByName.get(n);
                if (f != null && f.onTiles) return f.id;
                return fail(at, "'" + n + "' is not a neutral figure standing on tiles ('neutral on tiles'); "
                        + Names.suggest(n, rules.figures.stream().filter(x -> x.onTiles).map(x -> x.name).toList()));
            }
            case TOKEN:
                if (!rules.tokens.contains(n) && rules.tileTokens.contains(n)) {
                    return fail(at, "'" + n + "' is a token lying on tiles, not one players hold (declared 'piece " + n + " { on tiles }')");
                }
                return index(at, rules.tokens.indexOf(n), "unknown token '" + n + "'; " + Names.suggest(n, rules.tokens));
            case TILE_TOKEN:
                return index(at, rules.tileTokens.indexOf(n),
                        "'" + n + "' is not a token on tiles ('piece " + n + " { on tiles }'); " + Names.suggest(n, rules.tileTokens));
            case LINK: {
                for (var l : rules.links) if (l.name.equals(n)) return l.id;
                return fail(at, "unknown link '" + n + "'; " + Names.suggest(n, rules.links.stream().map(l -> l.name).toList()));
            }
            case JUNCTION: {
                for (var j : rules.junctions) if (j.name.equals(n)) return j.id;
                return fail(at, "unknown junction '" + n + "'; " + Names.suggest(n, rules.junctions.stream().map(j -> j.name).toList()));
            }
            case ANY_TOKEN: {
                List<String> names = rules.tokenNames();
                return index(at, names.indexOf(n), "unknown token '" + n + "'; " + Names.suggest(n, names));
            }
            case TITLE:
                return index(at, rules.titles.indexOf(n), "unknown title '" + n + "'; " + Names.suggest(n, rules.titles));
            case RELATION:
                return index(at, rules.relation(n), "no tile declares the relation '" + n + "'; " + Names.suggest(n, rules.relations));
            case TAG:
                return tags.contains(n) ? 0 : fail(at, "no tile has the tag '" + n + "'; " + Names.suggest(n, tags));
            case TILE_OR_TAG:
                return tags.contains(n) || rules.tileByName.containsKey(n) || rules.kindByName.containsKey(n) ? 0
                        : fail(at, "no tile is named or tagged '" + n + "' or shows a feature of that kind; " + Names.suggest(n, tags));
            case POINT:
                return index(at, TileExprs.Toward.POINTS.indexOf(n),
                        "unknown compass point '" + n + "'; known: " + String.join(", ", TileExprs.Toward.POINTS));
            case CATEGORY:
                return rules.category(n);
            case COUNTER: {
                Rules.Counter c = rules.counter(n);
                if (c != null && c.perPlayer) return c.id;
                return fail(at, "unknown counter per player '" + n + "'; "
                        + Names.suggest(n, rules.counters.stream().filter(x -> x.perPlayer).map(x -> x.name).toList()));
            }
            case STEP:
                return steps.contains(n) ? 0 : fail(at, "no step named '" + n + "'; " + Names.suggest(n, steps));
            case EVENT: {
                Event e = Event.named(n);
                if (e != null && e.triggerable()) return 0;
                String can = String.join(", ", Event.triggerableWords());
                return e == null ? fail(at, "unknown event '" + n + "'; " + Names.suggest(n, Event.words()) + "; trigger sets off: " + can)
                        : fail(at, "cannot trigger '" + n + "'; events about a component: " + can);
            }
            case TILE_TYPE: {
                var t = rules.tileByName.get(n);
                if (t != null) return t.id;
                return fail(at, "unknown tile '" + n + "'; " + Names.suggest(n, rules.tileByName.keySet()));
            }
            case DECK:
                return index(at, ReactionCompiler.deck(rules, n),
                        "unknown deck '" + n + "'; " + Names.suggest(n, rules.decks.stream().map(Rules.Deck::name).toList()));
            default:
                throw new IllegalArgumentException(k + " is not a name");
        }
    }

    /** A card of a deck, by name, or {@link #FAILED} after reporting the deck's cards. */
    long card(ParserRuleContext at, String deckName, int deck, String n) {
        List<String> cards = rules.decks.get(deck).cards();
        return index(at, cards.indexOf(n), "deck " + deckName + " has no card '" + n + "'; " + Names.suggest(n, cards));
    }

    private long index(ParserRuleContext at, int i, String unknown) { return i >= 0 ? i : fail(at, unknown); }

    /** The message of the last name {@link #lookup} could not find without reporting it ({@code at} null). */
    String lastProblem;

    private long fail(ParserRuleContext at, String message) {
        if (at != null) diags.add(file, at, message);
        else lastProblem = message;
        return FAILED;
    }
}
