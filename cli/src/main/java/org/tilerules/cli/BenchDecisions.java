package org.tilerules.cli;

import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.Bots;
import org.tilerules.sim.Stats;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import static org.tilerules.cli.BenchGames.*;

/** {@code bench --bots greedy|mcts}: each decision of a bot among two or more options timed. */
final class BenchDecisions {
    private BenchDecisions() {}

    /** The decisions one bot took and the cpu time each took. */
    static final class Decisions {
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

    /**
     * Plays games (seeds from {@code seed}) with the bot in every seat until its decisions have taken {@code budget}
     * nanoseconds of cpu time (at least one decision); the game in progress is played to its end, so that the late
     * turns of a game, on a bigger board, weigh as much as the early ones.
     */
    static Decisions time(BenchCommand b, Rules r, String[] names, int[] values, String botName, long budget) {
        Decisions d = new Decisions();
        List<String> seated = Collections.nCopies(names.length, botName);
        for (int i = 0; d.cpuNanos < budget || d.times.n == 0; i++) {
            Game g = new Game(r, names, values, b.seed + i);
            Bots.seat(g, seated, b.playouts);
            for (int p = 0; p < names.length; p++) g.agents[p] = new TimedAgent(g.agents[p], d);
            g.setUp();
            d.games++;
            while (!g.over) g.runTurn();
            if (i > 1000 && d.times.n == 0) break;          // rules that never ask a bot anything
        }
        return d;
    }

    /** The bot's warm-up: as many decisions as --warmup games, or decisions for as many seconds (seeds below the timed ones). */
    static void warmUp(BenchCommand b, Rules r, String[] names, int[] values, String botName) {
        Decisions d = new Decisions();
        List<String> seated = Collections.nCopies(names.length, botName);
        long end = System.nanoTime() + b.warmupNanos;
        for (int i = 0; i < 1000; i++) {
            Game g = new Game(r, names, values, b.seed - 1 - i);
            Bots.seat(g, seated, b.playouts);
            for (int p = 0; p < names.length; p++) g.agents[p] = new TimedAgent(g.agents[p], d);
            g.setUp();
            while (!g.over) {
                if (b.warmup >= 0 ? d.times.n >= b.warmup : System.nanoTime() >= end) return;
                g.runTurn();
            }
        }
    }

    static int run(BenchCommand b, PrintWriter out, Rules r, String[] names, int[] values) {
        warmUp(b, r, names, values, b.bot);
        Decisions d = time(b, r, names, values, b.bot, (long) (b.seconds * 1e9));
        out.println(String.format(Locale.ROOT, "%s bot, %d players, rules %s: %d decisions of two or more options (%.1f options "
                        + "on average) in %.2f cpu s, %d %s", b.bot.equals("mcts") ? "mcts (" + b.playouts + " playouts)" : b.bot, b.players,
                String.join(",", r.rulesets), d.times.n, d.options / (double) Math.max(1, d.times.n), d.cpuNanos / 1e9, d.games,
                d.games == 1 ? "game" : "games"));
        out.println(String.format(Locale.ROOT, "decision time: median %.3f ms, 99th percentile %.3f ms, %.1f decisions per cpu second",
                d.median() / 1e6, d.quantile(0.99) / 1e6, d.perCpuSecond()));
        out.println("machine: " + Machine.describe());
        return 0;
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
}
