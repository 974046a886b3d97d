package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bag segments (the rivers: RV2, RW2, RW8), combination files and start groups, on the real rule sets. */
class TileOrderTest {
    private static Rules load(String... names) {
        return RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of(names));
    }

    /** The bag of a freshly set-up game, in draw order, by tile name. */
    private static List<String> bag(Rules r, long seed) {
        Game g = new Game(r, new String[] {"a", "b"}, r.defaultOptions(), seed);
        g.setUp();
        List<String> out = new ArrayList<>();
        for (int t : g.bag().order()) out.add(g.type(t).name);
        return out;
    }

    private static boolean river(String tile) { return tile.startsWith("ri") || tile.startsWith("r2_"); }

    @Test void riverTilesComeFirstAndTheLakeLast() {
        Rules r = load("base", "river");
        for (long seed = 1; seed <= 20; seed++) {
            List<String> order = bag(r, seed);
            assertEquals(82, order.size());
            for (int i = 0; i < 10; i++) assertTrue(river(order.get(i)) && !order.get(i).equals("ri_lake"), seed + ": " + order);
            assertEquals("ri_lake", order.get(10));
            for (int i = 11; i < order.size(); i++) assertFalse(river(order.get(i)), seed + ": " + order);
            assertFalse(order.contains("ri_spring"), "the source is on the table");
            assertEquals(3, order.stream().filter("D"::equals).count(), "the base start tile stays in the box");
        }
        assertNotEquals(bag(r, 1).subList(0, 10), bag(r, 2).subList(0, 10), "the river tiles are shuffled");
    }

    @Test void riverTwoStartsWithTheForkAndEndsWithTheVolcano() {
        Rules r = load("base", "river-2");
        for (long seed = 1; seed <= 20; seed++) {
            List<String> order = bag(r, seed);
            assertEquals("r2_fork", order.get(0));
            for (int i = 1; i < 10; i++) assertTrue(river(order.get(i)), seed + ": " + order);
            assertEquals("r2_volcano", order.get(10));
            assertFalse(river(order.get(11)));
        }
    }

    @Test void bothRiversMakeOneRiverWithoutRiverOnesLake() {
        Rules r = load("base", "river", "river-2");
        List<String> order = bag(r, 7);
        assertEquals(92, order.size());
        assertEquals("r2_fork", order.get(0));
        for (int i = 1; i < 20; i++) assertTrue(river(order.get(i)), order.toString());
        assertEquals("r2_volcano", order.get(20));
        assertFalse(order.contains("ri_lake"));
        assertFalse(order.contains("ri_spring") || order.contains("r2_spring"));
        assertEquals(1, r.start.size(), "one source on the table");
    }

    @Test void baseGameBagIsUnchangedBySegmentSupport() {
        // no segments: the same shuffle as before (seeded games and scenarios depend on it)
        Rules r = TestSupport.base();
        Game g = new Game(r, new String[] {"a", "b"}, r.defaultOptions(), 3);
        g.setUp();
        assertEquals(71, g.bag().order().length);
        assertTrue(r.segments.isEmpty());
    }

    @Test void combinationFileLoadsOnlyWithItsPartner() {
        Rules alone = load("base", "river");
        assertEquals("ri_spring", alone.start.get(0).tile().name);
        assertEquals(1, alone.start.size());
        Rules withCount = load("base", "count", "river");
        assertEquals(13, withCount.start.size(), "Carcassonne and the source");
        assertEquals("ri_spring", withCount.start.get(12).tile().name);
        assertEquals(2, withCount.start.get(12).x());
        // the order on the command line does not matter: the combination file comes last
        assertEquals(13, load("base", "river", "count").start.size());
    }

    /** A start group of the board, Carcassonne and the source: which tile lies where, by name. */
    private static List<String> startGroup(Rules r) {
        List<String> out = new ArrayList<>();
        for (Rules.Start st : r.start) out.add(st.tile().name + "@" + st.x() + "," + st.y());
        out.sort(null);
        return out;
    }

    @Test void theCombinationNamingMoreRuleSetsKeepsItsStartGroupInAnyOrder() {
        // the Wheel of Fortune with the Count and the River (WF15): 16 board tiles, 12 of Carcassonne, the source;
        // river/with-count.rules (one partner) would lay only the city and the source
        List<String> first = startGroup(load("base", "wheel-of-fortune", "count", "river"));
        assertEquals(29, first.size(), first.toString());
        assertTrue(first.contains("wf_hub_se@0,-4") && first.contains("co7@0,0") && first.contains("ri_spring@2,0"), first.toString());
        assertEquals(first, startGroup(load("base", "count", "river", "wheel-of-fortune")));
        assertEquals(first, startGroup(load("base", "river", "wheel-of-fortune", "count")));
        // a group that lost keeps its tiles out of the bag, as a replaced one does: 72 + 12 river tiles less the source
        Rules r = load("base", "river", "wheel-of-fortune", "count");
        Game g = new Game(r, new String[] {"a", "b"}, r.defaultOptions(), 1);
        g.setUp();
        assertEquals(83, g.bag().order().length);
    }
}
