package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.NameContext;
import org.tilerules.grammar.TilerulesParser.StandsPropContext;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

/**
 * A figure's {@code on KIND, ... [anywhere] [if EXPR]}: where it stands, beyond the tile just placed.
 */
final class KeepingCompiler {
    private KeepingCompiler() {}

    /** {@code on KIND, ... [anywhere] [if EXPR]}: kinds the figure stands on, where, and on what condition. */
    static void stands(Rules rules, Diagnostics diags, String file, ExprCompiler exprs, StandsPropContext sp, FigureKind k) {
        long mask = 0;
        for (NameContext n : sp.name()) {
            Kind kind = rules.kindByName.get(n.getText());
            if (kind == null) {
                diags.add(file, n, "unknown feature kind '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.kindByName.keySet()));
            } else mask |= 1L << kind.id;
        }
        k.standsOn |= mask;
        if (sp.anywhere != null) k.anywhere |= mask;
        if (sp.cond == null) return;
        Scope s = new Scope("", "");
        s.declare("it", Type.COMPONENT);
        Expr cond = exprs.expect(sp.cond, s, Type.BOOL);
        if (k.onlyIf == null) k.onlyIf = new Expr[64];
        for (int kind = 0; kind < 64; kind++) if ((mask & (1L << kind)) != 0) k.onlyIf[kind] = cond;
        k.onlyIfFrame = Math.max(k.onlyIfFrame, s.size());
    }
}
