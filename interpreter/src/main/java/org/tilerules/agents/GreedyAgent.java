package org.tilerules.agents;

import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;

/**
 * Takes the option that leaves it furthest ahead if the game were scored right
 * after this turn: its own score minus the best other score. Knows nothing of
 * the game; it only asks the engine to look ahead. Ties go to a seeded coin.
 */
public final class GreedyAgent implements Agent {
    private final RandomAgent tieBreak;

    public GreedyAgent(long seed) { tieBreak = new RandomAgent(seed); }

    @Override public int choose(Game g, int player, ChoiceSet options) {
        int n = options.size();
        if (n == 1) return 0;
        int best = Integer.MIN_VALUE, bestCount = 0;
        int[] value = new int[n];
        for (int i = 0; i < n; i++) {
            int[] s = scoresIf(g, i);
            int other = Integer.MIN_VALUE;
            for (int p = 0; p < s.length; p++) if (p != player) other = Math.max(other, s[p]);
            value[i] = s[player] - (other == Integer.MIN_VALUE ? 0 : other);
            if (value[i] > best) { best = value[i]; bestCount = 1; } else if (value[i] == best) bestCount++;
        }
        int pick = bestCount == 1 ? 0 : tieBreak.choose(g, player, sized(bestCount));
        for (int i = 0; i < n; i++) if (value[i] == best && pick-- == 0) return i;
        return 0;
    }

    /**
     * What the scores would be if the pending decision took {@code option}, the rest of the turn were quiet
     * ({@link Game#QUIET}), and the game were then scored as if it ended.
     */
    public static int[] scoresIf(Game g, int option) {
        Game c = g.afterTurn(option, Game.QUIET);
        c.finish();
        return c.score;
    }

    private static ChoiceSet sized(int n) {
        return new ChoiceSet() {
            @Override public int size() { return n; }
            @Override public String label(int i) { return String.valueOf(i); }
            @Override public String topic() { return "tie"; }
        };
    }
}
