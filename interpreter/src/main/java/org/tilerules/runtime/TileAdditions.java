package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

import java.util.ArrayList;
import java.util.List;

/**
 * Features added to placed tiles ({@code addition NAME: KIND across UNDER}, a bridge): the
 * placements that fit only with one such addition (the declaration's {@code placement when EXPR}), on the
 * new tile or on a tile beside it, and the move {@code move NAME to TILES}. Only rule sets that
 * declare additions pay for any of this.
 */
public final class TileAdditions {
    private static final String[] AXES = {"N-S", "W-E"};

    private TileAdditions() {}

    /** The drawn tile at x,y turned rot, fitting because tile {@code onTile} (-1: the new one) becomes {@code variant}. */
    /** A placement with an addition; where the addition lies (its label) is written only when asked: {@code wx,wy} and its axis across. */
    private record Extra(int x, int y, int rot, int onTile, int variant, int wx, int wy, int across, Rules.PlacementWith rule) {
        String where(Game g) { return g.rules.additions.get(rule.addition()).name() + " on " + wx + "," + wy + " " + AXES[across]; }
    }

    /** The placements of the drawn tile with the extra ones additions make fit, or null when there are none of those. */
    static Widened widened(Game g, PlacementChoices plain) {
        List<Extra> extras = new ArrayList<>();
        for (Rules.PlacementWith pw : g.rules.placementsWith) {
            if (pw.when().evalBool(g, new Frame(Math.max(1, pw.frameSize())))) collect(g, pw, extras);
        }
        return extras.isEmpty() ? null : new Widened(g, plain, extras, g.type(g.drawn).name);
    }

    private static void collect(Game g, Rules.PlacementWith pw, List<Extra> out) {
        Board b = g.board;
        TileType drawn = g.type(g.drawn);
        for (int i = 0; i < b.openCount(); i++) {
            int x = b.openX(i), y = b.openY(i);
            for (int r = 0; r < 4; r++) {
                if (!drawn.distinctRotation[r] || b.legal(drawn, r, x, y)) continue;
                for (int axis = 0; axis < 2; axis++) {            // the addition on the new tile itself
                    int v = g.rules.variant(drawn.id, pw.addition(), axis);
                    if (v >= 0 && b.legal(g.type(v), r, x, y)) out.add(new Extra(x, y, r, -1, v, x, y, (axis + r) & 1, pw));
                }
                int side = mismatchedSide(g, drawn, r, x, y);
                if (side < 0) continue;
                int nb = b.at(x + Ports.DX[side], y + Ports.DY[side]);
                for (int axis = 0; axis < 2; axis++) {            // ... or on the one tile beside it that does not fit
                    int v = g.rules.variant(b.type[nb], pw.addition(), axis);
                    if (v < 0) continue;
                    TileType vt = g.type(v);
                    if (!b.sidesFit(drawn.sig[r][side], vt.sigRev[b.rot[nb]][(side + 2) & 3])) continue;
                    if (!b.sidesMatch(vt, b.rot[nb], b.x[nb], b.y[nb])) continue;
                    out.add(new Extra(x, y, r, nb, v, b.x[nb], b.y[nb], (axis + b.rot[nb]) & 1, pw));
                }
            }
        }
    }

    /** The one side of the drawn tile that faces a placed tile it does not match, or -1 (none, or several). */
    private static int mismatchedSide(Game g, TileType t, int r, int x, int y) {
        Board b = g.board;
        int found = -1;
        for (int s = 0; s < 4; s++) {
            int nb = b.at(x + Ports.DX[s], y + Ports.DY[s]);
            if (nb < 0) continue;
            TileType nt = g.type(b.type[nb]);
            if (nt.wild || b.sidesFit(t.sig[r][s], nt.sigRev[b.rot[nb]][(s + 2) & 3])) continue;
            if (found >= 0) return -1;
            found = s;
        }
        return found;
    }

    /** Carries out a widened placement: the addition, then the tile; then the rule's block. */
    static void apply(Game g, Widened w, int i) {
        Extra e = w.extras.get(i - w.plain.size());
        if (e.onTile() >= 0) {
            g.addFeature(e.onTile(), e.variant());
            g.placed = g.layTile(g.drawn, e.rot(), e.x(), e.y(), g.current);
        } else {
            g.placed = g.layTile(e.variant(), e.rot(), e.x(), e.y(), g.current);
            g.added++;
        }
        g.drawn = -1;
        if (e.rule().body() != null) Stmt.run(e.rule().body(), g, new Frame(Math.max(1, e.rule().frameSize())));
    }

    /** The plain placements first (same indexes), then the widened ones. */
    static final class Widened implements ChoiceSet {
        final PlacementChoices plain;
        final List<Extra> extras;
        private final String tile;
        private final Game g;

        Widened(Game g, PlacementChoices plain, List<Extra> extras, String tile) {
            this.g = g;
            this.plain = plain;
            this.extras = extras;
            this.tile = tile;
        }

        @Override public int size() { return plain.size() + extras.size(); }

        @Override public String label(int i) {
            if (i < plain.size()) return plain.label(i);
            Extra e = extras.get(i - plain.size());
            return "place " + tile + " at " + e.x() + "," + e.y() + " rot " + e.rot() * 90 + " with " + e.where(g);
        }

        @Override public String topic() { return "tile"; }

        @Override public int[] placement(int i) {
            if (i < plain.size()) return plain.placement(i);
            Extra e = extras.get(i - plain.size());
            return new int[] {e.x(), e.y(), e.rot()};
        }

        @Override public int placedTile(int i) { return plain.placedTile(0); }

        @Override public Choice choice(int i) { return Choice.of(Choice.Act.PLACE_TILE); }
    }

    /** {@code add NAME on TILES [when EXPR] [{ ... }]}: the addition on one of the tiles, across an axis where it fits. */
    static final class Add extends Option {
        private final int addition;
        private final Expr tiles, when;
        private final Stmt[] then;

        Add(int addition, Expr tiles, Expr when, Stmt[] then) {
            this.addition = addition;
            this.tiles = tiles;
            this.when = when;
            this.then = then;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            if (when != null && !when.evalBool(g, f)) return;
            IntList ts;
            if (tiles.type == Type.TILE) {
                ts = new IntList(1);
                int t = tiles.evalInt(g, f);
                if (t >= 0) ts.add(t);
            } else ts = tiles.evalList(g, f);
            Board b = g.board;
            for (int i = 0; i < ts.size(); i++) {
                int t = ts.get(i);
                for (int axis = 0; axis < 2; axis++) {
                    int v = g.rules.variant(b.type[t], addition, axis);
                    if (v < 0 || !b.sidesMatch(g.type(v), b.rot[t], b.x[t], b.y[t])) continue;
                    String label = g.rules.additions.get(addition).name() + " on " + b.x[t] + "," + b.y[t] + " " + AXES[(axis + b.rot[t]) & 1];
                    out.add(this, t, v, 0, w -> label);
                }
            }
        }

        @Override protected Choice choice(Game g, int player, int t, int variant, int c) {
            return new Choice(Choice.Act.ADD, g.rules.additions.get(addition).name(), -1, -1, t, -1, -1);
        }

        @Override protected void apply(Game g, Frame f, int player, int t, int variant, int c) {
            g.addFeature(t, variant);
            if (then != null) Stmt.run(then, g, f);
        }
    }

    public static Option add(int addition, Expr tiles, Expr when, Stmt[] then) { return new Add(addition, tiles, when, then); }
}
