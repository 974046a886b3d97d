package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.SetAside;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.TileFigureRules;
import org.tilerules.runtime.Type;

import java.util.List;

/**
 * Compiles what the language says about neutral figures standing on tiles
 ({@code neutral on tiles}, {@code excludes}, {@code tile_of}, {@code on_board},
 * {@code visited}, {@code beside}) and {@code seats_from}; moving them is {@link MoveCompiler}'s.
 * Kept apart from the general compilers, which call in here.
 */
final class TileFigureCompiler {
    private final Rules rules;
    private final Diagnostics diags;
    private final String file;
    private final ExprCompiler exprs;
    private final BodyCompiler body;

    TileFigureCompiler(Rules rules, Diagnostics diags, String file, ExprCompiler exprs, BodyCompiler body) {
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        this.exprs = exprs;
        this.body = body;
    }

    /** The functions of this class ({@code tile_of} ...), or null for any other name. */
    Expr call(CallExprContext c, String fn, List<ExprContext> args, Scope s) {
        switch (fn) {
            case "tile_of":
            case "on_board":
            case "beside": {
                if (args.size() != 1) return arity(c, fn, "(FIGURE)", args.size(), fn.equals("beside") ? Type.FIGURES : fn.equals("tile_of") ? Type.TILE : Type.BOOL);
                int k = kind(args.get(0));
                if (fn.equals("tile_of")) return new TileFigureRules.TileOf(k);
                if (fn.equals("on_board")) return new TileFigureRules.OnBoard(k);
                return new TileFigureRules.Beside(k);
            }
            case "visited":
                if (args.size() != 2) return arity(c, fn, "(FIGURE, TILE)", args.size(), Type.BOOL);
                return new TileFigureRules.Visited(kind(args.get(0)), exprs.expect(args.get(1), s, Type.TILE));
            case "seats_from":
                if (args.size() != 2) return arity(c, fn, "(PLAYER, COUNT)", args.size(), Type.PLAYERS);
                return new TileFigureRules.SeatsFrom(exprs.expect(args.get(0), s, Type.PLAYER), exprs.expect(args.get(1), s, Type.INT));
            default:
                return null;
        }
    }

    static final List<String> FUNCTIONS = List.of("tile_of", "on_board", "beside", "visited", "seats_from");

    private Expr arity(ParserRuleContext c, String fn, String shape, int found, Type type) {
        diags.add(file, c, "'" + fn + "' is written " + fn + shape + ", found " + found + (found == 1 ? " argument" : " arguments"));
        return new Exprs.Const(type, 0);
    }

    /** A neutral figure that stands on tiles, by name; reports any other name (and gives kind 0). */
    private int kind(ParserRuleContext n) {
        String name = n.getText();
        FigureKind k = rules.figureByName.get(name);
        if (k != null && k.onTiles) return k.id;
        diags.add(file, n, "'" + name + "' is not a neutral figure standing on tiles ('neutral on tiles'); "
                + Names.suggest(name, rules.figures.stream().filter(x -> x.onTiles).map(x -> x.name).toList()));
        return 0;
    }
}
