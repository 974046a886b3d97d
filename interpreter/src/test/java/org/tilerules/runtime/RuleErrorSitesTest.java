package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Rule errors of a game name the rule's file:line:col, what was found and what was expected (issue 40). */
class RuleErrorSitesTest {
    @TempDir Path dir;

    private Rules load(String turn, String extra) throws IOException {
        Files.writeString(dir.resolve("t.tiles"), "tileset t\ntile A count 3 {\n  path p [W E]\n  land f [N S]\n  spot s []\n}\n");
        Path rs = Files.createDirectories(dir.resolve("rulesets").resolve("t"));
        Files.writeString(rs.resolve("t.rules"), "ruleset t {\n"   // 1
                + "  tiles \"../../t.tiles\"\n"                      // 2
                + "  start A at 0,0\n"                               // 3
                + "  feature path\n  feature land\n"                 // 4, 5
                + "  feature spot { complete when open_ports == 0 }\n"   // 6
                + "  turn { step a { " + turn + " } }\n"             // 7
                + "  value game_over() = remaining == 0\n"           // 8
                + extra                                              // 9..
                + "}\n");
        Diagnostics d = new Diagnostics();
        Rules r = RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        assertEquals(List.of(), d.all().stream().map(Object::toString).toList());
        return r;
    }

    private String failure(Rules r) {
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 1);
        for (int i = 0; i < 2; i++) g.agents[i] = (game, player, options) -> 0;
        g.setUp();
        RuleError e = assertThrows(RuleError.class, g::play);
        return e.getMessage().replace(dir.resolve("rulesets").resolve("t") + File.separator, "");
    }

    /** It said "no tile was drawn this turn", with no place and nothing of what to do. */
    @Test void placingWithoutDrawingNamesTheStatement() throws IOException {
        assertEquals("t.rules:7:19: place_tile(): no tile was drawn this turn; expected a draw_tile() before it in the turn"
                + " (or in an action or handler that runs before it)", failure(load("place_tile()", "")));
    }

    /** A handler that triggers its own event overflowed the Java stack: "the rules recurse too deeply (stack overflow)". */
    @Test void aHandlerThatTriggersItselfStopsAtTheBoundWithItsPlace() throws IOException {
        Rules r = load("draw_tile() place_tile() score_completed()", "  on completed spot c {\n    trigger(completed, c)\n  }\n");
        assertEquals("t.rules:9:3: on completed spot: handlers and actions ran inside each other more than 200 deep; a handler"
                + " that sets off its own event again (trigger, a move) needs a condition that stops it", failure(r));
    }

    /** Reactions to awards that award again said how deep, but not where. */
    @Test void reactionsThatAwardEachOtherWithoutEndNameTheirHandler() throws IOException {
        Rules r = load("draw_tile() place_tile()", "  on scored p n {\n    award 1 to p as path\n  }\n"
                + "  on end { award 1 to current as path }\n");
        assertEquals("t.rules:9:3: 'on scored' handlers award points to each other more than 64 times deep; expected a condition"
                + " that stops an award in a reaction to awards", failure(r));
    }

    /** The bound is a count, the same on a thread with a small stack: the same message, not a stack overflow. */
    @Test void theBoundHoldsOnASmallStack() throws Exception {
        Rules r = load("draw_tile() place_tile() score_completed()", "  on completed spot c {\n    trigger(completed, c)\n  }\n");
        String[] out = new String[1];
        Thread t = new Thread(null, () -> {
            try {
                out[0] = failure(r);
            } catch (Throwable x) {
                out[0] = x.toString();
            }
        }, "small", 256 * 1024);
        t.start();
        t.join();
        assertEquals("t.rules:9:3: on completed spot: handlers and actions ran inside each other more than 200 deep; a handler"
                + " that sets off its own event again (trigger, a move) needs a condition that stops it", out[0]);
    }
}
