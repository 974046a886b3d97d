package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Store;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A copy of a game (look-ahead, trial placements) is the whole state and shares nothing mutable
 * with the game it was copied from. Mid-way through a game with every rule set (`--rules all`), two
 * copies are made (the hills house expansion played too, for its tokens in a zone); one is played to its end with other choices first, then the other with the same
 * choices as a game that was never copied. A piece of state the copy forgot makes the second copy
 * differ from that game; a piece of state the copies share makes the first copy's play leak into it.
 * So no field added to the game later can be left out of the copy unseen. The state of the
 * capabilities the rules declare lives in stores ({@link Store}), copied in one loop: a copy holds
 * its own of each, and a base game holds none.
 */
class GameCopyTest {
    static Rules all;

    static synchronized Rules all() {
        if (all == null) {
            Path rulesets = TestSupport.repo().resolve("rulesets");
            // every rule set that combines, and the hills house expansion (named only), whose bag of tokens
            // is the one store no published expansion fills
            List<String> names = new ArrayList<>(RulesLoader.all(rulesets, new ArrayList<>()));
            names.add("hills");
            all = RulesLoader.load(rulesets, names);
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

    /**
     * Every capability's state is a store, and a copy holds a copy of each: none of the original's
     * store objects, every one of the same kind. With every rule set, each slot is in use by turn 90
     * (tokens on tiles included: some lie by then), so no slot goes unchecked.
     */
    @Test void aCopySharesNoStoreWithItsOriginal() {
        Game g = upTo(3, 4, 90);
        Game c = g.copy();
        int held = 0;
        for (int slot = 0; slot < Store.MAX_SLOTS; slot++) {
            Store s = g.store(slot);
            if (s == null) {
                assertNull(c.store(slot), "slot " + slot + ": the copy holds a store the original does not");
                continue;
            }
            held++;
            assertEquals(slot, s.slot(), "a store in another's slot");
            assertNotNull(c.store(slot), "slot " + slot + ": the copy lost its store");
            assertNotSame(s, c.store(slot), "slot " + slot + ": the copy shares its store with the original");
            assertEquals(s.getClass(), c.store(slot).getClass(), "slot " + slot);
            assertNotSame(c.store(slot), c.copy().store(slot), "slot " + slot + ": a copy of a copy shares its store");
        }
        assertEquals(11, held, "every store class (11) has its store in a game with every rule set at turn 90 (who laid each tile: a rule set with a script may read it)");
    }

    /** The base game declares none of the capabilities that have stores, so it allocates none, and its copies none. */
    @Test void theBaseGameHoldsNoStore() {
        Rules base = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base"));
        Game g = new Game(base, new String[] {"p0", "p1"}, base.defaultOptions(), 5);
        for (int i = 0; i < 2; i++) g.agents[i] = new RandomAgent(5 + i);
        g.setUp();
        while (!g.over && g.turn < 30) g.runTurn();
        Game c = g.copy();
        for (int slot = 0; slot < Store.MAX_SLOTS; slot++) {
            assertNull(g.store(slot), "the base game holds a store in slot " + slot);
            assertNull(c.store(slot), "a copy of the base game holds a store in slot " + slot);
        }
    }

    @Test void theRuleSetsOfTheTestAreEveryOneThatCombines() {
        assertTrue(all().rulesets.size() >= 30, "--rules all loads " + all().rulesets.size() + " rule sets: " + all().rulesets);
        List<String> names = all().rulesets;
        assertTrue(names.contains("base") && names.contains("tower") && names.contains("plague"), names.toString());
    }
}
