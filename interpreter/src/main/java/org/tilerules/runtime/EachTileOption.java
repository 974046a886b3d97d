package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * {@code option "LABEL" for t in TILES { ... }}: one option per placed tile of the
 * list, the chosen tile is {@code t} in the body. A decision about a place on the
 * board rather than a feature or a figure (where a token lands, a tile to aim at).
 * Label: {@code LABEL x,y}.
 */
public final class EachTileOption extends Option {
    private final String label;
    private final int slot;
    private final Expr tiles;
    private final Stmt[] body;

    public EachTileOption(String label, int slot, Expr tiles, Stmt[] body) {
        this.label = label;
        this.slot = slot;
        this.tiles = tiles;
        this.body = body;
    }

    @Override void offer(Game g, Frame f, Options out) {
        IntList ts = tiles.evalList(g, f), seen = new IntList(ts.size());
        for (int i = 0; i < ts.size(); i++) {
            int t = ts.get(i);
            if (t < 0 || !seen.addIfAbsent(t)) continue;   // a tile listed twice is one option
            out.add(this, t, 0, 0, () -> label + " " + g.board.x[t] + "," + g.board.y[t]);
        }
    }

    @Override void apply(Game g, Frame f, int player, int t, int b, int c) {
        f.v[slot] = t;
        Stmt.run(body, g, f);
    }
}
