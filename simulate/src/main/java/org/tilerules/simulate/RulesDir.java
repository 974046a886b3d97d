package org.tilerules.simulate;

import org.tilerules.front.RulesPath;
import picocli.CommandLine.Option;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The {@code --rules-dir} option: folders of rule sets searched before the program's own
 * (so a modder's rule set may extend {@code base}); also read from {@value #ENV}.
 */
public final class RulesDir {
    /** The environment variable naming more folders of rule sets (for editors), separated as the system separates paths. */
    public static final String ENV = "TILERULES_RULES_DIR";

    @Option(names = "--rules-dir", paramLabel = "DIR",
            description = {"A folder of your own rule sets (each a subfolder holding .rules files), searched before "
                    + "the program's: your rule sets may extend the program's, and a name in both is yours. "
                    + "Repeatable (the first folder given is searched first); the folders in the environment "
                    + "variable " + ENV + " (separated by '" + "${sys:path.separator}" + "') come next, then the "
                    + "program's 'rulesets' folder (found walking up from the current folder, else from the "
                    + "program's installation).",
                    "Example: --rules-dir mine --rules base,my-expansion (mine/my-expansion/my-expansion.rules "
                    + "holding 'ruleset my-expansion extends base')."})
    public List<Path> dirs = new ArrayList<>();

    /** How the environment is read: the process's, or a test's. */
    private final Function<String, String> env;

    public RulesDir() { this(System::getenv); }

    public RulesDir(Function<String, String> env) { this.env = env; }

    /** The search path: the folders given, then the environment's, then the program's; a usage error when one is missing. */
    public RulesPath resolve() {
        List<Path> path = given(dirs, "--rules-dir ");
        path.addAll(given(fromEnv(), ENV + ": "));
        path.add(program());
        return RulesPath.of(path);
    }

    /** As {@link #resolve()}, but with {@code fallback} for the program's folder when none is found. */
    public RulesPath resolveOr(Path fallback) {
        List<Path> path = given(dirs, "--rules-dir ");
        path.addAll(given(fromEnv(), ENV + ": "));
        Path program;
        try {
            program = program();
        } catch (UsageError e) {
            program = fallback;
        }
        path.add(program);
        return RulesPath.of(path);
    }

    /** The program's own rule sets: the 'rulesets' folder above the current folder, else above the installation. */
    private static Path program() {
        Path cwd = Path.of("").toAbsolutePath();
        Path found = above(cwd);
        if (found == null) found = above(installation());
        if (found == null) {
            throw new UsageError("no 'rulesets' folder above " + cwd + " or the installation; pass --rules-dir DIR");
        }
        return found;
    }

    private static List<Path> given(List<Path> dirs, String what) {
        List<Path> out = new ArrayList<>();
        for (Path d : dirs) {
            if (!Files.isDirectory(d)) throw new UsageError(what + d + ": no such folder");
            if (holdsRuleFiles(d)) {
                throw new UsageError(what + d + ": the folder holds .rules files itself; name the folder above it, "
                        + "which holds one folder per rule set (" + d.toAbsolutePath().normalize().getFileName() + "/ among them)");
            }
            out.add(d);
        }
        return out;
    }

    private static boolean holdsRuleFiles(Path d) {
        try (Stream<Path> s = Files.list(d)) {
            return s.anyMatch(p -> p.toString().endsWith(".rules") && Files.isRegularFile(p));
        } catch (IOException e) {
            return false;
        }
    }

    /** The folders {@value #ENV} names, in order (empty entries skipped). */
    private List<Path> fromEnv() {
        String v = env.apply(ENV);
        List<Path> out = new ArrayList<>();
        if (v == null) return out;
        for (String part : v.split(Pattern.quote(File.pathSeparator))) {
            if (part.isBlank()) continue;
            try {
                out.add(Path.of(part.strip()));
            } catch (InvalidPathException e) {
                throw new UsageError(ENV + ": '" + part + "' is not a usable folder name");
            }
        }
        return out;
    }

    /** The nearest {@code rulesets} folder at or above {@code start}, as a path relative to the current folder if below it. */
    public static Path above(Path start) {
        for (Path p = start; p != null; p = p.getParent()) {
            Path r = p.resolve("rulesets");
            if (Files.isDirectory(r)) {
                Path cwd = Path.of("").toAbsolutePath();
                return r.startsWith(cwd) ? cwd.relativize(r) : r;
            }
        }
        return null;
    }

    /** The folder holding the program's jar (or classes) or, in the command line's installation, this module's jar in lib/; or null. */
    private static Path installation() {
        try {
            var src = RulesDir.class.getProtectionDomain().getCodeSource();
            if (src == null) return null;
            return Path.of(src.getLocation().toURI()).toAbsolutePath().getParent();
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
