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
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Seeded random games over random combinations of the expansions (issue 11), with invariants checked
 * after every turn: every player's figures are conserved (supply + board + zones, players' prisons
 * included), a score falls only by a recorded negative award (the Tower's ransom, points paid at a bazaar) and always equals
 * the sum of its score events, a figure kept in a prison has a keeper other than its owner, a
 * follower stood by a choice on the placed tile joins no component that holds a figure, and no
 * follower stands on the dragon's tile (Princess & Dragon PD3) between turns. The number of games is
 * {@code -Dcombinations.games=N} (default 100; the issues' 10,000 and 100,000 were run by hand), the
 * first seed {@code -Dcombinations.first=S} (default 1), threads {@code -Dcombinations.threads=T}
 * (default 1); game S's combination and players depend on S alone, so ranges run apart add up.
 */
class ExpansionCombinationsPropertyTest {
    private static final List<String> EXPANSIONS = List.of("abbey-and-mayor", "fest", "count", "river", "river-2",
            "inns-and-cathedrals", "traders-and-builders", "king-and-robber", "cathars", "cult", "games-quarterly",
            "princess-and-dragon", "tunnel", "crop-circles", "tower", "phantom",
            "bridges-castles-bazaars", "gold-mines");

    @Test
    void invariantsHoldOverRandomCombinations() throws Exception {
        int games = Integer.getInteger("combinations.games", 100);
        int first = Integer.getInteger("combinations.first", 1);
        int threads = Math.max(1, Integer.getInteger("combinations.threads", 1));
        AtomicLong turns = new AtomicLong();
        AtomicInteger next = new AtomicInteger(first);
        List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        Runnable worker = () -> {
            // each rule set's placement tables take megabytes, and 2^N combinations would not fit: a small cache per thread
            Map<String, Rules> cache = new HashMap<>();
            for (int seed; failures.isEmpty() && (seed = next.getAndIncrement()) < first + games; ) {
                try {
                    turns.addAndGet(play(seed, cache));
                } catch (Throwable t) {
                    failures.add(t);
                }
            }
        };
        List<Thread> pool = new ArrayList<>();
        for (int i = 0; i < threads; i++) pool.add(new Thread(worker, "combinations-" + i));
        for (Thread t : pool) t.start();
        for (Thread t : pool) t.join();
        if (!failures.isEmpty()) {
            if (failures.get(0) instanceof AssertionError a) throw a;
            throw new AssertionError(failures.get(0));
        }
        assertTrue(turns.get() > games * 60L, "turns played: " + turns);
        System.out.println("combinations: " + games + " games (seeds " + first + " to " + (first + games - 1) + "), "
                + turns + " turns, invariants held");
    }

    /** One game over the combination seed {@code seed} picks (the same whatever the threads or the range run); its turns. */
    private static long play(int seed, Map<String, Rules> cache) {
        SplittableRandom pick = new SplittableRandom(seed * 0x9E3779B97F4A7C15L);
        List<String> names = new ArrayList<>(List.of("base"));
        for (String e : EXPANSIONS) if (pick.nextBoolean()) names.add(e);
        if (cache.size() >= 32) cache.clear();
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
        for (FigureKind k : rules.figures) if (k.neutralZone < 0) owned += k.supplyFor(players);
        int[] before = g.score.clone(), sum = new int[players], lost = new int[players];
        String where = "seed " + seed + " " + names + " " + players + " players";
        long turns = 0;
        while (!g.over) {
            int firstEvent = g.events.size();
            g.runTurn();
            turns++;
            java.util.Arrays.fill(lost, 0);
            for (int e = firstEvent; e < g.events.size(); e++) {   // points paid: only at a bazaar or as a ransom
                org.tilerules.runtime.ScoreEvent ev = g.events.get(e);
                sum[ev.player()] += ev.points();
                if (ev.points() < 0) {
                    assertTrue(List.of("bazaar", "ransom").contains(ev.category()), where + ": points taken away by " + ev.reason());
                    lost[ev.player()] -= ev.points();
                }
            }
            for (int p = 0; p < players; p++) {
                if (sum[p] != g.score[p]) fail(where + ": the score " + g.score[p] + " is not the sum of its events, " + sum[p]);
                if (g.score[p] < before[p] - lost[p]) fail(where + ": a score went down without a negative award");
                int held = 0;
                for (int f = 0; f < g.graph.nFig; f++) {
                    if (g.graph.figOwner[f] == p && (g.graph.figAt[f] >= 0 || g.graph.figZone[f] > 0)) held++;
                }
                for (FigureKind k : rules.figures) held += g.supplyOf(p, k.id);
                if (owned != held) fail(where + " turn " + g.turn + ": figures lost or made: " + held + " of " + owned);
            }
            for (int f = 0; f < g.graph.nFig; f++) {
                int keeper = org.tilerules.runtime.Keeping.keeperOf(g, f);
                if (keeper >= 0 && (g.graph.figZone[f] <= 0 || keeper == g.graph.figOwner[f])) {
                    fail(where + ": a kept figure out of a prison or kept by its owner");
                }
            }
            if (!g.over) noFollowerBesideTheDragon(g, where);
            before = g.score.clone();
            linksHold(g, where);
            goldKept(g, where);
        }
        assertTrue(g.finished(), where);
        return turns;
    }

    /** PD3: "Gefolgsmänner dürfen zu keinem Zeitpunkt gemeinsam mit dem Drachen auf einer Karte stehen". */
    private static void noFollowerBesideTheDragon(Game g, String where) {
        FigureKind dragon = g.rules.figureByName.get("dragon");
        if (dragon == null || !dragon.onTiles) return;
        int t = g.tileFigures.tileOf(dragon.id);
        if (t < 0) return;
        for (int f = 0; f < g.graph.nFig; f++) {
            int at = g.graph.figAt[f];
            if (at >= 0 && g.graph.tile[at] == t && g.rules.figures.get(g.graph.figKind[f]).is("follower")) {
                fail(where + " turn " + g.turn + ": a follower stands with the dragon at " + g.figurePlace(f));
            }
        }
    }

    /**
     * The gold mines (GM2, GM5, GM6): two pieces per gold tile placed, each on a tile or before a
     * player, never lost or doubled; no claim on a tile outlives the scoring step that made it.
     */
    private static void goldKept(Game g, String where) {
        int onTiles = g.rules.tileTokens.indexOf("gold");
        if (onTiles < 0) return;
        int claim = g.rules.tileTokens.indexOf("claim");
        int goldTiles = 0, pieces = 0;
        for (int t = 0; t < g.board.n; t++) {
            if (g.type(g.board.type[t]).tags.contains("gold_mine")) goldTiles++;
            pieces += org.tilerules.runtime.TileTokens.count(g, t, onTiles, -1);
            for (int p = 0; p < g.nPlayers; p++) {
                assertEquals(0, org.tilerules.runtime.TileTokens.count(g, t, claim, p), where + " turn " + g.turn + ": a claim left on a tile");
            }
        }
        for (int p = 0; p < g.nPlayers; p++) pieces += org.tilerules.runtime.TokenRules.held(g, p, g.rules.tokens.indexOf("gold"));
        assertEquals(2 * goldTiles, pieces, where + " turn " + g.turn + ": gold lost or made");
    }

    /** Link tokens (the Tunnel): each lies on a feature with an end left for it; both tokens of a pair lie in one component. */
    private static void linksHold(Game g, String where) {
        for (int s = 0; s < g.linkEnds.length; s++) {
            int at = g.linkEnds[s];
            if (at < 0) continue;
            assertTrue(at < g.graph.nFeat, where + ": a token off the board");
            int same = 0;
            for (int u = 0; u < g.linkEnds.length; u++) if (g.linkEnds[u] == at) same++;
            var fd = g.type(g.board.type[g.graph.tile[at]]).features[g.graph.local[at]];
            int ends = 0;
            for (var k : g.rules.links) if (k.endAttr < fd.attrs.length) ends += fd.attrs[k.endAttr];
            if (same > ends) fail(where + " turn " + g.turn + ": " + same + " tokens on a feature with " + ends + " ends");
            if (s % 2 == 1 && g.linkEnds[s - 1] >= 0) {
                assertEquals(g.graph.find(g.linkEnds[s - 1]), g.graph.find(at), where + ": a pair of tokens not joined");
            }
            if (s % 2 == 1) assertTrue(g.linkEnds[s - 1] >= 0, where + ": a pair's second token before its first");
        }
    }

    /** A follower (or big follower) stood on the placed tile joins no component that holds a figure (B5, I2). */
    private static int checkedChoice(Game g, int player, ChoiceSet options, Agent a) {
        int i = a.choose(g, player, options);
        if (options.topic().equals("figure") && i != options.noneOption()) {
            String label = options.label(i);
            if ((label.startsWith("follower on ") || label.startsWith("big_follower on ")) && !label.contains(",")) {   // x,y: anywhere on the board
                String feature = label.substring(label.indexOf(" on ") + 4);
                int t = g.placed;
                int dot = feature.indexOf('.');
                boolean anywhere = dot >= 0;
                if (anywhere) {   // anywhere on the board (the magic portal, the crop circles): "x,y.FEATURE"
                    String[] xy = feature.substring(0, dot).split(",");
                    t = g.board.at(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]));
                    feature = feature.substring(dot + 1);
                }
                int local = g.type(g.board.type[t]).featureIndex(feature);
                int root = g.graph.find(g.board.featBase[t] + local);
                // the crop circles add a follower beside the chooser's own on purpose (`anyway`); nothing else joins a figure
                boolean own = false;
                for (int x = g.graph.figHead[root]; x >= 0; x = g.graph.figNext[x]) own |= g.graph.figOwner[x] == player;
                if (g.graph.figHead[root] >= 0 && !(anywhere && own)) fail("a figure was offered a component that holds one: " + label);
            }
        }
        return i;
    }
}
