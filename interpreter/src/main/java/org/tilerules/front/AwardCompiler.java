package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Award;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

/** Compiles the award statement (for {@link BodyCompiler}): an award to players drawn from an area is a scoring of the area. */
final class AwardCompiler {
    private AwardCompiler() {}

    /**
     * The area an award's players are drawn from, which makes the award a scoring of it: {@code
     * majority(c)}, {@code c.owners(K)}, either filtered ({@code majority(c) where it == p}); null for
     * players named otherwise (a bonus, not a scoring).
     */
    private static ExprContext area(ExprContext t) {
        while (t instanceof ParenExprContext p) t = p.expr();
        if (t instanceof WhereExprContext w) return area(w.expr(0));
        if (t instanceof CallExprContext call && call.fn.getText().equals("majority") && call.args() != null && call.args().expr().size() == 1) {
            return call.args().expr(0);
        }
        if (t instanceof MemberExprContext m && m.call != null && m.member.getText().equals("owners")) return m.expr();
        return null;
    }

    /**
     * {@code award N to P [as CATEGORY] ["TEXT"]}: the points and players; the component an award to its majority
     * scores (its reason, its figures' score modifiers); the area it announces; the category (the handler's by default)
     * and the moment its reason tells (the handler's event, else "scored").
     */
    static Stmt award(ExprCompiler exprs, Rules rules, String file, AwardStmtContext a, Scope s) {
        Expr points = exprs.expect(a.expr(0), s, Type.INT);
        ExprContext targetCtx = a.expr(1);
        Expr target = exprs.expect(targetCtx, s, Type.PLAYERS);
        Expr about = null;
        if (targetCtx instanceof CallExprContext call && call.fn.getText().equals("majority")
                && call.args() != null && call.args().expr().size() == 1) {
            about = new ExprCompiler(rules, new Diagnostics(), file).compile(call.args().expr(0), s);
        }
        ExprContext areaCtx = area(targetCtx);
        Expr area = areaCtx == null ? null : new ExprCompiler(rules, new Diagnostics(), file).compile(areaCtx, s);
        String category = a.name() != null ? a.name().getText() : s.defaultCategory;
        String text = a.text == null ? null : RulesLoader.unquote(a.text.getText());
        return new Award(points, target, rules.category(category), about, area, s.event.isEmpty() ? "scored" : s.event, RuleSite.of(a, file),
                text, file + ":" + a.getStart().getLine() + ":" + (a.getStart().getCharPositionInLine() + 1));
    }
}
