package org.tilerules.capabilities.tilefigures;

import org.tilerules.engine.IntList;
import org.tilerules.runtime.Choice;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.OptionWords;
import org.tilerules.runtime.Options;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

/**
 * What the rules do with neutral figures that stand on tiles ({@link TileFigures}):
 * where one stands, putting it on a tile, stepping it to a neighbouring tile chosen
 * by a player, standing it beside a figure.
 */
public final class TileFigureRules {
    private TileFigureRules() {}

    private static String at(Game g, int t) { return g.board.x[t] + "," + g.board.y[t]; }

    /** {@code tile_of(F)}: the tile the figure stands on (no tile while it is off the board). */
    public static final class TileOf extends Expr {
        private final int kind;

        public TileOf(int kind) {
            super(Type.TILE);
            this.kind = kind;
        }

        @Override public int evalInt(Game g, Frame f) { return TileFigures.of(g).tileOf(kind); }
    }

    /** {@code on_board(F)}: whether the figure stands on a tile. */
    public static final class OnBoard extends Expr {
        private final int kind;

        public OnBoard(int kind) {
            super(Type.BOOL);
            this.kind = kind;
        }

        @Override public int evalInt(Game g, Frame f) { return TileFigures.of(g).tileOf(kind) >= 0 ? 1 : 0; }
    }

    /** {@code visited(F, t)}: whether the tile is on the figure's trail (where it stood since its trail began). */
    public static final class Visited extends Expr {
        private final int kind;
        private final Expr tile;

        public Visited(int kind, Expr tile) {
            super(Type.BOOL);
            this.kind = kind;
            this.tile = tile;
        }

        @Override public int evalInt(Game g, Frame f) { return TileFigures.of(g).visited(kind, tile.evalInt(g, f)) ? 1 : 0; }
    }

    /** {@code beside(F)}: the figure it stands beside, as a list of none or one. */
    public static final class Beside extends Expr {
        private final int kind;

        public Beside(int kind) {
            super(Type.FIGURES);
            this.kind = kind;
        }

        @Override public IntList evalList(Game g, Frame f) {
            IntList out = new IntList(1);
            int fig = TileFigures.of(g).besideOf(g, kind);
            if (fig >= 0) out.add(fig);
            return out;
        }
    }

    /** {@code move F to TILE} (a statement): the figure goes straight there; its trail starts there. */
    public static final class Place extends Stmt {
        private final int kind;
        private final Expr tile;

        public Place(int kind, Expr tile) {
            this.kind = kind;
            this.tile = tile;
        }

        @Override public void exec(Game g, Frame f) {
            int t = tile.evalInt(g, f);
            if (t < 0) throw new RuleError("move " + g.rules.figures.get(kind).name + " to no tile");
            TileFigures.of(g).put(kind, t);
        }
    }

    /** {@code clear_trail(F)}: the trail starts again from where the figure stands. */
    public static final class ClearTrail extends Stmt {
        private final int kind;

        public ClearTrail(int kind) { this.kind = kind; }

        @Override public void exec(Game g, Frame f) { TileFigures.of(g).clearTrail(kind); }
    }

    /**
     * {@code move F to TILES [{ ... }]} for a neutral figure on tiles: one step to one of the
     * placed tiles of the list (the dragon's: {@code tile_of(dragon).adjacent where ...}); the tile
     * joins its trail; then the block. Label {@code move F to x,y}.
     */
    public static final class MoveTo extends Option {
        private final int kind;
        private final Expr tiles;
        private final Stmt[] then;

        public MoveTo(int kind, Expr tiles, Stmt[] then) {
            this.kind = kind;
            this.tiles = tiles;
            this.then = then;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            IntList ts = tiles.evalList(g, f);
            for (int i = 0; i < ts.size(); i++) {
                int nb = ts.get(i);
                if (nb < 0) continue;
                out.add(this, nb, 0, 0, w -> "move " + OptionWords.piece(g, kind, w) + " to " + at(g, nb));
            }
        }

        @Override protected Choice choice(Game g, int player, int nb, int b, int c) {
            return new Choice(Choice.Act.MOVE, figureName(g, kind), -1, -1, nb, -1, -1);
        }

        @Override protected void apply(Game g, Frame f, int player, int nb, int b, int c) {
            TileFigures.of(g).step(kind, nb);
            if (then != null) Stmt.run(then, g, f);
        }
    }

    /**
     * {@code move F to FIGURES [{ ... }]}: the neutral figure on tiles to the tile of one
     * of the figures (on the board), standing beside it. Label {@code move F beside FIGURE on x,y.FEATURE}.
     */
    public static final class BesideOption extends Option {
        private final int kind;
        private final Expr figures;
        private final Stmt[] then;

        public BesideOption(int kind, Expr figures, Stmt[] then) {
            this.kind = kind;
            this.figures = figures;
            this.then = then;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            IntList figs = figures.evalList(g, f);
            int now = TileFigures.of(g).besideOf(g, kind);
            for (int i = 0; i < figs.size(); i++) {
                int fig = figs.get(i);
                if (g.graph.figAt[fig] < 0 || fig == now) continue;
                out.add(this, fig, 0, 0, w -> "move " + OptionWords.piece(g, kind, w) + " beside "
                        + OptionWords.piece(g, g.graph.figKind[fig], w) + " on " + OptionWords.figurePlace(g, fig, w));
            }
        }

        @Override protected Choice choice(Game g, int player, int fig, int b, int c) {
            return Choice.piece(Choice.Act.MOVE_BESIDE, figureName(g, kind), -1, g.graph.figAt[fig]);
        }

        @Override protected void apply(Game g, Frame f, int player, int fig, int b, int c) {
            TileFigures.of(g).putBeside(g, kind, fig);
            if (then != null) Stmt.run(then, g, f);
        }
    }
}
