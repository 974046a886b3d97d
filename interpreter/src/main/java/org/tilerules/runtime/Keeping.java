package org.tilerules.runtime;

import java.util.Arrays;
import org.tilerules.engine.IntList;

/**
 * Zones declared {@code per player}: each player has his own (his keeping), and
 * a figure in one has a keeper besides its owner. A figure enters a keeping by
 * {@code move w to ZONE [for PLAYER]} and leaves it by {@code return w} (to its
 * owner's supply) or by a rule moving it on. The keeper of each figure is kept
 * in the game's store (a {@link Store}), which only games whose rules declare such a
 * zone hold.
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
    public static Keeping of(Game g) { return (Keeping) g.stores[SLOT]; }

    /** The player keeping the figure, or -1 (not in a player's zone). */
    public static int keeperOf(Game g, int fig) {
        Keeping s = of(g);
        return s != null && fig < s.keeper.length ? s.keeper[fig] : -1;
    }

    static void setKeeper(Game g, int fig, int player) {
        Keeping s = of(g);
        if (s == null) {
            if (player < 0) return;
            throw new IllegalStateException("a figure kept in a player's zone, but the rules declare no zone per player");
        }
        if (fig >= s.keeper.length) {
            if (player < 0) return;
            int old = s.keeper.length;
            s.keeper = Arrays.copyOf(s.keeper, Math.max(16, fig * 2));
            Arrays.fill(s.keeper, old, s.keeper.length, -1);
        }
        s.keeper[fig] = player;
    }

    /** A new figure of {@code owner} waiting in a zone (in {@code keeper}'s own, for a zone per player; else -1). */
    public static void addInZone(Game g, int owner, int kind, int zone, int keeper) {
        int fig = g.graph.addFigureInZone(owner, kind, zone);
        if (keeper >= 0) setKeeper(g, fig, keeper);
    }

    /** Whether a zone is one per player ({@code zone NAME per player}). */
    public static boolean perPlayer(Rules rules, int zone) { return (rules.keptZones & (1L << zone)) != 0; }

    /** Where a figure waits, for people: "market", or "prison of blue" in a player's zone. */
    static String zonePlace(Game g, int fig) {
        String zone = g.rules.zones.get(g.graph.figZone[fig] - 1);
        int k = keeperOf(g, fig);
        return k < 0 ? zone : zone + " of " + g.playerNames[k];
    }

    /** Where a figure is, for people: "2,0.c" on the board (the tile's feature it stands on), else its zone. */
    static String placeOf(Game g, int fig) {
        int at = g.graph.figAt[fig];
        if (at < 0) return zonePlace(g, fig);
        int t = g.graph.tile[at];
        String name = g.type(g.board.type[t]).features[at - g.board.featBase[t]].name;
        return g.board.x[t] + "," + g.board.y[t] + "." + name;
    }

    /** Takes a figure off the board or out of a zone; figures that stood only with it go home ({@code with}). */
    static void lift(Game g, int fig) {
        if (g.graph.figAt[fig] >= 0) {
            int root = g.graph.find(g.graph.figAt[fig]);
            g.graph.removeFigure(fig);
            if (g.rules.anyCompanion) Companions.release(g, root, g.graph.figOwner[fig]);
        }
        g.graph.figZone[fig] = 0;
        setKeeper(g, fig, -1);
    }

    /** {@code keep w in ZONE of p}: the figure leaves where it is for the zone (p's own, for a zone per player). */
    public static void keep(Game g, int fig, int zone, int keeper) {
        if (g.graph.figOwner[fig] < 0) throw new RuleError("a neutral figure cannot be kept by a player");
        if (g.graph.figAt[fig] < 0 && g.graph.figZone[fig] == 0) throw new RuleError("only a figure on the board or in a zone can be kept");
        String from = g.observer == GameObserver.NONE ? null : placeOf(g, fig);
        lift(g, fig);
        g.graph.figZone[fig] = zone + 1;
        if ((g.rules.keptZones & (1L << zone)) != 0) setKeeper(g, fig, keeper);
        if (from != null) {
            g.observer.movedToZone(g, g.graph.figOwner[fig], g.rules.figures.get(g.graph.figKind[fig]).name, from, zonePlace(g, fig));
        }
    }

    /**
     * {@code return w}: the figure goes back to its owner's supply, from the board or from a zone; a
     * neutral figure standing on a feature goes back to the zone it started in (one in a zone stays).
     */
    public static void home(Game g, int fig) {
        int owner = g.graph.figOwner[fig];
        if (g.graph.figAt[fig] >= 0) {
            g.returnFigure(fig);
            return;
        }
        if (owner < 0) return;
        if (g.graph.figZone[fig] == 0) return;   // already in supply
        lift(g, fig);
        g.supply[owner * g.rules.figures.size() + g.graph.figKind[fig]]++;
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

    /** {@code keep w in ZONE [of p]}. */
    public static final class Keep extends Stmt {
        private final Expr fig, keeper;
        private final int zone;

        public Keep(Expr fig, int zone, Expr keeper) {
            this.fig = fig;
            this.zone = zone;
            this.keeper = keeper;
        }

        @Override public void exec(Game g, Frame f) {
            keep(g, fig.evalInt(g, f), zone, keeper == null ? g.current : keeper.evalInt(g, f));
        }
    }

    /** {@code return w} for one figure. */
    /** {@code return FIGURES}: each figure of the list home, in the list's order ({@code return c.pieces(wagon)}). */
    public static final class ReturnFigures extends Stmt {
        private final Expr figs;

        public ReturnFigures(Expr figs) { this.figs = figs; }

        @Override public void exec(Game g, Frame f) {
            IntList xs = figs.evalList(g, f);
            for (int i = 0; i < xs.size(); i++) home(g, xs.get(i));
        }
    }

    public static final class ReturnFigure extends Stmt {
        private final Expr fig;

        public ReturnFigure(Expr fig) { this.fig = fig; }

        @Override public void exec(Game g, Frame f) { home(g, fig.evalInt(g, f)); }
    }
}
