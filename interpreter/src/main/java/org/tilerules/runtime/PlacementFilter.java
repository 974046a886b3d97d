package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;

/**
 * Placement rules ({@code placement of TAG when EXPR}): which of a drawn tile's
 * legal placements they allow. Each placement is tried and the condition reads
 * the trial tile as {@code placed}. A condition that reads only the board (no
 * component, figure or zone) is tried on a light copy of the board, shown to the
 * game for the time of the test; any other also on a copy of the graph of
 * features, the tile joined to it and completions found as in a real placement.
 * Nothing else of the game is copied: a condition only reads. Only tile types
 * that a rule names come here, so other draws cost nothing extra.
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
        Board realBoard = g.board;
        Graph realGraph = g.graph;
        int realPlaced = g.placed, completedBefore = g.completed.size();
        try {
            g.board = new Board(realBoard, false);
            g.graph = new Graph(realGraph);
            g.placed = g.putTile(type, Board.unpackRot(pl), Board.unpackX(pl), Board.unpackY(pl));
            return holds(g, rules);
        } finally {
            g.board = realBoard;
            g.graph = realGraph;
            g.placed = realPlaced;
            g.completed.truncate(completedBefore);
        }
    }

    private static boolean holds(Game g, Rules.PlacementRule[] rules) {
        for (Rules.PlacementRule r : rules) {
            if (!r.when().evalBool(g, new Frame(r.frameSize()))) return false;
        }
        return true;
    }
}
