package org.tilerules.cli;

import org.tilerules.simulate.UsageError;
import org.tilerules.simulate.Failure;
import org.tilerules.simulate.RulesDir;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.Setup;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.Bots;
import org.tilerules.sim.Stats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Plays many games with random bots and reports games and placements per second, and the median "
                + "and 99th percentile time of a turn (every turn is timed).",
                "--tiles N plays a few games on a bag of N tiles (the rules' tiles repeated in proportion) and compares "
                        + "the first and last 100 placements; --copies times copying a game state; --bots greedy or mcts times "
                        + "each decision of that bot instead; --each warms up on every rule set, then plays base, every rule "
                        + "set of the folder with base, all of them, and base again, one line each, with the greedy bot's "
                        + "cost per decision."},
        footerHeading = "%nExamples:%n",
        footer = {"  carcassonne bench --rules base", "  carcassonne bench --rules base --games 10000 --warmup 1000 --players 4",
                "  carcassonne bench --rules base --games 40000 --warmup 5s --threads 2",
                "  carcassonne bench --rules base --tiles 1000",
                "  carcassonne bench --rules base --copies",
                "  carcassonne bench --rules all --bots greedy --players 4 --seconds 10",
                "  carcassonne bench --each --seconds 5",
                "  carcassonne bench --each --bots random --seconds 1",
                "  carcassonne bench --rules base --option NAME=VALUE"})
final class BenchCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;
    @Mixin RulesChoice rules;

    @Option(names = "--games", paramLabel = "N", defaultValue = "2000",
            description = "Games to time (default: ${DEFAULT-VALUE}; with --tiles: 10).")
    int games;

    @Option(names = "--warmup", paramLabel = "N|Ss", defaultValue = "2s",
            description = "Untimed games first, to warm up the JIT: a number of games, or seconds such as 2s; every thread "
                    + "warms up, since the compiler needs a core of its own to finish (default: ${DEFAULT-VALUE}).")
    String warmupSpec;

    /** Warm-up games, or -1 when the warm-up is by time. */
    private int warmup;
    private long warmupNanos;

    @Option(names = "--players", paramLabel = "N", defaultValue = "2", description = "Players per game (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Threads playing games side by side; thread t plays games t, t+T, t+2T, ... (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the first timed game; game i uses seed + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--tiles", paramLabel = "N", description = "Growth test: a bag of N tiles; reports the mean time of the first and last 100 placements.")
    Integer tiles;

    @Option(names = "--copies", description = "Times copying a game state (Game.copy) in the middle and at the end of a game.")
    boolean copies;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Sets an option the rule files declare; may be repeated.")
    List<String> options;

    @Option(names = "--each", description = "One line per rule set: base alone, then base with each rule set that "
            + "'--rules all' loads, then all of them together, then base again (the JIT's drift); every line is warmed up "
            + "before the first is timed. Games and placements per cpu second of the playing thread with random bots, each "
            + "line's cost per placement against base's, and the cost of a decision of the bot --bots names (greedy unless "
            + "told; --bots random leaves it out) (--rules is not read).")
    boolean each;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "2",
            description = "With --each or --bots: cpu seconds timed per line (random games, then the bot's decisions), after "
                    + "the warm-up (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--bots", paramLabel = "BOT",
            description = "random (the default), greedy or mcts. With greedy or mcts, that bot sits in every seat and each of "
                    + "its decisions among two or more options is timed (cpu time of the thread): the median and 99th "
                    + "percentile milliseconds per decision and decisions per cpu second, for --seconds cpu seconds of "
                    + "decisions and then to the end of the game in progress (whole games: late turns cost more). "
                    + "With --each: the bot whose decisions each line times (default there: greedy).")
    String bot;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "" + Bots.DEFAULT_PLAYOUTS,
            description = "Playouts per option for the mcts bot (default: ${DEFAULT-VALUE}).")
    int playouts;

    /** Turn times of one thread, in nanoseconds. */
    private static final class Times {
        long[] v = new long[1 << 12];
        int n;

        void add(long t) {
            if (n == v.length) v = Arrays.copyOf(v, n * 2);
            v[n++] = t;
        }
    }

    /** What one thread measured. */
    private static final class Tally {
        final Times times = new Times();
        long placements, choices, points, cpuNanos;
        int games;
    }

    @Override public Integer call() {
        if (games < 1) throw new UsageError("--games must be at least 1, found " + games);
        parseWarmup();
        if (threads < 1) throw new UsageError("--threads must be at least 1, found " + threads);
        if (tiles != null && tiles < 1) throw new UsageError("--tiles must be at least 1, found " + tiles);
        if (tiles != null && copies) throw new UsageError("--tiles and --copies are separate benchmarks; give one");
        if (each && (tiles != null || copies)) throw new UsageError("--each is a benchmark of its own: give it without --tiles and --copies");
        if (!(seconds > 0) || seconds > 3600) throw new UsageError("--seconds must be above 0 and at most 3600, found " + seconds);
        if (bot != null && !Bots.NAMES.contains(bot)) throw new UsageError("--bots takes one of " + String.join(", ", Bots.NAMES) + ", found '" + bot + "'");
        if (playouts < 1) throw new UsageError("--playouts must be at least 1, found " + playouts);
        boolean timesBot = bot != null && !bot.equals("random");
        if (timesBot && !each && (tiles != null || copies || threads != 1))
            throw new UsageError("--bots " + bot + " times decisions on one thread: give it without --tiles, --copies and --threads");
        PrintWriter out = spec.commandLine().getOut();
        if (each) return each(out, rulesDir.resolve(), bot == null ? "greedy" : bot);
        Rules r = rules.load(rulesDir.resolve());
        String[] names = Setup.playerNames(r, players);
        int[] values = Setup.options(r, options);
        r.sideCodes(); // built lazily under a lock: build it before the threads start
        if (tiles != null) return growth(out, r, names, values);
        if (copies) return copies(out, r, names, values);
        if (timesBot) return decisions(out, r, names, values);

        Tally[] tallies = new Tally[threads];
        parallel(t -> warmUp(t, threads, r, names, values));
        long t0 = System.nanoTime();
        parallel(t -> {
            Tally y = new Tally(); // allocated by its thread: no cache line shared with another thread's tally
            tallies[t] = y;
            long cpu0 = cpuNow();
            for (int i = t; i < games; i += threads) {
                Game g = play(r, names, values, seed + i, y.times);
                y.placements += g.board.n - r.start.size();
                y.choices += g.choiceLog.size();
                for (int s : g.score) y.points += s;
                y.games++;
            }
            y.cpuNanos = cpuNow() - cpu0;
        });
        double secs = Math.max(1e-9, (System.nanoTime() - t0) / 1e9);
        long placements = 0, choices = 0, points = 0, cpu = 0;
        int n = 0;
        for (Tally y : tallies) { placements += y.placements; choices += y.choices; points += y.points; n += y.times.n; cpu += y.cpuNanos; }
        long[] all = new long[n];
        int k = 0;
        for (Tally y : tallies) { System.arraycopy(y.times.v, 0, all, k, y.times.n); k += y.times.n; }
        Arrays.sort(all);
        out.println(String.format(Locale.ROOT, "%d games in %.2f s: %.0f games/s, %.0f placements/s (%d %s, %d players, rules %s)",
                games, secs, games / secs, placements / secs, threads, threads == 1 ? "thread" : "threads", players,
                String.join(",", r.rulesets)));
        out.println(String.format(Locale.ROOT, "total: %d placements, %d choices, %.1f points per player per game",
                placements, choices, points / (double) games / players));
        out.println(String.format(Locale.ROOT, "turn time: median %.1f us, 99th percentile %.1f us (all %d turns timed)",
                Stats.quantile(all, n, 0.5) / 1e3, Stats.quantile(all, n, 0.99) / 1e3, n));
        if (cpu > 0) {
            out.println(String.format(Locale.ROOT, "cpu: %.2f s on the playing threads, %.0f games per cpu second "
                    + "(less sensitive than games/s to other work on the machine)", cpu / 1e9, games / (cpu / 1e9)));
        }
        out.println("machine: " + Machine.describe());
        return 0;
    }

    /** CPU time of the calling thread, or 0 where the JVM cannot tell. */
    private static long cpuNow() {
        java.lang.management.ThreadMXBean t = java.lang.management.ManagementFactory.getThreadMXBean();
        return t.isCurrentThreadCpuTimeSupported() ? t.getCurrentThreadCpuTime() : 0;
    }

    private void parseWarmup() {
        String w = warmupSpec.trim();
        try {
            if (w.endsWith("s")) {
                double secs = Double.parseDouble(w.substring(0, w.length() - 1));
                if (!(secs >= 0) || secs > 3600) throw new NumberFormatException();
                warmup = -1;
                warmupNanos = (long) (secs * 1e9);
            } else {
                warmup = Integer.parseInt(w);
                if (warmup < 0) throw new UsageError("--warmup must not be negative, found " + warmup);
            }
        } catch (NumberFormatException e) {
            throw new UsageError("--warmup takes a number of games or seconds such as 2s, found '" + warmupSpec + "'");
        }
    }

    /** Thread {@code t} of {@code n} plays its share of the warm-up games (seeds below the timed ones), or plays until the time is up. */
    private void warmUp(int t, int n, Rules r, String[] names, int[] values) {
        if (warmup >= 0) {
            for (int i = t; i < warmup; i += n) play(r, names, values, seed - 1 - i, null);
            return;
        }
        long end = System.nanoTime() + warmupNanos;
        for (int i = t; System.nanoTime() < end; i += n) play(r, names, values, seed - 1 - i, null);
    }

    private interface Work {
        void run(int thread);
    }

    /** Runs the work on every thread (the calling thread is thread 0) and waits for all. */
    private void parallel(Work w) {
        Thread[] ts = new Thread[threads - 1];
        Throwable[] failed = new Throwable[threads];
        for (int t = 1; t < threads; t++) {
            int id = t;
            ts[t - 1] = new Thread(() -> {
                try { w.run(id); } catch (Throwable e) { failed[id] = e; }
            }, "bench-" + t);
            ts[t - 1].setDaemon(true);
            ts[t - 1].start();
        }
        try { w.run(0); } catch (Throwable e) { failed[0] = e; }
        for (Thread t : ts) {
            try { t.join(); } catch (InterruptedException e) { Thread.currentThread().interrupt(); return; }
        }
        for (Throwable e : failed) {
            if (e instanceof RuntimeException re) throw re;
            if (e instanceof Error er) throw er;
        }
    }

    private static Game newGame(Rules r, String[] names, int[] values, long seed) {
        Game g = new Game(r, names, values, seed);
        for (int p = 0; p < names.length; p++) g.agents[p] = new RandomAgent(seed * 1_000_003L + 7919L * (p + 1));
        return g;
    }

    /** Plays a set-up game to its end, timing each turn into {@code times} when given. */
    private static Game play(Rules r, String[] names, int[] values, long seed, Times times) {
        Game g = newGame(r, names, values, seed);
        g.setUp();
        run(g, times, null);
        return g;
    }

    /** Runs turns to the end; each turn's nanoseconds go to {@code times}, and those of turns that placed a tile to {@code placing}. */
    private static void run(Game g, Times times, Times placing) {
        g.finishWhenOver = false;       // the final scoring is timed by nobody: it is not a turn's placement
        while (!g.over) {
            int before = g.board.n;
            long t0 = System.nanoTime();
            g.runTurn();
            long dt = System.nanoTime() - t0;
            if (times != null) times.add(dt);
            if (placing != null && g.board.n > before) placing.add(dt);
        }
        g.finish();
    }

    // ------------------------------------------------------------------ each rule set

    /**
     * Base, base with each rule set of the folder, all of them, and base again. Every line is warmed up first (the
     * JIT compiles what the rule sets share while it plays any of them, so a line timed before the others were
     * played would look slower than it is); then each line plays games with seeds from {@code seed} on one thread
     * until {@code seconds} of its cpu time have passed, and, unless {@code botName} is random, times the decisions
     * of that bot for as long again.
     */
    private int each(PrintWriter out, org.tilerules.front.RulesPath dir, String botName) {
        List<String> leftOut = new ArrayList<>();
        List<String> all = RulesLoader.all(dir, leftOut);
        java.util.Map<String, List<String>> lines = new java.util.LinkedHashMap<>();
        lines.put("base", List.of("base"));
        for (String n : all) if (!n.equals("base")) lines.put("base," + n, List.of("base", n));
        lines.put("all", all);
        boolean timesBot = !botName.equals("random");
        List<String> keys = new ArrayList<>(lines.keySet());
        Rules[] loaded = new Rules[keys.size()];
        for (int i = 0; i < loaded.length; i++) {
            loaded[i] = RulesLoader.load(dir, lines.get(keys.get(i)));
            Rules r = loaded[i];
            String[] seats = Setup.playerNames(r, players);
            int[] values = Setup.options(r, options);
            warmUp(0, 1, r, seats, values);
            if (timesBot) botWarmUp(r, seats, values, botName);
        }
        String head = String.format(Locale.ROOT, "%-40s %7s %12s %16s %17s %14s", "rules", "games", "games/cpu s",
                "placements/game", "placements/cpu s", "vs base/place");
        if (timesBot) head += String.format(Locale.ROOT, " %12s %15s %14s", botName + " ms", "decisions/cpu s", "vs base/dec");
        out.println(head);
        double basePerPlacement = 0, basePerDecision = 0;
        for (int i = 0; i <= loaded.length; i++) {
            boolean again = i == loaded.length;        // base at the end: how far the JIT moved since the first line
            Rules r = loaded[again ? 0 : i];
            String[] seats = Setup.playerNames(r, players);
            int[] values = Setup.options(r, options);
            long budget = (long) (seconds * 1e9), t0 = clock(), placements = 0;
            int n = 0;
            do {
                Game g = play(r, seats, values, seed + n, null);
                placements += g.board.n - r.start.size();
                n++;
            } while (clock() - t0 < budget);
            double cpu = Math.max(1e-9, (clock() - t0) / 1e9), perPlacement = cpu / Math.max(1, placements);
            if (basePerPlacement == 0) basePerPlacement = perPlacement;
            String line = String.format(Locale.ROOT, "%-40s %7d %12.1f %16.1f %17.0f %14.3f", again ? "base (again, at the end)" : keys.get(i),
                    n, n / cpu, placements / (double) n, placements / cpu, basePerPlacement / perPlacement);
            if (timesBot) {
                Decisions d = timeDecisions(r, seats, values, botName, budget);
                double perDecision = d.cpuNanos / (double) Math.max(1, d.times.n);
                if (basePerDecision == 0) basePerDecision = perDecision;
                line += String.format(Locale.ROOT, " %12.3f %15.1f %14.3f", d.median() / 1e6, d.perCpuSecond(), basePerDecision / perDecision);
            }
            out.println(line);
            out.flush();
        }
        for (String l : leftOut) out.println("all: left out " + l);
        out.println(String.format(Locale.ROOT, "(%d players, random bots, one thread, %s; every line was warmed up (%s) before the "
                + "first was timed; \"vs base/place\" is base's time per placement over the line's: 1 is as fast as base, 0.1 ten "
                + "times slower)", players, cpuNow() > 0 ? "cpu time of the playing thread" : "wall time (this JVM cannot tell a thread's cpu time)",
                warmupSpec));
        if (timesBot) {
            out.println(String.format(Locale.ROOT, "(%s: the %s bot in every seat, each decision among two or more options timed: "
                    + "median milliseconds, decisions per cpu second, and base's time per decision over the line's)",
                    botName + " ms", botName));
        }
        out.println("machine: " + Machine.describe());
        return 0;
    }

    /** The playing thread's cpu time where the JVM can tell it, else the wall clock. */
    private static long clock() {
        long cpu = cpuNow();
        return cpu > 0 ? cpu : System.nanoTime();
    }

    // ------------------------------------------------------------------ a bot's decisions

    /** The decisions one bot took and the cpu time each took. */
    private static final class Decisions {
        final Times times = new Times();
        long cpuNanos, options;
        int games;

        long median() {
            long[] v = Arrays.copyOf(times.v, times.n);
            Arrays.sort(v);
            return Stats.quantile(v, v.length, 0.5);
        }

        long quantile(double q) {
            long[] v = Arrays.copyOf(times.v, times.n);
            Arrays.sort(v);
            return Stats.quantile(v, v.length, q);
        }

        double perCpuSecond() { return times.n / Math.max(1e-9, cpuNanos / 1e9); }
    }

    /** Times each decision of the agent it wraps that has two or more options (a bot answers one option at once). */
    private static final class TimedAgent implements Agent {
        final Agent inner;
        final Decisions into;

        TimedAgent(Agent inner, Decisions into) { this.inner = inner; this.into = into; }

        @Override public int choose(Game g, int player, ChoiceSet options) {
            int n = options.size();
            if (n < 2) return inner.choose(g, player, options);
            long t0 = cpuNow();
            int c = inner.choose(g, player, options);
            long dt = cpuNow() - t0;
            into.times.add(dt);
            into.cpuNanos += dt;
            into.options += n;
            return c;
        }
    }

    /**
     * Plays games (seeds from {@code seed}) with the bot in every seat until its decisions have taken {@code budget}
     * nanoseconds of cpu time (at least one decision); the game in progress is played to its end, so that the late
     * turns of a game, on a bigger board, weigh as much as the early ones.
     */
    private Decisions timeDecisions(Rules r, String[] names, int[] values, String botName, long budget) {
        Decisions d = new Decisions();
        List<String> seated = java.util.Collections.nCopies(names.length, botName);
        for (int i = 0; d.cpuNanos < budget || d.times.n == 0; i++) {
            Game g = new Game(r, names, values, seed + i);
            Bots.seat(g, seated, playouts);
            for (int p = 0; p < names.length; p++) g.agents[p] = new TimedAgent(g.agents[p], d);
            g.setUp();
            d.games++;
            while (!g.over) g.runTurn();
            if (i > 1000 && d.times.n == 0) break;          // rules that never ask a bot anything
        }
        return d;
    }

    /** The bot's warm-up: as many decisions as --warmup games, or decisions for as many seconds (seeds below the timed ones). */
    private void botWarmUp(Rules r, String[] names, int[] values, String botName) {
        Decisions d = new Decisions();
        List<String> seated = java.util.Collections.nCopies(names.length, botName);
        long end = System.nanoTime() + warmupNanos;
        for (int i = 0; i < 1000; i++) {
            Game g = new Game(r, names, values, seed - 1 - i);
            Bots.seat(g, seated, playouts);
            for (int p = 0; p < names.length; p++) g.agents[p] = new TimedAgent(g.agents[p], d);
            g.setUp();
            while (!g.over) {
                if (warmup >= 0 ? d.times.n >= warmup : System.nanoTime() >= end) return;
                g.runTurn();
            }
        }
    }

    private int decisions(PrintWriter out, Rules r, String[] names, int[] values) {
        botWarmUp(r, names, values, bot);
        Decisions d = timeDecisions(r, names, values, bot, (long) (seconds * 1e9));
        out.println(String.format(Locale.ROOT, "%s bot, %d players, rules %s: %d decisions of two or more options (%.1f options "
                        + "on average) in %.2f cpu s, %d %s", bot.equals("mcts") ? "mcts (" + playouts + " playouts)" : bot, players,
                String.join(",", r.rulesets), d.times.n, d.options / (double) Math.max(1, d.times.n), d.cpuNanos / 1e9, d.games,
                d.games == 1 ? "game" : "games"));
        out.println(String.format(Locale.ROOT, "decision time: median %.3f ms, 99th percentile %.3f ms, %.1f decisions per cpu second",
                d.median() / 1e6, d.quantile(0.99) / 1e6, d.perCpuSecond()));
        out.println("machine: " + Machine.describe());
        return 0;
    }

    // ------------------------------------------------------------------ growth

    private int growth(PrintWriter out, Rules r, String[] names, int[] values) {
        int n = spec.commandLine().getParseResult().hasMatchedOption("--games") ? games : 10;
        int[] counts = scaledBag(r, tiles);
        warmUp(0, 1, r, names, values);
        // big boards take paths small ones do not (arrays growing, new side tables): warm those up too
        for (int i = 0; i < (warmup == 0 ? 0 : 2); i++) run(bigGame(r, names, values, seed - 1 - i, counts), null, null);
        double sumFirst = 0, sumLast = 0;
        long placements = 0;
        int windows = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            Game g = bigGame(r, names, values, seed + i, counts);
            Times placing = new Times();
            run(g, null, placing);
            placements += placing.n;
            int w = Math.min(100, placing.n);
            if (w == 0) continue;
            for (int j = 0; j < w; j++) sumFirst += placing.v[j];
            for (int j = placing.n - w; j < placing.n; j++) sumLast += placing.v[j];
            windows += w;
        }
        double secs = Math.max(1e-9, (System.nanoTime() - t0) / 1e9);
        double first = sumFirst / Math.max(1, windows) / 1e3, last = sumLast / Math.max(1, windows) / 1e3;
        out.println(String.format(Locale.ROOT, "%d %s of %d tiles in %.2f s: %.0f placements/s (1 thread, %d players, rules %s)",
                n, n == 1 ? "game" : "games", tiles, secs, placements / secs, players, String.join(",", r.rulesets)));
        out.println(String.format(Locale.ROOT, "growth: first 100 placements %.1f us, last 100 placements %.1f us (mean), ratio %.2f (target <= 1.5)",
                first, last, first > 0 ? last / first : Double.NaN));
        return 0;
    }

    /** A game whose bag holds the given counts (instead of the rules' tiles), the start tiles on the table. */
    private static Game bigGame(Rules r, String[] names, int[] values, long seed, int[] counts) {
        Game g = newGame(r, names, values, seed);
        for (Rules.Start s : r.start) g.putTile(s.tile().id, s.rot(), s.x(), s.y());
        g.completed.clear();
        g.fillBag(counts);
        return g;
    }

    /** The rules' bag (tile counts less start and set-aside tiles) scaled to {@code total} tiles, largest remainders first. */
    static int[] scaledBag(Rules r, int total) {
        int nt = r.tiles.size();
        long[] base = new long[nt];
        for (TileType t : r.tiles) base[t.id] += t.count;
        for (Rules.Start s : r.start) base[s.tile().id]--;
        for (TileType t : r.setAside) base[t.id]--;
        long sum = 0;
        for (int t = 0; t < nt; t++) { base[t] = Math.max(0, base[t]); sum += base[t]; }
        if (sum == 0) throw new Failure("rules " + String.join(",", r.rulesets) + " have no tiles for the bag");
        int[] counts = new int[nt];
        long[] rem = new long[nt];
        int given = 0;
        for (int t = 0; t < nt; t++) {
            counts[t] = (int) (base[t] * total / sum);
            rem[t] = base[t] * total % sum;
            given += counts[t];
        }
        while (given < total) {
            int best = -1;
            for (int t = 0; t < nt; t++) if (base[t] > 0 && (best < 0 || rem[t] > rem[best])) best = t;
            counts[best]++;
            rem[best] = -1;
            given++;
        }
        return counts;
    }

    // ------------------------------------------------------------------ copies

    private int copies(PrintWriter out, Rules r, String[] names, int[] values) {
        Game g = newGame(r, names, values, seed);
        g.setUp();
        int half = g.remaining() / 2;
        while (!g.over && g.remaining() > half) g.runTurn();
        Game middle = g.copy();
        while (!g.over) g.runTurn();
        Game end = g;
        warmUp(middle, end);
        double[] mid = rates(middle), fin = rates(end);
        out.println(String.format(Locale.ROOT, "copy: %.0f copies/s at %d tiles (best round %.0f), %.0f copies/s at %d tiles (best round %.0f); "
                        + "median of 15 rounds of 100 ms (1 thread, %d players, rules %s)",
                mid[0], middle.board.n, mid[1], fin[0], end.board.n, fin[1], players, String.join(",", r.rulesets)));
        return 0;
    }

    /** Copies made escape into this ring, so the JIT cannot skip making them. */
    private static final Game[] KEEP = new Game[64];

    /**
     * Copies until the JIT is done and the heap has stopped growing (at least
     * 1 s, then until its size held for 1 s; at most 6 s): the first pass over
     * freshly grown heap memory is slowed by page faults, by up to 50 times.
     */
    private static void warmUp(Game a, Game b) {
        long t0 = System.nanoTime(), stableSince = t0, size = Runtime.getRuntime().totalMemory();
        while (true) {
            copiesPerSecond(a, 50_000_000L);
            copiesPerSecond(b, 50_000_000L);
            long now = System.nanoTime(), s = Runtime.getRuntime().totalMemory();
            if (s != size) { size = s; stableSince = now; }
            if (now - t0 >= 6_000_000_000L || (now - t0 >= 1_000_000_000L && now - stableSince >= 1_000_000_000L)) return;
        }
    }

    /**
     * The median and the best of 15 rounds of 100 ms. Copying allocates fast
     * enough that a round meeting a heap resize (fresh memory, page faults) or
     * a busy machine can be many times slower: the median resists a few such
     * rounds, the best shows what the code can do.
     */
    private static double[] rates(Game g) {
        double[] r = new double[15];
        for (int i = 0; i < r.length; i++) r[i] = copiesPerSecond(g, 100_000_000L);
        Arrays.sort(r);
        return new double[] {r[r.length / 2], r[r.length - 1]};
    }

    private static double copiesPerSecond(Game g, long nanos) {
        int n = 0;
        long t0 = System.nanoTime(), t;
        do {
            for (int i = 0; i < 1000; i++) KEEP[i & 63] = g.copy();
            n += 1000;
            t = System.nanoTime() - t0;
        } while (t < nanos);
        Arrays.fill(KEEP, null);
        return n / (t / 1e9);
    }
}
