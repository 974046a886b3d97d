package org.tilerules.scenario;

import org.tilerules.front.Diagnostics;

import java.nio.file.Path;

/** A parsed .scenario file. */
public final class ScenarioFile {
    private ScenarioFile() {}

    /** Parses and checks a scenario file without running it. */
    public static void check(Path file, Path rulesets, Diagnostics d) {
    }
}
