package org.tilerules.cli;

import org.tilerules.simulate.RulesChoice;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BenchCommandTest {
    @Test void twoThreadsPlayTheSameGames() {
        Cli.Result one = Cli.run("bench", "--games", "40", "--warmup", "4");
        Cli.Result two = Cli.run("bench", "--games", "40", "--warmup", "4", "--threads", "2");
        assertEquals(0, two.code(), two.err());
        String[] a = one.out().split("\n"), b = two.out().split("\n");
        assertTrue(b[0].endsWith("(2 threads, 2 players, rules base)"), b[0]);
        assertEquals(a[1], b[1]); // same games, whatever the threads
    }

    @Test void growthPrintsTheRatio() {
        Cli.Result r = Cli.run("bench", "--tiles", "200", "--warmup", "5", "--games", "2");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(2, lines.length, r.out());
        assertTrue(lines[0].startsWith("2 games of 200 tiles in "), lines[0]);
        assertTrue(lines[1].matches("growth: first 100 placements \\d+\\.\\d us, last 100 placements \\d+\\.\\d us \\(mean\\), ratio \\d+\\.\\d\\d \\(target <= 1\\.5\\)"),
                lines[1]);
    }

    /** The growth test plays every rule set together too (tokens on tiles, rivers, placement rules on a big bag). */
    @Test void growthOfEveryRuleSet() {
        Cli.Result r = Cli.run("bench", "--rules", "all", "--tiles", "300", "--warmup", "1", "--games", "1");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(2, lines.length, r.out());
        assertTrue(lines[0].startsWith("1 game of 300 tiles in "), lines[0]);
        assertTrue(lines[1].matches("growth: first 100 placements \\d+\\.\\d us, last 100 placements \\d+\\.\\d us \\(mean\\), ratio \\d+\\.\\d\\d \\(target <= 1\\.5\\)"),
                lines[1]);
    }

    @Test void scaledBagKeepsProportions() {
        org.tilerules.runtime.Rules r = RulesChoice.load(org.tilerules.front.RulesPath.of(Cli.repo().resolve("rulesets")), java.util.List.of("base"));
        int[] c = BenchGrowth.scaledBag(r, 1000);
        int sum = 0;
        for (int v : c) sum += v;
        assertEquals(1000, sum);
        int d = r.tileByName.get("D").id;
        assertTrue(c[d] >= 40 && c[d] <= 45, "D: " + c[d]); // 3 of 71 in the bag
    }

    @Test void warmupIsGamesOrSeconds() {
        Cli.Result r = Cli.run("bench", "--warmup", "soon");
        assertEquals(2, r.code());
        assertEquals("error: --warmup takes a number of games or seconds such as 2s, found 'soon'\n", r.err());
        Cli.Result t = Cli.run("bench", "--games", "5", "--warmup", "0.1s");
        assertEquals(0, t.code(), t.err());
    }

    @Test void eachRuleSetOnALineOfItsOwnAgainstBase() {
        Cli.Result r = Cli.run("bench", "--each", "--seconds", "0.02", "--warmup", "0");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].matches("rules +games +games/cpu s +placements/game +placements/cpu s +vs base/place"
                + " +greedy ms +decisions/cpu s +vs base/dec"), lines[0]);
        String bot = " +\\d+\\.\\d{3} +\\d+\\.\\d +\\d+\\.\\d{3}";
        assertTrue(lines[1].matches("base +\\d+ +\\d+\\.\\d +71\\.0 +\\d+ +1\\.000 +\\d+\\.\\d{3} +\\d+\\.\\d +1\\.000"), lines[1]);   // base: 71 placements a game
        assertTrue(r.out().contains("\nbase,fest "), r.out());
        assertTrue(r.out().contains("\nbase,princess-and-dragon "), r.out());
        String last = java.util.Arrays.stream(lines).filter(l -> l.startsWith("all ")).findFirst().orElseThrow();
        assertTrue(last.matches("all +\\d+ +\\d+\\.\\d +\\d+\\.\\d +\\d+ +\\d+\\.\\d{3}" + bot), last);
        String again = java.util.Arrays.stream(lines).filter(l -> l.startsWith("base (again")).findFirst().orElseThrow();
        assertTrue(again.matches("base \\(again, at the end\\) +\\d+ +\\d+\\.\\d +71\\.0 +\\d+ +\\d+\\.\\d{3}" + bot), again);
        assertTrue(r.out().contains("every line was warmed up (0) before the first was timed"), r.out());
        assertTrue(r.out().contains("(greedy ms: the greedy bot in every seat"), r.out());
        assertTrue(r.out().contains("all: left out house (named only"), r.out());
        Cli.Result bad = Cli.run("bench", "--each", "--copies");
        assertEquals(2, bad.code());
        assertEquals("error: --each is a benchmark of its own: give it without --tiles and --copies\n", bad.err());
    }

    /** --bots random leaves the bot's columns out of --each. */
    @Test void eachWithRandomBotsOnly() {
        Cli.Result r = Cli.run("bench", "--each", "--seconds", "0.01", "--warmup", "0", "--bots", "random");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].matches("rules +games +games/cpu s +placements/game +placements/cpu s +vs base/place"), lines[0]);
        assertTrue(lines[1].matches("base +\\d+ +\\d+\\.\\d +71\\.0 +\\d+ +1\\.000"), lines[1]);
        assertTrue(!r.out().contains("greedy ms"), r.out());
    }

    @Test void greedyBotsDecisionsTimed() {
        Cli.Result r = Cli.run("bench", "--bots", "greedy", "--seconds", "0.05", "--warmup", "0");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertEquals(3, lines.length, r.out());
        assertTrue(lines[0].matches("greedy bot, 2 players, rules base: \\d+ decisions of two or more options \\(\\d+\\.\\d options on "
                + "average\\) in \\d+\\.\\d\\d cpu s, \\d+ games?"), lines[0]);
        assertTrue(lines[1].matches("decision time: median \\d+\\.\\d{3} ms, 99th percentile \\d+\\.\\d{3} ms, \\d+\\.\\d decisions per cpu second"),
                lines[1]);
        assertTrue(lines[2].startsWith("machine: "), lines[2]);
    }

    @Test void monteCarloBotsDecisionsTimed() {
        Cli.Result r = Cli.run("bench", "--bots", "mcts", "--playouts", "1", "--seconds", "0.01", "--warmup", "0", "--players", "3");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].matches("mcts \\(1 playouts\\) bot, 3 players, rules base: \\d+ decisions of two or more options .*"), lines[0]);
        assertTrue(lines[1].startsWith("decision time: median "), lines[1]);
    }

    @Test void botsAreNamed() {
        Cli.Result r = Cli.run("bench", "--bots", "clever");
        assertEquals(2, r.code());
        assertEquals("error: --bots takes one of random, greedy, mcts, found 'clever'\n", r.err());
        Cli.Result t = Cli.run("bench", "--bots", "greedy", "--threads", "2");
        assertEquals(2, t.code());
        assertEquals("error: --bots greedy times decisions on one thread: give it without --tiles, --copies and --threads\n", t.err());
    }
}
