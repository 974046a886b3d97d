package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A failure of a command is never reported as success (issue 28, points 10-14). */
class FailuresAreReportedTest {
    @TempDir Path tmp;

    // ---------------------------------------------------------------- 10: run

    @Test
    void runningNothingFails() throws IOException {
        Cli.Result missing = Cli.run("run", tmp.resolve("nonexistent").toString());
        assertEquals(Main.FAILED, missing.code(), missing.out());
        assertTrue(missing.out().contains("no such file or folder"), missing.out());
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Cli.Result none = Cli.run("run", empty.toString());
        assertEquals(Main.FAILED, none.code(), none.out() + none.err());
        assertEquals("0 passed, 0 failed\n", none.out());
        assertEquals("error: no scenario found in " + empty + "\n", none.err());
        Cli.Result only = Cli.run("run", Cli.path("scenarios/base"), "--only", "no scenario has this title");
        assertEquals(Main.FAILED, only.code());
        assertTrue(only.err().startsWith("error: no scenario with 'no scenario has this title' in its title in "), only.err());
    }

    @Test
    void aSpecialFileIsNotCalledMissing() {
        Path dev = Path.of("/dev/null");
        if (!Files.exists(dev)) return;  // not a Unix system
        Cli.Result r = Cli.run("run", dev.toString());
        assertEquals(Main.FAILED, r.code());
        assertTrue(r.out().contains("/dev/null: not a scenario file or folder (a device, a pipe or another special file)"), r.out());
        assertFalse(r.out().contains("no such file"), r.out());
    }

    // ---------------------------------------------------------------- 11: standard output

    /** Standard output on a full disk: every write fails with the system's reason. */
    private static Cli.Result toFullDisk(String... args) {
        OutputStream full = new OutputStream() {
            @Override public void write(int b) throws IOException { throw new IOException("No space left on device"); }

            @Override public void write(byte[] b, int off, int len) throws IOException { throw new IOException("No space left on device"); }
        };
        Main.Watched watched = new Main.Watched(full);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(watched, false, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, o, e, watched, System::getenv);
        }
        return new Cli.Result(code, "", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aWriteErrorOnStandardOutputFails() {
        for (String[] args : List.of(new String[] {"play", "--rules", "base", "--json"}, new String[] {"simulate", "--rules", "base", "--games", "2"})) {
            Cli.Result r = toFullDisk(args);
            assertEquals(Main.FAILED, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().endsWith("error: cannot write to standard output: No space left on device (the output is incomplete)\n"), r.err());
        }
    }

    // ---------------------------------------------------------------- 12: simulate --out

    @Test
    void anOutFileThatCannotBeWrittenFailsBeforeTheFirstGameWithTheReason() {
        Path nowhere = tmp.resolve("no-such-folder").resolve("x.csv");
        Cli.Result r = Cli.run("simulate", "--rules", "base", "--games", "100000", "--out", nowhere.toString());
        assertEquals(Main.FAILED, r.code());
        assertEquals("error: cannot write " + nowhere + ": no such folder\n", r.err().replaceAll("(?s).*(error: )", "$1"));
        assertEquals("", r.out(), "no game was played");
        if (Files.isDirectory(Path.of("/proc"))) {
            Cli.Result proc = Cli.run("simulate", "--rules", "base", "--games", "100000", "--out", "/proc/x.csv");
            assertEquals(Main.FAILED, proc.code());
            assertEquals("error: cannot write /proc/x.csv: a file cannot be created in /proc (no such file or folder)\n",
                    proc.err().replaceAll("(?s).*(error: )", "$1"));
        }
    }

    // ---------------------------------------------------------------- 13: simulate memory

    /** A one-tile rule set: a game is a few microseconds, so very many fit in a test. */
    private Path tinyRules() throws IOException {
        Files.writeString(tmp.resolve("t.tiles"), "tileset t\ntile A count 2 {\n  land f [N E S W]\n}\n");
        Path rs = Files.createDirectories(tmp.resolve("rulesets").resolve("t"));
        Files.writeString(rs.resolve("t.rules"), "ruleset t {\n  tiles \"../../t.tiles\"\n  start A at 0,0\n  feature land\n"
                + "  turn { step a { draw_tile() place_tile() } }\n  value game_over() = remaining == 0\n}\n");
        return tmp.resolve("rulesets");
    }

    /**
     * 150,000 games in a 24 MB heap: with every result kept (the old way) the
     * run fails for want of memory and writes nothing; streamed, it writes
     * every row.
     */
    @Test
    void simulateStreamsItsRowsInAFixedAmountOfMemory() throws Exception {
        Path rulesets = tinyRules();
        Path csv = tmp.resolve("rows.csv");
        int games = 150_000;
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx24m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "simulate", "--rules-dir", rulesets.toString(), "--rules", "t", "--games", String.valueOf(games), "--out", csv.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        boolean done = p.waitFor(240, TimeUnit.SECONDS);
        if (!done) p.destroyForcibly();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(done, out);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains(games + " games (0 to " + (games - 1) + ", seeds 1 to " + games + ")"), out);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(games + 1, lines.size());
        assertEquals("game,seed,red_score,blue_score,turns,tiles", lines.get(0));
        assertEquals("0,1,0,0,1,1", lines.get(1));
        assertEquals((games - 1) + "," + games + ",0,0,1,1", lines.get(games));
    }

    /** A check that found nothing to check does not pass: a misspelt or empty folder is not clean rules. */
    @Test
    void checkOfAnEmptyFolderFails() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Cli.Result r = Cli.run("check", empty.toString());
        assertEquals(Main.FAILED, r.code(), r.err());
        assertEquals("checked 0 files: 0 problems\nerror: no .rules, .tiles or .scenario file found in " + org.tilerules.front.Parsing.display(empty) + "\n",
                r.err());
    }

    /** A run that fails leaves no partial --out file (no row cut in two, no invalid JSON) and an older file as it was. */
    @Test
    void aFailedRunLeavesNoPartialOutFile() throws IOException {
        Path rulesets = tinyRules();
        Path rules = rulesets.resolve("t").resolve("t.rules");
        Files.writeString(rules, Files.readString(rules).replace("\n}\n", "\n  on end { award 2147483647 to current as land award 2147483647 to current as land }\n}\n"));
        for (String name : List.of("old.csv", "old.json")) {
            Path f = tmp.resolve(name);
            Files.writeString(f, "from before\n");
            Cli.Result r = Cli.run("simulate", "--rules-dir", rulesets.toString(), "--rules", "t", "--games", "50", "--out", f.toString());
            assertEquals(Main.FAILED, r.code(), r.err());
            assertEquals("from before\n", Files.readString(f));
            try (var files = Files.list(tmp)) {
                assertEquals(List.of(), files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".part")).toList());
            }
        }
    }

    /**
     * Issue 40: a run stopped by a signal (Ctrl-C, SIGTERM) ended with exit code 130 or 143 and no word on
     * what was left undone. Now it says so, and leaves neither a partial file nor a changed older one.
     */
    @Test
    void aRunStoppedByASignalSaysWhatItLeftUndone() throws Exception {
        Path rulesets = tinyRules();
        Path csv = tmp.resolve("stopped.csv");
        Files.writeString(csv, "from before\n");
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "simulate", "--rules-dir", rulesets.toString(), "--rules", "t", "--games", "1000000000", "--out", csv.toString());
        Path errFile = tmp.resolve("stderr.txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(errFile.toFile()).start();
        try {
            // waits for the state (rows being written to the temporary file), not for a time; the bound only tells a hang
            long until = System.currentTimeMillis() + 300_000;
            while (!writingRows() && p.isAlive() && System.currentTimeMillis() < until) Thread.sleep(20);
            assertTrue(writingRows(), "no rows written");
            p.destroy();     // SIGTERM
            assertTrue(p.waitFor(300, TimeUnit.SECONDS));
            String err = Files.readString(errFile);
            assertEquals(143, p.exitValue(), err);
            assertEquals("error: simulate stopped by a signal (Ctrl-C or SIGTERM) before its games were all played; " + csv
                    + " was not written (the file of that name from before is as it was)\n", err);
            assertEquals("from before\n", Files.readString(csv));
            try (var files = Files.list(tmp)) {
                assertEquals(List.of(), files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".part")).toList());
            }
        } finally {
            p.destroyForcibly();
        }
    }

    /** Whether a temporary --out file holds rows (more than its header line). */
    private boolean writingRows() throws IOException {
        try (var files = Files.list(tmp)) {
            for (Path f : files.filter(x -> x.getFileName().toString().endsWith(".part")).toList()) {
                if (Files.size(f) > 100) return true;
            }
        }
        return false;
    }

    /** Rows come in game order on two threads too, and a JSON --out is the same document as before. */
    @Test
    void streamedRowsKeepTheirOrderOnTwoThreads() throws IOException {
        Path rulesets = tinyRules();
        Path one = tmp.resolve("one.csv"), two = tmp.resolve("two.csv");
        assertEquals(0, Cli.run("simulate", "--rules-dir", rulesets.toString(), "--rules", "t", "--games", "3000", "--out", one.toString()).code());
        assertEquals(0, Cli.run("simulate", "--rules-dir", rulesets.toString(), "--rules", "t", "--games", "3000", "--threads", "2",
                "--out", two.toString()).code());
        assertEquals(Files.readString(one), Files.readString(two));
    }

    // ---------------------------------------------------------------- 14: replay and import

    private Path record() throws IOException {
        Cli.Result r = Cli.run("play", "--rules", "base", "--seed", "3", "--json");
        assertEquals(0, r.code(), r.err());
        Path f = tmp.resolve("game.json");
        Files.writeString(f, r.out());
        return f;
    }

    @Test
    void aRecordWithTheWrongNumberOfTurnsDoesNotMatch() throws IOException {
        Path f = record();
        String text = Files.readString(f);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"turns\": ?(\\d+)").matcher(text);
        assertTrue(m.find(), text);
        int turns = Integer.parseInt(m.group(1));
        assertEquals(0, Cli.run("replay", f.toString()).code());
        Files.writeString(f, m.replaceFirst("\"turns\": " + (turns + 5)));
        Cli.Result r = Cli.run("replay", f.toString());
        assertEquals(Main.FAILED, r.code());
        assertEquals("error: the replay differs from the record: turns: recorded " + (turns + 5) + ", replayed " + turns + "\n", r.err());
        assertFalse(r.out().contains("matches"), r.out());
    }

    @Test
    void anUnknownRuleSetInARecordIsAProblemOfTheRecord() throws IOException {
        Path f = record();
        Files.writeString(f, Files.readString(f).replaceFirst("\"base\"", "\"nosuchrules\""));
        Cli.Result r = Cli.run("replay", f.toString());
        assertEquals(Main.FAILED, r.code(), r.err());
        assertTrue(r.err().startsWith("error: the record names unknown rule set 'nosuchrules' in "), r.err());
    }

    @Test
    void jsonMessagesSayNothingOfTheLibrary() throws IOException {
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"a\": [1, 2}");
        Cli.Result r = Cli.run("replay", bad.toString());
        assertEquals(Main.FAILED, r.code());
        assertEquals("error: " + bad + ":1:12: bad JSON: Unexpected close marker '}': expected ']' (for Array starting at 1:7)\n", r.err());
        Files.write(bad, new byte[] {(byte) 0xff, (byte) 0xfe, '{', '}'});
        Cli.Result u = Cli.run("replay", bad.toString());
        assertEquals(Main.FAILED, u.code());
        assertEquals("error: cannot read " + bad + ": it is not UTF-8 text (a game record is a JSON file in UTF-8)\n", u.err());
    }
}
