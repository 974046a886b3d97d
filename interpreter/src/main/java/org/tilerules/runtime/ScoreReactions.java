package org.tilerules.runtime;

import java.util.List;
import org.tilerules.engine.IntList;

/**
 * Reactions to points as they are awarded ({@code on scored p n { ... }}): after every award, to
 * any player (an award of 0 points too, which makes no score event), the handlers run with the
 * player in slot 0 and the points in slot 1. Points they award cause reactions of their own (points taken from an award are an award
 * too); {@code awarded_as(CATEGORY)} tells the handlers which kind of points they see.
 */
public final class ScoreReactions {
    private ScoreReactions() {}

    /** Deeper than this, reactions award points to each other without end: a mistake in the rules. */
    private static final int MAX_DEPTH = 64;

    static void fire(Game g, List<Rules.Handler> hs, int player, int points, int category) {
        if (g.reactionDepth >= MAX_DEPTH) {
            String site = hs.isEmpty() || hs.get(0).site() == null ? "" : hs.get(0).site() + ": ";
            throw new RuleError(site + "'on scored' handlers award points to each other more than " + MAX_DEPTH + " times deep;"
                    + " expected a condition that stops an award in a reaction to awards");
        }
        int outer = g.awardCategory;
        g.reactionDepth++;
        try {
            for (Rules.Handler h : hs) {
                g.awardCategory = category;
                Frame hf = new Frame(h.frameSize());
                hf.v[0] = player;
                hf.v[1] = points;
                Stmt.run(h.body(), g, hf);
            }
        } finally {
            g.awardCategory = outer;
            g.reactionDepth--;
        }
    }

    /** {@code awarded_as(CATEGORY)}: inside an {@code on scored} handler, whether its points were awarded as that. */
    public static final class AwardedAs extends Expr {
        private final int category;

        public AwardedAs(int category) {
            super(Type.BOOL);
            this.category = category;
        }

        @Override public int evalInt(Game g, Frame f) { return g.awardCategory == category ? 1 : 0; }
    }

    /** {@code over}: the last turn has been played (true in the end-of-game handlers and what they cause). */
    public static final class Over extends Expr {
        public Over() { super(Type.BOOL); }

        @Override public int evalInt(Game g, Frame f) { return g.over ? 1 : 0; }
    }

    /** {@code first(LIST, N)}: the list's first N elements (all of them when it has fewer). */
    public static final class First extends Expr {
        private final Expr list, n;

        public First(Expr list, Expr n) {
            super(list.type);
            this.list = list;
            this.n = n;
        }

        @Override public IntList evalList(Game g, Frame f) {
            if (list instanceof TileExprs.All) {
                // the first tiles of the board are 0, 1, ...: not the whole board listed to keep a few
                int placed = g.board.n, k = Math.min(placed, Math.max(0, n.evalInt(g, f)));
                IntList out = new IntList(Math.max(1, k));
                for (int t = 0; t < k; t++) out.add(t);
                return out;
            }
            IntList all = list.evalList(g, f);
            int k = Math.max(0, n.evalInt(g, f));
            if (all.size() <= k) return all;
            IntList out = new IntList(k);
            for (int i = 0; i < k; i++) out.add(all.get(i));
            return out;
        }
    }
}
