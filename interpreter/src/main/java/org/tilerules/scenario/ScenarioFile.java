package org.tilerules.scenario;

import org.tilerules.front.Diagnostics;
import org.tilerules.front.LoadException;
import org.tilerules.front.Parsing;
import org.tilerules.front.RulesPath;
import org.tilerules.grammar.TilerulesParser;
import org.tilerules.grammar.TilerulesParser.ScenarioContext;

import java.nio.file.Path;
import java.util.List;

/** Parses .scenario files; checking one also sets up each scenario without playing its moves. */
public final class ScenarioFile {
    private ScenarioFile() {}

    public record Parsed(String file, List<ScenarioContext> scenarios) {}

    public static Parsed parse(Path file, Diagnostics d) {
        TilerulesParser p = Parsing.parser(file, d);
        TilerulesParser.ScenarioFileContext tree = Parsing.parse(p, d, TilerulesParser::scenarioFile,
                () -> new TilerulesParser.ScenarioFileContext(null, 0));
        return new Parsed(Parsing.display(file), tree.scenario());
    }

    /** Parses and checks a scenario file without running it: syntax, rule sets, tiles, players, figures. */
    public static void check(Path file, Path rulesets, Diagnostics d) { check(file, RulesPath.of(rulesets), d); }

    /** {@link #check(Path, Path, Diagnostics)} with the rule sets found along a search path. */
    public static void check(Path file, RulesPath rulesets, Diagnostics d) {
        Parsed parsed = parse(file, d);
        if (!d.isEmpty()) return;
        RulesCache cache = new RulesCache(rulesets);
        try {
            for (ScenarioContext sc : parsed.scenarios()) {
                try {
                    ScenarioRun run = new ScenarioRun(parsed.file(), sc, cache, ScenarioRunner.Watcher.NONE);
                    if (run.setUpExpectingError() == null) {
                        for (ScenarioRun.Failure f : run.staticMoveProblems()) d.add(parsed.file(), f.line, f.col, f.getMessage());
                    }
                } catch (ScenarioRun.Failure f) {
                    d.add(parsed.file(), f.line, f.col, f.getMessage());
                } catch (LoadException e) {
                    d.all().addAll(e.diagnostics().all());
                }
            }
        } finally {
            cache.close();
        }
    }
}
