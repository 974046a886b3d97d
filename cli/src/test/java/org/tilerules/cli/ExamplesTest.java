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

/**
 * The tutorial of docs/expansions.md ("Your first expansion"), as a reader follows it: the files under
 * examples/ are checked, their scenarios run, and the expansion plays and simulates from a modder's
 * folder beside the program's ({@code --rules-dir examples/rulesets}), with the commands the tutorial shows.
 */
class ExamplesTest {
    @TempDir Path tmp;

    private static final String DIR = Cli.path("examples/rulesets");

    @Test void theTutorialsFilesCheckClean() {
        Cli.Result r = Cli.run("check", "--rules-dir", DIR, Cli.path("examples"));
        assertEquals(0, r.code(), r.out() + r.err());
        // the wells' three files and the masons' two (a house rule, docs/engine.md's example of adding a capability)
        assertEquals("checked 5 files: 0 problems", (r.out() + r.err()).strip());
    }

    @Test void theTutorialsThreeScenariosPass() {
        Cli.Result r = Cli.run("run", "--rules-dir", DIR, Cli.path("examples/scenarios"));
        assertEquals(0, r.code(), r.out() + r.err());
        // the tutorial's three and the masons' five
        assertTrue(r.out().strip().endsWith("8 passed, 0 failed"), r.out());
    }

    @Test void theExpansionPlaysFromTheModdersFolderTheSameGameForTheSameSeed() {
        Cli.Result a = Cli.run("play", "--rules-dir", DIR, "--rules", "base,wells", "--bots", "random", "--seed", "1", "--log");
        Cli.Result b = Cli.run("play", "--rules-dir", DIR, "--rules", "base,wells", "--bots", "random", "--seed", "1", "--log");
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), b.out());
        assertTrue(a.out().contains("place well at "), a.out());
        assertTrue(a.out().contains(" takes 1 coin"), a.out());
        assertTrue(a.out().contains("wish"), "the score table has the wish column: " + a.out());
    }

    @Test void simulatedSplitOrWholeTheRowsAreTheSame() throws IOException {
        List<String> whole = csv("whole.csv", "--games", "6");
        List<String> a = csv("a.csv", "--from", "0", "--to", "3", "--threads", "2");
        List<String> b = csv("b.csv", "--from", "3", "--to", "6");
        List<String> joined = new ArrayList<>(a);
        joined.addAll(b.subList(1, b.size()));
        assertEquals(7, whole.size());
        assertEquals(whole, joined);
    }

    private List<String> csv(String name, String... args) throws IOException {
        Path f = tmp.resolve(name);
        List<String> a = new ArrayList<>(List.of("simulate", "--rules-dir", DIR, "--rules", "base,wells", "--bots", "random", "--out", f.toString()));
        a.addAll(List.of(args));
        Cli.Result r = Cli.run(a.toArray(new String[0]));
        assertEquals(0, r.code(), r.err());
        return Files.readAllLines(f);
    }
}
