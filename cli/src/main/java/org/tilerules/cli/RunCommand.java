package org.tilerules.cli;

import org.tilerules.picture.ReplayPage;
import org.tilerules.scenario.Outcome;
import org.tilerules.scenario.ScenarioRunner;
import org.tilerules.simulate.Failure;
import org.tilerules.simulate.RulesDir;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "run", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Runs scenario files (or every .scenario file under folders) and reports each scenario.",
                "Scenarios are exact: the moves answer every decision the rules ask (none included), unless a scenario"
                        + " says 'answer unwritten none'; see docs/scenarios.md.",
                "A missing path, a special file or a run that finds no scenario fails (exit code 1)."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne run scenarios",
                "  carcassonne run scenarios/base --only B7",
                "  carcassonne run scenarios --junit-xml target/scenarios.xml",
                "  carcassonne run scenarios --html target/failures     (a page per failing scenario)"})
final class RunCommand implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RulesDir rulesDir;

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Scenario files or folders.")
    List<Path> paths;

    @Option(names = "--only", paramLabel = "TEXT", description = "Run only the scenarios whose title contains TEXT.")
    String only;

    @Option(names = "--junit-xml", paramLabel = "FILE", description = "Also write a JUnit (Surefire-style) XML report.")
    Path junitXml;

    @Option(names = "--html", paramLabel = "DIR",
            description = "For every failing scenario, write a page into DIR that shows its board after the set-up and after "
                    + "each move, with the failure (DIR/FILE-LINE.html).")
    Path html;

    @Override public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        ScenarioRunner runner = new ScenarioRunner(rulesDir.resolve());
        List<Path> pages = new ArrayList<>();
        if (html != null) runner.watch(new ScenarioFrames(false, shot -> page(shot, pages)));
        List<Outcome> outcomes = runner.runPaths(paths, only);
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
        if (outcomes.isEmpty()) {
            // a typo in a CI script must not pass: running nothing is a failure
            spec.commandLine().getErr().println("error: no scenario " + (only == null ? "found" : "with '" + only + "' in its title")
                    + " in " + String.join(", ", paths.stream().map(Path::toString).toList()));
            failed = -1;
        }
        if (junitXml != null) {
            try {
                Path parent = junitXml.toAbsolutePath().getParent();
                if (parent != null) Files.createDirectories(parent);
                Files.writeString(junitXml, JunitXml.report("scenarios", outcomes));
            } catch (IOException e) {
                throw Failure.cannotWrite(junitXml, e);
            }
        }
        for (Path p : pages) out.println("wrote " + p);
        return failed == 0 ? 0 : Main.FAILED;
    }

    /** A failing scenario's page: its steps, and the failure on top. */
    private void page(ScenarioFrames.Shot shot, List<Path> pages) {
        Outcome o = shot.outcome();
        if (o.passed() || shot.art() == null || shot.frames().isEmpty()) return;
        String stem = Path.of(o.file()).getFileName().toString().replaceFirst("\\.scenario$", "");
        Path file = html.resolve(stem + "-" + o.line() + ".html");
        ReplayCommand.writePage(file, ReplayPage.html("scenario \"" + o.name() + "\" (" + o.file() + ":" + o.line() + ")",
                shot.players(), shot.art(), shot.frames(), null, o.message()));
        pages.add(file);
    }
}
