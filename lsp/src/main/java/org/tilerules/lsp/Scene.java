package org.tilerules.lsp;

import org.antlr.v4.runtime.Token;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the scenario around the cursor has written so far: its rule sets, its
 * players and which tile stands at which position (on the board or placed by a
 * move), read from the tokens so that it works while the file is half typed.
 */
final class Scene {
    final List<String> rules = new ArrayList<>();
    final List<Decl> players = new ArrayList<>();
    final Map<String, String> tileAt = new LinkedHashMap<>();

    /** The scenario that holds the token at {@code index} (the whole file when there is none). */
    Scene(List<Token> all, int index, Path file) {
        int from = 0;
        for (int i = Math.min(index, all.size()) - 1; i >= 0; i--) {
            if (all.get(i).getText().equals("scenario")) { from = i; break; }
        }
        int to = all.size();
        for (int i = from + 1; i < all.size(); i++) {
            if (all.get(i).getText().equals("scenario") && i > index) { to = i; break; }
        }
        for (int i = from; i < to; i++) {
            Token t = all.get(i);
            String s = t.getText();
            if (first(all, i) && (s.equals("rules") || s.equals("players"))) {
                List<Token> rest = restOfLine(all, i);
                if (s.equals("rules")) rules.addAll(dashedList(rest));
                else for (Token p : rest) if (Tokens.isWord(p)) players.add(player(p, file));
            }
            boolean expectation = i > 1 && (all.get(i - 2).getText().equals("legal") || all.get(i - 2).getText().equals("illegal"));
            if (s.equals("at") && i > 0 && Tokens.isWord(all.get(i - 1)) && !expectation) {
                String pos = coord(all, i + 1);
                if (pos != null) tileAt.put(pos, all.get(i - 1).getText());
            }
        }
    }

    private static Decl player(Token p, Path file) {
        return new Decl(Decl.What.PLAYER, p.getText(), "", file, p.getLine() - 1, p.getCharPositionInLine(),
                "players ... " + p.getText(), "");
    }

    /** "x,y" for the coordinate that starts at token i, or null. */
    static String coord(List<Token> all, int i) {
        int[] j = {i};
        String x = sint(all, j);
        if (x == null || j[0] >= all.size() || !all.get(j[0]).getText().equals(",")) return null;
        j[0]++;
        String y = sint(all, j);
        return y == null ? null : x + "," + y;
    }

    /** The coordinate that ends right before token i ("x,y"), or null. */
    static String coordBefore(List<Token> all, int i) {
        for (int start = i - 3; start >= Math.max(0, i - 5); start--) {
            String c = coord(all, start);
            if (c != null && c.length() == length(all, start, i)) return c;
        }
        return null;
    }

    private static String sint(List<Token> all, int[] j) {
        String sign = "";
        if (j[0] < all.size() && all.get(j[0]).getText().equals("-")) { sign = "-"; j[0]++; }
        if (j[0] >= all.size() || !all.get(j[0]).getText().chars().allMatch(Character::isDigit)) return null;
        return sign + all.get(j[0]++).getText();
    }

    private static int length(List<Token> all, int from, int to) {
        int n = 0;
        for (int j = from; j < to; j++) n += all.get(j).getText().length();
        return n;
    }

    private static boolean first(List<Token> all, int i) {
        return i == 0 || all.get(i - 1).getLine() != all.get(i).getLine();
    }

    private static List<Token> restOfLine(List<Token> all, int i) {
        List<Token> out = new ArrayList<>();
        for (int j = i + 1; j < all.size() && all.get(j).getLine() == all.get(i).getLine(); j++) out.add(all.get(j));
        return out;
    }

    /** Names made of words and dashes, separated by commas: {@code my-rules, base}. */
    static List<String> dashedList(List<Token> tokens) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (Token t : tokens) {
            if (t.getText().equals(",")) {
                if (cur.length() > 0) out.add(cur.toString());
                cur.setLength(0);
            } else if (Tokens.isWord(t) || t.getText().equals("-")) cur.append(t.getText());
            else break;
        }
        if (cur.length() > 0) out.add(cur.toString());
        return out;
    }
}
