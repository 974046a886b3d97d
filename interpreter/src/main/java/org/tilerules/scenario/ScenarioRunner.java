package org.tilerules.scenario;

import org.tilerules.front.Diagnostic;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.Parsing;
import org.tilerules.grammar.TilerulesParser.ScenarioContext;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Runs scenario files (or every .scenario file under folders) and reports one outcome per scenario. */
public final class ScenarioRunner {
    private final RulesCache cache;

    public ScenarioRunner(Path defaultRulesets) { this.cache = new RulesCache(defaultRulesets); }

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
            Outcome o = new ScenarioRun(parsed.file(), sc, cache).run();
            double secs = (System.nanoTime() - t0) / 1e9;
            out.add(new Outcome(o.file(), o.line(), o.name(), o.passed(), o.message(), secs));
        }
        return out;
    }
}
