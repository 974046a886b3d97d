package org.tilerules.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.Summary;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The report of {@code simulate}, computed with Spark SQL over the per-game
 * rows (a view named {@code games}): per combination and run, per seat the
 * count, sum and sum of squares of the scores and the summed win shares, the
 * points by category, the game lengths and the rule firings; with
 * {@code --compare}, the same seeds joined pairwise. The sums are exact
 * integers (a win share 1/k counts as L/k with L = lcm(1..players)), so the
 * result does not depend on how the games were partitioned; means, rates and
 * intervals follow from them as {@link Summary} and {@link Comparison} say.
 */
final class SqlSummary {
    /** One combination's report: the base run, and with {@code --compare} the compare run and the paired differences. */
    record Result(Summary base, Summary compare, Comparison comparison) {}

    private SqlSummary() {}

    static List<Result> of(SparkSession spark, Job job) {
        List<String> keys = new ArrayList<>();
        for (String n : job.sweptNames) keys.add("`" + n + "`");
        keys.add("players");
        String k = String.join(", ", keys);
        int maxPlayers = 1;
        for (Combination c : job.combinations) maxPlayers = Math.max(maxPlayers, c.players());
        long unit = 1;
        for (int i = 2; i <= maxPlayers; i++) unit = unit / gcd(unit, i) * i;
        String ranked = "(SELECT *, array_max(scores) AS top, size(filter(scores, x -> x = array_max(scores))) AS ties FROM games) g "
                + "LATERAL VIEW posexplode(scores) t AS seat, score";
        String perSeat = "SELECT " + k + ", run, game, seat, score, CASE WHEN score = top THEN " + unit + " DIV ties ELSE 0 END AS w FROM " + ranked;

        Map<List<Object>, Integer> index = new HashMap<>();
        for (int i = 0; i < job.combinations.size(); i++) index.put(key(job.combinations.get(i)), i);
        int nk = keys.size(), runs = job.runs().size(), ncat = job.categories.size();
        Totals[][] t = new Totals[job.combinations.size()][runs];
        for (int i = 0; i < t.length; i++) {
            for (int r = 0; r < runs; r++) t[i][r] = new Totals(job.combinations.get(i).players(), ncat);
        }

        for (Row row : spark.sql("SELECT " + k + ", run, count(*), sum(CAST(turns AS BIGINT)), sum(CAST(tiles AS BIGINT)) "
                + "FROM games GROUP BY " + k + ", run").collectAsList()) {
            Totals x = at(t, index, job, row, nk);
            x.games = row.getLong(nk + 1);
            x.turns = row.getLong(nk + 2);
            x.tiles = row.getLong(nk + 3);
        }
        for (Row row : spark.sql("SELECT " + k + ", run, seat, sum(CAST(score AS BIGINT)), sum(CAST(score AS BIGINT) * score), sum(w) "
                + "FROM (" + perSeat + ") GROUP BY " + k + ", run, seat").collectAsList()) {
            Totals x = at(t, index, job, row, nk);
            int p = row.getInt(nk + 1);
            x.sum[p] = row.getLong(nk + 2);
            x.squares[p] = row.getLong(nk + 3);
            x.wins[p] = row.getLong(nk + 4);
        }
        for (Row row : spark.sql("SELECT " + k + ", run, category, seat, sum(CAST(v AS BIGINT)) FROM games "
                + "LATERAL VIEW explode(points) c AS category, per_seat LATERAL VIEW posexplode(per_seat) s AS seat, v "
                + "GROUP BY " + k + ", run, category, seat").collectAsList()) {
            Totals x = at(t, index, job, row, nk);
            x.points[row.getInt(nk + 2)][job.categories.indexOf(row.getString(nk + 1))] = row.getLong(nk + 3);
        }
        for (Row row : spark.sql("SELECT " + k + ", run, rule, sum(CAST(n AS BIGINT)) FROM games "
                + "LATERAL VIEW explode(firings) f AS rule, n GROUP BY " + k + ", run, rule").collectAsList()) {
            at(t, index, job, row, nk).firings.put(row.getString(nk + 1), row.getLong(nk + 2));
        }
        Totals[] pairs = new Totals[job.combinations.size()];
        if (job.comparing) {
            String on = String.join(" AND ", keys.stream().map(c -> "b." + c + " = c." + c).toList());
            for (Row row : spark.sql("SELECT " + String.join(", ", keys.stream().map(c -> "b." + c).toList()) + ", 'pair', b.seat, "
                    + "count(*), sum(CAST(c.score - b.score AS BIGINT)), sum(CAST(c.score - b.score AS BIGINT) * (c.score - b.score)), "
                    + "sum(c.w - b.w), sum((c.w - b.w) * (c.w - b.w)) "
                    + "FROM (" + perSeat + ") b JOIN (" + perSeat + ") c ON " + on + " AND b.game = c.game AND b.seat = c.seat "
                    + "WHERE b.run = '" + Job.BASE + "' AND c.run = '" + Job.COMPARE + "' GROUP BY "
                    + String.join(", ", keys.stream().map(c -> "b." + c).toList()) + ", b.seat").collectAsList()) {
                int i = combination(index, row, nk);
                if (pairs[i] == null) pairs[i] = new Totals(job.combinations.get(i).players(), 0);
                Totals x = pairs[i];
                int p = row.getInt(nk + 1);
                x.games = row.getLong(nk + 2);
                x.sum[p] = row.getLong(nk + 3);
                x.squares[p] = row.getLong(nk + 4);
                x.wins[p] = row.getLong(nk + 5);
                x.winSquares[p] = row.getLong(nk + 6);
            }
        }

        List<Result> out = new ArrayList<>();
        for (int i = 0; i < t.length; i++) {
            Summary base = t[i][0].summary(unit, job.categories);
            Summary compare = runs > 1 ? t[i][1].summary(unit, job.categories) : null;
            Comparison cmp = null;
            if (runs > 1) {
                Totals d = pairs[i] == null ? new Totals(job.combinations.get(i).players(), 0) : pairs[i];
                int seats = d.sum.length;
                double n = d.games;
                double[] sd = new double[seats], sdSd = new double[seats], wd = new double[seats], wdSd = new double[seats];
                for (int p = 0; p < seats; p++) {
                    sd[p] = d.sum[p] / n;
                    sdSd[p] = Totals.sd(d.games, d.sum[p], d.squares[p], 1);
                    wd[p] = ((double) d.wins[p] / unit) / n;
                    wdSd[p] = Totals.sd(d.games, d.wins[p], d.winSquares[p], unit);
                }
                cmp = Comparison.of((int) d.games, base.meanScore, compare.meanScore, sd, sdSd,
                        base.winRate, compare.winRate, wd, wdSd);
            }
            out.add(new Result(base, compare, cmp));
        }
        return out;
    }

    private static List<Object> key(Combination c) {
        List<Object> key = new ArrayList<>(c.sweptValues());
        key.add(c.players());
        return key;
    }

    private static int combination(Map<List<Object>, Integer> index, Row row, int nk) {
        List<Object> key = new ArrayList<>();
        for (int i = 0; i < nk; i++) key.add(row.get(i));
        Integer i = index.get(key);
        if (i == null) throw new IllegalStateException("rows of no combination: " + key);
        return i;
    }

    private static Totals at(Totals[][] t, Map<List<Object>, Integer> index, Job job, Row row, int nk) {
        return t[combination(index, row, nk)][job.runs().indexOf(row.getString(nk))];
    }

    private static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

    /** Exact integer sums of one combination and run (or of its pairs). */
    private static final class Totals {
        long games, turns, tiles;
        final long[] sum, squares, wins, winSquares;
        final long[][] points;
        final Map<String, Long> firings = new TreeMap<>();

        Totals(int seats, int categories) {
            sum = new long[seats];
            squares = new long[seats];
            wins = new long[seats];
            winSquares = new long[seats];
            points = new long[seats][categories];
        }

        Summary summary(long unit, List<String> categories) {
            int seats = sum.length;
            double n = games;
            double[] mean = new double[seats], sd = new double[seats], w = new double[seats];
            double[][] pts = new double[seats][categories.size()];
            for (int p = 0; p < seats; p++) {
                mean[p] = games == 0 ? Double.NaN : sum[p] / n;
                sd[p] = sd(games, sum[p], squares[p], 1);
                w[p] = (double) wins[p] / unit;
                for (int c = 0; c < categories.size(); c++) pts[p][c] = points[p][c] / Math.max(1.0, n);
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
    }
}
