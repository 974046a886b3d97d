package org.tilerules.cli;

import org.tilerules.simulate.Failure;
import org.tilerules.simulate.RulesDir;
import org.tilerules.importer.Conversion;
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
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.Callable;

@Command(name = "import", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Converts a JCloisterZone game record (.jcz) into a game record of ours (JSON), by playing it "
                + "through our rules (docs/jcz-import.md).",
                "A record that uses something these rules cannot represent is refused, naming the action or set-up "
                        + "entry and what is missing; then nothing is written."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne import saved.jcz -o game.json",
                "  carcassonne replay game.json --html game.html",
                "  carcassonne replay saved.jcz --check          (the record's test assertions, pass or fail)",
                "  carcassonne import saved.jcz --jcz-tiles ~/JCloisterZone/expansions"})
final class ImportCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;
    @Mixin ImportFiles files;

    @Parameters(paramLabel = "FILE", description = "The JCloisterZone record (.jcz, JSON).")
    Path file;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Where to write our record (default: standard output).")
    Path output;

    @Override public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Conversion.Result r = files.convert(rulesDir.resolve(), file, err).result();
        String json = r.record().toJson();
        if (output == null) {
            spec.commandLine().getOut().print(json);
            return 0;
        }
        write(output, json);
        err.println("wrote " + output + ": rules " + String.join(",", r.record().rules()) + ", " + r.record().players().size()
                + " player(s), " + r.record().tilesPlaced() + " tiles, " + r.record().choices().length + " choices");
        return 0;
    }

    /** Writes through a temporary file beside the target, so a failure leaves nothing half-written. */
    static void write(Path target, String text) {
        try {
            Path abs = target.toAbsolutePath();
            Files.createDirectories(abs.getParent());
            // not Files.createTempFile: its file is private (mode 0600); this one gets the usual mode (the umask's)
            Path tmp = abs.resolveSibling("." + abs.getFileName() + "." + ProcessHandle.current().pid() + "." + System.nanoTime() + ".tmp");
            Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW).close();
            try {
                Files.writeString(tmp, text);
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw Failure.cannotWrite(target, e);
        }
    }
}
