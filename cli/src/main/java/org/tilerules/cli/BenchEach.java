package org.tilerules.cli;

import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.simulate.Setup;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.tilerules.cli.BenchGames.*;

/** {@code bench --each}: one line per rule set, base first and last. */
final class BenchEach {
    private BenchEach() {}

    /**
     * Base, base with each rule set of the folder, all of them, and base again. Every line is warmed up first (the
     * JIT compiles what the rule sets share while it plays any of them, so a line timed before the others were
     * played would look slower than it is); then each line plays games with seeds from {@code seed} on one thread
     * until {@code seconds} of its cpu time have passed, and, unless {@code botName} is random, times the decisions
     * of that bot for as long again.
     */
    static int run(BenchCommand b, PrintWriter out, RulesPath dir, String botName) {
        List<String> leftOut = new ArrayList<>();
        List<String> all = RulesLoader.all(dir, leftOut);
        Map<String, List<String>> lines = new LinkedHashMap<>();
        lines.put("base", List.of("base"));
        for (String n : all) if (!n.equals("base")) lines.put("base," + n, List.of("base", n));
        lines.put("all", all);
        boolean timesBot = !botName.equals("random");
        List<String> keys = new ArrayList<>(lines.keySet());
        Rules[] loaded = new Rules[keys.size()];
        for (int i = 0; i < loaded.length; i++) {
            loaded[i] = RulesLoader.load(dir, lines.get(keys.get(i)));
            Rules r = loaded[i];
            String[] seats = Setup.playerNames(r, b.players);
            int[] values = Setup.options(r, b.options);
            b.warmUp(0, 1, r, seats, values);
            if (timesBot) BenchDecisions.warmUp(b, r, seats, values, botName);
        }
        String head = String.format(Locale.ROOT, "%-40s %7s %12s %16s %17s %14s", "rules", "games", "games/cpu s",
                "placements/game", "placements/cpu s", "vs base/place");
        if (timesBot) head += String.format(Locale.ROOT, " %12s %15s %14s", botName + " ms", "decisions/cpu s", "vs base/dec");
        out.println(head);
        double basePerPlacement = 0, basePerDecision = 0;
        for (int i = 0; i <= loaded.length; i++) {
            boolean again = i == loaded.length;        // base at the end: how far the JIT moved since the first line
            Rules r = loaded[again ? 0 : i];
            String[] seats = Setup.playerNames(r, b.players);
            int[] values = Setup.options(r, b.options);
            long budget = (long) (b.seconds * 1e9), t0 = clock(), placements = 0;
            int n = 0;
            do {
                Game g = play(r, seats, values, b.seed + n, null);
                placements += g.board.n - r.start.size();
                n++;
            } while (clock() - t0 < budget);
            double cpu = Math.max(1e-9, (clock() - t0) / 1e9), perPlacement = cpu / Math.max(1, placements);
            if (basePerPlacement == 0) basePerPlacement = perPlacement;
            String line = String.format(Locale.ROOT, "%-40s %7d %12.1f %16.1f %17.0f %14.3f", again ? "base (again, at the end)" : keys.get(i),
                    n, n / cpu, placements / (double) n, placements / cpu, basePerPlacement / perPlacement);
            if (timesBot) {
                BenchDecisions.Decisions d = BenchDecisions.time(b, r, seats, values, botName, budget);
                double perDecision = d.cpuNanos / (double) Math.max(1, d.times.n);
                if (basePerDecision == 0) basePerDecision = perDecision;
                line += String.format(Locale.ROOT, " %12.3f %15.1f %14.3f", d.median() / 1e6, d.perCpuSecond(), basePerDecision / perDecision);
            }
            out.println(line);
            out.flush();
        }
        for (String l : leftOut) out.println("all: left out " + l);
        out.println(String.format(Locale.ROOT, "(%d players, random bots, one thread, %s; every line was warmed up (%s) before the "
                + "first was timed; \"vs base/place\" is base's time per placement over the line's: 1 is as fast as base, 0.1 ten "
                + "times slower)", b.players, cpuNow() > 0 ? "cpu time of the playing thread" : "wall time (this JVM cannot tell a thread's cpu time)",
                b.warmupSpec));
        if (timesBot) {
            out.println(String.format(Locale.ROOT, "(%s: the %s bot in every seat, each decision among two or more options timed: "
                    + "median milliseconds, decisions per cpu second, and base's time per decision over the line's)",
                    botName + " ms", botName));
        }
        out.println("machine: " + Machine.describe());
        return 0;
    }
}
