package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;

/** The completion of components after the board changes: a placement, a link, a regrouping, a feature added (for {@link Game}). */
final class Completions {
    private Completions() {}

    static void findCompleted(Game g, int t) {
        int base = g.board.featBase[t], nf = g.types[g.board.type[t]].features.length;
        for (int i = base; i < base + nf; i++) checkComplete(g, g.graph.find(i));
        for (int i = 0; i < g.graph.touched.size(); i++) checkComplete(g, g.graph.find(g.graph.touched.get(i)));
        if (g.rules.anyKindUsesNeighbours) {
            for (int d = 0; d < 8; d++) {
                int nb = t == g.board.n - 1 ? g.board.lastNeighbours[d] : g.board.at(g.board.x[t] + Board.NX[d], g.board.y[t] + Board.NY[d]);
                if (nb < 0) continue;
                int nbBase = g.board.featBase[nb];
                int[] fs = g.rules.neighbourFeatures(g.board.type[nb]);
                if (fs != null) {
                    for (int f : fs) checkComplete(g, g.graph.find(nbBase + f));
                    continue;
                }
                int nn = g.types[g.board.type[nb]].features.length;
                for (int i = nbBase; i < nbBase + nn; i++) {
                    if (g.rules.kinds.get(g.graph.kind[i]).usesNeighbours) checkComplete(g, g.graph.find(i));
                }
            }
        }
        if (g.rules.anyKindReadsBeyond) {
            // a completion that reads other components, tokens or the board may change anywhere
            for (int i = 0; i < g.graph.nFeat; i++) if (g.graph.kind[i] >= 0 && g.rules.kinds.get(g.graph.kind[i]).readsBeyond) checkComplete(g, g.graph.find(i));
        }
    }

    static void checkComplete(Game g, int root) {
        if (g.graph.complete[root] != 0) return;
        Kind k = g.rules.kinds.get(g.graph.kind[root]);
        if (k.complete == null) return;
        boolean done;
        if (k.completeWhenClosed) done = g.graph.open[root] == 0;
        else {
            Frame f = g.completeScratch;
            f.v[0] = root;
            done = k.complete.evalBool(g, f);
        }
        if (done) {
            g.graph.complete[root] = 1;
            g.completed.add(root);
        }
    }

    /** Joins the components of two features as facing ports join (a pair of link tokens), then checks completion. */
    static int linkComponents(Game g, int a, int b) {
        g.graph.link(g.board, a, b);
        int root = g.graph.find(a);
        if (!g.completed.contains(root)) checkComplete(g, root);
        return root;
    }

    /**
     * After components were split and joined again (a junction moved): the turn's completed list
     * keeps each completed component once, by its root now, and the given ones are checked.
     */
    static void regrouped(Game g, IntList roots) {
        IntList old = new IntList(g.completed);
        g.completed.clear();
        for (int i = 0; i < old.size(); i++) {
            int r = g.graph.find(old.get(i));
            if (g.graph.complete[r] != 0 && !g.completed.contains(r)) g.completed.add(r);
        }
        for (int i = 0; i < roots.size(); i++) checkComplete(g, g.graph.find(roots.get(i)));
    }

    /**
     * A placed tile becomes its variant with one more feature (a bridge): the feature joins what it
     * faces, and its component is checked for completion like a placement's.
     */
    static void addFeature(Game g, int t, int variantType) {
        int lf = g.types[g.board.type[t]].features.length;
        g.board.retype(t, variantType);
        int node = g.graph.addFeature(g.board, t, lf);
        g.added++;
        checkComplete(g, g.graph.find(node));
    }
}
