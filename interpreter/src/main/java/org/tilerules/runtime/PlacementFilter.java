package org.tilerules.runtime;

import org.tilerules.engine.PackedPlacement;
import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

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
 * that a rule names come here, so other draws cost nothing extra. When no condition reads the open
 * positions or whether a component is complete ({@link #lean}), a trial leaves both out: the tile is put
 * on the copy without updating the open positions and the completions it would make are not looked for.
 */
final class PlacementFilter {
    private PlacementFilter() {}

    /** The allowed placements of tile type {@code type}, packed, in the order of the legal ones. */
    static int[] allowed(Game g, int type, Rules.PlacementRule[] rules) {
        boolean boardOnly = true;
        for (Rules.PlacementRule r : rules) boardOnly &= r.boardOnly();
        boolean lean = lean(g.rules, rules, boardOnly);
        IntList legal = new IntList(g.legalCount), keep = new IntList();
        g.board.placementsAt(g.legalMasks, g.legalPositions, legal);
        Trial trial = g.placementTrial;
        if (trial == null || trial.g != g) trial = g.placementTrial = new Trial(g);
        for (int k = 0; k < legal.size(); k++) {
            int pl = legal.get(k);
            if (trial.allows(type, pl, rules, boardOnly, lean)) keep.add(pl);
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

        boolean allows(int type, int pl, Rules.PlacementRule[] rules, boolean boardOnly, boolean lean) {
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
                int r = PackedPlacement.unpackRot(pl), x = PackedPlacement.unpackX(pl), y = PackedPlacement.unpackY(pl);
                if (boardOnly) g.placed = lean ? board.placeOnly(type, r, x, y, realGraph.nFeat) : board.place(type, r, x, y, realGraph.nFeat);
                else {
                    g.graph = graph;
                    if (lean) graph.addTile(board, g.placed = board.placeOnly(type, r, x, y, graph.nFeat));
                    else g.placed = g.putTile(type, r, x, y);
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

    /**
     * Whether a trial of these rules may leave out what none of their conditions reads: the open positions
     * around the trial tile (their sides and index) and, for conditions that read the graph, the completions a
     * placement finds (the kinds' completion rules are then not evaluated: they only read, and nothing asked
     * reads what they decide). Worked out once per placement rules of a tile type, by walking the conditions
     * and the values they call; any node not known here (below) keeps the full trial.
     */
    static boolean lean(Rules r, Rules.PlacementRule[] rules, boolean boardOnly) {
        if (!enabled) return false;
        Boolean b = LEAN.get(rules);
        if (b == null) {
            Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            boolean lean = true;
            for (Rules.PlacementRule pr : rules) lean &= readsLittle(pr.when(), seen);
            if (!boardOnly) for (Kind k : r.kinds) lean &= k.complete == null || !Effects.mayAct(k.complete);
            LEAN.put(rules, b = lean);
        }
        return b;
    }

    private static final Map<Rules.PlacementRule[], Boolean> LEAN = Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * Whether trials leave out what no condition reads (system property {@code tilerules.leanTrials=false} turns
     * it off): a test plays the same games both ways and compares.
     */
    static volatile boolean enabled = !"false".equals(System.getProperty("tilerules.leanTrials"));

    /**
     * Expression nodes whose evaluation reads neither open positions nor completion (read in their source: the
     * union-find, kinds, sizes, open ports, figures, tiles' types, positions, turns and neighbour counts, the
     * frame, options, globals of the turn), nor acts. A component's {@code complete} is the one number left out.
     */
    private static final Set<String> READS_LITTLE = Set.of(
            "Exprs$Const", "Exprs$Local", "Exprs$Option", "Exprs$Arith", "Exprs$Neg", "Exprs$Cmp", "Exprs$SameComponent",
            "Exprs$And", "Exprs$Or", "Exprs$Not", "Exprs$Where", "Exprs$Count", "Exprs$MinMax", "Exprs$Global", "Exprs$Cond",
            "BoardExprs$IsKind", "BoardExprs$TileComponents", "BoardExprs$TileNeighbours", "BoardExprs$TileTagged",
            "BoardExprs$ComponentNumber", "Around", "TilePathExprs$OfTile", "Values$Call");

    private static boolean readsLittle(Object o, Set<Object> seen) {
        if (o == null || !seen.add(o)) return true;
        if (o instanceof Expr[] es) {
            for (Expr x : es) if (!readsLittle(x, seen)) return false;
            return true;
        }
        if (o instanceof Values.Slot s) return readsLittle(s.body, seen);
        if (!(o instanceof Expr)) return false;
        String n = o.getClass().getName(), p = "org.tilerules.runtime.";
        if (!n.startsWith(p) || !READS_LITTLE.contains(n.substring(p.length()))) return false;
        for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) continue;
                Class<?> t = f.getType();
                if (t.isPrimitive() || t == String.class || t == Type.class) continue;
                Object v;
                try {
                    f.setAccessible(true);
                    v = f.get(o);
                } catch (ReflectiveOperationException | RuntimeException x) {
                    return false;
                }
                if (v == BoardExprs.ComponentNumber.What.COMPLETE) return false;
                if (v instanceof Enum<?>) continue;
                if (!readsLittle(v, seen)) return false;
            }
        }
        return true;
    }

    private static boolean holds(Game g, Rules.PlacementRule[] rules) {
        for (Rules.PlacementRule r : rules) {
            if (!r.when().evalBool(g, new Frame(r.frameSize()))) return false;
        }
        return true;
    }
}
