package org.tilerules.capabilities.tiletokens;

import java.util.Arrays;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.Memo;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.TileIndex;
import org.tilerules.runtime.Type;

/**
 * Tokens lying on tiles ({@code token NAME, ... on tiles}), nobody's or kept for a player: a
 * count per tile, kind and owner, in the game's store (a {@link Store}, made at its first use) (allocated when a
 * token is first put down, so games whose rules declare none carry nothing). What the rules do with them: count
 * them on a tile ({@code t.tokens(NAME)}), put some down, take them off, and keep figures away from their tiles
 * ({@code excludes}, through {@link Store#keepsAway}). It lists, per kind, the tiles holding one (nobody's), so that
 * a filter of {@code board} by them visits those alone ({@link Expr#tilesWhereNonZero}), and it tells the game of
 * every change ({@link Store#changed}), so that results kept from the counts are computed again ({@code runtime/Memo}).
 */
public final class TileTokens extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot(true);

    @Override public int slot() { return SLOT; }

    /** counts[(tile * kinds + kind) * seats + owner + 1], seats being the players and nobody; grows with the board. */
    private int[] counts;
    /** The kinds of tokens on tiles, and the players + 1: fixed for the game. */
    private final int kinds, seats;
    /** holding[k]: the tiles holding at least one token of kind k, nobody's, in increasing order. */
    private final IntList[] holding;

    private TileTokens(int[] counts, int kinds, int seats) {
        this.counts = counts;
        this.kinds = kinds;
        this.seats = seats;
        this.holding = new IntList[kinds];
        for (int k = 0; k < kinds; k++) holding[k] = new IntList(4);
    }

    @Override public TileTokens copy() {
        TileTokens c = new TileTokens(counts.clone(), kinds, seats);
        for (int k = 0; k < kinds; k++) c.holding[k] = new IntList(holding[k]);
        return c;
    }

    /**
     * The placed tiles holding at least one token, nobody's, of a kind in the mask (bit k for kind k), in increasing
     * order: what {@code board where it.tokens(K) > 0 ...} visits instead of every tile ({@link Expr#tilesWhereNonZero}).
     */
    static final class Holding extends TileIndex {
        private final long kindMask;

        Holding(long kindMask) { this.kindMask = kindMask; }

        /** Holding kinds of either: one walk. */
        @Override public TileIndex or(TileIndex o) { return o instanceof Holding h ? new Holding(kindMask | h.kindMask) : super.or(o); }

        @Override public IntList tiles(Game g) {
            TileTokens s = of(g);
            IntList out = new IntList();
            if (s == null) return out;
            int n = g.board.n, lists = 0;
            for (int k = 0; k < s.kinds && k < 63; k++) {
                if ((kindMask & (1L << k)) == 0) continue;
                IntList h = s.holding[k];
                for (int i = 0; i < h.size() && h.get(i) < n; i++) out.add(h.get(i));
                if (h.size() > 0) lists++;
            }
            if (lists > 1) {
                int[] a = out.toArray();
                Arrays.sort(a);
                out.clear();
                for (int i = 0; i < a.length; i++) if (i == 0 || a[i] != a[i - 1]) out.add(a[i]);
            }
            return out;
        }
    }

    /** Keeps {@link #holding} as tile t's count of kind k, nobody's, goes from {@code before} to {@code after}. */
    private void held(int t, int k, int before, int after) {
        IntList h = holding[k];
        if (before == 0 && after > 0) {
            int i = h.size();
            h.add(t);
            while (i > 0 && h.get(i - 1) > t) { h.set(i, h.get(i - 1)); i--; }
            h.set(i, t);
        } else if (before > 0 && after == 0) {
            int k2 = 0;
            for (int i = 0; i < h.size(); i++) if (h.get(i) != t) h.set(k2++, h.get(i));
            h.truncate(k2);
        }
    }

    /** The game's tokens on tiles, or null while none was ever put down. */
    public static TileTokens of(Game g) { return (TileTokens) g.store(SLOT); }

    private int index(int t, int k, int owner) { return (t * kinds + k) * seats + owner + 1; }

    /** How many tokens of kind k lie on tile t, nobody's. */
    public static int count(Game g, int t, int k) { return count(g, t, k, -1); }

    /** How many tokens of kind k lie on tile t kept for {@code owner} (-1: nobody's). */
    public static int count(Game g, int t, int k, int owner) {
        TileTokens s = of(g);
        return s == null || t < 0 ? 0 : s.count(t, k, owner);
    }

    private int count(int t, int k, int owner) {
        int i = index(t, k, owner);
        int[] c = counts;
        return i >= c.length ? 0 : c[i];
    }

    /** Adds n tokens of kind k, nobody's, to tile t (n may be negative; a count never goes below 0). */
    public static void add(Game g, int t, int k, int n) { add(g, t, k, -1, n); }

    /** Adds n tokens of kind k kept for {@code owner} (-1: nobody's) to tile t; never below 0. */
    public static void add(Game g, int t, int k, int owner, int n) {
        if (t < 0 || n == 0) return;
        TileTokens s = of(g);
        if (s == null) {
            s = new TileTokens(null, g.rules.tileTokens.size(), g.nPlayers + 1);
            s.counts = new int[s.index(Math.max(g.board.n, t + 1), 0, -1)];
            g.putStore(s);
        }
        int i = s.index(t, k, owner);
        if (i >= s.counts.length) s.counts = Arrays.copyOf(s.counts, s.index(t + 16, 0, -1));
        int before = s.counts[i];
        s.counts[i] = Math.max(0, before + n);
        if (s.counts[i] != before) {
            changed(g);
            if (owner < 0) s.held(t, k, before, s.counts[i]);
        }
        if (owner < 0 && s.counts[i] != before && g.observer != GameObserver.NONE) {
            int count = s.counts[i] - before;
            String token = g.rules.tileTokens.get(k), at = g.board.x[t] + "," + g.board.y[t];
            g.observer.noted(g, new GameObserver.Note(-1, count > 0 ? count + " " + token + " put on " + at : -count + " " + token + " taken from " + at, false));
        }
    }

    /** A tile, or each tile of a list. */
    private static IntList tiles(Expr target, Game g, Frame f) {
        if (target.type != Type.TILE) return target.evalList(g, f);
        IntList one = new IntList(1);
        one.add(target.evalInt(g, f));
        return one;
    }

    /** Whether a token lying on tile t keeps figures of that kind away ({@code excludes}). */
    @Override protected boolean keepsAway(Game g, int figureKind, int t) {
        if (t < 0) return false;
        for (int k = 0; k < g.rules.tileTokens.size(); k++) {
            if ((g.rules.tileTokenExcludes.get(k) & (1L << figureKind)) != 0 && count(t, k, -1) > 0) return true;
        }
        return false;
    }

    /** {@code t.tokens(NAME)}, {@code t.tokens(NAME, PLAYER)}: the tokens of that kind on the tile, nobody's or kept for the player. */
    public static final class Count extends Expr {
        private final Expr tile, owner;
        private final int kind;

        public Count(Expr tile, int kind, Expr owner) {
            super(Type.INT);
            this.tile = tile;
            this.kind = kind;
            this.owner = owner;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, tile, owner);
            return r == Memo.OPAQUE ? r : r | Memo.STORES;
        }

        @Override public int evalInt(Game g, Frame f) { return count(g, tile.evalInt(g, f), kind, owner == null ? -1 : owner.evalInt(g, f)); }

        /** Non-zero exactly on the tiles holding one of this kind, nobody's. */
        @Override public TileIndex tilesWhereNonZero(int slot, boolean exactly) {
            return owner == null && kind < 63 && tile instanceof Exprs.Local l && l.slot() == slot ? new Holding(1L << kind) : null;
        }
    }

    /** {@code put [N] NAME on TILE}: N tokens (default 1) onto the tile. */
    public static final class Put extends Stmt {
        private final Expr n, tile, owner;
        private final int kind;

        /** {@code tile}: a tile or a list of tiles; {@code owner} null: nobody's. */
        public Put(Expr n, int kind, Expr tile, Expr owner) {
            this.n = n;
            this.kind = kind;
            this.tile = tile;
            this.owner = owner;
        }

        @Override public void exec(Game g, Frame f) {
            int count = n == null ? 1 : n.evalInt(g, f), who = owner == null ? -1 : owner.evalInt(g, f);
            IntList ts = tiles(tile, g, f);
            for (int i = 0; i < ts.size(); i++) {
                int t = ts.get(i);
                if (t < 0) throw new RuleError("put " + g.rules.tileTokens.get(kind) + " on no tile");
                add(g, t, kind, who, count);
            }
        }
    }

    /** {@code remove [N] NAME from TILE}: N tokens (without N: all of them) off the tile. */
    public static final class Remove extends Stmt {
        private final Expr n, tile, owner;
        private final int kind;

        /** {@code tile}: a tile or a list of tiles; {@code owner} null: nobody's. */
        public Remove(Expr n, int kind, Expr tile, Expr owner) {
            this.n = n;
            this.kind = kind;
            this.tile = tile;
            this.owner = owner;
        }

        @Override public void exec(Game g, Frame f) {
            int who = owner == null ? -1 : owner.evalInt(g, f);
            IntList ts = tiles(tile, g, f);
            for (int i = 0; i < ts.size(); i++) {
                int t = ts.get(i);
                if (t >= 0) add(g, t, kind, who, -(n == null ? count(g, t, kind, who) : n.evalInt(g, f)));
            }
        }
    }
}
