package org.tilerules.fuzz;

import org.junit.jupiter.api.extension.Extension;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Registered as a JUnit extension (META-INF/services, autodetection on in
 * junit-platform.properties), so JUnit creates it before any test runs: from
 * then on standard error drops Jazzer's "INFO: Instrumented ..." lines, which
 * its agent writes for every class it instruments (most of them at once, for
 * the classes loaded before the fuzz test started it), and passes the rest.
 */
public final class QuietJazzer implements Extension {
    static {
        install();
    }

    private static boolean installed;

    static synchronized void install() {
        if (installed) return;
        installed = true;
        System.setErr(new PrintStream(new QuietInstrumentation(System.err), true, StandardCharsets.UTF_8));
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
