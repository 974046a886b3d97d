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
        assertTrue(page.contains("expected red.score == 5, but red.score is 4"), "the failure is on the page");
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

    /** The map follows the options (issue 37): every position where the tile may go is on it, or listed under it. */
    @Test void theMapShowsEveryPlaceTheTileMayGo() {
        Rules r = RulesLoader.load(Cli.repo().resolve("rulesets"), List.of("base"));
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 3);
        List<String> problems = new ArrayList<>();
        int[] checked = {0, 0};
        java.util.Arrays.fill(g.agents, (org.tilerules.runtime.Agent) (game, player, cs) -> {
            String map = TextMap.forDecision(game, cs);
            if (map.isEmpty()) return cs.size() - 1;
            java.util.Set<Integer> expected = new java.util.TreeSet<>(), shown = new java.util.TreeSet<>();
            java.util.Set<String> at = new java.util.HashSet<>();
            for (int i = 0; i < cs.size(); i++) {
                int[] pl = cs.placement(i);
                if (at.add(pl[0] + "," + pl[1])) expected.add(i + 1);
            }
            String[] lines = map.split("\n");
            int cols = lines[0].trim().split("\\s+").length;
            for (int k = 1; k < lines.length && !lines[k].startsWith("kinds:"); k++) {
                // the cells (5 characters each from column 5), not the tile beside the map
                String row = lines[k].length() > 5 ? lines[k].substring(5, Math.min(lines[k].length(), 5 + 5 * cols)) : "";
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<=^|\\s)(\\d+)(?=\\s|$)").matcher(row);
                while (m.find()) shown.add(Integer.parseInt(m.group(1)));
            }
            for (String l : lines) {
                if (!l.startsWith("off the map: ")) continue;
                checked[1]++;
                for (String part : l.substring(13).split(", ")) shown.add(Integer.parseInt(part.substring(0, part.indexOf(' '))));
            }
            if (!shown.containsAll(expected)) problems.add("turn " + game.turn + ": " + expected + " but the map shows " + shown + "\n" + map);
            checked[0]++;
            return (int) (game.turn * 7L % cs.size());
        });
        g.setUp();
        while (!g.over && g.turn < 60) g.runTurn();
        assertTrue(checked[0] >= 55, "maps checked: " + checked[0]);
        assertEquals(List.of(), problems.subList(0, Math.min(2, problems.size())));
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
