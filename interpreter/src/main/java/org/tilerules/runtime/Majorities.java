package org.tilerules.runtime;

import java.util.Arrays;
import org.tilerules.engine.IntList;

/** Strengths and majorities on a component (for {@link Game}). */
final class Majorities {
    private Majorities() {}

    /** A figure's own strength, as its piece declares it ({@code strength EXPR}, reading the component it stands on, {@code root}). */
    static int ownStrength(Game g, int fig, int root) {
        FigureKind k = g.rules.figures.get(g.graph.figKind[fig]);
        int v = k.constantStrength;
        if (v >= 0) return v;
        Frame f = g.strengthScratch;
        f.v[0] = root;
        return k.strength.evalInt(g, f);
    }

    /**
     * The players with the greatest strength on a component: each owned figure counts its own strength,
     * or what the value {@code strength(w)} says when a rule set redefined it ({@link Rules#strength});
     * each player counts what his figures count, or what the value {@code share(p, c)} says when a rule
     * set redefined it ({@link Rules#share}).
     */
    static IntList majority(Game g, int root) {
        int[] s = g.strengthTmp;
        Values.Slot share = g.rules.share;
        if (share == null) strengths(g, root, -1, s);
        else {
            for (int p = 0; p < g.nPlayers; p++) {
                Frame f = new Frame(share.frame);       // the value share(p: player, c: component)
                f.v[0] = p;
                f.v[1] = root;
                s[p] = share.body.evalInt(g, f);
            }
        }
        int max = 0;
        for (int v : s) max = Math.max(max, v);
        IntList out = new IntList(g.nPlayers);
        if (max > 0) for (int p = 0; p < g.nPlayers; p++) if (s[p] == max) out.add(p);
        return out;
    }

    /** What player {@code p}'s figures on a component count in a majority, added up ({@code c.strength(p)}). */
    static int strengthOf(Game g, int root, int p) {
        int[] s = new int[g.nPlayers];
        strengths(g, root, p, s);
        return s[p];
    }

    /** Adds each owned figure's strength on the component to its owner's entry (only {@code only}'s when not -1). */
    static void strengths(Game g, int root, int only, int[] s) {
        Arrays.fill(s, 0);
        Values.Slot rule = g.rules.strength;
        for (int w = g.graph.figHead[root]; w >= 0; w = g.graph.figNext[w]) {
            int owner = g.graph.figOwner[w];
            if (owner < 0 || only >= 0 && owner != only) continue;   // a neutral figure belongs to nobody
            int v;
            if (rule == null) v = ownStrength(g, w, root);
            else {
                Frame f = new Frame(rule.frame);    // the value strength(w: figure): the figure in slot 0
                f.v[0] = w;
                v = rule.body.evalInt(g, f);
            }
            s[owner] += v;
        }
    }
}
