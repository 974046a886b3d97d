package org.tilerules.lsp;

import org.eclipse.lsp4j.Diagnostic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.check.Checker;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Diagnostics as the author types: the messages {@code check} gives, at their lines and columns. */
class DiagnosticsTest {
    @TempDir Path dir;
    LspClient client;

    @BeforeEach void start() throws Exception {
        Workspace.copy(dir);
        client = new LspClient(dir.resolve("rulesets"));
    }

    @AfterEach void stop() { client.close(); }

    /** The rule sets an unknown name's message lists. */
    String known() { return String.join(", ", org.tilerules.front.RulesLoader.available(dir.resolve("rulesets"))); }

    static String show(List<Diagnostic> ds) {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic d : ds) {
            sb.append(d.getRange().getStart().getLine() + 1).append(':').append(d.getRange().getStart().getCharacter() + 1)
                    .append('-').append(d.getRange().getEnd().getCharacter() + 1).append(": ").append(d.getMessage()).append('\n');
        }
        return sb.toString();
    }

    /** What `check` prints for the file as saved, without the file name: line:col: message. */
    static String check(Path rulesets, Path file) {
        StringBuilder sb = new StringBuilder();
        for (var d : new Checker(rulesets).problems(List.of(file))) sb.append(d.line()).append(':').append(d.col()).append(": ").append(d.message()).append('\n');
        return sb.toString();
    }

    @Test void aScenarioMistakeIsReportedWhileUnsavedAndGoesWhenFixed() {
        Path file = Workspace.write(dir.resolve("scenarios/mine.scenario"), "");
        String typed = """
                scenario "a follower on a city" {
                  rules base
                  players red, blue
                  board {
                    D at 0,0 { red folower on c }
                  }
                }
                """;
        client.open(file, typed);
        String expected = "5:20-27: unknown figure 'folower'; did you mean 'follower'? known: follower\n";
        assertEquals(expected, show(client.diagnostics(file)));
        Workspace.write(file, typed);
        assertEquals("5:20: unknown figure 'folower'; did you mean 'follower'? known: follower\n",
                check(dir.resolve("rulesets"), file), "the same as check on the saved file");

        client.change(file, typed.replace("folower", "follower"));
        assertEquals("", show(client.diagnostics(file)));
    }

    @Test void aNewScenarioNotYetOnDiskIsChecked() {
        Path file = dir.resolve("scenarios/new.scenario");
        client.open(file, "scenario \"s\" {\n  rules bsae\n}\n");
        assertEquals("2:9-13: unknown rule set 'bsae'; did you mean 'base'? known: " + known() + "\n",
                show(client.diagnostics(file)));
    }

    @Test void everyMistakeOfARuleFileIsReported() {
        Path file = dir.resolve("rulesets/base/base.rules");
        String typed = Sources.DISK.text(file)
                .replace("on completed road r named", "on completed rod r named")
                .replace("= open_road_points", "= opn_road_points");
        client.open(file, typed);
        assertEquals("""
                24:49-64: unknown name 'opn_road_points'; did you mean 'open_road_points'? known: current, placed, remaining, \
                repeats, board, completed, drew_held, added, over, awarded, turn_number, road_points, city_points, shield_points, cloister_points, \
                open_road_points, open_city_points, \
                open_shield_points, farmer_points
                70:16-19: unknown feature kind 'rod'; did you mean 'road'? known: road, city, field, cloister
                """, show(client.diagnostics(file)));
        Workspace.write(file, typed);
        assertEquals("""
                24:49: unknown name 'opn_road_points'; did you mean 'open_road_points'? known: current, placed, remaining, \
                repeats, board, completed, drew_held, added, over, awarded, turn_number, road_points, city_points, shield_points, cloister_points, \
                open_road_points, open_city_points, \
                open_shield_points, farmer_points
                70:16: unknown feature kind 'rod'; did you mean 'road'? known: road, city, field, cloister
                """, check(dir.resolve("rulesets"), file));
    }

    @Test void aTileFileMistakeAndASyntaxError() {
        Path file = Workspace.write(dir.resolve("tiles/extra.tiles"), "tileset extra\n");
        String typed = """
                tileset extra
                tile Z1 count 1 {
                  citty c [N]
                }
                tile Z2 count 1 {
                  road r [E W
                }
                """;
        client.open(file, typed);
        assertEquals("""
                3:3-8: unknown feature kind 'citty'; did you mean 'city'? known: road, city, field, cloister, garden, castle, shrine, gate, princess, river, school, tower, wheel, crown
                7:1-2: syntax: unexpected '}'; expected a name or ']'
                """, show(client.diagnostics(file)));
        Workspace.write(file, typed);
        assertEquals("""
                3:3: unknown feature kind 'citty'; did you mean 'city'? known: road, city, field, cloister, garden, castle, shrine, gate, princess, river, school, tower, wheel, crown
                7:1: syntax: unexpected '}'; expected a name or ']'
                """, check(dir.resolve("rulesets"), file));
    }

    @Test void aMistakeThatBreaksAnotherFileShowsInThatFileAndGoesAway() {
        Path rules = dir.resolve("rulesets/fest/fest.rules");
        Path tiles = dir.resolve("tiles/fest.tiles");
        String text = Sources.DISK.text(rules);
        client.open(rules, text.replace("extends base", "extends bsae"));
        // without base its steps are unknown too: Das Fest adds an option to base's figure decision
        assertEquals("2:22-26: unknown rule set 'bsae'; did you mean 'base'? known: " + known() + "\n"
                + "9:15-21: no step named 'figure'; known: none\n", show(client.diagnostics(rules)));
        String inTiles = show(client.diagnostics(tiles));
        assertTrue(inTiles.startsWith("18:3-7: unknown feature kind 'city'; known: none\n"), inTiles);

        client.change(rules, text);
        assertEquals("", show(client.diagnostics(rules)));
        assertEquals("", show(client.diagnostics(tiles)), "cleared once the rule file is right again");
    }
}
