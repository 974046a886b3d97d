package org.tilerules.cli;

import org.tilerules.model.FeatureDef;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Kind;

import java.util.List;

/**
 * A 7 by 5 character picture of a tile type, unrotated: each side shows the
 * letter of the kind on its middle port, or of the kinds on its two halves when
 * the middle is empty; features on no port show in the centre.
 */
final class TilePicture {
    static final int W = 7, H = 5;
    /** Where each port is drawn, clockwise from Nw: {row, column}. */
    private static final int[][] AT = {
            {0, 2}, {0, 3}, {0, 4},      // Nw N Ne
            {1, 6}, {2, 6}, {3, 6},      // En E Es
            {4, 4}, {4, 3}, {4, 2},      // Se S Sw
            {3, 0}, {2, 0}, {1, 0}};     // Ws W Wn

    private TilePicture() {}

    /** One letter per kind: the first letter of its name not taken by an earlier kind. */
    static char[] letters(List<Kind> kinds) {
        char[] out = new char[kinds.size()];
        StringBuilder used = new StringBuilder();
        for (int k = 0; k < out.length; k++) {
            char pick = '?';
            String candidates = kinds.get(k).name.toLowerCase() + "abcdefghijklmnopqrstuvwxyz0123456789";
            for (char c : candidates.toCharArray()) {
                if (Character.isLetterOrDigit(c) && used.indexOf(String.valueOf(c)) < 0) { pick = c; break; }
            }
            out[k] = pick;
            used.append(pick);
        }
        return out;
    }

    static String[] draw(TileType t, char[] letters) {
        char[][] g = new char[H][W];
        for (int r = 0; r < H; r++) {
            for (int c = 0; c < W; c++) {
                boolean edgeRow = r == 0 || r == H - 1, edgeCol = c == 0 || c == W - 1;
                g[r][c] = edgeRow && edgeCol ? '+' : edgeRow ? '-' : edgeCol ? '|' : ' ';
            }
        }
        int[] pf = t.portFeature[0];
        for (int side = 0; side < 4; side++) {
            int mid = 3 * side + 1;
            if (pf[mid] >= 0) put(g, mid, letters[t.features[pf[mid]].kind]);
            else {
                for (int half : new int[] {mid - 1, mid + 1}) if (pf[half] >= 0) put(g, half, letters[t.features[pf[half]].kind]);
            }
        }
        StringBuilder centre = new StringBuilder();
        for (FeatureDef f : t.features) if (f.portMask == 0) centre.append(letters[f.kind]);
        int start = 3 - (centre.length() - 1);
        for (int i = 0; i < centre.length() && start + 2 * i < W - 1; i++) {
            if (start + 2 * i >= 1) g[2][start + 2 * i] = centre.charAt(i);
        }
        String[] out = new String[H];
        for (int r = 0; r < H; r++) out[r] = new String(g[r]);
        return out;
    }

    private static void put(char[][] g, int port, char letter) { g[AT[port][0]][AT[port][1]] = letter; }

    /** The ports of a mask, by name, clockwise from Nw. */
    static String ports(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < 12; p++) {
            if ((mask & (1 << p)) != 0) {
                if (sb.length() > 0) sb.append(' ');
                sb.append(Ports.NAMES[p]);
            }
        }
        return sb.toString();
    }
}
