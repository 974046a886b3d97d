package org.tilerules.scenario;

import org.tilerules.front.Diagnostic;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.Parsing;
import org.tilerules.front.RulesPath;
import org.tilerules.grammar.TilerulesParser.ScenarioContext;
import org.tilerules.runtime.Game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Runs scenario files (or every .scenario file under folders) and reports one outcome per scenario. */
public final class ScenarioRunner {
    private final RulesCache cache;
    private Watcher watcher = Watcher.NONE;

    /** Sees each scenario's game after its set-up and after each of its moves (to draw it, for instance). */
    public interface Watcher {
        Watcher NONE = new Watcher() {};

        /** A scenario starts; {@code file:line} is where it is written. */
        default void started(String file, int line, String name) {}

        /** The game after the set-up ("set-up") or after a move (the move as written). */
        default void step(Game g, String title) {}

        /** The scenario's outcome, once known. */
        default void finished(Outcome outcome) {}
    }

    public ScenarioRunner(Path defaultRulesets) { this(RulesPath.of(defaultRulesets)); }

    /** Scenarios find their rule sets along {@code rulesets} (the first folder holding a name wins). */
    public ScenarioRunner(RulesPath rulesets) { this.cache = new RulesCache(rulesets); }

    public ScenarioRunner watch(Watcher w) {
        this.watcher = w;
        return this;
    }

    /** {@code only}: null, or a text the scenario's title must contain. */
    public List<Outcome> runPaths(List<Path> paths, String only) {
        List<Outcome> out = new ArrayList<>();
        for (Path f : files(paths, out)) out.addAll(runFile(f, only));
        return out;
    }

    public static List<Path> files(List<Path> paths, List<Outcome> problems) {
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(x -> x.toString().endsWith(".scenario")).sorted().forEach(files::add);
                } catch (IOException e) {
                    problems.add(new Outcome(Parsing.display(p), 1, "(folder)", false, "cannot read: " + e.getMessage(), 0));
                }
            } else if (Files.isRegularFile(p)) {
                files.add(p);
            } else if (Files.exists(p)) {
                problems.add(new Outcome(Parsing.display(p), 1, "(not a file)", false, Parsing.display(p)
                        + ": not a scenario file or folder (a device, a pipe or another special file)", 0));
            } else {
                problems.add(new Outcome(Parsing.display(p), 1, "(missing)", false, Parsing.display(p) + ": no such file or folder", 0));
            }
        }
        return files;
    }

    public List<Outcome> runFile(Path file, String only) {
        Diagnostics d = new Diagnostics();
        ScenarioFile.Parsed parsed = ScenarioFile.parse(file, d);
        List<Outcome> out = new ArrayList<>();
        if (!d.isEmpty()) {
            Diagnostic first = d.all().get(0);
            out.add(new Outcome(parsed.file(), first.line(), "(file does not parse)", false, String.join("\n",
                    d.all().stream().map(Diagnostic::toString).toList()), 0));
            return out;
        }
        for (ScenarioContext sc : parsed.scenarios()) {
            String name = ScenarioRun.title(sc);
            if (only != null && !name.contains(only)) continue;
            long t0 = System.nanoTime();
            watcher.started(parsed.file(), sc.getStart().getLine(), name);
            Outcome o = new ScenarioRun(parsed.file(), sc, cache, watcher).run();
            double secs = (System.nanoTime() - t0) / 1e9;
            Outcome timed = new Outcome(o.file(), o.line(), o.name(), o.passed(), o.message(), secs);
            watcher.finished(timed);
            out.add(timed);
        }
        return out;
    }
}
