package org.tilerules.runtime;

import java.util.Arrays;
import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;
import org.tilerules.engine.NotCopied;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

/**
 * Tokens lying on tiles ({@code token NAME, ... on tiles}), nobody's or kept for a player: a
 * count per tile, kind and owner, in the game's store (a {@link Store}) (allocated when a
 * token is first put down, so games whose rules declare none carry nothing). What the rules do with them: count
 * them on a tile, put some down, take them off, keep figures away from their tiles
 * ({@code excludes}), and the questions about places they need: which tiles hang
 * together through a set of tiles ({@code connected}), which tiles lie beside a list of
 * them ({@code ts.adjacent}), one option per tile of a list, and a figure moving along
 * its own feature to another tile, passing only over tiles of a list ({@code move W
 * along TILES}).
 */
public final class TileTokens extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot(true);

    @Override public int slot() { return SLOT; }

    /** counts[(tile * kinds + kind) * seats + owner + 1], seats being the players and nobody; grows with the board. */
    private int[] counts;
    /** The kinds of tokens on tiles, and the players + 1: fixed for the game. */
    private final int kinds, seats;
    /** Moves whenever a count changes: results computed from the tokens are kept while it stands still ({@link Memo}). */
    @NotCopied("the key of results kept from the counts (Memo), which a copy does not carry")
    private int version;

    /** The version of the counts ({@link Memo}): moves with every change. */
    int version() { return version; }

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
     * The placed tiles holding at least one token, nobody's, of a kind in the mask (bit k for kind
     * k), in increasing order: what {@code board where tokens(K) > 0 ...} visits instead of every tile.
     */
    static IntList holding(Game g, long kindMask) {
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
    public static TileTokens of(Game g) { return (TileTokens) g.stores[SLOT]; }

    private static final int[] DX = Ports.DX, DY = Ports.DY;

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
            g.stores[SLOT] = s;
        }
        int i = s.index(t, k, owner);
        if (i >= s.counts.length) s.counts = Arrays.copyOf(s.counts, s.index(t + 16, 0, -1));
        int before = s.counts[i];
        s.counts[i] = Math.max(0, before + n);
        if (s.counts[i] != before) {
            s.version++;
            if (owner < 0) s.held(t, k, before, s.counts[i]);
        }
        if (owner < 0 && s.counts[i] != before) g.observer.tileTokens(g, t, g.rules.tileTokens.get(k), s.counts[i] - before);
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

    private static String at(Game g, int t) { return g.board.x[t] + "," + g.board.y[t]; }

    private static boolean[] marks(Game g, IntList ts) {
        boolean[] in = new boolean[g.board.n];
        for (int i = 0; i < ts.size(); i++) if (ts.get(i) >= 0 && ts.get(i) < in.length) in[ts.get(i)] = true;
        return in;
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
            return r == Memo.OPAQUE ? r : r | Memo.TILE_TOKENS;
        }

        @Override public int evalInt(Game g, Frame f) { return count(g, tile.evalInt(g, f), kind, owner == null ? -1 : owner.evalInt(g, f)); }

        /** Non-zero only on a tile holding one of this kind, nobody's. */
        @Override public long tokensNeeded(int slot) {
            return owner == null && kind < 63 && tile instanceof Exprs.Local l && l.slot() == slot ? 1L << kind : ANY_TILE;
        }
    }

    /**
     * {@code connected(FROM, THROUGH)}: the tiles of FROM, then every tile of THROUGH reached
     * from them by steps north, east, south or west over tiles of THROUGH (nearest first).
     */
    public static final class Connected extends Memo.KeptList {
        private final Expr from, through;

        public Connected(Expr from, Expr through) {
            super(Type.TILES);
            this.from = from;
            this.through = through;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, from, through);
            return r == Memo.OPAQUE ? r : r | Memo.BOARD;
        }

        @Override IntList compute(Game g, Frame f) {
            IntList start = from.evalList(g, f);
            boolean[] open = marks(g, through.evalList(g, f)), seen = new boolean[g.board.n];
            IntList out = new IntList(start.size() * 2);
            for (int i = 0; i < start.size(); i++) {
                int t = start.get(i);
                if (t >= 0 && !seen[t]) { seen[t] = true; out.add(t); }
            }
            Board b = g.board;
            for (int i = 0; i < out.size(); i++) {
                int t = out.get(i);
                for (int d = 0; d < 4; d++) {
                    int nb = b.at(b.x[t] + DX[d], b.y[t] + DY[d]);
                    if (nb >= 0 && open[nb] && !seen[nb]) { seen[nb] = true; out.add(nb); }
                }
            }
            return out;
        }
    }

    /** {@code ts.adjacent}: the placed tiles beside any tile of the list (north, east, south, west), not in it, each once. */
    public static final class AdjacentToAny extends Memo.KeptList {
        private final Expr tiles;

        public AdjacentToAny(Expr tiles) {
            super(Type.TILES);
            this.tiles = tiles;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, tiles);
            return r == Memo.OPAQUE ? r : r | Memo.BOARD;
        }

        @Override IntList compute(Game g, Frame f) {
            IntList ts = tiles.evalList(g, f);
            boolean[] in = marks(g, ts), seen = new boolean[g.board.n];
            IntList out = new IntList();
            Board b = g.board;
            for (int i = 0; i < ts.size(); i++) {
                int t = ts.get(i);
                if (t < 0) continue;
                for (int d = 0; d < 4; d++) {
                    int nb = b.at(b.x[t] + DX[d], b.y[t] + DY[d]);
                    if (nb >= 0 && !in[nb] && !seen[nb]) { seen[nb] = true; out.add(nb); }
                }
            }
            return out;
        }
    }

    /** {@code ts.has(t)}: whether the tile is in the list. */
    public static final class Has extends Expr {
        private final Expr tiles, tile;

        public Has(Expr tiles, Expr tile) {
            super(Type.BOOL);
            this.tiles = tiles;
            this.tile = tile;
        }

        @Override public long reads(long bound) { return Memo.all(bound, tiles, tile); }

        @Override public int evalInt(Game g, Frame f) {
            // a kept list (connected, adjacent) is only read here: no copy of it
            IntList ts = tiles instanceof Memo.KeptList k ? k.evalListShared(g, f) : tiles.evalList(g, f);
            return ts.contains(tile.evalInt(g, f)) ? 1 : 0;
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

    /**
     * {@code move FIGURES along TILES}: one of the figures (on the board) to its own component's
     * feature on another tile, reached from its tile by steps across sides where the component
     * continues, passing only over tiles of the list and ending on one; label {@code move FIGURE
     * from x,y.F to x,y.F}. A tile where a token or neutral figure keeps the figure away is no end.
     */
    public static final class MoveAlong extends Option {
        private final Expr figures, tiles;

        public MoveAlong(Expr figures, Expr tiles) {
            this.figures = figures;
            this.tiles = tiles;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            IntList figs = figures.evalList(g, f);
            if (figs.size() == 0) return;
            boolean[] open = marks(g, tiles.evalList(g, f));
            for (int i = 0; i < figs.size(); i++) {
                int fig = figs.get(i), from = g.graph.figAt[fig];
                if (from < 0 || g.graph.figOwner[fig] < 0) continue;
                int root = g.graph.find(from), start = g.graph.tile[from];
                IntList reached = reach(g, root, start, open);
                for (int j = 1; j < reached.size(); j++) {
                    int t = reached.get(j), feat = featureOn(g, root, t);
                    if (feat < 0 || Store.keptAway(g, g.graph.figKind[fig], t)) continue;
                    out.add(this, fig, feat, 0, w -> "move " + OptionWords.piece(g, g.graph.figKind[fig], w)
                            + " from " + OptionWords.place(g, from, w) + " to " + OptionWords.place(g, feat, w));
                }
            }
        }

        @Override protected Choice choice(Game g, int player, int fig, int feat, int c) {
            return Choice.piece(Choice.Act.MOVE_FROM, figureName(g, g.graph.figKind[fig]), fig, feat);
        }

        @Override protected void apply(Game g, Frame f, int player, int fig, int feat, int c) { Companions.move(g, fig, feat); }

        /** The start tile, then the tiles of {@code open} reached through sides the component crosses. */
        private static IntList reach(Game g, int root, int start, boolean[] open) {
            Board b = g.board;
            boolean[] seen = new boolean[b.n];
            IntList out = new IntList();
            out.add(start);
            seen[start] = true;
            for (int i = 0; i < out.size(); i++) {
                int t = out.get(i);
                for (int d = 0; d < 4; d++) {
                    int nb = b.at(b.x[t] + DX[d], b.y[t] + DY[d]);
                    if (nb < 0 || seen[nb] || !open[nb] || !crosses(g, root, t, nb, d)) continue;
                    seen[nb] = true;
                    out.add(nb);
                }
            }
            return out;
        }

        /** Whether the component has a feature on each tile on the two sides of their common edge (side d of t). */
        private static boolean crosses(Game g, int root, int t, int nb, int d) {
            Board b = g.board;
            TileType tt = g.type(b.type[t]), nt = g.type(b.type[nb]);
            for (int i = 0; i < 3; i++) {
                int p = d * 3 + i, lf = tt.portFeature[b.rot[t]][p];
                if (lf < 0 || g.graph.find(b.featBase[t] + lf) != root) continue;
                int lf2 = nt.portFeature[b.rot[nb]][Ports.opposite(p)];
                if (lf2 >= 0 && g.graph.find(b.featBase[nb] + lf2) == root) return true;
            }
            return false;
        }

        /** The component's first feature on tile t, or -1. */
        private static int featureOn(Game g, int root, int t) {
            int base = g.board.featBase[t], nf = g.type(g.board.type[t]).features.length;
            for (int i = base; i < base + nf; i++) if (g.graph.find(i) == root) return i;
            return -1;
        }
    }
}
