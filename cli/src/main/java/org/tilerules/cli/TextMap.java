package org.tilerules.cli;

import org.tilerules.engine.Board;
import org.tilerules.model.TileType;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The board around the last placement as text, for a person choosing where
 * to put a tile: each tile shows the kind letters of its ports (3 by 3, the
 * centre for a feature on no port), the last placement in brackets, and each
 * position where the tile may go the number of its first option.
 */
final class TextMap {
    static final int HALF_W = 5, HALF_H = 3;

    private TextMap() {}

    /** The map for a decision that places a tile; empty for other decisions. */
    static String forDecision(Game g, ChoiceSet options) {
        Map<Long, Integer> first = new LinkedHashMap<>();
        for (int i = 0; i < options.size(); i++) {
            int[] p = options.placement(i);
            if (p != null) first.putIfAbsent(key(p[0], p[1]), i + 1);
        }
        return first.isEmpty() ? "" : draw(g, first);
    }

    private static long key(int x, int y) { return ((long) x << 32) ^ (y & 0xffffffffL); }

    static String draw(Game g, Map<Long, Integer> numbered) {
        Board b = g.board;
        char[] letters = TilePicture.letters(g.rules.kinds);
        int last = b.n - 1, cx = last >= 0 ? b.x[last] : 0, cy = last >= 0 ? b.y[last] : 0;
        // the window: around the last placement, no wider than what is there
        int x0 = cx, x1 = cx, y0 = cy, y1 = cy;
        for (int y = cy - HALF_H; y <= cy + HALF_H; y++) {
            for (int x = cx - HALF_W; x <= cx + HALF_W; x++) {
                if (b.at(x, y) < 0 && !numbered.containsKey(key(x, y))) continue;
                x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append("     ");
        for (int x = x0; x <= x1; x++) sb.append(String.format("%4s ", x));
        sb.append('\n');
        for (int y = y0; y <= y1; y++) {
            String[] rows = {"", "", ""};
            for (int x = x0; x <= x1; x++) {
                int t = b.at(x, y);
                String[] cell = t >= 0 ? tile(g, t, letters, t == last) : open(numbered.get(key(x, y)));
                for (int r = 0; r < 3; r++) rows[r] += cell[r];
            }
            sb.append("     ").append(rows[0].stripTrailing()).append('\n');
            sb.append(String.format("%4s ", y)).append(rows[1].stripTrailing()).append('\n');
            sb.append("     ").append(rows[2].stripTrailing()).append('\n');
        }
        StringBuilder key = new StringBuilder("kinds:");
        for (int k = 0; k < letters.length; k++) key.append(' ').append(letters[k]).append(' ').append(g.rules.kinds.get(k).name).append(k + 1 < letters.length ? "," : "");
        sb.append(key).append("; [ ] the last tile placed; a number: where the tile may go (its first option)\n");
        return sb.toString().replaceAll("(?m) +$", "");
    }

    private static String[] open(Integer number) {
        if (number == null) return new String[] {"     ", "     ", "     "};
        String n = String.valueOf(number);
        return new String[] {"     ", String.format("%-5s", " ".repeat(Math.max(0, (5 - n.length()) / 2)) + n), "     "};
    }

    /** A placed tile, turned: its ports' kind letters around, a feature on no port in the middle. */
    private static String[] tile(Game g, int t, char[] letters, boolean last) {
        TileType tt = g.board.typeOf(t);
        int[] pf = tt.portFeature[g.board.rot[t]];
        char centre = ' ';
        for (var f : tt.features) if (f.portMask == 0) { centre = Character.toUpperCase(letters[f.kind]); break; }
        char open = last ? '[' : ' ', close = last ? ']' : ' ';
        return new String[] {
                " " + at(tt, pf, 0, letters) + at(tt, pf, 1, letters) + at(tt, pf, 2, letters) + " ",
                open + "" + at(tt, pf, 10, letters) + centre + at(tt, pf, 4, letters) + close,
                " " + at(tt, pf, 8, letters) + at(tt, pf, 7, letters) + at(tt, pf, 6, letters) + " "};
    }

    /** The letter of the feature on a port; a port nobody holds shows the feature beside it on the side. */
    private static char at(TileType tt, int[] pf, int port, char[] letters) {
        int f = pf[port];
        if (f < 0 && port % 3 == 1) f = pf[port - 1] >= 0 ? pf[port - 1] : pf[port + 1];
        if (f < 0 && port % 3 != 1) f = pf[port - port % 3 + 1];
        return f < 0 ? '.' : letters[tt.features[f].kind];
    }
}
