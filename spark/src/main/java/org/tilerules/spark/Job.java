package org.tilerules.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * A whole simulate job as the executors need it: what made it (program version,
 * the rule files' hash, the base seed), the bots' playouts and the combinations
 * to play. Game {@code i} of every combination and run uses seed {@code seed + i},
 * as in {@code simulate}.
 */
final class Job implements Serializable {
    private static final long serialVersionUID = 2L;
    static final String BASE = "base", COMPARE = "compare";

    final String version;
    /** SHA-256 of the rule files the job carries (every file of the rule sets folders, and the tiles and scripts read). */
    final String rulesHash;
    final long seed;
    final int from, to, playouts;
    /** What the printed table shows per combination beside the players: "rules" and the swept options, in the order given. */
    final List<String> sweptNames;
    final List<Combination> combinations;
    final boolean comparing;

    Job(String version, String rulesHash, long seed, int from, int to, int playouts, List<String> sweptNames,
        List<Combination> combinations, boolean comparing) {
        this.version = version;
        this.rulesHash = rulesHash;
        this.seed = seed;
        this.from = from;
        this.to = to;
        this.playouts = playouts;
        this.sweptNames = List.copyOf(sweptNames);
        this.combinations = List.copyOf(combinations);
        this.comparing = comparing;
    }

    /** This job with the rule files' hash (known once the rule files are bundled). */
    Job withHash(String hash) { return new Job(version, hash, seed, from, to, playouts, sweptNames, combinations, comparing); }

    List<String> runs() { return comparing ? List.of(BASE, COMPARE) : List.of(BASE); }

    /**
     * The tasks: for each combination, games {@code from..to} cut into
     * {@code ranges} contiguous ranges of nearly equal size (fewer when there
     * are fewer games). A task plays its range in every run (base, then
     * compare), so it can sum the paired differences itself.
     */
    List<SeedRange> seedRanges(int ranges) {
        int games = to - from, k = Math.max(1, Math.min(ranges, games));
        List<SeedRange> out = new ArrayList<>();
        for (int c = 0; c < combinations.size(); c++) {
            for (int r = 0; r < k; r++) {
                int a = from + (int) ((long) games * r / k), b = from + (int) ((long) games * (r + 1) / k);
                out.add(new SeedRange(out.size(), c, a, b));
            }
        }
        return out;
    }

    /** Games played by the whole job. */
    long totalGames() { return (long) (to - from) * combinations.size() * runs().size(); }
}
