package org.tilerules.lsp;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.tilerules.grammar.TilerulesLexer;

import java.util.ArrayList;
import java.util.List;

/**
 * A document's tokens around a cursor: the word under it and what comes before,
 * which is how completion, hover and definition tell what a name means there.
 * Lines and columns count from 0.
 */
final class Tokens {
    private final List<Token> all;
    /** The index of the first token that starts at or after the cursor (or the word the cursor is in). */
    private final int at;
    /** The first token of the word under (or just before) the cursor, or null. */
    final Token word;
    /** That word: one name, or words joined by dashes without spaces ({@code my-rules}); "" when there is none. */
    final String wordText;
    /** The cursor's line. */
    private final int line;

    Tokens(String text, int line, int col) {
        this.line = line;
        TilerulesLexer lexer = new TilerulesLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        all = new ArrayList<>();
        for (Token t : lexer.getAllTokens()) all.add(t);
        int i = 0;
        Token w = null;
        while (i < all.size() && before(all.get(i), line, col)) {
            Token t = all.get(i);
            if (isWord(t) && endsAtOrAfter(t, line, col)) { w = t; break; }
            i++;
        }
        if (w == null && i < all.size() && isWord(all.get(i)) && startsAt(all.get(i), line, col)) w = all.get(i);
        int first = i, last = i;
        if (w != null) {
            while (first >= 2 && dash(first - 2, first - 1, first)) first -= 2;
            while (last + 2 < all.size() && dash(last, last + 1, last + 2)) last += 2;
        }
        StringBuilder sb = new StringBuilder();
        if (w != null) for (int j = first; j <= last; j++) sb.append(all.get(j).getText());
        word = w == null ? null : all.get(first);
        wordText = sb.toString();
        at = first;
    }

    /** Tokens a, b, c read word-word with no space between them. */
    private boolean dash(int a, int b, int c) {
        return isWord(all.get(a)) && all.get(b).getText().equals("-") && isWord(all.get(c))
                && touch(all.get(a), all.get(b)) && touch(all.get(b), all.get(c));
    }

    private static boolean touch(Token a, Token b) {
        return a.getLine() == b.getLine() && a.getCharPositionInLine() + a.getText().length() == b.getCharPositionInLine();
    }

    static boolean isWord(Token t) {
        String s = t.getText();
        return !s.isEmpty() && (Character.isLetter(s.charAt(0)) || s.charAt(0) == '_');
    }

    private static boolean before(Token t, int line, int col) {
        int l = t.getLine() - 1;
        return l < line || l == line && t.getCharPositionInLine() < col;
    }

    private static boolean startsAt(Token t, int line, int col) {
        return t.getLine() - 1 == line && t.getCharPositionInLine() == col;
    }

    private static boolean endsAtOrAfter(Token t, int line, int col) {
        return t.getLine() - 1 == line && t.getCharPositionInLine() + t.getText().length() >= col;
    }

    /** The n-th token before the word (or the cursor), 1 = the nearest; "" before the start. */
    String back(int n) {
        int i = at - n;
        return i >= 0 && i < all.size() ? all.get(i).getText() : "";
    }

    /** The tokens on the cursor's line before the word (or the cursor). */
    List<String> lineBefore() {
        List<String> out = new ArrayList<>();
        for (int i = at - 1; i >= 0 && all.get(i).getLine() - 1 == line; i--) out.add(0, all.get(i).getText());
        return out;
    }

    /**
     * The first token of the line that opened each brace around the cursor, innermost last:
     * {@code [ruleset, piece]} inside a piece block of a rule file.
     */
    List<String> blocks() {
        List<String> stack = new ArrayList<>();
        for (int i = 0; i < at && i < all.size(); i++) {
            String s = all.get(i).getText();
            if (s.equals("{")) stack.add(firstOnLine(i));
            else if (s.equals("}") && !stack.isEmpty()) stack.remove(stack.size() - 1);
        }
        return stack;
    }

    String block() {
        List<String> b = blocks();
        return b.isEmpty() ? "" : b.get(b.size() - 1);
    }

    private String firstOnLine(int i) {
        int line = all.get(i).getLine();
        int j = i;
        while (j > 0 && all.get(j - 1).getLine() == line) j--;
        return all.get(j).getText();
    }

    /** The nearest token before the cursor with this text, as an index counted back (0 when absent). */
    int lastIndexBack(String text) {
        for (int i = at - 1; i >= 0; i--) if (all.get(i).getText().equals(text)) return at - i;
        return 0;
    }

    /** The token of any type the cursor is in or touches, or null. */
    Token touching(int line, int col) {
        for (Token t : all) {
            int l = t.getLine() - 1, c = t.getCharPositionInLine();
            if (l == line && c <= col && col <= c + t.getText().length()) return t;
            if (l > line) break;
        }
        return null;
    }

    /** The tokens of the whole document. */
    List<Token> all() { return all; }

    /** The index where the word (or the cursor) is. */
    int index() { return at; }
}
