package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;

/** Collects every diagnostic of a load so that all of them are reported, not just the first. */
public final class Diagnostics {
    private final List<Diagnostic> list = new ArrayList<>();
    /** What is worth saying but not wrong (check prints them as warnings; a load does not fail on them). */
    private final List<Diagnostic> warnings = new ArrayList<>();

    public void warn(String file, Token t, String message) {
        warnings.add(new Diagnostic(file, t.getLine(), t.getCharPositionInLine() + 1, message));
    }

    public List<Diagnostic> warnings() { return warnings; }

    public void add(String file, int line, int col, String message) { list.add(new Diagnostic(file, line, col, message)); }

    public void add(String file, Token t, String message) {
        add(file, t.getLine(), t.getCharPositionInLine() + 1, message);
    }

    public void add(String file, ParserRuleContext ctx, String message) { add(file, ctx.getStart(), message); }

    public boolean isEmpty() { return list.isEmpty(); }

    public List<Diagnostic> all() { return list; }

    public int size() { return list.size(); }

    /** Throws when anything was reported, so callers that need a valid model stop here. */
    public void throwIfAny() {
        if (!list.isEmpty()) throw new LoadException(this);
    }
}
