package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code --help} texts wrap at 80 columns between words, never inside a word or a path. */
class HelpTextTest {
    private static final String[][] COMMANDS = {{}, {"play"}, {"replay"}, {"import"}, {"check"}, {"run"}, {"tiles"},
            {"render"}, {"render", "tile"}, {"render", "tiles"}, {"render", "board"}, {"bench"}, {"simulate"}, {"lsp"},
            {"completion"}};

    @Test void everyWordOfEveryHelpTextStaysWhole() {
        CommandLine root = new CommandLine(new Main());
        for (String[] path : COMMANDS) {
            List<String> args = new ArrayList<>(List.of(path));
            args.add("--help");
            Cli.Result r = Cli.run(args.toArray(new String[0]));
            assertEquals(0, r.code(), r.err());
            String help = r.out();
            for (String line : help.split("\n")) {
                assertTrue(line.length() <= 80 || !line.trim().contains(" "), "longer than 80: " + line);
            }
            String flat = " " + help.replaceAll("\\s+", " ") + " ";
            CommandLine at = root;
            for (String p : path) at = at.getSubcommands().get(p);
            List<String> texts = new ArrayList<>(List.of(at.getCommandSpec().usageMessage().description()));
            for (CommandLine.Model.OptionSpec o : at.getCommandSpec().options()) texts.addAll(List.of(o.description()));
            for (String text : texts) {
                for (String word : text.replace("%n", " ").replace("%%", "%").split("\\s+")) {
                    if (word.isEmpty() || word.contains("${")) continue;
                    assertTrue(flat.contains(" " + word + " ") || flat.contains(" " + word),
                            String.join(" ", path) + " --help breaks '" + word + "':\n" + help);
                }
            }
        }
    }

    @Test void pathsAreNotBrokenAtTheirDots() {
        assertTrue(Cli.run("run", "--help").out().contains("docs/scenarios.md"));
        assertTrue(Cli.run("import", "--help").out().contains("(docs/jcz-import.md)."));
        assertTrue(Cli.run("completion", "--help").out().contains("~/.local/share/"));
    }

    @Test void continuationLinesHangUnderTheirDescription() {
        String help = Cli.run("play", "--help").out();
        String[] lines = help.split("\n");
        for (int i = 0; i < lines.length - 1; i++) {
            if (lines[i].startsWith("      --seed=N")) {
                int col = lines[i].indexOf("Seed");
                assertTrue(col > 10, lines[i]);
            }
        }
        assertTrue(help.startsWith("Usage: carcassonne play [-hV]"), help);
        assertEquals("", HelpWrap.wrap(""));
        assertEquals("  a  " + "x".repeat(75) + "\n     yy", HelpWrap.wrap("  a  " + "x".repeat(75) + " yy"));
    }
}
