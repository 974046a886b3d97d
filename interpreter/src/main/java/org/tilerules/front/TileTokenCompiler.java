package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.TileTokens;
import org.tilerules.runtime.Type;

import java.util.List;

/**
 * Compiles what the language says about tokens lying on tiles ({@code token NAME on tiles
 * excludes ...}); moving tokens is {@link MoveCompiler}'s, and the expressions about them and
 * about places made of tiles ({@code t.tokens(NAME)}, {@code connected(FROM, THROUGH)},
 * {@code ts.adjacent}, {@code ts.has(t)}) are built-ins ({@link ExprBuiltins}). Kept apart from
 * the general compilers, which call in here.
 */
final class TileTokenCompiler {
    private final Rules rules;
    private final Diagnostics diags;
    private final String file;
    private final ExprCompiler exprs;

    TileTokenCompiler(Rules rules, Diagnostics diags, String file, ExprCompiler exprs, BodyCompiler body) {
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        this.exprs = exprs;
    }

    /** {@code token NAME, ... on tiles excludes FIGURE, ...}: the figures kept off such a token's tile. */
    void excludes(TileTokenItemContext tt) {
        long mask = 0;
        for (NameContext n : tt.ex) mask |= exprs.figureMask(n);
        for (NameContext n : tt.tok) {
            int k = rules.tileTokens.indexOf(n.getText());
            if (k >= 0) rules.tileTokenExcludes.set(k, rules.tileTokenExcludes.get(k) | mask);
        }
    }

    /** A declared token on tiles, by name; reports any other name (and gives 0). */
    static int kind(Rules rules, Diagnostics diags, String file, ParserRuleContext n) {
        String name = n.getText();
        int k = rules.tileTokens.indexOf(name);
        if (k >= 0) return k;
        diags.add(file, n, "'" + name + "' is not a token on tiles ('token " + name + " on tiles'); " + Names.suggest(name, rules.tileTokens));
        return 0;
    }
}
