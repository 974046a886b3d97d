package org.tilerules.cli;

import org.tilerules.runtime.Rules;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.Summary;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * What {@code simulate} does before and after its games, for a job that plays
 * the games elsewhere (the Spark job in the module {@code spark}): finding and
 * loading the rule sets, checking players, bots and options the way
 * {@code simulate} does, printing its report, and reporting failures as the
 * command line does. One place for these, so both say the same.
 */
public final class SimulateSetup {
    /** The rule sets folders used (in search order), and the rule set names with {@code all} expanded. */
    public final org.tilerules.front.RulesPath rulesDir;
    public final List<String> ruleNames;
    public final Rules rules;

    private SimulateSetup(org.tilerules.front.RulesPath rulesDir, List<String> ruleNames, Rules rules) {
        this.rulesDir = rulesDir;
        this.ruleNames = List.copyOf(ruleNames);
        this.rules = rules;
    }

    /**
     * Finds the rule sets as {@code --rules-dir} does ({@code dirs} first, then the folders of
     * {@value RulesDir#ENV}, then the nearest 'rulesets' above the current folder or the
     * installation, else {@code program} when not null) and loads the rule sets; notes on
     * {@code --rules all} go to {@code notes}.
     */
    public static SimulateSetup load(List<Path> dirs, Path program, List<String> names, PrintWriter notes) {
        RulesDir d = new RulesDir();
        d.dirs.addAll(dirs);
        org.tilerules.front.RulesPath resolved = program == null ? d.resolve() : d.resolveOr(program);
        List<String> expanded = RulesChoice.expand(resolved, names, notes);
        return new SimulateSetup(resolved, expanded, RulesChoice.load(resolved, expanded, null));
    }

    /** The nearest 'rulesets' folder at or above {@code start}, or null. */
    public static Path rulesetsAbove(Path start) { return RulesDir.above(start); }

    public String[] playerNames(int players) { return Setup.playerNames(rules, players); }

    /** One bot per seat: one name for everyone, or one per player. */
    public static List<String> bots(List<String> spec, int players) { return SimulateCommand.bots(spec, players); }

    /** The rules' default options with {@code NAME=VALUE} settings applied. */
    public int[] options(List<String> settings) { return Setup.options(rules, settings); }

    /** The options that differ from the defaults, as " (a=1, b=2)" or " (the rules' defaults)". */
    public String describe(int[] values) { return SimulateCommand.describe(rules, values); }

    public static void printSummary(PrintWriter o, Summary s, String[] names, List<String> bots, List<String> categories) {
        SimulateCommand.print(o, s, names, bots, categories);
    }

    public static void printComparison(PrintWriter o, Comparison c, String[] names, List<String> bots, String what) {
        SimulateCommand.printComparison(o, c, names, bots, what);
    }

    /** An aligned table as the report's: the first {@code left} columns left-aligned, the others right-aligned. */
    public static void printTable(PrintWriter o, List<String[]> rows, int left, String indent) {
        TextTable t = new TextTable(left);
        for (String[] r : rows) t.row(r);
        t.print(o, indent);
    }

    /** simulate's progress on {@code err} (a bar on a terminal, else a line now and then); end it with {@link #endProgress}. */
    public static org.tilerules.sim.Simulation.Progress progress(PrintWriter err, String label) {
        return new ProgressLine(err, ProgressLine.onTerminal(), label);
    }

    /** Ends a progress bar's line, if one was drawn. */
    public static void endProgress(org.tilerules.sim.Simulation.Progress p) {
        if (p instanceof ProgressLine l) l.close();
    }

    /** A command line that makes no sense: reported as "error: MESSAGE", exit code 2. */
    public static RuntimeException usageError(String message) { return new UsageError(message); }

    /** A problem with the files or a game: reported as "error: MESSAGE", exit code 1. */
    public static RuntimeException failure(String message) { return new Failure(message); }

    /** Prints a failure as the command line does (no stack trace) and returns the exit code. */
    public static int report(Throwable t, PrintWriter err) { return Main.report(t, err); }
}
