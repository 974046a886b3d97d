package org.tilerules.cli;

import org.tilerules.importer.ForeignImport;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;

/** The options naming what an import needs besides the record: the map and the other program's tile descriptions. */
final class ImportFiles {
    @Option(names = "--map", paramLabel = "FILE",
            description = "The translation table (default: import/jcz.map beside the rulesets folder).")
    Path map;

    @Option(names = "--jcz-tiles", paramLabel = "DIR",
            description = "JCloisterZone's tile descriptions (its *.xml files; default: the map's 'tiles-from' folder).")
    Path tiles;

    ForeignImport open(Path rulesets) {
        Path m = map != null ? map : rulesets.toAbsolutePath().getParent().resolve("import").resolve("jcz.map");
        if (!Files.isRegularFile(m)) throw new Failure("no import map at " + m + "; pass --map FILE");
        if (tiles != null && !Files.isDirectory(tiles)) throw new UsageError("--jcz-tiles " + tiles + ": no such folder");
        return new ForeignImport(m, tiles);
    }
}
