package org.tilerules.cli;

import org.tilerules.check.Checker;
import org.tilerules.front.Parsing;
import org.tilerules.front.RulesPath;
import org.tilerules.simulate.RulesDir;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Checks rule, tile and scenario files without playing.",
                "Prints one line per problem (file:line:col: message) and a summary on stderr. Warnings (file:line:col: warning: "
                        + "message) say what is not wrong but worth mending, such as a piece or feature kind drawn without a label "
                        + "(its name for people); they do not fail the check."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne check rulesets tiles scenarios",
                "  carcassonne check rulesets/base/base.rules",
                "  carcassonne check my-expansion.tiles"})
final class CheckCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files (.rules, .tiles, .scenario) or folders to check.")
    List<Path> paths;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        RulesPath path = rulesDir.resolve();
        // a rule set in two folders of the search path: the first folder's is used (not a problem, but worth saying)
        for (var e : path.shadowed().entrySet()) {
            for (Path other : e.getValue().subList(1, e.getValue().size())) {
                spec.commandLine().getErr().println("note: rule set " + e.getKey() + " is found in "
                        + Parsing.display(e.getValue().get(0)) + " first, and "
                        + Parsing.display(other) + " is not read");
            }
        }
        Checker.Result r = new Checker(path).check(paths);
        for (String d : r.diagnostics()) out.println(d);
        for (String w : r.warnings()) out.println(w);
        out.flush();
        int n = r.diagnostics().size(), w = r.warnings().size();
        spec.commandLine().getErr().println("checked " + r.files() + (r.files() == 1 ? " file: " : " files: ")
                + n + (n == 1 ? " problem" : " problems") + (w == 0 ? "" : ", " + w + (w == 1 ? " warning" : " warnings")));
        if (r.files() == 0 && n == 0) {
            // nothing checked is not a pass: a misspelt or empty folder must not look like clean rules
            spec.commandLine().getErr().println("error: no .rules, .tiles or .scenario file found in " + paths.stream()
                    .map(Parsing::display).collect(Collectors.joining(", ")));
            return Main.FAILED;
        }
        return n == 0 ? 0 : Main.FAILED;
    }
}
