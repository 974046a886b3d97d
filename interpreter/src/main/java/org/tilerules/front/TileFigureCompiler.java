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
 * ({@code neutral on tiles}, {@code excludes}); moving them is {@link MoveCompiler}'s, and the
 * expressions about them ({@code tile_of}, {@code on_board}, {@code visited}, {@code beside}) are
 * built-ins ({@link ExprBuiltins}). Kept apart from the general compilers, which call in here.
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
}
