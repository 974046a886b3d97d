package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.capabilities.decks.Decks;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;
import org.tilerules.capabilities.junctions.Junctions;
import org.tilerules.capabilities.links.Links;
import org.tilerules.runtime.Rules;
import org.tilerules.capabilities.tilefigures.TileFigures;
import org.tilerules.capabilities.titles.Titles;

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
 * follower stood by a choice on the placed tile joins no component that holds a figure (but where a
 * flying follower lands), a junction's two ends lie in one component, and no
 * follower stands on the dragon's tile (Princess & Dragon PD3) between turns. The number of games is
 * {@code -Dcombinations.games=N} (default 100; the issues' 10,000 and 100,000 were run by hand), the
 * first seed {@code -Dcombinations.first=S} (default 1), threads {@code -Dcombinations.threads=T}
 * (default 1); game S's combination and players depend on S alone, so ranges run apart add up.
 */
class ExpansionCombinationsPropertyTest {
    private static final List<String> EXPANSIONS = List.of("abbey-and-mayor", "fest", "count", "river", "river-2", "inns-and-cathedrals", "traders-and-builders",
            "king-and-robber", "cathars", "cult", "games-quarterly", "princess-and-dragon", "tunnel", "crop-circles",
            "tower", "phantom", "bridges-castles-bazaars", "plague", "catapult", "wheel-of-fortune",
            "flying-machines", "ferries", "messages", "robbers", "school", "mage-and-witch", "gold-mines");

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
        Rules.OptionDecl named = rules.optionByName.get("catapult_named");   // odd seeds: the catapult's landings drawn
        if (named != null && seed % 2 == 1) g = drawnLandings(rules, players, seed, named);
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
                int keeper = org.tilerules.capabilities.keeping.Keeping.keeperOf(g, f);
                if (keeper >= 0 && (g.graph.figZone[f] <= 0 || keeper == g.graph.figOwner[f])) {
                    fail(where + ": a kept figure out of a prison or kept by its owner");
                }
            }
            goldKept(g, where);
            if (!g.over) noFollowerBesideTheDragon(g, where);
            plagueHolds(g, where);
            before = g.score.clone();
            linksHold(g, where);
            catapultRoundsClosed(g, firstEvent, where);
            wheelHolds(g, where);
            junctionsHold(g, where);
            markersHold(g, where);
            if (!g.over) magicApartOnOpenFeatures(g, where);
            oneTeacher(g, where);
        }
        assertTrue(g.finished(), where);
        return turns;
    }

    private static Game drawnLandings(Rules rules, int players, long seed, Rules.OptionDecl named) {
        String[] names = new String[players];
        for (int i = 0; i < players; i++) names[i] = "p" + i;
        int[] options = rules.defaultOptions();
        options[named.index()] = 0;
        Game g = new Game(rules, names, options, seed);
        for (int i = 0; i < players; i++) g.agents[i] = new org.tilerules.agents.RandomAgent(seed * 31 + i);
        g.setUp();
        return g;
    }

    /**
     * The Catapult (CP6, CP9, CP10): a round's closeness marks are all handed back by the end of the
     * turn, and the round pays only 5 (the target's and the catch's points) to a player at a time.
     */
    private static void catapultRoundsClosed(Game g, int firstEvent, String where) {
        int aim = g.rules.tokens.indexOf("aim");
        if (aim < 0) return;
        for (int p = 0; p < g.playerNames.length; p++) {
            assertEquals(0, org.tilerules.capabilities.tokens.TokenRules.held(g, p, aim), where + " turn " + g.turn + ": catapult marks left");
        }
        for (int e = firstEvent; e < g.events.size(); e++) {
            var ev = g.events.get(e);
            if (ev.category().equals("catapult")) assertEquals(5, ev.points(), where + ": a catapult award of " + ev.points());
        }
    }

    /**
     * The Plague: at most 18 chips lie, each tile holds at most one, never one on a source (PL4,
     * PL11); while a source has been laid one stays active (PL9); no follower stands with an
     * active source (PL3, PL8).
     */
    private static void plagueHolds(Game g, String where) {
        int source = g.rules.tileTokens.indexOf("source"), extinct = g.rules.tileTokens.indexOf("extinct"),
                flea = g.rules.tileTokens.indexOf("flea");
        if (source < 0) return;
        int chips = 0, active = 0, laid = 0;
        for (int t = 0; t < g.board.n; t++) {
            int c = org.tilerules.capabilities.tiletokens.TileTokens.count(g, t, flea);
            int s = org.tilerules.capabilities.tiletokens.TileTokens.count(g, t, source), x = org.tilerules.capabilities.tiletokens.TileTokens.count(g, t, extinct);
            assertTrue(c <= 1 && (c == 0 || s + x == 0), where + " turn " + g.turn + ": a chip on a source or two on a tile");
            chips += c;
            if (s > 0) active++;
            if (s + x > 0) laid++;
        }
        assertTrue(chips <= 18, where + ": " + chips + " chips");
        assertTrue(laid == 0 || active >= 1, where + " turn " + g.turn + ": no active source left");
        for (int f = 0; f < g.graph.nFig; f++) {
            int at = g.graph.figAt[f];
            if (at >= 0 && g.rules.figures.get(g.graph.figKind[f]).is("follower")
                    && org.tilerules.capabilities.tiletokens.TileTokens.count(g, g.graph.tile[at], source) > 0) {
                fail(where + " turn " + g.turn + ": a follower stands with an active source at " + g.figurePlace(f));
            }
        }
    }

    /**
     * The Messages (ME2, ME14): the woman's points are never below none, and added to the follower
     * marker once the game is over; the message deck holds each card once. The
     * Robbers (RB1, RB9): a robber stands before its owner or on one of the track's spaces.
     */
    private static void markersHold(Game g, String where) {
        int woman = g.rules.tokens.indexOf("woman"), robber = g.rules.tokens.indexOf("robber_space");
        for (int p = 0; p < g.nPlayers; p++) {
            if (woman >= 0) {
                int w = org.tilerules.capabilities.tokens.TokenRules.held(g, p, woman);
                if (w < 0 || g.finished() && w != 0) {
                    fail(where + " turn " + g.turn + ": the woman marker on " + w + " with a score of " + g.score[p]);
                }
            }
            if (robber >= 0) {
                int r = org.tilerules.capabilities.tokens.TokenRules.held(g, p, robber);
                if (r < 0 || r > g.options[g.rules.optionByName.get("track_spaces").index()]) fail(where + ": a robber off the track, " + r);
            }
        }
        for (int d = 0; d < g.rules.decks.size(); d++) {
            int[] order = Decks.of(g).order(d);
            assertEquals(g.rules.decks.get(d).cards().size(), java.util.Arrays.stream(order).distinct().count(), where + ": a deck lost a card");
        }
    }

    /** PD3: "Gefolgsmänner dürfen zu keinem Zeitpunkt gemeinsam mit dem Drachen auf einer Karte stehen". */
    private static void noFollowerBesideTheDragon(Game g, String where) {
        FigureKind dragon = g.rules.figureByName.get("dragon");
        if (dragon == null || !dragon.onTiles) return;
        int t = TileFigures.of(g).tileOf(dragon.id);
        if (t < 0) return;
        for (int f = 0; f < g.graph.nFig; f++) {
            int at = g.graph.figAt[f];
            if (at >= 0 && g.graph.tile[at] == t && g.rules.figures.get(g.graph.figKind[f]).is("follower")) {
                fail(where + " turn " + g.turn + ": a follower stands with the dragon at " + g.figurePlace(f));
            }
        }
    }

    /** The Wheel of Fortune: the pig stands on one of the six segments (WF3); a crown field holds one figure at most (WF11). */
    private static void wheelHolds(Game g, String where) {
        int pig = g.rules.titles.indexOf("wheel_pig");
        if (pig < 0) return;
        assertTrue(Titles.of(g).record(pig) >= 0 && Titles.of(g).record(pig) < 6, where + ": the pig off the wheel: " + Titles.of(g).record(pig));
        int crown = g.rules.kindByName.get("crown").id;
        for (int feat = 0; feat < g.graph.nFeat; feat++) {
            if (g.graph.kind[feat] != crown || g.graph.find(feat) != feat) continue;
            int n = 0;
            for (int x = g.graph.figHead[feat]; x >= 0; x = g.graph.figNext[x]) n++;
            assertTrue(n <= 1, where + " turn " + g.turn + ": " + n + " figures on one crown field");
        }
    }

    /**
     * MW3, MW6: figures that change a score (the mage, the witch) never share a component, and one on
     * the board stands on an unfinished feature (a completed one returned it to its zone).
     */
    private static void magicApartOnOpenFeatures(Game g, String where) {
        Map<Integer, String> seen = new HashMap<>();
        for (int f = 0; f < g.graph.nFig; f++) {
            FigureKind k = g.rules.figures.get(g.graph.figKind[f]);
            if (k.scoreModifier == null || g.graph.figAt[f] < 0) continue;
            int root = g.graph.find(g.graph.figAt[f]);
            assertEquals(0, g.graph.complete[root], where + " turn " + g.turn + ": " + k.name + " stays on a completed feature at " + g.figurePlace(f));
            String other = seen.put(root, k.name);
            if (other != null) fail(where + " turn " + g.turn + ": " + k.name + " and " + other + " on one feature at " + g.figurePlace(f));
        }
    }

    /** SC3, SC4: the teacher is with one player at most. */
    private static void oneTeacher(Game g, String where) {
        int t = g.rules.tokens.indexOf("teacher");
        if (t < 0) return;
        int held = 0;
        for (int p = 0; p < g.nPlayers; p++) held += org.tilerules.capabilities.tokens.TokenRules.held(g, p, t);
        assertTrue(held <= 1, where + " turn " + g.turn + ": the teacher is with " + held + " players");
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
            pieces += org.tilerules.capabilities.tiletokens.TileTokens.count(g, t, onTiles, -1);
            for (int p = 0; p < g.nPlayers; p++) {
                assertEquals(0, org.tilerules.capabilities.tiletokens.TileTokens.count(g, t, claim, p), where + " turn " + g.turn + ": a claim left on a tile");
            }
        }
        for (int p = 0; p < g.nPlayers; p++) pieces += org.tilerules.capabilities.tokens.TokenRules.held(g, p, g.rules.tokens.indexOf("gold"));
        assertEquals(2 * goldTiles, pieces, where + " turn " + g.turn + ": gold lost or made");
    }

    /** Link tokens (the Tunnel): each lies on a feature with an end left for it; both tokens of a pair lie in one component. */
    private static void linksHold(Game g, String where) {
        for (int s = 0; s < Links.tokenEnds(g).length; s++) {
            int at = Links.tokenEnds(g)[s];
            if (at < 0) continue;
            assertTrue(at < g.graph.nFeat, where + ": a token off the board");
            int same = 0;
            for (int u = 0; u < Links.tokenEnds(g).length; u++) if (Links.tokenEnds(g)[u] == at) same++;
            var fd = g.type(g.board.type[g.graph.tile[at]]).features[g.graph.local[at]];
            int ends = 0;
            for (var k : g.rules.links) if (k.endAttr < fd.attrs.length) ends += fd.attrs[k.endAttr];
            if (same > ends) fail(where + " turn " + g.turn + ": " + same + " tokens on a feature with " + ends + " ends");
            if (s % 2 == 1 && Links.tokenEnds(g)[s - 1] >= 0) {
                assertEquals(g.graph.find(Links.tokenEnds(g)[s - 1]), g.graph.find(at), where + ": a pair of tokens not joined");
            }
            if (s % 2 == 1) assertTrue(Links.tokenEnds(g)[s - 1] >= 0, where + ": a pair's second token before its first");
        }
    }

    /** Junctions (the ferries): at most one per tile, on two of that tile's ends, which lie in one component. */
    private static void junctionsHold(Game g, String where) {
        java.util.Set<Integer> tiles = new java.util.HashSet<>();
        for (int i = 0; i < Junctions.laid(g).length; i += 3) {
            int a = Junctions.laid(g)[i + 1], b = Junctions.laid(g)[i + 2], t = g.graph.tile[a];
            assertTrue(tiles.add(t), where + ": two junctions on one tile");
            assertEquals(t, g.graph.tile[b], where + ": a junction joins ends of two tiles");
            assertTrue(a != b, where + ": a junction joins an end with itself");
            assertEquals(g.graph.find(a), g.graph.find(b), where + " turn " + g.turn + ": a junction's ends are not joined");
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
                // the crop circles add a follower beside the chooser's own on purpose (`anyway`), and a flying
                // follower lands beside anyone's (FM5); nothing else joins a figure
                // neutral figures (the mage, the witch: MW8) belong to nobody and keep no follower away
                boolean own = false, players = false, flight = options.origin() != null && options.origin().contains("flying-machines");
                for (int x = g.graph.figHead[root]; x >= 0; x = g.graph.figNext[x]) {
                    own |= g.graph.figOwner[x] == player;
                    players |= g.graph.figOwner[x] >= 0;
                }
                if (players && !(anywhere && (own || flight))) fail("a figure was offered a component that holds one: " + label);
            }
        }
        return i;
    }
}
