package org.tilerules.runtime;

import java.util.Arrays;
import org.tilerules.engine.IntList;

/** The local variables of one running handler, step or expression; slots are fixed at compile time. */
public final class Frame {
    public final int[] v;
    public final IntList[] l;

    public Frame(int size) {
        v = new int[Math.max(1, size)];
        l = new IntList[Math.max(1, size)];
    }

    /** A callee's frame: the arguments, evaluated in the caller's frame, in its first slots (a value's or an action's call). */
    static Frame bind(Expr[] args, int size, Game g, Frame caller) {
        Frame callee = new Frame(Math.max(size, args.length));
        for (int i = 0; i < args.length; i++) {
            if (args[i].type.isList()) callee.l[i] = args[i].evalList(g, caller);
            else callee.v[i] = args[i].evalInt(g, caller);
        }
        return callee;
    }

    /**
     * A value's call: as {@link #bind}, but into the game's reused frame for the depth of nesting
     * (value bodies are expressions: nothing keeps their frame once they return). The caller raises
     * {@link Game#callDepth} before evaluating into it and lowers it after the body.
     */
    static Frame bindReused(Expr[] args, int size, Game g, Frame caller, int depth) {
        int need = Math.max(size, args.length);
        Frame[] pool = g.callFrames;
        if (depth >= pool.length) g.callFrames = pool = Arrays.copyOf(pool, pool.length * 2);
        Frame callee = pool[depth];
        if (callee == null || callee.v.length < need) pool[depth] = callee = new Frame(need);
        for (int i = 0; i < args.length; i++) {
            if (args[i].type.isList()) callee.l[i] = args[i].evalList(g, caller);
            else callee.v[i] = args[i].evalInt(g, caller);
        }
        return callee;
    }
}
