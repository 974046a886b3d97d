package org.tilerules.simulate;

import org.tilerules.front.RulesPath;
import org.tilerules.runtime.Rules;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * The rule sets of a simulation, found and loaded as {@code simulate} finds and
 * loads them, for a job that plays the games elsewhere (the Spark job): the
 * folders searched, the rule set names with {@code all} expanded, and the rules.
 */
public final class SimulateSetup {
    /** The rule sets folders used (in search order), and the rule set names with {@code all} expanded. */
    public final RulesPath rulesDir;
    public final List<String> ruleNames;
    public final Rules rules;

    private SimulateSetup(RulesPath rulesDir, List<String> ruleNames, Rules rules) {
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
        RulesPath resolved = program == null ? d.resolve() : d.resolveOr(program);
        List<String> expanded = RulesChoice.expand(resolved, names, notes);
        return new SimulateSetup(resolved, expanded, RulesChoice.load(resolved, expanded, null));
    }

    public String[] playerNames(int players) { return Setup.playerNames(rules, players); }

    /** The rules' default options with {@code NAME=VALUE} settings applied. */
    public int[] options(List<String> settings) { return Setup.options(rules, settings); }

    /** The options that differ from the defaults, as " (a=1, b=2)" or " (the rules' defaults)". */
    public String describe(int[] values) { return SimulateReport.describe(rules, values); }
}
