package org.tilerules.runtime;

import org.tilerules.engine.IntList;
import org.tilerules.model.FeatureDef;

/**
 * {@code on KIND anywhere}: besides the features of the tile a {@code place
 * figure on TILE} names, the figure may stand on any component of those kinds
 * on the board (one option per component, on its first feature, by the
 * figure's own conditions). Label {@code FIGURE on x,y.FEATURE}. Only figures
 * that declare it pay for the walk over the board.
 */
final class Anywhere {
    private Anywhere() {}

    /** {@code on KIND ... if EXPR}: the condition the figure's kinds of that declaration add, read on the target component. */
    static boolean onlyIf(Game g, FigureKind k, int feat) {
        Frame cf = new Frame(k.onlyIfFrame);
        cf.v[0] = g.graph.find(feat);
        return k.onlyIf[g.graph.kind[feat]].evalBool(g, cf);
    }

    static void offer(Game g, Option.PlaceFigure from, FigureKind k, int tile, Options out) {
        IntList seen = new IntList();
        int base = g.board.featBase[tile], n = g.type(g.board.type[tile]).features.length;
        for (int i = base; i < base + n; i++) seen.addIfAbsent(g.graph.find(i));   // offered already, by the tile's own names
        IntList tiles = Seen.of(g).tilesShowing(g);
        for (int j = 0; j < tiles.size(); j++) {
            int t = tiles.get(j);
            int fb = g.board.featBase[t], nf = g.type(g.board.type[t]).features.length;
            for (int feat = fb; feat < fb + nf; feat++) {
                if ((k.anywhere & (1L << g.graph.kind[feat])) == 0) continue;
                int root = g.graph.find(feat);
                if (seen.contains(root)) continue;
                seen.add(root);
                if (!Option.PlaceFigure.allowed(g, k, feat, out.player, false)) continue;
                int at = feat;
                out.add(from, k.id, at, -1, w -> OptionWords.piece(g, k.id, w) + " on " + OptionWords.place(g, at, w));
            }
        }
    }

    /**
     * The placed tiles showing a kind some figure may stand on anywhere, found once per tile as the
     * board grows (tiles are never removed). Kept with the game, so a copy finds them again.
     */
    private static final class Seen {
        final IntList tiles = new IntList();
        int scanned;

        static Seen of(Game g) {
            Seen s = (Seen) g.attached(Seen.class);
            if (s == null) {
                s = new Seen();
                g.attach(Seen.class, s);
            }
            return s;
        }

        IntList tilesShowing(Game g) {
            long kinds = 0;
            for (FigureKind k : g.rules.figures) kinds |= k.anywhere;
            for (; scanned < g.board.n; scanned++) {
                for (FeatureDef f : g.type(g.board.type[scanned]).features) {
                    if ((kinds & (1L << f.kind)) != 0) {
                        tiles.add(scanned);
                        break;
                    }
                }
            }
            return tiles;
        }
    }
}
