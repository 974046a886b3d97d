package org.tilerules.cli;

import org.tilerules.front.RulesPath;
import org.tilerules.importer.Assertions;
import org.tilerules.picture.Artwork;
import org.tilerules.picture.BoardPicture;
import org.tilerules.picture.Frame;
import org.tilerules.picture.FrameRecorder;
import org.tilerules.picture.ReplayPage;
import org.tilerules.record.GameRecord;
import org.tilerules.runtime.Game;
import org.tilerules.simulate.Failure;
import org.tilerules.simulate.RulesDir;
import org.tilerules.simulate.UsageError;
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
        description = {"Replays a game record (from play --json or import) and checks that it comes out the same.",
                "A JCloisterZone record (FILE.jcz) is converted first (as by import); --check then evaluates its test "
                        + "assertions against our game, one line each, PASS, FAIL or UNSUPPORTED (docs/jcz-import.md)."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne play --rules base --seed 42 --json > game.json",
                "  carcassonne replay game.json",
                "  carcassonne replay --log game.json",
                "  carcassonne replay game.json --html game.html   (open it in a browser; arrow keys step through)",
                "  carcassonne replay saved.jcz --check"})
final class ReplayCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;
    @Mixin ImportFiles importFiles;

    @Parameters(paramLabel = "FILE", description = "The game record (JSON), or a JCloisterZone record (.jcz).")
    Path file;

    @Option(names = "--check", description = "For a .jcz record: evaluate its test assertions against our game; exit 1 unless all pass.")
    boolean check;

    @Option(names = "--log", description = "Print every turn: the choices taken and the points scored.")
    boolean log;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Also write a page that shows the game turn by turn: the board, the decisions and score events, "
                    + "the scores and a chart (one self-contained HTML file).")
    Path html;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        boolean foreign = file.getFileName().toString().endsWith(".jcz");
        if (check && !foreign) throw new UsageError("--check evaluates the assertions of a JCloisterZone record (FILE.jcz); " + file + " is not one");
        RulesPath rulesets = rulesDir.resolve();
        ImportFiles.Converted converted = foreign ? importFiles.convert(rulesets, file, spec.commandLine().getErr()) : null;
        RecordGame rg = foreign ? RecordGame.of(converted.result().record(), rulesets) : RecordGame.load(file, rulesets);
        Game g = rg.game();
        if (log) g.observer = new TurnLog(out);
        rg.record().setUp(g);
        rg.record().play(g);
        rg.agent().requireAllUsed();
        if (g.observer instanceof TurnLog tl) tl.stopped(g);   // a record that had not ended: its last turn too
        ScoreTable.print(g, out);
        List<String> diffs = rg.record().differences(g);
        if (html != null) {
            String title = "game " + file.getFileName() + " (rules " + String.join(", ", rg.record().rules()) + ", seed "
                    + rg.record().seed() + ")";
            writePage(html, page(rg.record(), rulesets, g, title,
                    diffs.isEmpty() ? null : "the replay differs from the record: " + String.join("; ", diffs)));
            out.println("wrote " + html);
        }
        if (!diffs.isEmpty()) {
            out.flush();
            spec.commandLine().getErr().println("error: the replay differs from the record: " + String.join("; ", diffs));
            return Main.FAILED;
        }
        out.println("replay matches the record");
        if (!check) return 0;
        List<Assertions.Verdict> verdicts = converted.check();
        if (verdicts.isEmpty()) out.println("the record has no assertions");
        long bad = verdicts.stream().filter(v -> v.status() != Assertions.Status.PASS).count();
        for (Assertions.Verdict v : verdicts) out.println(v.line());
        out.println((verdicts.size() - bad) + " passed, " + bad + " failed or unsupported");
        return bad == 0 ? 0 : Main.FAILED;
    }

    /** The replay page of a record (the game {@code end} is the record replayed to its end: the pictures take its scale). */
    static String page(GameRecord rec, RulesPath rulesets, Game end, String title, String message) {
        RecordGame again = RecordGame.of(rec, rulesets);
        again.record().setUp(again.game());
        Artwork art = new Artwork(again.rules());
        List<Frame> frames = new FrameRecorder(new BoardPicture(art).extent(end.board).cellPixels(72)).playAll(again.game(), again.agent(),
                rec.turnLimit(), rec.finished());
        return ReplayPage.html(title, end.playerNames, art, frames, rec.toJson(), message);
    }

    /** The replay page of a record, replayed twice: to its end, then step by step. */
    static String page(GameRecord rec, RulesPath rulesets, String title) {
        RecordGame rg = RecordGame.of(rec, rulesets);
        rg.record().setUp(rg.game());
        rg.record().play(rg.game());
        return page(rec, rulesets, rg.game(), title, null);
    }

    static void writePage(Path file, String html) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            Files.writeString(file, html);
        } catch (IOException e) {
            throw Failure.cannotWrite(file, e);
        }
    }
}
