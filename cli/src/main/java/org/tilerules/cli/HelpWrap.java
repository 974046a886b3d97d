package org.tilerules.cli;

import picocli.CommandLine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Wraps {@code --help} texts at spaces only. Picocli's own wrapping breaks lines wherever Java's line break
 * iterator allows, which includes after a dot or a slash inside a path ({@code docs/scenarios.\nmd}); here each
 * help section is laid out on one long line per row and then wrapped at {@link #WIDTH} columns between words,
 * continuation lines hanging under the text of their row.
 */
final class HelpWrap {
    static final int WIDTH = 80;
    private static final int LAYOUT = 1000;

    private HelpWrap() {}

    /** Installs the wrapping on a command line and all its subcommands. */
    static void install(CommandLine cmd) {
        cmd.getCommandSpec().usageMessage().width(LAYOUT);
        Map<String, CommandLine.IHelpSectionRenderer> wrapped = new LinkedHashMap<>();
        for (Map.Entry<String, CommandLine.IHelpSectionRenderer> e : cmd.getHelpSectionMap().entrySet()) {
            CommandLine.IHelpSectionRenderer inner = e.getValue();
            boolean synopsis = e.getKey().equals(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS);
            wrapped.put(e.getKey(), help -> synopsis ? wrapSynopsis(inner.render(help)) : wrap(inner.render(help)));
        }
        cmd.setHelpSectionMap(wrapped);
        for (CommandLine sub : cmd.getSubcommands().values()) if (sub != cmd) install(sub);
    }

    /** The synopsis follows the heading {@code "Usage: "} on its line: it hangs under its first option. */
    static String wrapSynopsis(String text) {
        String prefix = "Usage: ";
        return wrap(prefix + text).substring(prefix.length());
    }

    /** Wraps every line of {@code text} longer than {@link #WIDTH} at spaces. */
    static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        int start = 0;
        while (start <= text.length()) {
            int nl = text.indexOf('\n', start);
            String line = nl < 0 ? text.substring(start) : text.substring(start, nl);
            wrapLine(line, out);
            if (nl < 0) break;
            out.append('\n');
            start = nl + 1;
        }
        return out.toString();
    }

    private static void wrapLine(String line, StringBuilder out) {
        String trimmed = line.stripTrailing();
        if (trimmed.length() <= WIDTH) { out.append(line); return; }
        int hang = hang(trimmed);
        int lead = 0;
        while (lead < trimmed.length() && trimmed.charAt(lead) == ' ') lead++;
        StringBuilder cur = new StringBuilder(trimmed.substring(0, Math.max(lead, Math.min(hang, trimmed.length()))));
        String rest = trimmed.substring(cur.length());
        boolean first = true;
        for (String word : rest.trim().split(" +")) {
            if (word.isEmpty()) continue;
            boolean atStart = cur.toString().isBlank() || (first && cur.length() == hang);
            if (!atStart && cur.length() + 1 + word.length() > WIDTH) {
                out.append(cur.toString().stripTrailing()).append('\n');
                cur = new StringBuilder(" ".repeat(hang));
                atStart = true;
            }
            if (!atStart && cur.charAt(cur.length() - 1) != ' ') cur.append(' ');
            cur.append(word);
            first = false;
        }
        out.append(cur.toString().stripTrailing());
    }

    /** Where continuation lines start: under a row's description, a synopsis' first option, or the indentation. */
    static int hang(String line) {
        if (line.startsWith("Usage: ")) {
            int bracket = line.indexOf(" [");
            int lt = line.indexOf(" <");
            int at = bracket < 0 ? lt : lt < 0 ? bracket : Math.min(bracket, lt);
            return at > 0 && at < 40 ? at + 1 : 7;
        }
        int lead = 0;
        while (lead < line.length() && line.charAt(lead) == ' ') lead++;
        // a table row: a name, two or more spaces, then its description
        Matcher m = Pattern.compile("^ *\\S(?:\\S| (?! ))*  +(?=\\S)").matcher(line);
        if (lead > 0 && m.find() && m.end() <= 40) return m.end();
        return lead;
    }
}
