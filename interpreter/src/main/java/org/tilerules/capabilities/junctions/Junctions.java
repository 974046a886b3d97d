package org.tilerules.capabilities.junctions;

import org.tilerules.runtime.Choice;
import org.tilerules.runtime.Companions;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.Options;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;
import org.tilerules.capabilities.links.Links;

import java.util.Arrays;
import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;
import org.tilerules.engine.Regroup;
import org.tilerules.model.FeatureDef;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

/**
 * Junctions ({@code piece NAME { on ends ATTR }} with no supply): a piece owned by nobody that lies on a tile
 * and joins two of the tile's <em>ends</em> (its features carrying the attribute ATTR) into one
 * component, closing no port. At most one of a kind lies on a tile. It may later be moved to
 * another two ends of its tile: the component it held together is then split again
 * ({@link Regroup}) and the new two ends are joined. The state is three ints per junction laid
 * (kind, the two features), in the game's store (a {@link Store}); rule sets without
 * junctions keep none.
 */
public final class Junctions extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot();

    @Override public int slot() { return SLOT; }

    /** Kind and the two features joined, three ints per junction laid, in the order laid. */
    private int[] laid = NONE;

    Junctions() {}

    /** The store of a new game, when the rules declare a junction. */
    public static Junctions create(Game g) { return g.rules.junctions.isEmpty() ? null : new Junctions(); }

    @Override public Junctions copy() {
        Junctions c = new Junctions();
        c.laid = laid.length == 0 ? NONE : laid.clone();
        return c;
    }

    /** The game's junctions, or null when its rules declare none. */
    public static Junctions of(Game g) { return (Junctions) g.store(SLOT); }

    /** The junctions laid, three ints each (kind, the two features joined); empty when the rules declare none. Not to be changed. */
    public static int[] laid(Game g) {
        Junctions s = of(g);
        return s == null ? NONE : s.laid;
    }

    static final int[] NONE = new int[0];

    /** The index (in triples) of the junction of this kind lying on the tile, or -1. */
    static int on(Game g, int kind, int tile) {
        int[] j = laid(g);
        for (int i = 0; i < j.length; i += 3) if (j[i] == kind && g.graph.tile[j[i + 1]] == tile) return i;
        return -1;
    }

    /** The tile's ends of a kind of junction: its features carrying the attribute, in the tile's order. */
    static IntList ends(Game g, int kind, int tile) {
        int a = g.rules.junctions.get(kind).endAttr;
        TileType tt = g.type(g.board.type[tile]);
        IntList out = new IntList();
        for (int lf = 0; lf < tt.features.length; lf++) {
            FeatureDef fd = tt.features[lf];
            if (a >= 0 && a < fd.attrs.length && fd.attrs[a] > 0) out.add(g.board.featBase[tile] + lf);
        }
        return out;
    }

    /** Every pair of junction ends joined now, as a flat list of features. */
    static IntList bonded(Game g) {
        IntList out = new IntList();
        int[] j = laid(g);
        for (int i = 0; i < j.length; i += 3) { out.add(j[i + 1]); out.add(j[i + 2]); }
        return out;
    }

    private static IntList tilesOf(Expr tiles, Game g, Frame f) {
        if (tiles.type != Type.TILE) return tiles.evalList(g, f);
        IntList ts = new IntList(1);
        int t = tiles.evalInt(g, f);
        if (t >= 0) ts.add(t);
        return ts;
    }

    /**
     * {@code move NAME to TILES} in a choose: on each tile of the list, lay a junction where none
     * lies yet, or move the one lying there onto two other of the tile's ends (every pair but the
     * one it joins now). Label: {@code NAME on x,y.A-B} (laid), {@code NAME to x,y.A-B} (moved).
     */
    public static final class Lay extends Option {
        private final int kind;
        private final Expr tiles;
        /** The option's block, run after the junction is laid or moved (null: none). */
        private final Stmt[] then;

        public Lay(int kind, Expr tiles, Stmt[] then) {
            this.kind = kind;
            this.tiles = tiles;
            this.then = then;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            IntList ts = tilesOf(tiles, g, f);
            String name = g.rules.junctions.get(kind).name;
            for (int i = 0; i < ts.size(); i++) {
                int t = ts.get(i), at = on(g, kind, t);
                boolean move = at >= 0;
                IntList es = ends(g, kind, t);
                for (int x = 0; x < es.size(); x++) {
                    for (int y = x + 1; y < es.size(); y++) {
                        int a = es.get(x), b = es.get(y);
                        if (move && laid(g)[at + 1] == a && laid(g)[at + 2] == b) continue;
                        out.add(this, a, b, 0, w -> name + (move ? " to " : " on ") + g.featurePlace(a) + "-" + g.type(g.board.type[t]).features[g.graph.local[b]].name);
                    }
                }
            }
        }

        @Override protected Choice choice(Game g, int player, int a, int b, int c) {
            return Choice.piece(Choice.Act.TOKEN, g.rules.junctions.get(kind).name, -1, a);
        }

        @Override protected void apply(Game g, Frame f, int player, int a, int b, int c) {
            Graph gr = g.graph;
            int at = on(g, kind, gr.tile[a]);
            IntList roots = new IntList();
            Junctions s = of(g);
            if (at < 0) {
                int[] j = Arrays.copyOf(s.laid, s.laid.length + 3);
                j[j.length - 3] = kind;
                j[j.length - 2] = a;
                j[j.length - 1] = b;
                s.laid = j;
            } else {
                int old = s.laid[at + 1];
                s.laid[at + 1] = a;
                s.laid[at + 2] = b;
                roots = Regroup.split(gr, g.board, old, Links.linkedPairs(g), bonded(g));
                // a figure that stands only beside its owner's (`with`: the builder, the pig) goes home
                // from a part where none of those is left
                if (g.rules.anyCompanion) {
                    for (int i = 0; i < roots.size(); i++) for (int p = 0; p < g.nPlayers; p++) Companions.release(g, gr.find(roots.get(i)), p);
                }
            }
            gr.bond(g.board, a, b);
            roots.add(gr.find(a));
            g.regrouped(roots);
            if (then != null) Stmt.run(then, g, f);
        }
    }

    /**
     * {@code t.nearest(NAME)}: walking out of t along the components of the kinds junctions of that
     * name join (across facing ports and pairs of link tokens), the tiles of the first such
     * junctions met: one per way out, each tile once; a way ends at the first junction whose ends
     * it enters, and never runs back through t.
     */
    public static final class Nearest extends Expr {
        private final Expr tile;
        private final int kind;

        public Nearest(Expr tile, int kind) {
            super(Type.TILES);
            this.tile = tile;
            this.kind = kind;
        }

        @Override public IntList evalList(Game g, Frame f) {
            IntList out = new IntList();
            int t = tile.evalInt(g, f);
            int[] j = laid(g);
            if (t < 0 || j.length == 0) return out;
            Graph gr = g.graph;
            Board b = g.board;
            long kinds = endKinds(g);
            boolean[] seen = new boolean[gr.nFeat];
            IntList todo = new IntList(), links = Links.linkedPairs(g);
            int base = b.featBase[t], n = g.type(b.type[t]).features.length;
            for (int i = base; i < base + n; i++) seen[i] = true;
            for (int i = base; i < base + n; i++) if ((kinds & (1L << gr.kind[i])) != 0) across(g, i, todo);
            while (todo.size() > 0) {
                int m = todo.get(todo.size() - 1);
                todo.truncate(todo.size() - 1);
                if (seen[m]) continue;
                seen[m] = true;
                int at = on(g, kind, gr.tile[m]);
                if (at >= 0 && (j[at + 1] == m || j[at + 2] == m)) {
                    out.addIfAbsent(gr.tile[m]);
                    continue;
                }
                across(g, m, todo);
                for (int i = 0; i + 1 < links.size(); i += 2) {
                    if (links.get(i) == m) todo.add(links.get(i + 1));
                    else if (links.get(i + 1) == m) todo.add(links.get(i));
                }
            }
            return out;
        }

        /** The kinds of the features that carry this junction's ends on any tile type. */
        private long endKinds(Game g) {
            TileType[] types = g.rules.tileArray();
            EndKinds k = endKinds;
            if (k != null && k.rules == g.rules && k.types == types) return k.mask;
            int a = g.rules.junctions.get(kind).endAttr;
            long mask = 0;
            for (TileType tt : types) {
                for (FeatureDef fd : tt.features) if (a >= 0 && a < fd.attrs.length && fd.attrs[a] > 0) mask |= 1L << fd.kind;
            }
            endKinds = new EndKinds(g.rules, types, mask);
            return mask;
        }

        /** {@link #endKinds} as last worked out: it depends only on the rules and their tile types (walking them all was a twentieth of a game of every rule set). */
        private volatile EndKinds endKinds;

        private record EndKinds(Rules rules, TileType[] types, long mask) {}

        /** The features of the same kind that feature m's ports face on the board. */
        private static void across(Game g, int m, IntList todo) {
            Graph gr = g.graph;
            Board b = g.board;
            int t = gr.tile[m];
            TileType tt = g.type(b.type[t]);
            int[] pf = tt.portFeature[b.rot[t]], pf2 = tt.portFeature2 == null ? null : tt.portFeature2[b.rot[t]];
            for (int p = 0; p < 12; p++) {
                if (pf[p] != gr.local[m] && (pf2 == null || pf2[p] != gr.local[m])) continue;
                int s = p / 3, nb = b.at(b.x[t] + Ports.DX[s], b.y[t] + Ports.DY[s]);
                if (nb < 0 || g.type(b.type[nb]).wild) continue;
                TileType nt = g.type(b.type[nb]);
                int nf = nt.portFeature[b.rot[nb]][Ports.opposite(p)];
                if (nf >= 0 && gr.kind[b.featBase[nb] + nf] == gr.kind[m]) todo.add(b.featBase[nb] + nf);
                int nf2 = nt.portFeature2 == null ? -1 : nt.portFeature2[b.rot[nb]][Ports.opposite(p)];
                if (nf2 >= 0 && gr.kind[b.featBase[nb] + nf2] == gr.kind[m]) todo.add(b.featBase[nb] + nf2);
            }
        }
    }
}
