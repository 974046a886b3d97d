package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * Figures in zones ({@code zone NAME}): putting one in a zone at set-up, keeping a figure in a zone
 * ({@code keep w in ZONE [of p]}), returning figures home from the board or a zone ({@code return}),
 * and saying where a figure waits. A zone declared {@code per player} gives each player his own and
 * a figure in one a keeper besides its owner: the keeper is a store's ({@link Store#keeps},
 * {@link Store#setKeeper}; {@code capabilities/keeping}), asked through {@link Store#keeper} and told
 * through {@link Store#keep}.
 */
public final class ZoneFigures {
    private ZoneFigures() {}

    /** A new figure of {@code owner} waiting in a zone (in {@code keeper}'s own, for a zone per player; else -1). */
    public static void addInZone(Game g, int owner, int kind, int zone, int keeper) {
        int fig = g.graph.addFigureInZone(owner, kind, zone);
        if (keeper >= 0) Store.keep(g, fig, keeper);
    }

    /** Whether a zone is one per player ({@code zone NAME per player}). */
    public static boolean perPlayer(Rules rules, int zone) { return (rules.keptZones & (1L << zone)) != 0; }

    /** Where a figure waits, for people: "market", or "prison of blue" in a player's zone. */
    static String zonePlace(Game g, int fig) {
        String zone = g.rules.zones.get(g.graph.figZone[fig] - 1);
        int k = Store.keeper(g, fig);
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
        Store.keep(g, fig, -1);
    }

    /** {@code keep w in ZONE of p}: the figure leaves where it is for the zone (p's own, for a zone per player). */
    public static void keep(Game g, int fig, int zone, int keeper) {
        if (g.graph.figOwner[fig] < 0) throw new RuleError("a neutral figure cannot be kept by a player");
        if (g.graph.figAt[fig] < 0 && g.graph.figZone[fig] == 0) throw new RuleError("only a figure on the board or in a zone can be kept");
        String from = g.observer == GameObserver.NONE ? null : placeOf(g, fig);
        lift(g, fig);
        g.graph.figZone[fig] = zone + 1;
        if (perPlayer(g.rules, zone)) Store.keep(g, fig, keeper);
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

    /** {@code return FIGURES}: each figure of the list home, in the list's order ({@code return c.pieces(wagon)}). */
    public static final class ReturnFigures extends Stmt {
        private final Expr figs;

        public ReturnFigures(Expr figs) { this.figs = figs; }

        @Override public void exec(Game g, Frame f) {
            IntList xs = figs.evalList(g, f);
            for (int i = 0; i < xs.size(); i++) home(g, xs.get(i));
        }
    }

    /** {@code return w} for one figure. */
    public static final class ReturnFigure extends Stmt {
        private final Expr fig;

        public ReturnFigure(Expr fig) { this.fig = fig; }

        @Override public void exec(Game g, Frame f) { home(g, fig.evalInt(g, f)); }
    }
}
