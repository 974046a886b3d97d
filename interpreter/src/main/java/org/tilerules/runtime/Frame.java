package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/** The local variables of one running handler, step or expression; slots are fixed at compile time. */
public final class Frame {
    public final int[] v;
    public final IntList[] l;

    public Frame(int size) {
        v = new int[Math.max(1, size)];
        l = new IntList[Math.max(1, size)];
    }
}
