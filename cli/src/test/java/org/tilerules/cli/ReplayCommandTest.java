package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayCommandTest {
    @TempDir Path tmp;

    private Path record(String... playArgs) throws IOException {
        Cli.Result r = Cli.run(playArgs);
        assertEquals(0, r.code(), r.err());
        Path f = tmp.resolve("game.json");
        Files.writeString(f, r.out());
        return f;
    }

    @Test void replayReproducesTheGame() throws IOException {
        Path f = record("play", "--bots", "random", "--players", "3", "--seed", "9", "--json");
        Cli.Result table = Cli.run("play", "--bots", "random", "--players", "3", "--seed", "9");
        Cli.Result replay = Cli.run("replay", f.toString());
        assertEquals(0, replay.code(), replay.err());
        assertEquals(table.out() + "replay matches the record\n", replay.out());
    }

    @Test void replayLogEqualsPlayLog() throws IOException {
        Path f = record("play", "--bots", "random", "--seed", "12", "--json", "--option", "road_points=5");
        Cli.Result play = Cli.run("play", "--bots", "random", "--seed", "12", "--log", "--option", "road_points=5");
        Cli.Result replay = Cli.run("replay", "--log", f.toString());
        assertEquals(0, replay.code(), replay.err());
        assertEquals(play.out() + "replay matches the record\n", replay.out());
    }

    @Test void replayOfGreedyBots() throws IOException {
        Path f = record("play", "--seed", "2", "--bots", "greedy", "--json");
        Cli.Result replay = Cli.run("replay", f.toString());
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().endsWith("replay matches the record\n"), replay.out());
    }

    /** Greedy bots bid, buy and sell at bazaars and build bridges; the record replays exactly. */
    @Test void auctionsAndBridgesOfGreedyBotsReplay() throws IOException {
        Path f = record("play", "--rules", "base,bridges-castles-bazaars", "--players", "3", "--seed", "4", "--bots", "greedy", "--json");
        String json = Files.readString(f);
        assertTrue(json.contains("\"bazaar\""), "no auction in the game");
        assertTrue(json.contains("sold ") || json.contains("bought "), "no tile changed hands for points");
        Cli.Result replay = Cli.run("replay", "--log", f.toString());
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().contains(": take "), replay.out());
        assertTrue(replay.out().contains("bridge on "), replay.out());
        assertTrue(replay.out().endsWith("replay matches the record\n"), replay.out());
    }

    @Test void everyShippedRuleSetReplays() throws IOException {
        for (String rs : org.tilerules.front.RulesLoader.available(Cli.repo().resolve("rulesets"))) {
            Path f = record("play", "--bots", "random", "--rules", rs, "--players", "3", "--seed", "5", "--json");
            Cli.Result replay = Cli.run("replay", "--log", f.toString());
            assertEquals(0, replay.code(), rs + ": " + replay.err());
            assertTrue(replay.out().endsWith("replay matches the record\n"), rs + ": " + replay.out());
        }
    }

    @Test void aChoiceOutOfRangeDiverges() throws IOException {
        Path f = record("play", "--bots", "random", "--seed", "9", "--json");
        String json = Files.readString(f);
        String edited = json.replaceFirst("\"choices\": \\[\\d+,", "\"choices\": [999,");
        Files.writeString(f, edited);
        Cli.Result r = Cli.run("replay", f.toString());
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("error: record diverged at choice 1 (turn 1, red, a tile choice): the record answers option 999, but there "),
                r.err());
    }

    @Test void tooFewChoicesDiverge() throws IOException {
        Path f = record("play", "--bots", "random", "--seed", "9", "--json");
        String json = Files.readString(f).replaceFirst("\"choices\": \\[[^]]*]", "\"choices\": [0, 0]");
        Files.writeString(f, json);
        Cli.Result r = Cli.run("replay", f.toString());
        assertEquals(1, r.code());
        assertEquals("error: record diverged at choice 3 (turn 2, blue, a tile choice): the record has only 2 choices\n", r.err());
    }

    @Test void aDifferentScoreIsReported() throws IOException {
        Path f = record("play", "--bots", "random", "--seed", "9", "--json");
        String json = Files.readString(f).replaceFirst("\"scores\": \\[\\d+,", "\"scores\": [12345,");
        Files.writeString(f, json);
        Cli.Result r = Cli.run("replay", f.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("error: the replay differs from the record: final score of red: recorded 12345, replayed "), r.err());
    }

    @Test void badFiles() throws IOException {
        Cli.Result r = Cli.run("replay", tmp.resolve("missing.json").toString());
        assertEquals(1, r.code());
        assertEquals("error: cannot read " + tmp.resolve("missing.json") + ": no such file\n", r.err());
        Path f = tmp.resolve("broken.json");
        Files.writeString(f, "{\"format\": 1,\n \"rules\": [\"base\"");
        r = Cli.run("replay", f.toString());
        assertEquals(1, r.code());
        assertEquals("error: " + f + ":2:18: bad JSON: Unexpected end-of-input: expected close marker for Array (opened at 2:11)\n", r.err());
    }

    /** Issue 13: a game whose tunnels joined roads (link tokens) replays exactly, log and scores. */
    @Test void aGameWithTunnelsReplays() throws IOException {
        String[] game = {"--rules", "base,tunnel", "--players", "2", "--seed", "4", "--bots", "greedy"};
        Path f = record(concat(new String[] {"play", "--json"}, game));
        Cli.Result play = Cli.run(concat(new String[] {"play", "--log"}, game));
        // red's second pair: both tokens on one crossing tile, joining two roads where blue stands
        // (the log prints a turn's score events before its line)
        assertTrue(play.out().contains("  blue +10: road completed (10 tiles)\nturn 63 red: place U at 5,5 rot 270; tunnel 2 on 7,-2.r3\n"),
                play.out());
        Cli.Result replay = Cli.run("replay", "--log", f.toString());
        assertEquals(0, replay.code(), replay.err());
        assertEquals(play.out() + "replay matches the record\n", replay.out());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
