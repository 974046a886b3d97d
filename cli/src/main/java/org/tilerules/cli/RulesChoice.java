package org.tilerules.cli;

import org.tilerules.front.Names;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Rules;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;

/** The {@code --rules} option: which rule sets to load together. */
final class RulesChoice {
    @Option(names = "--rules", paramLabel = "NAME", split = ",", defaultValue = "base",
            description = "Rule sets to load, comma-separated (default: ${DEFAULT-VALUE}).")
    List<String> names;

    Rules load(Path rulesetsDir) { return load(rulesetsDir, names); }

    /** Loads rule sets by name; an unknown name is a usage error that lists the known ones. */
    static Rules load(Path rulesetsDir, List<String> names) {
        List<String> known = RulesLoader.available(rulesetsDir);
        for (String n : names) {
            if (!known.contains(n)) {
                throw new UsageError("unknown rule set '" + n + "' in " + rulesetsDir + "; " + Names.suggest(n, known));
            }
        }
        return RulesLoader.load(rulesetsDir, names);
    }
}
