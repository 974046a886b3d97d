package org.tilerules.cli;

import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

@Command(name = "completion", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Prints a completion script for bash and zsh: commands, options and their values.",
                "Load it in the shell (or save it where the shell loads completions from)."},
        footerHeading = "%nExamples:%n",
        footer = {
                "  source <(carcassonne completion)           # this shell (bash, or zsh)",
                "  carcassonne completion > ~/.local/share/bash-completion/completions/carcassonne",
                "  echo 'source <(carcassonne completion)' >> ~/.zshrc"})
final class CompletionCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Override public Integer call() {
        var out = spec.commandLine().getOut();
        out.print(AutoComplete.bash("carcassonne", spec.root().commandLine()));
        out.flush();
        return 0;
    }
}
