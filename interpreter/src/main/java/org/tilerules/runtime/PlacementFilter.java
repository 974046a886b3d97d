package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;

/**
 * Placement rules ({@code placement of TAG when EXPR}): which of a drawn tile's
 * legal placements they allow. Each placement is tried and the condition reads
 * the trial tile as {@code placed}. A condition that reads only the board (no
 * component, figure or zone) is tried on a light copy of the board, shown to the
 * game for the time of the test; any other on a copy of the whole game. Only tile
 * types that a rule names come here, so other draws cost nothing extra.
 */
final class PlacementFilter {
    private PlacementFilter() {}

    /** The allowed placements of tile type {@code type}, packed, in the order of the legal ones. */
    static int[] allowed(Game g, int type, Rules.PlacementRule[] rules) {
        boolean boardOnly = true;
        for (Rules.PlacementRule r : rules) boardOnly &= r.boardOnly();
        IntList keep = new IntList();
        for (int k = 0; k < g.legalCount; k++) {
            int pl = g.board.placementAt(g.legalMasks, g.legalPositions, k);
            if (boardOnly ? allowedOnBoard(g, type, pl, rules) : allowedInCopy(g, type, pl, rules)) keep.add(pl);
        }
        return keep.toArray();
    }

    private static boolean allowedOnBoard(Game g, int type, int pl, Rules.PlacementRule[] rules) {
        Board real = g.board, trial = new Board(real, false);
        int realPlaced = g.placed;
        try {
            g.placed = trial.place(type, Board.unpackRot(pl), Board.unpackX(pl), Board.unpackY(pl), g.graph.nFeat);
            g.board = trial;
            return holds(g, rules);
        } finally {
            g.board = real;
            g.placed = realPlaced;
        }
    }

    private static boolean allowedInCopy(Game g, int type, int pl, Rules.PlacementRule[] rules) {
        Game trial = g.copy();
        trial.observer = GameObserver.NONE;
        trial.placed = trial.putTile(type, Board.unpackRot(pl), Board.unpackX(pl), Board.unpackY(pl));
        return holds(trial, rules);
    }

    private static boolean holds(Game g, Rules.PlacementRule[] rules) {
        for (Rules.PlacementRule r : rules) {
            if (!r.when().evalBool(g, new Frame(r.frameSize()))) return false;
        }
        return true;
    }
}
