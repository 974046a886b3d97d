package org.tilerules.front;

/** One problem found in a source file, printed as {@code file:line:col: message}. */
public record Diagnostic(String file, int line, int col, String message) implements Comparable<Diagnostic> {
    @Override public String toString() { return file + ":" + line + ":" + col + ": " + message; }

    @Override public int compareTo(Diagnostic o) {
        int c = file.compareTo(o.file);
        if (c != 0) return c;
        c = Integer.compare(line, o.line);
        return c != 0 ? c : Integer.compare(col, o.col);
    }
}
