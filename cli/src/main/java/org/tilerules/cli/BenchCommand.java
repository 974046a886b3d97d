package org.tilerules.cli;

import org.tilerules.agents.RandomAgent;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Plays many games with random bots on one thread and reports games and placements per second.",
        footerHeading = "%nExamples:%n",
        footer = {"  carcassonne bench --rules base", "  carcassonne bench --rules base --games 10000 --warmup 1000 --players 4",
                "  carcassonne bench --rules base --option NAME=VALUE"})
final class BenchCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;
    @Mixin RulesChoice rules;

    @Option(names = "--games", paramLabel = "N", defaultValue = "2000", description = "Games to time (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "200", description = "Untimed games first, to warm up the JIT (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--players", paramLabel = "N", defaultValue = "2", description = "Players per game (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the first timed game; game i uses seed + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Sets an option the rule files declare; may be repeated.")
    List<String> options;

    @Override public Integer call() {
        if (games < 1) throw new UsageError("--games must be at least 1, found " + games);
        if (warmup < 0) throw new UsageError("--warmup must not be negative, found " + warmup);
        PrintWriter out = spec.commandLine().getOut();
        Rules r = rules.load(rulesDir.resolve());
        String[] names = Setup.playerNames(r, players);
        int[] values = Setup.options(r, options);
        for (int i = 0; i < warmup; i++) play(r, names, values, seed - 1 - i);
        long placements = 0, choices = 0, points = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < games; i++) {
            Game g = play(r, names, values, seed + i);
            placements += g.board.n - r.start.size();
            choices += g.choiceLog.size();
            for (int s : g.score) points += s;
        }
        double secs = Math.max(1e-9, (System.nanoTime() - t0) / 1e9);
        out.println(String.format(Locale.ROOT, "%d games in %.2f s: %.0f games/s, %.0f placements/s (1 thread, %d players, rules %s)",
                games, secs, games / secs, placements / secs, players, String.join(",", r.rulesets)));
        out.println(String.format(Locale.ROOT, "total: %d placements, %d choices, %.1f points per player per game",
                placements, choices, points / (double) games / players));
        return 0;
    }

    private static Game play(Rules r, String[] names, int[] values, long seed) {
        Game g = new Game(r, names, values, seed);
        for (int p = 0; p < names.length; p++) g.agents[p] = new RandomAgent(seed * 1_000_003L + 7919L * (p + 1));
        g.setUp();
        g.play();
        return g;
    }
}
