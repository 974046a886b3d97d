package org.tilerules.cli;

import org.tilerules.runtime.Game;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The final table: one row per player, one column per scoring category in which someone has points (a category
 * all zero carries nothing and is left out), the total last.
 */
final class ScoreTable {
    private ScoreTable() {}

    static void print(Game g, PrintWriter out) {
        List<String> cats = new ArrayList<>();
        for (String c : g.rules.categories) {
            for (int p = 0; p < g.nPlayers; p++) {
                if (g.categoryPoints(p, c) != 0) { cats.add(c); break; }
            }
        }
        List<String[]> rows = new ArrayList<>();
        String[] head = new String[cats.size() + 2];
        head[0] = "player";
        for (int c = 0; c < cats.size(); c++) head[c + 1] = cats.get(c);
        head[head.length - 1] = "total";
        rows.add(head);
        for (int p = 0; p < g.nPlayers; p++) {
            String[] r = new String[head.length];
            r[0] = g.playerNames[p];
            for (int c = 0; c < cats.size(); c++) r[c + 1] = String.valueOf(g.categoryPoints(p, cats.get(c)));
            r[r.length - 1] = String.valueOf(g.score[p]);
            rows.add(r);
        }
        int[] w = new int[head.length];
        for (String[] r : rows) for (int i = 0; i < r.length; i++) w[i] = Math.max(w[i], r[i].length());
        for (String[] r : rows) {
            StringBuilder sb = new StringBuilder();
            sb.append(r[0]).append(" ".repeat(w[0] - r[0].length()));
            for (int i = 1; i < r.length; i++) sb.append("  ").append(" ".repeat(w[i] - r[i].length())).append(r[i]);
            out.println(sb);
        }
        out.println(g.board.n + " tiles placed, " + g.turn + " turns");
    }
}
