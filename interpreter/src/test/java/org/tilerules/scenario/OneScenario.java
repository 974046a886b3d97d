package org.tilerules.scenario;

import org.tilerules.TestSupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The fixture of the tests that run one scenario written in the test: its body in a file of a temporary folder. */
final class OneScenario {
    private OneScenario() {}

    /** Runs {@code scenario "t" { BODY }} from a file {@code x.scenario} in {@code dir}, with the repository's rule sets. */
    static Outcome run(Path dir, String body) throws IOException {
        Path f = dir.resolve("x.scenario");
        Files.writeString(f, "scenario \"t\" {\n" + body + "}\n");
        List<Outcome> out = new ScenarioRunner(TestSupport.repo().resolve("rulesets")).runFile(f, null);
        assertEquals(1, out.size());
        return out.get(0);
    }

    /** The outcome's message without the temporary folder, which depends on where the test runs. */
    static String message(Outcome o) {
        return o.message().replaceAll("\\S*x\\.scenario", "x.scenario");
    }
}
