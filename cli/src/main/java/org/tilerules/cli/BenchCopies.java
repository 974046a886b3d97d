package org.tilerules.cli;

import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;

import static org.tilerules.cli.BenchGames.*;

/** {@code bench --copies}: copying a game state in the middle and at the end of a game. */
final class BenchCopies {
    private BenchCopies() {}

    static int run(BenchCommand b, PrintWriter out, Rules r, String[] names, int[] values) {
        Game g = newGame(r, names, values, b.seed);
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
                mid[0], middle.board.n, mid[1], fin[0], end.board.n, fin[1], b.players, String.join(",", r.rulesets)));
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
