package org.tilerules.capabilities.links;

import org.tilerules.runtime.Choice;
import org.tilerules.runtime.Event;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.OptionWords;
import org.tilerules.runtime.Options;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmts;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import java.util.Arrays;
import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Rules.LinkKind;
import org.tilerules.engine.Shared;
import org.tilerules.model.FeatureDef;

/**
 * Tokens laid in pairs on the board ({@code piece NAME { on ends ATTR  supply N }}, a supply of pairs per player).
 * A tile feature carrying the attribute ATTR has that many <em>ends</em>: each
 * counts as an open port of its component until a token lies on it and the
 * token's partner lies on another end; then the two components become one, as
 * if the two ends were facing ports. Each player holds N pairs (each pair its
 * own colour: only its two tokens belong together). The state is one int per
 * token: the feature it lies on, or -1 while the player still holds it; it is the
 * game's store (a {@link Store}), which games whose rules declare no link do not hold.
 */
public final class Links extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot();

    @Override public int slot() { return SLOT; }

    /** ends[base[kind] + (player * pairs[kind] + pair) * 2 + end]: the feature the token lies on, or -1. */
    private final int[] ends;
    /** Fixed at set-up (the pairs each player holds, per kind), shared by copies. */
    @Shared("fixed at set-up")
    private final int[] base, pairs;

    private Links(int[] ends, int[] base, int[] pairs) {
        this.ends = ends;
        this.base = base;
        this.pairs = pairs;
    }

    @Override public Links copy() { return new Links(ends.clone(), base, pairs); }

    /** The game's link tokens, or null when its rules declare no link. */
    public static Links of(Game g) { return (Links) g.store(SLOT); }

    /** Where each token lies (a feature, or -1 while held), in pairs: the two ends of a pair side by side; empty when the rules declare no link. Not to be changed. */
    public static int[] tokenEnds(Game g) {
        Links s = of(g);
        return s == null ? NONE : s.ends;
    }

    /** The store of a new game, every link kind's tokens in the players' hands; null when the rules declare no link. */
    public static Links create(Game g) {
        if (g.rules.links.isEmpty()) return null;
        int n = g.rules.links.size();
        int[] base = new int[n + 1], pairs = new int[n];
        for (LinkKind k : g.rules.links) {
            int p = Math.max(0, k.pairs == null ? 0 : k.pairs.evalInt(g, new Frame(k.pairsFrame)));
            pairs[k.id] = p;
            base[k.id + 1] = base[k.id] + g.nPlayers * p * 2;
        }
        int[] ends = new int[base[n]];
        Arrays.fill(ends, -1);
        g.graph.endAttrs = g.rules.links.stream().mapToInt(k -> k.endAttr).filter(a -> a >= 0).toArray();
        return new Links(ends, base, pairs);
    }

    private static final int[] NONE = new int[0];

    private int slot(int kind, int player, int pair, int end) {
        return base[kind] + ((player * pairs[kind] + pair) * 2) + end;
    }

    /** What lies on the board: called with each laid token's kind, owner, pair (from 0) and feature. */
    public interface LaidSink { void laid(int kind, int player, int pair, int feature); }

    public static void forEachLaid(Game g, LaidSink sink) {
        Links s = of(g);
        if (s == null) return;
        for (LinkKind k : g.rules.links) {
            for (int p = 0; p < g.nPlayers; p++) {
                for (int j = 0; j < s.pairs[k.id]; j++) {
                    for (int e = 0; e < 2; e++) {
                        int at = s.ends[s.slot(k.id, p, j, e)];
                        if (at >= 0) sink.laid(k.id, p, j, at);
                    }
                }
            }
        }
    }

    /** The features joined by pairs of tokens whose both tokens lie, as a flat list of pairs. */
    public static IntList linkedPairs(Game g) {
        IntList out = new IntList();
        int[] ends = tokenEnds(g);
        for (int i = 0; i + 1 < ends.length; i += 2) {
            if (ends[i] >= 0 && ends[i + 1] >= 0) { out.add(ends[i]); out.add(ends[i + 1]); }
        }
        return out;
    }

    /** Tokens of a kind the player still holds. */
    public static int held(Game g, int player, int kind) {
        Links s = of(g);
        int n = 0;
        for (int j = 0; j < s.pairs[kind]; j++) for (int e = 0; e < 2; e++) if (s.ends[s.slot(kind, player, j, e)] < 0) n++;
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
        Links s = of(g);
        int from = s.base[kind], to = s.base[kind + 1];
        int a = g.rules.links.get(kind).endAttr;          // ends(g, kind, i), with what it looks up once
        Graph gr = g.graph;
        int[] type = g.board.type;
        for (int i = 0, nf = gr.nFeat; i < nf; i++) {
            FeatureDef fd = g.type(type[gr.tile[i]]).features[gr.local[i]];
            int n = a < fd.attrs.length ? fd.attrs[a] : 0;
            if (n == 0) continue;
            for (int x = from; x < to && n > 0; x++) if (s.ends[x] == i) n--;
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
        @Override protected String topic() { return "token"; }

        private final int kind;
        /** The tiles whose ends are offered; null: every placed tile (the name {@code board}). */
        private final Expr tiles;

        public Place(int kind, Expr tiles) {
            this.kind = kind;
            this.tiles = tiles;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            Links s = of(g);
            int p = out.player, pairs = s.pairs[kind];
            IntList free = null;
            boolean freshOffered = false;
            for (int j = 0; j < pairs; j++) {
                int first = s.ends[s.slot(kind, p, j, 0)], second = s.ends[s.slot(kind, p, j, 1)];
                if (second >= 0 || (first < 0 && freshOffered)) continue;
                if (first < 0) freshOffered = true;
                if (free == null) free = tiles == null ? freeEnds(g, kind) : onTiles(g, freeEnds(g, kind), tiles.evalList(g, f));
                String name = g.rules.links.get(kind).name + " " + (j + 1) + " on ";
                for (int i = 0; i < free.size(); i++) {
                    int feat = free.get(i);
                    out.add(this, j, feat, 0, w -> name + OptionWords.place(g, feat, w));
                }
            }
        }

        private static IntList onTiles(Game g, IntList ends, IntList ts) {
            IntList out = new IntList(ends.size());
            for (int i = 0; i < ends.size(); i++) if (ts.contains(g.graph.tile[ends.get(i)])) out.add(ends.get(i));
            return out;
        }

        @Override protected Choice choice(Game g, int player, int pair, int feat, int c) {
            return Choice.piece(Choice.Act.TOKEN, g.rules.links.get(kind).name, -1, feat);
        }

        @Override protected void apply(Game g, Frame f, int player, int pair, int feat, int c) {
            Links s = of(g);
            int first = s.slot(kind, player, pair, 0);
            if (s.ends[first] < 0) {
                s.ends[first] = feat;
                return;
            }
            s.ends[first + 1] = feat;
            int root = g.linkComponents(s.ends[first], feat);
            Stmts.fire(g, Event.LINKED, root);
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
