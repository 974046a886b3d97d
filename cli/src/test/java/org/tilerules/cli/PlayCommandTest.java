package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlayCommandTest {
    private static final Pattern LAST = Pattern.compile("(?s).*\\n\\d+ tiles placed, \\d+ turns\\n");

    @Test void sameSeedSameOutput() {
        Cli.Result a = Cli.run("play", "--bots", "random", "--rules", "base", "--players", "3", "--seed", "7", "--log");
        Cli.Result b = Cli.run("play", "--bots", "random", "--rules", "base", "--players", "3", "--seed", "7", "--log");
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), b.out());
        assertEquals("", a.err());
        assertTrue(a.out().startsWith("turn 1 red: place "), a.out());
        assertTrue(a.out().contains("\nturn 2 blue: place "), a.out());
        assertTrue(a.out().contains("\nturn 3 green: place "), a.out());
        assertTrue(a.out().contains("\nfinal scoring\n"), a.out());
        assertTrue(a.out().contains("\nplayer  road  city  cloister  field  total\n"), a.out());
        assertTrue(LAST.matcher(a.out()).matches(), a.out());
    }

    @Test void differentSeedDifferentOutput() {
        Cli.Result a = Cli.run("play", "--bots", "random", "--seed", "1", "--log");
        Cli.Result b = Cli.run("play", "--bots", "random", "--seed", "2", "--log");
        assertEquals(0, a.code());
        assertEquals(0, b.code());
        assertNotEquals(a.out(), b.out());
    }

    @Test void tableHasOneRowPerPlayerAndTotalsAddUp() {
        Cli.Result r = Cli.run("play", "--bots", "random", "--players", "4", "--seed", "11");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(6, lines.length, r.out());
        assertEquals(java.util.List.of("player", "road", "city", "cloister", "field", "total"),
                java.util.List.of(lines[0].trim().split(" +")));
        String[] names = {"red", "blue", "green", "yellow"};
        for (int p = 0; p < 4; p++) {
            String[] cells = lines[p + 1].trim().split(" +");
            assertEquals(names[p], cells[0]);
            int sum = 0;
            for (int c = 1; c < cells.length - 1; c++) sum += Integer.parseInt(cells[c]);
            assertEquals(Integer.parseInt(cells[cells.length - 1]), sum, "categories add up to the total: " + lines[p + 1]);
        }
    }

    @Test void optionChangesTheGame() {
        Cli.Result r = Cli.run("play", "--bots", "random", "--seed", "3", "--option", "farmer_points=0", "--option", "cloister_points=100");
        assertEquals(0, r.code(), r.err());
        // no points for fields: the all-zero field column is left out of the table
        assertTrue(r.out().contains("player  road  city  total\n"), r.out());
    }

    @Test void greedyBotsPlayToo() {
        Cli.Result r = Cli.run("play", "--bots", "greedy,random", "--seed", "5");
        assertEquals(0, r.code(), r.err());
        assertTrue(LAST.matcher(r.out()).matches(), r.out());
    }

    @Test void jsonWithLogSendsTheLogToStderr() {
        Cli.Result r = Cli.run("play", "--bots", "random", "--seed", "4", "--json", "--log");
        assertEquals(0, r.code());
        assertTrue(r.out().startsWith("{\n  \"format\": 1,"), r.out());
        assertTrue(r.err().startsWith("turn 1 red: "), r.err());
    }

    @Test void allLoadsEveryRuleSetThatCombinesAndSaysWhichItLeftOut() {
        Cli.Result r = Cli.run("play", "--bots", "random", "--rules", "all", "--players", "3", "--seed", "1", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("--rules all: left out abbot (it excludes phantom: ") && r.err().contains("rulesets/abbot/abbot.rules:12:12)"), r.err());
        // the record names what was loaded, so a replay needs no 'all'
        assertTrue(r.out().contains("\"fest\"") && r.out().contains("\"crop-circles\"") && !r.out().contains("\"abbot\""), r.out());
    }

    @Test void ruleSetsThatExcludeEachOtherAreRefusedNamingBoth() {
        Cli.Result r = Cli.run("play", "--bots", "random", "--rules", "abbot,phantom");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("rulesets/abbot/abbot.rules:") && r.err().contains(
                "rule sets abbot and phantom cannot be played together (abbot excludes phantom); leave one of them out"), r.err());
    }
}
