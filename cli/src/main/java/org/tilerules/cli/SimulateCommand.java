package org.tilerules.cli;

import org.tilerules.front.Names;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;
import org.tilerules.sim.Bots;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.ResultsCsv;
import org.tilerules.sim.ResultsJson;
import org.tilerules.sim.Simulation;
import org.tilerules.sim.Summary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "simulate", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Plays many games with bots and reports per seat scores, win rates with 95%% intervals, "
                + "points by category, game length and how often each scoring rule fired.",
                "Game i uses seed S + i, whatever the threads, so ranges (--from/--to) run apart and joined give "
                        + "the same rows as one run. Progress goes to stderr."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne simulate --rules base --players 2 --games 1000 --threads 2",
                "  carcassonne simulate --rules base --games 500 --out results.csv",
                "  carcassonne simulate --rules base --games 500 --from 250 --to 500 --out second-half.json",
                "  carcassonne simulate --rules base --bots mcts,random --games 50 --playouts 8",
                "  carcassonne simulate --rules base --games 2000 --compare NAME=VALUE,NAME=VALUE"})
final class SimulateCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;
    @Mixin RulesChoice rules;

    @Option(names = "--players", paramLabel = "N", defaultValue = "2", description = "Players per game (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games 0 to N-1 (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--from", paramLabel = "A", description = "First game to play (default: 0).")
    Integer from;

    @Option(names = "--to", paramLabel = "B", description = "Play games up to B, excluding B (default: --games).")
    Integer to;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Threads playing games side by side (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of game 0; game i uses S + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--bots", paramLabel = "BOT", split = ",", defaultValue = "random",
            description = "Bots: random, greedy or mcts; one for everyone, or one per player such as mcts,random (default: ${DEFAULT-VALUE}).")
    List<String> bots;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "" + Bots.DEFAULT_PLAYOUTS,
            description = "Playouts per option for the mcts bot (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Sets an option the rule files declare; may be repeated.")
    List<String> options;

    @Option(names = "--compare", paramLabel = "NAME=VALUE", split = ",",
            description = "Also plays the same seeds with these options set, and reports the paired differences per seat.")
    List<String> compare;

    @Option(names = "--out", paramLabel = "FILE", description = "Also writes the per-game rows: FILE.csv, or FILE.json with the summary.")
    Path out;

    @Override public Integer call() throws IOException {
        int first = from == null ? 0 : from, end = to == null ? games : to;
        if (to == null && games < 1) throw new UsageError("--games must be at least 1, found " + games);
        if (first < 0) throw new UsageError("--from must not be negative, found " + first);
        if (end <= first) throw new UsageError("--to must be above --from: games " + first + " to " + end + " is empty");
        if (threads < 1) throw new UsageError("--threads must be at least 1, found " + threads);
        if (playouts < 1) throw new UsageError("--playouts must be at least 1, found " + playouts);
        String format = null;
        if (out != null) {
            String f = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
            if (f.endsWith(".csv")) format = "csv";
            else if (f.endsWith(".json")) format = "json";
            else throw new UsageError("--out " + out + ": name the file .csv or .json");
        }
        PrintWriter o = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        Rules r = rules.load(rulesDir.resolve());
        String[] names = Setup.playerNames(r, players);
        List<String> seated = bots(bots, players);
        int[] base = Setup.options(r, options);
        int[] variant = null;
        if (compare != null && !compare.isEmpty()) {
            List<String> all = new ArrayList<>(options == null ? List.of() : options);
            all.addAll(compare);
            variant = Setup.options(r, all);
        }
        boolean terminal = ProgressLine.onTerminal();
        Simulation.Seating seating = Bots.seating(seated, playouts);
        List<String> playerList = List.of(names), cats = r.categories;

        long t0 = System.nanoTime();
        GameResult[] a = run(new Simulation(r, names, base, seed, seating), first, end, err, terminal, variant == null ? "" : "base: ");
        double secs = (System.nanoTime() - t0) / 1e9;
        Summary sa = Summary.of(a, players, cats.size());
        o.println(String.format(Locale.ROOT, "%d games (%d to %d, seeds %d to %d), %d players, rules %s, bots %s: %.1f s, %.1f games/s on %d %s",
                a.length, first, end - 1, seed + first, seed + end - 1, players, String.join(",", r.rulesets),
                String.join(",", seated), secs, a.length / Math.max(1e-9, secs), threads, threads == 1 ? "thread" : "threads"));
        GameResult[] b = null;
        Summary sb = null;
        Comparison cmp = null;
        if (variant != null) {
            o.println("base options" + describe(r, base) + ":");
            print(o, sa, names, seated, cats);
            b = run(new Simulation(r, names, variant, seed, seating), first, end, err, terminal, "compare: ");
            sb = Summary.of(b, players, cats.size());
            o.println("compare options" + describe(r, variant) + ":");
            print(o, sb, names, seated, cats);
            cmp = Comparison.of(a, b, players);
            printComparison(o, cmp, names, seated, String.join(",", compare));
        } else {
            print(o, sa, names, seated, cats);
        }
        if (out != null) {
            try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
                if (format.equals("csv")) {
                    StringBuilder csv = new StringBuilder();
                    if (b == null) ResultsCsv.write(csv, playerList, cats, a, null);
                    else ResultsCsv.writePair(csv, playerList, cats, a, b);
                    w.write(csv.toString());
                } else {
                    ResultsJson.Header h = new ResultsJson.Header(r.rulesets, playerList, seated, seed, first, end, cats);
                    if (b == null) ResultsJson.write(w, h, new ResultsJson.Run(optionMap(r, base), a, sa));
                    else ResultsJson.write(w, h, new ResultsJson.Run(optionMap(r, base), a, sa), new ResultsJson.Run(optionMap(r, variant), b, sb), cmp);
                }
            } catch (IOException e) {
                throw Failure.cannotWrite(out, e);
            }
            o.println("wrote " + out);
        }
        o.flush();
        return 0;
    }

    private GameResult[] run(Simulation sim, int first, int end, PrintWriter err, boolean terminal, String label) {
        ProgressLine bar = new ProgressLine(err, terminal, label);
        try {
            return sim.run(first, end, threads, bar, bar.intervalMillis());
        } catch (Simulation.GameFailed e) {
            throw new Failure(e.getMessage());
        } finally {
            bar.close();
        }
    }

    private static Map<String, Object> optionMap(Rules r, int[] values) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Rules.OptionDecl d : r.options) m.put(d.name(), d.type() == Type.BOOL ? (Object) (values[d.index()] != 0) : (Object) values[d.index()]);
        return m;
    }

    /** The options that differ from the rules' defaults, as " (a=1, b=2)", or "" when none. */
    private static String describe(Rules r, int[] values) {
        int[] def = r.defaultOptions();
        List<String> diff = new ArrayList<>();
        for (Rules.OptionDecl d : r.options) {
            int v = values[d.index()];
            if (v != def[d.index()]) diff.add(d.name() + "=" + (d.type() == Type.BOOL ? String.valueOf(v != 0) : String.valueOf(v)));
        }
        return diff.isEmpty() ? " (the rules' defaults)" : " (" + String.join(", ", diff) + ")";
    }

    static List<String> bots(List<String> spec, int players) {
        for (String b : spec) {
            if (!Bots.NAMES.contains(b)) throw new UsageError("unknown bot '" + b + "'; " + Names.suggest(b, Bots.NAMES));
        }
        if (spec.size() == 1) return java.util.Collections.nCopies(players, spec.get(0));
        if (spec.size() != players) {
            throw new UsageError("--bots names " + spec.size() + " bots for " + players + " players; give one, or one per player");
        }
        return List.copyOf(spec);
    }

    static void print(PrintWriter o, Summary s, String[] names, List<String> bots, List<String> cats) {
        TextTable t = new TextTable(2);
        List<String> head = new ArrayList<>(List.of("seat", "bot", "mean score", "sd", "win rate", "95% CI (Wilson)"));
        for (String c : cats) head.add(c);
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

    static void printComparison(PrintWriter o, Comparison c, String[] names, List<String> bots, String what) {
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
