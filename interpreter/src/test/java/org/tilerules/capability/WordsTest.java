package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.Rules;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The words modders found missing (docs/language.md, "What a modder can say now"): a tile's rotation
 * and where a printed point faces, a tile's own attribute, the value strength(w) every majority asks,
 * a tile out of the game, tokens in a zone drawn at random, and scenarios with tokens kept for a
 * player. The scenarios/words folder plays them; this tests what a scenario cannot: the diagnostics
 * of wrong uses, the fast path when strength is not refined, and that a seed reproduces the draws.
 */
class WordsTest {
    @TempDir Path tmp;

    /** Diagnostics of one rule set written by the test, as {@code FILE:LINE:COL: message} with the file's name only. */
    private static List<String> problems(RuleSetFolder folder, String name) {
        Diagnostics d = new Diagnostics();
        try {
            RulesLoader.load(folder.rulesets, List.of(name), d);
        } catch (RuntimeException loadFailed) {
            // the diagnostics say why
        }
        return d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
    }

    @Test void anUnknownTileAttributeIsReportedWithTheKnownOnes() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("w", """
                    ruleset w extends base {
                      turn { step s after score { award placed.shields + placed.sheilds to current as city } }
                    }
                    """);
            List<String> got = problems(folder, "w");
            assertEquals(1, got.size(), got.toString());
            assertTrue(got.get(0).startsWith("w.rules:2:54: a placed tile has no member 'sheilds'; did you mean 'shields'?"), got.get(0));
        }
    }

    @Test void strengthKeepsItsShapeAndIsReadWithoutACallUnlessRefined() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("wrong", """
                    ruleset wrong extends base {
                      value strength(c: component) = 1
                    }
                    """);
            folder.ruleSet("alone", """
                    ruleset alone {
                      tiles "../../tiles/base.tiles"
                      start D at 0,0
                      feature road { complete when open_ports == 0 }
                      feature city
                      feature field
                      feature cloister
                      value strength() = 2
                      turn { step tile { draw_tile()  place_tile() } }
                      value game_over() = remaining == 0
                    }
                    """);
            folder.ruleSet("summed", """
                    ruleset summed extends base {
                      on completed road r { award sum(r.pieces(follower), strength(it)) + sum(r.pieces(follower), it.strength) to current as road }
                      on completed city c { award count(board where shields > 0 and rotation == 90) + sum(c.places, it.shields) to current as city }
                    }
                    """);
            assertEquals(List.of("wrong.rules:2:9: value strength is redefined with other parameters; it must keep (figure)"), problems(folder, "wrong"));
            assertEquals(List.of("alone.rules:8:9: value strength, which the engine asks of each figure in a majority, takes one figure and is "
                    + "a number: value strength(w: figure) = w.strength; found () giving a number"), problems(folder, "alone"));
            assertEquals(List.of(), problems(folder, "summed"));
            folder.ruleSet("shares", """
                    ruleset shares {
                      tiles "../../tiles/base.tiles"
                      start D at 0,0
                      feature road { complete when open_ports == 0 }
                      feature city
                      feature field
                      feature cloister
                      value share(c: component, p: player) = c.strength(p)
                      turn { step tile { draw_tile()  place_tile() } }
                    }
                    """);
            assertEquals(List.of("shares.rules:8:9: value share, which the engine asks of each player in a majority, takes a player and a "
                    + "component and is a number: value share(p: player, c: component) = c.strength(p); found (component, player) giving a number"),
                    problems(folder, "shares"));
            assertNull(RulesLoader.load(folder.rulesets, List.of("base")).strength, "base: the pieces' own strengths, no call");
            assertNull(RulesLoader.load(folder.rulesets, List.of("base")).share, "base: the players' strengths added up, no call");
            assertNotNull(RulesLoader.load(folder.rulesets, List.of("base", "hills")).share, "hills refines the share");
        }
    }

    @Test void wrongMovesOfTilesAndZoneTokensSayWhatIsWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("w", """
                    ruleset w extends base {
                      zone bag
                      piece pebble
                      turn {
                        step s after score {
                          move tile from hand to box
                          move pebble from bag to current
                          draw_token(pebble)
                          if drawn_token(bag, pebbel) { award 1 to current as road }
                        }
                      }
                    }
                    """);
            List<String> got = problems(folder, "w");
            assertEquals(5, got.size(), got.toString());
            assertEquals("w.rules:6:22: a tile moved by a statement goes out of the game: 'move [N] tile from bag to box' (a tile from the hand "
                    + "is placed by a choice: choose { move tile from hand to board }); found 'from hand to box'", got.get(0));
            assertEquals("w.rules:7:31: tokens taken out of a zone go to 'supply' (draw_token(ZONE) takes one at random), found 'current'", got.get(1));
            assertTrue(got.get(2).startsWith("w.rules:8:18: unknown name 'pebble'; known: current, "), got.get(2));
            assertEquals("w.rules:8:18: expected a zone, found a number in 'pebble'", got.get(3));
            assertEquals("w.rules:9:27: unknown token 'pebbel'; did you mean 'pebble'? known: pebble", got.get(4));
        }
    }

    @Test void aSeedReproducesTheDrawsAndALookAheadCopySeesTheSame() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            Rules rules = RulesLoader.load(folder.rulesets, List.of("base", "hills"));
            List<String> first = draws(rules, 5), again = draws(rules, 5);
            assertEquals(first, again);
            assertTrue(first.size() >= 3, first.toString());
            Game g = new Game(rules, new String[] {"red", "blue"}, rules.defaultOptions(), 9);
            g.setUp();
            g.agents = new org.tilerules.runtime.Agent[] {new RandomAgent(1), new RandomAgent(2)};
            for (int i = 0; i < 10; i++) g.runTurn();
            Game copy = g.copy();
            List<String> a = new ArrayList<>(), b = new ArrayList<>();
            g.observer = recorder(a);
            copy.observer = recorder(b);
            g.agents = new org.tilerules.runtime.Agent[] {new RandomAgent(3), new RandomAgent(4)};
            copy.agents = new org.tilerules.runtime.Agent[] {new RandomAgent(3), new RandomAgent(4)};
            g.play();
            copy.play();
            assertEquals(a, b);
            assertEquals(List.of(g.score[0], g.score[1]), List.of(copy.score[0], copy.score[1]));
        }
    }

    /** A zone token's line in the log, "red draws sheep from bag": the token drawn. */
    private static final Pattern DRAW = Pattern.compile("\\w+ draws (\\w+) from \\w+");

    private static List<String> draws(Rules rules, long seed) {
        Game g = new Game(rules, new String[] {"red", "blue"}, rules.defaultOptions(), seed);
        g.agents = new org.tilerules.runtime.Agent[] {new RandomAgent(seed), new RandomAgent(seed + 1)};
        List<String> out = new ArrayList<>();
        g.observer = recorder(out);
        g.setUp();
        g.play();
        return out;
    }

    private static GameObserver recorder(List<String> out) {
        return new GameObserver() {
            @Override public void noted(Game game, Note n) {   // "red draws sheep from bag": the token
                Matcher m = DRAW.matcher(n.words());
                if (m.matches()) out.add(game.turn + " " + m.group(1));
            }

            @Override public void boxed(Game game, String tile) { out.add(game.turn + " under " + tile); }
        };
    }

    @Test void aScenarioTellsTokensKeptForAPlayerFromNobodysOnes() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            List<Outcome> outcomes = folder.run("kept.scenario", """
                    scenario "kept, written as nobody's" {
                      rules base, hills
                      players red, blue
                      board { D at 0,0  hill1 at 1,0 }
                      setup { move 1 sheep to tile_at(1, 0) for red }
                      expect {
                        tokens on 1,0: sheep 1
                      }
                    }
                    scenario "a zone's tokens are nobody's" {
                      rules base, hills
                      players red, blue
                      setup { move 1 sheep to flock_bag for red }
                    }
                    """);
            assertEquals(2, outcomes.size());
            assertEquals(false, outcomes.get(0).passed());
            assertTrue(outcomes.get(0).message().contains("kept.scenario:7:5: tokens on 1,0: expected sheep 1, found sheep 1 for red"),
                    outcomes.get(0).message());
            assertEquals(false, outcomes.get(1).passed());
            assertTrue(outcomes.get(1).message().contains("kept.scenario:13:41: 'for PLAYER' goes with tokens on tiles kept for a player, or a zone per player"),
                    outcomes.get(1).message());
        }
    }
}
