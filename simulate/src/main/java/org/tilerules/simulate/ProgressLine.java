package org.tilerules.simulate;

import org.tilerules.sim.Simulation;

import java.io.Console;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Progress of a long run on stderr. On a terminal: one bar redrawn in place,
 * with games/s and the time left. Otherwise (a pipe, a CI log): a plain line
 * now and then, the gaps growing with the run (2 s, then a fifth of the time
 * so far), and nothing at all for a run shorter than 2 s.
 */
public final class ProgressLine implements Simulation.Progress {
    private final PrintWriter err;
    private final boolean terminal;
    private final String label;
    private long nextPlain = 2_000_000_000L;
    private boolean drawn;

    public ProgressLine(PrintWriter err, boolean terminal, String label) {
        this.err = err;
        this.terminal = terminal;
        this.label = label;
    }

    /** Whether the program talks to a person at a terminal. */
    public static boolean onTerminal() {
        Console c = System.console();
        if (c == null) return false;
        try { // Java 22+ has a console even when redirected; ask it whether it is a terminal
            return (Boolean) Console.class.getMethod("isTerminal").invoke(c);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return true;
        }
    }

    /** How often the simulation should call back. */
    public long intervalMillis() { return terminal ? 250 : 500; }

    @Override public void update(int done, int total, long elapsedNanos) {
        double secs = elapsedNanos / 1e9;
        double rate = secs > 0 ? done / secs : 0;
        String eta = done == 0 || rate <= 0 ? "?" : duration((total - done) / rate);
        String text = String.format(Locale.ROOT, "%s%d/%d games, %.1f games/s, %s left", label, done, total, rate, eta);
        if (terminal) {
            int width = 24, full = total == 0 ? width : (int) ((long) width * done / total);
            String bar = "[" + "#".repeat(full) + ".".repeat(width - full) + "] ";
            err.print("\r" + bar + text + "   ");
            err.flush();
            drawn = true;
        } else if (elapsedNanos >= nextPlain && done < total) {
            err.println(text);
            nextPlain = Math.max(elapsedNanos + 2_000_000_000L, elapsedNanos + elapsedNanos / 5);
        }
    }

    /** Ends the bar's line, if one was drawn. */
    public void close() {
        if (drawn) {
            err.println();
            drawn = false;
        }
    }

    public static String duration(double secs) {
        long s = Math.round(secs);
        if (s < 60) return s + " s";
        if (s < 3600) return String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60);
        return String.format(Locale.ROOT, "%d h %02d min", s / 3600, (s % 3600) / 60);
    }
}
