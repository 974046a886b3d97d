package org.tilerules.runtime;

import org.tilerules.engine.PackedPlacement;
import java.util.List;
import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;
import org.tilerules.model.FeatureDef;
import org.tilerules.model.Ports;

/**
 * Expressions about placed tiles as places on the board: lists of tiles
 * ({@code board}, {@code t.adjacent}), the figures standing on a tile, the
 * tile a figure stands on, and a tile's coordinates. Rules that move things
 * from tile to tile, or look along the board, are written with these.
 */
public final class TileExprs {
    private TileExprs() {}

    /** {@code tile_at(X, Y)}: the placed tile at column X, row Y (no tile, -1, where none is placed). */
    public static final class At extends Expr {
        private final Expr x, y;

        public At(Expr x, Expr y) {
            super(Type.TILE);
            this.x = x;
            this.y = y;
        }

        @Override public int evalInt(Game g, Frame f) {
            int px = x.evalInt(g, f), py = y.evalInt(g, f);
            return PackedPlacement.inRange(px, py) ? g.board.at(px, py) : -1;
        }
    }

    /** {@code board}: every placed tile, in the order they were placed. */
    public static final class All extends Expr {
        public All() { super(Type.TILES); }

        @Override public long reads(long bound) { return Memo.BOARD; }

        @Override public IntList evalList(Game g, Frame f) {
            IntList out = new IntList(g.board.n);
            for (int t = 0; t < g.board.n; t++) out.add(t);
            return out;
        }
    }

    /**
     * {@code t.adjacent}: the placed tiles on the four sides of t, north, east, south, west;
     * {@code t.around}: those on the eight positions around t, clockwise from the north-west.
     */
    public static final class Adjacent extends Expr {
        private static final int[] DX = {0, 1, 0, -1}, DY = {-1, 0, 1, 0};
        private final Expr t;
        private final int[] dx, dy;

        public Adjacent(Expr t, boolean around) {
            super(Type.TILES);
            this.t = t;
            this.dx = around ? Board.NX : DX;
            this.dy = around ? Board.NY : DY;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, t);
            return r == Memo.OPAQUE ? r : r | Memo.BOARD;
        }

        @Override public IntList evalList(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            IntList out = new IntList(dx.length);
            if (tile < 0) return out;
            Board b = g.board;
            for (int d = 0; d < dx.length; d++) {
                int nb = b.at(b.x[tile] + dx[d], b.y[tile] + dy[d]);
                if (nb >= 0) out.add(nb);
            }
            return out;
        }
    }

    /** {@code t.pieces(NAME)}: figures of that name or tag on any feature of t, in seat order from the current player. */
    public static final class Pieces extends Expr {
        private final Expr t;
        private final long kinds;

        public Pieces(Expr t, long kinds) {
            super(Type.FIGURES);
            this.t = t;
            this.kinds = kinds;
        }

        @Override public IntList evalList(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            Graph gr = g.graph;
            IntList roots = new IntList();
            if (tile >= 0) {
                for (int x = 0; x < gr.nFig; x++) {
                    int at = gr.figAt[x];
                    if (at >= 0 && gr.tile[at] == tile && (kinds & (1L << gr.figKind[x])) != 0) {
                        int r = gr.find(at);
                        if (!roots.contains(r)) roots.add(r);
                    }
                }
            }
            IntList onRoots = g.figuresOn(roots, kinds), out = new IntList(onRoots.size());
            for (int i = 0; i < onRoots.size(); i++) {
                int x = onRoots.get(i);
                if (gr.tile[gr.figAt[x]] == tile) out.add(x);   // the components reach further than the tile
            }
            return out;
        }
    }

    /** {@code w.tile}: the tile the figure stands on (none when it waits in a zone or a supply). */
    public static final class OfFigure extends Expr {
        private final Expr w;

        public OfFigure(Expr w) {
            super(Type.TILE);
            this.w = w;
        }

        @Override public int evalInt(Game g, Frame f) {
            int fig = w.evalInt(g, f);
            int at = fig < 0 ? -1 : g.graph.figAt[fig];
            return at < 0 ? -1 : g.graph.tile[at];
        }
    }

    /** {@code t.x}, {@code t.y}: the tile's position (x grows east, y grows south). */
    public static final class Coordinate extends Expr {
        private final Expr t;
        private final boolean isX;

        public Coordinate(Expr t, boolean isX) {
            super(Type.INT);
            this.t = t;
            this.isX = isX;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, t);
            return r == Memo.OPAQUE ? r : r | Memo.TILE;
        }

        @Override public int evalInt(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            return tile < 0 ? 0 : isX ? g.board.x[tile] : g.board.y[tile];
        }
    }

    /**
     * {@code t.toward(POINT, N)}: the placed tile N steps from t toward a compass point as printed
     * on t (N, NE, ... NW), turned with the tile: printed west on a tile turned a quarter clockwise
     * is north on the board. No tile when that position is empty.
     */
    public static final class Toward extends Expr {
        public static final List<String> POINTS = List.of("N", "NE", "E", "SE", "S", "SW", "W", "NW");
        private static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1}, DY = {-1, -1, 0, 1, 1, 1, 0, -1};
        private final Expr t, steps;
        private final int point;

        public Toward(Expr t, int point, Expr steps) {
            super(Type.TILE);
            this.t = t;
            this.point = point;
            this.steps = steps;
        }

        @Override public int evalInt(Game g, Frame f) {
            // no board reaches past MAX_COORD on either side: a longer reach finds nothing (and cannot wrap around)
            int tile = t.evalInt(g, f), n = Math.max(-2 * PackedPlacement.MAX_COORD - 1, Math.min(steps.evalInt(g, f), 2 * PackedPlacement.MAX_COORD + 1));
            if (tile < 0) return -1;
            Board b = g.board;
            int d = (point + 2 * b.rot[tile]) & 7;     // a 90-degree clockwise turn moves two compass points on
            return b.at(b.x[tile] + DX[d] * n, b.y[tile] + DY[d] * n);
        }
    }

    /** {@code t.rotation}: how far the tile was turned clockwise when placed, in degrees (0, 90, 180, 270), as its label's {@code rot R}. */
    public static final class Rotation extends Expr {
        private final Expr t;

        public Rotation(Expr t) {
            super(Type.INT);
            this.t = t;
        }

        @Override public int evalInt(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            return tile < 0 ? 0 : g.board.rot[tile] * 90;
        }
    }

    /**
     * {@code t.faces(PRINTED, POINT)}: whether the compass point printed on t (an arrow, a marked
     * corner) points toward POINT on the board once the tile is turned: printed N on a tile turned
     * 90 faces E. False for no tile.
     */
    public static final class Faces extends Expr {
        private final Expr t;
        private final int printed, point;

        public Faces(Expr t, int printed, int point) {
            super(Type.BOOL);
            this.t = t;
            this.printed = printed;
            this.point = point;
        }

        @Override public int evalInt(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            return tile >= 0 && ((printed + 2 * g.board.rot[tile]) & 7) == point ? 1 : 0;
        }
    }

    /** {@code t.ATTR}: a tile attribute added up over the features of that one placed tile (not over a component). */
    public static final class Attribute extends Expr {
        private final Expr t;
        private final int attr;

        public Attribute(Expr t, int attr) {
            super(Type.INT);
            this.t = t;
            this.attr = attr;
        }

        @Override public int evalInt(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            if (tile < 0) return 0;
            int sum = 0;
            for (FeatureDef d : g.type(g.board.type[tile]).features) {
                if (d.attrs != null && attr < d.attrs.length) sum += d.attrs[attr];
            }
            return sum;
        }
    }

    private static final int[] DX = Ports.DX, DY = Ports.DY;

    /** A mark per placed tile: whether it is in the list. */
    static boolean[] marks(Game g, IntList ts) {
        boolean[] in = new boolean[g.board.n];
        for (int i = 0; i < ts.size(); i++) if (ts.get(i) >= 0 && ts.get(i) < in.length) in[ts.get(i)] = true;
        return in;
    }

    /**
     * {@code connected(FROM, THROUGH)}: the tiles of FROM, then every tile of THROUGH reached
     * from them by steps north, east, south or west over tiles of THROUGH (nearest first).
     */
    public static final class Connected extends Memo.KeptList {
        private final Expr from, through;

        public Connected(Expr from, Expr through) {
            super(Type.TILES);
            this.from = from;
            this.through = through;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, from, through);
            return r == Memo.OPAQUE ? r : r | Memo.BOARD;
        }

        @Override IntList compute(Game g, Frame f) {
            IntList start = from.evalList(g, f);
            boolean[] open = marks(g, through.evalList(g, f)), seen = new boolean[g.board.n];
            IntList out = new IntList(start.size() * 2);
            for (int i = 0; i < start.size(); i++) {
                int t = start.get(i);
                if (t >= 0 && !seen[t]) { seen[t] = true; out.add(t); }
            }
            Board b = g.board;
            for (int i = 0; i < out.size(); i++) {
                int t = out.get(i);
                for (int d = 0; d < 4; d++) {
                    int nb = b.at(b.x[t] + DX[d], b.y[t] + DY[d]);
                    if (nb >= 0 && open[nb] && !seen[nb]) { seen[nb] = true; out.add(nb); }
                }
            }
            return out;
        }
    }

    /** {@code ts.adjacent}: the placed tiles beside any tile of the list (north, east, south, west), not in it, each once. */
    public static final class AdjacentToAny extends Memo.KeptList {
        private final Expr tiles;

        public AdjacentToAny(Expr tiles) {
            super(Type.TILES);
            this.tiles = tiles;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, tiles);
            return r == Memo.OPAQUE ? r : r | Memo.BOARD;
        }

        @Override IntList compute(Game g, Frame f) {
            IntList ts = tiles.evalList(g, f);
            boolean[] in = marks(g, ts), seen = new boolean[g.board.n];
            IntList out = new IntList();
            Board b = g.board;
            for (int i = 0; i < ts.size(); i++) {
                int t = ts.get(i);
                if (t < 0) continue;
                for (int d = 0; d < 4; d++) {
                    int nb = b.at(b.x[t] + DX[d], b.y[t] + DY[d]);
                    if (nb >= 0 && !in[nb] && !seen[nb]) { seen[nb] = true; out.add(nb); }
                }
            }
            return out;
        }
    }

    /** {@code ts.has(t)}: whether the tile is in the list. */
    public static final class Has extends Expr {
        private final Expr tiles, tile;

        public Has(Expr tiles, Expr tile) {
            super(Type.BOOL);
            this.tiles = tiles;
            this.tile = tile;
        }

        @Override public long reads(long bound) { return Memo.all(bound, tiles, tile); }

        @Override public int evalInt(Game g, Frame f) {
            // a kept list (connected, adjacent) is only read here: no copy of it
            IntList ts = tiles instanceof Memo.KeptList k ? k.evalListShared(g, f) : tiles.evalList(g, f);
            return ts.contains(tile.evalInt(g, f)) ? 1 : 0;
        }
    }
}
