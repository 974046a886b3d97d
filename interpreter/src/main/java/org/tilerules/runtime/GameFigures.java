package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/** Figures on components and in zones, in seat order, and their way home (for {@link Game}). */
final class GameFigures {
    private GameFigures() {}

    static void returnFigures(Game g, int root) {
        int nk = g.rules.figures.size();
        g.graph.removeFigures(root, (fig, owner, kind) -> {
            if (owner >= 0) g.supply[owner * nk + kind]++;
            else g.graph.figZone[fig] = g.rules.figures.get(kind).neutralZone + 1;   // a neutral figure goes back to its zone
        });
    }

    /** Figures on a component whose kind or tag is in the mask, ordered by seat from the current player. */
    static IntList figuresOn(Game g, int root, long kinds) {
        IntList one = new IntList(1);
        one.add(root);
        return figuresOn(g, one, kinds);
    }

    /** Figures on any of the components (roots), ordered by seat from the current player, then by id. */
    static IntList figuresOn(Game g, IntList roots, long kinds) {
        IntList out = new IntList();
        for (int i = 0; i < roots.size(); i++) {
            for (int x = g.graph.figHead[roots.get(i)]; x >= 0; x = g.graph.figNext[x]) if ((kinds & (1L << g.graph.figKind[x])) != 0) out.add(x);
        }
        int n = out.size();
        int[] a = out.toArray();
        // insertion sort: few figures, stable, seat order from current then figure id
        for (int i = 1; i < n; i++) {
            int v = a[i], j = i - 1;
            while (j >= 0 && seatKey(g, a[j]) > seatKey(g, v)) { a[j + 1] = a[j]; j--; }
            a[j + 1] = v;
        }
        IntList sorted = new IntList(n);
        for (int v : a) sorted.add(v);
        return sorted;
    }

    static long seatKey(Game g, int fig) {
        return (long) ((g.graph.figOwner[fig] - g.current + g.nPlayers) % g.nPlayers) << 32 | fig;
    }

    /** The neutral figure of a kind: the zone it is in, or -1. */
    static int neutralZone(Game g, int figureKind) {
        for (int x = 0; x < g.graph.nFig; x++) {
            if (g.graph.figKind[x] == figureKind && g.graph.figOwner[x] < 0) return g.graph.figZone[x] - 1;
        }
        return -1;
    }

    /** Figures of the given kinds waiting in a zone, optionally only one player's (player -1: all). */
    static IntList zoneFigures(Game g, int zone, long kinds, int player) {
        IntList out = new IntList();
        for (int x = 0; x < g.graph.nFig; x++) {
            if (g.graph.figZone[x] != zone + 1 || (kinds & (1L << g.graph.figKind[x])) == 0) continue;
            if (player >= 0 && g.graph.figOwner[x] != player) continue;
            out.add(x);
        }
        return out;
    }

    /** Sends one figure back to its owner's supply (and his figures that stood there only with it: {@code with}). */
    static void returnFigure(Game g, int fig) {
        if (g.graph.figAt[fig] < 0) return;
        int root = g.graph.find(g.graph.figAt[fig]);
        g.graph.removeFigure(fig);
        if (g.graph.figOwner[fig] < 0) {      // a neutral figure goes back to the zone it started in
            g.graph.figZone[fig] = g.rules.figures.get(g.graph.figKind[fig]).neutralZone + 1;
            return;
        }
        g.supply[g.graph.figOwner[fig] * g.rules.figures.size() + g.graph.figKind[fig]]++;
        if (g.rules.anyCompanion) Companions.release(g, root, g.graph.figOwner[fig]);
    }
}
