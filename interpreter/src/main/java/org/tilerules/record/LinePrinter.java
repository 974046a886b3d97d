package org.tilerules.record;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;

import java.io.IOException;

/**
 * Jackson's layout for our files, readable and diff-friendly: objects down to
 * {@code objectLines} levels deep put each member on its own line, deeper ones
 * stay on one line; an array whose first element is an object or array puts
 * each element on its own line, other arrays stay on one line. So a record
 * reads {@code "choices": [3, 0, 12]} and one score event per line.
 * One instance per generator (it counts depth).
 */
public final class LinePrinter implements PrettyPrinter {
    private final int objectLines;
    private int depth;
    private final boolean[] lines = new boolean[256];
    private final boolean[] firstPending = new boolean[256];

    public LinePrinter(int objectLines) { this.objectLines = objectLines; }

    private void newline(JsonGenerator g, int level) throws IOException {
        g.writeRaw('\n');
        for (int i = 0; i < level; i++) g.writeRaw("  ");
    }

    /** An array decides its layout at its first element: an object or array there breaks it into lines. */
    private void openingInside(JsonGenerator g) throws IOException {
        if (depth > 0 && firstPending[depth]) {
            firstPending[depth] = false;
            lines[depth] = true;
            newline(g, depth);
        }
    }

    @Override public void writeRootValueSeparator(JsonGenerator g) throws IOException { g.writeRaw('\n'); }

    @Override public void writeStartObject(JsonGenerator g) throws IOException {
        openingInside(g);
        depth++;
        lines[depth] = depth <= objectLines;
        firstPending[depth] = false;
        g.writeRaw('{');
    }

    @Override public void beforeObjectEntries(JsonGenerator g) throws IOException { if (lines[depth]) newline(g, depth); }

    @Override public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        if (lines[depth]) newline(g, depth);
        else g.writeRaw(' ');
    }

    @Override public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException { g.writeRaw(": "); }

    @Override public void writeEndObject(JsonGenerator g, int entries) throws IOException {
        if (lines[depth] && entries > 0) newline(g, depth - 1);
        depth--;
        g.writeRaw('}');
    }

    @Override public void writeStartArray(JsonGenerator g) throws IOException {
        openingInside(g);
        depth++;
        lines[depth] = false;
        firstPending[depth] = false;
        g.writeRaw('[');
    }

    @Override public void beforeArrayValues(JsonGenerator g) { firstPending[depth] = true; }

    @Override public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        firstPending[depth] = false;
        g.writeRaw(',');
        if (lines[depth]) newline(g, depth);
        else g.writeRaw(' ');
    }

    @Override public void writeEndArray(JsonGenerator g, int values) throws IOException {
        if (lines[depth] && values > 0) newline(g, depth - 1);
        firstPending[depth] = false;
        depth--;
        g.writeRaw(']');
    }
}
