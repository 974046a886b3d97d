package org.tilerules.cli;

import org.tilerules.simulate.UsageError;
import org.tilerules.simulate.RulesDir;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.Setup;
import org.tilerules.record.GameRecord;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "play", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Plays one game with bots and prints the final scores (or the game record).",
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne play --rules base --players 3 --seed 7",
                "  carcassonne play --rules base --players 2 --bots greedy,random --log",
                "  carcassonne play --rules base --log --why                    (which rule made each point)",
                "  carcassonne play --rules base --option NAME=VALUE",
                "  carcassonne play --rules base --bots human,greedy --log      (you are red)",
                "  carcassonne serve                                            (the same in the browser)",
                "  carcassonne play --rules base --bots external,random --command './my-bot'",
                "  carcassonne play --rules base --seed 42 --json > game.json"})
final class PlayCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;
    @Mixin RulesChoice rules;

    @Option(names = "--players", paramLabel = "N", defaultValue = "2", description = "Number of players (default: ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed for the bag and the bots (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--bots", paramLabel = "BOT", split = ",", defaultValue = "greedy",
            description = "Who plays: greedy (best score if the game ended after this turn; the default), random (any legal option), "
                    + "mcts (Monte Carlo playouts), "
                    + "human (you, at the terminal: numbered options on stderr, answer with a number or a label), or "
                    + "external (a program started with --command: one JSON line per decision on its stdin, "
                    + "{\"turn\":..,\"player\":..,\"topic\":..,\"options\":[labels]}, answered by an option number from 0 or a label); "
                    + "one for everyone, or one per player such as human,greedy (default: ${DEFAULT-VALUE}).")
    List<String> bots;

    @Option(names = "--command", paramLabel = "CMD",
            description = "The program an external player runs (through sh -c; one process per external seat).")
    String command;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Sets an option the rule files declare; may be repeated.")
    List<String> options;

    @Option(names = "--log", description = "Print every turn: the choices taken (a choice made again and again once, with how often; declining left out) and the points scored.")
    boolean log;

    @Option(names = "--why", description = "Print every turn as --log does, and after each score event the rule that made it (its name, file and line).")
    boolean why;

    @Option(names = "--json", description = "Print the game record (JSON, for replay) instead of the table; --log then goes to stderr.")
    boolean json;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Rules r = rules.load(rulesDir.resolve());
        String[] names = Setup.playerNames(r, players);
        int[] values = Setup.options(r, options);
        List<String> known = new ArrayList<>(Setup.BOTS);
        known.addAll(List.of("human", "external"));
        List<String> seated = Setup.bots(bots, players, known);
        if (seated.contains("external") && command == null) throw new UsageError("--bots external needs --command CMD: the program to run");
        Game g = new Game(r, names, values, seed);
        if (log || why) g.observer = new TurnLog(json ? spec.commandLine().getErr() : out, why);
        Setup.seat(g, seated);          // after the log: a look-ahead bot puts its observer in front of it
        try (StreamSeats streams = new StreamSeats(command, spec.commandLine().getErr())) {
            streams.seat(g, seated);
            g.setUp();
            g.play();
        }
        if (json) out.print(GameRecord.of(g, seated).toJson());
        else ScoreTable.print(g, out);
        out.flush();
        return 0;
    }
}
