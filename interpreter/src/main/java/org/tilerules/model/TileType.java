package org.tilerules.model;

import java.util.Arrays;
import java.util.Set;

/**
 * A tile type with everything about its geometry precomputed per rotation:
 * which local feature sits on each port, and a signature per side used to test
 * whether two sides may touch. Built once when the tile files are loaded.
 */
public final class TileType {
    public final int id;
    public final String name;
    public final String set;
    public final int count;
    public final Set<String> tags;
    public final FeatureDef[] features;
    /** portFeature[rot][port] = local feature index, or -1. */
    public final int[][] portFeature = new int[4][12];
    /**
     * portFeature2[rot][port] = the second feature that reaches the port, or -1: two separate features of
     * one kind may share a port (two cities that both reach the middle of one side), and both join what
     * faces it. Null when no port of the tile is shared.
     */
    public final int[][] portFeature2;
    /** sig[rot][side]: the kinds on the side's three ports, clockwise. */
    public final int[][] sig = new int[4][4];
    /** sigRev[rot][side]: the same kinds in the opposite order, as a neighbour sees them. */
    public final int[][] sigRev = new int[4][4];
    /** Distinct rotations: rotations whose geometry equals a smaller one are marked false. */
    public final boolean[] distinctRotation = new boolean[4];
    public final String file;
    public final int line;
    /**
     * A wild tile's sides match any side and close the ports they face (a tile
     * that fills a hole and ends what touches it). Its portless features are
     * related by {@link #wildRelation} (if not -1) to the features it closes.
     */
    public boolean wild;
    public int wildRelation = -1;
    /** Extra feature slots a placed tile of this type keeps for features added later (a bridge). */
    public int reserve;
    /** For a type derived by an addition (a tile with a bridge): the type it was derived from, else -1. */
    public int variantOf = -1;

    public TileType(int id, String name, String set, int count, Set<String> tags, FeatureDef[] features,
                    String file, int line) {
        this.id = id;
        this.name = name;
        this.set = set;
        this.count = count;
        this.tags = tags;
        this.features = features;
        this.file = file;
        this.line = line;
        boolean shared = false;
        for (int f = 0; f < features.length; f++) {
            for (int g = 0; g < f; g++) shared |= (features[f].portMask & features[g].portMask) != 0;
        }
        portFeature2 = shared ? new int[4][12] : null;
        for (int r = 0; r < 4; r++) {
            Arrays.fill(portFeature[r], -1);
            if (shared) Arrays.fill(portFeature2[r], -1);
            for (int f = 0; f < features.length; f++) {
                int mask = features[f].portMask;
                for (int p = 0; p < 12; p++) {
                    if ((mask & (1 << p)) == 0) continue;
                    int q = Ports.rotate(p, r);
                    if (portFeature[r][q] < 0) portFeature[r][q] = f;
                    else portFeature2[r][q] = f;
                }
            }
            for (int s = 0; s < 4; s++) {
                int a = kindAt(r, 3 * s), b = kindAt(r, 3 * s + 1), c = kindAt(r, 3 * s + 2);
                sig[r][s] = (a << 16) | (b << 8) | c;
                sigRev[r][s] = (c << 16) | (b << 8) | a;
            }
        }
        for (int r = 0; r < 4; r++) {
            distinctRotation[r] = true;
            for (int q = 0; q < r; q++) if (sameGeometry(q, r)) { distinctRotation[r] = false; break; }
        }
    }

    private int kindAt(int rot, int port) {
        int f = portFeature[rot][port];
        return f < 0 ? 0 : features[f].kind + 1;
    }

    private boolean sameGeometry(int q, int r) {
        // Same port-to-feature partition and same kinds: two rotations place identically.
        for (int p = 0; p < 12; p++) {
            int a = portFeature[q][p], b = portFeature[r][p];
            if ((a < 0) != (b < 0)) return false;
            if (a >= 0 && features[a] != features[b]) return false;
            if (portFeature2 != null && portFeature2[q][p] != portFeature2[r][p]) return false;
        }
        return true;
    }

    public int featureIndex(String featureName) {
        for (int i = 0; i < features.length; i++) if (features[i].name.equals(featureName)) return i;
        return -1;
    }

    public String featureNames() {
        StringBuilder sb = new StringBuilder();
        for (FeatureDef f : features) { if (sb.length() > 0) sb.append(", "); sb.append(f.name); }
        return sb.length() == 0 ? "none" : sb.toString();
    }
}
