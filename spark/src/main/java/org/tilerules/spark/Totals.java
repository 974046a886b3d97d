package org.tilerules.spark;

import org.tilerules.sim.Comparison;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.Summary;

import java.io.Serializable;
import java.math.BigInteger;

import java.util.Map;
import java.util.TreeMap;

/**
 * Exact integer sums over the games of one run (or, in {@link Pairs}, over
 * paired base and compare games), summed by each task as it plays and merged on
 * the driver. A win share 1/k counts as {@code unit / k} with {@code unit =
 * lcm(1..players)}, so the sums, and the report that follows from them, do not
 * depend on how the games were cut into tasks; means, rates and intervals
 * follow from them as {@link Summary} and {@link Comparison} say.
 */
final class Totals implements Serializable {
    private static final long serialVersionUID = 1L;

    final int seats, categories;
    final long unit;
    long games, turns, tiles;
    final long[] sum, squares, wins;
    final long[][] points;
    final TreeMap<String, Long> firings = new TreeMap<>();

    Totals(int seats, int categories) {
        this.seats = seats;
        this.categories = categories;
        this.unit = unit(seats);
        sum = new long[seats];
        squares = new long[seats];
        wins = new long[seats];
        points = new long[seats][categories];
    }

    /** lcm(1..seats): a win share 1/k is a whole number of these units. */
    static long unit(int seats) {
        long u = 1;
        for (int i = 2; i <= seats; i++) u = u / gcd(u, i) * i;
        return u;
    }

    /** Each seat's share of the win in units: {@code unit / k} for the k seats tied on top, 0 for the others. */
    static long[] winUnits(int[] scores, long unit) {
        int max = Integer.MIN_VALUE, k = 0;
        for (int s : scores) {
            if (s > max) { max = s; k = 1; } else if (s == max) k++;
        }
        long[] w = new long[scores.length];
        for (int p = 0; p < scores.length; p++) if (scores[p] == max) w[p] = unit / k;
        return w;
    }

    void add(GameResult g, long[] w) {
        games++;
        turns += g.turns();
        tiles += g.tiles();
        for (int p = 0; p < seats; p++) {
            long s = g.scores()[p];
            sum[p] += s;
            squares[p] += s * s;
            wins[p] += w[p];
            for (int c = 0; c < categories; c++) points[p][c] += g.points(p, c, categories);
        }
        for (Map.Entry<String, Integer> e : g.firings().entrySet()) firings.merge(e.getKey(), (long) e.getValue(), Long::sum);
    }

    void merge(Totals o) {
        games += o.games;
        turns += o.turns;
        tiles += o.tiles;
        for (int p = 0; p < seats; p++) {
            sum[p] += o.sum[p];
            squares[p] += o.squares[p];
            wins[p] += o.wins[p];
            for (int c = 0; c < categories; c++) points[p][c] += o.points[p][c];
        }
        for (Map.Entry<String, Long> e : o.firings.entrySet()) firings.merge(e.getKey(), e.getValue(), Long::sum);
    }

    Summary summary() {
        double n = games;
        double[] mean = new double[seats], sd = new double[seats], w = new double[seats];
        double[][] pts = new double[seats][categories];
        for (int p = 0; p < seats; p++) {
            mean[p] = games == 0 ? Double.NaN : sum[p] / n;
            sd[p] = sd(games, sum[p], squares[p], 1);
            w[p] = (double) wins[p] / unit;
            for (int c = 0; c < categories; c++) pts[p][c] = points[p][c] / Math.max(1.0, n);
        }
        Map<String, Double> f = new TreeMap<>();
        for (Map.Entry<String, Long> e : firings.entrySet()) f.put(e.getKey(), e.getValue() / Math.max(1.0, n));
        return Summary.of((int) games, mean, sd, w, pts, turns / Math.max(1.0, n), tiles / Math.max(1.0, n), f);
    }

    /** The sample standard deviation of n values, given their exact sum and sum of squares, divided by {@code unit}. */
    static double sd(long n, long sum, long squares, long unit) {
        if (n < 2) return 0;
        BigInteger bn = BigInteger.valueOf(n), bs = BigInteger.valueOf(sum);
        BigInteger num = bn.multiply(BigInteger.valueOf(squares)).subtract(bs.multiply(bs));
        double var = num.doubleValue() / ((double) n * (n - 1));
        return Math.sqrt(Math.max(0, var)) / unit;
    }

    private static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    /** Sums over paired games (the same seed in the base and the compare run): per seat the differences and their squares. */
    static final class Pairs implements Serializable {
        private static final long serialVersionUID = 1L;
        final int seats;
        final long unit;
        long games;
        final long[] sum, squares, wins, winSquares;

        Pairs(int seats) {
            this.seats = seats;
            unit = unit(seats);
            sum = new long[seats];
            squares = new long[seats];
            wins = new long[seats];
            winSquares = new long[seats];
        }

        void add(int[] baseScores, long[] baseWins, int[] compareScores, long[] compareWins) {
            games++;
            for (int p = 0; p < seats; p++) {
                long d = compareScores[p] - baseScores[p], dw = compareWins[p] - baseWins[p];
                sum[p] += d;
                squares[p] += d * d;
                wins[p] += dw;
                winSquares[p] += dw * dw;
            }
        }

        void merge(Pairs o) {
            games += o.games;
            for (int p = 0; p < seats; p++) {
                sum[p] += o.sum[p];
                squares[p] += o.squares[p];
                wins[p] += o.wins[p];
                winSquares[p] += o.winSquares[p];
            }
        }

        Comparison comparison(Summary base, Summary compare) {
            double n = games;
            double[] sd = new double[seats], sdSd = new double[seats], wd = new double[seats], wdSd = new double[seats];
            for (int p = 0; p < seats; p++) {
                sd[p] = sum[p] / n;
                sdSd[p] = Totals.sd(games, sum[p], squares[p], 1);
                wd[p] = ((double) wins[p] / unit) / n;
                wdSd[p] = Totals.sd(games, wins[p], winSquares[p], unit);
            }
            return Comparison.of((int) games, base.meanScore, compare.meanScore, sd, sdSd, base.winRate, compare.winRate, wd, wdSd);
        }
    }

    /** What one task summed: its seed range's base run, and with --compare the compare run and the pairs. */
    record OfRange(int range, int combination, Totals base, Totals compare, Pairs pairs) implements Serializable {}

    /** A combination's sums over all its ranges. */
    static final class OfCombination {
        final Totals base, compare;
        final Pairs pairs;

        OfCombination(Combination c) {
            base = new Totals(c.players(), c.base().categories().size());
            compare = c.compare() == null ? null : new Totals(c.players(), c.compare().categories().size());
            pairs = c.compare() == null ? null : new Pairs(c.players());
        }

        void merge(OfRange r) {
            base.merge(r.base());
            if (compare != null) {
                compare.merge(r.compare());
                pairs.merge(r.pairs());
            }
        }
    }

}
