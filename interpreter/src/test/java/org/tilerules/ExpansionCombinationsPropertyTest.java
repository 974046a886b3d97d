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
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Seeded random games over random combinations of the expansions (issue 11), with invariants checked
 * after every turn: every player's figures are conserved (supply + board + zones), no score falls (but by
 * points paid at an auction, the bazaar of Bridges, Castles & Bazaars), and a follower stood by a choice joins
 * no component that holds a figure. The number of games is
 * {@code -Dcombinations.games=N} (default 100; the 10,000 were run by hand).
 */
class ExpansionCombinationsPropertyTest {
    private static final List<String> EXPANSIONS = List.of("abbey-and-mayor", "fest", "count", "river", "river-2",
            "inns-and-cathedrals", "traders-and-builders", "king-and-robber", "cathars", "cult", "games-quarterly",
            "bridges-castles-bazaars");

    @Test
    void invariantsHoldOverRandomCombinations() {
        int games = Integer.getInteger("combinations.games", 100);
        Map<String, Rules> cache = new HashMap<>();
        SplittableRandom pick = new SplittableRandom(11);
        long turns = 0;
        for (int seed = 1; seed <= games; seed++) {
            List<String> names = new ArrayList<>(List.of("base"));
            for (String e : EXPANSIONS) if (pick.nextBoolean()) names.add(e);
            if (cache.size() >= 64) cache.clear();  // each rule set's placement tables take megabytes; 2^11 combinations would not fit
            Rules rules = cache.computeIfAbsent(String.join(",", names),
                    k -> RulesLoader.load(TestSupport.repo().resolve("rulesets"), names));
            int players = rules.minPlayers + pick.nextInt(rules.maxPlayers - rules.minPlayers + 1);
            Game g = TestSupport.randomGame(rules, players, seed);
            Agent[] inner = g.agents.clone();
            for (int p = 0; p < players; p++) {
                Agent a = inner[p];
                g.agents[p] = (game, player, options) -> checkedChoice(game, player, options, a);
            }
            int owned = 0;
            for (FigureKind k : rules.figures) if (k.neutralZone < 0) owned += k.supply;
            int[] before = g.score.clone();
            String where = "seed " + seed + " " + names + " " + players + " players";
            while (!g.over) {
                int firstEvent = g.events.size();
                g.runTurn();
                turns++;
                int[] paid = new int[players];     // points paid at auctions (bazaars): the only way a score falls
                for (int e = firstEvent; e < g.events.size(); e++) {
                    org.tilerules.runtime.ScoreEvent ev = g.events.get(e);
                    if (ev.points() < 0) {
                        assertEquals("bazaar", ev.category(), where + ": points taken away by " + ev.reason());
                        paid[ev.player()] -= ev.points();
                    }
                }
                for (int p = 0; p < players; p++) {
                    assertTrue(g.score[p] + paid[p] >= before[p], where + ": a score went down");
                    int held = 0;
                    for (int f = 0; f < g.graph.nFig; f++) {
                        if (g.graph.figOwner[f] == p && (g.graph.figAt[f] >= 0 || g.graph.figZone[f] > 0)) held++;
                    }
                    for (FigureKind k : rules.figures) held += g.supplyOf(p, k.id);
                    assertEquals(owned, held, where + " turn " + g.turn + ": figures lost or made");
                }
                before = g.score.clone();
            }
            assertTrue(g.finished(), where);
        }
        assertTrue(turns > games * 60L, "turns played: " + turns);
    }

    /** A follower (or big follower) stood on the placed tile joins no component that holds a figure (B5, I2). */
    private static int checkedChoice(Game g, int player, ChoiceSet options, Agent a) {
        int i = a.choose(g, player, options);
        if (options.topic().equals("figure") && i != options.noneOption()) {
            String label = options.label(i);
            if (label.startsWith("follower on ") || label.startsWith("big_follower on ")) {
                String feature = label.substring(label.indexOf(" on ") + 4);
                int t = g.placed;
                int local = g.type(g.board.type[t]).featureIndex(feature);
                int root = g.graph.find(g.board.featBase[t] + local);
                if (g.graph.figHead[root] >= 0) fail("a figure was offered a component that holds one: " + label);
            }
        }
        return i;
    }
}
