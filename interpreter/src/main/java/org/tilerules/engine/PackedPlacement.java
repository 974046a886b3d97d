package org.tilerules.engine;

/**
 * A placement (a position and a rotation) packed in one int, as the board's placement searches hand them out
 * and options keep them: 13 bits each for x and y (signed), 2 for the rotation.
 */
public final class PackedPlacement {
    private PackedPlacement() {}

    /** The farthest a position may lie from the origin on either axis (what a packed placement holds). */
    public static final int MAX_COORD = 4095;

    public static boolean inRange(int x, int y) { return Math.abs(x) <= MAX_COORD && Math.abs(y) <= MAX_COORD; }

    public static int pack(int x, int y, int rot) { return (x & 0x1fff) << 15 | (y & 0x1fff) << 2 | rot; }

    public static int unpackX(int p) { return p << 4 >> 19; }

    public static int unpackY(int p) { return p << 17 >> 19; }

    public static int unpackRot(int p) { return p & 3; }
}
