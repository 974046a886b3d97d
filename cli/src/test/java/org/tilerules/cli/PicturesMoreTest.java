package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The failing-scenario page, the map a person at the terminal sees, and mistakes in draw clauses. */
class PicturesMoreTest {
    @TempDir Path tmp;

    @Test void runWritesAPageForEachFailingScenarioOnly() throws IOException {
        Path f = tmp.resolve("two.scenario");
        Files.writeString(f, """
                scenario "passes" {
                  rules base
                  players red, blue
                  moves { red: place E at 0,-1 rot 180; follower on c }
                  expect { score red == 4 }
                }
                scenario "fails: red scores 4, not 5" {
                  rules base
                  players red, blue
                  moves { red: place E at 0,-1 rot 180; follower on c }
                  expect { score red == 5 }
                }
                """);
        Path dir = tmp.resolve("pages");
        Cli.Result r = Cli.run("run", f.toString(), "--html", dir.toString(), "--rules-dir", Cli.path("rulesets"));
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("wrote " + dir.resolve("two-7.html")), r.out());
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count());
        }
        String page = Files.readString(dir.resolve("two-7.html"));
        assertTrue(page.contains("<pre id=\"message\" class=\"problem\">"), page.substring(0, 400));
        assertTrue(page.contains("expected 5"), "the failure is on the page");
        assertTrue(page.contains("\"title\":\"set-up\"") && page.contains("\"title\":\"turn 1 red\""), "a frame per step");
    }

    @Test void aPersonSeesTheBoardAroundTheLastTileWithTheLegalPlacesNumbered() {
        Rules r = RulesLoader.load(Cli.repo().resolve("rulesets"), List.of("base"));
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 3);
        List<String> maps = new ArrayList<>();
        java.util.Arrays.fill(g.agents, (org.tilerules.runtime.Agent) (game, player, cs) -> {
            maps.add(TextMap.forDecision(game, cs));
            return 0;
        });
        g.setUp();
        g.runTurn();
        assertEquals(String.join("\n",
                "       -1    0    1",
                "                       the tile to place: S, turned",
                "  -1        1            0    90    180   270",
                "                        ccc   ccc   frf   ccc",
                "           ccc          c c   r c   c c   c r",
                "   0   5  [r r]  4      frf   ccc   ccc   ccc",
                "           fff",
                "kinds: r road, c city, f field, l cloister; [ ] the last tile placed; a number: where the tile may go (its first option)",
                "players: 1 red 0, 2 blue 0 points; a digit on a tile: that player's figure on the feature there",
                ""), maps.get(0));
        assertEquals("", maps.get(1), "no map for a decision that places no tile");
    }

    @Test void drawClauseMistakesNamePlaceAndWhatIsExpected() throws IOException {
        Path rules = tmp.resolve("rulesets/odd");
        Files.createDirectories(rules);
        Files.writeString(tmp.resolve("rulesets/odd/odd.rules"), """
                ruleset odd extends base {
                  feature road { draw { as tube } }
                  feature city { draw { fill "#12345" glyph castle
                                        mark shieldz { glyph badge } } }
                  piece follower { draw { colour "red" } }
                  tag festival { draw { size big } }
                }
                """);
        Files.createDirectories(tmp.resolve("rulesets/base"));
        Files.copy(Cli.repo().resolve("rulesets/base/base.rules"), tmp.resolve("rulesets/base/base.rules"));
        Files.createDirectories(tmp.resolve("tiles"));
        Files.copy(Cli.repo().resolve("tiles/base.tiles"), tmp.resolve("tiles/base.tiles"));
        Cli.Result c = Cli.run("render", "tiles", "--rules", "odd", "--rules-dir", tmp.resolve("rulesets").toString());
        assertEquals(1, c.code());
        String f = tmp.resolve("rulesets/odd/odd.rules").toString();
        assertTrue(c.err().contains(f + ":2:28: draw setting 'as' takes area, line or shape, found 'tube'"), c.err());
        assertTrue(c.err().contains(f + ":3:30: draw setting 'fill' takes a colour"), c.err());
        assertTrue(c.err().contains(f + ":3:45: draw setting 'glyph' takes a glyph name (person, house, chapel"), c.err());
        assertTrue(c.err().contains(f + ":5:27: unknown draw setting 'colour'"), c.err());
        assertTrue(c.err().contains(f + ":6:30: draw setting 'size' takes a whole number (0 to 999), found 'big'"), c.err());
        assertTrue(c.err().contains(f + ":4:30: mark names attribute 'shieldz', which no tile has"), c.err());
    }
}
