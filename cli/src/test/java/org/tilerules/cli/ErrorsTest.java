package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad command lines: one clear line on stderr, nothing on stdout, no stack trace. */
class ErrorsTest {
    private static void usage(String expectedErr, String... args) {
        Cli.Result r = Cli.run(args);
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(expectedErr + "\n", r.err());
    }

    private static void usagePrefix(String expectedStart, String... args) {
        Cli.Result r = Cli.run(args);
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().split("\n").length, r.err());
        assertTrue(r.err().startsWith(expectedStart), r.err());
    }

    @Test void unknownOptionOfTheRules() {
        usagePrefix("error: unknown option 'farmer_pionts' for rules base; did you mean 'farmer_points'? known: road_points, "
                + "city_points, ", "play", "--option", "farmer_pionts=4");
    }

    @Test void badOptionValue() {
        usage("error: option 'road_points' takes a whole number, found 'many'", "play", "--option", "road_points=many");
        usage("error: --option expects NAME=VALUE, found 'road_points'", "play", "--option", "road_points");
    }

    @Test void unknownRuleSet() {
        usagePrefix("error: unknown rule set 'nosuch' in " + Cli.repo().resolve("rulesets") + "; known: ",
                "play", "--rules", "nosuch");
        usagePrefix("error: unknown rule set 'bose' in " + Cli.repo().resolve("rulesets") + "; did you mean 'base'? known: ",
                "tiles", "--rules", "bose");
    }

    @Test void badPlayerCount() {
        usage("error: rules base are for 2 to 5 players, not 7", "play", "--players", "7");
        usage("error: rules base are for 2 to 5 players, not 1", "play", "--players", "1");
        // seed 000: the base game is for 2 to 5; Inns & Cathedrals brings the sixth colour
        usage("error: rules base are for 2 to 5 players, not 6", "play", "--players", "6");
        usage("error: rules base,inns,inns-and-cathedrals are for 2 to 6 players, not 7", "play", "--rules", "base,inns-and-cathedrals", "--players", "7");
        usage("error: Invalid value for option '--players': 'two' is not an int (see 'carcassonne play --help')",
                "play", "--players", "two");
    }

    @Test void badBots() {
        usage("error: unknown bot 'clever'; known: random, greedy, mcts, human, external", "play", "--bots", "clever");
        usage("error: --bots names 2 bots for 3 players; give one, or one per player",
                "play", "--players", "3", "--bots", "random,greedy");
    }

    @Test void unknownFlagAndCommand() {
        usage("error: Unknown option: '--colour' (see 'carcassonne play --help')", "play", "--colour");
        usage("error: unknown command 'plya'; known: play, replay, import, check, run, tiles, render, bench, simulate, serve, lsp, completion, help (see 'carcassonne --help')", "plya");
    }

    @Test void noCommand() {
        Cli.Result r = Cli.run();
        assertEquals(2, r.code());
        assertEquals("error: missing a command (play, replay, import, check, run, tiles, render, bench, simulate, serve, lsp, completion)", r.err().split("\n")[0]);
    }

    @Test void brokenRulesPrintTheirDiagnostics(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp) throws java.io.IOException {
        java.nio.file.Path dir = tmp.resolve("rulesets/broken");
        java.nio.file.Files.createDirectories(dir);
        java.nio.file.Files.writeString(dir.resolve("broken.rules"),
                "ruleset broken {\n  value max_players() = 4\n  feature x { complete when nope == 0 }\n}\n");
        Cli.Result r = Cli.run("play", "--rules-dir", tmp.resolve("rulesets").toString(), "--rules", "broken");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith(dir.resolve("broken.rules") + ":3:29: unknown name 'nope'"), r.err());
        assertEquals(1, r.err().split("\n").length, r.err());
    }

    @Test void missingRulesDir() {
        usage("error: --rules-dir /no/such/folder: no such folder", "play", "--rules-dir", "/no/such/folder");
    }
}
