package org.tilerules.cli;

import org.tilerules.front.RulesPath;
import org.tilerules.lsp.TilerulesServer;
import org.tilerules.simulate.RulesDir;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "lsp", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Runs the language server for editors (the Language Server Protocol over stdin and stdout).",
                "It offers, for .rules, .tiles and .scenario files: every problem 'check' reports, as you type; "
                        + "completion of rule sets, feature kinds, figures, options, zones, tiles and a tile's features; "
                        + "hover (a name's declaration and comment); go to definition.",
                "An editor starts it; editors/vscode holds the extension for VS Code (docs/authoring.md)."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  carcassonne lsp                          # what an editor runs; it then speaks JSON-RPC",
                "  carcassonne lsp --rules-dir ~/my-rules   # your rule sets, searched before the program's",
                "  TILERULES_RULES_DIR=~/my-rules code .    # the same for an editor that starts the server"})
final class LspCommand implements Callable<Integer> {
    @Mixin RulesDir rulesDir;

    @Option(names = "--stdio", description = "Talk over stdin and stdout (the default and only way; accepted because "
            + "editor clients pass it).")
    boolean stdio;

    @Override public Integer call() throws InterruptedException {
        // without the program's folder, files inside a rulesets tree still find theirs
        RulesPath rulesets = rulesDir.resolveOr(Path.of("rulesets"));
        // stdout carries the protocol: anything else printed there would break it, so it goes to stderr.
        PrintStream protocol = System.out;
        System.setOut(System.err);
        Main.onSignal("lsp: stopped by a signal");
        return TilerulesServer.serve(rulesets, System.in, protocol, code -> {
            Main.finished();        // the client's exit: nothing to say
            System.exit(code);
        });
    }
}
