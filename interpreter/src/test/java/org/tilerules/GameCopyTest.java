package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A copy of a game (look-ahead, trial placements) is the whole state and shares nothing mutable
 * with the game it was copied from. Mid-way through a game with every rule set (`--rules all`), two
 * copies are made; one is played to its end with other choices first, then the other with the same
 * choices as a game that was never copied. A piece of state the copy forgot makes the second copy
 * differ from that game; a piece of state the copies share makes the first copy's play leak into it.
 * So no field added to the game later can be left out of the copy unseen.
 */
class GameCopyTest {
    static Rules all;

    static synchronized Rules all() {
        if (all == null) {
            Path rulesets = TestSupport.repo().resolve("rulesets");
            all = RulesLoader.load(rulesets, RulesLoader.all(rulesets, new ArrayList<>()));
        }
        return all;
    }

    static Game start(long seed, int players) {
        String[] names = new String[players];
        for (int i = 0; i < players; i++) names[i] = "p" + i;
        Game g = new Game(all(), names, all().defaultOptions(), seed);
        for (int i = 0; i < players; i++) g.agents[i] = new RandomAgent(seed * 31 + i);
        g.setUp();
        return g;
    }

    static Game upTo(long seed, int players, int turns) {
        Game g = start(seed, players);
        while (!g.over && g.turn < turns) g.runTurn();
        return g;
    }

    static void finish(Game g, long agentSeed) {
        for (int i = 0; i < g.agents.length; i++) g.agents[i] = new RandomAgent(agentSeed + i);
        g.play();
    }

    /** What a game left behind: scores, every event, every choice. */
    static String outcome(Game g) {
        return Arrays.toString(g.score) + " " + g.events + " " + g.choiceLog;
    }

    @Test void aCopyIsTheWholeStateAndSharesNothing() {
        for (long seed : new long[] {3, 8}) {
            Game g = upTo(seed, 4, 90);
            assertTrue(!g.over, "the game should still be running at turn 90 (seed " + seed + ")");
            Game other = g.copy(), same = g.copy();
            finish(other, 999);                 // other choices first: shared state would leak into 'same'
            finish(same, 777);
            Game never = upTo(seed, 4, 90);     // never copied
            finish(never, 777);
            assertEquals(outcome(never), outcome(same), "seed " + seed + ": the copy differs from a game never copied");
            assertNotEquals(outcome(never), outcome(other), "seed " + seed + ": other choices should make another game");
            finish(g, 777);                      // the original, played after both copies, is still itself
            assertEquals(outcome(never), outcome(g), "seed " + seed + ": playing the copies changed the original");
        }
    }

    @Test void theRuleSetsOfTheTestAreEveryOneThatCombines() {
        assertTrue(all().rulesets.size() >= 30, "--rules all loads " + all().rulesets.size() + " rule sets: " + all().rulesets);
        List<String> names = all().rulesets;
        assertTrue(names.contains("base") && names.contains("tower") && names.contains("plague"), names.toString());
    }
}
