package org.tilerules.agents;

import org.tilerules.runtime.Agent;
import org.tilerules.runtime.Game;

/**
 * Look-ahead past the current turn, for search agents: {@link #afterTurn}
 * hands back a copy of the game with the pending decision taken and the turn
 * completed (see {@link Game#afterTurn}); the caller may go on with
 * {@code runTurn()} or {@code play()} on it. {@link #shuffleBag} hides the real
 * order of future draws from a copy.
 *
 * <p>Install it before the first turn ({@link #install}): it makes the game
 * keep a copy of each turn's start.
 */
public final class TurnReplay {
    private TurnReplay() {}

    private static final TurnReplay INSTANCE = new TurnReplay();

    /** Makes the game keep the start of each turn for look-ahead. */
    public static TurnReplay install(Game g) {
        g.keepTurnSnapshots = true;
        return INSTANCE;
    }

    /** Whether a copy of the start of {@code live}'s current turn is at hand. */
    public boolean ready(Game live) { return live.hasTurnSnapshot(); }

    /** See {@link Game#afterTurn}. */
    public Game afterTurn(Game live, int option, Agent rest) { return live.afterTurn(option, rest); }

    /**
     * Shuffles the tiles left in the bag of a copy with the given seed, so that
     * look-ahead does not know the real order of future draws (which tiles are
     * left is public knowledge; their order is not). Returns true.
     */
    public static boolean shuffleBag(Game c, long seed) {
        int[] left = c.bagCounts();
        int[] order = new int[c.remaining()];
        int k = 0;
        for (int t = 0; t < left.length; t++) for (int i = 0; i < left[t]; i++) order[k++] = t;
        long s = seed;
        for (int i = order.length - 1; i > 0; i--) {
            s += 0x9E3779B97F4A7C15L;
            long z = s;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            z ^= z >>> 31;
            int j = (int) (((z >>> 33) * (i + 1)) >>> 31);
            int tmp = order[i]; order[i] = order[j]; order[j] = tmp;
        }
        c.setBag(order);
        return true;
    }
}
