package org.tilerules.cli;

import org.tilerules.simulate.Exits;
import org.tilerules.simulate.RulesDir;
import org.tilerules.simulate.SimulateCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.concurrent.Callable;
import java.util.function.Function;

/** The command line: plays, checks, replays and lists games whose rules are text files. */
@Command(name = "carcassonne", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Plays, replays, checks and benchmarks tile-laying games whose rules are text files.",
        subcommands = {PlayCommand.class, ReplayCommand.class, ImportCommand.class, CheckCommand.class, RunCommand.class,
                TilesCommand.class, RenderCommand.class, BenchCommand.class, SimulateCommand.class, ServeCommand.class, LspCommand.class,
                CompletionCommand.class, CommandLine.HelpCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne play --rules base --players 3 --seed 7 --log",
                "  carcassonne play --rules base --json > game.json",
                "  carcassonne play --rules-dir mine --rules base,mine   # your own rule sets, in mine/",
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
                "  carcassonne serve                  # play in the browser: http://localhost:8080/",
                "  carcassonne lsp                    # the language server an editor starts",
                "  source <(carcassonne completion)   # completion in bash or zsh",
                "",
                "Exit codes: 0 ok, 1 a problem with the files or the game, 2 bad command line."})
public final class Main implements Callable<Integer> {
    /** Exit code for a problem found in the files, the game or the record. */
    public static final int FAILED = Exits.FAILED;
    /** Exit code for a command line that makes no sense. */
    public static final int USAGE = Exits.USAGE;

    @Spec CommandSpec spec;

    @Override public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        err.println("error: missing a command (play, replay, import, check, run, tiles, render, bench, simulate, serve, lsp, completion)");
        spec.commandLine().usage(err);
        return USAGE;
    }

    public static void main(String[] args) {
        // standard output through a stream that keeps the reason of a failed write (a full disk, a closed pipe),
        // which PrintStream would swallow: run() reports it and fails
        Watched stdout = new Watched(new FileOutputStream(FileDescriptor.out));
        String encoding = System.getProperty("stdout.encoding", System.getProperty("sun.stdout.encoding", Charset.defaultCharset().name()));
        Charset charset;
        try {
            charset = Charset.forName(encoding);
        } catch (RuntimeException ex) {
            charset = Charset.defaultCharset();
        }
        // the same encoding and flushing as the JVM's own System.out
        PrintStream out = new PrintStream(new BufferedOutputStream(stdout, 8192), true, charset);
        System.setOut(out);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            String m = Exits.signalLine();
            if (m != null) {
                System.err.println(m);
                System.err.flush();
            }
        }, "stopped"));
        int code = run(args, out, System.err, stdout, System::getenv);
        finished();
        System.exit(code);
    }

    /** The line a stop by a signal prints from now on (kept in {@link Exits}, which {@code simulate} also uses). */
    static void onSignal(String line) { Exits.onSignal(line); }

    /** The command is done: an exit from now on says nothing more. */
    static void finished() { Exits.finished(); }

    /** An output stream that remembers the first write error, for the message. */
    static final class Watched extends FilterOutputStream {
        volatile String failure;

        Watched(OutputStream out) { super(out); }

        @Override public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException ex) {
                if (failure == null) failure = ex.getMessage();
                throw ex;
            }
        }

        @Override public void write(int b) throws IOException { write(new byte[] {(byte) b}, 0, 1); }

        @Override public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException ex) {
                if (failure == null) failure = ex.getMessage();
                throw ex;
            }
        }
    }

    public static int run(String[] args, PrintStream out, PrintStream err) { return run(args, out, err, null, System::getenv); }

    /** As {@link #run(String[], PrintStream, PrintStream)}, reading environment variables through {@code env} (a test's). */
    static int run(String[] args, PrintStream out, PrintStream err, Function<String, String> env) {
        return run(args, out, err, null, env);
    }

    /**
     * Runs one command line and returns its exit code; never throws. Output
     * that could not be written (standard output on a full disk) is an error
     * with exit code 1, whatever the command returned.
     */
    static int run(String[] args, PrintStream out, PrintStream err, Watched watched, Function<String, String> env) {
        PrintWriter o = new PrintWriter(out, true);
        PrintWriter e = new PrintWriter(err, true);
        try {
            CommandLine.IFactory plain = CommandLine.defaultFactory();
            CommandLine cmd = new CommandLine(new Main(), new CommandLine.IFactory() {
                @Override @SuppressWarnings("unchecked")
                public <K> K create(Class<K> cls) throws Exception {
                    // the --rules-dir mixin reads the environment through the seam
                    return cls == RulesDir.class ? (K) new RulesDir(env) : plain.create(cls);
                }
            });
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
            int code = cmd.execute(args);
            return outputFailed(o, out, e, watched) ? FAILED : code;
        } catch (Throwable t) {
            int code = report(t, e);
            return outputFailed(o, out, e, watched) ? FAILED : code;
        } finally {
            o.flush();
            e.flush();
        }
    }

    /** Flushes standard output and says so on standard error when any of it could not be written. */
    private static boolean outputFailed(PrintWriter o, PrintStream out, PrintWriter e, Watched watched) {
        boolean failed = o.checkError() | out.checkError();
        if (failed) {
            String why = watched == null || watched.failure == null ? "a write error" : watched.failure;
            e.println("error: cannot write to standard output: " + why + " (the output is incomplete)");
        }
        return failed;
    }

    /** Prints a failure the way users should see it (no stack trace) and returns the exit code. */
    static int report(Throwable t, PrintWriter err) { return Exits.report(t, err); }

    private static String firstLine(String s) { return Exits.firstLine(s); }

    /** The program's version, as simulate's gives it (the simulation API's {@link SimulateCommand.Version}). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override public String[] getVersion() { return new SimulateCommand.Version().getVersion(); }
    }
}
