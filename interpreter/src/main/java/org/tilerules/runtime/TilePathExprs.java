package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

/**
 * Expressions about how a placed tile continues a feature that runs from tile
 * to tile (a path): which of its sides carry a feature of a kind and touch a
 * placed tile, the tile it continues (the neighbour on such a side placed
 * first), and whether the path bends left or right on it. Placement rules use
 * them to read the placements before this one.
 */
public final class TilePathExprs {
    private TilePathExprs() {}

    public enum What { JOINS, BEND, PREVIOUS }

    /** {@code t.joins(KIND)}, {@code t.bend(KIND)}, {@code t.previous(KIND)}; a tile of -1 (none) gives 0, or -1. */
    public static final class OfTile extends Expr {
        private final Expr t;
        private final int kind;
        private final What what;

        public OfTile(Expr t, int kind, What what) {
            super(what == What.PREVIOUS ? Type.TILE : Type.INT);
            this.t = t;
            this.kind = kind;
            this.what = what;
        }

        @Override public int evalInt(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            if (tile < 0) return what == What.PREVIOUS ? -1 : 0;
            return switch (what) {
                case JOINS -> joins(g.board, tile, kind);
                case PREVIOUS -> previous(g.board, tile, kind);
                case BEND -> bend(g.board, tile, kind);
            };
        }
    }

    /** Bit per side (N E S W) that shows a feature of the kind on the tile as placed. */
    static int sides(Board b, int tile, int kind) {
        TileType tt = b.typeOf(tile);
        int r = b.rot[tile], out = 0;
        for (int s = 0; s < 4; s++) {
            for (int p = 3 * s; p < 3 * s + 3; p++) {
                int lf = tt.portFeature[r][p];
                if (lf >= 0 && tt.features[lf].kind == kind) { out |= 1 << s; break; }
            }
        }
        return out;
    }

    private static int neighbour(Board b, int tile, int side) {
        return b.at(b.x[tile] + Ports.DX[side], b.y[tile] + Ports.DY[side]);
    }

    static int joins(Board b, int tile, int kind) {
        int m = sides(b, tile, kind), n = 0;
        for (int s = 0; s < 4; s++) if ((m & (1 << s)) != 0 && neighbour(b, tile, s) >= 0) n++;
        return n;
    }

    /** The side, among those showing the kind, whose neighbour was placed first; -1 if none has a neighbour. */
    static int entrySide(Board b, int tile, int kind) {
        int m = sides(b, tile, kind), best = -1, bestIndex = Integer.MAX_VALUE;
        for (int s = 0; s < 4; s++) {
            if ((m & (1 << s)) == 0) continue;
            int nb = neighbour(b, tile, s);
            if (nb >= 0 && nb < bestIndex) { bestIndex = nb; best = s; }
        }
        return best;
    }

    static int previous(Board b, int tile, int kind) {
        int s = entrySide(b, tile, kind);
        return s < 0 ? -1 : neighbour(b, tile, s);
    }

    /**
     * For a tile whose kind shows on exactly two sides: coming in at the entry
     * side, 1 if the path leaves turning right (clockwise), -1 turning left, 0
     * straight on; 0 for any other tile.
     */
    static int bend(Board b, int tile, int kind) {
        int m = sides(b, tile, kind);
        if (Integer.bitCount(m) != 2) return 0;
        int in = entrySide(b, tile, kind);
        if (in < 0) return 0;
        int out = Integer.numberOfTrailingZeros(m & ~(1 << in));
        int heading = (in + 2) % 4;                  // the direction of travel entering the tile
        if (out == (heading + 1) % 4) return 1;
        if (out == (heading + 3) % 4) return -1;
        return 0;
    }
}
