package org.tilerules.simulate;

import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.Summary;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The report {@code simulate} and the Spark job print: per seat scores and win rates, points by category, firings, and a comparison. */
public final class SimulateReport {
    private SimulateReport() {}

    /** One run's table: per seat score, win rate with its 95% interval and points by category; then game length and firings. */
    public static void summary(PrintWriter o, Summary s, String[] names, List<String> bots, List<String> cats) {
        TextTable t = new TextTable(2);
        List<String> head = new ArrayList<>(List.of("seat", "bot", "mean score", "sd", "win rate", "95% CI (Wilson)"));
        head.addAll(cats);
        t.row(head.toArray(new String[0]));
        for (int p = 0; p < s.seats; p++) {
            List<String> row = new ArrayList<>(List.of(names[p], bots.get(p), f1(s.meanScore[p]), f1(s.sdScore[p]),
                    pct(s.winRate[p]), "[" + pct(s.winLow[p]) + ", " + pct(s.winHigh[p]) + "]"));
            for (int c = 0; c < cats.size(); c++) row.add(f1(s.meanPoints[p][c]));
            t.row(row.toArray(new String[0]));
        }
        t.print(o, "  ");
        o.println(String.format(Locale.ROOT, "  game length (mean): %.1f turns, %.1f tiles placed", s.meanTurns, s.meanTiles));
        o.println("  scoring rule firings per game (mean; one per player paid):");
        TextTable f = new TextTable();
        for (Map.Entry<String, Double> e : s.firingsPerGame.entrySet()) f.row(e.getKey(), String.format(Locale.ROOT, "%.2f", e.getValue()));
        f.print(o, "    ");
    }

    /** The paired differences of a compare run against the base run, per seat. */
    public static void comparison(PrintWriter o, Comparison c, String[] names, List<String> bots, String what) {
        o.println("compare " + what + " against the base, paired over the same " + c.games
                + " seeds (differences compare minus base, 95% CI by normal approximation):");
        TextTable t = new TextTable(2);
        t.row("seat", "bot", "base score", "compare score", "difference", "95% CI", "base wins", "compare wins", "difference", "95% CI");
        for (int p = 0; p < c.seats; p++) {
            t.row(names[p], bots.get(p), f1(c.baseScore[p]), f1(c.variantScore[p]), signed(c.scoreDiff[p], 2),
                    "[" + signed(c.scoreLow[p], 2) + ", " + signed(c.scoreHigh[p], 2) + "]",
                    pct(c.baseWin[p]), pct(c.variantWin[p]), signedPct(c.winDiff[p]),
                    "[" + signedPct(c.winLow[p]) + ", " + signedPct(c.winHigh[p]) + "]");
        }
        t.print(o, "  ");
    }

    /** The options that differ from the rules' defaults, as " (a=1, b=2)", or " (the rules' defaults)" when none. */
    public static String describe(Rules r, int[] values) {
        int[] def = r.defaultOptions();
        List<String> diff = new ArrayList<>();
        for (Rules.OptionDecl d : r.options) {
            int v = values[d.index()];
            if (v != def[d.index()]) diff.add(d.name() + "=" + (d.type() == Type.BOOL ? String.valueOf(v != 0) : String.valueOf(v)));
        }
        return diff.isEmpty() ? " (the rules' defaults)" : " (" + String.join(", ", diff) + ")";
    }

    /** Every option's value by name, in declaration order (true/false for a flag). */
    public static Map<String, Object> optionMap(Rules r, int[] values) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Rules.OptionDecl d : r.options) m.put(d.name(), d.type() == Type.BOOL ? (Object) (values[d.index()] != 0) : (Object) values[d.index()]);
        return m;
    }

    private static String f1(double v) { return String.format(Locale.ROOT, "%.1f", v); }

    private static String pct(double v) { return String.format(Locale.ROOT, "%.1f%%", 100 * v); }

    private static String signed(double v, int decimals) {
        if (Math.abs(v) < 0.5 * Math.pow(10, -decimals)) v = 0; // no "-0.00"
        return String.format(Locale.ROOT, "%+." + decimals + "f", v);
    }

    private static String signedPct(double v) {
        v *= 100;
        if (Math.abs(v) < 0.05) v = 0;
        return String.format(Locale.ROOT, "%+.1f%%", v);
    }
}
