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
 * excludes ...}, {@code t.tokens(NAME)}) and about places made of tiles
 * ({@code connected(FROM, THROUGH)}, {@code ts.adjacent}, {@code ts.has(t)}); moving tokens is
 * {@link MoveCompiler}'s. Kept apart from the general compilers, which call in here.
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

    /** {@code connected(FROM, THROUGH)}, or null for another function. */
    static Expr call(ExprCompiler exprs, Diagnostics diags, String file, CallExprContext c, String fn, List<ExprContext> args, Scope s) {
        if (!fn.equals("connected")) return null;
        if (args.size() != 2) {
            diags.add(file, c, "'connected' is written connected(FROM_TILES, THROUGH_TILES), found " + args.size()
                    + (args.size() == 1 ? " argument" : " arguments"));
            return new Exprs.Const(Type.TILES, 0);
        }
        return new TileTokens.Connected(exprs.expect(args.get(0), s, Type.TILES), exprs.expect(args.get(1), s, Type.TILES));
    }

    static final List<String> FUNCTIONS = List.of("connected");

    /** {@code t.tokens(NAME [, PLAYER])} of a tile, or null when the member is not this one. */
    static Expr tileMember(ExprCompiler exprs, Rules rules, Diagnostics diags, String file, Expr tile, String m, List<ExprContext> args, Scope s) {
        if (!m.equals("tokens") || args == null || args.size() < 1 || args.size() > 2) return null;
        ExprContext a = args.get(0);
        if (!(a instanceof NameExprContext)) {
            diags.add(file, a, "expected the name of a token on tiles, found '" + a.getText() + "'");
            return new Exprs.Const(Type.INT, 0);
        }
        return new TileTokens.Count(tile, kind(rules, diags, file, a), args.size() == 2 ? exprs.expect(args.get(1), s, Type.PLAYER) : null);
    }

    /** Members of a list of tiles: {@code ts.adjacent}, {@code ts.has(t)}; null for another. */
    static Expr tilesMember(ExprCompiler exprs, Expr tiles, String m, List<ExprContext> args, Scope s) {
        if (m.equals("adjacent") && args == null) return new TileTokens.AdjacentToAny(tiles);
        if (m.equals("has") && args != null && args.size() == 1) return new TileTokens.Has(tiles, exprs.expect(args.get(0), s, Type.TILE));
        return null;
    }

    /** A declared token on tiles, by name; reports any other name (and gives 0). */
    static int kind(Rules rules, Diagnostics diags, String file, ParserRuleContext n) {
        String name = n.getText();
        int k = rules.tileTokens.indexOf(name);
        if (k >= 0) return k;
        diags.add(file, n, "'" + name + "' is not a token on tiles ('piece " + name + " { on tiles }'); " + Names.suggest(name, rules.tileTokens));
        return 0;
    }
}
