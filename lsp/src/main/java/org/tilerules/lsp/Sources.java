package org.tilerules.lsp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The text of a file as the author sees it: the editor's unsaved text, else the file on disk. */
interface Sources {
    /** The text, or null when the file cannot be read. */
    String text(Path file);

    /** Files on disk only. */
    Sources DISK = file -> {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return null;
        }
    };

    /** The comment an author wrote for a declaration: the comment lines right above it and the one after it on its line. */
    static String docAt(List<String> lines, int line) {
        StringBuilder above = new StringBuilder();
        int first = line;
        while (first > 0 && lines.get(first - 1).strip().startsWith("//")) first--;
        for (int i = first; i < line; i++) {
            if (above.length() > 0) above.append('\n');
            above.append(lines.get(i).strip().substring(2).strip());
        }
        String trailing = trailingComment(lines.get(line));
        if (trailing.isEmpty()) return above.toString();
        return above.length() == 0 ? trailing : above + "\n" + trailing;
    }

    /** The text after {@code //} on a line of code, outside strings; "" when there is none. */
    static String trailingComment(String line) {
        boolean inString = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') inString = !inString;
            else if (c == '\\' && inString) i++;
            else if (!inString && c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/') {
                return line.substring(0, i).isBlank() ? "" : line.substring(i + 2).strip();
            }
        }
        return "";
    }
}
