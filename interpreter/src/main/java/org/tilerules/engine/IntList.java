package org.tilerules.engine;

import java.util.Arrays;

/** A growable list of ints: components, players and tiles are all ints at run time. */
public final class IntList {
    private int[] a;
    private int n;

    public IntList() { this(8); }

    public IntList(int capacity) { a = new int[Math.max(1, capacity)]; }

    public IntList(IntList o) { a = Arrays.copyOf(o.a, Math.max(1, o.a.length)); n = o.n; }

    public void add(int v) {
        if (n == a.length) a = Arrays.copyOf(a, n * 2);
        a[n++] = v;
    }

    public boolean addIfAbsent(int v) {
        if (contains(v)) return false;
        add(v);
        return true;
    }

    public boolean contains(int v) {
        for (int i = 0; i < n; i++) if (a[i] == v) return true;
        return false;
    }

    public int get(int i) { return a[i]; }

    public void set(int i, int v) { a[i] = v; }

    public int size() { return n; }

    public boolean isEmpty() { return n == 0; }

    public void clear() { n = 0; }

    /** Drops the elements from index {@code size} on (a no-op if there are fewer). */
    public void truncate(int size) { if (size < n) n = size; }

    public void removeAt(int i) { a[i] = a[--n]; }

    /** Removes the first element, keeping the order of the rest. */
    public void removeFirst() {
        System.arraycopy(a, 1, a, 0, n - 1);
        n--;
    }

    /** Removes every occurrence of a value, keeping the order of the rest. */
    public void removeValue(int v) {
        int k = 0;
        for (int i = 0; i < n; i++) if (a[i] != v) a[k++] = a[i];
        n = k;
    }

    public int[] toArray() { return Arrays.copyOf(a, n); }

    @Override public String toString() { return Arrays.toString(toArray()); }
}
