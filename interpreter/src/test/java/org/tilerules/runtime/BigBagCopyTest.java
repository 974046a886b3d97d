package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.agents.GreedyAgent;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A bag of 20,000 tiles with the greedy bot: every look-ahead copied arrays sized for the whole bag
 * (8 of 8 stack samples were in the Board and Graph copy constructors), so a game did not end in
 * practice. A copy's arrays are now sized by what is on the board (issue 40). Bounded by turns, not time.
 */
class BigBagCopyTest {
    @TempDir Path dir;

    /** A bag of {@code count} tiles: types of 1,000 each (the most a type may have). */
    private Rules load(int count) throws IOException {
        StringBuilder tiles = new StringBuilder("tileset t\n");
        for (int i = 0; i < count / 1000; i++) tiles.append("tile A").append(i).append(" count 1000 {\n  path p [W E]\n  land f [N S]\n  spot s []\n}\n");
        Files.writeString(dir.resolve("t.tiles"), tiles.toString());
        Path rs = Files.createDirectories(dir.resolve("rulesets").resolve("t"));
        Files.writeString(rs.resolve("t.rules"), "ruleset t {\n"
                + "  tiles \"../../t.tiles\"\n"
                + "  start A0 at 0,0\n"
                + "  feature path { complete when open_ports == 0 }\n  feature land\n  feature spot\n"
                + "  turn { step a { draw_tile() place_tile() score_completed() } }\n"
                + "  on completed path r { award r.tiles to current as path }\n"
                + "  value game_over() = remaining == 0\n"
                + "}\n");
        Diagnostics d = new Diagnostics();
        Rules r = RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        assertEquals(List.of(), d.all().stream().map(Object::toString).toList());
        return r;
    }

    @Test void lookAheadCopiesAreSizedByTheBoardNotTheBag() throws IOException {
        Rules r = load(20_000);
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 1);
        g.agents[0] = new GreedyAgent(1);
        g.agents[1] = new GreedyAgent(2);
        g.keepTurnSnapshots = true;
        g.setUp();
        for (int turn = 0; turn < 40; turn++) g.runTurn();
        int tiles = g.board.n, features = g.graph.nFeat;
        assertEquals(41, tiles);
        assertTrue(g.board.type.length >= 20_000, "the game itself keeps room for its bag");

        Game c = g.copy();
        c.agents[0] = new GreedyAgent(5);
        c.agents[1] = new GreedyAgent(6);
        assertEquals(tiles, c.board.n);
        assertTrue(c.board.type.length <= 2 * tiles + 16, "a copy's tile arrays: " + c.board.type.length + " for " + tiles + " tiles");
        assertTrue(c.graph.parent.length <= 2 * features + 16, "a copy's feature arrays: " + c.graph.parent.length + " for " + features + " features");

        // a copy of the copy plays on: its arrays grow as the board does
        Game cc = c.copy();
        c.keepTurnSnapshots = cc.keepTurnSnapshots = true;
        for (int turn = 0; turn < 40; turn++) cc.runTurn();
        assertEquals(81, cc.board.n);
        assertTrue(cc.board.type.length <= 2 * cc.board.n + 16, "grown on demand: " + cc.board.type.length);
        assertTrue(cc.graph.parent.length <= 2 * cc.graph.nFeat + 16, "grown on demand: " + cc.graph.parent.length);
    }

    /** A game (arrays for its bag of 20,000) and its copy made before the first turn (arrays sized by the board) play the same 60 turns. */
    @Test void theSizeOfTheCopiesChangesNoGame() throws IOException {
        Rules big = load(20_000);
        Game a = new Game(big, new String[] {"red", "blue"}, big.defaultOptions(), 7);
        a.agents[0] = new GreedyAgent(3);
        a.agents[1] = new GreedyAgent(4);
        a.keepTurnSnapshots = true;
        a.setUp();
        Game b = a.copy();
        b.keepTurnSnapshots = true;
        b.agents[0] = new GreedyAgent(3);  // agents are shared by copies: the same seeds, their own draws
        b.agents[1] = new GreedyAgent(4);
        for (int turn = 0; turn < 60; turn++) a.runTurn();
        for (int turn = 0; turn < 60; turn++) b.runTurn();
        assertEquals(java.util.Arrays.toString(a.score), java.util.Arrays.toString(b.score));
        assertEquals(java.util.Arrays.toString(java.util.Arrays.copyOf(a.board.y, 61)), java.util.Arrays.toString(java.util.Arrays.copyOf(b.board.y, 61)));
        assertEquals(a.choiceLog.size(), b.choiceLog.size());
        for (int i = 0; i < a.choiceLog.size(); i++) assertEquals(a.choiceLog.get(i), b.choiceLog.get(i));
    }
}
