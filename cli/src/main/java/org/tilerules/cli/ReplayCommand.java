package org.tilerules.cli;

import org.tilerules.picture.Artwork;
import org.tilerules.picture.BoardPicture;
import org.tilerules.picture.Frame;
import org.tilerules.picture.FrameRecorder;
import org.tilerules.picture.ReplayPage;
import org.tilerules.runtime.Game;
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
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "replay", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Replays a game record (from play --json) and checks that it comes out the same.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne play --rules base --seed 42 --json > game.json",
                "  carcassonne replay game.json",
                "  carcassonne replay --log game.json",
                "  carcassonne replay game.json --html game.html   (open it in a browser; arrow keys step through)"})
final class ReplayCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;

    @Parameters(paramLabel = "FILE", description = "The game record (JSON).")
    Path file;

    @Option(names = "--log", description = "Print every turn: the choices taken and the points scored.")
    boolean log;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Also write a page that shows the game turn by turn: the board, the decisions and score events, "
                    + "the scores and a chart (one self-contained HTML file).")
    Path html;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        RecordGame rg = RecordGame.load(file, rulesDir.resolve());
        Game g = rg.game();
        if (log) g.observer = new TurnLog(out);
        g.setUp();
        g.play();
        rg.agent().requireAllUsed();
        ScoreTable.print(g, out);
        List<String> diffs = rg.record().differences(g);
        if (html != null) {
            // a second replay takes the pictures, all at the scale of the final board
            RecordGame again = RecordGame.load(file, rulesDir.resolve());
            again.game().setUp();
            Artwork art = new Artwork(again.rules());
            List<Frame> frames = new FrameRecorder(new BoardPicture(art).extent(g.board).cellPixels(72)).playAll(again.game(), again.agent());
            String title = "game " + file.getFileName() + " (rules " + String.join(", ", rg.record().rules()) + ", seed "
                    + rg.record().seed() + ")";
            writePage(html, ReplayPage.html(title, g.playerNames, art, frames, rg.record().toJson(),
                    diffs.isEmpty() ? null : "the replay differs from the record: " + String.join("; ", diffs)));
            out.println("wrote " + html);
        }
        if (!diffs.isEmpty()) {
            out.flush();
            spec.commandLine().getErr().println("error: the replay differs from the record: " + String.join("; ", diffs));
            return Main.FAILED;
        }
        out.println("replay matches the record");
        return 0;
    }

    static void writePage(Path file, String html) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            Files.writeString(file, html);
        } catch (IOException e) {
            throw new Failure("cannot write " + file + ": " + e.getMessage());
        }
    }
}
