package org.tilerules.engine;

import org.tilerules.model.TileType;

import java.util.HashMap;
import java.util.Map;

/**
 * Small codes for the side signatures of a set of tile types, and per tile
 * type a table from the packed requirements of a position to the rotations
 * that fit there. Shared by every game of the same rules (tables fill lazily;
 * a racing fill writes the same value, so sharing across threads is safe).
 */
public final class SideCodes {
    static final int NONE = 14, ANY = 15;
    private final Map<Integer, Integer> codes = new HashMap<>();
    private final int[][] sigCode;          // [type][rot * 4 + side]
    /** The code of the signature a side asks of the tile facing it (its reversed signature). */
    private final int[][] revCode;          // [type][rot * 4 + side]
    private final byte[][] tables;
    private final TileType[] types;

    private SideCodes(TileType[] types) {
        this.types = types;
        sigCode = new int[types.length][16];
        revCode = new int[types.length][16];
        tables = new byte[types.length][];
        for (TileType t : types) {
            for (int r = 0; r < 4; r++) {
                for (int s = 0; s < 4; s++) {
                    sigCode[t.id][r * 4 + s] = intern(t.sig[r][s]);
                    revCode[t.id][r * 4 + s] = intern(t.sigRev[r][s]);
                }
            }
        }
    }

    private int intern(int sig) {
        Integer c = codes.get(sig);
        if (c == null) {
            c = codes.size();
            codes.put(sig, c);
        }
        return c;
    }

    /** Codes for these tiles, or null when they show more distinct sides than four bits can name. */
    public static SideCodes of(TileType[] types) {
        SideCodes c = new SideCodes(types);
        return c.codes.size() <= 14 ? c : null;
    }

    /** What a placed tile of type {@code type} turned {@code rot} asks of the tile facing its side {@code side}, as a code. */
    int revCode(int type, int rot, int side) { return revCode[type][rot * 4 + side]; }


    /**
     * The table of a tile type: entry = 0x10 | rotation mask once computed, 0 before.
     * A fresh table needs no filling, so a thread that sees it early reads "not
     * computed" and computes the entry itself: safe without locks.
     */
    byte[] table(TileType t) {
        byte[] tb = tables[t.id];
        if (tb == null) {
            tb = new byte[1 << 16];
            tables[t.id] = tb;
        }
        return tb;
    }

    int fill(TileType t, int key) {
        int mask = 0;
        for (int r = 0; r < 4; r++) {
            if (!t.distinctRotation[r]) continue;
            boolean ok = true;
            for (int s = 0; s < 4 && ok; s++) {
                int need = (key >> (4 * s)) & 15;
                ok = t.wild || need == NONE || need == ANY || need == sigCode[t.id][r * 4 + s];
            }
            if (ok) mask |= 1 << r;
        }
        table(t)[key] = (byte) (mask | 0x10);
        return mask | 0x10;
    }
}
