package org.tilerules.sim;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.ScoreEvent;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rule-firings table counts one row per rule, not one per event text. */
class FiringKeyTest {
    private static String key(String category, String reason) {
        return GameResult.firingKey(new ScoreEvent(1, 0, 5, category, reason), Set.of("red", "green", "wf_U", "D"));
    }

    @Test void valuesOfOneAwardAreLeftOut() {
        assertEquals("bazaar: sold", key("bazaar", "sold wf_U to green for 20"));
        assertEquals("bazaar: bought", key("bazaar", "bought D from red for 3"));
        assertEquals("bazaar: bought", key("bazaar", "bought D for 17"));
        assertEquals("city: city completed", key("city", "city completed (3 tiles, shields 1)"));
        assertEquals("trade: goods at game end", key("trade", "goods at game end"));
        assertEquals("fairy", key("fairy", "12"));
    }

    /** A tile named by a plain word ("well") does not cut a reason that uses the word: not "wish: the". */
    @Test void aTileNamedByAWordLeavesTheReasonWhole() {
        Rules r = RulesLoader.load(org.tilerules.front.RulesPath.of(TestSupport.repo().resolve("examples/rulesets"), TestSupport.repo().resolve("rulesets")), List.of("base", "wells"));
        Simulation sim = new Simulation(r, new String[] {"red", "blue"}, r.defaultOptions(), 1, Bots.seating(List.of("random", "random"), 8));
        Summary s = Summary.of(sim.run(0, 6, 1), 2, r.categories.size());
        Set<String> rows = new TreeSet<>(s.firingsPerGame.keySet());
        assertTrue(rows.contains("wish: the well grants a wish"), rows.toString());
        assertTrue(!rows.contains("wish: the"), rows.toString());
    }

    /**
     * The row made from an award's data is the row its reason's words gave: every event with a firing rule, in
     * games of rule sets with feature scorings, bonuses, reactions at game end and the auction.
     */
    @Test void theRowFromDataIsTheRowTheReasonGave() {
        int checked = 0;
        Set<String> rows = new TreeSet<>();
        for (List<String> sets : List.of(List.of("base"), List.of("base", "inns-and-cathedrals", "traders-and-builders", "abbey-and-mayor"),
                List.of("base", "bridges-castles-bazaars", "tower", "princess-and-dragon"), List.of("base", "plague"), List.of("base", "cult"),
                List.of("base", "wells", "gold-mines", "king-and-robber", "school", "fest"))) {
            Rules r = RulesLoader.load(org.tilerules.front.RulesPath.of(TestSupport.repo().resolve("examples/rulesets"), TestSupport.repo().resolve("rulesets")), sets);
            String[] names = {"red", "blue", "green"};
            for (int seed = 1; seed <= 4; seed++) {
                Game g = new Game(r, names, r.defaultOptions(), seed);
                Bots.seating(List.of("random", "random", "random"), 8).seat(g);
                g.setUp();
                g.play();
                Set<String> values = GameResult.values(g);
                for (ScoreEvent e : g.events) {
                    if (e.firing() == null) continue;
                    String key = GameResult.named(e.category(), e.firing());
                    assertEquals(GameResult.firingKey(e, values), key, sets + " seed " + seed + ": " + e);
                    rows.add(key);
                    checked++;
                }
            }
        }
        assertTrue(checked > 500 && rows.contains("bazaar: bought") && rows.contains("city: city at game end"), checked + " " + rows);
    }

    @Test void fourPlayersWithBazaarsGiveAFewRows() {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "bridges-castles-bazaars"));
        Simulation sim = new Simulation(r, new String[] {"red", "blue", "green", "yellow"}, r.defaultOptions(), 1,
                Bots.seating(List.of("random", "random", "random", "random"), 8));
        Summary s = Summary.of(sim.run(0, 6, 1), 4, r.categories.size());
        Set<String> rows = new TreeSet<>(s.firingsPerGame.keySet());
        assertTrue(rows.contains("bazaar: bought") && rows.contains("bazaar: sold"), rows.toString());
        for (String row : rows) assertTrue(!row.matches(".*\\d.*"), "a value in a row: " + row + " of " + rows);
        assertTrue(rows.size() <= 16, rows.toString());
    }
}
