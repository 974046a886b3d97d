package org.tilerules.lsp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A copy of the repository's rule sets and tiles in a temporary folder, where tests write their own files. */
final class Workspace {
    private Workspace() {}

    static Path repo() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("rulesets"))) p = p.getParent();
        if (p == null) throw new IllegalStateException("no rulesets folder above " + Path.of("").toAbsolutePath());
        return p;
    }

    static Path copy(Path into) {
        copyTree(repo().resolve("rulesets"), into.resolve("rulesets"));
        copyTree(repo().resolve("tiles"), into.resolve("tiles"));
        return into;
    }

    static Path write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            return Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copyTree(Path from, Path to) {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
