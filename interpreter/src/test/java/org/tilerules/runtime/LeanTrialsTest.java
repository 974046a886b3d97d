package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Placement trials that leave out what their conditions do not read ({@link PlacementFilter#lean}: the open
 * positions around the trial tile, the completions it makes) allow the same placements: the same seeds played
 * with it off and on offer the same labels at every decision (the placements allowed among them) and end with
 * the same scores.
 */
class LeanTrialsTest {
    private static final Path RULESETS = TestSupport.repo().resolve("rulesets");

    private static List<String> play(Rules r, int players, long seed, int turns) {
        String[] names = new String[players];
        for (int i = 0; i < players; i++) names[i] = "p" + i;
        Game g = new Game(r, names, r.defaultOptions(), seed);
        List<String> log = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            RandomAgent a = new RandomAgent(seed * 31 + i);
            g.agents[i] = (game, player, options) -> {
                StringBuilder sb = new StringBuilder(player + ":");
                for (int j = 0; j < options.size(); j++) sb.append(options.label(j)).append('|');
                int k = a.choose(game, player, options);
                log.add(sb.append(" -> ").append(k).toString());
                return k;
            };
        }
        g.setUp();
        for (int t = 0; t < turns && !g.over; t++) g.runTurn();
        if (!g.over) g.finish();
        log.add("scores " + java.util.Arrays.toString(g.score) + " tiles " + g.board.n);
        return log;
    }

    /** Plays the games both ways; returns whether some tile type's trials were lean. */
    private static boolean sameGames(List<String> sets, int players, int games, int turns) {
        List<List<String>> off = new ArrayList<>(), on = new ArrayList<>();
        boolean was = PlacementFilter.enabled, anyLean = false;
        try {
            PlacementFilter.enabled = false;
            Rules plain = RulesLoader.load(RULESETS, sets);
            for (int s = 1; s <= games; s++) off.add(play(plain, players, s, turns));
            PlacementFilter.enabled = true;
            Rules lean = RulesLoader.load(RULESETS, sets);
            for (int s = 1; s <= games; s++) on.add(play(lean, players, s, turns));
            for (Rules.PlacementRule[] rs : lean.placementRulesByType) {
                if (rs == null) continue;
                boolean boardOnly = true;
                for (Rules.PlacementRule x : rs) boardOnly &= x.boardOnly();
                anyLean |= PlacementFilter.lean(lean, rs, boardOnly);
            }
        } finally {
            PlacementFilter.enabled = was;
        }
        for (int s = 0; s < games; s++) {
            assertTrue(off.get(s).size() > 10, "a game of " + sets + " was played");
            assertEquals(off.get(s), on.get(s), sets + ", seed " + (s + 1));
        }
        return anyLean;
    }

    @Test void cultAndRiversAllowTheSamePlacements() {
        assertTrue(sameGames(List.of("base", "cult"), 2, 6, 1000));
        assertTrue(sameGames(List.of("base", "cult"), 4, 3, 1000));
        assertTrue(sameGames(List.of("base", "river"), 2, 3, 1000));
        assertTrue(sameGames(List.of("base", "river-2", "cult"), 3, 3, 1000));
    }

    @Test void everyRuleSetTogetherAllowsTheSamePlacements() {
        sameGames(RulesLoader.all(RULESETS, new ArrayList<>()), 3, 2, 1000);
    }

    /** A condition that reads whether a component is complete keeps the whole trial. */
    @Test void aConditionReadingCompletionIsNotLean() {
        Expr complete = new BoardExprs.ComponentNumber(BoardExprs.ComponentNumber.What.COMPLETE, new Exprs.Local(Type.COMPONENT, 0), -1);
        Rules r = RulesLoader.load(RULESETS, List.of("base"));
        assertFalse(PlacementFilter.lean(r, new Rules.PlacementRule[] {new Rules.PlacementRule("x", complete, 1, false)}, false));
        Expr tiles = new BoardExprs.ComponentNumber(BoardExprs.ComponentNumber.What.TILES, new Exprs.Local(Type.COMPONENT, 0), -1);
        assertTrue(PlacementFilter.lean(r, new Rules.PlacementRule[] {new Rules.PlacementRule("x", tiles, 1, false)}, false));
    }
}
