package org.tilerules.agents;

import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;

/**
 * Flat Monte Carlo search: for each option of a decision, plays {@code playouts}
 * games to their end from a copy in which the option was taken (everyone,
 * itself included, then plays at random), and takes the option with the best
 * mean final margin: its own score minus the best other score. Each round of
 * playouts uses one seed for every option (the same future draws and random
 * answers), which makes the options' comparison fairer for the same work.
 * The future draws are reshuffled in every playout, so the bot does not know
 * the real order of the bag. Knows nothing of the game itself.
 *
 * <p>Needs a {@link TurnReplay} installed on the game before its first turn.
 */
public final class MonteCarloAgent implements Agent {
    private final TurnReplay replay;
    private final int playouts;
    private long state;

    public MonteCarloAgent(long seed, TurnReplay replay, int playouts) {
        if (playouts < 1) throw new IllegalArgumentException("playouts must be at least 1");
        this.replay = replay;
        this.playouts = playouts;
        this.state = seed ^ 0x2545F4914F6CDD1DL;
    }

    @Override public int choose(Game g, int player, ChoiceSet options) {
        int n = options.size();
        if (n == 1) return 0;
        long[] total = new long[n];
        for (int k = 0; k < playouts; k++) {
            long s = next();
            for (int i = 0; i < n; i++) total[i] += margin(playout(g, i, s), player);
        }
        long best = Long.MIN_VALUE;
        int bestCount = 0;
        for (long t : total) {
            if (t > best) { best = t; bestCount = 1; } else if (t == best) bestCount++;
        }
        int pick = bestCount == 1 ? 0 : (int) (((next() >>> 33) * bestCount) >>> 31);
        for (int i = 0; i < n; i++) if (total[i] == best && pick-- == 0) return i;
        return 0;
    }

    /** Final scores of one random playout after taking {@code option}. */
    int[] playout(Game g, int option, long seed) {
        RandomAgent rest = new RandomAgent(seed);
        Game c = replay.afterTurn(g, option, rest);
        if (!c.over) {
            TurnReplay.shuffleBag(c, seed ^ 0x6A09E667F3BCC909L);
            c.play();
        }
        return c.score;
    }

    static int margin(int[] score, int player) {
        int other = Integer.MIN_VALUE;
        for (int p = 0; p < score.length; p++) if (p != player) other = Math.max(other, score[p]);
        return score[player] - (other == Integer.MIN_VALUE ? 0 : other);
    }

    private long next() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
