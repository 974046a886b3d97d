package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.EachFigureOptionContext;
import org.tilerules.grammar.TilerulesParser.KeepStmtContext;
import org.tilerules.grammar.TilerulesParser.NameContext;
import org.tilerules.grammar.TilerulesParser.StandsPropContext;
import org.tilerules.runtime.EachOption;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Keeping;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

/**
 * The constructs about figures held off the board and placed beyond the tile
 * just placed: {@code keep w in ZONE [of p]}, {@code option "L" for w in
 * FIGURES { ... }}, and a figure's {@code on KIND anywhere [if EXPR]}.
 */
final class KeepingCompiler {
    private KeepingCompiler() {}

    static Stmt keep(Rules rules, Diagnostics diags, String file, ExprCompiler exprs, KeepStmtContext k, Scope s) {
        Expr fig = exprs.expect(k.expr(0), s, Type.FIGURE);
        int zone = rules.zones.indexOf(k.zone.getText());
        if (zone < 0) {
            diags.add(file, k.zone, "unknown zone '" + k.zone.getText() + "'; " + Names.suggest(k.zone.getText(), rules.zones));
            return null;
        }
        boolean perPlayer = (rules.keptZones & (1L << zone)) != 0;
        if (k.keeper != null && !perPlayer) {
            diags.add(file, k.keeper, "zone " + k.zone.getText() + " is shared, not one per player: write 'keep w in "
                    + k.zone.getText() + "' without 'of'");
        }
        Expr keeper = k.keeper == null ? null : exprs.expect(k.keeper, s, Type.PLAYER);
        return new Keeping.Keep(fig, zone, keeper);
    }

    /** One option per figure, placed tile or player of a list. */
    static Option eachFigure(BodyCompiler body, ExprCompiler exprs, EachFigureOptionContext o, Scope s) {
        Expr list = exprs.compile(o.list, s);
        if (list.type != Type.FIGURES && list.type != Type.TILES && list.type != Type.PLAYERS) {
            list = exprs.mismatch(o.list, "a list of figures, of placed tiles or of players", list, Type.FIGURES);
        }
        s.push();
        Type one = list.type == Type.TILES ? Type.TILE : list.type == Type.PLAYERS ? Type.PLAYER : Type.FIGURE;
        Scope.Var v = s.declare(o.var.getText(), one);
        Stmt[] stmts = body.block(o.block(), s);
        s.pop();
        return new EachOption(RulesLoader.unquote(o.STRING().getText()), v.slot(), list, stmts);
    }
}
