package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * With every expansion loaded, the turn's steps keep the compendium's order (seed 004 4.1, 7.1)
 * wherever it matters, whatever order the rule sets are listed in: the rule files pin the places
 * where two rule sets' steps meet (scenarios/combined/turn-order.scenario plays those turns). Steps
 * whose order nothing can observe (the volcano and the bazaar: never one tile; the castles and the
 * Cathars' escape; the Count's entering and the crop circle) are left to the listing.
 */
class TurnStepOrderTest {
    private static final List<String> ALL = List.of("base", "abbey-and-mayor", "fest", "count", "river", "river-2",
            "inns-and-cathedrals", "traders-and-builders", "king-and-robber", "cathars", "cult", "games-quarterly",
            "princess-and-dragon", "tower", "phantom", "bridges-castles-bazaars", "tunnel", "crop-circles");

    /** Each pair: the first step comes before the second (4.1 and 7.1). */
    private static final String[][] BEFORE = {
            {"fairy_point", "tile"},          // PD10: at the start of the turn
            {"tile", "double_turn"}, {"double_turn", "bazaar"},   // T5: the tile itself extends the builder's road
            {"tile", "volcano"}, {"tile", "bazaar"}, {"bazaar", "bridge"}, {"volcano", "figure"},   // 1.1, 2
            {"bridge", "figure"}, {"ransom", "figure"},           // 2, then 3
            {"figure", "phantom"}, {"phantom", "dragon"},         // 3, 3.2, 7.1.3
            {"dragon", "tunnel"}, {"phantom", "tunnel"}, {"tunnel", "score"},   // 7.1.3, 4 (7.1.4), 5
            {"score", "castles"}, {"score", "escape"},            // 5 (4.6: castles), 7.1.6
            {"castles", "enter_city"}, {"castles", "crop_circle"}, {"escape", "crop_circle"},   // C2; 4.2.8
    };

    private static List<String> steps(List<String> names) throws Exception {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), names);
        return r.turn.stream().map(Rules.Step::name).toList();
    }

    private static void check(List<String> names) throws Exception {
        List<String> steps = steps(names);
        for (String[] p : BEFORE) {
            int a = steps.indexOf(p[0]), b = steps.indexOf(p[1]);
            assertTrue(a >= 0 && b >= 0, p[0] + " and " + p[1] + " in " + steps);
            assertTrue(a < b, p[0] + " before " + p[1] + ": " + steps + ", listed as " + names);
        }
    }

    @Test
    void theStepsFollowTheCompendiumInAnyListingOrder() throws Exception {
        check(ALL);
        List<String> reversed = new ArrayList<>(ALL);
        Collections.reverse(reversed);
        check(reversed);
        SplittableRandom random = new SplittableRandom(16);
        for (int i = 0; i < 6; i++) {
            List<String> shuffled = new ArrayList<>(ALL);
            for (int j = shuffled.size() - 1; j > 0; j--) Collections.swap(shuffled, j, random.nextInt(j + 1));
            check(shuffled);
        }
    }
}
