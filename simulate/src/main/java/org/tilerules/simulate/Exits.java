package org.tilerules.simulate;

import org.tilerules.front.LoadException;
import org.tilerules.importer.ImportException;
import org.tilerules.record.RecordException;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.RunAborted;

import java.io.PrintWriter;

/** How a failure reaches the user, the same from the command line and the Spark job: one line, no stack trace, an exit code. */
public final class Exits {
    /** Exit code for a problem found in the files, the game or the record. */
    public static final int FAILED = 1;
    /** Exit code for a command line that makes no sense. */
    public static final int USAGE = 2;

    private Exits() {}

    /**
     * What a stop by a signal (Ctrl-C, SIGTERM: exit code 130 or 143) says on standard error while a
     * command runs (the command line's shutdown hook prints it); a command may say more of what it leaves
     * undone ({@link #onSignal(String)}); null once the command is done.
     */
    private static volatile String onSignal = "error: stopped by a signal (Ctrl-C or SIGTERM) before the command finished";

    /** The line a stop by a signal prints from now on. */
    public static void onSignal(String line) { onSignal = line; }

    /** The command is done: an exit from now on says nothing more. */
    public static void finished() { onSignal = null; }

    /** The line a stop by a signal prints now, or null. */
    public static String signalLine() { return onSignal; }

    /** Prints a failure the way users should see it (no stack trace; with -Dtilerules.debug, one) and returns the exit code. */
    public static int report(Throwable t, PrintWriter err) {
        if (System.getProperty("tilerules.debug") != null) t.printStackTrace(err);
        if (t instanceof UsageError) {
            err.println("error: " + t.getMessage());
            return USAGE;
        }
        if (t instanceof LoadException) {
            err.println(t.getMessage());
            return FAILED;
        }
        if (t instanceof Failure || t instanceof RecordException || t instanceof RuleError || t instanceof ImportException
                || t instanceof RunAborted) {
            err.println("error: " + t.getMessage());
            return FAILED;
        }
        if (t instanceof StackOverflowError) {
            err.println("error: the rules recurse too deeply (stack overflow)");
            return FAILED;
        }
        if (t instanceof OutOfMemoryError) {
            err.println("error: out of memory");
            return FAILED;
        }
        String msg = t.getMessage();
        err.println("error: internal error: " + t.getClass().getSimpleName() + (msg == null ? "" : ": " + firstLine(msg)));
        return FAILED;
    }

    /** The first line of a message (picocli's and Spark's run over several). */
    public static String firstLine(String s) {
        if (s == null) return "";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
