package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What is left unevaluated because it can only read ({@link Effects}: the points of an award to a component nobody
 * holds, the offers of a choose that a quiet look-ahead answers "none") changes no game and no look-ahead: the same
 * seeds played with it off and on give the same scores for every option of every decision ({@link org.tilerules.agents.GreedyAgent#scoresIf},
 * what the greedy bot compares), the same labels offered and the same final scores.
 */
class EffectsTest {
    private static final Path RULESETS = OnOffGames.RULESETS;

    private static void sameGames(List<String> sets, int players, int games, int turns) {
        OnOffGames.same(sets, players, games, turns, OnOffGames.Look.SCORES, () -> Effects.enabled, on -> Effects.enabled = on);
    }

    @Test void baseGamesAreTheSame() { sameGames(List.of("base"), 3, 3, 1000); }

    @Test void richRuleSetsGamesAreTheSame() {
        for (String x : List.of("plague", "cult", "princess-and-dragon", "catapult", "abbey-and-mayor", "bridges-castles-bazaars", "tunnel"))
            sameGames(List.of("base", x), 2, 1, 1000);
    }

    @Test void everyRuleSetTogetherGamesAreTheSame() {
        sameGames(RulesLoader.all(RULESETS, new ArrayList<>()), 4, 1, 80);
    }

    @Test void scriptsMayActRollsInStatementsDoNot() {
        assertFalse(Effects.rulesMayAct(RulesLoader.load(RULESETS, List.of("base"))));
        assertFalse(Effects.rulesMayAct(RulesLoader.load(RULESETS, List.of("base", "catapult"))));   // its rolls are in actions
        assertTrue(Effects.rulesMayAct(RulesLoader.load(RULESETS, List.of("base", "house"))));       // a script may do anything
    }
}
