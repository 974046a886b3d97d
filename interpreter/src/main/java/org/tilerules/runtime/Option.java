package org.tilerules.runtime;

import org.tilerules.engine.PackedPlacement;
import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;
import org.tilerules.model.TileType;

/**
 * A generator of options for a {@code choose}: it adds its options to the
 * decision, and carries out the one chosen. Each kind of option is generic:
 * stand a figure, place a tile from the hand, take a figure back, move a
 * figure, or a named option with a body of its own.
 */
public abstract class Option {
    protected abstract void offer(Game g, Frame f, Options out);

    protected abstract void apply(Game g, Frame f, int player, int a, int b, int c);

    /** What an option of this generator with these numbers does, as data (read as the board stands now). */
    protected Choice choice(Game g, int player, int a, int b, int c) { return Choice.OTHER; }

    /** What the options of this generator are called in a choice's title ("choose a figure"): figure, unless it offers something else. */
    protected String topic() { return "figure"; }

    /**
     * Where a figure of that kind stands when it goes onto a component (root) as a whole: the
     * component's first feature, or if a store keeps it from that tile ({@link Store#keptAway}),
     * the first feature on a tile it may stand on; -1 if there is none.
     */
    static int standingFeature(Game g, int figureKind, int root) {
        int first = g.graph.memHead[root];
        if (!Store.keptAway(g, figureKind, g.graph.tile[first])) return first;
        for (int m = g.graph.memNext[first]; m >= 0; m = g.graph.memNext[m]) {
            if (!Store.keptAway(g, figureKind, g.graph.tile[m])) return m;
        }
        return -1;
    }

    protected static String figureName(Game g, int kind) { return g.rules.figures.get(kind).name; }

    /**
     * Figures from the chooser's supply (any figure, or those of a name or tag) on the features (or
     * corners) of a tile, or on any of a list of components anywhere on the board; each figure by its
     * own {@code on} and {@code when}.
     */
    public static final class PlaceFigure extends Option {
        private final long kinds;
        private final Expr target, when;
        /** {@code anyway}: the figure's own {@code when} is not asked (a second figure where one stands). */
        private final boolean anyway;
        /**
         * {@code at TILE}: on each component, the figure stands on its part on that tile (none: no
         * option); {@code at TILES}: on its first part on one of those tiles (the magic portal: a
         * feature's part on any tile but a start tile).
         */
        public Expr at;

        public PlaceFigure(long kinds, Expr target, boolean anyway, Expr when) {
            this.kinds = kinds;
            this.target = target;
            this.anyway = anyway;
            this.when = when;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            if (when != null && !when.evalBool(g, f)) return;
            if (target.type != Type.TILE) {
                offerOnComponents(g, f, out);
                return;
            }
            int t = target.evalInt(g, f);
            if (t < 0) return;
            TileType tt = g.type(g.board.type[t]);
            int base = g.board.featBase[t];
            for (FigureKind k : g.rules.figures) {
                if ((kinds & (1L << k.id)) == 0 || g.supplyOf(out.player, k.id) <= 0) continue;
                if (k.cornerKind >= 0) {
                    for (int corner = 0; corner < 4; corner++) {
                        int feat = cornerFeature(g, t, corner, k.cornerKind);
                        int c = corner;
                        if (feat >= 0 && allowed(g, k, feat, out.player, anyway)) out.add(this, k.id, feat, corner, w -> OptionWords.piece(g, k.id, w) + " on " + Options.CORNERS[c]);
                    }
                    continue;
                }
                for (int lf = 0; lf < tt.features.length; lf++) {
                    int feat = base + lf;
                    if ((k.standsOn & (1L << g.graph.kind[feat])) == 0) continue;
                    if (allowed(g, k, feat, out.player, anyway)) out.add(this, k.id, feat, -1, w -> OptionWords.piece(g, k.id, w) + " on " + OptionWords.local(g, feat, w));
                }
                if (k.anywhere != 0) Anywhere.offer(g, this, k, t, out);
            }
        }

        /** Each listed component once, the figure standing on its first feature; corner figures never. */
        private void offerOnComponents(Game g, Frame f, Options out) {
            IntList roots = new IntList();
            if (target.type == Type.COMPONENT) roots.add(g.graph.find(target.evalInt(g, f)));
            else {
                IntList cs = target.evalList(g, f);
                for (int i = 0; i < cs.size(); i++) {
                    int r = g.graph.find(cs.get(i));
                    if (!roots.contains(r)) roots.add(r);
                }
            }
            boolean list = at != null && at.type == Type.TILES;
            int on = at == null || list ? -1 : at.evalInt(g, f);
            if (at != null && !list && on < 0) return;
            boolean[] among = null;
            if (list) {
                IntList ts = at.evalList(g, f);
                if (ts.isEmpty()) return;
                among = new boolean[g.board.n];
                for (int i = 0; i < ts.size(); i++) if (ts.get(i) >= 0 && ts.get(i) < among.length) among[ts.get(i)] = true;
            }
            for (FigureKind k : g.rules.figures) {
                if ((kinds & (1L << k.id)) == 0 || k.cornerKind >= 0 || g.supplyOf(out.player, k.id) <= 0) continue;
                for (int i = 0; i < roots.size(); i++) {
                    int feat = list ? partAmong(g, k.id, roots.get(i), among)
                            : on < 0 ? standingFeature(g, k.id, roots.get(i)) : partOn(g, roots.get(i), on);
                    if (feat < 0 || (k.standsOn & (1L << g.graph.kind[feat])) == 0 || !allowed(g, k, feat, out.player, anyway)) continue;
                    out.add(this, k.id, feat, -1, w -> OptionWords.piece(g, k.id, w) + " on " + OptionWords.place(g, feat, w));
                }
            }
        }

        /** The component's first feature on one of the tiles marked, where the figure is not kept away, or -1. */
        private static int partAmong(Game g, int kind, int root, boolean[] among) {
            for (int m = g.graph.memHead[root]; m >= 0; m = g.graph.memNext[m]) {
                int t = g.graph.tile[m];
                if (t < among.length && among[t] && !Store.keptAway(g, kind, t)) return m;
            }
            return -1;
        }

        /** The component's first feature on tile t, or -1. */
        private static int partOn(Game g, int root, int t) {
            for (int m = g.graph.memHead[root]; m >= 0; m = g.graph.memNext[m]) if (g.graph.tile[m] == t) return m;
            return -1;
        }

        static boolean allowed(Game g, FigureKind k, int feat, int player, boolean anyway) {
            if (k.withKinds != 0 && !Companions.hasPartner(g, g.graph.find(feat), player, k.withKinds)) return false;
            if (Store.keptAway(g, k.id, g.graph.tile[feat])) return false;
            if (k.onlyIf != null && k.onlyIf[g.graph.kind[feat]] != null && !Anywhere.onlyIf(g, k, feat)) return false;
            if (k.when == null || anyway) return true;
            Frame wf = g.whenScratch;
            wf.v[0] = g.graph.find(feat);
            return k.when.evalBool(g, wf);
        }

        /**
         * The tile's feature at a corner where four placed tiles meet and all
         * eight half-sides around the point show the kind; else -1. Corner 0 is
         * the north-east one, then clockwise.
         */
        static int cornerFeature(Game g, int t, int corner, int kind) {
            Board b = g.board;
            int x = b.x[t], y = b.y[t];
            int[][] offsets = {{0, -1}, {1, 0}, {1, -1}};
            int[][] halves = {{6, 5}, {0, 11}, {8, 9}};
            int own = halfKind(g, t, (2 + 3 * corner) % 12), own2 = halfKind(g, t, (3 + 3 * corner) % 12);
            if (own != kind || own2 != kind) return -1;
            for (int i = 0; i < 3; i++) {
                int dx = offsets[i][0], dy = offsets[i][1];
                for (int q = 0; q < corner; q++) { int tmp = dx; dx = -dy; dy = tmp; }
                int nb = b.at(x + dx, y + dy);
                if (nb < 0) return -1;
                for (int h : halves[i]) if (halfKind(g, nb, (h + 3 * corner) % 12) != kind) return -1;
            }
            TileType tt = g.type(b.type[t]);
            return b.featBase[t] + tt.portFeature[b.rot[t]][(2 + 3 * corner) % 12];
        }

        private static int halfKind(Game g, int t, int port) {
            TileType tt = g.type(g.board.type[t]);
            int lf = tt.portFeature[g.board.rot[t]][port];
            return lf < 0 ? -1 : tt.features[lf].kind;
        }

        @Override protected Choice choice(Game g, int player, int kind, int feat, int corner) {
            return new Choice(Choice.Act.STAND, figureName(g, kind), -1, feat, -1, -1, corner);
        }

        @Override protected void apply(Game g, Frame f, int player, int kind, int feat, int corner) {
            g.standFigure(player, kind, feat);
            firePlaced(g, kind, feat);
        }
    }

    /** {@code placed} handlers filter by the figure's kind. */
    static void firePlaced(Game g, int kind, int feat) { Stmts.fire(g, Event.PLACED, kind, g.graph.find(feat)); }

    /** Tiles from the chooser's hand, anywhere legal or only in holes; then an optional body. */
    public static final class FromHand extends Option {
        @Override protected String topic() { return "tile"; }

        private final boolean holesOnly;
        private final Stmt[] then;

        public FromHand(boolean holesOnly, Stmt[] then) {
            this.holesOnly = holesOnly;
            this.then = then;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            for (TileType t : g.rules.tiles) {
                if (g.handOf(out.player, t.id) <= 0) continue;
                IntList spots = new IntList();
                if (holesOnly) g.board.holePlacements(t, spots);
                else g.board.legalPlacements(t, spots);
                for (int i = 0; i < spots.size(); i++) {
                    int x = PackedPlacement.unpackX(spots.get(i)), y = PackedPlacement.unpackY(spots.get(i)), r = PackedPlacement.unpackRot(spots.get(i));
                    out.add(this, t.id, packXY(x, y), r,
                            w -> "place " + t.name + " at " + x + "," + y + " rot " + r * 90);
                }
            }
        }

        @Override protected Choice choice(Game g, int player, int type, int xy, int rot) { return Choice.of(Choice.Act.PLACE_TILE); }

        @Override protected void apply(Game g, Frame f, int player, int type, int xy, int rot) {
            g.placeFromHand(player, type, rot, unpackX(xy), unpackY(xy));
            if (then != null) Stmt.run(then, g, f);
        }
    }

    static int packXY(int x, int y) { return (x << 16) | (y & 0xffff); }

    static int unpackX(int xy) { return xy >> 16; }

    static int unpackY(int xy) { return (short) (xy & 0xffff); }

    /**
     * One of a list of figures on the board back to its owner's supply: {@code move LIST to supply}.
     * The list says whose figures may go (the chooser's own, or another player's: a rule that removes
     * an opponent's figure); neutral figures are never offered.
     */
    public static final class TakeBackFrom extends Option {
        private final Expr figures;

        public TakeBackFrom(Expr figures) { this.figures = figures; }

        @Override protected void offer(Game g, Frame f, Options out) {
            IntList figs = figures.evalList(g, f);
            for (int i = 0; i < figs.size(); i++) {
                int fig = figs.get(i), owner = g.graph.figOwner[fig];
                if (g.graph.figAt[fig] < 0 || owner < 0) continue;
                String whose = owner == out.player ? "" : " of " + g.playerNames[owner];
                out.add(this, fig, 0, 0, w -> "take back " + OptionWords.piece(g, g.graph.figKind[fig], w) + whose + " from " + OptionWords.figurePlace(g, fig, w));
            }
        }

        @Override protected Choice choice(Game g, int player, int fig, int b, int c) {
            boolean inZone = g.graph.figZone[fig] > 0;
            return new Choice(Choice.Act.TAKE_BACK, figureName(g, g.graph.figKind[fig]), fig, inZone ? -1 : g.graph.figAt[fig], -1,
                    inZone ? g.graph.figZone[fig] - 1 : -1, -1);
        }

        @Override protected void apply(Game g, Frame f, int player, int fig, int b, int c) { g.returnFigure(fig); }
    }

    /** A figure to any of a list of components (standing on the component's first feature). */
    public static final class Move extends Option {
        private final Expr figure, targets;

        public Move(Expr figure, Expr targets) {
            this.figure = figure;
            this.targets = targets;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            int fig = figure.evalInt(g, f);
            // a figure on the board, or a neutral one waiting in its zone (neutral(FIGURE))
            if (fig < 0 || g.graph.figAt[fig] < 0 && (g.graph.figOwner[fig] >= 0 || g.graph.figZone[fig] == 0)) return;
            IntList ts = targets.evalList(g, f);
            for (int i = 0; i < ts.size(); i++) {
                int root = g.graph.find(ts.get(i));
                int feat = standingFeature(g, g.graph.figKind[fig], root);
                if (feat < 0) continue;
                out.add(this, fig, feat, 0, w -> "move " + OptionWords.piece(g, g.graph.figKind[fig], w) + " to " + OptionWords.place(g, feat, w));
            }
        }

        @Override protected Choice choice(Game g, int player, int fig, int feat, int c) {
            return Choice.piece(Choice.Act.MOVE, figureName(g, g.graph.figKind[fig]), fig, feat);
        }

        @Override protected void apply(Game g, Frame f, int player, int fig, int feat, int c) { Companions.move(g, fig, feat); }
    }

    /** A named option with its own body: {@code option "draw" default { draw_tile()  place_tile() }}. */
    public static final class Labelled extends Option {
        @Override protected String topic() { return "option"; }

        private final String label;
        private final boolean isDefault;
        private final Expr when;
        private final Stmt[] body;

        public Labelled(String label, boolean isDefault, Expr when, Stmt[] body) {
            this.label = label;
            this.isDefault = isDefault;
            this.when = when;
            this.body = body;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            if (when != null && !when.evalBool(g, f)) return;
            out.add(this, 0, 0, 0, w -> label);
            if (isDefault) out.markDefault();
        }

        @Override protected Choice choice(Game g, int player, int a, int b, int c) { return Choice.piece(Choice.Act.NAMED, label, -1, -1); }

        @Override protected void apply(Game g, Frame f, int player, int a, int b, int c) { Stmt.run(body, g, f); }
    }

    /** A figure of the chooser's supply (of a name or tag) into any zone not per player; then an optional body. */
    public static final class PlaceInZone extends Option {
        private final long kinds;
        private final Stmt[] then;

        public PlaceInZone(long kinds, Stmt[] then) {
            this.kinds = kinds;
            this.then = then;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            for (FigureKind k : g.rules.figures) {
                if ((kinds & (1L << k.id)) == 0 || g.supplyOf(out.player, k.id) <= 0) continue;
                for (int z = 0; z < g.rules.zones.size(); z++) {
                    if (ZoneFigures.perPlayer(g.rules, z)) continue;   // a player's keeping is filled by `keep` only
                    int zk = g.rules.zoneKind.get(z);
                    if (zk >= 0 && (k.standsOn & (1L << zk)) == 0) continue;   // only where it could stand
                    int zone = z;
                    out.add(this, k.id, z, 0, w -> OptionWords.piece(g, k.id, w) + " in " + g.rules.zones.get(zone));
                }
            }
        }

        @Override protected Choice choice(Game g, int player, int kind, int zone, int c) {
            return new Choice(Choice.Act.INTO_ZONE, figureName(g, kind), -1, -1, -1, zone, -1);
        }

        @Override protected void apply(Game g, Frame f, int player, int kind, int zone, int c) {
            g.supply[player * g.rules.figures.size() + kind]--;
            g.graph.addFigureInZone(player, kind, zone);
            if (then != null) Stmt.run(then, g, f);
        }
    }

    /** One of the chooser's figures (of a name or tag) from a zone onto one of the target components. */
    public static final class MoveFromZone extends Option {
        private final long kinds;
        private final Expr zone, targets, when;

        public MoveFromZone(long kinds, Expr zone, Expr targets, Expr when) {
            this.kinds = kinds;
            this.zone = zone;
            this.targets = targets;
            this.when = when;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            if (when != null && !when.evalBool(g, f)) return;
            int z = zone.evalInt(g, f);
            IntList figs = g.zoneFigures(z, kinds, out.player);
            IntList ts;
            if (targets.type == Type.COMPONENT) {
                ts = new IntList();
                ts.add(targets.evalInt(g, f));
            } else ts = targets.evalList(g, f);
            long seen = 0;
            for (int i = 0; i < figs.size(); i++) {
                int fig = figs.get(i), kind = g.graph.figKind[fig];
                if ((seen & (1L << kind)) != 0) continue;     // one option per figure kind: figures of a kind are alike
                seen |= 1L << kind;
                long standsOn = g.rules.figures.get(kind).standsOn;
                for (int j = 0; j < ts.size(); j++) {
                    int feat = standingFeature(g, kind, g.graph.find(ts.get(j)));
                    if (feat < 0 || (standsOn & (1L << g.graph.kind[feat])) == 0) continue;   // never where it could not stand
                    out.add(this, fig, feat, 0, w -> "move " + OptionWords.piece(g, kind, w) + " from " + g.rules.zones.get(z)
                            + " to " + OptionWords.place(g, feat, w));
                }
            }
        }

        @Override protected Choice choice(Game g, int player, int fig, int feat, int c) {
            return new Choice(Choice.Act.MOVE_FROM, figureName(g, g.graph.figKind[fig]), fig, feat, -1, g.graph.figZone[fig] - 1, -1);
        }

        @Override protected void apply(Game g, Frame f, int player, int fig, int feat, int c) { g.graph.moveFigure(fig, feat); }
    }

    /** The neutral figure of a kind to any other zone not per player. */
    public static final class MoveNeutral extends Option {
        private final int kind;

        public MoveNeutral(int kind) { this.kind = kind; }

        @Override protected void offer(Game g, Frame f, Options out) {
            int at = g.neutralZone(kind);
            for (int z = 0; z < g.rules.zones.size(); z++) {
                if (z == at || ZoneFigures.perPlayer(g.rules, z)) continue;   // never into a player's keeping
                int zone = z;
                out.add(this, z, 0, 0, w -> "move " + OptionWords.piece(g, kind, w) + " to " + g.rules.zones.get(zone));
            }
        }

        @Override protected Choice choice(Game g, int player, int zone, int b, int c) {
            return new Choice(Choice.Act.MOVE, figureName(g, kind), -1, -1, -1, zone, -1);
        }

        @Override protected void apply(Game g, Frame f, int player, int zone, int b, int c) {
            for (int x = 0; x < g.graph.nFig; x++) {
                if (g.graph.figKind[x] == kind && g.graph.figOwner[x] < 0) g.graph.figZone[x] = zone + 1;
            }
        }
    }

    /**
     * An option generator offered only while a condition holds ({@code move ... when COND}): the
     * condition is asked once per decision, before the generator offers anything.
     */
    public static final class Guarded extends Option {
        private final Expr when;
        private final Option inner;

        public Guarded(Expr when, Option inner) {
            this.when = when;
            this.inner = inner;
        }

        @Override protected void offer(Game g, Frame f, Options out) {
            if (when.evalBool(g, f)) inner.offer(g, f, out);
        }

        @Override protected void apply(Game g, Frame f, int player, int a, int b, int c) { inner.apply(g, f, player, a, b, c); }

        @Override protected Choice choice(Game g, int player, int a, int b, int c) { return inner.choice(g, player, a, b, c); }
    }

    public static final class None extends Option {
        @Override protected void offer(Game g, Frame f, Options out) { out.addNone(this); }

        @Override protected void apply(Game g, Frame f, int player, int a, int b, int c) {}

        @Override protected Choice choice(Game g, int player, int a, int b, int c) { return Choice.of(Choice.Act.NONE); }
    }
}
