package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** play with a person at the terminal and with an external program. */
class StreamSeatsTest {
    @Test void anExternalProgramThatAlwaysTakesTheFirstOptionPlaysAWholeGame() {
        Cli.Result r = Cli.run("play", "--rules-dir", Cli.path("rulesets"), "--bots", "external,random", "--command", "yes 0", "--seed", "2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().endsWith("72 tiles placed, 71 turns\n"), r.out());
        // the same game again: the program's answers and the random bot's seed make it repeatable
        assertEquals(r.out(), Cli.run("play", "--rules-dir", Cli.path("rulesets"), "--bots", "external,random", "--command", "yes 0", "--seed", "2").out());
    }

    @Test void aProgramThatAnswersNonsenseStopsTheGameWithItsAnswer() {
        Cli.Result r = Cli.run("play", "--rules-dir", Cli.path("rulesets"), "--bots", "external,random", "--command", "echo nonsense");
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("error: the external program of red answered 'nonsense', which is neither an option number 0.."), r.err());
    }

    @Test void externalNeedsACommand() {
        Cli.Result r = Cli.run("play", "--rules-dir", Cli.path("rulesets"), "--bots", "external");
        assertEquals(2, r.code());
        assertEquals("error: --bots external needs --command CMD: the program to run\n", r.err());
    }

    @Test void aPersonAnswersOnStandardInputAndSeesTheOptionsOnStandardError() {
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream("1\n".repeat(400).getBytes(StandardCharsets.UTF_8)));
            Cli.Result r = Cli.run("play", "--rules-dir", Cli.path("rulesets"), "--bots", "human,random", "--seed", "2");
            assertEquals(0, r.code(), r.err());
            // first a map of the board around the last tile, the places where the tile may go numbered
            assertTrue(r.err().startsWith("       -1    0    1\n"), r.err());
            assertTrue(r.err().contains("(its first option)\nplayers: 1 red 0, 2 blue 0 points; a digit on a tile: that player's figure "
                    + "on the feature there\nturn 1, red (tile):\n    1  place U at 1,0 rot 0\n"), r.err());
            // beside the map, the tile to place in its four turns
            assertTrue(r.err().contains("           ccc         the tile to place: U, turned\n"), r.err());
            // the follower red stood on the road of its first tile, as red's digit on the next map
            assertTrue(r.err().contains("   0  11  [f r] r r  r 1 "), r.err());
            assertTrue(r.out().endsWith("72 tiles placed, 71 turns\n"), r.out());
        } finally {
            System.setIn(saved);
        }
    }
}
