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
 * Nothing else of the game is copied: a condition only reads. The copies are
 * made once per draw and brought back to the game's state between placements
 * ({@link Board#copyFrom}, {@link Graph#copyFrom}). Only tile types
 * that a rule names come here, so other draws cost nothing extra.
 */
final class PlacementFilter {
    private PlacementFilter() {}

    /** The allowed placements of tile type {@code type}, packed, in the order of the legal ones. */
    static int[] allowed(Game g, int type, Rules.PlacementRule[] rules) {
        boolean boardOnly = true;
        for (Rules.PlacementRule r : rules) boardOnly &= r.boardOnly();
        IntList keep = new IntList();
        Trial trial = new Trial(g, boardOnly);
        for (int k = 0; k < g.legalCount; k++) {
            int pl = g.board.placementAt(g.legalMasks, g.legalPositions, k);
            if (trial.allows(type, pl, rules)) keep.add(pl);
        }
        return keep.toArray();
    }

    /**
     * One copy of the board (and of the graph, unless the conditions read only the board) for all the
     * placements of one draw: each trial places the tile on it, and the next trial first makes it
     * equal to the game's again, copying only what is in use (most of the cost used to be
     * allocating and copying whole arrays for every placement).
     */
    private static final class Trial {
        private final Game g;
        private final boolean boardOnly;
        private Board board;
        private Graph graph;

        Trial(Game g, boolean boardOnly) {
            this.g = g;
            this.boardOnly = boardOnly;
        }

        boolean allows(int type, int pl, Rules.PlacementRule[] rules) {
            Board realBoard = g.board;
            Graph realGraph = g.graph;
            int realPlaced = g.placed, completedBefore = g.completed.size();
            if (board == null || !board.copyFrom(realBoard)) board = new Board(realBoard, false);
            if (!boardOnly && (graph == null || !graph.copyFrom(realGraph))) graph = new Graph(realGraph);
            try {
                g.board = board;
                int r = Board.unpackRot(pl), x = Board.unpackX(pl), y = Board.unpackY(pl);
                if (boardOnly) g.placed = board.place(type, r, x, y, realGraph.nFeat);
                else {
                    g.graph = graph;
                    g.placed = g.putTile(type, r, x, y);
                }
                return holds(g, rules);
            } finally {
                g.board = realBoard;
                g.graph = realGraph;
                g.placed = realPlaced;
                g.completed.truncate(completedBefore);
            }
        }
    }

    private static boolean holds(Game g, Rules.PlacementRule[] rules) {
        for (Rules.PlacementRule r : rules) {
            if (!r.when().evalBool(g, new Frame(r.frameSize()))) return false;
        }
        return true;
    }
}
