package org.tilerules.sim;

/**
 * The few statistics a simulation report needs: mean, sample standard
 * deviation, a normal-approximation interval for a mean, and the Wilson score
 * interval for a proportion.
 */
public final class Stats {
    /** The normal quantile for a two-sided 95% interval. */
    public static final double Z95 = 1.959963984540054;

    private Stats() {}

    public static double mean(double[] xs) {
        if (xs.length == 0) return Double.NaN;
        double s = 0;
        for (double x : xs) s += x;
        return s / xs.length;
    }

    /** Sample standard deviation (divides by n - 1); 0 for fewer than two values. */
    public static double sd(double[] xs) {
        int n = xs.length;
        if (n < 2) return 0;
        double m = mean(xs), ss = 0;
        for (double x : xs) ss += (x - m) * (x - m);
        return Math.sqrt(ss / (n - 1));
    }

    /** A 95% interval for the mean by the normal approximation: mean +- 1.96 sd / sqrt(n). */
    public static double[] meanInterval(double[] xs) {
        double m = mean(xs);
        double half = xs.length < 2 ? 0 : Z95 * sd(xs) / Math.sqrt(xs.length);
        return new double[] {m - half, m + half};
    }

    /**
     * The Wilson score interval (95%) for a proportion of {@code successes} in
     * {@code n} trials. Successes may be fractional (ties split a win).
     */
    public static double[] wilson(double successes, int n) { return wilson(successes, n, Z95); }

    public static double[] wilson(double successes, int n, double z) {
        if (n <= 0) return new double[] {0, 1};
        double p = successes / n, z2 = z * z;
        double denom = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** The value at quantile q (0..1) of sorted values, nearest-rank. */
    public static long quantile(long[] sorted, int n, double q) {
        if (n == 0) return 0;
        int i = (int) Math.ceil(q * n) - 1;
        return sorted[Math.max(0, Math.min(n - 1, i))];
    }
}
