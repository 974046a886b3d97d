package org.tilerules.cli;

import org.tilerules.record.GameRecord;
import org.tilerules.record.ReplayAgent;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "replay", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Replays a game record (from play --json) and checks that it comes out the same.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne play --rules base --seed 42 --json > game.json",
                "  carcassonne replay game.json",
                "  carcassonne replay --log game.json"})
final class ReplayCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;

    @Parameters(paramLabel = "FILE", description = "The game record (JSON).")
    Path file;

    @Option(names = "--log", description = "Print every turn: the choices taken and the points scored.")
    boolean log;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        String text;
        try {
            text = Files.readString(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new Failure("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new Failure("cannot read " + file + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
        GameRecord rec = GameRecord.fromJson(file.toString(), text);
        Rules r = RulesChoice.load(rulesDir.resolve(), rec.rules());
        String[] names = rec.players().toArray(new String[0]);
        if (names.length < r.minPlayers || names.length > r.maxPlayers) {
            throw new Failure("the record has " + names.length + " players; rules " + String.join(",", rec.rules())
                    + " are for " + r.minPlayers + " to " + r.maxPlayers);
        }
        Game g = new Game(r, names, rec.optionValues(r), rec.seed());
        ReplayAgent agent = new ReplayAgent(rec.choices());
        Arrays.fill(g.agents, agent);
        if (log) g.observer = new TurnLog(out);
        g.setUp();
        g.play();
        agent.requireAllUsed();
        ScoreTable.print(g, out);
        List<String> diffs = rec.differences(g);
        if (!diffs.isEmpty()) {
            out.flush();
            spec.commandLine().getErr().println("error: the replay differs from the record: " + String.join("; ", diffs));
            return Main.FAILED;
        }
        out.println("replay matches the record");
        return 0;
    }
}
