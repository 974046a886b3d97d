package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * A compiled expression. Scalars (numbers, booleans, components, players,
 * tiles) evaluate to an int without boxing; lists evaluate to an IntList.
 */
public abstract class Expr {
    public final Type type;

    protected Expr(Type type) { this.type = type; }

    public int evalInt(Game g, Frame f) { throw new IllegalStateException("not a scalar: " + type); }

    public IntList evalList(Game g, Frame f) { throw new IllegalStateException("not a list: " + type); }

    public boolean evalBool(Game g, Frame f) { return evalInt(g, f) != 0; }

    /**
     * What the value reads besides its own locals, for {@link Memo}: a mask of {@code Memo.BOARD},
     * {@code Memo.TILE}, {@code Memo.STORES}, or {@link Memo#OPAQUE} (the default: unknown, never kept). A local
     * read is opaque unless its slot is in {@code bound} (bound by a {@code where} or {@code sum}
     * inside the expression being decided, see {@link Memo#local}).
     */
    public long reads(long bound) { return Memo.OPAQUE; }

    /**
     * The tiles on which this value can be non-zero (true), the tile in question being the one in local
     * {@code slot}: an index a store keeps ({@link TileIndex}), so that a {@code where} or {@code sum} over
     * {@code board} visits those tiles only. With {@code exactly}, only an index on every tile of which the value
     * is non-zero too. Null (the default) when the value may be non-zero on any tile.
     */
    public TileIndex tilesWhereNonZero(int slot, boolean exactly) { return null; }

    /**
     * Exactly the tiles on which this value is 0 (false), the tile in question being the one in local {@code slot}
     * ({@code t.tokens(K) == 0}, and such tests joined by {@code and}): a {@code where} over {@code board} then
     * gives every other tile without evaluating anything. Null (the default) when the value is not of that form.
     */
    public TileIndex tilesWhereZero(int slot) { return null; }

    /** A constant's value, or null; lets the compiler fold options-free arithmetic and fast-path strengths. */
    public Integer constant() { return null; }
}
