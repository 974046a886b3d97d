package org.tilerules.front;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.misc.Interval;
import org.tilerules.engine.IntList;
import org.tilerules.grammar.TilerulesLexer;
import org.tilerules.grammar.TilerulesParser;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * A scenario's expectation written as a boolean of the rule language ({@code red.score == 8},
 * {@code where_is(count) == market}): compiled by the rules' own expression compiler, in the scope a
 * rule file has (its built-ins, options, zones, counters, named values), with the scenario's players
 * as names of players. When it does not hold, {@link #failure} says what was expected and the values
 * of its parts: {@code expected red.score == 8, but red.score is 6}.
 */
public final class ScenarioExprs {
    private final Rules rules;
    private final String file;
    private final List<String> players;

    public ScenarioExprs(Rules rules, String file, List<String> players) {
        this.rules = rules;
        this.file = file;
        this.players = players;
    }

    /** A compiled expression and the frame it runs in (the players' names bound in its first slots). */
    private record Compiled(Expr expr, Frame frame) {}

    /** Compiles EXPR in a rule file's scope plus the players; a mistake is a LoadException naming file:line:col. */
    private Compiled compile(ExprContext ctx) {
        Diagnostics diags = new Diagnostics();
        Scope s = new Scope("", "");
        for (String p : players) s.declare(p, Type.PLAYER);
        Expr e = new ExprCompiler(rules, diags, file).compile(ctx, s);
        diags.throwIfAny();
        Frame f = new Frame(s.size());
        for (int i = 0; i < players.size(); i++) f.v[i] = i;
        return new Compiled(e, f);
    }

    /** Checks that the expression compiles to a boolean; throws a LoadException (file:line:col) otherwise. */
    public void check(ExprContext ctx) {
        Expr e = compile(ctx).expr();
        if (e.type != Type.BOOL) {
            Diagnostics d = new Diagnostics();
            d.add(file, ctx, "an expectation must be true or false, found " + e.type.description + " in '" + text(ctx) + "'");
            d.throwIfAny();
        }
    }

    /** Null when the expression holds in the game; else what was expected and what its parts are. */
    public String failure(ExprContext ctx, Game g) {
        check(ctx);
        if (truth(ctx, g)) return null;
        List<String> parts = new ArrayList<>();
        explain(ctx, g, parts);
        return "expected " + text(ctx) + (parts.isEmpty() ? ", but it is false" : ", but " + String.join(", ", parts));
    }

    private boolean truth(ExprContext ctx, Game g) {
        Compiled c = compile(ctx);
        return c.expr().evalBool(g, c.frame());
    }

    /** The parts that make a false expression false, each with its value. */
    private void explain(ExprContext ctx, Game g, List<String> out) {
        if (ctx instanceof ParenExprContext p) explain(p.expr(), g, out);
        else if (ctx instanceof AndExprContext a) explain(truth(a.expr(0), g) ? a.expr(1) : a.expr(0), g, out);
        else if (ctx instanceof OrExprContext o) {
            explain(o.expr(0), g, out);
            explain(o.expr(1), g, out);
        } else if (ctx instanceof CmpExprContext c) {
            for (ExprContext side : c.expr()) if (!literal(side)) out.add(text(side) + " is " + value(side, g));
        } else if (ctx instanceof NotExprContext n) {
            ExprContext inner = n.expr();
            while (inner instanceof ParenExprContext p) inner = p.expr();
            out.add(text(inner) + " is " + value(inner, g));
        }
        else if (!literal(ctx)) out.add(text(ctx) + " is false");
    }

    private static boolean literal(ExprContext e) {
        return e instanceof IntExprContext || e instanceof BoolExprContext
                || e instanceof NegExprContext n && n.expr() instanceof IntExprContext;
    }

    /** A value as people read it: a number, true or false, a player's or zone's name, a tile and where it lies. */
    private String value(ExprContext ctx, Game g) {
        Compiled c = compile(ctx);
        Expr e = c.expr();
        if (e.type.isList()) {
            IntList l = e.evalList(g, c.frame());
            List<String> xs = new ArrayList<>();
            for (int i = 0; i < l.size(); i++) xs.add(scalar(e.type.element(), l.get(i), g));
            return xs.isEmpty() ? "none" : xs.size() + " (" + String.join(", ", xs) + ")";
        }
        return scalar(e.type, e.evalInt(g, c.frame()), g);
    }

    private String scalar(Type t, int v, Game g) {
        return switch (t) {
            case BOOL -> v != 0 ? "true" : "false";
            case PLAYER -> v < 0 || v >= g.playerNames.length ? "nobody" : g.playerNames[v];
            case ZONE -> v < 0 || v >= rules.zones.size() ? "no zone" : rules.zones.get(v);
            case TILE -> v < 0 ? "no tile" : g.type(g.board.type[v]).name + " at " + g.board.x[v] + "," + g.board.y[v];
            default -> Integer.toString(v);
        };
    }

    /**
     * A short form's expression ({@code score red == 8} is {@code red.score == 8}), parsed from the text it
     * stands for; the short form checks its own names first, so this text always parses.
     */
    public static ExprContext parse(String text) {
        var parser = new TilerulesParser(new CommonTokenStream(
                new TilerulesLexer(CharStreams.fromString(text))));
        return parser.expr();
    }

    /** The expression as written (its spaces kept). */
    public static String text(ParserRuleContext ctx) {
        if (ctx.getStart() == null || ctx.getStop() == null || ctx.getStop().getStopIndex() < ctx.getStart().getStartIndex()) return ctx.getText();
        return ctx.getStart().getInputStream().getText(Interval.of(ctx.getStart().getStartIndex(), ctx.getStop().getStopIndex()));
    }
}
