package org.tilerules.runtime;

import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;
import org.tilerules.model.FeatureDef;

/** {@code cs.related(REL)}: the components related by REL to any component of the list, each once, the list's own left out. */
public final class RelatedToAny extends Expr {
    private final Expr list;
    private final int relation;

    public RelatedToAny(Expr list, int relation) {
        super(Type.COMPONENTS);
        this.list = list;
        this.relation = relation;
    }

    @Override public IntList evalList(Game g, Frame f) {
        Graph gr = g.graph;
        IntList cs = list.evalList(g, f), out = new IntList();
        for (int i = 0; i < cs.size(); i++) {
            int r = gr.find(cs.get(i));
            for (int m = gr.memHead[r]; m >= 0; m = gr.memNext[m]) {
                FeatureDef fd = g.type(g.board.type[gr.tile[m]]).features[gr.local[m]];
                if (fd.relations != null && relation < fd.relations.length && fd.relations[relation] != null) {
                    int base = g.board.featBase[gr.tile[m]];
                    for (int target : fd.relations[relation]) out.addIfAbsent(gr.find(base + target));
                }
                gr.boardRelations(m, relation, out);   // relations made on the board
            }
        }
        for (int i = 0; i < cs.size(); i++) out.removeValue(gr.find(cs.get(i)));
        return out;
    }
}
