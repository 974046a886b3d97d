package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Seeded random games over every combination of the expansions with the base game, with the
 * invariants checked after every turn: no figure is lost or made (board, zones and supply
 * together), scores never fall, no follower joins a feature that holds a follower, and a figure
 * that stands only beside its owner's follower ({@code with}) never stands alone. Game i plays
 * combination i % 64. More games: -Dcombined.games=10000.
 */
class CombinedRandomGamesTest {
    private static final List<String> EXPANSIONS = List.of("abbey-and-mayor", "fest", "count", "traders-and-builders", "cathars", "cult");

    @Test
    void invariantsHoldOverEveryCombinationOfExpansions() {
        int games = Integer.getInteger("combined.games", 192);
        Map<Integer, Rules> byMask = new HashMap<>();
        long turns = 0;
        for (int i = 0; i < games; i++) {
            int mask = i % 64;
            Rules rules = byMask.computeIfAbsent(mask, CombinedRandomGamesTest::load);
            int players = 2 + i % 4;
            long seed = 1000 + i;
            Game g = TestSupport.randomGame(rules, players, seed);
            String where = rules.rulesets + " seed " + seed;
            Agent[] inner = g.agents.clone();
            for (int p = 0; p < players; p++) {
                Agent a = inner[p];
                g.agents[p] = (game, player, options) -> checkedChoice(game, player, options, a, where);
            }
            int[] figures = new int[players];
            for (int p = 0; p < players; p++) figures[p] = owned(g, p);
            int[] before = g.score.clone();
            while (!g.over) {
                g.runTurn();
                turns++;
                for (int p = 0; p < players; p++) {
                    assertTrue(g.score[p] >= before[p], where + ": a score went down");
                    assertEquals(figures[p], owned(g, p), where + " turn " + g.turn + ": figures lost or made");
                }
                companionsHavePartners(g, where);
                before = g.score.clone();
            }
            assertEquals(0, g.remaining(), where + ": the game ended with tiles in the bag");
        }
        assertTrue(turns > games * 30L, "turns played: " + turns);
    }

    private static Rules load(int mask) {
        List<String> names = new ArrayList<>(List.of("base"));
        for (int b = 0; b < EXPANSIONS.size(); b++) if ((mask & (1 << b)) != 0) names.add(EXPANSIONS.get(b));
        return RulesLoader.load(TestSupport.repo().resolve("rulesets"), names);
    }

    /** A player's figures wherever they are: on the board, waiting in a zone, or in supply. */
    private static int owned(Game g, int p) {
        int n = 0;
        for (int f = 0; f < g.graph.nFig; f++) {
            if (g.graph.figOwner[f] == p && (g.graph.figAt[f] >= 0 || g.graph.figZone[f] > 0)) n++;
        }
        for (int k = 0; k < g.rules.figures.size(); k++) n += g.supplyOf(p, k);
        return n;
    }

    private static void companionsHavePartners(Game g, String where) {
        for (int f = 0; f < g.graph.nFig; f++) {
            if (g.graph.figAt[f] < 0 || g.graph.figOwner[f] < 0) continue;
            FigureKind k = g.rules.figures.get(g.graph.figKind[f]);
            if (k.withKinds == 0) continue;
            int root = g.graph.find(g.graph.figAt[f]);
            boolean partner = false;
            for (int x = g.graph.figHead[root]; x >= 0; x = g.graph.figNext[x]) {
                if (g.graph.figOwner[x] == g.graph.figOwner[f] && (k.withKinds & (1L << g.graph.figKind[x])) != 0) partner = true;
            }
            if (!partner) fail(where + " turn " + g.turn + ": a " + k.name + " stands without its owner's follower");
        }
    }

    /** A follower is never stood on a component that already holds a follower. */
    private static int checkedChoice(Game g, int player, ChoiceSet options, Agent a, String where) {
        int i = a.choose(g, player, options);
        if (options.topic().equals("figure") && i != options.noneOption()) {
            String label = options.label(i);
            int on = label.indexOf(" on ");
            if (on < 0) return i;
            FigureKind k = g.rules.figureByName.get(label.substring(0, on));
            if (k == null || !k.is("follower") || g.placed < 0) return i;
            int local = g.type(g.board.type[g.placed]).featureIndex(label.substring(on + 4));
            if (local < 0) return i;
            int root = g.graph.find(g.board.featBase[g.placed] + local);
            for (int x = g.graph.figHead[root]; x >= 0; x = g.graph.figNext[x]) {
                if (g.rules.figures.get(g.graph.figKind[x]).is("follower")) fail(where + ": a follower was offered a feature that holds one: " + label);
            }
        }
        return i;
    }
}
