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
     * {@code Memo.TILE_TOKENS}, or {@link Memo#OPAQUE} (the default: unknown, never kept). A local
     * read is opaque unless its slot is in {@code bound} (bound by a {@code where} or {@code sum}
     * inside the expression being decided, see {@link Memo#local}).
     */
    public long reads(long bound) { return Memo.OPAQUE; }

    /**
     * Token kinds on tiles (a mask, bit k for kind k) of which the tile in local {@code slot} holds at
     * least one, nobody's, whenever this value is not 0 (true): a {@code where} or {@code sum} over
     * {@code board} then visits only the tiles holding such tokens ({@link TileTokens#holding}).
     * {@link #ANY_TILE} (the default) when the value may be non-zero on any tile.
     */
    public long tokensNeeded(int slot) { return ANY_TILE; }

    /**
     * Token kinds on tiles (a mask) such that this value is non-zero (true) exactly when the tile in
     * local {@code slot} holds none of them, nobody's ({@code tokens(K) == 0}, and such tests joined
     * by {@code and}): a {@code where} over {@code board} then skips the tiles holding them without
     * evaluating anything. {@link #ANY_TILE} (the default) when the value is not of that form.
     */
    public long tokensAbsent(int slot) { return ANY_TILE; }

    /** No restriction on the tile (see {@link #tokensNeeded}). */
    public static final long ANY_TILE = -1L;

    /** A constant's value, or null; lets the compiler fold options-free arithmetic and fast-path strengths. */
    public Integer constant() { return null; }
}
