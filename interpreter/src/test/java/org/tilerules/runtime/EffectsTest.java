package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What is left unevaluated because it can only read ({@link Effects}: the points of an award to a component nobody
 * holds, the offers of a choose that a quiet look-ahead answers "none") changes no game and no look-ahead: the same
 * seeds played with it off and on give the same scores for every option of every decision ({@link Game#scoresIf},
 * what the greedy bot compares), the same labels offered and the same final scores.
 */
class EffectsTest {
    private static final Path RULESETS = TestSupport.repo().resolve("rulesets");

    /** Every decision's labels, the look-ahead scores of each option and the answer, then the scores; at most {@code turns} turns. */
    private static List<String> play(Rules r, int players, long seed, int turns) {
        String[] names = new String[players];
        for (int i = 0; i < players; i++) names[i] = "p" + i;
        Game g = new Game(r, names, r.defaultOptions(), seed);
        List<String> log = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            RandomAgent a = new RandomAgent(seed * 31 + i);
            g.agents[i] = (game, player, options) -> {
                StringBuilder sb = new StringBuilder(player + ":");
                for (int j = 0; j < options.size(); j++) {
                    sb.append(options.label(j));
                    if (options.size() > 1) sb.append('=').append(Arrays.toString(game.scoresIf(j)));
                    sb.append('|');
                }
                int k = a.choose(game, player, options);
                log.add(sb.append(" -> ").append(k).toString());
                return k;
            };
        }
        g.keepTurnSnapshots = true;
        g.setUp();
        for (int t = 0; t < turns && !g.over; t++) g.runTurn();
        if (g.over) log.add("scores " + Arrays.toString(g.score) + " tiles " + g.board.n);
        else {
            g.finish();
            log.add("cut short, scores " + Arrays.toString(g.score) + " tiles " + g.board.n);
        }
        return log;
    }

    private static void sameGames(List<String> sets, int players, int games, int turns) {
        List<List<String>> off = new ArrayList<>(), on = new ArrayList<>();
        boolean was = Effects.enabled;
        try {
            Effects.enabled = false;
            Rules plain = RulesLoader.load(RULESETS, sets);
            for (int s = 1; s <= games; s++) off.add(play(plain, players, s, turns));
            Effects.enabled = true;
            Rules skipping = RulesLoader.load(RULESETS, sets);
            for (int s = 1; s <= games; s++) on.add(play(skipping, players, s, turns));
        } finally {
            Effects.enabled = was;
        }
        for (int s = 0; s < games; s++) {
            assertTrue(off.get(s).size() > 10, "a game of " + sets + " was played");
            assertEquals(off.get(s), on.get(s), sets + ", seed " + (s + 1));
        }
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
