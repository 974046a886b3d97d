package org.tilerules.runtime;

import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;
import org.tilerules.model.FeatureDef;
import org.tilerules.model.TileType;

/** Expressions that read the graph of features: component members, majorities, relations. */
public final class BoardExprs {
    private BoardExprs() {}

    /** A number kept on the component's root: tiles, open ports, a summed attribute, or complete. */
    public static final class ComponentNumber extends Expr {
        public enum What { TILES, OPEN_PORTS, COMPLETE, NEIGHBOURS, ATTRIBUTE, FIGURES }

        private final What what;
        private final Expr c;
        private final int attr;

        public ComponentNumber(What what, Expr c, int attr) {
            super(what == What.COMPLETE ? Type.BOOL : Type.INT);
            this.what = what;
            this.c = c;
            this.attr = attr;
        }

        /** What this counts when it reads the component in the frame's slot 0 (the handler's component), else null. */
        What ofSlotZero() { return c instanceof Exprs.Local l && l.slot() == 0 ? what : null; }

        @Override public int evalInt(Game g, Frame f) {
            Graph gr = g.graph;
            int r = gr.find(c.evalInt(g, f));
            return switch (what) {
                case TILES -> gr.tiles[r];
                case OPEN_PORTS -> gr.open[r];
                case COMPLETE -> gr.complete[r];
                case NEIGHBOURS -> g.board.neighbours[gr.tile[r]];
                case ATTRIBUTE -> gr.attr(r, attr);
                case FIGURES -> {
                    int n = 0;
                    for (int x = gr.figHead[r]; x >= 0; x = gr.figNext[x]) n++;
                    yield n;
                }
            };
        }
    }

    /** {@code c.figures(name)}: figures on the component whose kind or tag is the name. */
    public static final class FiguresNamed extends Expr {
        private final Expr c;
        private final long kinds;

        public FiguresNamed(Expr c, long kindsMask) {
            super(Type.INT);
            this.c = c;
            this.kinds = kindsMask;
        }

        @Override public int evalInt(Game g, Frame f) {
            Graph gr = g.graph;
            int r = gr.find(c.evalInt(g, f)), n = 0;
            for (int x = gr.figHead[r]; x >= 0; x = gr.figNext[x]) if ((kinds & (1L << gr.figKind[x])) != 0) n++;
            return n;
        }
    }

    public static final class IsKind extends Expr {
        private final Expr c;
        private final int kind;

        public IsKind(Expr c, int kind) {
            super(Type.BOOL);
            this.c = c;
            this.kind = kind;
        }

        @Override public int evalInt(Game g, Frame f) { return g.graph.kind[g.graph.find(c.evalInt(g, f))] == kind ? 1 : 0; }
    }

    /**
     * {@code c.admits(w)}: whether a figure of w's kind may stand on the component's kind (its
     * figure's {@code on}); the figure's {@code when} and the figures already there are not asked.
     */
    public static final class Admits extends Expr {
        private final Expr c, figure;

        public Admits(Expr c, Expr figure) {
            super(Type.BOOL);
            this.c = c;
            this.figure = figure;
        }

        @Override public int evalInt(Game g, Frame f) {
            int comp = c.evalInt(g, f), w = figure.evalInt(g, f);
            if (comp < 0 || w < 0) return 0;
            long on = g.rules.figures.get(g.graph.figKind[w]).standsOn;
            return (on & (1L << g.graph.kind[g.graph.find(comp)])) != 0 ? 1 : 0;
        }
    }

    /** {@code c.related(rel)}: the distinct components that the tiles relate to c's features. */
    public static final class Related extends Expr {
        private final Expr c;
        private final int relation;

        public Related(Expr c, int relation) {
            super(Type.COMPONENTS);
            this.c = c;
            this.relation = relation;
        }

        @Override public IntList evalList(Game g, Frame f) {
            Graph gr = g.graph;
            int r = gr.find(c.evalInt(g, f));
            IntList out = new IntList();
            for (int m = gr.memHead[r]; m >= 0; m = gr.memNext[m]) {
                FeatureDef fd = g.type(g.board.type[gr.tile[m]]).features[gr.local[m]];
                if (fd.relations == null || relation >= fd.relations.length || fd.relations[relation] == null) continue;
                // (relations printed on tiles; relations made on the board are added below)
                int base = g.board.featBase[gr.tile[m]];
                for (int target : fd.relations[relation]) out.addIfAbsent(gr.find(base + target));
            }
            for (int m = gr.memHead[r]; m >= 0; m = gr.memNext[m]) gr.boardRelations(m, relation, out);
            out.removeValue(r);
            return out;
        }
    }

    public static final class Majority extends Expr {
        private final Expr c;

        public Majority(Expr c) {
            super(Type.PLAYERS);
            this.c = c;
        }

        @Override public IntList evalList(Game g, Frame f) { return g.majority(g.graph.find(c.evalInt(g, f))); }

        /** The component whose majority this is. */
        Expr component() { return c; }
    }

    /** Every component of a kind on the board; a walk over all features, meant for the end of the game. */
    public static final class ComponentsOf extends Expr {
        private final int kind;

        public ComponentsOf(int kind) {
            super(Type.COMPONENTS);
            this.kind = kind;
        }

        @Override public IntList evalList(Game g, Frame f) {
            Graph gr = g.graph;
            IntList out = new IntList();
            for (int i = 0; i < gr.nFeat; i++) if (gr.parent[i] == i && gr.kind[i] == kind) out.add(i);
            return out;
        }
    }

    public static final class TileTagged extends Expr {
        private final Expr t;
        private final String tag;

        public TileTagged(Expr t, String tag) {
            super(Type.BOOL);
            this.t = t;
            this.tag = tag;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, t);
            return r == Memo.OPAQUE ? r : r | Memo.TILE;
        }

        /** Whether each tile type of a game's types carries the tag, worked out once per types array. */
        private record Tagged(TileType[] types, boolean[] has) {}

        private volatile Tagged tagged;

        @Override public int evalInt(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            if (tile < 0) return 0;
            Tagged k = tagged;
            if (k == null || k.types != g.types) {
                boolean[] has = new boolean[g.types.length];
                for (int i = 0; i < has.length; i++) has[i] = g.types[i].tags.contains(tag);
                tagged = k = new Tagged(g.types, has);
            }
            int type = g.board.type[tile];
            return type < k.has.length ? k.has[type] ? 1 : 0 : g.type(type).tags.contains(tag) ? 1 : 0;
        }
    }

    public static final class TileNeighbours extends Expr {
        private final Expr t;

        public TileNeighbours(Expr t) {
            super(Type.INT);
            this.t = t;
        }

        @Override public long reads(long bound) {
            long r = Memo.all(bound, t);
            return r == Memo.OPAQUE ? r : r | Memo.BOARD;
        }

        @Override public int evalInt(Game g, Frame f) { return g.board.neighbours[t.evalInt(g, f)]; }
    }

    public static final class PlayerNumber extends Expr {
        private final Expr p;
        private final long kinds;   // 0 = score; else the figures (a mask) whose supply is counted

        public PlayerNumber(Expr p, long kinds) {
            super(Type.INT);
            this.p = p;
            this.kinds = kinds;
        }

        @Override public int evalInt(Game g, Frame f) {
            int pl = p.evalInt(g, f);
            if (kinds == 0) return g.score[pl];
            int n = 0;
            for (long m = kinds; m != 0; m &= m - 1) {
                int k = Long.numberOfTrailingZeros(m);
                if (k < g.rules.figures.size()) n += g.supplyOf(pl, k);
            }
            return n;
        }
    }

    /** {@code c.pieces(NAME)}: the figures themselves, in seat order from the current player. */
    public static final class Pieces extends Expr {
        private final Expr c;
        private final long kinds;

        public Pieces(Expr c, long kinds) {
            super(Type.FIGURES);
            this.c = c;
            this.kinds = kinds;
        }

        @Override public IntList evalList(Game g, Frame f) { return g.figuresOn(g.graph.find(c.evalInt(g, f)), kinds); }
    }

    /** {@code c.owners(NAME)}: one entry per such figure, its owner (a player with two counts twice). */
    public static final class Owners extends Expr {
        private final Expr c;
        private final long kinds;

        public Owners(Expr c, long kinds) {
            super(Type.PLAYERS);
            this.c = c;
            this.kinds = kinds;
        }

        @Override public IntList evalList(Game g, Frame f) {
            IntList figs = g.figuresOn(g.graph.find(c.evalInt(g, f)), kinds);
            IntList out = new IntList(figs.size());
            for (int i = 0; i < figs.size(); i++) out.add(g.graph.figOwner[figs.get(i)]);
            return out;
        }
    }

    public static final class FigureOwner extends Expr {
        private final Expr fig;

        public FigureOwner(Expr fig) {
            super(Type.PLAYER);
            this.fig = fig;
        }

        @Override public int evalInt(Game g, Frame f) { return g.graph.figOwner[fig.evalInt(g, f)]; }
    }

    public static final class FigureIs extends Expr {
        private final Expr fig;
        private final long kinds;

        public FigureIs(Expr fig, long kinds) {
            super(Type.BOOL);
            this.fig = fig;
            this.kinds = kinds;
        }

        @Override public int evalInt(Game g, Frame f) { return (kinds & (1L << g.graph.figKind[fig.evalInt(g, f)])) != 0 ? 1 : 0; }
    }

    /** {@code t.components}: the distinct components the tile's features belong to. */
    public static final class TileComponents extends Expr {
        private final Expr t;

        public TileComponents(Expr t) {
            super(Type.COMPONENTS);
            this.t = t;
        }

        @Override public IntList evalList(Game g, Frame f) {
            IntList out = new IntList();
            int tile = t.evalInt(g, f);
            if (tile < 0) return out;
            int base = g.board.featBase[tile], n = g.type(g.board.type[tile]).features.length;
            for (int i = base; i < base + n; i++) out.addIfAbsent(g.graph.find(i));
            return out;
        }
    }

    /** Player arithmetic on seats: {@code p.next}, {@code p.hand}, {@code seats_after(p)}. */
    public static final class Seat extends Expr {
        public enum What { NEXT, HAND, TURN_POINTS, HELD }

        private final Expr p;
        private final What what;

        public Seat(Expr p, What what) {
            super(what == What.NEXT ? Type.PLAYER : Type.INT);
            this.p = p;
            this.what = what;
        }

        @Override public int evalInt(Game g, Frame f) {
            int pl = p.evalInt(g, f);
            return switch (what) {
                case NEXT -> (pl + 1) % g.nPlayers;
                case HAND -> handTotal(g, pl);
                case TURN_POINTS -> g.turnPoints[pl];
                case HELD -> g.held[pl] >= 0 ? 1 : 0;
            };
        }

        private static int handTotal(Game g, int player) {
            int n = 0, types = g.types.length;
            for (int t = 0; t < types; t++) n += g.hand[player * types + t];
            return n;
        }
    }

    /** Every player once, in seat order, starting with the one after {@code p} and ending with {@code p}. */
    public static final class SeatsAfter extends Expr {
        private final Expr p;

        public SeatsAfter(Expr p) {
            super(Type.PLAYERS);
            this.p = p;
        }

        @Override public IntList evalList(Game g, Frame f) {
            int pl = p.evalInt(g, f);
            IntList out = new IntList(g.nPlayers);
            for (int i = 1; i <= g.nPlayers; i++) out.add((pl + i) % g.nPlayers);
            return out;
        }
    }

    /** {@code seats_from(p, n)}: n players in seat order starting with p, going round the table as often as needed. */
    public static final class SeatsFrom extends Expr {
        private final Expr p, n;

        public SeatsFrom(Expr p, Expr n) {
            super(Type.PLAYERS);
            this.p = p;
            this.n = n;
        }

        @Override public IntList evalList(Game g, Frame f) {
            int first = p.evalInt(g, f), count = Math.max(0, n.evalInt(g, f));
            IntList out = new IntList(count);
            for (int i = 0; i < count; i++) out.add((first + i) % g.nPlayers);
            return out;
        }
    }

    /** {@code where_is(FIGURE)}: the zone a neutral figure is in. */
    public static final class WhereIs extends Expr {
        private final int kind;

        public WhereIs(int kind) {
            super(Type.ZONE);
            this.kind = kind;
        }

        @Override public int evalInt(Game g, Frame f) { return g.neutralZone(kind); }
    }

    /** {@code neutral(FIGURE)}: the neutral figure of that kind (in its zone or on a feature). */
    public static final class NeutralFigure extends Expr {
        private final int kind;

        public NeutralFigure(int kind) {
            super(Type.FIGURE);
            this.kind = kind;
        }

        @Override public int evalInt(Game g, Frame f) {
            for (int x = 0; x < g.graph.nFig; x++) if (g.graph.figKind[x] == kind && g.graph.figOwner[x] < 0) return x;
            return -1;
        }
    }

    /** {@code z.figures(NAME)}: figures of that name or tag waiting in a zone, every player's. */
    public static final class ZoneCount extends Expr {
        private final Expr zone;
        private final long kinds;

        public ZoneCount(Expr zone, long kinds) {
            super(Type.INT);
            this.zone = zone;
            this.kinds = kinds;
        }

        @Override public int evalInt(Game g, Frame f) { return g.zoneFigures(zone.evalInt(g, f), kinds, -1).size(); }
    }

    /** {@code pieces_of(cs, NAME)}: such figures on any of the components, in seat order from the current player. */
    public static final class PiecesOf extends Expr {
        private final Expr list;
        private final long kinds;

        public PiecesOf(Expr list, long kinds) {
            super(Type.FIGURES);
            this.list = list;
            this.kinds = kinds;
        }

        @Override public IntList evalList(Game g, Frame f) {
            IntList cs = list.evalList(g, f);
            IntList roots = new IntList(cs.size());
            for (int i = 0; i < cs.size(); i++) roots.addIfAbsent(g.graph.find(cs.get(i)));
            return g.figuresOn(roots, kinds);
        }
    }

    /** {@code w.at}: the component a figure stands on. */
    public static final class FigureAt extends Expr {
        private final Expr fig;

        public FigureAt(Expr fig) {
            super(Type.COMPONENT);
            this.fig = fig;
        }

        @Override public int evalInt(Game g, Frame f) {
            int at = g.graph.figAt[fig.evalInt(g, f)];
            if (at < 0) throw new RuleError("a figure that stands on no feature has no component");
            return g.graph.find(at);
        }
    }

    /**
     * {@code w.strength}: the figure's own strength in majorities, as its piece declares it ({@code strength
     * EXPR}, reading the component it stands on); 0 for a figure that stands on no component.
     */
    public static final class OwnStrength extends Expr {
        private final Expr w;

        public OwnStrength(Expr w) {
            super(Type.INT);
            this.w = w;
        }

        /** Whether this reads the figure in a frame's first slot: {@code value strength(w: figure) = w.strength}, the figures' own strengths. */
        public boolean ofFirstSlot() { return w instanceof Exprs.Local l && l.slot() == 0; }

        @Override public int evalInt(Game g, Frame f) {
            int fig = w.evalInt(g, f);
            int at = fig < 0 ? -1 : g.graph.figAt[fig];
            return at < 0 ? 0 : g.ownStrength(fig, g.graph.find(at));
        }
    }

    /** {@code c.strength(p)}: what the player's figures on the component count in a majority, added up. */
    public static final class PlayerStrength extends Expr {
        private final Expr c, p;

        public PlayerStrength(Expr c, Expr p) {
            super(Type.INT);
            this.c = c;
            this.p = p;
        }

        /** Whether this reads {@code value share(p: player, c: component) = c.strength(p)}: the base game's shares. */
        public boolean ofParameters() {
            return c instanceof Exprs.Local lc && lc.slot() == 1 && p instanceof Exprs.Local lp && lp.slot() == 0;
        }

        @Override public int evalInt(Game g, Frame f) {
            return g.strengthOf(g.graph.find(c.evalInt(g, f)), p.evalInt(g, f));
        }
    }
}
