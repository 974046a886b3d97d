package org.tilerules.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

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
 * JVM (about 500 lines); standard error drops them from this class's loading
 * on, and passes everything else.
 */
class FrontEndFuzzTest {
    static {
        System.setErr(new PrintStream(new QuietInstrumentation(System.err), true, StandardCharsets.UTF_8));
    }

    @FuzzTest(maxDuration = "30m", maxExecutions = 200_000)
    void frontEnd(byte[] input) {
        FrontEndProbe.probe(input);
    }

    /** Standard error without Jazzer's lines about the classes it instrumented. */
    static final class QuietInstrumentation extends OutputStream {
        private static final byte[] NOISE = "INFO: Instrumented ".getBytes(StandardCharsets.UTF_8);
        private final PrintStream to;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        QuietInstrumentation(PrintStream to) { this.to = to; }

        @Override public synchronized void write(int b) {
            line.write(b);
            if (b == '\n') flushLine();
        }

        @Override public synchronized void flush() {
            if (line.size() > 0 && !startsWithNoise()) flushLine();
            to.flush();
        }

        private boolean startsWithNoise() {
            byte[] a = line.toByteArray();
            for (int i = 0; i < Math.min(a.length, NOISE.length); i++) if (a[i] != NOISE[i]) return false;
            return true;  // a prefix of the noise: wait for the rest of the line
        }

        private void flushLine() {
            byte[] a = line.toByteArray();
            line.reset();
            boolean noise = a.length >= NOISE.length && startsWithNoise(a);
            if (!noise) to.write(a, 0, a.length);
        }

        private static boolean startsWithNoise(byte[] a) {
            for (int i = 0; i < NOISE.length; i++) if (a[i] != NOISE[i]) return false;
            return true;
        }
    }
}
