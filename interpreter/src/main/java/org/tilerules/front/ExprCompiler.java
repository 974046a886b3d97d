package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Around;
import org.tilerules.runtime.BoardExprs;
import org.tilerules.runtime.BoardExprs.ComponentNumber;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.TokenRules;
import org.tilerules.runtime.Values;
import org.tilerules.runtime.TileExprs;
import org.tilerules.runtime.TilePathExprs;
import org.tilerules.runtime.TitleExprs;
import org.tilerules.runtime.Type;

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
    private final Set<String> tags;
    /** While a redefinition of a named value compiles: the definition it replaces ({@code super}). */
    Values.Slot superSlot;

    ExprCompiler(Rules rules, Diagnostics diags, String file) {
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        this.tags = new LinkedHashSet<>();
        rules.tiles.forEach(t -> tags.addAll(t.tags));
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
        if (ctx instanceof NegExprContext c) return new Exprs.Neg(expect(c.expr(), s, Type.INT));
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

    private Expr arith(char op, ExprContext a, ExprContext b, Scope s) {
        Expr x = expect(a, s, Type.INT), y = expect(b, s, Type.INT);
        String site = file + ":" + a.getStart().getLine() + ":" + (a.getStart().getCharPositionInLine() + 1);
        if (x.constant() != null && y.constant() != null) {
            Exprs.Arith folded = new Exprs.Arith(op, x, y);
            try {
                return new Exprs.Const(Type.INT, folded.evalInt(null, null));
            } catch (org.tilerules.runtime.RuleError e) {
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
        org.tilerules.runtime.Counters.Counter counter = rules.counter(n);
        if (counter != null && !counter.perPlayer) return new org.tilerules.runtime.Counters.Read(counter.id);
        switch (n) {
            case "current": return new Exprs.Global(Exprs.Global.What.CURRENT, Type.PLAYER);
            case "placed": return new Exprs.Global(Exprs.Global.What.PLACED, Type.TILE);
            case "remaining": return new Exprs.Global(Exprs.Global.What.REMAINING, Type.INT);
            case "repeats": return new Exprs.Global(Exprs.Global.What.REPEATS, Type.INT);
            case "board": return new TileExprs.All();
            case "completed": return new Exprs.Completed();
            case "drew_held": return new Exprs.Global(Exprs.Global.What.DREW_HELD, Type.BOOL);
            case "added": return new Exprs.Global(Exprs.Global.What.ADDED, Type.INT);
            case "awarded": return new Exprs.Global(Exprs.Global.What.AWARDED, Type.INT);
            default: break;
        }
        Expr reaction = ReactionCompiler.name(n);
        if (reaction != null) return reaction;
        Scope.Var it = s.lookup("it");
        if (it != null && it.type() == Type.TILE && TILE_MEMBERS.contains(n)) {
            return member(c, new Exprs.Local(Type.TILE, it.slot()), n, null, s);
        }
        if (it != null && it.type() == Type.COMPONENT && componentMember(n)) {
            return member(c, new Exprs.Local(Type.COMPONENT, it.slot()), n, null, s);
        }
        List<String> known = new ArrayList<>(List.of("current", "placed", "remaining", "repeats", "board", "completed", "drew_held", "added", "over", "awarded"));
        known.addAll(rules.optionByName.keySet());
        return error(c, "unknown name '" + n + "'; " + Names.suggest(n, known), Type.INT);
    }

    /** Members of a tile that may be written bare where {@code it} is a tile ({@code board where tagged(T)}). */
    private static final List<String> TILE_MEMBERS = List.of("neighbours", "components", "adjacent", "around", "x", "y");
    private static final List<String> TILE_CALLS = List.of("tagged", "pieces", "joins", "bend", "previous", "lines", "tokens", "toward", "nearest");

    private boolean componentMember(String n) {
        return List.of("tiles", "open_ports", "complete", "neighbours", "around").contains(n) || rules.attributes.contains(n);
    }

    private Expr call(CallExprContext c, Scope s) {
        String fn = c.fn.getText();
        List<ExprContext> args = c.args() == null ? List.of() : c.args().expr();
        switch (fn) {
            case "count":
                if (!arity(c, args, 1)) return new Exprs.Const(Type.INT, 0);
                Expr list = compile(args.get(0), s);
                if (!list.type.isList()) return error(c, "count(...) needs a list, found " + list.type.description, Type.INT);
                return new Exprs.Count(list);
            case "majority":
                if (!arity(c, args, 1)) return new Exprs.Const(Type.PLAYERS, 0);
                return new BoardExprs.Majority(expect(args.get(0), s, Type.COMPONENT));
            case "components": {
                if (!arity(c, args, 1)) return new Exprs.Const(Type.COMPONENTS, 0);
                Kind k = kindArg(args.get(0));
                return k == null ? new Exprs.Const(Type.COMPONENTS, 0) : new BoardExprs.ComponentsOf(k.id);
            }
            case "where_is": {
                if (!arity(c, args, 1)) return new Exprs.Const(Type.ZONE, 0);
                String n = bareName(args.get(0), "a neutral figure");
                FigureKind fk = n == null ? null : rules.figureByName.get(n);
                if (n != null && (fk == null || fk.neutralZone < 0)) {
                    diags.add(file, args.get(0), "'" + n + "' is not a neutral figure");
                    return new Exprs.Const(Type.ZONE, 0);
                }
                return fk == null ? new Exprs.Const(Type.ZONE, 0) : new BoardExprs.WhereIs(fk.id);
            }
            case "neutral": {
                // neutral(FIGURE): the neutral figure itself, in its zone or on a feature
                if (!arity(c, args, 1)) return new Exprs.Const(Type.FIGURE, -1);
                String n = bareName(args.get(0), "a neutral figure");
                FigureKind fk = n == null ? null : rules.figureByName.get(n);
                if (n != null && (fk == null || fk.neutralZone < 0)) {
                    diags.add(file, args.get(0), "'" + n + "' is not a neutral figure in a zone ('neutral in ZONE')");
                    return new Exprs.Const(Type.FIGURE, -1);
                }
                return fk == null ? new Exprs.Const(Type.FIGURE, -1) : new BoardExprs.NeutralFigure(fk.id);
            }
            case "pieces_of": {
                if (!arity(c, args, 2)) return new Exprs.Const(Type.FIGURES, 0);
                Expr where = compile(args.get(0), s);
                String n = bareName(args.get(1), "a figure or figure tag");
                long mask = n == null ? 0 : figureMask(args.get(1), n);
                if (where.type == Type.TILES) return new org.tilerules.runtime.LineExprs.PiecesOnTiles(where, mask);
                if (where.type != Type.COMPONENTS) {
                    return error(args.get(0), "expected a list of components or of tiles, found " + where.type.description, Type.FIGURES);
                }
                return new BoardExprs.PiecesOf(where, mask);
            }
            case "most": {
                if (!arity(c, args, 1)) return new Exprs.Const(Type.PLAYERS, 0);
                String n = bareName(args.get(0), "a token");
                org.tilerules.runtime.Counters.Counter counter = n == null ? null : rules.counter(n);
                if (counter != null && counter.perPlayer) return new org.tilerules.runtime.Counters.Most(counter.id);
                return new TokenRules.Most(n == null ? 0 : token(args.get(0), n));
            }
            case "sum": {
                if (!arity(c, args, 2)) return new Exprs.Const(Type.INT, 0);
                Expr over = compile(args.get(0), s);
                if (!over.type.isList()) return error(c, "sum(LIST, EXPR) needs a list first, found " + over.type.description, Type.INT);
                s.push();
                Scope.Var it = s.declare("it", over.type.element());
                Expr each = expect(args.get(1), s, Type.INT);
                s.pop();
                return new Values.Sum(over, it.slot(), each);
            }
            case "drawn_tagged": {
                if (!arity(c, args, 1)) return new Exprs.Const(Type.BOOL, 0);
                String tag = bareName(args.get(0), "a tile or a tile tag");
                if (tag != null && !tags.contains(tag) && !rules.tileByName.containsKey(tag)) {
                    diags.add(file, args.get(0), "no tile is named or tagged '" + tag + "'; " + Names.suggest(tag, tags));
                }
                return new org.tilerules.runtime.DrawnTile.Tagged(tag == null ? "" : tag);
            }
            case "seats_after":
                if (!arity(c, args, 1)) return new Exprs.Const(Type.PLAYERS, 0);
                return new BoardExprs.SeatsAfter(expect(args.get(0), s, Type.PLAYER));
            case "holders":
            case "record": {
                if (!arity(c, args, 1)) return new Exprs.Const(fn.equals("record") ? Type.INT : Type.PLAYERS, 0);
                String n = bareName(args.get(0), "a title");
                int t = n == null ? -1 : rules.titles.indexOf(n);
                if (n != null && t < 0) diags.add(file, args.get(0), "unknown title '" + n + "'; " + Names.suggest(n, rules.titles));
                t = Math.max(t, 0);
                return fn.equals("record") ? new TitleExprs.Record(t) : new TitleExprs.Holders(t);
            }
            case "roll":
                if (!arity(c, args, 1)) return new Exprs.Const(Type.INT, 0);
                return new org.tilerules.runtime.Roll(expect(args.get(0), s, Type.INT));
            case "max":
            case "min":
                if (!arity(c, args, 2)) return new Exprs.Const(Type.INT, 0);
                return new Exprs.MinMax(fn.equals("max"), expect(args.get(0), s, Type.INT), expect(args.get(1), s, Type.INT));
            default: {
                Scope.Var it = s.lookup("it");
                if (it != null && it.type() == Type.COMPONENT && List.of("figures", "pieces", "owners", "related", "is", "around").contains(fn)) {
                    return member(c, new Exprs.Local(Type.COMPONENT, it.slot()), fn, args, s);
                }
                if (it != null && it.type() == Type.TILE && TILE_CALLS.contains(fn)) {
                    return member(c, new Exprs.Local(Type.TILE, it.slot()), fn, args, s);
                }
                if (fn.equals("super") && superSlot != null) return valueCall(c, superSlot, args, s);
                Values.Slot v = rules.values.get(fn);
                if (v != null) return valueCall(c, v, args, s);
                Expr onTiles = new TileFigureCompiler(rules, diags, file, this, null).call(c, fn, args, s);
                if (onTiles != null) return onTiles;
                Expr places = TileTokenCompiler.call(this, diags, file, c, fn, args, s);
                if (places != null) return places;
                Expr reaction = ReactionCompiler.call(this, rules, diags, file, c, fn, args, s);
                if (reaction != null) return reaction;
                List<String> known = new ArrayList<>(List.of("count", "majority", "components", "pieces_of", "seats_after", "where_is", "neutral", "holders", "record", "max", "min", "most", "sum", "roll", "drawn_tagged"));
                known.addAll(TileFigureCompiler.FUNCTIONS);
                known.addAll(TileTokenCompiler.FUNCTIONS);
                known.addAll(ReactionCompiler.FUNCTIONS);
                return error(c, "unknown function '" + fn + "'; " + Names.suggest(fn, known), Type.INT);
            }
        }
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

    private boolean arity(ExprContext c, List<ExprContext> args, int n) {
        if (args.size() == n) return true;
        diags.add(file, c, "'" + c.getStart().getText() + "' takes " + n + (n == 1 ? " argument" : " arguments") + ", found " + args.size());
        return false;
    }

    private String bareName(ExprContext a, String what) {
        if (a instanceof NameExprContext) return a.getText();
        diags.add(file, a, "expected the name of " + what + ", found '" + a.getText() + "'");
        return null;
    }

    Kind kindArg(ExprContext a) {
        String n = bareName(a, "a feature kind");
        if (n == null) return null;
        Kind k = rules.kindByName.get(n);
        if (k == null) diags.add(file, a, "unknown feature kind '" + n + "'; " + Names.suggest(n, rules.kindByName.keySet()));
        return k;
    }

    private Expr member(ExprContext at, Expr target, String m, List<ExprContext> args, Scope s) {
        boolean call = args != null;
        switch (target.type) {
            case COMPONENT:
                return componentMember(at, target, m, args, s);
            case COMPONENTS:
                // cs.related(REL): the components related to any of them (each once): what portless features point at
                if (m.equals("related") && call && args.size() == 1) {
                    String n = bareName(args.get(0), "a relation");
                    int r = n == null ? -1 : rules.relation(n);
                    if (n != null && r < 0) diags.add(file, args.get(0), "no tile declares the relation '" + n + "'; " + Names.suggest(n, rules.relations));
                    return new org.tilerules.runtime.RelatedToAny(target, Math.max(r, 0));
                }
                return error(at, "a list of components has no member '" + m + "'; known: related(RELATION)", Type.INT);
            case TILES: {
                Expr e = TileTokenCompiler.tilesMember(this, target, m, args, s);
                return e != null ? e : error(at, "a list of placed tiles has no member '" + m + "'; known: adjacent, has(TILE)", Type.INT);
            }
            case ZONE:
                if (m.equals("figures")) {
                    long mask = -1L;
                    if (call) {
                        if (args.size() != 1) return error(at, "figures(NAME) takes one figure name or tag", Type.INT);
                        String n = bareName(args.get(0), "a figure or figure tag");
                        mask = n == null ? 0 : figureMask(args.get(0), n);
                    }
                    return new BoardExprs.ZoneCount(target, mask);
                }
                if (m.equals("of") && call && args.size() == 1) return new org.tilerules.runtime.Keeping.Of(target, expect(args.get(0), s, Type.PLAYER));
                return error(at, "a zone has no member '" + m + "'; known: figures, figures(FIGURE), of(PLAYER)", Type.INT);
            case FIGURE:
                if (m.equals("owner") && !call) return new BoardExprs.FigureOwner(target);
                if (m.equals("at") && !call) return new BoardExprs.FigureAt(target);
                if (m.equals("tile") && !call) return new TileExprs.OfFigure(target);
                if (m.equals("keeper") && !call) return new org.tilerules.runtime.Keeping.KeeperOf(target);
                if (m.equals("kept") && !call) return new org.tilerules.runtime.Keeping.IsKept(target);
                if (m.equals("is") && call && args.size() == 1) {
                    String n = bareName(args.get(0), "a figure or figure tag");
                    return new BoardExprs.FigureIs(target, n == null ? 0 : figureMask(args.get(0), n));
                }
                return error(at, "a figure has no member '" + m + "'; known: owner, at, tile, is(FIGURE), keeper, kept", Type.INT);
            case TILE:
                if (m.equals("neighbours") && !call) return new BoardExprs.TileNeighbours(target);
                if (m.equals("components") && !call) return new BoardExprs.TileComponents(target);
                if (m.equals("adjacent") && !call) return new TileExprs.Adjacent(target, false);
                if (m.equals("around") && !call) return new TileExprs.Adjacent(target, true);
                Expr tokens = TileTokenCompiler.tileMember(this, rules, diags, file, target, m, args, s);
                if (tokens != null) return tokens;
                if (m.equals("lines") && call && args.size() == 1) return new org.tilerules.runtime.LineExprs.Lines(target, expect(args.get(0), s, Type.INT));
                if ((m.equals("x") || m.equals("y")) && !call) return new TileExprs.Coordinate(target, m.equals("x"));
                if (m.equals("pieces") && call && args.size() == 1) {
                    String n = bareName(args.get(0), "a figure or figure tag");
                    return new TileExprs.Pieces(target, n == null ? 0 : figureMask(args.get(0), n));
                }
                if (m.equals("tagged") && call && args.size() == 1) {
                    String tag = bareName(args.get(0), "a tile tag");
                    if (tag != null && !tags.contains(tag)) {
                        diags.add(file, args.get(0), "no tile has the tag '" + tag + "'; " + Names.suggest(tag, tags));
                    }
                    return new BoardExprs.TileTagged(target, tag == null ? "" : tag);
                }
                if (m.equals("toward") && call && args.size() == 2) {
                    String d = bareName(args.get(0), "a compass point (N, NE, E, SE, S, SW, W, NW)");
                    int dir = d == null ? 0 : TileExprs.Toward.POINTS.indexOf(d);
                    if (d != null && dir < 0) diags.add(file, args.get(0), "unknown compass point '" + d + "'; known: " + String.join(", ", TileExprs.Toward.POINTS));
                    return new TileExprs.Toward(target, Math.max(0, dir), expect(args.get(1), s, Type.INT));
                }
                if (m.equals("nearest") && call && args.size() == 1) {
                    String n = bareName(args.get(0), "a junction");
                    return new org.tilerules.runtime.Junctions.Nearest(target, n == null ? 0 : junction(args.get(0), n));
                }
                if ((m.equals("joins") || m.equals("bend") || m.equals("previous")) && call && args.size() == 1) {
                    Kind k = kindArg(args.get(0));
                    TilePathExprs.What w = TilePathExprs.What.valueOf(m.toUpperCase(java.util.Locale.ROOT));
                    return new TilePathExprs.OfTile(target, k == null ? 0 : k.id, w);
                }
                return error(at, "a placed tile has no member '" + m + "'; known: neighbours, components, adjacent, around, x, y, pieces(FIGURE), tokens(TOKEN [, PLAYER]), tagged(TAG), joins(KIND), bend(KIND), previous(KIND), lines(N), toward(POINT, N), nearest(JUNCTION)", Type.INT);
            case PLAYER:
                if (m.equals("score") && !call) return new BoardExprs.PlayerNumber(target, -1);
                if (m.equals("next") && !call) return new BoardExprs.Seat(target, BoardExprs.Seat.What.NEXT);
                if (m.equals("turn_points") && !call) return new BoardExprs.Seat(target, BoardExprs.Seat.What.TURN_POINTS);
                if (m.equals("hand") && !call) return new BoardExprs.Seat(target, BoardExprs.Seat.What.HAND);
                if (m.equals("held") && !call) return new BoardExprs.Seat(target, BoardExprs.Seat.What.HELD);
                if (m.equals("pieces") && call && args.size() == 1) {
                    String n = bareName(args.get(0), "a figure or figure tag");
                    return new org.tilerules.runtime.PlayerPieces(target, n == null ? 0 : figureMask(args.get(0), n));
                }
                org.tilerules.runtime.Counters.Counter counter = call ? null : rules.counter(m);
                if (counter != null && counter.perPlayer) return new org.tilerules.runtime.Counters.ReadOf(target, counter.id);
                if (m.equals("tokens") && call && args.size() == 1) {
                    String n = bareName(args.get(0), "a token");
                    return new TokenRules.Held(target, n == null ? 0 : token(args.get(0), n));
                }
                if (m.equals("links") && call && args.size() == 1) {
                    String n = bareName(args.get(0), "a link");
                    return new org.tilerules.runtime.Links.Held(target, n == null ? 0 : link(args.get(0), n));
                }
                if (m.equals("supply") && call && args.size() == 1) {
                    FigureKind f = figureArg(args.get(0));
                    return new BoardExprs.PlayerNumber(target, f == null ? 0 : f.id);
                }
                return error(at, "a player has no member '" + m + "'; known: score, turn_points, next, hand, held, supply(FIGURE), tokens(TOKEN), links(LINK), pieces(FIGURE)"
                        + (rules.counters.stream().anyMatch(x -> x.perPlayer) ? ", and the counters per player " + String.join(", ", rules.counters.stream().filter(x -> x.perPlayer).map(x -> x.name).toList()) : ""), Type.INT);
            default:
                return error(at, target.type.description + " has no member '" + m + "'", Type.INT);
        }
    }

    /** The figures named or tagged so, as a bit mask; reports an unknown name. */
    long figureMask(org.antlr.v4.runtime.ParserRuleContext at, String n) {
        if (n.equals("figure")) return -1L;      // any figure, as in 'place figure on'
        long mask = 0;
        for (FigureKind f : rules.figures) if (f.is(n)) mask |= 1L << f.id;
        if (mask == 0) {
            Set<String> known = new LinkedHashSet<>();
            rules.figures.forEach(f -> { known.add(f.name); known.addAll(f.tags); });
            diags.add(file, at.getStart(), "no figure is named or tagged '" + n + "'; " + Names.suggest(n, known));
        }
        return mask;
    }

    long figureMask(NameContext n) { return figureMask(n, n.getText()); }

    /** A declared token's id, or 0 after reporting the unknown name. */
    int token(org.antlr.v4.runtime.ParserRuleContext at, String n) {
        int t = rules.tokens.indexOf(n);
        if (t < 0) {
            diags.add(file, at.getStart(), "unknown token '" + n + "'; " + Names.suggest(n, rules.tokens));
            return 0;
        }
        return t;
    }

    int token(NameContext n) { return token(n, n.getText()); }

    /** A declared link kind's id ({@code link NAME { ... }}), or 0 after reporting the unknown name. */
    int link(org.antlr.v4.runtime.ParserRuleContext at, String n) {
        for (var k : rules.links) if (k.name.equals(n)) return k.id;
        diags.add(file, at.getStart(), "unknown link '" + n + "'; " + Names.suggest(n, rules.links.stream().map(k -> k.name).toList()));
        return 0;
    }

    /** A declared junction kind's id ({@code junction NAME { ... }}), or 0 after reporting the unknown name. */
    int junction(org.antlr.v4.runtime.ParserRuleContext at, String n) {
        for (var k : rules.junctions) if (k.name.equals(n)) return k.id;
        diags.add(file, at.getStart(), "unknown junction '" + n + "'; " + Names.suggest(n, rules.junctions.stream().map(k -> k.name).toList()));
        return 0;
    }

    private FigureKind figureArg(ExprContext a) {
        String n = bareName(a, "a figure");
        if (n == null) return null;
        FigureKind f = rules.figureByName.get(n);
        if (f == null) diags.add(file, a, "unknown figure '" + n + "'; " + Names.suggest(n, rules.figureByName.keySet()));
        return f;
    }

    private Expr componentMember(ExprContext at, Expr c, String m, List<ExprContext> args, Scope s) {
        boolean call = args != null;
        if (!call) {
            switch (m) {
                case "tiles": return new ComponentNumber(ComponentNumber.What.TILES, c, -1);
                case "open_ports": return new ComponentNumber(ComponentNumber.What.OPEN_PORTS, c, -1);
                case "complete": return new ComponentNumber(ComponentNumber.What.COMPLETE, c, -1);
                case "neighbours":
                    s.readsNeighbours = true;
                    return new ComponentNumber(ComponentNumber.What.NEIGHBOURS, c, -1);
                case "figures": return new ComponentNumber(ComponentNumber.What.FIGURES, c, -1);
                case "around": return new Around(c, null);
                case "places": return new org.tilerules.runtime.LineExprs.Places(c);
                default: break;
            }
            int a = rules.attribute(m);
            if (a >= 0) {
                if (a >= rules.summed.length || !rules.summed[a]) {
                    return error(at, "attribute '" + m + "' is not summed over components; add 'sums " + m + "' to a feature kind", Type.INT);
                }
                return new ComponentNumber(ComponentNumber.What.ATTRIBUTE, c, a);
            }
        } else {
            switch (m) {
                case "figures":
                case "pieces":
                case "owners": {
                    if (args.size() != 1) return error(at, m + "(NAME) takes one figure name or tag", Type.INT);
                    String n = bareName(args.get(0), "a figure or figure tag");
                    long mask = n == null ? 0 : figureMask(args.get(0), n);
                    if (m.equals("pieces")) return new BoardExprs.Pieces(c, mask);
                    if (m.equals("owners")) return new BoardExprs.Owners(c, mask);
                    return new BoardExprs.FiguresNamed(c, mask);
                }
                case "related": {
                    if (args.size() != 1) return error(at, "related(RELATION) takes one relation name", Type.COMPONENTS);
                    String n = bareName(args.get(0), "a relation");
                    int r = n == null ? -1 : rules.relation(n);
                    if (n != null && r < 0) {
                        diags.add(file, args.get(0), "no tile declares the relation '" + n + "'; " + Names.suggest(n, rules.relations));
                    }
                    return new BoardExprs.Related(c, Math.max(r, 0));
                }
                case "around": {
                    if (args.size() != 1) return error(at, "around(TAG) takes one tile tag", Type.COMPONENTS);
                    String tag = bareName(args.get(0), "a tile tag");
                    if (tag != null && !tags.contains(tag)) {
                        diags.add(file, args.get(0), "no tile has the tag '" + tag + "'; " + Names.suggest(tag, tags));
                    }
                    return new Around(c, tag == null ? "" : tag);
                }
                case "admits": {
                    if (args.size() != 1) return error(at, "admits(FIGURE) takes one figure", Type.BOOL);
                    return new BoardExprs.Admits(c, expect(args.get(0), s, Type.FIGURE));
                }
                case "is": {
                    if (args.size() != 1) return error(at, "is(KIND) takes one feature kind", Type.BOOL);
                    Kind k = kindArg(args.get(0));
                    return new BoardExprs.IsKind(c, k == null ? 0 : k.id);
                }
                default: break;
            }
        }
        List<String> known = new ArrayList<>(List.of("tiles", "open_ports", "complete", "neighbours", "figures", "places",
                "figures(FIGURE)", "pieces(FIGURE)", "owners(FIGURE)", "related(RELATION)", "is(KIND)", "admits(FIGURE)", "around", "around(TAG)"));
        for (int a = 0; a < rules.summed.length; a++) if (rules.summed[a]) known.add(rules.attributes.get(a));
        return error(at, "a component has no member '" + m + (call ? "(...)" : "") + "'; " + Names.suggest(m, known), Type.INT);
    }
}
