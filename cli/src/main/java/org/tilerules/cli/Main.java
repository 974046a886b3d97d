package org.tilerules.cli;

import org.tilerules.front.LoadException;
import org.tilerules.importer.ImportException;
import org.tilerules.record.RecordException;
import org.tilerules.runtime.RuleError;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** The command line: plays, checks, replays and lists games whose rules are text files. */
@Command(name = "carcassonne", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Plays, replays, checks and benchmarks tile-laying games whose rules are text files.",
        subcommands = {PlayCommand.class, ReplayCommand.class, ImportCommand.class, CheckCommand.class, RunCommand.class,
                TilesCommand.class, RenderCommand.class, BenchCommand.class, SimulateCommand.class, LspCommand.class,
                CompletionCommand.class, CommandLine.HelpCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne play --rules base --players 3 --seed 7 --log",
                "  carcassonne play --rules base --json > game.json",
                "  carcassonne replay game.json",
                "  carcassonne import saved.jcz -o game.json",
                "  carcassonne replay saved.jcz --check",
                "  carcassonne check rulesets tiles",
                "  carcassonne run scenarios --junit-xml scenarios.xml",
                "  carcassonne tiles --rules base",
                "  carcassonne render tiles --rules base -o sheet.svg",
                "  carcassonne replay game.json --html game.html",
                "  carcassonne bench --rules base --games 2000",
                "  carcassonne simulate --rules base --games 1000 --threads 2 --out results.csv",
                "  carcassonne lsp                    # the language server an editor starts",
                "  source <(carcassonne completion)   # completion in bash or zsh",
                "",
                "Exit codes: 0 ok, 1 a problem with the files or the game, 2 bad command line."})
public final class Main implements Callable<Integer> {
    /** Exit code for a problem found in the files, the game or the record. */
    public static final int FAILED = 1;
    /** Exit code for a command line that makes no sense. */
    public static final int USAGE = 2;

    @Spec CommandSpec spec;

    @Override public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        err.println("error: missing a command (play, replay, import, check, run, tiles, render, bench, simulate, lsp, completion)");
        spec.commandLine().usage(err);
        return USAGE;
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs one command line and returns its exit code; never throws. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        try {
            CommandLine cmd = new CommandLine(new Main());
            cmd.setOut(o);
            cmd.setErr(e);
            cmd.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
            HelpWrap.install(cmd);
            cmd.setParameterExceptionHandler((ex, a) -> {
                CommandLine at = ex.getCommandLine();
                String msg = firstLine(ex.getMessage());
                if (ex instanceof CommandLine.UnmatchedArgumentException u && !at.getSubcommands().isEmpty()
                        && !u.getUnmatched().isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
                    msg = "unknown command '" + u.getUnmatched().get(0) + "'; known: "
                            + String.join(", ", at.getSubcommands().keySet());
                }
                at.getErr().println("error: " + msg + " (see '" + at.getCommandSpec().qualifiedName() + " --help')");
                return USAGE;
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

    /** Prints a failure the way users should see it (no stack trace) and returns the exit code. */
    static int report(Throwable t, PrintWriter err) {
        if (System.getProperty("tilerules.debug") != null) t.printStackTrace(err);
        if (t instanceof UsageError) {
            err.println("error: " + t.getMessage());
            return USAGE;
        }
        if (t instanceof LoadException) {
            err.println(t.getMessage());
            return FAILED;
        }
        if (t instanceof Failure || t instanceof RecordException || t instanceof RuleError || t instanceof ImportException) {
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

    private static String firstLine(String s) {
        if (s == null) return "";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** The version from the jar's manifest, or "dev" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"carcassonne (tilerules) " + (v == null ? "0.1.0-SNAPSHOT" : v)};
        }
    }
}
