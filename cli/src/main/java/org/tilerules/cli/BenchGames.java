package org.tilerules.cli;

import org.tilerules.agents.RandomAgent;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/** What every bench plays and how it times: games of random bots, turns timed, the playing thread's cpu time. */
final class BenchGames {
    private BenchGames() {}

    /** Turn times of one thread, in nanoseconds. */
    static final class Times {
        long[] v = new long[1 << 12];
        int n;

        void add(long t) {
            if (n == v.length) v = Arrays.copyOf(v, n * 2);
            v[n++] = t;
        }
    }

    /** CPU time of the calling thread, or 0 where the JVM cannot tell. */
    static long cpuNow() {
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        return t.isCurrentThreadCpuTimeSupported() ? t.getCurrentThreadCpuTime() : 0;
    }

    static Game newGame(Rules r, String[] names, int[] values, long seed) {
        Game g = new Game(r, names, values, seed);
        for (int p = 0; p < names.length; p++) g.agents[p] = new RandomAgent(seed * 1_000_003L + 7919L * (p + 1));
        return g;
    }

    /** Plays a set-up game to its end, timing each turn into {@code times} when given. */
    static Game play(Rules r, String[] names, int[] values, long seed, Times times) {
        Game g = newGame(r, names, values, seed);
        g.setUp();
        runTurns(g, times, null);
        return g;
    }

    /** Runs turns to the end; each turn's nanoseconds go to {@code times}, and those of turns that placed a tile to {@code placing}. */
    static void runTurns(Game g, Times times, Times placing) {
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

    /** The playing thread's cpu time where the JVM can tell it, else the wall clock. */
    static long clock() {
        long cpu = cpuNow();
        return cpu > 0 ? cpu : System.nanoTime();
    }
}
