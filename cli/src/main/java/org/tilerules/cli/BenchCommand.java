package org.tilerules.cli;

import org.tilerules.simulate.UsageError;
import org.tilerules.simulate.RulesDir;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.Setup;
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
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import static org.tilerules.cli.BenchGames.*;

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
    int warmup;
    long warmupNanos;

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
        if (each) return BenchEach.run(this, out, rulesDir.resolve(), bot == null ? "greedy" : bot);
        Rules r = rules.load(rulesDir.resolve());
        String[] names = Setup.playerNames(r, players);
        int[] values = Setup.options(r, options);
        r.sideCodes(); // built lazily under a lock: build it before the threads start
        if (tiles != null) return BenchGrowth.run(this, out, r, names, values);
        if (copies) return BenchCopies.run(this, out, r, names, values);
        if (timesBot) return BenchDecisions.run(this, out, r, names, values);

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
    void warmUp(int t, int n, Rules r, String[] names, int[] values) {
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
}
