package org.tilerules.runtime;

import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;
import org.tilerules.model.FeatureDef;

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
                int base = g.board.featBase[gr.tile[m]];
                for (int target : fd.relations[relation]) out.addIfAbsent(gr.find(base + target));
            }
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

        @Override public int evalInt(Game g, Frame f) {
            int tile = t.evalInt(g, f);
            return tile >= 0 && g.type(g.board.type[tile]).tags.contains(tag) ? 1 : 0;
        }
    }

    public static final class TileNeighbours extends Expr {
        private final Expr t;

        public TileNeighbours(Expr t) {
            super(Type.INT);
            this.t = t;
        }

        @Override public int evalInt(Game g, Frame f) { return g.board.neighbours[t.evalInt(g, f)]; }
    }

    public static final class PlayerNumber extends Expr {
        private final Expr p;
        private final int figureKind;   // -1 = score

        public PlayerNumber(Expr p, int figureKind) {
            super(Type.INT);
            this.p = p;
            this.figureKind = figureKind;
        }

        @Override public int evalInt(Game g, Frame f) {
            int pl = p.evalInt(g, f);
            return figureKind < 0 ? g.score[pl] : g.supplyOf(pl, figureKind);
        }
    }
}
