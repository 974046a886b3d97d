package org.tilerules.runtime;

import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fixture of the tests that turn a shortcut of the engine off and on (kept results, unevaluated reads, lean
 * placement trials) and require the same games: seeded random players, a log of every decision's labels and answer,
 * then the scores; the same seeds are played with the switch off and then on, and the logs must be equal.
 */
final class OnOffGames {
    static final Path RULESETS = TestSupport.repo().resolve("rulesets");

    /** What a decision also does before it is answered, so that look-ahead is exercised too. */
    enum Look {
        /** Nothing: the labels and the answer. */
        NONE,
        /** Each option's scores after the turn ({@link org.tilerules.agents.GreedyAgent#scoresIf}, what the greedy bot compares), logged. */
        SCORES,
        /** The turn replayed on a copy with the answer, and one more turn on the copy, as the greedy bot looks ahead. */
        COPIES
    }

    private OnOffGames() {}

    /** Every decision's labels (with the look-ahead scores for {@link Look#SCORES}) and the answer, then the scores; at most {@code turns} turns. */
    static List<String> play(Rules r, int players, long seed, int turns, Look look) {
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
                    if (look == Look.SCORES && options.size() > 1) sb.append('=').append(Arrays.toString(org.tilerules.agents.GreedyAgent.scoresIf(game, j)));
                    sb.append('|');
                }
                int k = a.choose(game, player, options);
                if (look == Look.COPIES && options.size() > 1 && game.hasTurnSnapshot()) {
                    Game c = game.afterTurn(k, new RandomAgent(seed + 5));
                    if (!c.over) c.runTurn();
                }
                log.add(sb.append(" -> ").append(k).toString());
                return k;
            };
        }
        g.keepTurnSnapshots = look != Look.NONE;
        g.setUp();
        for (int t = 0; t < turns && !g.over; t++) g.runTurn();
        String end = g.over ? "scores " : "cut short, scores ";
        if (!g.over) g.finish();
        log.add(end + Arrays.toString(g.score) + " tiles " + g.board.n);
        return log;
    }

    /**
     * Plays seeds 1 to {@code games} of {@code sets} with the switch off, then on (rules loaded anew each way), asserts that
     * each game was played and is the same both ways, puts the switch back, and returns the rules loaded with it on.
     */
    static Rules same(List<String> sets, int players, int games, int turns, Look look, BooleanSupplier get, Consumer<Boolean> set) {
        List<List<String>> off = new ArrayList<>(), on = new ArrayList<>();
        boolean was = get.getAsBoolean();
        Rules withIt;
        try {
            set.accept(false);
            Rules without = RulesLoader.load(RULESETS, sets);
            for (int s = 1; s <= games; s++) off.add(play(without, players, s, turns, look));
            set.accept(true);
            withIt = RulesLoader.load(RULESETS, sets);
            for (int s = 1; s <= games; s++) on.add(play(withIt, players, s, turns, look));
        } finally {
            set.accept(was);
        }
        for (int s = 0; s < games; s++) {
            assertTrue(off.get(s).size() > 10, "a game of " + sets + " was played");
            assertEquals(off.get(s), on.get(s), sets + ", seed " + (s + 1));
        }
        return withIt;
    }
}
