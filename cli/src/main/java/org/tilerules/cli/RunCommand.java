package org.tilerules.cli;

import org.tilerules.scenario.Outcome;
import org.tilerules.scenario.ScenarioRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "run", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Runs scenario files (or every .scenario file under folders) and reports each scenario.",
                "Scenarios are exact: the moves answer every decision the rules ask (none included), unless a scenario"
                        + " says 'answer unwritten none'; see docs/scenarios.md."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne run scenarios",
                "  carcassonne run scenarios/base --only B7",
                "  carcassonne run scenarios --junit-xml target/scenarios.xml"})
final class RunCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Scenario files or folders.")
    List<Path> paths;

    @Option(names = "--only", paramLabel = "TEXT", description = "Run only the scenarios whose title contains TEXT.")
    String only;

    @Option(names = "--junit-xml", paramLabel = "FILE", description = "Also write a JUnit (Surefire-style) XML report.")
    Path junitXml;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Outcome> outcomes = new ScenarioRunner(rulesDir.resolve()).runPaths(paths, only);
        int failed = 0;
        for (Outcome o : outcomes) {
            out.println((o.passed() ? "PASS  " : "FAIL  ") + o.file() + ":" + o.line() + "  " + o.name());
            if (!o.passed()) {
                failed++;
                for (String line : String.valueOf(o.message()).split("\n")) out.println("      " + line);
            }
        }
        out.println((outcomes.size() - failed) + " passed, " + failed + " failed");
        out.flush();
        if (junitXml != null) {
            try {
                Path parent = junitXml.toAbsolutePath().getParent();
                if (parent != null) Files.createDirectories(parent);
                Files.writeString(junitXml, JunitXml.report("scenarios", outcomes));
            } catch (IOException e) {
                throw new Failure("cannot write " + junitXml + ": " + e.getMessage());
            }
        }
        return failed == 0 ? 0 : Main.FAILED;
    }
}
