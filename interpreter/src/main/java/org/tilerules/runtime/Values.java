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

        /** A frozen copy: what {@code super} means in the next definition. */
        public Slot copy() { return new Slot(name, params, result, body, frame); }
    }

    /** A call of a named value: arguments into a fresh frame, then the definition's body. */
    public static final class Call extends Expr {
        private final Slot slot;
        private final Expr[] args;

        public Call(Slot slot, Expr[] args) {
            super(slot.result);
            this.slot = slot;
            this.args = args;
        }

        private Frame bind(Game g, Frame f) { return Frame.bind(args, slot.frame, g, f); }

        @Override public int evalInt(Game g, Frame f) { return slot.body.evalInt(g, bind(g, f)); }

        @Override public IntList evalList(Game g, Frame f) { return slot.body.evalList(g, bind(g, f)); }
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

        @Override public int evalInt(Game g, Frame f) {
            IntList xs = list.evalList(g, f);
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
