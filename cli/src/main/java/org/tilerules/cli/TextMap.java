package org.tilerules.cli;

import org.tilerules.engine.Board;
import org.tilerules.model.TileType;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The board as text, for a person choosing where to put a tile: the window
 * follows the options (every position where the tile may go, the last
 * placement, and the tiles where the deciding player's figures stand), up to
 * {@value #MAX_W} columns by {@value #MAX_H} rows; what a larger board leaves
 * out is listed under it. Each tile shows the kind letters of its ports (3 by 3,
 * the centre for a feature on no port), the last placement in brackets, and each
 * position where the tile may go the number of its first option; a player's
 * figure as the player's digit on its feature; the players' scores under it;
 * and beside it the tile to place in its four turns.
 */
final class TextMap {
    static final int MAX_W = 15, MAX_H = 11;

    private TextMap() {}

    /** The map for a decision that places a tile, with that tile beside it in its four turns; empty for other decisions. */
    static String forDecision(Game g, ChoiceSet options) {
        Map<Long, Integer> first = new LinkedHashMap<>();
        int type = -1;
        for (int i = 0; i < options.size(); i++) {
            int[] p = options.placement(i);
            if (p != null) first.putIfAbsent(key(p[0], p[1]), i + 1);
            if (p != null && type < 0) type = options.placedTile(i);
        }
        if (first.isEmpty()) return "";
        String map = draw(g, first);
        return type < 0 ? map : beside(map, turns(g.type(type), TilePicture.letters(g.rules.kinds)));
    }

    /** A tile in its four turns, side by side, under a heading. */
    static List<String> turns(TileType tt, char[] letters) {
        List<String> out = new ArrayList<>();
        out.add("the tile to place: " + tt.name + ", turned");
        out.add("  0    90    180   270");
        String[] rows = {"", "", ""};
        for (int rot = 0; rot < 4; rot++) {
            String[] cell = cell(tt, rot, letters, false, null);
            for (int r = 0; r < 3; r++) rows[r] += cell[r] + " ";
        }
        for (String r : rows) out.add(r.stripTrailing());
        return out;
    }

    /** The map's lines with {@code right} written to the right of its first rows (under the column numbers). */
    private static String beside(String map, List<String> right) {
        String[] lines = map.split("\n", -1);
        int rows = 0, width = 0;
        while (rows + 1 < lines.length && !lines[rows + 1].startsWith("kinds:")) rows++;
        for (int i = 0; i <= rows; i++) width = Math.max(width, lines[i].length());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int r = i - 1;
            if (r >= 0 && r < right.size() && i <= Math.max(rows, right.size())) {
                line = String.format("%-" + width + "s", line) + "    " + right.get(r);
            }
            sb.append(line.stripTrailing());
            if (i + 1 < lines.length) sb.append('\n');
            if (i == rows) for (int k = rows; k < right.size(); k++) sb.append(" ".repeat(width + 4)).append(right.get(k)).append('\n');
        }
        return sb.toString();
    }

    private static long key(int x, int y) { return ((long) x << 32) ^ (y & 0xffffffffL); }

    static String draw(Game g, Map<Long, Integer> numbered) {
        Board b = g.board;
        char[] letters = TilePicture.letters(g.rules.kinds);
        int last = b.n - 1, cx = last >= 0 ? b.x[last] : 0, cy = last >= 0 ? b.y[last] : 0;
        // the window: the numbered positions, the last placement and the deciding player's figures' tiles
        int x0 = cx, x1 = cx, y0 = cy, y1 = cy;
        List<int[]> wanted = new ArrayList<>();
        for (long k : numbered.keySet()) wanted.add(new int[] {(int) (k >> 32), (int) k});
        for (int x = 0; x < g.graph.nFig; x++) {
            int at = g.graph.figAt[x];
            if (at >= 0 && g.graph.figOwner[x] == g.current && g.graph.figZone[x] <= 0) {
                int t = g.graph.tile[at];
                wanted.add(new int[] {b.x[t], b.y[t]});
            }
        }
        for (int[] w : wanted) {
            x0 = Math.min(x0, w[0]); x1 = Math.max(x1, w[0]); y0 = Math.min(y0, w[1]); y1 = Math.max(y1, w[1]);
        }
        // a board larger than a screen: the window keeps the last placement, centred as far as the board allows
        if (x1 - x0 + 1 > MAX_W) { x0 = Math.max(x0, Math.min(cx - MAX_W / 2, x1 - MAX_W + 1)); x1 = x0 + MAX_W - 1; }
        if (y1 - y0 + 1 > MAX_H) { y0 = Math.max(y0, Math.min(cy - MAX_H / 2, y1 - MAX_H + 1)); y1 = y0 + MAX_H - 1; }
        List<String> outside = new ArrayList<>();
        for (var e : numbered.entrySet()) {
            int x = (int) (e.getKey() >> 32), y = (int) (long) e.getKey();
            if (x < x0 || x > x1 || y < y0 || y > y1) outside.add(e.getValue() + " at " + x + "," + y);
        }
        StringBuilder sb = new StringBuilder();
        sb.append("     ");
        for (int x = x0; x <= x1; x++) sb.append(String.format("%4s ", x));
        sb.append('\n');
        for (int y = y0; y <= y1; y++) {
            String[] rows = {"", "", ""};
            for (int x = x0; x <= x1; x++) {
                int t = b.at(x, y);
                String[] cell = t >= 0 ? cell(b.typeOf(t), b.rot[t], letters, t == last, figures(g, t)) : open(numbered.get(key(x, y)));
                for (int r = 0; r < 3; r++) rows[r] += cell[r];
            }
            sb.append("     ").append(rows[0].stripTrailing()).append('\n');
            sb.append(String.format("%4s ", y)).append(rows[1].stripTrailing()).append('\n');
            sb.append("     ").append(rows[2].stripTrailing()).append('\n');
        }
        StringBuilder key = new StringBuilder("kinds:");
        for (int k = 0; k < letters.length; k++) key.append(' ').append(letters[k]).append(' ').append(g.rules.kinds.get(k).name).append(k + 1 < letters.length ? "," : "");
        sb.append(key).append("; [ ] the last tile placed; a number: where the tile may go (its first option)\n");
        if (!outside.isEmpty()) sb.append("off the map: ").append(String.join(", ", outside)).append('\n');
        StringBuilder players = new StringBuilder("players:");
        for (int p = 0; p < g.nPlayers; p++) {
            players.append(' ').append(p + 1).append(' ').append(g.playerNames[p]).append(' ').append(g.score[p])
                    .append(p + 1 < g.nPlayers ? "," : "");
        }
        sb.append(players).append(" points; a digit on a tile: that player's figure on the feature there\n");
        return sb.toString().replaceAll("(?m) +$", "");
    }

    private static String[] open(Integer number) {
        if (number == null) return new String[] {"     ", "     ", "     "};
        String n = String.valueOf(number);
        return new String[] {"     ", String.format("%-5s", " ".repeat(Math.max(0, (5 - n.length()) / 2)) + n), "     "};
    }

    /** The player's digit (1 for the first seat) per feature of placed tile {@code t} a player's figure stands on; 0 for none. */
    private static char[] figures(Game g, int t) {
        char[] out = new char[g.board.typeOf(t).features.length];
        for (int x = 0; x < g.graph.nFig; x++) {
            int at = g.graph.figAt[x], owner = g.graph.figOwner[x];
            if (at < 0 || owner < 0 || g.graph.figZone[x] > 0 || g.graph.tile[at] != t) continue;
            out[g.graph.local[at]] = (char) ('1' + Math.min(owner, 8));
        }
        return out;
    }

    /** The ports shown in the 3 by 3 cell (-1: the centre), where a figure's digit goes first. */
    private static final int[] FIGURE_SPOTS = {1, 4, 7, 10, 0, 2, 6, 8};

    /**
     * A tile, turned: its ports' kind letters around, a feature on no port in the middle; a
     * player's figure replaces a letter of its feature with the player's digit.
     */
    private static String[] cell(TileType tt, int rot, char[] letters, boolean last, char[] figures) {
        int[] pf = tt.portFeature[rot];
        char centre = ' ';
        int centreFeature = -1;
        for (int f = 0; f < tt.features.length; f++) {
            if (tt.features[f].portMask == 0) { centre = Character.toUpperCase(letters[tt.features[f].kind]); centreFeature = f; break; }
        }
        int[] ports = {0, 1, 2, 10, -1, 4, 8, 7, 6};
        char[] c = new char[9];
        for (int i = 0; i < 9; i++) c[i] = ports[i] < 0 ? centre : at(tt, pf, ports[i], letters);
        if (figures != null) {
            for (int f = 0; f < figures.length; f++) {
                if (figures[f] == 0) continue;
                int spot = f == centreFeature ? 4 : -1;
                for (int k = 0; spot < 0 && k < FIGURE_SPOTS.length; k++) {
                    if (pf[FIGURE_SPOTS[k]] == f) spot = Arrays.asList(0, 1, 2, 10, -1, 4, 8, 7, 6).indexOf(FIGURE_SPOTS[k]);
                }
                c[spot < 0 ? 4 : spot] = figures[f];
            }
        }
        char open = last ? '[' : ' ', close = last ? ']' : ' ';
        return new String[] {" " + c[0] + c[1] + c[2] + " ", open + "" + c[3] + c[4] + c[5] + close, " " + c[6] + c[7] + c[8] + " "};
    }

    /** The letter of the feature on a port; a port nobody holds shows the feature beside it on the side. */
    private static char at(TileType tt, int[] pf, int port, char[] letters) {
        int f = pf[port];
        if (f < 0 && port % 3 == 1) f = pf[port - 1] >= 0 ? pf[port - 1] : pf[port + 1];
        if (f < 0 && port % 3 != 1) f = pf[port - port % 3 + 1];
        return f < 0 ? '.' : letters[tt.features[f].kind];
    }
}
