package org.tilerules.engine;

import java.util.Arrays;

/**
 * Open positions grouped by the packed key of their side requirements. Most
 * positions share a handful of keys (one field side, one road side...), so the
 * placements of a tile can be counted and picked per key, at a cost that stays
 * flat however large the board grows.
 */
final class KeyIndex {
    int nBuckets;
    int[] bucketKey = new int[64], bucketSize = new int[64];
    /** The buckets that hold positions now; empty ones leave the list so that walking it stays short. */
    int nActive;
    int[] active = new int[64], activePos = new int[64];
    int[][] bucketSlots = new int[64][];
    private int[] table = new int[256];         // open addressing: key + 1 -> bucket + 1 (a game meets 50-100 keys)
    private int[] slotBucket, slotPos;
    /**
     * typeMasks[bucket * types + type]: 0x10 | the rotations of that tile type that
     * fit the bucket's key, or 0 before it was first needed. Local to the board,
     * so reading it for every bucket stays within a few cache lines.
     */
    final int types;
    byte[] typeMasks;

    KeyIndex(int slots, int types) {
        slotBucket = new int[slots];
        slotPos = new int[slots];
        this.types = types;
        typeMasks = new byte[64 * types];
    }

    /** A copy; {@code slots} open positions at least (the slots in use: a copy is sized by the board, not the bag). */
    KeyIndex(KeyIndex o, int slots) {
        nBuckets = o.nBuckets;
        bucketKey = o.bucketKey.clone();
        bucketSize = o.bucketSize.clone();
        nActive = o.nActive;
        active = o.active.clone();
        activePos = o.activePos.clone();
        bucketSlots = new int[o.bucketSlots.length][];
        for (int b = 0; b < nBuckets; b++) bucketSlots[b] = o.bucketSlots[b].clone();
        table = o.table.clone();
        slotBucket = Arrays.copyOf(o.slotBucket, Math.min(o.slotBucket.length, slots));
        slotPos = Arrays.copyOf(o.slotPos, slotBucket.length);
        types = o.types;
        typeMasks = o.typeMasks.clone();
    }

    private int bucketFor(int key) {
        int mask = table.length - 1;
        for (int i = (key * 0x9E3779B1) >>> 16 & mask; ; i = (i + 1) & mask) {
            int v = table[i];
            if (v == 0) {
                if ((nBuckets + 1) * 2 > table.length) { growTable(); return bucketFor(key); }
                int b = nBuckets++;
                if (b == bucketKey.length) {
                    bucketKey = Arrays.copyOf(bucketKey, b * 2);
                    bucketSize = Arrays.copyOf(bucketSize, b * 2);
                    bucketSlots = Arrays.copyOf(bucketSlots, b * 2);
                    active = Arrays.copyOf(active, b * 2);
                    activePos = Arrays.copyOf(activePos, b * 2);
                    typeMasks = Arrays.copyOf(typeMasks, b * 2 * types);
                }
                bucketKey[b] = key;
                bucketSize[b] = 0;
                bucketSlots[b] = new int[8];
                table[i] = b + 1;
                return b;
            }
            if (bucketKey[v - 1] == key) return v - 1;
        }
    }

    private void growTable() {
        table = new int[table.length * 2];
        int mask = table.length - 1;
        for (int b = 0; b < nBuckets; b++) {
            int i = (bucketKey[b] * 0x9E3779B1) >>> 16 & mask;
            while (table[i] != 0) i = (i + 1) & mask;
            table[i] = b + 1;
        }
    }

    void add(int slot, int key) {
        if (slot >= slotBucket.length) {
            slotBucket = Arrays.copyOf(slotBucket, Math.max(slot + 1, slotBucket.length * 2));
            slotPos = Arrays.copyOf(slotPos, slotBucket.length);
        }
        int b = bucketFor(key);
        if (bucketSize[b] == 0) {
            activePos[b] = nActive;
            active[nActive++] = b;
        }
        int[] s = bucketSlots[b];
        if (bucketSize[b] == s.length) bucketSlots[b] = s = Arrays.copyOf(s, s.length * 2);
        s[bucketSize[b]] = slot;
        slotBucket[slot] = b;
        slotPos[slot] = bucketSize[b]++;
    }

    void remove(int slot) {
        int b = slotBucket[slot], p = slotPos[slot];
        int last = bucketSlots[b][--bucketSize[b]];
        bucketSlots[b][p] = last;
        slotPos[last] = p;
        if (bucketSize[b] == 0) {
            int q = activePos[b], moved = active[--nActive];
            active[q] = moved;
            activePos[moved] = q;
        }
    }

    /** The open position in slot {@code from} now lives in slot {@code to}. */
    void move(int from, int to) {
        int b = slotBucket[from], p = slotPos[from];
        bucketSlots[b][p] = to;
        slotBucket[to] = b;
        slotPos[to] = p;
    }
}
