package org.tilerules.runtime;

import org.tilerules.model.TileType;

/**
 * The tile drawn this pass before it is placed: {@code on drawn { ... }} runs
 * once {@code draw_tile()} has drawn a tile that will be placed (tiles set aside
 * or fitting nowhere never fire it), and {@code drawn_tagged(T)} tells what was
 * drawn. A tile whose picture makes something happen before it is laid (a
 * number that moves a marker) is read this way. Rule sets without such a
 * handler pay one look-up per draw.
 */
public final class DrawnTile {
    private DrawnTile() {}

    /** Runs the {@code on drawn} handlers when a tile waits to be placed. */
    static void fire(Game g) {
        if (g.drawn < 0 || g.over) return;
        for (Rules.Handler h : g.rules.handlers(Event.DRAWN)) {
            Stmt.run(h.body(), g, new Frame(h.frameSize()));
        }
    }

    /**
     * {@code drawn_tagged(T)}: the tile drawn and not yet placed is of the tile type T, carries the tag T
     * or shows a feature of the kind T.
     */
    public static final class Tagged extends Expr {
        private final String tag;
        /** The kind named T, looked up at the first evaluation (the rules are complete by then): -1 none, -2 not yet. */
        private volatile int kind = -2;

        public Tagged(String tag) {
            super(Type.BOOL);
            this.tag = tag;
        }

        @Override public int evalInt(Game g, Frame f) {
            if (g.drawn < 0) return 0;
            TileType t = g.type(g.drawn);
            if (t.name.equals(tag) || t.tags.contains(tag)) return 1;
            int k = kind;
            if (k == -2) {
                Kind named = g.rules.kindByName.get(tag);
                kind = k = named == null ? -1 : named.id;
            }
            if (k >= 0) for (var fd : t.features) if (fd.kind == k) return 1;
            return 0;
        }
    }
}
