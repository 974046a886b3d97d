package org.tilerules.simulate;

import org.tilerules.runtime.Rules;
import org.tilerules.sim.Bots;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.ResultsCsv;
import org.tilerules.sim.ResultsJson;
import org.tilerules.sim.Simulation;
import org.tilerules.sim.Summary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The {@code simulate} command: the command line's ({@code carcassonne simulate}), and what the Spark
 * job's tests compare the job with. It lives here, in the simulation API,
 * so that neither needs the other: {@code cli} registers it, {@code spark}'s tests run it.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true, versionProvider = SimulateCommand.Version.class,
        description = {"Plays many games with bots and reports per seat scores, win rates with 95%% intervals, "
                + "points by category, game length and how often each scoring rule fired.",
                "Game i uses seed S + i, whatever the threads, so ranges (--from/--to) run apart and joined give "
                        + "the same rows as one run. Progress goes to stderr."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne simulate --rules base --players 2 --games 1000 --threads 2",
                "  carcassonne simulate --rules base --games 500 --out results.csv",
                "  carcassonne simulate --rules base --games 500 --from 250 --to 500 --out second-half.json",
                "  carcassonne simulate --rules base --bots mcts,random --games 50 --playouts 8",
                "  carcassonne simulate --rules base --games 2000 --compare NAME=VALUE,NAME=VALUE"})
public final class SimulateCommand implements Callable<Integer> {
    /** The command line's version, of every command ("carcassonne (tilerules) X"). */
    public static final class Version implements picocli.CommandLine.IVersionProvider {
        @Override public String[] getVersion() {
            String v = SimulateCommand.class.getPackage().getImplementationVersion();
            return new String[] {"carcassonne (tilerules) " + (v == null ? "0.1.0-SNAPSHOT" : v)};
        }
    }

    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;
    @Mixin RulesChoice rules;

    @Option(names = "--players", paramLabel = "N", defaultValue = "2", description = "Players per game (default: ${DEFAULT-VALUE}).")
    int players;

    @Mixin SimulateOptions games;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "Threads playing games side by side (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--compare", paramLabel = "NAME=VALUE", split = ",",
            description = "Also plays the same seeds with these options set, and reports the paired differences per seat.")
    List<String> compare;

    @Option(names = "--out", paramLabel = "FILE", description = "Also writes the per-game rows: FILE.csv, or FILE.json with the summary. The file is opened before "
                    + "the first game and the rows are written as the games finish.")
    Path out;

    @Override public Integer call() throws IOException {
        games.check();
        int first = games.first(), end = games.end();
        long seed = games.seed();
        if (threads < 1) throw new UsageError("--threads must be at least 1, found " + threads);
        String format = null;
        if (out != null) {
            String f = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
            if (f.endsWith(".csv")) format = "csv";
            else if (f.endsWith(".json")) format = "json";
            else throw new UsageError("--out " + out + ": name the file .csv or .json");
        }
        PrintWriter o = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        Rules r = rules.load(rulesDir.resolve());
        String[] names = Setup.playerNames(r, players);
        List<String> seated = games.seated(players);
        List<String> options = games.settings();
        int[] base = Setup.options(r, options);
        int[] variant = null;
        if (compare != null && !compare.isEmpty()) {
            List<String> all = new ArrayList<>(options);
            all.addAll(compare);
            variant = Setup.options(r, all);
        }
        boolean terminal = ProgressLine.onTerminal();
        Simulation.Seating seating = Bots.seating(seated, games.playouts());
        List<String> playerList = List.of(names), cats = r.categories;

        // the file is opened before any game is played: a folder that is missing or not writable fails at once
        final Rows rows = out == null ? null : Rows.open(out, format, new ResultsJson.Header(r.rulesets, playerList, seated, seed, first, end, cats),
                playerList, cats, variant != null);
        boolean written = false;
        try {
            long t0 = System.nanoTime();
            Summary.Running ra = new Summary.Running(players, cats.size());
            Comparison.Running cr = variant == null ? null : new Comparison.Running(players);
            if (rows != null) rows.beginRun(variant == null ? null : "base", SimulateReport.optionMap(r, base));
            run(new Simulation(r, names, base, seed, seating), first, end, err, terminal, variant == null ? "" : "base: ", g -> {
                ra.add(g);
                if (cr != null) cr.base(g);
                if (rows != null) rows.game(g, cr == null ? null : "base");
            });
            double secs = (System.nanoTime() - t0) / 1e9;
            Summary sa = ra.summary();
            if (rows != null) rows.endRun(variant == null ? null : "base", sa);
            int played = sa.games;
            o.println(String.format(Locale.ROOT, "%d games (%d to %d, seeds %d to %d), %d players, rules %s, bots %s: %.1f s, %.1f games/s on %d %s",
                    played, first, end - 1, seed + first, seed + end - 1, players, String.join(",", r.rulesets),
                    String.join(",", seated), secs, played / Math.max(1e-9, secs), threads, threads == 1 ? "thread" : "threads"));
            if (variant != null) {
                o.println("base options" + SimulateReport.describe(r, base) + ":");
                SimulateReport.summary(o, sa, names, seated, cats);
                Summary.Running rb = new Summary.Running(players, cats.size());
                if (rows != null) rows.beginRun("compare", SimulateReport.optionMap(r, variant));
                run(new Simulation(r, names, variant, seed, seating), first, end, err, terminal, "compare: ", g -> {
                    rb.add(g);
                    cr.variant(g);
                    if (rows != null) rows.game(g, "compare");
                });
                Summary sb = rb.summary();
                if (rows != null) rows.endRun("compare", sb);
                o.println("compare options" + SimulateReport.describe(r, variant) + ":");
                SimulateReport.summary(o, sb, names, seated, cats);
                Comparison cmp = cr.comparison();
                if (rows != null) rows.comparison(cmp);
                SimulateReport.comparison(o, cmp, names, seated, String.join(",", compare));
            } else {
                SimulateReport.summary(o, sa, names, seated, cats);
            }
            if (rows != null) {
                written = true;
                rows.close();
                o.println("wrote " + out);
            }
        } finally {
            if (rows != null && !written) rows.abandon();
        }
        o.flush();
        return 0;
    }

    private void run(Simulation sim, int first, int end, PrintWriter err, boolean terminal, String label, Consumer<GameResult> sink) {
        ProgressLine bar = new ProgressLine(err, terminal, label);
        try {
            sim.run(first, end, threads, bar, bar.intervalMillis(), sink);
        } catch (Simulation.GameFailed e) {
            throw new Failure(e.getMessage());
        } catch (UncheckedIOException e) {
            throw new Failure("cannot write " + out + ": " + Rows.reason(e.getCause()));
        } finally {
            bar.close();
        }
    }

    /**
     * The --out file, written as the games come (a row or a JSON object per
     * game), so that nothing of a game is kept after it is written. The rows go
     * to a temporary file beside it, renamed to the file's name when the run is
     * complete: a run that fails, is interrupted (Ctrl-C, SIGTERM) or meets a
     * full disk leaves no file cut mid-row or invalid JSON, and an earlier file
     * of that name as it was.
     */
    private static final class Rows {
        private final Path path;
        private final Path temp;
        private final Writer w;
        private final int categories;
        private final ResultsJson.Stream json;

        private Rows(Path path, Path temp, Writer w, int categories, ResultsJson.Stream json) {
            this.path = path;
            this.temp = temp;
            this.w = w;
            this.categories = categories;
            this.json = json;
        }

        static Rows open(Path path, String format, ResultsJson.Header h, List<String> players, List<String> cats, boolean pair) {
            Writer w;
            Path temp;
            try {
                if (Files.isDirectory(path)) throw new Failure("cannot write " + path + ": it is a folder");
                Path abs = path.toAbsolutePath();
                temp = Files.createTempFile(abs.getParent(), "." + abs.getFileName() + ".", ".part");
                temp.toFile().deleteOnExit();     // an interrupted run (Ctrl-C, SIGTERM) leaves no partial file
                Exits.onSignal("error: simulate stopped by a signal (Ctrl-C or SIGTERM) before its games were all played; " + path
                        + " was not written" + (Files.exists(path) ? " (the file of that name from before is as it was)" : ""));
                w = Files.newBufferedWriter(temp, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new Failure("cannot write " + path + ": " + reason(e));
            }
            try {
                if (format.equals("csv")) {
                    w.write(ResultsCsv.header(players, cats, pair));
                    w.write('\n');
                    return new Rows(path, temp, w, cats.size(), null);
                }
                return new Rows(path, temp, w, cats.size(), new ResultsJson.Stream(w, h));
            } catch (IOException e) {
                throw new Failure("cannot write " + path + ": " + reason(e));
            }
        }

        void beginRun(String label, Map<String, Object> options) {
            try {
                if (json != null) json.beginRun(label, options);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        void game(GameResult g, String run) {
            try {
                if (json != null) json.game(g);
                else {
                    w.write(ResultsCsv.row(g, categories, run));
                    w.write('\n');
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        void endRun(String label, Summary s) {
            try {
                if (json != null) json.endRun(label, s);
            } catch (IOException e) {
                throw new Failure("cannot write " + path + ": " + reason(e));
            }
        }

        void comparison(Comparison c) {
            try {
                if (json != null) json.comparison(c);
            } catch (IOException e) {
                throw new Failure("cannot write " + path + ": " + reason(e));
            }
        }

        /** The run is complete: the file gets its name (replacing one there). */
        void close() {
            try {
                if (json != null) json.close();
                w.close();
                try {
                    Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, path, StandardCopyOption.REPLACE_EXISTING);
                }
                Exits.onSignal("error: simulate stopped by a signal (Ctrl-C or SIGTERM) after " + path + " was written");
            } catch (IOException e) {
                abandon();
                throw new Failure("cannot write " + path + ": " + reason(e));
            }
        }

        /** After a failure: the partial file is removed; a file of that name from before stays as it was. */
        void abandon() {
            try {
                w.close();
            } catch (IOException ignored) {
                // the failure that brought us here is reported
            }
            try {
                Files.deleteIfExists(temp);
            } catch (IOException ignored) {
                // deleted on exit
            }
        }

        /** Why a file could not be written, in words (NIO's exceptions carry only the path as their message). */
        static String reason(IOException e) {
            if (e instanceof NoSuchFileException n) {
                Path parent = n.getFile() == null ? null : Path.of(n.getFile()).toAbsolutePath().getParent();
                return parent != null && Files.isDirectory(parent) ? "a file cannot be created in " + parent + " (no such file or folder)"
                        : "no such folder";
            }
            if (e instanceof AccessDeniedException) return "permission denied";
            if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
            if (e instanceof FileSystemException) return e.getClass().getSimpleName().replace("Exception", "");
            return String.valueOf(e.getMessage());
        }
    }
}
