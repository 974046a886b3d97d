package org.tilerules.capabilities.tilefigures;

import java.util.Arrays;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;

/**
 * Neutral figures that stand on a tile of the board rather than on a feature
 * or in a zone ({@code piece NAME { neutral  on tiles }}): per figure kind, the
 * tile it stands on (-1 while off the board), the figure it stands beside (if
 * any), and its trail: the tiles it has entered since it was last put down or
 * its trail was cleared. Exists only when a rule set declares such a figure, so
 * other games carry none of it (the store (a {@link Store})).
 */
public final class TileFigures extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot(true);

    @Override public int slot() { return SLOT; }

    private final int[] tile, beside, besideAt;
    private final IntList[] trail;

    TileFigures(int figureKinds) {
        tile = new int[figureKinds];
        beside = new int[figureKinds];
        besideAt = new int[figureKinds];
        trail = new IntList[figureKinds];
        Arrays.fill(tile, -1);
        Arrays.fill(beside, -1);
        for (int k = 0; k < figureKinds; k++) trail[k] = new IntList(8);
    }

    private TileFigures(TileFigures o) {
        tile = o.tile.clone();
        beside = o.beside.clone();
        besideAt = o.besideAt.clone();
        trail = new IntList[o.trail.length];
        for (int k = 0; k < trail.length; k++) trail[k] = new IntList(o.trail[k]);
    }

    /** The store of a new game, when the rules declare a figure {@code neutral on tiles}. */
    public static TileFigures create(Game g) { return g.rules.anyTileFigure ? new TileFigures(g.rules.figures.size()) : null; }

    @Override public TileFigures copy() { return new TileFigures(this); }

    /** The game's neutral figures on tiles, or null when its rules declare none. */
    public static TileFigures of(Game g) { return (TileFigures) g.store(SLOT); }

    /** The tile the figure of that kind stands on, or -1. */
    public int tileOf(int kind) { return tile[kind]; }

    /** Puts the figure on a tile (or off the board with -1); its trail starts there, it stands beside nobody. */
    public void put(int kind, int t) {
        tile[kind] = t;
        beside[kind] = -1;
        trail[kind].clear();
        if (t >= 0) trail[kind].add(t);
    }

    /** One step onto a tile: the tile joins the trail. */
    void step(int kind, int t) {
        tile[kind] = t;
        beside[kind] = -1;
        trail[kind].add(t);
    }

    /** Stands the figure on the tile of a figure on the board, beside it. */
    void putBeside(Game g, int kind, int fig) {
        int at = g.graph.figAt[fig];
        put(kind, g.graph.tile[at]);
        beside[kind] = fig;
        besideAt[kind] = at;
    }

    /** The trail starts again from the tile the figure stands on. */
    void clearTrail(int kind) {
        trail[kind].clear();
        if (tile[kind] >= 0) trail[kind].add(tile[kind]);
    }

    boolean visited(int kind, int t) { return trail[kind].contains(t); }

    /**
     * The figure it stands beside, or -1: a figure counts as beside it only while it
     * stays on the feature it stood on when the neutral figure joined it (ids of
     * figures are never reused, and one taken back or moved leaves it alone).
     */
    public int besideOf(Game g, int kind) {
        int fig = beside[kind];
        return fig >= 0 && g.graph.figAt[fig] == besideAt[kind] ? fig : -1;
    }

    /** Whether a neutral figure on tile {@code t} keeps figures of {@code figureKind} away ({@code excludes}). */
    @Override protected boolean keepsAway(Game g, int figureKind, int t) {
        for (FigureKind n : g.rules.figures) {
            if (n.onTiles && tile[n.id] == t && (n.excludes & (1L << figureKind)) != 0) return true;
        }
        return false;
    }
}
