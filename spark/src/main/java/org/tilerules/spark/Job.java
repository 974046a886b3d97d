package org.tilerules.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A whole simulate job as the executors need it: the rule files and names,
 * the seeds, the bots' playouts and the combinations to play. Game {@code i}
 * of every combination and run uses seed {@code seed + i}, as in {@code simulate}.
 */
final class Job implements Serializable {
    private static final long serialVersionUID = 1L;
    static final String BASE = "base", COMPARE = "compare";

    final List<String> ruleNames;
    final List<String> categories;
    final long seed;
    final int from, to, playouts;
    /** The swept options' names, in the order given. */
    final List<String> sweptNames;
    /** Whether {@code --players} names more than one count. */
    final boolean playersSwept;
    final List<Combination> combinations;
    final boolean comparing;

    Job(List<String> ruleNames, List<String> categories, long seed, int from, int to, int playouts,
        List<String> sweptNames, boolean playersSwept, List<Combination> combinations, boolean comparing) {
        this.ruleNames = List.copyOf(ruleNames);
        this.categories = List.copyOf(categories);
        this.seed = seed;
        this.from = from;
        this.to = to;
        this.playouts = playouts;
        this.sweptNames = List.copyOf(sweptNames);
        this.playersSwept = playersSwept;
        this.combinations = List.copyOf(combinations);
        this.comparing = comparing;
    }

    List<String> runs() { return comparing ? List.of(BASE, COMPARE) : List.of(BASE); }

    /**
     * The tasks: for each combination and run, games {@code from..to} cut into
     * {@code ranges} contiguous ranges of nearly equal size (fewer when there
     * are fewer games).
     */
    List<SeedRange> seedRanges(int ranges) {
        int games = to - from, k = Math.max(1, Math.min(ranges, games));
        List<SeedRange> out = new ArrayList<>();
        for (int c = 0; c < combinations.size(); c++) {
            for (String run : runs()) {
                for (int r = 0; r < k; r++) {
                    int a = from + (int) ((long) games * r / k), b = from + (int) ((long) games * (r + 1) / k);
                    out.add(new SeedRange(out.size(), c, run, a, b));
                }
            }
        }
        return out;
    }

    /** Games played by the whole job. */
    long totalGames() { return (long) (to - from) * combinations.size() * runs().size(); }
}
