package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.builtins.Arg;
import org.tilerules.builtins.Builtins;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.BoardExprs.ComponentNumber;
import org.tilerules.capabilities.counters.Counters;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.TileExprs;
import org.tilerules.runtime.Type;
import org.tilerules.runtime.Values;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns expression parse trees into executable, type-checked expressions.
 * Errors are reported with their position and compile to a harmless constant,
 * so one file's mistakes are all found in a single pass.
 */
final class ExprCompiler {
    private final Rules rules;
    private final Diagnostics diags;
    private final String file;
    private final BuiltinCalls builtins;
    /** While a redefinition of a named value compiles: the definition it replaces ({@code super}). */
    Values.Slot superSlot;

    ExprCompiler(Rules rules, Diagnostics diags, String file) {
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        Set<String> tags = new LinkedHashSet<>();
        rules.tiles.forEach(t -> tags.addAll(t.tags));
        this.builtins = new BuiltinCalls(this, rules, diags, file, tags);
    }

    /** Unwinds an expression that nests too deeply, once it is reported, to its outermost level. */
    private static final class TooDeep extends RuntimeException {
        TooDeep() { super(null, null, false, false); }
    }

    private Expr error(ExprContext at, String message, Type type) {
        diags.add(file, at, message);
        return new Exprs.Const(type, 0);
    }

    /** Reports an expression of the wrong type where WANTED was expected; a stand-in of type {@code as}. */
    Expr mismatch(ExprContext ctx, String wanted, Expr found, Type as) {
        return error(ctx, "expected " + wanted + ", found " + found.type.description + " in '" + ctx.getText() + "'", as);
    }

    Expr expect(ExprContext ctx, Scope scope, Type want) {
        Expr e = compile(ctx, scope);
        if (e.type != want && !(want == Type.PLAYERS && e.type == Type.PLAYER)) {
            return error(ctx, "expected " + want.description + ", found " + e.type.description + " in '" + ctx.getText() + "'", want);
        }
        return e;
    }

    /** A list of one of two element types (tiles or figures: {@code option "L" for x in LIST}). */
    Expr expectEither(ExprContext ctx, Scope scope, Type want, Type other) {
        Expr e = compile(ctx, scope);
        if (e.type == want || e.type == other) return e;
        return error(ctx, "expected " + want.description + " or " + other.description + ", found " + e.type.description
                + " in '" + ctx.getText() + "'", want);
    }

    /**
     * How deep an expression may nest. The compiler and the evaluator recurse
     * once per level; a deeper expression is reported here, at its place,
     * instead of overflowing the stack (which would stop the whole check).
     */
    static final int MAX_DEPTH = 1_000;
    private int depth;

    Expr compile(ExprContext ctx, Scope s) {
        if (depth >= MAX_DEPTH) {
            diags.add(file, ctx.getStart(), "the expression nests more than " + MAX_DEPTH + " levels deep; split it with values"
                    + " (value NAME = ...) or fewer brackets");
            throw new TooDeep();
        }
        Expr e;
        depth++;
        try {
            e = compileNode(ctx, s);
        } catch (TooDeep t) {
            if (depth > 1) throw t;
            e = new Exprs.Const(Type.INT, 0);  // the outermost level: one diagnostic, and the item goes on
        } finally {
            depth--;
        }
        // every read of the graph goes through a component, figure or zone value
        switch (e.type) {
            case COMPONENT, COMPONENTS, FIGURE, FIGURES, ZONE -> s.readsGraph = true;
            default -> { }
        }
        return e;
    }

    private Expr compileNode(ExprContext ctx, Scope s) {
        if (ctx instanceof IntExprContext c) return new Exprs.Const(Type.INT, Parsing.number(c.INT()));
        if (ctx instanceof BoolExprContext c) return new Exprs.Const(Type.BOOL, c.getText().equals("true") ? 1 : 0);
        if (ctx instanceof StringExprContext) return error(ctx, "a string is not a value here", Type.INT);
        if (ctx instanceof ParenExprContext c) return compile(c.expr(), s);
        if (ctx instanceof NotExprContext c) return new Exprs.Not(expect(c.expr(), s, Type.BOOL));
        if (ctx instanceof NegExprContext c) return new Exprs.Neg(expect(c.expr(), s, Type.INT), site(c));
        if (ctx instanceof MulExprContext c) return arith(c.op.getText().charAt(0), c.expr(0), c.expr(1), s);
        if (ctx instanceof AddExprContext c) return arith(c.op.getText().charAt(0), c.expr(0), c.expr(1), s);
        if (ctx instanceof AndExprContext c) return new Exprs.And(expect(c.expr(0), s, Type.BOOL), expect(c.expr(1), s, Type.BOOL));
        if (ctx instanceof OrExprContext c) return new Exprs.Or(expect(c.expr(0), s, Type.BOOL), expect(c.expr(1), s, Type.BOOL));
        if (ctx instanceof CmpExprContext c) return compare(c, s);
        if (ctx instanceof WhereExprContext c) return where(c, s);
        if (ctx instanceof CondExprContext c) {
            Expr cond = expect(c.expr(0), s, Type.BOOL), a = compile(c.expr(1), s), b = compile(c.expr(2), s);
            if (a.type != b.type) return error(c, "both branches must have one type; found " + a.type.description + " and " + b.type.description, a.type);
            return new Exprs.Cond(cond, a, b);
        }
        if (ctx instanceof NameExprContext c) return name(c, s);
        if (ctx instanceof CallExprContext c) return call(c, s);
        if (ctx instanceof MemberExprContext c) {
            if (ScriptCompiler.isModuleCall(rules, c, s)) return ScriptCompiler.call(this, rules, diags, file, c, s);
            Expr target = compile(c.expr(), s);
            List<ExprContext> args = c.call == null ? null : c.args() == null ? List.of() : c.args().expr();
            return member(ctx, target, c.member.getText(), args, s);
        }
        return error(ctx, "cannot compile '" + ctx.getText() + "'", Type.INT);
    }

    /** Where an expression stands, {@code file:line:col}, for the engine's messages. */
    private String site(ExprContext at) {
        return file + ":" + at.getStart().getLine() + ":" + (at.getStart().getCharPositionInLine() + 1);
    }

    private Expr arith(char op, ExprContext a, ExprContext b, Scope s) {
        Expr x = expect(a, s, Type.INT), y = expect(b, s, Type.INT);
        String site = site(a);
        if (x.constant() != null && y.constant() != null) {
            Exprs.Arith folded = new Exprs.Arith(op, x, y);
            try {
                return new Exprs.Const(Type.INT, folded.evalInt(null, null));
            } catch (RuleError e) {
                return error(a, e.getMessage(), Type.INT);
            }
        }
        return new Exprs.Arith(op, x, y, site);
    }

    private Expr compare(CmpExprContext c, Scope s) {
        String op = c.op.getText();
        Expr a = compile(c.expr(0), s), b = compile(c.expr(1), s);
        if (a.type != b.type) {
            return error(c, "cannot compare " + a.type.description + " with " + b.type.description, Type.BOOL);
        }
        if (a.type.isList()) return error(c, "lists cannot be compared; use count(...)", Type.BOOL);
        boolean ordered = !(op.equals("==") || op.equals("!="));
        if (ordered && a.type != Type.INT) return error(c, "'" + op + "' needs numbers, found " + a.type.description, Type.BOOL);
        if (a.type == Type.COMPONENT) return new Exprs.SameComponent(op.equals("=="), a, b);
        return new Exprs.Cmp(op, a, b);
    }

    private Expr where(WhereExprContext c, Scope s) {
        Expr list = compile(c.expr(0), s);
        if (!list.type.isList()) return error(c, "'where' filters a list, found " + list.type.description, Type.COMPONENTS);
        s.push();
        Scope.Var it = s.declare("it", list.type.element());
        Expr cond = expect(c.expr(1), s, Type.BOOL);
        s.pop();
        return new Exprs.Where(list, it.slot(), cond);
    }

    private Expr name(NameExprContext c, Scope s) {
        String n = c.getText();
        Scope.Var v = s.lookup(n);
        if (v != null) return new Exprs.Local(v.type(), v.slot());
        Rules.OptionDecl o = rules.optionByName.get(n);
        if (o != null) return new Exprs.Option(o.type(), o.index());
        int zone = rules.zones.indexOf(n);
        if (zone >= 0) return new Exprs.Const(Type.ZONE, zone);
        Rules.Counter counter = rules.counter(n);
        if (counter != null && !counter.perPlayer) return new Counters.Read(counter.id);
        Expr builtin = builtins.name(c, n, s);
        if (builtin != null) return builtin;
        Scope.Var it = s.lookup("it");
        if (it != null && (BuiltinCalls.hasMember(it.type(), n)
                || (it.type() == Type.COMPONENT || it.type() == Type.TILE) && rules.attributes.contains(n))) {
            return member(c, new Exprs.Local(it.type(), it.slot()), n, null, s);
        }
        List<String> known = new ArrayList<>(Builtins.names());
        known.addAll(rules.optionByName.keySet());
        if (it != null) known.addAll(BuiltinCalls.known(it.type()));      // what may be written bare here
        return error(c, "unknown name '" + n + "'; " + Names.suggest(n, known), Type.INT);
    }

    /**
     * {@code NAME(ARGS)}: a built-in function; where {@code it} is bound, a member of it written bare
     * ({@code where figures(F) > 0}); {@code super(...)} in a redefinition; a named value.
     */
    private Expr call(CallExprContext c, Scope s) {
        String fn = c.fn.getText();
        List<ExprContext> args = c.args() == null ? List.of() : c.args().expr();
        Expr builtin = builtins.function(c, fn, args, s);
        if (builtin != null) return builtin;
        Scope.Var it = s.lookup("it");
        if (it != null && BuiltinCalls.hasMember(it.type(), fn) && (!rules.values.containsKey(fn) || BuiltinCalls.hasMethod(it.type(), fn))) {
            return member(c, new Exprs.Local(it.type(), it.slot()), fn, args, s);
        }
        if (fn.equals("super") && superSlot != null) return valueCall(c, superSlot, args, s);
        Values.Slot v = rules.values.get(fn);
        if (v != null) return valueCall(c, v, args, s);
        return error(c, "unknown function '" + fn + "'; " + Names.suggest(fn, Builtins.functions()), Type.INT);
    }

    /** A call of a named value, its arguments checked against the declared parameters. */
    private Expr valueCall(CallExprContext c, Values.Slot v, List<ExprContext> args, Scope s) {
        if (args.size() != v.params.length) {
            return error(c, "value " + v.name + " takes " + v.params.length + " argument(s), found " + args.size(), v.result);
        }
        Expr[] a = new Expr[args.size()];
        for (int i = 0; i < a.length; i++) a[i] = expect(args.get(i), s, v.params[i]);
        return new Values.Call(v, a);
    }

    /**
     * {@code target.m} ({@code args} null) or {@code target.m(args)}: a built-in member; or what the rules
     * declare: a summed attribute of a component, an attribute of a placed tile (its features' own, added
     * up), a counter per player of a player.
     */
    private Expr member(ExprContext at, Expr target, String m, List<ExprContext> args, Scope s) {
        Expr builtin = builtins.member(at, target, m, args, s);
        if (builtin != null) return builtin;
        Rules.Counter counter = target.type == Type.PLAYER && args == null ? rules.counter(m) : null;
        if (counter != null && counter.perPlayer) return new Counters.ReadOf(target, counter.id);
        if (target.type == Type.COMPONENT && args == null && rules.attribute(m) >= 0) {
            int a = rules.attribute(m);
            if (a >= rules.summed.length || !rules.summed[a]) {
                return error(at, "attribute '" + m + "' is not summed over components; add 'sums " + m + "' to a feature kind", Type.INT);
            }
            return new ComponentNumber(ComponentNumber.What.ATTRIBUTE, target, a);
        }
        if (target.type == Type.TILE && args == null && rules.attribute(m) >= 0) {
            return new TileExprs.Attribute(target, rules.attribute(m));   // that one tile's own, summed or not
        }
        List<String> known = new ArrayList<>(BuiltinCalls.known(target.type));
        if (target.type == Type.TILE) known.addAll(rules.attributes);
        if (target.type == Type.COMPONENT) {
            for (int a = 0; a < rules.summed.length; a++) if (rules.summed[a]) known.add(rules.attributes.get(a));
        }
        if (target.type == Type.PLAYER) rules.counters.stream().filter(x -> x.perPlayer).forEach(x -> known.add(x.name));
        if (known.isEmpty()) return error(at, target.type.description + " has no member '" + m + "'", Type.INT);
        return error(at, target.type.description + " has no member '" + m + (args != null ? "(...)" : "") + "'; " + Names.suggest(m, known), Type.INT);
    }

    /** The figures named or tagged so, as a bit mask; reports an unknown name (and gives 0). */
    long figureMask(ParserRuleContext at, String n) { return orZero(builtins.lookup(at, n, Arg.FIGURES)); }

    long figureMask(NameContext n) { return figureMask(n, n.getText()); }

    /** A declared token's id, or 0 after reporting the unknown name. */
    int token(ParserRuleContext at, String n) { return (int) orZero(builtins.lookup(at, n, Arg.TOKEN)); }

    int token(NameContext n) { return token(n, n.getText()); }

    /** The id of a name the rules declare as that kind (a move's piece), or -1, reporting nothing. */
    int declared(String n, Arg k) {
        long id = builtins.lookup(null, n, k);
        return id == BuiltinCalls.FAILED ? -1 : (int) id;
    }

    private static long orZero(long id) { return id == BuiltinCalls.FAILED ? 0 : id; }
}
