package org.tilerules.capability;

import org.tilerules.TestSupport;
import org.tilerules.scenario.Outcome;
import org.tilerules.scenario.ScenarioRunner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A folder of rule sets for a capability test: the repository's rule sets and tiles linked in, and
 * a rule set written by the test beside them (so it can say {@code extends base}). Closing it
 * removes the links, which JUnit would otherwise warn about for leaving the temporary folder.
 */
final class RuleSetFolder implements AutoCloseable {
    final Path rulesets;
    private final Path tmp;

    RuleSetFolder(Path tmp) throws IOException {
        this.tmp = tmp;
        Path repo = TestSupport.repo();
        rulesets = tmp.resolve("rulesets");
        Files.createDirectories(rulesets);
        Files.createSymbolicLink(tmp.resolve("tiles"), repo.resolve("tiles"));
        try (Stream<Path> s = Files.list(repo.resolve("rulesets"))) {
            for (Path r : s.toList()) Files.createSymbolicLink(rulesets.resolve(r.getFileName()), r);
        }
    }

    /** Writes rule set NAME (rulesets/NAME/NAME.rules) and returns its file. */
    Path ruleSet(String name, String text) throws IOException {
        Path file = rulesets.resolve(name).resolve(name + ".rules");
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    /** Writes a scenario file beside the rule sets and runs it. */
    List<Outcome> run(String fileName, String scenarios) throws IOException {
        Path scenario = tmp.resolve(fileName);
        Files.writeString(scenario, scenarios);
        return new ScenarioRunner(rulesets).runFile(scenario, null);
    }

    @Override public void close() throws IOException {
        try (Stream<Path> s = Files.list(rulesets)) {
            for (Path l : s.filter(Files::isSymbolicLink).toList()) Files.delete(l);
        }
        Files.delete(tmp.resolve("tiles"));
    }
}
