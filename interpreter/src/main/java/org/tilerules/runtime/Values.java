package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * Named values ({@code value NAME(p: TYPE, ...) = EXPR}): formulas that a
 * later rule set may redefine, reading the earlier definition as
 * {@code super(...)}. Every call goes through the name's {@link Slot}, so a
 * rule compiled before the redefinition still uses the last definition; that
 * is how expansions refine what a base rule awards without replacing the rule.
 * Also {@code sum(LIST, EXPR)}, which adds up a value over a list.
 */
public final class Values {
    private Values() {}

    /** The current definition of a named value. */
    public static final class Slot {
        public final String name;
        public final Type[] params;
        public final Type result;
        public Expr body;
        public int frame;

        public Slot(String name, Type[] params, Type result, Expr body, int frame) {
            this.name = name;
            this.params = params;
            this.result = result;
            this.body = body;
            this.frame = frame;
        }

        /** What the body reads ({@link Memo}), once the rules are complete; opaque while being worked out (a value calling itself). */
        private long reads;
        private boolean readsKnown, readsBusy;
        /** While {@link Call#tilesWhereNonZero} looks into the body (a value calling itself). */
        boolean indexBusy;

        long reads() {
            if (readsKnown) return reads;
            if (readsBusy) return Memo.OPAQUE;
            readsBusy = true;
            try {
                reads = body.reads(Memo.ALL_BOUND);
                readsKnown = true;
                return reads;
            } finally {
                readsBusy = false;
            }
        }

        /** A frozen copy: what {@code super} means in the next definition. */
        public Slot copy() { return new Slot(name, params, result, body, frame); }
    }

    /** Value calls reuse the game's frame per depth of nesting ({@link Frame#bindReused}); {@code -Dtilerules.reuseFrames=false}: a fresh frame per call. */
    static final boolean REUSE = !"false".equals(System.getProperty("tilerules.reuseFrames"));

    /** A call of a named value: arguments into the game's frame for its depth of nesting, then the definition's body. */
    public static final class Call extends Expr {
        private final Slot slot;
        private final Expr[] args;

        public Call(Slot slot, Expr[] args) {
            super(slot.result);
            this.slot = slot;
            this.args = args;
        }

        private Frame bind(Game g, Frame f) { return Frame.bind(args, slot.frame, g, f); }

        /** What the body says, for an argument that is the tile in question (the parameter's slot is its place). */
        @Override public TileIndex tilesWhereNonZero(int local, boolean exactly) { return throughBody(local, false, exactly); }

        /** As {@link #tilesWhereNonZero}: the body's exact zeros, for an argument that is the tile in question. */
        @Override public TileIndex tilesWhereZero(int local) { return throughBody(local, true, false); }

        /** What the body says of the parameter the tile in question is passed to; a recursive value says nothing. */
        private TileIndex throughBody(int local, boolean zero, boolean exactly) {
            if (slot.indexBusy) return null;
            slot.indexBusy = true;
            try {
                for (int i = 0; i < args.length; i++) {
                    if (args[i] instanceof Exprs.Local l && l.slot() == local) {
                        TileIndex x = zero ? slot.body.tilesWhereZero(i) : slot.body.tilesWhereNonZero(i, exactly);
                        if (x != null) return x;
                    }
                }
                return null;
            } finally {
                slot.indexBusy = false;
            }
        }

        /** The arguments in the caller's frame, the body in its own (every local of it bound). */
        @Override public long reads(long bound) {
            long a = Memo.all(bound, args);
            if (a == Memo.OPAQUE) return a;
            long b = slot.reads();
            return b == Memo.OPAQUE ? b : a | b;
        }

        @Override public int evalInt(Game g, Frame f) {
            if (!REUSE) return slot.body.evalInt(g, bind(g, f));
            int d = g.callDepth;
            g.callDepth = d + 1;
            try {
                return slot.body.evalInt(g, Frame.bindReused(args, slot.frame, g, f, d));
            } finally {
                g.callDepth = d;
            }
        }

        @Override public IntList evalList(Game g, Frame f) {
            if (!REUSE) return slot.body.evalList(g, bind(g, f));
            int d = g.callDepth;
            g.callDepth = d + 1;
            try {
                return slot.body.evalList(g, Frame.bindReused(args, slot.frame, g, f, d));
            } finally {
                g.callDepth = d;
            }
        }
    }

    /** {@code sum(LIST, EXPR)}: EXPR, which sees each element as {@code it}, added up over the list. */
    public static final class Sum extends Expr {
        private final Expr list, each;
        private final int slot;

        public Sum(Expr list, int slot, Expr each) {
            super(Type.INT);
            this.list = list;
            this.slot = slot;
            this.each = each;
        }

        /** Index of the game's kept result ({@link Memo}), or not decided, or never kept. */
        private volatile int memo = Memo.UNDECIDED;

        @Override public long reads(long bound) {
            long l = list.reads(bound);
            if (l == Memo.OPAQUE) return l;
            long c = each.reads(Memo.bind(bound, slot));
            return c == Memo.OPAQUE ? c : l | c;
        }

        @Override public int evalInt(Game g, Frame f) {
            int id = memo;
            if (id == Memo.NEVER) return add(g, f);
            if (id == Memo.UNDECIDED) memo = id = Memo.decide(g, this);
            if (id < 0) return add(g, f);
            Memo.Entry e = Memo.get(g, id);
            if (e == null) {
                int v = add(g, f);
                e = Memo.put(g, id);
                e.value = v;
                e.stamp(g);
                return v;
            }
            return e.value;
        }

        /** The tiles a term can be non-zero on, when the list is {@code board}: see {@link Expr#tilesWhereNonZero}; null: any. */
        private volatile TileIndex needs;
        private volatile boolean needsKnown;

        private int add(Game g, Frame f) {
            if (!needsKnown) {
                needs = Memo.enabled && list instanceof TileExprs.All ? each.tilesWhereNonZero(slot, false) : null;
                needsKnown = true;
            }
            IntList xs = needs == null ? list.evalList(g, f) : needs.tiles(g);
            int total = 0, saved = f.v[slot];
            for (int i = 0; i < xs.size(); i++) {
                f.v[slot] = xs.get(i);
                total += each.evalInt(g, f);
            }
            f.v[slot] = saved;
            return total;
        }
    }
}
