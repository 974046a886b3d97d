package org.tilerules.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** Runs the command line in-process and captures what it prints. */
final class Cli {
    private Cli() {}

    record Result(int code, String out, String err) {}

    static Result run(String... args) {
        Result r = runQuietly(args);
        assertFalse(r.err.contains("Exception") || r.err.contains("\tat "), "stack trace on stderr:\n" + r.err);
        return r;
    }

    /** As {@link #run}, without asserting anything about what was printed (the caller judges it). */
    static Result runQuietly(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The repository: the folder above the working folder that holds {@code rulesets}. */
    static Path repo() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("rulesets"))) p = p.getParent();
        if (p == null) throw new IllegalStateException("no rulesets folder above " + Path.of("").toAbsolutePath());
        return p;
    }

    static String path(String relative) { return repo().resolve(relative).toString(); }
}
