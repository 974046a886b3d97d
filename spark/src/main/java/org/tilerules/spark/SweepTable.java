package org.tilerules.spark;

import org.tilerules.sim.Comparison;
import org.tilerules.sim.Summary;
import org.tilerules.simulate.TextTable;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The report of a sweep: one row per combination, the seats' figures in seat order separated by " / ". */
final class SweepTable {
    private SweepTable() {}

    static void print(PrintWriter o, Job job, List<SummaryRows.Result> results, String compared) {
        List<String[]> rows = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of("players"));
        head.addAll(job.sweptNames);
        head.addAll(List.of("games", "mean score by seat", "win rate by seat [95% CI (Wilson)]", "turns"));
        if (job.comparing) head.add("compare " + compared + ": score difference by seat [95% CI]");
        rows.add(head.toArray(new String[0]));
        for (int i = 0; i < results.size(); i++) {
            Combination c = job.combinations.get(i);
            Summary s = results.get(i).base();
            List<String> row = new ArrayList<>(List.of(String.valueOf(c.players())));
            row.addAll(c.shown());
            List<String> means = new ArrayList<>(), wins = new ArrayList<>();
            for (int p = 0; p < s.seats; p++) {
                means.add(f1(s.meanScore[p]));
                wins.add(pct(s.winRate[p]) + " [" + pct(s.winLow[p]) + ", " + pct(s.winHigh[p]) + "]");
            }
            row.add(String.valueOf(s.games));
            row.add(String.join(" / ", means));
            row.add(String.join(" / ", wins));
            row.add(f1(s.meanTurns));
            Comparison d = results.get(i).comparison();
            if (d != null) {
                List<String> diffs = new ArrayList<>();
                for (int p = 0; p < d.seats; p++) {
                    diffs.add(signed(d.scoreDiff[p]) + " [" + signed(d.scoreLow[p]) + ", " + signed(d.scoreHigh[p]) + "]");
                }
                row.add(String.join(" / ", diffs));
            }
            rows.add(row.toArray(new String[0]));
        }
        TextTable t = new TextTable(rows.get(0).length);
        for (String[] r : rows) t.row(r);
        t.print(o, "  ");
    }

    private static String f1(double v) { return String.format(Locale.ROOT, "%.1f", v); }

    private static String pct(double v) { return String.format(Locale.ROOT, "%.1f%%", 100 * v); }

    private static String signed(double v) {
        if (Math.abs(v) < 0.005) v = 0; // no "-0.00"
        return String.format(Locale.ROOT, "%+.2f", v);
    }
}
