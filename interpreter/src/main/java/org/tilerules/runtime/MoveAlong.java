package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

/**
 * {@code move FIGURES along TILES}: one of the figures (on the board) to its own component's
 * feature on another tile, reached from its tile by steps across sides where the component
 * continues, passing only over tiles of the list and ending on one; label {@code move FIGURE
 * from x,y.F to x,y.F}. A tile where a token or neutral figure keeps the figure away is no end.
 */
public final class MoveAlong extends Option {
    private static final int[] DX = Ports.DX, DY = Ports.DY;
    private final Expr figures, tiles;

    public MoveAlong(Expr figures, Expr tiles) {
        this.figures = figures;
        this.tiles = tiles;
    }

    @Override protected void offer(Game g, Frame f, Options out) {
        IntList figs = figures.evalList(g, f);
        if (figs.size() == 0) return;
        boolean[] open = TileExprs.marks(g, tiles.evalList(g, f));
        for (int i = 0; i < figs.size(); i++) {
            int fig = figs.get(i), from = g.graph.figAt[fig];
            if (from < 0 || g.graph.figOwner[fig] < 0) continue;
            int root = g.graph.find(from), start = g.graph.tile[from];
            IntList reached = reach(g, root, start, open);
            for (int j = 1; j < reached.size(); j++) {
                int t = reached.get(j), feat = featureOn(g, root, t);
                if (feat < 0 || Store.keptAway(g, g.graph.figKind[fig], t)) continue;
                out.add(this, fig, feat, 0, w -> "move " + OptionWords.piece(g, g.graph.figKind[fig], w)
                        + " from " + OptionWords.place(g, from, w) + " to " + OptionWords.place(g, feat, w));
            }
        }
    }

    @Override protected Choice choice(Game g, int player, int fig, int feat, int c) {
        return Choice.piece(Choice.Act.MOVE_FROM, figureName(g, g.graph.figKind[fig]), fig, feat);
    }

    @Override protected void apply(Game g, Frame f, int player, int fig, int feat, int c) { Companions.move(g, fig, feat); }

    /** The start tile, then the tiles of {@code open} reached through sides the component crosses. */
    private static IntList reach(Game g, int root, int start, boolean[] open) {
        Board b = g.board;
        boolean[] seen = new boolean[b.n];
        IntList out = new IntList();
        out.add(start);
        seen[start] = true;
        for (int i = 0; i < out.size(); i++) {
            int t = out.get(i);
            for (int d = 0; d < 4; d++) {
                int nb = b.at(b.x[t] + DX[d], b.y[t] + DY[d]);
                if (nb < 0 || seen[nb] || !open[nb] || !crosses(g, root, t, nb, d)) continue;
                seen[nb] = true;
                out.add(nb);
            }
        }
        return out;
    }

    /** Whether the component has a feature on each tile on the two sides of their common edge (side d of t). */
    private static boolean crosses(Game g, int root, int t, int nb, int d) {
        Board b = g.board;
        TileType tt = g.type(b.type[t]), nt = g.type(b.type[nb]);
        for (int i = 0; i < 3; i++) {
            int p = d * 3 + i, lf = tt.portFeature[b.rot[t]][p];
            if (lf < 0 || g.graph.find(b.featBase[t] + lf) != root) continue;
            int lf2 = nt.portFeature[b.rot[nb]][Ports.opposite(p)];
            if (lf2 >= 0 && g.graph.find(b.featBase[nb] + lf2) == root) return true;
        }
        return false;
    }

    /** The component's first feature on tile t, or -1. */
    private static int featureOn(Game g, int root, int t) {
        int base = g.board.featBase[t], nf = g.type(g.board.type[t]).features.length;
        for (int i = base; i < base + nf; i++) if (g.graph.find(i) == root) return i;
        return -1;
    }
}
