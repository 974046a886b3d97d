package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimulateCommandTest {
    @TempDir Path tmp;

    private List<String> csv(String name, String... args) throws IOException {
        Path f = tmp.resolve(name);
        List<String> a = new ArrayList<>(List.of("simulate", "--bots", "random", "--out", f.toString()));
        a.addAll(List.of(args));
        Cli.Result r = Cli.run(a.toArray(new String[0]));
        assertEquals(0, r.code(), r.err());
        // progress lines appear when a run takes over 2 s (a busy machine): anything else on stderr is an error
        assertEquals("", r.err().lines().filter(l -> !l.matches("\\d+/\\d+ games, [0-9.]+ games/s, .* left")).collect(java.util.stream.Collectors.joining("\n")));
        return Files.readAllLines(f);
    }

    @Test void twoThreadsGiveTheRowsOfOne() throws IOException {
        List<String> one = csv("one.csv", "--games", "20", "--threads", "1", "--seed", "3");
        List<String> two = csv("two.csv", "--games", "20", "--threads", "2", "--seed", "3");
        assertEquals(21, one.size());
        assertEquals(one, two);
        assertEquals("game,seed,red_score,blue_score,red_road,red_city,red_cloister,red_field,blue_road,blue_city,blue_cloister,blue_field,turns,tiles",
                one.get(0));
        assertTrue(one.get(1).startsWith("0,3,"), one.get(1));
        assertTrue(one.get(20).startsWith("19,22,"), one.get(20));
    }

    @Test void rangesJoinIntoTheWholeRun() throws IOException {
        List<String> all = csv("all.csv", "--games", "20", "--threads", "2");
        List<String> a = csv("a.csv", "--from", "0", "--to", "10", "--threads", "2");
        List<String> b = csv("b.csv", "--from", "10", "--to", "20");
        List<String> joined = new ArrayList<>(a);
        joined.addAll(b.subList(1, b.size()));
        assertEquals(all, joined);
    }

    @Test void aScriptActionThatRollsGivesTheSameRowsSplitAndWhole() throws IOException {
        // rulesets/lucky: a script action rolls, moves a token, sets a counter and sends a piece drawn at random home
        List<String> whole = csv("whole.csv", "--rules", "base,lucky", "--games", "6");
        List<String> a = csv("a.csv", "--rules", "base,lucky", "--from", "0", "--to", "3", "--threads", "2");
        List<String> b = csv("b.csv", "--rules", "base,lucky", "--from", "3", "--to", "6");
        List<String> joined = new ArrayList<>(a);
        joined.addAll(b.subList(1, b.size()));
        assertEquals(whole, joined);
        assertTrue(whole.get(0).contains("red_lucky"), whole.get(0));
        assertTrue(whole.stream().skip(1).anyMatch(row -> !row.split(",")[8].equals("0")), "somebody rolled the lucky face: " + whole);
    }

    /** A rule set whose script keeps a count in a module variable, in a copy of the repository's rule sets. */
    private Path statefulRules(String js) throws IOException {
        Path rs = tmp.resolve("rulesets");
        Path base = Files.createDirectories(rs.resolve("base"));
        Files.copy(Cli.repo().resolve("rulesets/base/base.rules"), base.resolve("base.rules"));
        Files.createDirectories(tmp.resolve("tiles"));
        Files.copy(Cli.repo().resolve("tiles/base.tiles"), tmp.resolve("tiles/base.tiles"));
        Path st = Files.createDirectories(rs.resolve("stateful"));
        Files.writeString(st.resolve("s.js"), js);
        Files.writeString(st.resolve("stateful.rules"), "ruleset stateful extends base {\n"
                + "  script s \"s.js\" { function bonus(road: component) : int }\n"
                + "  on completed road r { award s.bonus(r) to majority(r) as road }\n"
                + "}\n");
        return rs;
    }

    @Test void aScriptsModuleVariablesStartFreshInEveryGame() throws IOException {
        // the n-th road completed in a game pays n more: with state kept across games, later games would pay more
        String rs = statefulRules("let calls = 0;\nfunction bonus(road) { calls++; return calls; }\n").toString();
        List<String> whole = csv("whole.csv", "--rules-dir", rs, "--rules", "stateful", "--games", "6");
        List<String> part = csv("part.csv", "--rules-dir", rs, "--rules", "stateful", "--games", "6", "--from", "3", "--to", "6");
        List<String> two = csv("two.csv", "--rules-dir", rs, "--rules", "stateful", "--games", "6", "--threads", "2");
        assertEquals(7, whole.size());
        assertEquals(whole.subList(4, 7), part.subList(1, 4));
        assertEquals(whole, two);
        List<String> alone = csv("alone.csv", "--rules-dir", rs, "--rules", "stateful", "--games", "1", "--seed", "6");
        assertEquals(whole.get(6).substring(whole.get(6).indexOf(',')), alone.get(1).substring(alone.get(1).indexOf(',')));
    }

    @Test void aScriptThatWritesAGlobalIsToldWhy() throws IOException {
        String rs = statefulRules("function bonus(road) { globalThis.k = (globalThis.k || 0) + 1; return globalThis.k; }\n").toString();
        Cli.Result r = Cli.run("simulate", "--bots", "random", "--rules-dir", rs, "--rules", "stateful", "--games", "2");
        assertEquals(1, r.code(), r.err());
        // GraalJS gives this error no position of its own: it is reported at the function that was called
        assertTrue(r.err().contains("s.js:1:1: TypeError: Cannot add new property \"k\" to non-extensible [object Object]"
                + " (the global object and the built-ins are read-only, so that no game depends on the one before it; keep values"
                + " in the module's own variables, which start fresh in every game) (in function bonus) (called from "), r.err());
    }

    @Test void summaryPerSeat() {
        Cli.Result r = Cli.run("simulate", "--bots", "random", "--games", "30", "--players", "3", "--seed", "9");
        assertEquals(0, r.code(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].startsWith("30 games (0 to 29, seeds 9 to 38), 3 players, rules base, bots random,random,random: "), lines[0]);
        assertTrue(lines[1].matches(" +seat +bot +mean score +sd +win rate +95% CI \\(Wilson\\) +road +city +cloister +field"), lines[1]);
        assertTrue(lines[2].matches(" +red +random +\\d+\\.\\d +\\d+\\.\\d +\\d+\\.\\d% +\\[\\d+\\.\\d%, \\d+\\.\\d%\\]( +\\d+\\.\\d){4}"), lines[2]);
        assertTrue(r.out().contains("game length (mean): "), r.out());
        assertTrue(r.out().contains("    city: city completed  "), r.out());
    }

    @Test void jsonHasGamesAndSummary() throws IOException {
        Path f = tmp.resolve("r.json");
        Cli.Result r = Cli.run("simulate", "--bots", "random", "--games", "4", "--out", f.toString(), "--option", "farmer_points=0");
        assertEquals(0, r.code(), r.err());
        String json = Files.readString(f);
        assertTrue(json.contains("\"games\": [\n    {\"game\": 0, \"seed\": 1, \"scores\": ["), json);
        assertTrue(json.contains("\"summary\": {\n    \"games\": 4,"), json);
        assertTrue(json.contains("\"farmer_points\": 0"), json);
        assertTrue(json.contains("\"field\": 0}"), json);
    }

    @Test void comparingIdenticalOptionsShowsNoDifference() {
        Cli.Result r = Cli.run("simulate", "--bots", "random", "--games", "10", "--compare", "road_points=1", "--threads", "2");
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        int at = out.indexOf("compare road_points=1 against the base, paired over the same 10 seeds");
        assertTrue(at > 0, out);
        String[] rows = out.substring(at).split("\n");
        for (int i = 2; i < 4; i++) {
            assertTrue(rows[i].contains("+0.00  [+0.00, +0.00]"), rows[i]);
            assertTrue(rows[i].contains("+0.0%  [+0.0%, +0.0%]"), rows[i]);
        }
    }

    @Test void comparingAHouseRuleShowsItsEffect(@TempDir Path t) throws IOException {
        Path f = t.resolve("pair.csv");
        Cli.Result r = Cli.run("simulate", "--bots", "random", "--games", "10", "--compare", "city_points=4", "--out", f.toString());
        assertEquals(0, r.code(), r.err());
        List<String> rows = Files.readAllLines(f);
        assertEquals(21, rows.size());
        assertTrue(rows.get(0).startsWith("run,game,seed,"), rows.get(0));
        assertTrue(rows.get(1).startsWith("base,0,1,"), rows.get(1));
        assertTrue(rows.get(11).startsWith("compare,0,1,"), rows.get(11));
        assertTrue(r.out().contains("compare options (city_points=4):"), r.out());
    }

    @Test void monteCarloBotRuns() {
        Cli.Result r = Cli.run("simulate", "--games", "1", "--bots", "mcts,random", "--playouts", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("bots mcts,random"), r.out());
    }

    @Test void usageErrors() {
        usage("error: --out results.txt: name the file .csv or .json", "--out", "results.txt");
        usage("error: --to must be above --from: games 5 to 5 is empty", "--from", "5", "--to", "5");
        usage("error: --threads must be at least 1, found 0", "--threads", "0");
        usage("error: unknown bot 'mctx'; did you mean 'mcts'? known: random, greedy, mcts", "--bots", "mctx");
        usage("error: --bots names 3 bots for 2 players; give one, or one per player", "--bots", "random,random,random");
    }

    private static void usage(String message, String... args) {
        List<String> a = new ArrayList<>(List.of("simulate"));
        a.addAll(List.of(args));
        Cli.Result r = Cli.run(a.toArray(new String[0]));
        assertEquals(2, r.code(), r.err());
        assertEquals(message + "\n", r.err());
    }
}
