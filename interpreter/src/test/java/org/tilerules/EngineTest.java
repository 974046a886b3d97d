package org.tilerules;

import org.tilerules.engine.PackedPlacement;
import org.junit.jupiter.api.Test;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The graph of features on hand-built boards: legality, joining, loops, distinct tiles, neighbours. */
class EngineTest {
    private final Rules rules = TestSupport.base();

    private Game empty() {
        Game g = new Game(rules, new String[] {"red", "blue"}, rules.defaultOptions(), 1);
        g.fillBag(new int[rules.tiles.size()]);
        return g;
    }

    private int t(String name) { return rules.tileByName.get(name).id; }

    private int root(Game g, int x, int y, String feature) {
        int tile = g.board.at(x, y);
        return g.graph.find(g.board.featBase[tile] + g.type(g.board.type[tile]).featureIndex(feature));
    }

    @Test void legalAndIllegalPlacementsWithReasons() {
        Game g = empty();
        g.putTile(t("D"), 0, 0, 0);
        assertNull(g.legalityProblem(t("E"), 2, 0, -1));           // city faces city
        // a refusal names the rules of the kinds that meet (their declarations)
        assertTrue(g.legalityProblem(t("E"), 0, 0, -1).matches("its south side is field, the south neighbour's north side is city"
                + " \\(a side joins only the kinds it shows: feature field \\(base/base\\.rules:\\d+\\); feature city \\(base/base\\.rules:\\d+\\)\\)"),
                g.legalityProblem(t("E"), 0, 0, -1));
        assertTrue(g.legalityProblem(t("U"), 1, 0, -1).startsWith("its south side is road, the south neighbour's north side is city ("));
        assertEquals("it touches no placed tile along a side", g.legalityProblem(t("E"), 0, 1, 1));
        assertEquals("position 0,0 already holds D", g.legalityProblem(t("E"), 0, 0, 0));
        assertNull(g.legalityProblem(t("U"), 0, 1, 0));             // road continues east
        assertTrue(g.legalityProblem(t("U"), 1, 1, 0).startsWith("its west side is field, the west neighbour's east side is road ("));
    }

    /** Places a tile after asserting the placement is legal. */
    private int put(Game g, String tile, int rot, int x, int y) {
        assertNull(g.legalityProblem(t(tile), rot, x, y), tile + " at " + x + "," + y + " rot " + rot * 90);
        return g.putTile(t(tile), rot, x, y);
    }

    @Test void aRoadLoopIsClosedAndCountsEachTileOnce() {
        Game g = empty();
        g.putTile(t("V"), 3, 0, 0);   // road S+E
        put(g, "V", 0, 1, 0);         // road W+S
        put(g, "V", 1, 1, 1);         // road N+W
        assertEquals(0, g.completed.size());
        put(g, "V", 2, 0, 1);         // road N+E closes the ring
        int r = root(g, 0, 0, "r");
        assertEquals(r, root(g, 1, 1, "r"));
        assertEquals(4, g.graph.tiles[r]);
        assertEquals(0, g.graph.open[r]);
        assertEquals(1, g.completed.size());
        assertEquals(r, g.graph.find(g.completed.get(0)));
    }

    @Test void twoCityPartsOfOneTileInOneCityCountOnce() {
        Game g = empty();
        g.putTile(t("I"), 0, 0, 0);   // two separate cities: c1 north, c2 west
        put(g, "N", 3, 0, -1);        // city W+S
        put(g, "N", 2, -1, -1);       // city S+E
        assertEquals(0, g.completed.size());
        int a = root(g, 0, 0, "c1");
        assertEquals(3, g.graph.tiles[a]);
        put(g, "N", 1, -1, 0);        // city N+E joins c2 to the same city
        a = root(g, 0, 0, "c1");
        assertEquals(a, root(g, 0, 0, "c2"));
        assertEquals(4, g.graph.tiles[a], "I holds two parts of the city but counts once");
        assertEquals(0, g.graph.open[a]);
        assertEquals(1, g.completed.size());
    }

    @Test void cloisterCompletesWithEightNeighbours() {
        Game g = empty();
        g.putTile(t("B"), 0, 0, 0);
        int[][] ring = {{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}};
        for (int i = 0; i < 8; i++) {
            g.completed.clear();
            g.putTile(t("B"), 0, ring[i][0], ring[i][1]);
            int m = root(g, 0, 0, "m");
            assertEquals(i + 1, g.board.neighbours[g.board.at(0, 0)]);
            assertEquals(i == 7 ? 1 : 0, g.graph.complete[m], "after " + (i + 1) + " neighbours");
        }
    }

    /** The incrementally kept side requirements give exactly the placements a direct check gives. */
    @Test void incrementalLegalityAgreesWithTheDirectCheckInRandomGames() {
        long compared = 0;
        for (int seed = 1; seed <= 100; seed++) {
            Game g = TestSupport.randomGame(rules, 2, seed);
            while (!g.over) {
                for (var t : rules.tiles) {
                    org.tilerules.engine.IntList fast = new org.tilerules.engine.IntList();
                    g.board.legalPlacements(t, fast);
                    java.util.Set<String> direct = new java.util.HashSet<>();
                    int minX = 0, maxX = 0, minY = 0, maxY = 0;
                    for (int k = 0; k < g.board.n; k++) {
                        minX = Math.min(minX, g.board.x[k]);
                        maxX = Math.max(maxX, g.board.x[k]);
                        minY = Math.min(minY, g.board.y[k]);
                        maxY = Math.max(maxY, g.board.y[k]);
                    }
                    for (int x = minX - 1; x <= maxX + 1; x++) {
                        for (int y = minY - 1; y <= maxY + 1; y++) {
                            if (g.board.at(x, y) >= 0) continue;
                            for (int r = 0; r < 4; r++) if (t.distinctRotation[r] && g.board.legal(t, r, x, y)) direct.add(x + "," + y + "," + r);
                        }
                    }
                    java.util.Set<String> got = new java.util.HashSet<>();
                    for (int i = 0; i < fast.size(); i++) {
                        int pl = fast.get(i);
                        got.add(org.tilerules.engine.PackedPlacement.unpackX(pl) + "," + org.tilerules.engine.PackedPlacement.unpackY(pl) + "," + org.tilerules.engine.PackedPlacement.unpackRot(pl));
                    }
                    assertEquals(direct, got, "seed " + seed + " turn " + g.turn + " tile " + t.name);
                    compared++;
                }
                g.runTurn();
                if (g.turn > 30) break;     // thirty turns per game keeps this fast
            }
        }
        assertEquals(true, compared > 50_000, "compared " + compared);
    }
}
