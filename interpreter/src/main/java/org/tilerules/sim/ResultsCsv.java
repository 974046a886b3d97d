package org.tilerules.sim;

import java.util.List;

/**
 * One CSV row per game: index, seed, each seat's score, each seat's points by
 * category, turns, tiles placed. With a run label (for comparisons) a first
 * column {@code run} tells the runs apart.
 */
public final class ResultsCsv {
    private ResultsCsv() {}

    public static String header(List<String> players, List<String> categories, boolean withRun) {
        StringBuilder sb = new StringBuilder();
        if (withRun) sb.append("run,");
        sb.append("game,seed");
        for (String p : players) sb.append(',').append(p).append("_score");
        for (String p : players) for (String c : categories) sb.append(',').append(p).append('_').append(c);
        return sb.append(",turns,tiles").toString();
    }

    public static String row(GameResult r, int categories, String run) {
        StringBuilder sb = new StringBuilder();
        if (run != null) sb.append(run).append(',');
        sb.append(r.index()).append(',').append(r.seed());
        for (int s : r.scores()) sb.append(',').append(s);
        for (int v : r.categoryPoints()) sb.append(',').append(v);
        return sb.append(',').append(r.turns()).append(',').append(r.tiles()).toString();
    }

    /** The header and every row, each line ending in a newline. */
    public static void write(StringBuilder out, List<String> players, List<String> categories, GameResult[] rs, String run) {
        out.append(header(players, categories, run != null)).append('\n');
        for (GameResult r : rs) out.append(row(r, categories.size(), run)).append('\n');
    }
}
