package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;

/**
 * {@code c.around} and {@code c.around(TAG)}: the components that have a
 * feature on one of the component's tiles or the eight tiles around each (only
 * its tiles carrying the tag and those around them, when one is given), the
 * component itself left out. Its own tiles count whatever its size: a cloister
 * on a one-tile city's tile is around it as on a larger city's.
 */
public final class Around extends Expr {
    private final Expr c;
    private final String tag;

    public Around(Expr c, String tag) {
        super(Type.COMPONENTS);
        this.c = c;
        this.tag = tag;
    }

    @Override public IntList evalList(Game g, Frame f) {
        int root = g.graph.find(c.evalInt(g, f));
        IntList tiles = new IntList();
        for (int m = g.graph.memHead[root]; m >= 0; m = g.graph.memNext[m]) {
            int t = g.graph.tile[m];
            if (tag == null || g.type(g.board.type[t]).tags.contains(tag)) tiles.addIfAbsent(t);
        }
        IntList out = new IntList();
        for (int i = 0; i < tiles.size(); i++) {
            int t = tiles.get(i);
            for (int d = -1; d < 8; d++) {
                int nb = d < 0 ? t : g.board.at(g.board.x[t] + Board.NX[d], g.board.y[t] + Board.NY[d]);
                if (nb < 0) continue;
                int base = g.board.featBase[nb], n = g.type(g.board.type[nb]).features.length;
                for (int x = base; x < base + n; x++) {
                    int r = g.graph.find(x);
                    if (r != root) out.addIfAbsent(r);
                }
            }
        }
        return out;
    }
}
