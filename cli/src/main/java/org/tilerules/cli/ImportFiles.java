package org.tilerules.cli;

import org.tilerules.front.RulesPath;
import org.tilerules.importer.Assertions;
import org.tilerules.importer.Conversion;
import org.tilerules.importer.ForeignImport;
import org.tilerules.importer.ForeignRecord;
import org.tilerules.simulate.Failure;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.UsageError;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The options naming what an import needs besides the record: the map and the other program's tile descriptions. */
final class ImportFiles {
    @Option(names = "--map", paramLabel = "FILE",
            description = "More lines for the translation table import/jcz.map (beside the rulesets folder): "
                    + "words of an expansion it lacks, or other meanings for its words. Repeatable; later files win.")
    List<Path> maps = new ArrayList<>();

    @Option(names = "--jcz-tiles", paramLabel = "DIR",
            description = "JCloisterZone's tile descriptions (its *.xml files; default: the map's 'tiles-from' folder).")
    Path tiles;

    /** A foreign record read and converted, with the importer that can check its assertions. */
    record Converted(ForeignImport importer, ForeignRecord record, Conversion.Result result) {
        List<Assertions.Verdict> check() { return importer.check(record, result); }
    }

    /** Reads and converts {@code file}; the notes on switches our rules play otherwise go to {@code err}. */
    Converted convert(RulesPath rulesets, Path file, PrintWriter err) {
        ForeignImport imp = open(rulesets);
        ForeignRecord rec = ForeignImport.read(file);
        Conversion.Result r = imp.convert(rec, names -> RulesChoice.load(rulesets, names));
        for (String n : r.notes()) err.println("note: " + n);
        return new Converted(imp, rec, r);
    }

    ForeignImport open(RulesPath rulesets) {
        Path m = rulesets.last().toAbsolutePath().getParent().resolve("import").resolve("jcz.map");
        if (!Files.isRegularFile(m)) throw new Failure("no import map at " + m);
        for (Path f : maps) if (!Files.isRegularFile(f)) throw new UsageError("--map " + f + ": no such file");
        if (tiles != null && !Files.isDirectory(tiles)) throw new UsageError("--jcz-tiles " + tiles + ": no such folder");
        return new ForeignImport(m, maps, tiles);
    }
}
