package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** What a script sees through {@code game}, and how values and errors cross back. */
class ScriptApiTest {
    @TempDir Path dir;

    private static final String PROBE = String.join("\n",
            "function probe(wall, land) {",
            "  const facts = {",
            "    kind: game.kind(wall), tiles: game.component.tiles(wall), open: game.component.open_ports(wall), complete: game.component.complete(wall),",
            "    gems: game.component.attr(wall, 'gems'), figures: game.component.figures(wall), pawns: game.component.figures(wall, 'pawn'),",
            "    majority: game.majority(wall), owners: game.component.owners(wall, 'pawn'), touches: game.component.related(land, 'touches'),",
            "    same: game.same(game.component.related(land, 'touches')[0], wall),",
            "    walls: game.components('wall').length, lands: game.components('land').length,",
            "    tile: game.tile_name(game.component_tile(wall)), x: game.tile.x(0), y: game.tile.y(0), at: game.tile_at(0, 0), empty: game.tile_at(5, 5),",
            "    neighbours: game.tile.neighbours(0), on: game.tile.components(0).length, done: game.completed(),",
            "    players: game.players(), name: game.player_name(1), current: game.current(), score: game.player.score(0),",
            "    supply: game.player.supply(0, 'pawn'), turn: game.turn(), remaining: game.remaining(), placed: game.placed(),",
            "    bad: game.option('bad'), isArray: Array.isArray(game.players())",
            "  };",
            "  game.award(game.current(), 1, JSON.stringify(facts));",
            "}",
            "");

    @Test
    void theApiReadsTheGameAsTheLanguageDoes() {
        Rules r = new ScriptFixture(dir).load(PROBE, "    procedure probe(wall: component, land: component) as wall",
                "  on end { for each w in components(wall) { for each l in components(land) where count(related(touches)) > 0 { s.probe(w, l) } } }");
        Game g = ScriptFixture.game(r, true);
        int wall = g.graph.find(g.board.featBase[0]);
        g.standFigure(0, r.figureByName.get("pawn").id, wall);
        g.finish();
        assertEquals(1, g.score[0]);
        String reason = g.events.get(0).reason();
        assertEquals("{\"kind\":\"wall\",\"tiles\":1,\"open\":1,\"complete\":false,\"gems\":2,\"figures\":1,\"pawns\":1,"
                + "\"majority\":[0],\"owners\":[0],\"touches\":[" + wall + "],\"same\":true,\"walls\":1,\"lands\":2,"
                + "\"tile\":\"A\",\"x\":0,\"y\":0,\"at\":0,\"empty\":-1,\"neighbours\":0,\"on\":4,\"done\":[],"
                + "\"players\":[0,1],\"name\":\"blue\",\"current\":0,\"score\":0,\"supply\":2,\"turn\":0,\"remaining\":2,"
                + "\"placed\":-1,\"bad\":true,\"isArray\":true}", reason);
        assertEquals("wall", g.events.get(0).category());
        r.scripts.close();
    }

    @Test
    void chooseAsksThePlayersAgentAndIsRecorded() {
        Rules r = new ScriptFixture(dir).load(
                "function pick() {\n  const i = game.choose(game.current(), ['left', 'right', 'none']);\n"
                        + "  game.award(game.current(), 10 + i, 'picked ' + i);\n}\n",
                "    procedure pick() as wall", "  on end { s.pick() }");
        Game g = ScriptFixture.game(r, true);
        List<String> seen = new ArrayList<>();
        g.agents[0] = (game, player, options) -> {
            for (int i = 0; i < options.size(); i++) seen.add(options.label(i));
            seen.add(options.topic() + "/none=" + options.noneOption());
            return 1;
        };
        g.finish();
        assertEquals(List.of("left", "right", "none", "option/none=2"), seen);
        assertEquals(11, g.score[0]);
        assertEquals(1, g.choiceLog.get(g.choiceLog.size() - 1));
        r.scripts.close();
    }

    @Test
    void aScenarioAnswersAScriptsChoiceWithItsLabel() throws Exception {
        String js = "function pick() {\n  const i = game.choose(game.current(), ['left', 'right', 'none']);\n"
                + "  game.award(game.current(), 10 + i, 'picked ' + i);\n}\n";
        String text = ScriptFixture.rules("    procedure pick() as wall", "")
                .replace("step c { score_completed() }", "step c { score_completed()  s.pick() }");
        new ScriptFixture(dir).loadText(js, text).scripts.close();
        Path scenario = dir.resolve("pick.scenario");
        java.nio.file.Files.writeString(scenario, String.join("\n",
                "scenario \"a script's choice\" {",
                "  rules t",
                "  players red, blue",
                "  moves {",
                "    red: place A at 1,0; none; \"right\"",
                "  }",
                "  expect {",
                "    score red == 11",
                "    event \"red +11: picked 1\"",
                "  }",
                "}", ""));
        List<org.tilerules.scenario.Outcome> out = new org.tilerules.scenario.ScenarioRunner(dir.resolve("rulesets"))
                .runPaths(List.of(scenario), null);
        assertEquals(1, out.size());
        assertEquals(true, out.get(0).passed(), out.get(0).message());
    }

    private String error(String js, String decls, String handlers) {
        Rules r = new ScriptFixture(dir).load(js, decls, handlers);
        Game g = ScriptFixture.game(r, true);
        RuleError e = assertThrows(RuleError.class, g::finish);
        r.scripts.close();
        return ScriptFixture.shortPaths(e.getMessage(), dir);
    }

    @Test
    void anExpressionMayNotAward() {
        assertEquals("s.js:1:16: award is allowed only in a statement: write 's.f(...)' in the rule file, not an expression "
                        + "(called from t.rules:14)",
                error("function f() { game.award(0, 5, 'sneaky'); return 1; }\n", "    function f() : int",
                        "  on end { award s.f() to current as wall }"));
    }

    @Test
    void aResultOfTheWrongTypeNamesTheFunctionAndTheDeclaration() {
        assertEquals("s.js:1:1: f returned \"seven\" where the rule file declares int (expected a whole number) (called from t.rules:14)",
                error("function f() { return 'seven'; }\n", "    function f() : int", "  on end { award s.f() to current as wall }"));
        assertEquals("s.js:1:1: f returned 2.5 where the rule file declares int (expected a whole number) (called from t.rules:14)",
                error("function f() { return 2.5; }\n", "    function f() : int", "  on end { award s.f() to current as wall }"));
        assertEquals("s.js:1:1: f returned [0, 99] where the rule file declares players (expected an array of players (0..1)) (called from t.rules:14)",
                error("function f() { return [0, 99]; }\n", "    function f() : players", "  on end { award 1 to s.f() as wall }"));
    }

    @Test
    void misusingTheApiIsReportedAtTheScriptsLine() {
        assertEquals("s.js:2:10: game.component.tiles: 999 is not a component (called from t.rules:14)",
                error("function f() {\n  return game.component.tiles(999);\n}\n", "    function f() : int", "  on end { award s.f() to current as wall }"));
        assertEquals("s.js:1:16: award(..., \"nope\"): no score category is named 'nope'; categories: [wall] (called from t.rules:14)",
                error("function g() { game.award(0, 1, 'why', 'nope'); }\n", "    procedure g() as wall", "  on end { s.g() }"));
        assertEquals("s.js:1:44: game.component.attr(0, \"size\"): no attribute is named 'size'; attributes: [gems] (called from t.rules:14)",
                error("function f() { const size = 'size'; return game.component.attr(0, size); }\n", "    function f() : int", "  on end { award s.f() to current as wall }"));
    }

    @Test
    void theGameIsNotThereAtTheTopLevel() {
        List<String> d = new ScriptFixture(dir).diagnostics("const who = game.current();\nfunction f() { return 1; }\n",
                "    function f() : int", "");
        assertEquals(List.of("s.js:1:13: the game API is available only while the rules call the script, not at its top level"), d);
    }

    @Test
    void scriptedRulesPlayTheSameOnManyThreadsAsOnOne() throws Exception {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "house"));
        int games = 12;
        List<int[]> alone = new ArrayList<>();
        for (int i = 0; i < games; i++) alone.add(play(r, i));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<int[]>> futures = new ArrayList<>();
            for (int i = 0; i < games; i++) {
                int seed = i;
                futures.add(pool.submit(() -> play(r, seed)));
            }
            for (int i = 0; i < games; i++) assertArrayEquals(alone.get(i), futures.get(i).get(), "game " + i + ": " + Arrays.toString(alone.get(i)));
        } finally {
            pool.shutdown();
            r.scripts.close();
        }
    }

    private static int[] play(Rules r, long seed) {
        Game g = new Game(r, new String[] {"a", "b", "c"}, r.defaultOptions(), seed);
        for (int p = 0; p < 3; p++) g.agents[p] = new RandomAgent(seed * 7 + p);
        g.setUp();
        g.play();
        return g.score.clone();
    }

    @Test
    void houseRulesChangeScoresOnlyWhereTheyApply() {
        Rules base = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base"));
        Rules house = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "house"));
        int differ = 0;
        for (long seed = 0; seed < 40; seed++) {
            int[] a = play(base, seed), b = play(house, seed);
            for (int p = 0; p < a.length; p++) if (b[p] < a[p]) throw new AssertionError("house rules only add points: seed " + seed);
            if (!Arrays.equals(a, b)) differ++;
        }
        house.scripts.close();
        assertEquals(true, differ > 0, "some of 40 random games have a long road or a field next to a city with 2 shields");
    }
}
