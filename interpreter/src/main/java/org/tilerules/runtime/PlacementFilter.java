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
 * made once per game (kept in it, never copied with it) and brought back to the
 * game's state between placements ({@link Board#copyFrom}, {@link Graph#copyFrom}). Only tile types
 * that a rule names come here, so other draws cost nothing extra.
 */
final class PlacementFilter {
    private PlacementFilter() {}

    /** The allowed placements of tile type {@code type}, packed, in the order of the legal ones. */
    static int[] allowed(Game g, int type, Rules.PlacementRule[] rules) {
        boolean boardOnly = true;
        for (Rules.PlacementRule r : rules) boardOnly &= r.boardOnly();
        IntList legal = new IntList(g.legalCount), keep = new IntList();
        g.board.placementsAt(g.legalMasks, g.legalPositions, legal);
        Trial trial = g.placementTrial;
        if (trial == null || trial.g != g) trial = g.placementTrial = new Trial(g);
        for (int k = 0; k < legal.size(); k++) {
            int pl = legal.get(k);
            if (trial.allows(type, pl, rules, boardOnly)) keep.add(pl);
        }
        return keep.toArray();
    }

    /**
     * One copy of the board (and of the graph, unless the conditions read only the board) for all the
     * placements of the game's draws: each trial places the tile on it, and the next trial first makes
     * it equal to the game's again, copying only what is in use (most of the cost used to be
     * allocating and copying whole arrays for every placement, then for every draw). A copy made from
     * another board or graph object than the game's now is made again.
     */
    static final class Trial {
        private final Game g;
        private Board board, boardOf;
        private Graph graph, graphOf;

        Trial(Game g) {
            this.g = g;
        }

        boolean allows(int type, int pl, Rules.PlacementRule[] rules, boolean boardOnly) {
            Board realBoard = g.board;
            Graph realGraph = g.graph;
            int realPlaced = g.placed, completedBefore = g.completed.size();
            if (board == null || boardOf != realBoard || !board.copyFrom(realBoard)) {
                board = new Board(realBoard, false);
                boardOf = realBoard;
            }
            if (!boardOnly && (graph == null || graphOf != realGraph || !graph.copyFrom(realGraph))) {
                graph = new Graph(realGraph);
                graphOf = realGraph;
            }
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
