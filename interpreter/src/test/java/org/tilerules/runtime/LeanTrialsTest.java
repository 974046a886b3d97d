package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Placement trials that leave out what their conditions do not read ({@link PlacementFilter#lean}: the open
 * positions around the trial tile, the completions it makes) allow the same placements: the same seeds played
 * with it off and on offer the same labels at every decision (the placements allowed among them) and end with
 * the same scores.
 */
class LeanTrialsTest {
    private static final Path RULESETS = OnOffGames.RULESETS;

    /** Plays the games both ways; returns whether some tile type's trials were lean. */
    private static boolean sameGames(List<String> sets, int players, int games, int turns) {
        Rules lean = OnOffGames.same(sets, players, games, turns, OnOffGames.Look.NONE,
                () -> PlacementFilter.enabled, on -> PlacementFilter.enabled = on);
        boolean anyLean = false;
        for (Rules.PlacementRule[] rs : lean.placementRulesByType) {
            if (rs == null) continue;
            boolean boardOnly = true;
            for (Rules.PlacementRule x : rs) boardOnly &= x.boardOnly();
            boolean was = PlacementFilter.enabled;
            PlacementFilter.enabled = true;
            anyLean |= PlacementFilter.lean(lean, rs, boardOnly);
            PlacementFilter.enabled = was;
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
