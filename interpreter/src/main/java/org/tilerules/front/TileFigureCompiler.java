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
 * ({@code neutral on tiles}, {@code excludes}, {@code place neutral}, 
 * {@code move neutral F to adjacent}, {@code move neutral F beside}) and about sending the
 * figures on a tile home ({@code return figures on}); the expressions about them ({@code tile_of},
 * {@code on_board}, {@code visited}, {@code beside}) are built-ins ({@link ExprBuiltins}).
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

    /** {@code excludes NAME, ...}. */
    void figureProp(FigureKind k, FigurePropContext p) {
        // `neutral on tiles` itself is read with the declarations (RulesLoader), before any rule uses it
        if (p instanceof ExcludesPropContext ep) {
            for (NameContext n : ep.name()) k.excludes |= exprs.figureMask(n);
        }
    }

    /** The statements of this class, or null for any other statement. */
    Stmt stmt(StmtContext st, Scope s) {
        if (st instanceof PlaceNeutralStmtContext p) {
            return new TileFigureRules.Place(kind(p.which), exprs.expect(p.expr(), s, Type.TILE));
        }
        if (st instanceof ReturnOnTileStmtContext r) {
            Expr tile = exprs.expect(r.expr(0), s, Type.TILE);
            if (r.cond == null) return new TileFigureRules.ReturnOnTile(tile, null, 0);
            s.push();
            Scope.Var it = s.declare("it", Type.FIGURE);
            Expr when = exprs.expect(r.cond, s, Type.BOOL);
            s.pop();
            return new TileFigureRules.ReturnOnTile(tile, when, it.slot());
        }
        return null;
    }

    /** The choice options of this class, or null for any other option. */
    Option option(ChoiceOptionContext o, Scope s) {
        if (o instanceof StepNeutralOptionContext st) {
            int k = kind(st.which);
            s.push();
            Scope.Var it = s.declare("it", Type.TILE);
            Expr when = st.cond == null ? null : exprs.expect(st.cond, s, Type.BOOL);
            s.pop();
            return new TileFigureRules.Step(k, when, it.slot(), st.block() == null ? null : body.block(st.block(), s));
        }
        if (o instanceof BesideNeutralOptionContext b) {
            int k = kind(b.which);
            return new TileFigureRules.BesideOption(k, exprs.expect(b.expr(), s, Type.FIGURES),
                    b.block() == null ? null : body.block(b.block(), s));
        }
        return null;
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
