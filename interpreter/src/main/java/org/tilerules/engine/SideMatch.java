package org.tilerules.engine;

/**
 * Which feature kinds may face each other across a side besides a kind facing itself (a rule's
 * {@code fits}): kinds are numbered as in a side signature (kind id + 1; 0 = no feature). Two sides
 * match when they show the same ports, or when their kinds fit (see {@link #sides}). Facing ports of
 * different kinds are not joined: each ends there (see {@link Graph#addTile}).
 */
public final class SideMatch {
    /** fits[a]: bit b set when kind a may face kind b (symmetric). */
    private final long[] fits = new long[64];

    /** Kind ids (not + 1) {@code a} and {@code b} may face each other. */
    public void allow(int a, int b) {
        fits[a + 1] |= 1L << (b + 1);
        fits[b + 1] |= 1L << (a + 1);
    }

    /**
     * Whether a side with signature {@code a} may face one whose reversed signature is {@code b}:
     * the same ports, or sides whose kinds fit. A side's kind is its middle port's, or, with nothing
     * in the middle, its corners' (a side of field).
     */
    public boolean sides(int a, int b) {
        if (a == b) return true;
        int ka = kindOf(a), kb = kindOf(b);
        return ka != 0 && kb != 0 && (fits[ka] >>> kb & 1) != 0;
    }

    private static int kindOf(int sig) {
        int mid = sig >>> 8 & 255;
        if (mid != 0) return mid;
        int left = sig >>> 16 & 255, right = sig & 255;
        return left == right ? left : 0;
    }
}
