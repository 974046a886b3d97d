package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * A set of placed tiles a store keeps listed as the game goes (the tiles holding some token, say), so that a
 * {@code where} or {@code sum} over {@code board} whose condition can only hold on them visits them alone: what an
 * expression answers for {@link Expr#tilesWhereNonZero} and {@link Expr#tilesWhereZero}. An index is decided once
 * per node, from the compiled rules, and asked for its tiles at each evaluation.
 */
public abstract class TileIndex {
    /** The placed tiles of the index (those below {@code g.board.n}), in increasing order, each once: a new list the caller may change. */
    public abstract IntList tiles(Game g);

    /**
     * The tiles of this index or of {@code o}. A store's index may join one of its own in one walk (overriding
     * this); the default joins the two lists.
     */
    public TileIndex or(TileIndex o) { return new Either(this, o); }

    /** The tiles of either index, in increasing order, each once. */
    private static final class Either extends TileIndex {
        private final TileIndex a, b;

        Either(TileIndex a, TileIndex b) {
            this.a = a;
            this.b = b;
        }

        @Override public IntList tiles(Game g) {
            IntList x = a.tiles(g), y = b.tiles(g), out = new IntList(x.size() + y.size());
            int i = 0, j = 0;
            while (i < x.size() || j < y.size()) {
                int t = j == y.size() || i < x.size() && x.get(i) <= y.get(j) ? x.get(i) : y.get(j);
                if (i < x.size() && x.get(i) == t) i++;
                if (j < y.size() && y.get(j) == t) j++;
                out.add(t);
            }
            return out;
        }
    }
}
