package org.tilerules.runtime;

import java.util.Arrays;
import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;

/**
 * Values kept per game while what they read is unchanged. A rule such as "the tiles that hang
 * together with a tile holding some token" is often asked once per tile of a list, or several
 * times in one turn, and every time it walks the whole board; when the expression reads no local
 * variable from outside itself (its {@code it} and its value's parameters are its own) and only
 * state that carries a version (the tiles placed, what the stores version: the tokens on tiles), its last result is kept
 * in the game with the versions it was computed at and given again until one of them moves. A
 * result is the same whether computed or kept: nothing about a game changes, only how often the
 * board is walked.
 *
 * <p>What an expression reads is {@link Expr#reads(long)}: a mask of the bits below, or
 * {@link #OPAQUE} for anything the analysis does not know (every expression class not taught
 * otherwise), which is never kept. Each keeping node decides once, at its first evaluation in a
 * game (the rules are complete by then), and takes an index into the game's {@link Game#memo}.
 */
public final class Memo {
    private Memo() {}

    /** Reads the placed tiles (their number, types, positions): versioned by {@link Board#version}. */
    public static final long BOARD = 1;
    /**
     * Reads only fixed properties of one placed tile (its position, its type): a filter of
     * {@code board} by them, once computed, only needs the tiles placed since
     * ({@link Board#rewritten} says when that does not hold).
     */
    public static final long TILE = 4;
    /**
     * Reads the state of a store that says when it changes ({@link Store#changed}: the tokens lying on tiles, say):
     * versioned by the game's {@code storesVersion}, which any such change moves.
     */
    public static final long STORES = 2;
    /** Reads something unknown (or a local variable bound outside): never kept. */
    public static final long OPAQUE = -1L;
    /** The bound-slot mask meaning "every local is bound" (a value's body reads only its own frame). */
    public static final long ALL_BOUND = Long.MIN_VALUE;
    private static final long KEPT = BOARD | STORES | TILE;

    /**
     * Whether nodes decided from now on keep results and visit indexed tiles only (system property
     * {@code tilerules.memo=false} turns it off): a test plays the same games both ways and compares.
     */
    static volatile boolean enabled = !"false".equals(System.getProperty("tilerules.memo"));

    /** Not decided yet / never kept: the two negative states of a node's memo index. */
    static final int UNDECIDED = -2, NEVER = -1;

    /** A local read: nothing if bound inside the expression being decided, else opaque. */
    public static long local(int slot, long bound) {
        if (bound == ALL_BOUND) return 0;
        return slot >= 0 && slot < 63 && (bound & (1L << slot)) != 0 ? 0 : OPAQUE;
    }

    /** {@code bound} with one more slot bound (a {@code where}'s or {@code sum}'s {@code it}). */
    public static long bind(long bound, int slot) {
        if (bound == ALL_BOUND || slot < 0 || slot >= 63) return bound;
        return bound | (1L << slot);
    }

    /** What the expressions read together: opaque if any of them is. */
    public static long all(long bound, Expr... es) {
        long r = 0;
        for (Expr e : es) {
            if (e == null) continue;
            long x = e.reads(bound);
            if (x == OPAQUE) return OPAQUE;
            r |= x;
        }
        return r;
    }

    /** A copy of a kept list: the caller may change what it is given. */
    static IntList copy(IntList l) { return new IntList(l); }

    /** Decides whether {@code e} (about to be evaluated in g) is kept: its index, or {@link #NEVER}. */
    static int decide(Game g, Expr e) {
        if (!enabled) return NEVER;
        synchronized (g.rules) {
            long r = e.reads(0);
            return r != OPAQUE && (r & ~KEPT) == 0 ? g.rules.nextMemo() : NEVER;
        }
    }

    /** One kept result and the versions it was computed at. */
    static final class Entry {
        Board board;
        int boardVersion;
        int storesVersion;
        int value;
        IntList list;
        /** The number of placed tiles when computed. */
        int n;

        /** Whether only placements happened on the same board since: a filter by tile properties can be extended. */
        boolean extendable(Game g) { return board == g.board && g.board.rewritten <= boardVersion && n <= g.board.n; }

        boolean valid(Game g) { return board == g.board && boardVersion == g.board.version && storesVersion == g.storesVersion; }

        void stamp(Game g) {
            board = g.board;
            boardVersion = g.board.version;
            storesVersion = g.storesVersion;
            n = g.board.n;
        }
    }

    /** The game's entry for index id, valid for its current state, or null. */
    static Entry get(Game g, int id) {
        Entry[] m = g.memo;
        if (m == null || id >= m.length) return null;
        Entry e = m[id];
        return e != null && e.valid(g) ? e : null;
    }

    /** The game's entry for index id whatever its versions, or null. */
    static Entry any(Game g, int id) {
        Entry[] m = g.memo;
        return m == null || id >= m.length ? null : m[id];
    }

    /** The game's entry for index id, to be filled; call {@link Entry#stamp} once filled. */
    static Entry put(Game g, int id) {
        Entry[] m = g.memo;
        if (m == null || id >= m.length) {
            m = g.memo = m == null ? new Entry[Math.max(8, id + 1)] : Arrays.copyOf(m, Math.max(m.length * 2, id + 1));
        }
        Entry e = m[id];
        if (e == null) e = m[id] = new Entry();
        return e;
    }

    /**
     * A list expression whose result the game keeps while what it reads is unchanged: the subclass
     * computes ({@link #compute}) and says what it reads ({@link Expr#reads}); this class asks the
     * game's kept result first and keeps a new one.
     */
    abstract static class KeptList extends Expr {
        /** Index of the game's kept result, or not decided, or never kept. */
        private volatile int memo = UNDECIDED;

        KeptList(Type type) { super(type); }

        /** The list, computed from scratch. */
        abstract IntList compute(Game g, Frame f);

        @Override public final IntList evalList(Game g, Frame f) { return list(g, f, true); }

        /**
         * As {@link #evalList}, but a kept result is given itself, not a copy: for a caller that only reads it
         * at once and neither keeps nor changes it (kept lists are replaced, never changed in place).
         */
        final IntList evalListShared(Game g, Frame f) { return list(g, f, false); }

        private IntList list(Game g, Frame f, boolean copied) {
            int id = memo;
            if (id == NEVER) return compute(g, f);
            if (id == UNDECIDED) memo = id = decide(g, this);
            if (id < 0) return compute(g, f);
            Entry e = get(g, id);
            if (e == null) {
                IntList out = compute(g, f);
                e = put(g, id);
                e.list = copy(out);
                e.stamp(g);
                return out;
            }
            return copied ? copy(e.list) : e.list;
        }
    }
}
