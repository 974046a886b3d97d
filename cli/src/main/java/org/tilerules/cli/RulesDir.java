package org.tilerules.cli;

import picocli.CommandLine.Option;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The {@code --rules-dir} option and where rule sets are found without it. */
final class RulesDir {
    @Option(names = "--rules-dir", paramLabel = "DIR",
            description = "Folder of rule sets (default: the 'rulesets' folder found walking up from the current "
                    + "folder, else from the program's installation).")
    Path dir;

    /** The rule sets folder to use; a usage error when none can be found. */
    Path resolve() {
        if (dir != null) {
            if (!Files.isDirectory(dir)) throw new UsageError("--rules-dir " + dir + ": no such folder");
            return dir;
        }
        Path cwd = Path.of("").toAbsolutePath();
        Path found = above(cwd);
        if (found == null) found = above(installation());
        if (found == null) {
            throw new UsageError("no 'rulesets' folder above " + cwd + " or the installation; pass --rules-dir DIR");
        }
        return found;
    }

    /** The nearest {@code rulesets} folder at or above {@code start}, as a path relative to the current folder if below it. */
    static Path above(Path start) {
        for (Path p = start; p != null; p = p.getParent()) {
            Path r = p.resolve("rulesets");
            if (Files.isDirectory(r)) {
                Path cwd = Path.of("").toAbsolutePath();
                return r.startsWith(cwd) ? cwd.relativize(r) : r;
            }
        }
        return null;
    }

    /** The folder holding the program's jar (or classes), or null. */
    private static Path installation() {
        try {
            var src = Main.class.getProtectionDomain().getCodeSource();
            if (src == null) return null;
            return Path.of(src.getLocation().toURI()).toAbsolutePath().getParent();
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
