package org.tilerules.scenario;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs scenario files (or every .scenario file under folders) and reports one outcome per scenario. */
public final class ScenarioRunner {
    private final Path defaultRulesets;

    public ScenarioRunner(Path defaultRulesets) { this.defaultRulesets = defaultRulesets; }

    /** {@code only}: null, or a text the scenario's title must contain. */
    public List<Outcome> runPaths(List<Path> paths, String only) {
        return new ArrayList<>();
    }
}
