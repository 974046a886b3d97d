package org.tilerules.cli;

import org.tilerules.simulate.UsageError;
import org.tilerules.simulate.Failure;
import org.tilerules.simulate.RulesDir;
import org.tilerules.picture.Artwork;
import org.tilerules.picture.BoardPicture;
import org.tilerules.picture.Frame;
import org.tilerules.picture.FrameRecorder;
import org.tilerules.scenario.ScenarioRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

@Command(name = "board", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Draws the board of a game record (.json, from play --json) at a turn, or of a scenario "
                + "(.scenario) at its set-up or after its moves: tiles, figures in their owners' colours, the last "
                + "placement outlined, players and scores, figures in zones, tokens on tiles, link tokens and junctions."})
final class RenderBoard implements Runnable {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;

    @Parameters(paramLabel = "FILE", description = "A game record (.json) or a scenario file (.scenario).")
    Path file;

    @Option(names = "--turn", paramLabel = "N", description = "Record: the board after turn N (0: the set-up; default: the end, after the final scoring).")
    Integer turn;

    @Option(names = "--setup", description = "Scenario: the board as set up, before the moves (default: after the moves).")
    boolean setup;

    @Option(names = "--only", paramLabel = "TEXT", description = "Scenario: the first scenario whose title contains TEXT (default: the file's first).")
    String only;

    @Option(names = "--open", description = "Also outline the open positions next to the tiles.")
    boolean open;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "Where to write (.svg or .png); default: standard output (SVG).")
    Path out;

    @Override public void run() {
        if (!Files.isRegularFile(file)) throw Failure.cannotRead(file);
        String svg = file.toString().endsWith(".scenario") ? fromScenario() : fromRecord();
        PictureFile.write(svg, out, spec.commandLine().getOut());
    }

    private String fromRecord() {
        if (setup || only != null) throw new UsageError("--setup and --only are for scenarios; for a record, use --turn N");
        RecordGame rg = RecordGame.load(file, rulesDir.resolve());
        rg.record().setUp(rg.game());
        Artwork art = new Artwork(rg.rules());
        BoardPicture picture = new BoardPicture(art).showOpen(open);
        List<Frame> frames = new FrameRecorder(picture).playAll(rg.game(), rg.agent(), rg.record().turnLimit(), rg.record().finished());
        int last = frames.size() - 1;
        int at = turn == null ? last : turn;
        if (at < 0 || at > last) {
            throw new UsageError("--turn " + at + ": the game has turns 0 (the set-up) to " + (last - 1) + ", and " + last + " for the final scoring");
        }
        return BoardPicture.standalone(art, frames.get(at).svg());
    }

    private String fromScenario() {
        if (turn != null) throw new UsageError("--turn is for game records; for a scenario, use --setup or nothing (after the moves)");
        List<ScenarioFrames.Shot> shots = new ArrayList<>();
        var outcomes = new ScenarioRunner(rulesDir.resolve()).watch(new ScenarioFrames(open, shots::add)).runFile(file, only);
        if (shots.isEmpty()) {
            if (!outcomes.isEmpty() && !outcomes.get(0).passed()) throw new Failure(outcomes.get(0).message());
            throw new Failure(file + ": no scenario" + (only == null ? "" : " whose title contains \"" + only + "\""));
        }
        ScenarioFrames.Shot shot = shots.get(0);
        if (shot.frames().isEmpty()) throw new Failure("the scenario cannot be set up: " + shot.outcome().message());
        Frame f = setup ? shot.frames().get(0) : shot.frames().get(shot.frames().size() - 1);
        return BoardPicture.standalone(shot.art(), f.svg());
    }
}
