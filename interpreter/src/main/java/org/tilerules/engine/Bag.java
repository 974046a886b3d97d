package org.tilerules.engine;

import java.util.Arrays;

/**
 * The tiles still to be drawn, in draw order, shuffled by a SplitMix64
 * generator seeded from the game's seed; and the draws a scenario forces.
 * Copyable, so look-ahead sees the same future as the game.
 */
public final class Bag {
    private int[] tiles = new int[0];
    private int pos, end;
    private long rng;
    private final IntList forced = new IntList();

    public Bag(long seed) { rng = seed * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L; }

    public Bag(Bag o) {
        tiles = o.tiles.clone();
        pos = o.pos;
        end = o.end;
        rng = o.rng;
        for (int i = 0; i < o.forced.size(); i++) forced.add(o.forced.get(i));
        unseen = o.unseen == null ? null : new IntList(o.unseen);
        unseenInBag = o.unseenInBag;
    }

    /**
     * Tiles in the game that the bag's fixed draws will never show (a converted record's bag holds
     * exactly the tiles its game placed): a tile leaving the game unseen ({@link #drawUnseen}) is one
     * of them, never the next recorded draw. Null: none set, the bag's next tile leaves.
     */
    private IntList unseen;
    private boolean unseenInBag;

    /**
     * Sets the unseen tiles; {@code atTheEnd}: they are also the bag's last tiles (a game that had not
     * ended goes on with the rest of the box after its recorded draws), which leave with them.
     */
    public void setUnseen(int[] types, boolean atTheEnd) {
        unseen = new IntList(types.length);
        for (int t : types) unseen.add(t);
        unseenInBag = atTheEnd;
    }

    /** Whether tiles leaving the game unseen come from {@link #setUnseen}'s tiles rather than the top of the bag. */
    public boolean hasUnseen() { return unseen != null; }

    /** One of the unseen tiles leaves (the last), or -1 when none is left. */
    public int drawUnseen() {
        if (unseen.isEmpty()) return -1;
        int t = unseen.get(unseen.size() - 1);
        unseen.truncate(unseen.size() - 1);
        if (unseenInBag && end > pos && tiles[end - 1] == t) end--;
        return t;
    }

    /** Fills the bag with the given number of each tile type, shuffled. */
    public void fill(int[] counts) {
        int n = 0;
        for (int c : counts) n += Math.max(0, c);
        tiles = new int[n];
        int k = 0;
        for (int t = 0; t < counts.length; t++) for (int i = 0; i < counts[t]; i++) tiles[k++] = t;
        for (int i = n - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int tmp = tiles[i]; tiles[i] = tiles[j]; tiles[j] = tmp;
        }
        pos = 0;
        end = n;
    }

    /** The given number of each tile type in an order shuffled by this bag's generator (the bag itself is unchanged). */
    public int[] shuffled(int[] counts) {
        int n = 0;
        for (int c : counts) n += Math.max(0, c);
        int[] a = new int[n];
        int k = 0;
        for (int t = 0; t < counts.length; t++) for (int i = 0; i < counts[t]; i++) a[k++] = t;
        for (int i = n - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int tmp = a[i]; a[i] = a[j]; a[j] = tmp;
        }
        return a;
    }

    /** Exactly these tile types, drawn in this order. */
    public void set(int[] order) {
        tiles = order.clone();
        pos = 0;
        end = order.length;
    }

    public int remaining() { return end - pos; }

    /** Puts one more tile among those left, at a place picked by the generator (any of the remaining() + 1). */
    public void insertRandomly(int type) {
        if (end == tiles.length) tiles = Arrays.copyOf(tiles, Math.max(8, tiles.length * 2));
        int at = pos + nextInt(end - pos + 1);
        System.arraycopy(tiles, at, tiles, at + 1, end - at);
        tiles[at] = type;
        end++;
    }

    /** The tiles left, in the order they will be drawn (forced draws aside). */
    public int[] order() { return Arrays.copyOfRange(tiles, pos, end); }

    /** How many of each of {@code types} tile types are left. */
    public int[] counts(int types) {
        int[] n = new int[types];
        for (int i = pos; i < end; i++) n[tiles[i]]++;
        return n;
    }

    /** Makes the next draw take this tile type out of the bag. */
    public void force(int type) { forced.add(type); }

    /**
     * The next tile: a forced one if any (-2 - type when the bag holds none of
     * it), else the top of the bag, or -1 when the bag is empty.
     */
    public int draw() {
        if (!forced.isEmpty()) {
            int t = forced.get(0);
            forced.removeFirst();
            int i = pos;
            while (i < end && tiles[i] != t) i++;
            if (i == end) return -2 - t;
            tiles[i] = tiles[pos];
            tiles[pos] = t;
            pos++;
            return t;
        }
        return pos == end ? -1 : tiles[pos++];
    }

    public long nextLong() {
        long z = (rng += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public int nextInt(int bound) { return (int) (((nextLong() >>> 33) * bound) >>> 31); }
}
