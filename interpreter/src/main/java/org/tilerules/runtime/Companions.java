package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * Figures declared {@code with NAME}: they may stand only on a component where
 * their owner already has a figure named or tagged NAME, and they go home as
 * soon as the last of those leaves it. Only rules that declare such a figure
 * pay for the check (when figures leave, never when tiles are placed).
 */
public final class Companions {
    private Companions() {}

    /** Whether the player has a figure of one of the kinds on the component. */
    static boolean hasPartner(Game g, int root, int player, long kinds) {
        for (int x = g.graph.figHead[root]; x >= 0; x = g.graph.figNext[x]) {
            if (g.graph.figOwner[x] == player && (kinds & (1L << g.graph.figKind[x])) != 0) return true;
        }
        return false;
    }

    /** Moves a figure onto another feature; figures that stood only with it where it was go home. */
    static void move(Game g, int fig, int feature) {
        int from = g.graph.figAt[fig] < 0 ? -1 : g.graph.find(g.graph.figAt[fig]);
        g.graph.moveFigure(fig, feature);
        if (g.rules.anyCompanion && from >= 0) release(g, g.graph.find(from), g.graph.figOwner[fig]);
    }

    /** After a figure of {@code owner} left the component: his figures there that lost their last partner go home. */
    public static void release(Game g, int root, int owner) {
        IntList alone = new IntList();
        for (int x = g.graph.figHead[root]; x >= 0; x = g.graph.figNext[x]) {
            if (g.graph.figOwner[x] != owner) continue;
            long with = g.rules.figures.get(g.graph.figKind[x]).withKinds;
            if (with != 0 && !hasPartner(g, root, owner, with)) alone.add(x);
        }
        for (int i = 0; i < alone.size(); i++) g.returnFigure(alone.get(i));
    }
}
