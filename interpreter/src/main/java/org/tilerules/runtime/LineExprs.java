package org.tilerules.runtime;

import org.tilerules.engine.PackedPlacement;
import java.util.Arrays;
import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;

/**
 * Geometry along the board's rows and columns: the tiles in straight lines
 * from a tile, the tiles a component covers, and the figures on a list of
 * tiles (a rule that looks along a row and a column, as far as some number).
 */
public final class LineExprs {
    private LineExprs() {}

    private static final int[] DX = {0, 1, 0, -1}, DY = {-1, 0, 1, 0};

    /**
     * {@code t.lines(N)}: t itself, then the placed tiles up to N steps from it to the north, east,
     * south and west (in that order, nearest first); empty positions on the way are skipped, not
     * an end of the line. No board reaches past {@link PackedPlacement#MAX_COORD} on either side, so a reach
     * beyond twice that is that: {@code t.lines(2147483647)} is {@code t.lines(8190)}, a bounded walk,
     * not one of two billion steps.
     */
    public static final class Lines extends Expr {
        private final Expr t, reach;

        public Lines(Expr t, Expr reach) {
            super(Type.TILES);
            this.t = t;
            this.reach = reach;
        }

        @Override public IntList evalList(Game g, Frame f) {
            int tile = t.evalInt(g, f), n = Math.min(reach.evalInt(g, f), 2 * PackedPlacement.MAX_COORD);
            IntList out = new IntList();
            if (tile < 0) return out;
            out.add(tile);
            Board b = g.board;
            for (int d = 0; d < 4; d++) {
                for (int step = 1; step <= n; step++) {
                    int at = b.at(b.x[tile] + DX[d] * step, b.y[tile] + DY[d] * step);
                    if (at >= 0) out.add(at);
                }
            }
            return out;
        }
    }

    /** {@code c.places}: the placed tiles the component has a feature on, in the order they were placed. */
    public static final class Places extends Expr {
        private final Expr c;

        public Places(Expr c) {
            super(Type.TILES);
            this.c = c;
        }

        @Override public IntList evalList(Game g, Frame f) {
            Graph gr = g.graph;
            int root = gr.find(c.evalInt(g, f));
            IntList out = new IntList();
            for (int m = gr.memHead[root]; m >= 0; m = gr.memNext[m]) out.addIfAbsent(gr.tile[m]);
            int[] a = out.toArray();
            Arrays.sort(a);
            IntList sorted = new IntList(a.length);
            for (int x : a) sorted.add(x);
            return sorted;
        }
    }

    /** {@code pieces_of(TILES, NAME)}: such figures standing on any of the tiles, in seat order from the current player. */
    public static final class PiecesOnTiles extends Expr {
        private final Expr tiles;
        private final long kinds;

        public PiecesOnTiles(Expr tiles, long kinds) {
            super(Type.FIGURES);
            this.tiles = tiles;
            this.kinds = kinds;
        }

        @Override public IntList evalList(Game g, Frame f) {
            IntList ts = tiles.evalList(g, f);
            Graph gr = g.graph;
            IntList roots = new IntList();
            for (int x = 0; x < gr.nFig; x++) {
                int at = gr.figAt[x];
                if (at >= 0 && (kinds & (1L << gr.figKind[x])) != 0 && ts.contains(gr.tile[at])) roots.addIfAbsent(gr.find(at));
            }
            IntList onRoots = g.figuresOn(roots, kinds), out = new IntList(onRoots.size());
            for (int i = 0; i < onRoots.size(); i++) {
                int x = onRoots.get(i);
                if (ts.contains(gr.tile[gr.figAt[x]])) out.add(x);   // a component reaches beyond the tiles
            }
            return out;
        }
    }
}
