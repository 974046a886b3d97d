package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * {@code p.pieces(NAME)}: the player's figures of that name or tag standing on
 * the board, in the order they were stood. Cheaper than walking every
 * component when a rule is about one player's figures.
 */
public final class PlayerPieces extends Expr {
    private final Expr player;
    private final long kinds;

    public PlayerPieces(Expr player, long kinds) {
        super(Type.FIGURES);
        this.player = player;
        this.kinds = kinds;
    }

    @Override public IntList evalList(Game g, Frame f) {
        int p = player.evalInt(g, f);
        IntList out = new IntList();
        for (int x = 0; x < g.graph.nFig; x++) {
            if (g.graph.figOwner[x] == p && g.graph.figAt[x] >= 0 && (kinds & (1L << g.graph.figKind[x])) != 0) out.add(x);
        }
        return out;
    }
}
