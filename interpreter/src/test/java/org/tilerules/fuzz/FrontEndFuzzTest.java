package org.tilerules.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;


/**
 * Coverage-guided fuzzing of the front end (Jazzer). Without JAZZER_FUZZ this
 * is a regression test over the committed inputs in
 * {@code src/test/resources/org/tilerules/fuzz/FrontEndFuzzTestInputs/frontEnd}:
 * every shipped rule, tile and scenario file (first line "// rules", "// tiles" or
 * "// scenario") and every finding so far. With {@code JAZZER_FUZZ=1} it fuzzes
 * (docs/fuzzing.md says how, and how to make the corpus again), for at most
 * 200,000 executions or 30 minutes.
 *
 * <p>Jazzer's agent writes one "INFO: Instrumented CLASS (took N ms, size +M%)"
 * line to standard error for every class it instruments, in every test of the
 * JVM (about 500 lines, most when the agent starts and instruments the classes
 * loaded before); {@link QuietJazzer}, an extension JUnit loads before any
 * test, makes standard error drop them and pass everything else.
 */
class FrontEndFuzzTest {
    static {
        QuietJazzer.install();
    }

    @FuzzTest(maxDuration = "30m", maxExecutions = 200_000)
    void frontEnd(byte[] input) {
        FrontEndProbe.probe(input);
    }
}
