package org.tilerules.importer;

import org.tilerules.runtime.Rules;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/** Reads another program's record with the map and tile descriptions it needs, and converts it. */
public final class ForeignImport {
    public final ForeignMap map;
    public final ForeignTiles tiles;

    /** @param tilesDir the other program's tile descriptions, or null for the map's {@code tiles-from} */
    public ForeignImport(Path mapFile, Path tilesDir) { this(mapFile, List.of(), tilesDir); }

    /** @param added maps whose lines add to the shipped one ({@code --map FILE}), in order */
    public ForeignImport(Path mapFile, List<Path> added, Path tilesDir) {
        this.map = ForeignMap.read(mapFile, added);
        this.tiles = ForeignTiles.read(map, tilesDir != null ? tilesDir : map.tilesFrom);
    }

    public static ForeignRecord read(Path file) {
        if (Files.isDirectory(file)) throw new ImportException("cannot read " + file + ": it is a folder, not a file");
        try {
            return ForeignRecord.parse(file.toString(), Files.readString(file));
        } catch (NoSuchFileException e) {
            throw new ImportException("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new ImportException("cannot read " + file + ": " + (e instanceof FileSystemException fs
                    && fs.getReason() != null ? fs.getReason() : e.getMessage()));
        }
    }

    public Conversion.Result convert(ForeignRecord rec, Function<List<String>, Rules> loader) {
        return Conversion.convert(rec, map, tiles, loader);
    }

    public List<Assertions.Verdict> check(ForeignRecord rec, Conversion.Result r) {
        return Assertions.check(rec.assertions, r.game(), map);
    }
}
