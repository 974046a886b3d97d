package org.tilerules.runtime;

import org.tilerules.engine.IntList;
import org.tilerules.model.FeatureDef;

/**
 * Tokens laid in pairs on the board ({@code link NAME { ends ATTR  pairs N }}).
 * A tile feature carrying the attribute ATTR has that many <em>ends</em>: each
 * counts as an open port of its component until a token lies on it and the
 * token's partner lies on another end; then the two components become one, as
 * if the two ends were facing ports. Each player holds N pairs (each pair its
 * own colour: only its two tokens belong together). The state is one int per
 * token: the feature it lies on, or -1 while the player still holds it.
 */
public final class Links {
    private Links() {}

    /** A declared kind of link: the attribute marking its ends, and the pairs each player holds (read at set-up). */
    public static final class LinkKind {
        public final int id;
        public final String name;
        public int endAttr = -1;
        public Expr pairs;
        public int pairsFrame = 1;

        public LinkKind(int id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    /** Sets up the tokens of every link kind: all in the players' hands. Called once by a new game. */
    static void setUp(Game g) {
        int n = g.rules.links.size();
        if (n == 0) {      // most rule sets: nothing to allocate per game
            g.linkBase = NO_BASE;
            g.linkPairs = g.linkEnds = NONE;
            return;
        }
        g.linkBase = new int[n + 1];
        g.linkPairs = new int[n];
        for (LinkKind k : g.rules.links) {
            int pairs = Math.max(0, k.pairs == null ? 0 : k.pairs.evalInt(g, new Frame(k.pairsFrame)));
            g.linkPairs[k.id] = pairs;
            g.linkBase[k.id + 1] = g.linkBase[k.id] + g.nPlayers * pairs * 2;
        }
        g.linkEnds = new int[g.linkBase[n]];
        java.util.Arrays.fill(g.linkEnds, -1);
        g.graph.endAttrs = g.rules.links.stream().mapToInt(k -> k.endAttr).filter(a -> a >= 0).toArray();
    }

    private static final int[] NONE = new int[0], NO_BASE = new int[1];

    private static int slot(Game g, int kind, int player, int pair, int end) {
        return g.linkBase[kind] + ((player * g.linkPairs[kind] + pair) * 2) + end;
    }

    /** What lies on the board: called with each laid token's kind, owner, pair (from 0) and feature. */
    public interface LaidSink { void laid(int kind, int player, int pair, int feature); }

    public static void forEachLaid(Game g, LaidSink sink) {
        for (LinkKind k : g.rules.links) {
            for (int p = 0; p < g.nPlayers; p++) {
                for (int j = 0; j < g.linkPairs[k.id]; j++) {
                    for (int e = 0; e < 2; e++) {
                        int at = g.linkEnds[slot(g, k.id, p, j, e)];
                        if (at >= 0) sink.laid(k.id, p, j, at);
                    }
                }
            }
        }
    }

    /** The features joined by pairs of tokens whose both tokens lie, as a flat list of pairs. */
    static IntList linkedPairs(Game g) {
        IntList out = new IntList();
        for (int i = 0; i + 1 < g.linkEnds.length; i += 2) {
            if (g.linkEnds[i] >= 0 && g.linkEnds[i + 1] >= 0) { out.add(g.linkEnds[i]); out.add(g.linkEnds[i + 1]); }
        }
        return out;
    }

    /** Tokens of a kind the player still holds. */
    public static int held(Game g, int player, int kind) {
        int n = 0;
        for (int j = 0; j < g.linkPairs[kind]; j++) for (int e = 0; e < 2; e++) if (g.linkEnds[slot(g, kind, player, j, e)] < 0) n++;
        return n;
    }

    /** How many ends of a link kind a feature has (its attribute), whatever lies on them. */
    static int ends(Game g, int kind, int feature) {
        int a = g.rules.links.get(kind).endAttr;
        FeatureDef fd = g.type(g.board.type[g.graph.tile[feature]]).features[g.graph.local[feature]];
        return a < fd.attrs.length ? fd.attrs[a] : 0;
    }

    /** Features with an end of this kind that no token covers yet, in board order. */
    static IntList freeEnds(Game g, int kind) {
        IntList out = new IntList();
        int from = g.linkBase[kind], to = g.linkBase[kind + 1];
        for (int i = 0; i < g.graph.nFeat; i++) {
            int n = ends(g, kind, i);
            if (n == 0) continue;
            for (int s = from; s < to && n > 0; s++) if (g.linkEnds[s] == i) n--;
            if (n > 0) out.add(i);
        }
        return out;
    }

    /**
     * {@code move NAME to TILES} in a choose (a link's name): one of the chooser's tokens on a free
     * end of one of the tiles ({@code board}: anywhere). The second token of a pair takes a partner that already lies; of
     * the pairs not begun, only the first is offered (colours are otherwise alike).
     * Label: {@code NAME J on x,y.FEATURE}, J numbering the chooser's pairs from 1.
     */
    public static final class Place extends Option {
        private final int kind;
        /** The tiles whose ends are offered; null: every placed tile (the name {@code board}). */
        private final Expr tiles;

        public Place(int kind, Expr tiles) {
            this.kind = kind;
            this.tiles = tiles;
        }

        @Override void offer(Game g, Frame f, Options out) {
            int p = out.player, pairs = g.linkPairs[kind];
            IntList free = null;
            boolean freshOffered = false;
            for (int j = 0; j < pairs; j++) {
                int first = g.linkEnds[slot(g, kind, p, j, 0)], second = g.linkEnds[slot(g, kind, p, j, 1)];
                if (second >= 0 || (first < 0 && freshOffered)) continue;
                if (first < 0) freshOffered = true;
                if (free == null) free = tiles == null ? freeEnds(g, kind) : onTiles(g, freeEnds(g, kind), tiles.evalList(g, f));
                String name = g.rules.links.get(kind).name + " " + (j + 1) + " on ";
                for (int i = 0; i < free.size(); i++) {
                    int feat = free.get(i);
                    out.add(this, j, feat, 0, () -> name + g.featurePlace(feat));
                }
            }
        }

        private static IntList onTiles(Game g, IntList ends, IntList ts) {
            IntList out = new IntList(ends.size());
            for (int i = 0; i < ends.size(); i++) if (ts.contains(g.graph.tile[ends.get(i)])) out.add(ends.get(i));
            return out;
        }

        @Override void apply(Game g, Frame f, int player, int pair, int feat, int c) {
            int first = slot(g, kind, player, pair, 0);
            if (g.linkEnds[first] < 0) {
                g.linkEnds[first] = feat;
                return;
            }
            g.linkEnds[first + 1] = feat;
            int root = g.linkComponents(g.linkEnds[first], feat);
            Stmts.fire(g, "linked", root);
        }
    }

    /** {@code p.links(NAME)}: the tokens of a link kind the player still holds. */
    public static final class Held extends Expr {
        private final Expr player;
        private final int kind;

        public Held(Expr player, int kind) {
            super(Type.INT);
            this.player = player;
            this.kind = kind;
        }

        @Override public int evalInt(Game g, Frame f) { return held(g, player.evalInt(g, f), kind); }
    }
}
