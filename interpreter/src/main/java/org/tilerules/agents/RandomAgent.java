package org.tilerules.agents;

import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;

/** Picks uniformly among the legal options, from its own seeded generator. */
public final class RandomAgent implements Agent {
    private long state;

    public RandomAgent(long seed) { state = seed ^ 0x5DEECE66DL; }

    @Override public int choose(Game g, int player, ChoiceSet options) {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (int) (((z >>> 33) * options.size()) >>> 31);
    }
}
