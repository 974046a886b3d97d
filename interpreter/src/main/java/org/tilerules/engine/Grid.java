package org.tilerules.engine;

/**
 * An int per board position in a square window around the origin that
 * doubles when a position falls outside it: a lookup is an array read, where
 * a hash map needed a hash and a probe. 0 means nothing is stored; callers
 * store value + 1. A 72-tile game stays within the first 32 x 32 window.
 */
final class Grid {
    private int[] cells;
    private int size, off;
    /**
     * For {@link #copyFrom} between copies: changes made to the cells (counted), the grid last copied
     * from and its count then, and the cells set since that copy (-1: too many, or the window grew).
     */
    @NotCopied("the bookkeeping of copyFrom between trial copies")
    private int writes;
    @NotCopied("the bookkeeping of copyFrom between trial copies")
    private Grid source;
    @NotCopied("the bookkeeping of copyFrom between trial copies")
    private int sourceWrites;
    @NotCopied("the bookkeeping of copyFrom between trial copies")
    private final int[] dirty = new int[16];
    @NotCopied("the bookkeeping of copyFrom between trial copies")
    private int nDirty = -1;

    Grid() {
        size = 32;
        off = size / 2;
        cells = new int[size * size];
    }

    Grid(Grid o) {
        cells = o.cells.clone();
        size = o.size;
        off = o.off;
    }

    /** Becomes equal to {@code o} without allocating; false (nothing done) when the windows differ in size. */
    boolean copyFrom(Grid o) {
        if (cells.length != o.cells.length) return false;
        if (source == o && sourceWrites == o.writes && nDirty >= 0 && size == o.size && off == o.off) {
            // o is as it was at the last copy: only the cells set here since differ
            for (int k = 0; k < nDirty; k++) cells[dirty[k]] = o.cells[dirty[k]];
        } else System.arraycopy(o.cells, 0, cells, 0, cells.length);
        size = o.size;
        off = o.off;
        writes++;
        source = o;
        sourceWrites = o.writes;
        nDirty = 0;
        return true;
    }

    int get(int x, int y) {
        int ux = x + off, uy = y + off;
        if (((ux | uy) & -size) != 0) return 0;  // outside the window (negative or >= size)
        return cells[uy * size + ux];
    }

    void set(int x, int y, int v) {
        int ux = x + off, uy = y + off;
        while (((ux | uy) & -size) != 0) {
            grow();
            ux = x + off;
            uy = y + off;
        }
        int i = uy * size + ux;
        cells[i] = v;
        writes++;
        if (nDirty >= 0) {
            if (nDirty == dirty.length) nDirty = -1;
            else dirty[nDirty++] = i;
        }
    }

    private void grow() {
        int n = size * 2, noff = n / 2, shift = noff - off;
        int[] c = new int[n * n];
        for (int y = 0; y < size; y++) System.arraycopy(cells, y * size, c, (y + shift) * n + shift, size);
        cells = c;
        size = n;
        off = noff;
        writes++;
        nDirty = -1;
    }
}
