package org.tilerules.simulate;

import org.tilerules.front.Names;
import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.runtime.Rules;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** The {@code --rules} option: which rule sets to load together (a mixin; the Spark job's too). */
public final class RulesChoice {
    @Option(names = "--rules", paramLabel = "NAME", split = ",", defaultValue = "base",
            description = "Rule sets to load, comma-separated (default: ${DEFAULT-VALUE}); 'all': every rule set that "
                    + "combines with the others (those that exclude another are left out, with a note on stderr).")
    List<String> names;

    @Spec(Spec.Target.MIXEE) CommandSpec command;

    /** The rule set names as given ({@code all} not yet expanded). */
    public List<String> names() { return List.copyOf(names); }

    public Rules load(RulesPath rulesetsDir) { return load(rulesetsDir, names, command.commandLine().getErr()); }

    /** Loads rule sets by name (a game record's: never {@code all}). */
    public static Rules load(RulesPath rulesetsDir, List<String> names) { return load(rulesetsDir, names, null); }

    /** Loads rule sets by name; an unknown name is a usage error that lists the known ones. */
    public static Rules load(RulesPath rulesetsDir, List<String> names, PrintWriter notes) {
        names = expand(rulesetsDir, names, notes);
        List<String> known = RulesLoader.available(rulesetsDir);
        for (String n : names) {
            if (!known.contains(n)) {
                throw new UsageError("unknown rule set '" + n + "' in " + rulesetsDir.describe() + "; " + Names.suggest(n, known)
                        + " (a folder of rule sets of your own: --rules-dir DIR, or " + RulesDir.ENV + ")");
            }
        }
        return RulesLoader.load(rulesetsDir, names);
    }

    /** The names with {@code all} replaced by every rule set that combines; says on stderr which were left out. */
    public static List<String> expand(RulesPath rulesetsDir, List<String> names, PrintWriter notes) {
        if (!names.contains("all")) return names;
        List<String> leftOut = new ArrayList<>();
        List<String> all = RulesLoader.all(rulesetsDir, leftOut);
        List<String> out = new ArrayList<>();
        for (String n : names) {
            if (n.equals("all")) { for (String a : all) if (!out.contains(a)) out.add(a); }
            else if (!out.contains(n)) out.add(n);
        }
        if (notes != null) for (String l : leftOut) notes.println("--rules all: left out " + l);
        return out;
    }
}
