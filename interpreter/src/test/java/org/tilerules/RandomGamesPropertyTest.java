package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** 1,000 seeded random games, with the invariants of the base game checked after every turn. */
class RandomGamesPropertyTest {
    @Test
    void invariantsHoldInEveryTurnOfAThousandGames() {
        Rules rules = TestSupport.base();
        int figureKinds = rules.figures.size();
        long totalTurns = 0;
        for (int seed = 1; seed <= 1000; seed++) {
            int players = 2 + seed % 4;
            Game g = TestSupport.randomGame(rules, players, seed);
            Agent[] inner = g.agents.clone();
            for (int p = 0; p < players; p++) {
                Agent a = inner[p];
                g.agents[p] = (game, player, options) -> checkedChoice(game, player, options, a);
            }
            int[] before = g.score.clone();
            while (!g.over) {
                g.runTurn();
                totalTurns++;
                for (int p = 0; p < players; p++) {
                    assertTrue(g.score[p] >= before[p], "seed " + seed + ": a score went down");
                    int onBoard = 0;
                    for (int f = 0; f < g.graph.nFig; f++) if (g.graph.figAt[f] >= 0 && g.graph.figOwner[f] == p) onBoard++;
                    int inSupply = 0;
                    for (int k = 0; k < figureKinds; k++) inSupply += g.supplyOf(p, k);
                    assertEquals(7, onBoard + inSupply, "seed " + seed + " turn " + g.turn + ": figures lost or made");
                }
                before = g.score.clone();
            }
            assertEquals(0, g.remaining(), "seed " + seed + ": the game ended with tiles in the bag");
            int placed = g.board.n;
            assertTrue(placed <= 72 && placed >= 60, "seed " + seed + ": " + placed + " tiles placed");
        }
        assertTrue(totalTurns > 60_000, "turns played: " + totalTurns);
    }

    /** Before a figure is stood, the component it joins must hold no figure (B5). */
    private static int checkedChoice(Game g, int player, ChoiceSet options, Agent a) {
        int i = a.choose(g, player, options);
        if (options.topic().equals("figure") && i != options.noneOption()) {
            String label = options.label(i);
            String feature = label.substring(label.indexOf(" on ") + 4);
            int t = g.placed;
            int local = g.type(g.board.type[t]).featureIndex(feature);
            int root = g.graph.find(g.board.featBase[t] + local);
            if (g.graph.figHead[root] >= 0) fail("a figure was offered a component that holds one: " + label);
        }
        return i;
    }
}
