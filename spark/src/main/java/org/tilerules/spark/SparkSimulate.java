package org.tilerules.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.SparkFiles;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.util.CollectionAccumulator;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;
import org.tilerules.sim.Summary;
import org.tilerules.simulate.ProgressLine;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.RulesDir;
import org.tilerules.simulate.SimulateOptions;
import org.tilerules.simulate.SimulateReport;
import org.tilerules.simulate.SimulateSetup;
import org.tilerules.simulate.UsageError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;

@Command(name = "simulate", mixinStandardHelpOptions = true, versionProvider = SparkMain.Version.class,
        description = {"The simulate command as a Spark job: plays many games with bots, cut into seed ranges that run as "
                + "Spark tasks, writes one row per game and seat as Parquet to DIR/games and the report's figures (one row "
                + "per seat) to DIR/summary, each row saying what made it (version, rules, rules' hash, options, bots, seed), "
                + "and prints the report of simulate, summed by the tasks as they play.",
                "Game i uses seed S + i, whatever the partitioning, so the rows and the report are those of simulate. "
                        + "--sweep (of options, or rules=A;B,C of rule sets) and a list of --players play every combination in one job, one report row each."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  spark-submit --class org.tilerules.spark.SparkMain tilerules-spark.jar simulate --rules base --games 100000 --out results",
                "  bin/carcassonne-spark simulate --rules base --games 20000 --compare NAME=VALUE --out cmp",
                "  bin/carcassonne-spark simulate --rules base --games 5000 --players 2,3,4,5 --sweep NAME=V1,V2,V3 --out sweep",
                "  bin/carcassonne-spark simulate --sweep 'rules=base;base,EXPANSION' --bots random --games 5000 --out sweep"})
final class SparkSimulate implements Callable<Integer> {
    /** Spark configuration key naming a seed range whose first attempt fails halfway (a drill of Spark's retries). */
    static final String FAIL_ONCE = "spark.tilerules.failOnce";
    /** Spark configuration key: at most how many seconds to wait for a cluster's executors before choosing the partitions. */
    static final String EXECUTOR_WAIT = "spark.tilerules.executorWait";
    static final String RULES = "rules";

    @Spec CommandSpec spec;

    @Option(names = "--rules-dir", paramLabel = "DIR",
            description = "A folder of your own rule sets, searched before the program's (repeatable; then the folders of "
                    + "TILERULES_RULES_DIR, then the 'rulesets' folder found walking up from the current folder, "
                    + "else from the job jar's folder, else the rule sets packed in the jar). Their files travel with the job.")
    List<Path> rulesDirs = new ArrayList<>();

    /** --rules: simulate's (a list of rule sets, or all). */
    @Mixin RulesChoice rules;

    @Option(names = "--players", paramLabel = "N", split = ",", defaultValue = "2",
            description = "Players per game (default: ${DEFAULT-VALUE}); several, comma-separated, sweep over them.")
    List<Integer> players;

    /** --games, --from, --to, --seed, --bots, --playouts and --option: simulate's, with its checks. */
    @Mixin SimulateOptions games;

    @Option(names = "--compare", paramLabel = "NAME=VALUE",
            description = "Also plays the same seeds with these options set (comma-separated; rules=A,B: with these rule sets "
                    + "instead), and reports the paired differences per seat; may be repeated.")
    List<String> compare;

    @Option(names = "--sweep", paramLabel = "NAME=V1,V2,...",
            description = "Plays every listed value of the option (with every other --sweep and --players value); may be repeated. "
                    + "rules=A;B,C: every listed rule set list, separated by ';'.")
    List<String> sweeps;

    @Option(names = "--partitions", paramLabel = "P",
            description = "Seed ranges (Spark tasks) per combination; a task plays its range in every run (default: four per "
                    + "core the executors have, shared among the combinations).")
    Integer partitions;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "Output folder (any path Spark writes: local, hdfs://, s3a://): DIR/games and DIR/summary, Parquet; replaced if there.")
    String out;

    @Override public Integer call() {
        PrintWriter o = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        games.check();
        int first = games.first(), end = games.end();
        long seed = games.seed();
        if (partitions != null && partitions < 1) throw new UsageError("--partitions must be at least 1, found " + partitions);

        // Spark starts (and in local mode, its SQL writer warms up) while the driver loads the rules
        CompletableFuture<SparkSession> starting = CompletableFuture.supplyAsync(() -> {
            SparkSession s = session();
            warmUp(s);
            return s;
        });
        Path program;
        List<Path> dirs;
        try {
            program = programFolder();
            dirs = shipped(rulesDirs, starting);
        } catch (RuntimeException e) {
            starting.join();
            throw e;
        }
        Map<List<String>, SimulateSetup> setups = new LinkedHashMap<>();
        Function<List<String>, SimulateSetup> load =
                names -> setups.computeIfAbsent(names, n -> SimulateSetup.load(dirs, program, n, err));
        SimulateSetup first0;
        try {
            first0 = load.apply(rules.names());
        } catch (RuntimeException e) {
            starting.join();
            throw e;
        }
        Job job;
        try {
            job = job(first0, load, first, end);
        } finally {
            try {
                starting.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                throw e;
            }
        }
        SparkSession spark = starting.join();
        List<Rules> all = new ArrayList<>();
        for (SimulateSetup s : setups.values()) all.add(s.rules);
        RulesBundle bundle = RulesBundle.of(first0.rulesDir, all);
        for (SimulateSetup s : setups.values()) bundle.remember(s.ruleNames, s.rules);
        job = job.withHash(bundle.digest);
        int cores = cores(spark);
        int ranges = partitions != null ? partitions : Math.max(1, (4 * cores + job.combinations.size() - 1) / job.combinations.size());
        int failOnce = Integer.parseInt(spark.conf().get(FAIL_ONCE, "-1").trim());

        String gamesDir = out + "/games", summaryDir = out + "/summary";
        long t0 = System.nanoTime();
        List<SeedRange> tasks = job.seedRanges(ranges);
        CollectionAccumulator<Totals.OfRange> sums = spark.sparkContext().collectionAccumulator("tilerules sums");
        Progress progress = new Progress(job, tasks, new ProgressLine(err, ProgressLine.onTerminal(), ""), t0);
        spark.sparkContext().addSparkListener(progress);
        try {
            ((org.apache.spark.sql.classic.SparkSession) spark).internalCreateDataFrame(play(spark, job, bundle, tasks, failOnce, sums).rdd(), GameRows.SCHEMA, false)
                    .write().options(GameRows.WRITER_OPTIONS).mode(SaveMode.Overwrite).parquet(gamesDir);
        } finally {
            spark.sparkContext().removeSparkListener(progress);
            progress.close();
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        List<SummaryRows.Result> results = results(job, sums.value(), tasks.size());
        SummaryRows.write(spark, job, results, summaryDir);

        String where = String.format(Locale.ROOT, "%.1f s, %.1f games/s on Spark (%s, %d seed %s per %s)", secs,
                job.totalGames() / Math.max(1e-9, secs), spark.sparkContext().master(), tasks.size() / job.combinations.size(),
                tasks.size() / job.combinations.size() == 1 ? "range" : "ranges", job.combinations.size() == 1 ? "run" : "combination");
        if (job.combinations.size() == 1) {
            Combination c = job.combinations.get(0);
            SummaryRows.Result r = results.get(0);
            o.println(String.format(Locale.ROOT, "%d games (%d to %d, seeds %d to %d), %d players, rules %s, bots %s: %s",
                    end - first, first, end - 1, seed + first, seed + end - 1, c.players(), c.base().rulesText(), c.botsText(), where));
            if (job.comparing) {
                SimulateSetup b = setups.get(c.base().ruleNames()), v = setups.get(c.compare().ruleNames());
                boolean otherRules = !c.base().ruleNames().equals(c.compare().ruleNames());
                o.println((otherRules ? "base rules " + c.base().rulesText() + ", options" : "base options") + b.describe(c.base().options()) + ":");
                SimulateReport.summary(o, r.base(), c.names(), c.bots(), c.base().categories());
                o.println((otherRules ? "compare rules " + c.compare().rulesText() + ", options" : "compare options")
                        + v.describe(c.compare().options()) + ":");
                SimulateReport.summary(o, r.compare(), c.names(), c.bots(), c.compare().categories());
                SimulateReport.comparison(o, r.comparison(), c.names(), c.bots(), String.join(",", compareSettings()));
            } else {
                SimulateReport.summary(o, r.base(), c.names(), c.bots(), c.base().categories());
            }
        } else {
            List<String> ruleTexts = new ArrayList<>();
            for (Combination c : job.combinations) if (!ruleTexts.contains(c.base().rulesText())) ruleTexts.add(c.base().rulesText());
            o.println(String.format(Locale.ROOT, "%d games each (%d to %d, seeds %d to %d) for %d combinations, rules %s, bots %s: %s",
                    end - first, first, end - 1, seed + first, seed + end - 1, job.combinations.size(),
                    String.join(";", ruleTexts), String.join(",", games.bots()), where));
            SweepTable.print(o, job, results, String.join(",", compareSettings()));
        }
        o.println("wrote " + gamesDir + " and " + summaryDir + " (Parquet)");
        o.flush();
        return 0;
    }

    /** The report of every combination from the sums the tasks published (each range once, should Spark report one twice). */
    static List<SummaryRows.Result> results(Job job, List<Totals.OfRange> published, int ranges) {
        List<Totals.OfCombination> per = new ArrayList<>();
        for (Combination c : job.combinations) per.add(new Totals.OfCombination(c));
        BitSet seen = new BitSet();
        for (Totals.OfRange r : published) {
            if (seen.get(r.range())) continue;
            seen.set(r.range());
            per.get(r.combination()).merge(r);
        }
        if (seen.cardinality() != ranges) {
            throw new IllegalStateException("the sums of " + (ranges - seen.cardinality()) + " of " + ranges + " seed ranges are missing");
        }
        List<SummaryRows.Result> out = new ArrayList<>();
        for (Totals.OfCombination t : per) {
            Summary b = t.base.summary();
            if (t.compare == null) {
                out.add(new SummaryRows.Result(b, null, null));
            } else {
                Summary v = t.compare.summary();
                out.add(new SummaryRows.Result(b, v, t.pairs.comparison(b, v)));
            }
        }
        return out;
    }

    /** Plays every seed range as one task; the rows stream out of the game loop into the writer, the sums into {@code sums}. */
    static JavaRDD<InternalRow> play(SparkSession spark, Job job, RulesBundle bundle, List<SeedRange> tasks, int failOnce,
                             CollectionAccumulator<Totals.OfRange> sums) {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Broadcast<RulesBundle> files = jsc.broadcast(bundle);
        return jsc.parallelize(tasks, tasks.size()).flatMap(r -> GameRows.play(job, files.value(), r, failOnce, sums));
    }

    /**
     * In local mode, writes an empty table of the games' schema to a temporary folder (then deletes it): the
     * classes and code of Spark's SQL planner and Parquet writer load while the driver loads the rules, rather
     * than after. A cluster's executors warm up in their own JVMs; nothing is done there.
     */
    static void warmUp(SparkSession spark) {
        if (!spark.sparkContext().isLocal()) return;
        try {
            Path dir = Files.createTempDirectory("tilerules-warm-up-");
            try {
                JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
                spark.createDataFrame(jsc.<Row>emptyRDD(), GameRows.SCHEMA).write().mode(SaveMode.Overwrite)
                        .parquet(dir.resolve("t").toUri().toString());
            } finally {
                RulesBundle.delete(dir);
            }
        } catch (IOException | RuntimeException e) {
            // only a warm-up
        }
    }

    /**
     * The cores to fill. In local mode, Spark's default parallelism (the threads of {@code local[N]}). On a
     * cluster the executors register after the session starts: wait until their number has not changed for
     * 3 s (at most {@code spark.tilerules.executorWait} seconds, default 60), then take Spark's default
     * parallelism, which is then the cores of the executors registered (or {@code spark.default.parallelism}).
     */
    static int cores(SparkSession spark) {
        SparkContext sc = spark.sparkContext();
        if (!sc.isLocal()) {
            long limit = System.nanoTime() + (long) (Double.parseDouble(sc.getConf().get(EXECUTOR_WAIT, "60")) * 1e9);
            int seen = -1;
            long stableSince = System.nanoTime();
            while (System.nanoTime() < limit) {
                int n = sc.statusTracker().getExecutorInfos().length - 1; // less the driver
                if (n != seen) {
                    seen = n;
                    stableSince = System.nanoTime();
                } else if (n > 0 && System.nanoTime() - stableSince > 3_000_000_000L) {
                    break;
                }
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        return Math.max(1, sc.defaultParallelism());
    }

    /**
     * The Spark session: the one running (a test's), else one on the master
     * spark-submit or {@code -Dspark.master} names, else in local mode on every core.
     * In local mode the driver binds to the loopback address and the web UI is off,
     * unless the configuration says otherwise.
     */
    static SparkSession session() {
        SparkConf conf = new SparkConf().setAppName("tilerules simulate");
        if (!conf.contains("spark.master")) conf.setMaster("local[*]");
        if (conf.get("spark.master").startsWith("local")) {
            conf.setIfMissing("spark.driver.host", "127.0.0.1");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
            conf.setIfMissing("spark.ui.enabled", "false");
        }
        return SQLContext.getOrCreate(SparkContext.getOrCreate(conf)).sparkSession();
    }

    /** The --compare settings, with a {@code rules=A,B} entry kept whole (its commas name rule sets, not settings). */
    List<String> compareSettings() {
        List<String> outList = new ArrayList<>();
        if (compare == null) return outList;
        for (String item : compare) {
            for (String token : item.split(",")) {
                token = token.trim();
                int last = outList.size() - 1;
                if (!token.contains("=") && last >= 0 && outList.get(last).startsWith("rules=")) outList.set(last, outList.get(last) + "," + token);
                else outList.add(token);
            }
        }
        return outList;
    }

    /** The progress line: games of the seed ranges done, as their tasks end. */
    static final class Progress extends SparkListener {
        private final ProgressLine line;
        private final long[] games;
        private final long total, t0;
        private final BitSet done = new BitSet();
        private long played;

        Progress(Job job, List<SeedRange> tasks, ProgressLine line, long t0) {
            this.line = line;
            this.t0 = t0;
            games = new long[tasks.size()];
            for (SeedRange r : tasks) games[r.index()] = (long) (r.to() - r.from()) * job.runs().size();
            total = job.totalGames();
        }

        @Override public synchronized void onTaskEnd(SparkListenerTaskEnd e) {
            int p = e.taskInfo().partitionId();
            if (!e.taskInfo().successful() || p < 0 || p >= games.length || done.get(p)) return;
            done.set(p);
            played += games[p];
            line.update((int) Math.min(Integer.MAX_VALUE, played), (int) Math.min(Integer.MAX_VALUE, total), System.nanoTime() - t0);
        }

        synchronized void close() { line.close(); }
    }

    /**
     * The --rules-dir folders, a relative one that is not in the current folder looked up where Spark
     * unpacks {@code --archives} and puts {@code --files} for the driver ({@code SparkFiles}' root): in
     * cluster mode on a standalone cluster or Kubernetes that is a temporary folder, not the driver's
     * current folder (YARN unpacks them into the current folder). Waits for Spark's start only then.
     */
    static List<Path> shipped(List<Path> dirs, CompletableFuture<SparkSession> starting) {
        List<Path> out = new ArrayList<>();
        for (Path d : dirs) {
            if (!d.isAbsolute() && !Files.isDirectory(d)) {
                starting.join();
                Path there = Path.of(SparkFiles.getRootDirectory()).resolve(d);
                if (Files.isDirectory(there)) d = there;
            }
            out.add(d);
        }
        return out;
    }

    /** The program's rule sets when no 'rulesets' folder lies above the current folder or the jar: those packed in the jar. */
    private static Path programFolder() {
        if (RulesDir.above(Path.of("").toAbsolutePath()) != null) return null;
        Path at = ShippedRules.installation();
        if (at != null && at.getParent() != null && RulesDir.above(at.getParent()) != null) return null;
        Path shipped = ShippedRules.rulesets();
        return shipped; // null: the usual "no 'rulesets' folder" message
    }

    /**
     * The combinations of the sweep (players outermost, then each --sweep in order; {@code rules=A;B,C} sweeps over
     * rule set lists), checked as simulate checks them: options against each combination's rules.
     */
    private Job job(SimulateSetup first0, Function<List<String>, SimulateSetup> load, int first, int end) {
        Map<String, List<String>> swept = new LinkedHashMap<>();
        boolean rulesGiven = spec.commandLine().getParseResult().hasMatchedOption("--rules");
        if (sweeps != null) {
            for (String s : sweeps) {
                int eq = s.indexOf('=');
                if (eq <= 0 || eq == s.length() - 1) throw new UsageError("--sweep expects NAME=V1,V2,..., found '" + s + "'");
                String name = s.substring(0, eq).trim();
                if (swept.containsKey(name)) throw new UsageError("--sweep names option '" + name + "' twice");
                boolean ofRules = name.equals(RULES);
                if (ofRules && rulesGiven) {
                    throw new UsageError("--sweep rules=... names the rule sets; leave out --rules (found both)");
                }
                List<String> values = new ArrayList<>();
                for (String v : s.substring(eq + 1).split(ofRules ? ";" : ",")) {
                    v = v.trim();
                    if (v.isEmpty()) throw new UsageError("--sweep " + s + ": an empty value");
                    if (ofRules) {
                        v = String.join(",", load.apply(List.of(v.split("\\s*,\\s*"))).ruleNames);
                    } else if (swept.containsKey(RULES)) {
                        for (String r : swept.get(RULES)) load.apply(List.of(r.split(","))).options(List.of(name + "=" + v));
                    } else {
                        first0.options(List.of(name + "=" + v)); // unknown option or bad value: simulate's message
                    }
                    if (values.contains(v)) throw new UsageError("--sweep " + s + ": value " + v + " twice");
                    values.add(v);
                }
                swept.put(name, values);
            }
        }
        List<Integer> counts = new ArrayList<>();
        for (int p : players) {
            if (counts.contains(p)) throw new UsageError("--players names " + p + " twice");
            counts.add(p);
        }
        List<List<String>> points = new ArrayList<>();
        points.add(List.of());
        for (Map.Entry<String, List<String>> e : swept.entrySet()) {
            List<List<String>> next = new ArrayList<>();
            for (List<String> p : points) {
                for (String v : e.getValue()) {
                    List<String> q = new ArrayList<>(p);
                    q.add(e.getKey() + "=" + v);
                    next.add(q);
                }
            }
            points = next;
        }
        List<String> compareRules = null, compareOptions = new ArrayList<>();
        for (String c : compareSettings()) {
            if (c.startsWith(RULES + "=")) {
                if (compareRules != null) throw new UsageError("--compare names rules twice");
                compareRules = load.apply(List.of(c.substring(RULES.length() + 1).split("\\s*,\\s*"))).ruleNames;
            } else {
                compareOptions.add(c);
            }
        }
        boolean comparing = compare != null && !compare.isEmpty();
        List<Combination> combos = new ArrayList<>();
        for (int p : counts) {
            for (List<String> point : points) {
                SimulateSetup b = first0;
                List<String> settings = new ArrayList<>(games.settings()), shown = new ArrayList<>();
                for (String setting : point) {
                    String name = setting.substring(0, setting.indexOf('=')), value = setting.substring(setting.indexOf('=') + 1);
                    shown.add(value);
                    if (name.equals(RULES)) b = load.apply(List.of(value.split(",")));
                    else settings.add(setting);
                }
                String[] names = b.playerNames(p);
                List<String> seated = games.seated(p);
                Combination.Run base = run(b, settings), variant = null;
                if (comparing) {
                    SimulateSetup v = compareRules == null ? b : load.apply(compareRules);
                    v.playerNames(p);
                    List<String> both = new ArrayList<>(settings);
                    both.addAll(compareOptions);
                    variant = run(v, both);
                }
                combos.add(new Combination(p, shown, names, seated, base, variant));
            }
        }
        return new Job(SparkMain.version(), "", games.seed(), first, end, games.playouts(), new ArrayList<>(swept.keySet()), combos, comparing);
    }

    private static Combination.Run run(SimulateSetup s, List<String> settings) {
        int[] values = s.options(settings), def = s.rules.defaultOptions();
        TreeMap<String, String> diff = new TreeMap<>();
        for (Rules.OptionDecl d : s.rules.options) {
            int v = values[d.index()];
            if (v != def[d.index()]) diff.put(d.name(), d.type() == Type.BOOL ? String.valueOf(v != 0) : String.valueOf(v));
        }
        List<String> text = new ArrayList<>();
        for (Map.Entry<String, String> e : diff.entrySet()) text.add(e.getKey() + "=" + e.getValue());
        return new Combination.Run(s.ruleNames, List.copyOf(s.rules.categories), values, String.join(",", text));
    }
}
