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

/**
 * An area's scoring is announced once until the board changes ({@code on scoring} handlers run once however many
 * awards score it). A copy of the game (a bot's look-ahead) keeps that: its board's version starts anew, so
 * whether the announcements are current is carried over, not the original's version number.
 */
class AnnouncedCopyTest {
    @TempDir Path dir;

    @Test void aCopyDoesNotAnnounceAgainWhatTheOriginalAnnounced() throws IOException {
        Files.writeString(dir.resolve("t.tiles"), "tileset t\ntile A count 3 {\n  wall w [N]\n  land f [E S W]\n}\n");
        Path rs = Files.createDirectories(dir.resolve("rulesets").resolve("t"));
        Files.writeString(rs.resolve("t.rules"), "ruleset t {\n"
                + "  tiles \"../../t.tiles\"\n"
                + "  start A at 0,0\n"
                + "  feature wall\n  feature land\n"
                + "  turn { step a { draw_tile() place_tile() } }\n"
                + "  value game_over() = remaining == 0\n"
                + "  on scoring wall c { award 1 to current as wall \"announced\" }\n"
                + "}\n");
        Diagnostics d = new Diagnostics();
        Rules r = RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        assertEquals(List.of(), d.all().stream().map(Object::toString).toList());
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 1);
        g.setUp();
        int wall = g.graph.find(g.board.featBase[0]);
        Stmts.announce(g, wall);
        assertEquals(1, g.events.size(), "the first announcement runs the handler");
        Game copy = g.copy();
        Stmts.announce(g, wall);
        Stmts.announce(copy, wall);
        assertEquals(1, g.events.size(), "the original announces the area once");
        assertEquals(1, copy.events.size(), "the copy announces it once too: " + copy.events);
    }
}
