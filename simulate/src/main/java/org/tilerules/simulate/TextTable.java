package org.tilerules.simulate;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A plain aligned table: the first columns left-aligned (text), the others right-aligned (numbers), two spaces apart. */
public final class TextTable {
    private final List<String[]> rows = new ArrayList<>();
    private final int left;

    public TextTable() { this(1); }

    /** A table whose first {@code left} columns are left-aligned. */
    public TextTable(int left) { this.left = left; }

    public TextTable row(String... cells) {
        rows.add(cells);
        return this;
    }

    public void print(PrintWriter out, String indent) {
        int cols = 0;
        for (String[] r : rows) cols = Math.max(cols, r.length);
        int[] w = new int[cols];
        for (String[] r : rows) for (int i = 0; i < r.length; i++) w[i] = Math.max(w[i], r[i].length());
        for (String[] r : rows) {
            StringBuilder sb = new StringBuilder(indent);
            for (int i = 0; i < r.length; i++) {
                String pad = " ".repeat(w[i] - r[i].length());
                if (i > 0) sb.append("  ");
                if (i < left) sb.append(r[i]).append(pad);
                else sb.append(pad).append(r[i]);
            }
            out.println(sb.toString().stripTrailing());
        }
    }
}
