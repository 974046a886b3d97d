package org.tilerules.spark;

import org.apache.spark.Success$;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.Bots;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.ResultsCsv;
import org.tilerules.sim.Simulation;
import org.tilerules.sim.Summary;
import org.tilerules.simulate.Exits;
import org.tilerules.simulate.SimulateCommand;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Spark job against the local simulate command: the same rows and the same
 * report whatever the partitioning, after a retried task, and for every point
 * of a sweep. One Spark session in local mode (2 threads, a task may fail once)
 * serves every test.
 */
class SparkSimulateTest {
    static final Path RULESETS = Path.of("..", "rulesets");
    static SparkSession spark;
    static Rules base;
    @TempDir static Path tmp;

    @BeforeAll static void start() {
        spark = SparkSession.builder().master("local[2,2]").appName("SparkSimulateTest")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "4")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .getOrCreate();
        base = RulesLoader.load(RULESETS, List.of("base"));
    }

    @AfterAll static void stop() {
        if (spark != null) spark.stop();
    }

    record Run(int code, String out, String err) {
        List<String> lines() { return List.of(out.split("\n")); }
    }

    static Run job(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream(), e = new ByteArrayOutputStream();
        int code = SparkMain.run(args, new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
        return new Run(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }

    /**
     * The simulate command of the command line ({@code carcassonne simulate ARGS}, the first argument being
     * "simulate"), as the simulation API holds it, with the command line's exit codes and messages.
     */
    static Run local(String... args) {
        assertEquals("simulate", args[0]);
        ByteArrayOutputStream o = new ByteArrayOutputStream(), e = new ByteArrayOutputStream();
        PrintWriter out = new PrintWriter(new PrintStream(o, true, StandardCharsets.UTF_8), true),
                err = new PrintWriter(new PrintStream(e, true, StandardCharsets.UTF_8), true);
        picocli.CommandLine cmd = new picocli.CommandLine(new SimulateCommand());
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("error: " + Exits.firstLine(ex.getMessage()));
            return Exits.USAGE;
        });
        cmd.setExecutionExceptionHandler((ex, c, parsed) -> Exits.report(ex, c.getErr()));
        int code = cmd.execute(Arrays.copyOfRange(args, 1, args.length));
        out.flush();
        err.flush();
        return new Run(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }

    /** The report without its first line (times) and its last (what was written). */
    static List<String> report(Run r) {
        List<String> l = r.lines();
        return l.subList(1, l.size() - 1);
    }

    /** The job's rows read back from Parquet, as simulate's CSV (base rows first, in game order). */
    static String csv(Path out, String where, String[] names, List<String> cats, boolean withRun) {
        return csv(spark, out, where, names, cats, withRun);
    }

    static String csv(SparkSession spark, Path out, String where, String[] names, List<String> cats, boolean withRun) {
        List<Row> rows = spark.read().parquet(out.resolve("games").toString()).where(where)
                .orderBy(col("run"), col("game"), col("seat")).collectAsList();
        StringBuilder sb = new StringBuilder(ResultsCsv.header(List.of(names), cats, withRun)).append('\n');
        for (int i = 0; i < rows.size(); i += names.length) {
            List<Row> seats = rows.subList(i, i + names.length);
            Row r = seats.get(0);
            sb.append(ResultsCsv.row(result(seats, cats), cats.size(), withRun ? r.getString(r.fieldIndex("run")) : null)).append('\n');
        }
        return sb.toString();
    }

    /** One game from its rows, one per seat in seat order. */
    static GameResult result(List<Row> seats, List<String> cats) {
        int n = seats.size();
        int[] scores = new int[n], cp = new int[n * cats.size()];
        Row first = seats.get(0);
        for (int p = 0; p < n; p++) {
            Row r = seats.get(p);
            assertEquals(p, r.getInt(r.fieldIndex("seat")));
            assertEquals(first.getInt(first.fieldIndex("game")), r.getInt(r.fieldIndex("game")));
            scores[p] = r.getInt(r.fieldIndex("score"));
            Map<String, Integer> points = r.getJavaMap(r.fieldIndex("points"));
            // Row.getJavaMap goes through a Scala map, which keeps the order of at most four entries
            assertEquals(new java.util.TreeSet<>(cats), new java.util.TreeSet<>(points.keySet()), "the rules' categories");
            for (int c = 0; c < cats.size(); c++) cp[p * cats.size() + c] = points.get(cats.get(c));
        }
        return new GameResult(first.getInt(first.fieldIndex("game")), first.getLong(first.fieldIndex("seed")), scores, cp,
                first.getInt(first.fieldIndex("turns")), first.getInt(first.fieldIndex("tiles")), Map.of());
    }

    static GameResult[] localGames(String[] names, int[] options, int games) {
        List<String> bots = java.util.Collections.nCopies(names.length, "random");
        return new Simulation(base, names, options, 1, Bots.seating(bots, Bots.DEFAULT_PLAYOUTS)).run(0, games, 1);
    }

    static int[] options(String name, int value) {
        int[] v = base.defaultOptions();
        v[base.optionByName.get(name).index()] = value;
        return v;
    }

    static double[] doubles(List<Row> seats, String field) {
        return seats.stream().mapToDouble(r -> r.getDouble(r.fieldIndex(field))).toArray();
    }

    /** The summary rows of one combination and run, in seat order. */
    static List<Row> summaryRows(Path out, String where) {
        return spark.read().parquet(out.resolve("summary").toString()).where(where).orderBy("seat").collectAsList();
    }

    /**
     * The summary rows of a run (one per seat) against simulate's figures: means equal to the
     * last bit; win rates (ties among three seats share a win in thirds) and
     * standard deviations to 1e-12 and 1e-9, since simulate sums them in
     * floating point in game order and the job from exact integer sums.
     */
    static void assertSummary(Summary s, List<Row> seats, List<String> cats) {
        assertEquals(s.seats, seats.size());
        for (Row r : seats) {
            assertEquals(s.games, r.getInt(r.fieldIndex("games")));
            assertEquals(s.meanTurns, r.getDouble(r.fieldIndex("mean_turns")));
            assertEquals(s.meanTiles, r.getDouble(r.fieldIndex("mean_tiles")));
            assertEquals(s.firingsPerGame, new TreeMap<>(r.<String, Double>getJavaMap(r.fieldIndex("firings_per_game"))));
        }
        assertArrayEquals(s.meanScore, doubles(seats, "mean_score"));
        assertArrayEquals(s.winRate, doubles(seats, "win_rate"), 1e-12);
        assertArrayEquals(s.winLow, doubles(seats, "win_rate_low"), 1e-12);
        assertArrayEquals(s.winHigh, doubles(seats, "win_rate_high"), 1e-12);
        assertArrayEquals(s.sdScore, doubles(seats, "sd_score"), 1e-9);
        for (int p = 0; p < s.seats; p++) {
            Map<String, Double> points = seats.get(p).getJavaMap(seats.get(p).fieldIndex("mean_points"));
            for (int c = 0; c < cats.size(); c++) assertEquals(s.meanPoints[p][c], points.get(cats.get(c)));
        }
    }

    @Test void twoThousandGamesGiveTheRowsAndReportOfSimulateWithOneAndThreePartitions() throws Exception {
        Path csv = tmp.resolve("local.csv");
        Run local = local("simulate", "--rules", "base", "--bots", "random", "--games", "2000", "--out", csv.toString());
        assertEquals(0, local.code(), local.err());
        String expectedRows = Files.readString(csv);
        String[] names = {"red", "blue"};
        GameResult[] a = localGames(names, base.defaultOptions(), 2000);
        Summary sa = Summary.of(a, 2, base.categories.size());
        for (String partitions : List.of("1", "3")) {
            Path out = tmp.resolve("identity-" + partitions);
            Run r = job("simulate", "--rules", "base", "--bots", "random", "--games", "2000", "--partitions", partitions, "--out", out.toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.lines().get(0).startsWith("2000 games (0 to 1999, seeds 1 to 2000), 2 players, rules base, bots random,random: "), r.out());
            assertTrue(r.lines().get(0).endsWith("(local[2,2], " + partitions + " seed range" + (partitions.equals("1") ? "" : "s") + " per run)"), r.out());
            assertEquals(GameRows.SCHEMA.asNullable(), spark.read().parquet(out.resolve("games").toString()).schema(), "the documented layout (Parquet reads every column back as nullable)");
            assertEquals(expectedRows, csv(out, "true", names, base.categories, false), "rows with " + partitions + " partitions");
            assertEquals(report(local), report(r), "report with " + partitions + " partitions");

            List<Row> summary = summaryRows(out, "true");
            assertEquals(2, summary.size(), "one row per seat");
            assertSummary(sa, summary, base.categories);
            Row red = summary.get(0);
            assertEquals(List.of("base", "", "random,random", 2, "base", 1L, 0, "red", "random"),
                    List.of(red.getAs("rules"), red.getAs("options"), red.getAs("bots"), red.getAs("players"), red.getAs("run"),
                            red.getAs("base_seed"), red.getAs("first_game"), red.getAs("player"), red.getAs("bot")));
            assertEquals(RulesBundle.of(RULESETS, base).digest, red.getAs("rules_hash"));
        }
    }

    @Test void aTaskThatFailsOnceIsRetriedAndTheResultsAreComplete() throws Exception {
        Path csv = tmp.resolve("retry-local.csv");
        Run local = local("simulate", "--rules", "base", "--bots", "random", "--games", "2000", "--players", "3", "--out", csv.toString());
        assertEquals(0, local.code(), local.err());
        AtomicInteger failed = new AtomicInteger(), succeeded = new AtomicInteger();
        SparkListener listener = new SparkListener() {
            @Override public void onTaskEnd(SparkListenerTaskEnd e) {
                if (e.reason() == Success$.MODULE$) succeeded.incrementAndGet();
                else failed.incrementAndGet();
            }
        };
        spark.sparkContext().addSparkListener(listener);
        spark.conf().set(SparkSimulate.FAIL_ONCE, "1");
        Path out = tmp.resolve("retry");
        Run r;
        try {
            r = job("simulate", "--rules", "base", "--bots", "random", "--games", "2000", "--players", "3", "--partitions", "3", "--out", out.toString());
        } finally {
            spark.conf().unset(SparkSimulate.FAIL_ONCE);
            spark.sparkContext().listenerBus().waitUntilEmpty();
            spark.sparkContext().removeSparkListener(listener);
        }
        assertEquals(0, r.code(), r.err());
        assertEquals(1, failed.get(), "one failed task attempt");
        assertTrue(succeeded.get() >= 3, "the three seed ranges' tasks succeeded");
        assertEquals(Files.readString(csv), csv(out, "true", new String[] {"red", "blue", "green"}, base.categories, false));
        assertEquals(report(local), report(r));
    }

    @Test void aSweepPlaysEveryCombinationInOneJobWithOneReportRowEach() throws Exception {
        Path out = tmp.resolve("sweep");
        Run r = job("simulate", "--rules", "base", "--bots", "random", "--games", "300", "--players", "2,3", "--sweep", "farmer_points=2,4",
                "--compare", "road_points=2", "--partitions", "2", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.lines().get(0).startsWith("300 games each (0 to 299, seeds 1 to 300) for 4 combinations, rules base, bots random: "), r.out());
        List<String> table = r.lines().subList(1, 6);
        assertTrue(table.get(0).matches("\\s*players\\s+farmer_points\\s+games\\s+mean score by seat.*"), table.get(0));
        String[][] expected = {{"2", "2"}, {"2", "4"}, {"3", "2"}, {"3", "4"}};
        String[][] names = {{"red", "blue"}, {"red", "blue", "green"}};
        for (int i = 0; i < 4; i++) {
            String[] cells = table.get(i + 1).trim().split("\\s{2,}");
            int players = Integer.parseInt(expected[i][0]), fp = Integer.parseInt(expected[i][1]);
            int[] baseOptions = options("farmer_points", fp), compareOptions = baseOptions.clone();
            compareOptions[base.optionByName.get("road_points").index()] = 2;
            GameResult[] a = localGames(names[players - 2], baseOptions, 300), b = localGames(names[players - 2], compareOptions, 300);
            Summary s = Summary.of(a, players, base.categories.size());
            Comparison cmp = Comparison.of(a, b, players);
            List<String> means = new ArrayList<>();
            for (double m : s.meanScore) means.add(String.format(java.util.Locale.ROOT, "%.1f", m));
            assertEquals(List.of(expected[i][0], expected[i][1], "300", String.join(" / ", means)), Arrays.asList(cells).subList(0, 4), table.get(i + 1));
            List<String> diffs = new ArrayList<>();
            for (int p = 0; p < players; p++) {
                diffs.add(String.format(java.util.Locale.ROOT, "%+.2f [%+.2f, %+.2f]", cmp.scoreDiff[p], cmp.scoreLow[p], cmp.scoreHigh[p]));
            }
            assertEquals(String.join(" / ", diffs), cells[cells.length - 1]);
            String baseText = fp == 3 ? "" : "farmer_points=" + fp;
            String compareText = "farmer_points=" + fp + ",road_points=2";
            assertSummary(s, summaryRows(out, "players = " + players + " AND run = 'base' AND options = '" + baseText + "'"), base.categories);
            List<Row> c = summaryRows(out, "players = " + players + " AND run = 'compare' AND options = '" + compareText + "'");
            assertSummary(Summary.of(b, players, base.categories.size()), c, base.categories);
            assertEquals(baseText, c.get(0).getAs("versus_options"));
            assertArrayEquals(cmp.scoreDiff, doubles(c, "score_difference"));
            assertArrayEquals(cmp.winDiff, doubles(c, "win_rate_difference"), 1e-12);
            assertArrayEquals(cmp.scoreLow, doubles(c, "score_difference_low"), 1e-9);
            assertArrayEquals(cmp.winHigh, doubles(c, "win_rate_difference_high"), 1e-9);
        }
        assertEquals(2 * (2 + 2 + 3 + 3), spark.read().parquet(out.resolve("summary").toString()).count(),
                "one summary row per combination, run and seat");

        Path csv = tmp.resolve("sweep-3-4.csv");
        Run local = local("simulate", "--rules", "base", "--bots", "random", "--games", "300", "--players", "3", "--option", "farmer_points=4",
                "--compare", "road_points=2", "--out", csv.toString());
        assertEquals(0, local.code(), local.err());
        assertEquals(Files.readString(csv), csv(out, "players = 3 AND options LIKE 'farmer_points=4%'", names[1], base.categories, true));
    }

    /**
     * The job submitted as on a cluster: {@code SparkSubmit} in its own JVM with the master
     * {@code local-cluster[1,2,1024]}, which is Spark's standalone Master and one Worker (2 cores) started in
     * that JVM, on the loopback address, the worker launching the executor in a JVM of its own. The
     * worker builds the executor's command from SPARK_HOME: a folder whose jars/ holds links to the
     * test's class path. A sweep over two rule set lists gives, for each, the rows of simulate.
     */
    @Test void aSweepOverTwoRuleSetListsThroughSparkSubmitOnAStandaloneMasterAndWorkerGivesTheRowsOfSimulate() throws Exception {
        String cp = System.getProperty("java.class.path");
        Path home = tmp.resolve("spark-home"), jars = home.resolve("jars");
        Files.createDirectories(jars);
        int n = 0;
        for (String entry : cp.split(java.io.File.pathSeparator)) {
            Path p = Path.of(entry).toAbsolutePath();
            if (entry.endsWith(".jar") && Files.isRegularFile(p)) Files.createSymbolicLink(jars.resolve(n++ + "-" + p.getFileName()), p);
        }
        Path app = tmp.resolve("app.jar"); // SparkSubmit wants a jar; the classes come from the class path
        java.util.jar.Manifest mf = new java.util.jar.Manifest();
        mf.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
        new java.util.jar.JarOutputStream(Files.newOutputStream(app), mf).close();
        String javaCmd = ProcessHandle.current().info().command().orElse("java");
        String jvm = "-Xss8m -Dpolyglot.engine.WarnInterpreterOnly=false -Dpolyglotimpl.AttachLibraryFailureAction=ignore "
                + System.getProperty("tilerules.sparkOpens", "");
        Path out = tmp.resolve("standalone");
        List<String> cmd = new ArrayList<>(List.of(javaCmd, "-Xmx768m"));
        cmd.addAll(List.of(jvm.trim().split("\\s+")));
        cmd.addAll(List.of("-cp", cp, "org.apache.spark.deploy.SparkSubmit", "--master", "local-cluster[1,2,1024]",
                "--class", "org.tilerules.spark.SparkMain",
                "--conf", "spark.executor.extraClassPath=" + cp, "--conf", "spark.executor.extraJavaOptions=" + jvm,
                "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.driver.bindAddress=127.0.0.1",
                "--conf", "spark.ui.enabled=false", "--conf", "spark.tilerules.executorWait=120",
                app.toString(), "simulate", "--sweep", "rules=base;base,inns-and-cathedrals", "--bots", "random",
                "--games", "300", "--out", out.toString()));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(tmp.resolve("submit.out").toFile()).redirectError(tmp.resolve("submit.err").toFile());
        pb.environment().put("SPARK_HOME", home.toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        Process p = pb.start();
        boolean ended = p.waitFor(6, java.util.concurrent.TimeUnit.MINUTES);
        if (!ended) p.descendants().forEach(ProcessHandle::destroyForcibly);
        if (!ended) p.destroyForcibly().waitFor();
        String stdout = Files.readString(tmp.resolve("submit.out")), stderr = Files.readString(tmp.resolve("submit.err"));
        assertTrue(ended, "spark-submit ended within 6 minutes\n" + stdout + stderr);
        assertEquals(0, p.exitValue(), stdout + stderr);
        assertTrue(stdout.startsWith("300 games each (0 to 299, seeds 1 to 300) for 2 combinations, rules base;base,inns-and-cathedrals, "
                + "bots random: "), stdout);
        assertTrue(stdout.lines().findFirst().orElseThrow().contains("(local-cluster[1,2,1024], 4 seed ranges per combination)"),
                "four ranges per core of the registered executor, shared by two combinations: " + stdout);
        for (String rules : List.of("base", "base,inns-and-cathedrals")) {
            Path csv = tmp.resolve("standalone-" + rules.replace(',', '+') + ".csv");
            Run local = local("simulate", "--rules", rules, "--bots", "random", "--games", "300", "--out", csv.toString());
            assertEquals(0, local.code(), local.err());
            List<String> cats = RulesLoader.load(RULESETS, List.of(rules.split(","))).categories;
            assertEquals(Files.readString(csv), csv(out, "rules = '" + rules + "'", new String[] {"red", "blue"}, cats, false), rules);
            assertEquals(2, summaryRows(out, "rules = '" + rules + "'").size(), "one summary row per seat: " + rules);
        }

        // the queries docs/simulation.md shows, on these tables
        String doc = Files.readString(Path.of("..", "docs", "simulation.md"));
        String sql = doc.substring(doc.indexOf("```sql\n") + 7);
        List<String> queries = new ArrayList<>();
        for (String q : sql.substring(0, sql.indexOf("```")).split(";")) if (!q.isBlank()) queries.add(q.replace("expansion/", out + "/"));
        assertEquals(2, queries.size());
        List<Row> edge = spark.sql(queries.get(0)).collectAsList();
        assertEquals(List.of("base", "base,inns-and-cathedrals"), edge.stream().map(r -> r.getString(0)).toList());
        List<Row> baseRows = spark.read().parquet(out.resolve("games").toString()).where("rules = 'base'").collectAsList();
        double red = baseRows.stream().filter(r -> r.<Integer>getAs("seat") == 0).mapToInt(r -> r.<Integer>getAs("score")).sum() / 300.0;
        double blue = baseRows.stream().filter(r -> r.<Integer>getAs("seat") == 1).mapToInt(r -> r.<Integer>getAs("score")).sum() / 300.0;
        assertEquals(red - blue, edge.get(0).getDouble(2), 1e-9);
        List<Row> summary = spark.sql(queries.get(1)).collectAsList();
        assertEquals(4, summary.size(), "two rule set lists, two seats");
        assertEquals(List.of("base", "", 0), List.of(summary.get(0).get(0), summary.get(0).get(1), summary.get(0).get(2)));
        assertTrue(summary.get(0).get(5) != null, "mean points of the city category");
    }

    @Test void compareRulesPlaysTheSameSeedsWithOtherRuleSetsAndPairsThem() throws Exception {
        Path out = tmp.resolve("compare-rules");
        Run r = job("simulate", "--rules", "base", "--bots", "random", "--games", "200", "--compare", "rules=base,inns-and-cathedrals",
                "--partitions", "2", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("base rules base, options (the rules' defaults):", r.lines().get(1));
        assertTrue(r.out().contains("\ncompare rules base,inns-and-cathedrals, options (the rules' defaults):\n"), r.out());
        String[] names = {"red", "blue"};
        List<String> innsCats = RulesLoader.load(RULESETS, List.of("base", "inns-and-cathedrals")).categories;
        for (String rules : List.of("base", "base,inns-and-cathedrals")) {
            Path csv = tmp.resolve("compare-" + rules.replace(',', '+') + ".csv");
            Run local = local("simulate", "--rules", rules, "--bots", "random", "--games", "200", "--out", csv.toString());
            assertEquals(0, local.code(), local.err());
            assertEquals(Files.readString(csv), csv(out, "rules = '" + rules + "'", names, rules.equals("base") ? base.categories : innsCats, false), rules);
        }
        List<Row> c = summaryRows(out, "run = 'compare'");
        assertEquals(List.of("base,inns-and-cathedrals", "base"), List.of(c.get(0).getAs("rules"), c.get(0).getAs("versus_rules")));
        List<Row> games = spark.read().parquet(out.resolve("games").toString()).collectAsList();
        double d = 0;
        for (Row g : games) if (g.<Integer>getAs("seat") == 0) d += (g.getAs("run").equals("compare") ? 1 : -1) * g.<Integer>getAs("score");
        assertEquals(d / 200, c.get(0).getDouble(c.get(0).fieldIndex("score_difference")), 1e-9, "paired by seed");
    }

    @Test void badSweepsAreUsageErrorsAsSimulateGivesThem() {
        Run r = job("simulate", "--sweep", "farmer_pionts=2,3", "--out", tmp.resolve("x").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("error: unknown option 'farmer_pionts' for rules base; did you mean 'farmer_points'?"), r.err());
        r = job("simulate", "--sweep", "farmer_points", "--out", tmp.resolve("x").toString());
        assertEquals(2, r.code());
        assertEquals("error: --sweep expects NAME=V1,V2,..., found 'farmer_points'\n", r.err());
        r = job("simulate", "--players", "2,7", "--out", tmp.resolve("x").toString());
        assertEquals(2, r.code());
        assertEquals("error: rules base are for 2 to 5 players, not 7\n", r.err());
        r = job("simulate", "--rules", "base", "--sweep", "rules=base;base,inns", "--out", tmp.resolve("x").toString());
        assertEquals(2, r.code());
        assertEquals("error: --sweep rules=... names the rule sets; leave out --rules (found both)\n", r.err());
        r = job("simulate", "--games", "10");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("error: Missing required option: '--out=DIR'"), r.err());
    }

    /** The options the job shares with simulate are simulate's: the same names, texts and checks (one class, SimulateOptions). */
    @Test void theOptionsSharedWithSimulateAreItsOwnWithItsChecks() {
        picocli.CommandLine.Model.CommandSpec job = new picocli.CommandLine(new SparkMain()).getSubcommands().get("simulate").getCommandSpec();
        picocli.CommandLine.Model.CommandSpec sim = new picocli.CommandLine(new SimulateCommand()).getCommandSpec();
        for (String name : List.of("--rules", "--games", "--from", "--to", "--seed", "--bots", "--playouts", "--option")) {
            assertEquals(List.of(sim.findOption(name).description()), List.of(job.findOption(name).description()), name);
            assertEquals(sim.findOption(name).defaultValue(), job.findOption(name).defaultValue(), name);
        }
        String[][] bad = {{"--games", "0"}, {"--from", "-1"}, {"--from", "5", "--to", "5"}, {"--playouts", "0"}, {"--bots", "greedi"},
                {"--bots", "random,random,random"}};
        for (String[] b : bad) {
            List<String> a = new ArrayList<>(List.of("simulate"));
            a.addAll(List.of(b));
            Run l = local(a.toArray(new String[0]));
            a.addAll(List.of("--out", tmp.resolve("bad").toString()));
            Run j = job(a.toArray(new String[0]));
            assertEquals(2, l.code(), l.err());
            assertEquals(List.of(2, l.err()), List.of(j.code(), j.err()), String.join(" ", b));
        }
    }

    /** The ```sql blocks of docs/simulation.md, each a list of its queries with 'expansion/' pointing at {@code out}. */
    static List<List<String>> docQueries(Path out) throws java.io.IOException {
        String doc = Files.readString(Path.of("..", "docs", "simulation.md"));
        List<List<String>> blocks = new ArrayList<>();
        for (int at = doc.indexOf("```sql\n"); at >= 0; at = doc.indexOf("```sql\n", at)) {
            int from = at + 7, to = doc.indexOf("```", from);
            List<String> queries = new ArrayList<>();
            for (String q : doc.substring(from, to).split(";")) {
                q = q.replaceAll("(?m)^--.*$", "").strip();
                if (!q.isEmpty()) queries.add(q.replace("expansion/", out + "/"));
            }
            blocks.add(queries);
            at = to + 3;
        }
        return blocks;
    }

    /** A result's cells as text, numbers to 9 decimals (the two engines may sum doubles in another order). */
    static String cell(Object v) {
        if (v instanceof Double d) return String.format(java.util.Locale.ROOT, "%.9f", d);
        if (v instanceof Number n) return String.valueOf(n.longValue());
        return String.valueOf(v);
    }

    @Test void theDocsQueriesGiveTheSameRowsInSparkSqlAndInDuckDb() throws Exception {
        Path out = tmp.resolve("duckdb");
        Run r = job("simulate", "--sweep", "rules=base;base,inns-and-cathedrals", "--bots", "random", "--games", "100",
                "--partitions", "2", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        List<List<String>> blocks = docQueries(out);
        assertEquals(2, blocks.size(), "a Spark SQL block and a DuckDB block");
        assertEquals(2, blocks.get(1).size());
        try (java.sql.Connection duck = java.sql.DriverManager.getConnection("jdbc:duckdb:")) {
            for (int q = 0; q < 2; q++) {
                List<List<String>> inSpark = new ArrayList<>(), inDuck = new ArrayList<>();
                for (Row row : spark.sql(blocks.get(0).get(q)).collectAsList()) {
                    List<String> cells = new ArrayList<>();
                    for (int c = 0; c < row.size(); c++) cells.add(cell(row.get(c)));
                    inSpark.add(cells);
                }
                try (java.sql.Statement st = duck.createStatement(); java.sql.ResultSet rs = st.executeQuery(blocks.get(1).get(q))) {
                    while (rs.next()) {
                        List<String> cells = new ArrayList<>();
                        for (int c = 1; c <= rs.getMetaData().getColumnCount(); c++) cells.add(cell(rs.getObject(c)));
                        inDuck.add(cells);
                    }
                }
                assertEquals(q == 0 ? 2 : 4, inSpark.size(), "two rule set lists" + (q == 0 ? "" : ", two seats each"));
                assertEquals(inSpark, inDuck, "query " + (q + 1));
            }
        }
    }

    /** --archives rules.zip#rules in cluster mode on standalone or Kubernetes: unpacked into SparkFiles' root, not the current folder. */
    @Test void aRelativeRulesDirNotInTheCurrentFolderIsLookedUpWhereSparkUnpacksArchives() throws Exception {
        Path root = Path.of(org.apache.spark.SparkFiles.getRootDirectory());
        Path shippedDir = Files.createDirectories(root.resolve("archive-test").resolve("rulesets"));
        List<Path> dirs = SparkSimulate.shipped(List.of(Path.of("archive-test", "rulesets"), RULESETS),
                java.util.concurrent.CompletableFuture.completedFuture(spark));
        assertEquals(List.of(shippedDir, RULESETS), dirs, "the current folder's 'rulesets' as given");
        assertEquals(List.of(Path.of("no-such-folder")), SparkSimulate.shipped(List.of(Path.of("no-such-folder")),
                java.util.concurrent.CompletableFuture.completedFuture(spark)), "left for the usual message");
    }
}
