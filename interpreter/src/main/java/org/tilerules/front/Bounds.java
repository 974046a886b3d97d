package org.tilerules.front;

import org.antlr.v4.runtime.Token;

/**
 * How large the numbers of a rule or tile file that size the engine's tables
 * may be. {@code check} reports a larger one at its place (and reads it as the
 * bound), so that a game never fails later for want of memory or with a
 * negative array size. Each bound is far above what any published game needs
 * (the largest shipped count of one tile is 9, the largest supply 10).
 */
public final class Bounds {
    private Bounds() {}

    /** Copies of one tile type. */
    public static final int TILE_COUNT = 1_000;
    /** Tiles in one game, all tile types together: the board and every table per placed tile are sized by it. */
    public static final int TILES = 20_000;
    /** Figures of one kind per player, and tiles of one kind in a starting hand. */
    public static final int SUPPLY = 1_000;
    /** Players at one table. */
    public static final int PLAYERS = 100;

    /** {@code value}, or the bound after a diagnostic at the number's token. */
    static int at(int value, int bound, String what, String file, Token t, Diagnostics diags) {
        if (value <= bound) return value;
        diags.add(file, t, what + " " + value + " is too large (at most " + bound + ")");
        return bound;
    }
}
