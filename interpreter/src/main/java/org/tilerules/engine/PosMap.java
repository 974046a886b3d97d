package org.tilerules.engine;

import java.util.Arrays;

/**
 * Open-addressing map from a board position to an int (a placed tile's index),
 * so that finding a neighbour costs a hash probe, not a walk over the board.
 */
public final class PosMap {
    private long[] keys;
    private int[] vals;
    private int size;
    private static final long EMPTY = Long.MIN_VALUE;

    public PosMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(16, expected * 3)) << 1;
        keys = new long[cap];
        vals = new int[cap];
        Arrays.fill(keys, EMPTY);
    }

    public PosMap(PosMap o) {
        keys = o.keys.clone();
        vals = o.vals.clone();
        size = o.size;
    }

    public static long key(int x, int y) { return ((long) x << 32) ^ (y & 0xffffffffL); }

    private static int hash(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29));
    }

    public int get(int x, int y) {
        long k = key(x, y);
        int mask = keys.length - 1;
        for (int i = hash(k) & mask; ; i = (i + 1) & mask) {
            long kk = keys[i];
            if (kk == k) return vals[i];
            if (kk == EMPTY) return -1;
        }
    }

    public void put(int x, int y, int v) {
        if ((size + 1) * 2 > keys.length) grow();
        long k = key(x, y);
        int mask = keys.length - 1;
        for (int i = hash(k) & mask; ; i = (i + 1) & mask) {
            if (keys[i] == k) { vals[i] = v; return; }
            if (keys[i] == EMPTY) { keys[i] = k; vals[i] = v; size++; return; }
        }
    }

    private void grow() {
        long[] ok = keys;
        int[] ov = vals;
        keys = new long[ok.length * 2];
        vals = new int[ok.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < ok.length; i++) {
            if (ok[i] != EMPTY) put((int) (ok[i] >> 32), (int) ok[i], ov[i]);
        }
    }
}
