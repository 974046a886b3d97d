package org.tilerules.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Coverage-guided fuzzing of the front end (Jazzer). Without JAZZER_FUZZ this
 * is a regression test over the committed inputs in
 * {@code src/test/resources/org/tilerules/fuzz/FrontEndFuzzTestInputs/frontEnd}:
 * every shipped rule, tile and scenario file (first line "// rules", "// tiles" or
 * "// scenario") and every finding so far. With {@code JAZZER_FUZZ=1} it fuzzes
 * (docs/fuzzing.md says how, and how to make the corpus again).
 */
class FrontEndFuzzTest {
    @FuzzTest(maxDuration = "30m")
    void frontEnd(byte[] input) {
        FrontEndProbe.probe(input);
    }
}
