package org.tilerules.spark;

import org.apache.spark.SparkUserAppException;
import org.apache.spark.sql.SparkSession;
import org.tilerules.simulate.Exits;
import org.tilerules.simulate.Failure;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The job jar's entry point: {@code spark-submit --class org.tilerules.spark.SparkMain
 * tilerules-spark.jar simulate ...}. Exit codes and messages as the command
 * line's: 0, 1 for a failure, 2 for a usage error.
 */
@Command(name = "tilerules-spark", mixinStandardHelpOptions = true, versionProvider = SparkMain.Version.class,
        description = "Jobs of tilerules on Apache Spark.", subcommands = SparkSimulate.class)
public final class SparkMain implements Runnable {
    private static final Pattern GAME_FAILED = Pattern.compile("GameFailure: ([^\\n]*)");

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Override public void run() { throw new CommandLine.ParameterException(spec.commandLine(), "name a job: simulate"); }

    public static void main(String[] args) throws SparkUserAppException {
        int code = run(args, System.out, System.err);
        SparkSession.getDefaultSession().foreach(s -> {
            s.stop();
            return null;
        });
        if (inYarnApplicationMaster()) {
            // YARN in cluster mode runs this method in its application master, which takes a System.exit
            // for an attempt that failed ("Shutdown hook called before final status was reported") and
            // runs the driver again: there, return for success and hand a failure's code to Spark
            if (code != 0) throw new SparkUserAppException(code);
            return;
        }
        System.exit(code);
    }

    /** Spark's ApplicationMaster (YARN, cluster mode) sets these before it calls the driver's main method. */
    static boolean inYarnApplicationMaster() {
        return System.getProperty("spark.yarn.app.id") != null && "cluster".equals(System.getProperty("spark.submit.deployMode"));
    }

    /** Runs one command line in the running Spark session (or a new one) and returns the exit code; never throws. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        PrintWriter o = new PrintWriter(out, true), e = new PrintWriter(err, true);
        try {
            CommandLine cmd = new CommandLine(new SparkMain());
            cmd.setOut(o);
            cmd.setErr(e);
            cmd.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
            cmd.setParameterExceptionHandler((ex, a) -> {
                CommandLine at = ex.getCommandLine();
                at.getErr().println("error: " + firstLine(ex.getMessage()) + " (see '" + at.getCommandSpec().qualifiedName() + " --help')");
                return Exits.USAGE;
            });
            cmd.setExecutionExceptionHandler((ex, c, parsed) -> report(ex, c.getErr()));
            return cmd.execute(args);
        } catch (Throwable t) {
            return report(t, e);
        } finally {
            o.flush();
            e.flush();
        }
    }

    /** A game that failed on an executor is reported as simulate reports it: which game, which seed, why. */
    static int report(Throwable t, PrintWriter err) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof GameRows.GameFailure) return Exits.report(new Failure(c.getMessage()), err);
            Matcher m = c.getMessage() == null ? null : GAME_FAILED.matcher(c.getMessage());
            if (m != null && m.find()) return Exits.report(new Failure(m.group(1)), err);
        }
        return Exits.report(t, err);
    }

    private static String firstLine(String s) { return Exits.firstLine(s); }

    /** The program's version: the jar's, or the build's when running from classes. */
    static String version() {
        String v = SparkMain.class.getPackage().getImplementationVersion();
        return v == null ? "0.1.0-SNAPSHOT" : v;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override public String[] getVersion() { return new String[] {"tilerules-spark " + version()}; }
    }
}
