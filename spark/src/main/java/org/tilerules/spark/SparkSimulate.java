package org.tilerules.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.tilerules.cli.SimulateSetup;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.Bots;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "simulate", mixinStandardHelpOptions = true, versionProvider = SparkMain.Version.class,
        description = {"The simulate command as a Spark job: plays many games with bots, cut into seed ranges that run as "
                + "Spark tasks, writes one row per game as Parquet to DIR/games and the report's figures to DIR/summary, "
                + "and prints the report of simulate, computed with Spark SQL.",
                "Game i uses seed S + i, whatever the partitioning, so the rows and the report are those of simulate. "
                        + "--sweep and a list of --players play every combination in one job, one report row each."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  spark-submit --class org.tilerules.spark.SparkMain tilerules-spark.jar simulate --rules base --games 100000 --out results",
                "  bin/carcassonne-spark simulate --rules base --games 20000 --compare NAME=VALUE --out cmp",
                "  bin/carcassonne-spark simulate --rules base --games 5000 --players 2,3,4,5 --sweep NAME=V1,V2,V3 --out sweep"})
final class SparkSimulate implements Callable<Integer> {
    /** Spark configuration key naming a seed range whose first attempt fails halfway (a drill of Spark's retries). */
    static final String FAIL_ONCE = "spark.tilerules.failOnce";

    @Spec CommandSpec spec;

    @Option(names = "--rules-dir", paramLabel = "DIR",
            description = "A folder of your own rule sets, searched before the program's (repeatable; then the folders of "
                    + "TILERULES_RULES_DIR, then the 'rulesets' folder found walking up from the current folder, "
                    + "else from the job jar's folder, else the rule sets packed in the jar). Their files travel with the job.")
    List<Path> rulesDirs = new ArrayList<>();

    @Option(names = "--rules", paramLabel = "NAME", split = ",", defaultValue = "base",
            description = "Rule sets to load, comma-separated (default: ${DEFAULT-VALUE}); 'all': every rule set that combines with the others.")
    List<String> rules;

    @Option(names = "--players", paramLabel = "N", split = ",", defaultValue = "2",
            description = "Players per game (default: ${DEFAULT-VALUE}); several, comma-separated, sweep over them.")
    List<Integer> players;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games 0 to N-1 (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--from", paramLabel = "A", description = "First game to play (default: 0).")
    Integer from;

    @Option(names = "--to", paramLabel = "B", description = "Play games up to B, excluding B (default: --games).")
    Integer to;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of game 0; game i uses S + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--bots", paramLabel = "BOT", split = ",", defaultValue = "greedy",
            description = "Bots: random, greedy or mcts; one for everyone, or one per player such as mcts,random (default: ${DEFAULT-VALUE}, "
                    + "as for simulate: games of random bots say little about a rule's balance).")
    List<String> bots;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "" + Bots.DEFAULT_PLAYOUTS,
            description = "Playouts per option for the mcts bot (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Sets an option the rule files declare; may be repeated.")
    List<String> options;

    @Option(names = "--compare", paramLabel = "NAME=VALUE", split = ",",
            description = "Also plays the same seeds with these options set, and reports the paired differences per seat.")
    List<String> compare;

    @Option(names = "--sweep", paramLabel = "NAME=V1,V2,...",
            description = "Plays every listed value of the option (with every other --sweep and --players value); may be repeated.")
    List<String> sweeps;

    @Option(names = "--partitions", paramLabel = "P",
            description = "Seed ranges (Spark tasks) per combination and run (default: Spark's default parallelism, the cores it has).")
    Integer partitions;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "Output folder (any path Spark writes: local, hdfs://, s3a://): DIR/games and DIR/summary, Parquet; replaced if there.")
    String out;

    @Override public Integer call() {
        PrintWriter o = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        int first = from == null ? 0 : from, end = to == null ? games : to;
        if (to == null && games < 1) throw SimulateSetup.usageError("--games must be at least 1, found " + games);
        if (first < 0) throw SimulateSetup.usageError("--from must not be negative, found " + first);
        if (end <= first) throw SimulateSetup.usageError("--to must be above --from: games " + first + " to " + end + " is empty");
        if (playouts < 1) throw SimulateSetup.usageError("--playouts must be at least 1, found " + playouts);
        if (partitions != null && partitions < 1) throw SimulateSetup.usageError("--partitions must be at least 1, found " + partitions);

        SimulateSetup setup = SimulateSetup.load(rulesDirs, programFolder(), rules, err);
        Job job = job(setup, first, end);
        SparkSession spark = session();
        int ranges = partitions != null ? partitions : Math.max(1, spark.sparkContext().defaultParallelism());
        StructType schema = GameRows.schema(setup.rules, job.sweptNames);
        RulesBundle bundle = RulesBundle.of(setup.rulesDir, setup.rules);
        int failOnce = Integer.parseInt(spark.conf().get(FAIL_ONCE, "-1").trim());

        long t0 = System.nanoTime();
        Dataset<Row> rows = spark.createDataFrame(play(spark, job, bundle, ranges, failOnce), schema);
        DataFrameWriter<Row> w = rows.write().mode(SaveMode.Overwrite);
        List<String> partitionBy = new ArrayList<>(job.sweptNames);
        if (job.playersSwept) partitionBy.add(0, "players");
        if (!partitionBy.isEmpty()) w = w.partitionBy(partitionBy.toArray(new String[0]));
        String gamesDir = out + "/games", summaryDir = out + "/summary";
        w.parquet(gamesDir);
        double secs = (System.nanoTime() - t0) / 1e9;

        spark.read().schema(schema).parquet(gamesDir).createOrReplaceTempView("games");
        List<SqlSummary.Result> results = SqlSummary.of(spark, job);
        SummaryRows.write(spark, job, setup.rules, results, summaryDir);

        String where = String.format(Locale.ROOT, "%.1f s, %.1f games/s on Spark (%s, %d seed %s per run)", secs,
                job.totalGames() / Math.max(1e-9, secs), spark.sparkContext().master(), job.seedRanges(ranges).size()
                        / job.combinations.size() / job.runs().size(), ranges == 1 ? "range" : "ranges");
        String bots = String.join(",", job.combinations.size() == 1 ? job.combinations.get(0).bots() : this.bots);
        if (job.combinations.size() == 1) {
            Combination c = job.combinations.get(0);
            SqlSummary.Result r = results.get(0);
            o.println(String.format(Locale.ROOT, "%d games (%d to %d, seeds %d to %d), %d players, rules %s, bots %s: %s",
                    end - first, first, end - 1, seed + first, seed + end - 1, c.players(), String.join(",", setup.rules.rulesets), bots, where));
            if (job.comparing) {
                o.println("base options" + setup.describe(c.base()) + ":");
                SimulateSetup.printSummary(o, r.base(), c.names(), c.bots(), job.categories);
                o.println("compare options" + setup.describe(c.compare()) + ":");
                SimulateSetup.printSummary(o, r.compare(), c.names(), c.bots(), job.categories);
                SimulateSetup.printComparison(o, r.comparison(), c.names(), c.bots(), String.join(",", compare));
            } else {
                SimulateSetup.printSummary(o, r.base(), c.names(), c.bots(), job.categories);
            }
        } else {
            o.println(String.format(Locale.ROOT, "%d games each (%d to %d, seeds %d to %d) for %d combinations, rules %s, bots %s: %s",
                    end - first, first, end - 1, seed + first, seed + end - 1, job.combinations.size(),
                    String.join(",", setup.rules.rulesets), bots, where));
            SweepTable.print(o, job, results, compare == null ? "" : String.join(",", compare));
        }
        o.println("wrote " + gamesDir + " and " + summaryDir + " (Parquet)");
        o.flush();
        return 0;
    }

    /** Plays every seed range as one task; the rows stream out of the game loop into the writer. */
    static JavaRDD<Row> play(SparkSession spark, Job job, RulesBundle bundle, int ranges, int failOnce) {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Broadcast<RulesBundle> files = jsc.broadcast(bundle);
        List<SeedRange> tasks = job.seedRanges(ranges);
        return jsc.parallelize(tasks, tasks.size()).flatMap(r -> GameRows.play(job, files.value(), r, failOnce));
    }

    /**
     * The Spark session: the one running (a test's), else one on the master
     * spark-submit or {@code -Dspark.master} names, else in local mode on every core.
     */
    static SparkSession session() {
        SparkConf conf = new SparkConf().setAppName("tilerules simulate");
        if (!conf.contains("spark.master")) conf.setMaster("local[*]");
        return SQLContext.getOrCreate(SparkContext.getOrCreate(conf)).sparkSession();
    }

    /** The program's rule sets when no 'rulesets' folder lies above the current folder or the jar: those packed in the jar. */
    private static Path programFolder() {
        if (SimulateSetup.rulesetsAbove(Path.of("").toAbsolutePath()) != null) return null;
        Path at = ShippedRules.installation();
        if (at != null && at.getParent() != null && SimulateSetup.rulesetsAbove(at.getParent()) != null) return null;
        Path shipped = ShippedRules.rulesets();
        return shipped; // null: the usual "no 'rulesets' folder" message
    }

    /** The combinations of the sweep (players outermost, then each --sweep in order), checked as simulate checks them. */
    private Job job(SimulateSetup setup, int first, int end) {
        Rules r = setup.rules;
        Map<String, List<String>> swept = new LinkedHashMap<>();
        if (sweeps != null) {
            for (String s : sweeps) {
                int eq = s.indexOf('=');
                if (eq <= 0 || eq == s.length() - 1) throw SimulateSetup.usageError("--sweep expects NAME=V1,V2,..., found '" + s + "'");
                String name = s.substring(0, eq).trim();
                List<String> values = new ArrayList<>();
                for (String v : s.substring(eq + 1).split(",")) {
                    v = v.trim();
                    if (v.isEmpty()) throw SimulateSetup.usageError("--sweep " + s + ": an empty value");
                    setup.options(List.of(name + "=" + v)); // unknown option or bad value: simulate's message
                    if (values.contains(v)) throw SimulateSetup.usageError("--sweep " + s + ": value " + v + " twice");
                    values.add(v);
                }
                if (swept.containsKey(name)) throw SimulateSetup.usageError("--sweep names option '" + name + "' twice");
                if (GameRows.FIXED.contains(name)) {
                    throw SimulateSetup.usageError("--sweep " + name + ": the option's name is that of a column of the rows; "
                            + "it cannot be swept here");
                }
                swept.put(name, values);
            }
        }
        List<Integer> counts = new ArrayList<>();
        for (int p : players) {
            if (counts.contains(p)) throw SimulateSetup.usageError("--players names " + p + " twice");
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
        List<Combination> combos = new ArrayList<>();
        boolean comparing = compare != null && !compare.isEmpty();
        for (int p : counts) {
            String[] names = setup.playerNames(p);
            List<String> seated = SimulateSetup.bots(bots, p);
            for (List<String> settings : points) {
                List<String> all = new ArrayList<>(options == null ? List.of() : options);
                all.addAll(settings);
                int[] base = setup.options(all);
                int[] variant = null;
                if (comparing) {
                    List<String> both = new ArrayList<>(all);
                    both.addAll(compare);
                    variant = setup.options(both);
                }
                List<Object> values = new ArrayList<>();
                for (String name : swept.keySet()) {
                    int v = base[r.optionByName.get(name).index()];
                    values.add(GameRows.optionType(r, name).equals(org.apache.spark.sql.types.DataTypes.BooleanType) ? (Object) (v != 0) : (Object) v);
                }
                combos.add(new Combination(p, values, settings, names, seated, base, variant));
            }
        }
        return new Job(setup.ruleNames, r.categories, seed, first, end, playouts, new ArrayList<>(swept.keySet()),
                counts.size() > 1, combos, comparing);
    }
}
