package org.tilerules.capabilities.keeping;

import java.util.Arrays;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

/**
 * Zones declared {@code per player}: each player has his own (his keeping), and
 * a figure in one has a keeper besides its owner. A figure enters a keeping by
 * {@code keep w in ZONE of p} and leaves it by {@code return w} (to its owner's
 * supply) or by a rule moving it on (runtime/ZoneFigures, which tells this store
 * through {@link Store#keep} and asks it through {@link Store#keeper}). The keeper
 * of each figure is kept in this store, which only games whose rules declare such
 * a zone hold.
 */
public final class Keeping extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot();

    @Override public int slot() { return SLOT; }

    private static final int[] NONE = new int[0];

    /** keeper[figure]: the player in whose zone the figure waits, or -1; grows with the figures kept. */
    private int[] keeper = NONE;

    Keeping() {}

    /** The store of a new game, when the rules declare a zone {@code per player}. */
    public static Keeping create(Game g) { return g.rules.keptZones != 0 ? new Keeping() : null; }

    @Override public Keeping copy() {
        Keeping c = new Keeping();
        c.keeper = keeper.length == 0 ? NONE : keeper.clone();
        return c;
    }

    /** The game's keepers of figures, or null when its rules declare no zone per player. */
    public static Keeping of(Game g) { return (Keeping) g.store(SLOT); }

    /** The player keeping the figure, or -1 (not in a player's zone). */
    public static int keeperOf(Game g, int fig) {
        Keeping s = of(g);
        return s != null ? s.keeps(g, fig) : -1;
    }

    @Override protected int keeps(Game g, int fig) { return fig < keeper.length ? keeper[fig] : -1; }

    @Override protected boolean setKeeper(Game g, int fig, int player) {
        if (fig >= keeper.length) {
            if (player < 0) return true;
            int old = keeper.length;
            keeper = Arrays.copyOf(keeper, Math.max(16, fig * 2));
            Arrays.fill(keeper, old, keeper.length, -1);
        }
        keeper[fig] = player;
        return true;
    }

    /** The figures in a player's zone, in seat order of their owners from the current player, then by id. */
    static IntList keptBy(Game g, int zone, int keeper) {
        IntList out = new IntList();
        Keeping s = of(g);
        int[] kept = s == null ? NONE : s.keeper;
        int n = Math.min(g.graph.nFig, kept.length);
        for (int x = 0; x < n; x++) if (kept[x] == keeper && g.graph.figZone[x] == zone + 1) out.add(x);
        if (out.size() < 2) return out;
        // seat order of the owners from the current player, then by id (stable)
        int[] a = out.toArray();
        IntList sorted = new IntList(a.length);
        for (int seat = 0; seat < g.nPlayers; seat++) {
            int owner = (g.current + seat) % g.nPlayers;
            for (int x : a) if (g.graph.figOwner[x] == owner) sorted.add(x);
        }
        return sorted;
    }

    /** {@code ZONE.of(p)}: the figures in player p's zone of that name. */
    public static final class Of extends Expr {
        private final Expr zone, player;

        public Of(Expr zone, Expr player) {
            super(Type.FIGURES);
            this.zone = zone;
            this.player = player;
        }

        @Override public IntList evalList(Game g, Frame f) { return keptBy(g, zone.evalInt(g, f), player.evalInt(g, f)); }
    }

    /** {@code w.keeper}: the player in whose zone the figure is; an error for a figure no player keeps. */
    public static final class KeeperOf extends Expr {
        private final Expr fig;

        public KeeperOf(Expr fig) {
            super(Type.PLAYER);
            this.fig = fig;
        }

        @Override public int evalInt(Game g, Frame f) {
            int k = keeperOf(g, fig.evalInt(g, f));
            if (k < 0) throw new RuleError("the figure is in no player's zone, so it has no keeper");
            return k;
        }
    }

    /** {@code w.kept}: whether the figure is in a player's zone. */
    public static final class IsKept extends Expr {
        private final Expr fig;

        public IsKept(Expr fig) {
            super(Type.BOOL);
            this.fig = fig;
        }

        @Override public int evalInt(Game g, Frame f) { return keeperOf(g, fig.evalInt(g, f)) >= 0 ? 1 : 0; }
    }
}
