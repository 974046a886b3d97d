package org.tilerules.engine;

import org.tilerules.model.FeatureDef;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

/**
 * Undoing a join: a union-find cannot split a component, so when a piece that joined two
 * features is taken away (a junction moved to other ends), the component's members become
 * components of their own again and are joined anew by everything that still joins them:
 * facing ports on the board, pairs of link tokens and the junctions still lying. Only the
 * members of the one component are touched; figures stay on their features and follow them
 * into the new components. Nothing else in the graph changes, so this costs about the size
 * of the component, and nothing on the paths that place tiles.
 */
public final class Regroup {
    private Regroup() {}

    /**
     * Splits the component of {@code root} along what joins its members now: {@code linked} holds
     * pairs of features joined as facing ports (link tokens), {@code bonded} pairs joined without
     * closing a port (junctions); pairs not inside the component are ignored. Returns the roots
     * of the components it fell into (one when nothing was taken away), none of them complete.
     */
    public static IntList split(Graph g, Board b, int root, IntList linked, IntList bonded) {
        int r = g.find(root);
        IntList members = new IntList(), figures = new IntList();
        for (int m = g.memHead[r]; m >= 0; m = g.memNext[m]) members.add(m);
        for (int x = g.figHead[r]; x >= 0; x = g.figNext[x]) figures.add(x);
        boolean[] in = new boolean[g.nFeat];
        for (int i = 0; i < members.size(); i++) {
            int m = members.get(i);
            in[m] = true;
            g.reset(m, def(b, g, m));
        }
        for (int i = 0; i < members.size(); i++) rejoinPorts(g, b, members.get(i), in);
        joinPairs(g, b, linked, in, 2);
        joinPairs(g, b, bonded, in, 0);
        for (int i = 0; i < figures.size(); i++) {
            int x = figures.get(i), to = g.find(g.figAt[x]);
            g.figNext[x] = g.figHead[to];
            g.figHead[to] = x;
        }
        IntList roots = new IntList();
        for (int i = 0; i < members.size(); i++) roots.addIfAbsent(g.find(members.get(i)));
        return roots;
    }

    private static FeatureDef def(Board b, Graph g, int m) {
        return b.typeOf(g.tile[m]).features[g.local[m]];
    }

    /**
     * The ports of one member, as its tile's placement and its neighbours' left them: a port facing
     * a wild side is closed, one facing a feature of its kind joins it (each pair of facing ports
     * once, from the tile placed later, as when it was placed).
     */
    private static void rejoinPorts(Graph g, Board b, int m, boolean[] in) {
        int t = g.tile[m];
        TileType tt = b.typeOf(t);
        int[] pf = tt.portFeature[b.rot[t]], pf2 = tt.portFeature2 == null ? null : tt.portFeature2[b.rot[t]];
        for (int p = 0; p < 12; p++) {
            int mine = pf[p] == g.local[m] ? 0 : pf2 != null && pf2[p] == g.local[m] ? 1 : -1;
            if (mine < 0) continue;
            int s = p / 3;
            int nb = b.at(b.x[t] + Ports.DX[s], b.y[t] + Ports.DY[s]);
            if (nb < 0) continue;
            TileType nt = b.typeOf(nb);
            if (tt.wild || nt.wild) {      // a wild side closes the port, it joins nothing
                g.open[g.find(m)]--;
                continue;
            }
            int nf = nt.portFeature[b.rot[nb]][Ports.opposite(p)];
            if (b.anyFits() && tt.sig[b.rot[t]][s] != nt.sigRev[b.rot[nb]][(s + 2) & 3]
                    && (nf < 0 || nt.features[nf].kind != def(b, g, m).kind)) {
                g.open[g.find(m)]--;       // a side that matched by `fits`: the port ends there
                continue;
            }
            if (nf < 0 || nb > t) continue;
            // a shared port (two features of one kind reach it): every pair joins, each port closing once
            int nf2 = nt.portFeature2 == null ? -1 : nt.portFeature2[b.rot[nb]][Ports.opposite(p)];
            for (int theirs = 0; theirs < 2; theirs++) {
                int o = theirs == 0 ? nf : nf2;
                if (o < 0) continue;
                int other = b.featBase[nb] + o;
                int closes = (theirs == 0 ? 1 : 0) + (mine == 0 ? 1 : 0);
                if (other < in.length && in[other] && g.kind[other] == g.kind[m]) g.join(b, m, other, closes);
            }
        }
    }

    private static void joinPairs(Graph g, Board b, IntList pairs, boolean[] in, int closes) {
        for (int i = 0; i + 1 < pairs.size(); i += 2) {
            int x = pairs.get(i), y = pairs.get(i + 1);
            if (x < in.length && y < in.length && in[x] && in[y]) g.join(b, x, y, closes);
        }
    }
}
