package org.tilerules.cli;

import org.tilerules.model.TileType;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.simulate.Failure;

import java.io.PrintWriter;
import java.util.Locale;

import static org.tilerules.cli.BenchGames.*;

/** {@code bench --tiles N}: a bag of N tiles, the first and last 100 placements compared. */
final class BenchGrowth {
    private BenchGrowth() {}

    static int run(BenchCommand b, PrintWriter out, Rules r, String[] names, int[] values) {
        int n = b.spec.commandLine().getParseResult().hasMatchedOption("--games") ? b.games : 10;
        int[] counts = scaledBag(r, b.tiles);
        b.warmUp(0, 1, r, names, values);
        // big boards take paths small ones do not (arrays growing, new side tables): warm those up too
        for (int i = 0; i < (b.warmup == 0 ? 0 : 2); i++) runTurns(bigGame(r, names, values, b.seed - 1 - i, counts), null, null);
        double sumFirst = 0, sumLast = 0;
        long placements = 0;
        int windows = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            Game g = bigGame(r, names, values, b.seed + i, counts);
            Times placing = new Times();
            runTurns(g, null, placing);
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
                n, n == 1 ? "game" : "games", b.tiles, secs, placements / secs, b.players, String.join(",", r.rulesets)));
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
}
