package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;

/**
 * Placement rules ({@code placement of TAG when EXPR}): which of a drawn tile's
 * legal placements they allow. Each placement is tried on a copy of the game,
 * where the condition reads the trial tile as {@code placed}; only tile types
 * that a rule names come here, so other draws cost nothing extra.
 */
final class PlacementFilter {
    private PlacementFilter() {}

    /** The allowed placements of tile type {@code type}, packed, in the order of the legal ones. */
    static int[] allowed(Game g, int type, Rules.PlacementRule[] rules) {
        IntList keep = new IntList();
        for (int k = 0; k < g.legalCount; k++) {
            int pl = g.board.placementAt(g.legalMasks, g.legalPositions, k);
            Game trial = g.copy();
            trial.observer = GameObserver.NONE;
            trial.placed = trial.putTile(type, Board.unpackRot(pl), Board.unpackX(pl), Board.unpackY(pl));
            boolean ok = true;
            for (Rules.PlacementRule r : rules) {
                if (!r.when().evalBool(trial, new Frame(r.frameSize()))) { ok = false; break; }
            }
            if (ok) keep.add(pl);
        }
        return keep.toArray();
    }
}
