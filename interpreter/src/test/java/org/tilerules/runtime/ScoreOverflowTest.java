package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Scores and arithmetic never wrap around silently (issue 28, point 9). */
class ScoreOverflowTest {
    @TempDir Path dir;

    private static final String TILES = "tileset t\ntile A count 3 {\n  wall w [N]\n  land f [E S W]\n}\n";

    private Rules load(String endHandler, Diagnostics d) throws IOException {
        Files.writeString(dir.resolve("t.tiles"), TILES);
        Path rs = Files.createDirectories(dir.resolve("rulesets").resolve("t"));
        Files.writeString(rs.resolve("t.rules"), "ruleset t {\n"   // 1
                + "  tiles \"../../t.tiles\"\n"                      // 2
                + "  start A at 0,0\n"                               // 3
                + "  option big = 1\n"                               // 4
                + "  feature wall\n  feature land\n"                 // 5, 6
                + "  turn { step a { draw_tile() place_tile() } }\n"     // 7
                + "  value game_over() = remaining == 0\n"                      // 8
                + "  on end {\n" + endHandler + "\n  }\n}\n");       // 9, 10..
        return RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
    }

    private static Game game(Rules r, int big) {
        int[] options = r.defaultOptions();
        options[r.optionByName.get("big").index()] = big;
        Game g = new Game(r, new String[] {"red", "blue"}, options, 1);
        g.setUp();
        return g;
    }

    @Test
    void twoAwardsBeyondTheLargestScoreAreARuleError() throws IOException {
        Diagnostics d = new Diagnostics();
        Rules r = load("    award 2147483647 to current as wall\n    award 2147483647 to current as wall", d);
        assertEquals(List.of(), d.all().stream().map(Object::toString).toList());
        Game g = game(r, 1);
        RuleError e = assertThrows(RuleError.class, g::finish);
        // issue 40: the message names the award's file:line:col (it had none)
        assertEquals("t.rules:11:5: " + g.playerNames[g.current] + "'s score 2147483647 + 2147483647 (wall at game end) = 4294967294"
                + " is outside the engine's whole numbers (-2147483648 to 2147483647); lower the values (options, points) that lead to it",
                shortened(e));
        assertEquals(2147483647, g.score[g.current], "the score is not wrapped");
    }

    /** The message with the rule file's folder left out: {@code t.rules:LINE:COL: ...}. */
    private String shortened(RuntimeException e) {
        return e.getMessage().replace(dir.resolve("rulesets").resolve("t") + java.io.File.separator, "");
    }

    /** Issue 40: a negation beyond the whole numbers said no place (its site was null). */
    @Test
    void aNegationThatOverflowsIsARuleErrorAtTheExpression() throws IOException {
        Diagnostics d = new Diagnostics();
        Rules r = load("    award -(big - 1) to current as wall", d);
        assertEquals(List.of(), d.all().stream().map(Object::toString).toList());
        Game ok = game(r, -4);
        ok.finish();
        assertEquals(5, ok.score[ok.current]);
        RuleError e = assertThrows(RuleError.class, game(r, -2147483647)::finish);
        assertEquals("t.rules:10:11: the number -(-2147483648) = 2147483648 is outside the engine's whole numbers"
                + " (-2147483648 to 2147483647); lower the values (options, counts) that lead to it", shortened(e));
    }

    @Test
    void anOptionThatMakesAProductOverflowIsARuleErrorAtTheExpression() throws IOException {
        Diagnostics d = new Diagnostics();
        Rules r = load("    award big * 4 to current as wall", d);
        Game ok = game(r, 5);
        ok.finish();
        assertEquals(20, ok.score[ok.current]);
        RuleError e = assertThrows(RuleError.class, game(r, 1073741824)::finish);
        assertTrue(e.getMessage().endsWith("t.rules:10:11: the number 1073741824 * 4 = 4294967296 is outside the engine's whole numbers"
                + " (-2147483648 to 2147483647); lower the values (options, counts) that lead to it"), e.getMessage());
    }

    @Test
    void aConstantThatOverflowsIsADiagnostic() throws IOException {
        Diagnostics d = new Diagnostics();
        load("    award 2147483647 + 1 to current as wall", d);
        List<String> all = d.all().stream().map(Object::toString).toList();
        assertEquals(1, all.size(), all.toString());
        assertTrue(all.get(0).endsWith("t.rules:10:11: the number 2147483647 + 1 = 2147483648 is outside the engine's whole numbers"
                + " (-2147483648 to 2147483647); lower the values (options, counts) that lead to it"), all.toString());
    }
}
