package org.tilerules.lsp;

import org.antlr.v4.runtime.Token;
import org.tilerules.builtins.Builtins;
import org.tilerules.lsp.Decl.What;
import org.tilerules.runtime.Event;
import org.tilerules.runtime.Type;

import java.util.List;

/**
 * The type of the value before a dot, read from the tokens (the file need not compile), so that
 * completion after {@code x.} offers the built-in members of x's type: a built-in name
 * ({@code current}), a zone, a handler's component ({@code on completed KIND c}), a parameter
 * ({@code p: player}), a {@code let} or a {@code for each} variable, and a chain of built-in
 * functions and members ({@code placed.toward(N, 1).components}). Null where it cannot tell.
 */
final class Receivers {
    private static final int MAX_DEPTH = 16;

    private final List<Token> all;
    private final List<Decl> scope;

    Receivers(List<Token> all, List<Decl> scope) {
        this.all = all;
        this.scope = scope;
    }

    private String text(int i) { return i >= 0 && i < all.size() ? all.get(i).getText() : ""; }

    /** The type of the expression whose last token is at {@code last}, or null. */
    Type typeEndingAt(int last) { return type(last, 0); }

    private Type type(int i, int depth) {
        if (i < 0 || depth > MAX_DEPTH) return null;
        String t = text(i);
        if (t.equals(")")) {
            int open = matchingOpen(i);
            if (open < 1 || !Tokens.isWord(all.get(open - 1))) return null;
            String name = text(open - 1);
            if (text(open - 2).equals(".")) return result(Builtins.members(type(open - 3, depth + 1)), name, true);
            return result(Builtins.named(name), name, true);
        }
        if (!Tokens.isWord(all.get(i))) return null;
        if (text(i - 1).equals(".")) return result(Builtins.members(type(i - 2, depth + 1)), t, false);
        Type builtin = result(Builtins.named(t), t, false);
        if (builtin != null) return builtin;
        for (Decl d : scope) if (d.what() == What.ZONE && d.name().equals(t)) return Type.ZONE;
        return variable(i, t, depth);
    }

    /** The one result type of the entries of that name and brackets (members of every type when the receiver is unknown). */
    private static Type result(List<Builtins.Entry> entries, String name, boolean call) {
        Type found = null;
        for (Builtins.Entry e : entries) {
            if (!e.name().equals(name) || e.call() != call) continue;
            if (e.result() == null || found != null && found != e.result()) return null;
            found = e.result();
        }
        return found;
    }

    private int matchingOpen(int close) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            if (text(i).equals(")")) depth++;
            else if (text(i).equals("(") && --depth == 0) return i;
        }
        return -1;
    }

    /** The nearest binding of the name before its use. */
    private Type variable(int use, String name, int depth) {
        for (int k = use - 1; k >= 0; k--) {
            if (!text(k).equals(name)) continue;
            if (text(k + 1).equals(":")) {
                Type declared = typeWord(text(k + 2));
                if (declared != null) return declared;
            }
            if (text(k - 1).equals("let") && text(k + 1).equals("=")) return type(lastOnLine(k), depth + 1);
            if (text(k - 1).equals("each") && text(k + 1).equals("in")) {
                Type list = type(endOfList(k + 2), depth + 1);
                return list == null ? null : list.element();
            }
            int on = firstOnLine(k);
            if (text(on).equals("on") && k == on + 3) {
                Event e = Event.named(text(on + 1));
                if (e == Event.SCORED) return Type.INT;
                if (e == Event.COMPLETED || e == Event.SCORING) return Type.COMPONENT;
            }
            if (text(on).equals("on") && Event.named(text(on + 1)) == Event.SCORED && k == on + 2) return Type.PLAYER;
        }
        return null;
    }

    /** The last token of the list in {@code for each x in LIST where ... {}}. */
    private int endOfList(int from) {
        int depth = 0;
        for (int i = from; i < all.size(); i++) {
            String s = text(i);
            if (s.equals("(")) depth++;
            else if (s.equals(")")) depth--;
            else if (depth == 0 && (s.equals("{") || s.equals("where") || s.equals("when"))) return i - 1;
        }
        return all.size() - 1;
    }

    private int lastOnLine(int i) {
        int line = all.get(i).getLine(), j = i;
        while (j + 1 < all.size() && all.get(j + 1).getLine() == line && !text(j + 1).equals("}")) j++;
        return j;
    }

    private int firstOnLine(int i) {
        int line = all.get(i).getLine(), j = i;
        while (j > 0 && all.get(j - 1).getLine() == line) j--;
        return j;
    }

    private static Type typeWord(String w) {
        return switch (w) {
            case "int" -> Type.INT;
            case "bool" -> Type.BOOL;
            case "player" -> Type.PLAYER;
            case "players" -> Type.PLAYERS;
            case "component" -> Type.COMPONENT;
            case "components" -> Type.COMPONENTS;
            case "tile" -> Type.TILE;
            case "tiles" -> Type.TILES;
            case "figure" -> Type.FIGURE;
            case "figures" -> Type.FIGURES;
            case "zone" -> Type.ZONE;
            default -> null;
        };
    }
}
