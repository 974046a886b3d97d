package org.tilerules.runtime;

import org.tilerules.engine.IntList;

import java.util.function.IntUnaryOperator;

/** Expressions that know nothing of the board: constants, variables, options, arithmetic, logic, lists. */
public final class Exprs {
    private Exprs() {}

    public static final class Const extends Expr {
        private final int value;

        public Const(Type t, int value) {
            super(t);
            this.value = value;
        }

        @Override public int evalInt(Game g, Frame f) { return value; }

        @Override public long reads(long bound) { return 0; }

        @Override public Integer constant() { return value; }
    }

    public static final class Local extends Expr {
        private final int slot;

        public Local(Type t, int slot) {
            super(t);
            this.slot = slot;
        }

        @Override public int evalInt(Game g, Frame f) { return f.v[slot]; }

        @Override public IntList evalList(Game g, Frame f) { return f.l[slot]; }

        @Override public long reads(long bound) { return Memo.local(slot, bound); }

        public int slot() { return slot; }
    }

    /** An option's value for this game (the rule file's default or the command line's). */
    public static final class Option extends Expr {
        private final int index;

        public Option(Type t, int index) {
            super(t);
            this.index = index;
        }

        @Override public long reads(long bound) { return 0; }

        @Override public int evalInt(Game g, Frame f) { return g.options[index]; }
    }

    /**
     * {@code a + b}, {@code a - b}, {@code a * b}, {@code a / b}, {@code a % b}
     * on the engine's whole numbers (32 bits): a result outside them is a rule
     * error at the expression's place, never a silent wrap-around.
     */
    public static final class Arith extends Expr {
        private final char op;
        private final Expr a, b;
        /** Where the expression stands ({@code file:line:col}), for the overflow message; may be null. */
        private final String site;

        public Arith(char op, Expr a, Expr b) { this(op, a, b, null); }

        public Arith(char op, Expr a, Expr b, String site) {
            super(Type.INT);
            this.op = op;
            this.a = a;
            this.b = b;
            this.site = site;
        }

        @Override public long reads(long bound) { return Memo.all(bound, a, b); }

        @Override public int evalInt(Game g, Frame f) {
            int x = a.evalInt(g, f), y = b.evalInt(g, f);
            // the exact operations are intrinsics (an overflow flag), cheaper on the hot path than long arithmetic
            try {
                switch (op) {
                    case '+': return Math.addExact(x, y);
                    case '-': return Math.subtractExact(x, y);
                    case '*': return Math.multiplyExact(x, y);
                    case '/':
                        if (y == -1 && x == Integer.MIN_VALUE) throw new ArithmeticException();
                        return y == 0 ? 0 : x / y;
                    default: return y == 0 ? 0 : x % y;
                }
            } catch (ArithmeticException e) {
                long r = op == '+' ? (long) x + y : op == '-' ? (long) x - y : op == '*' ? (long) x * y : (long) x / y;
                throw overflow(x + " " + op + " " + y + " = " + r, site);
            }
        }
    }

    /** A number the engine cannot hold: a rule error that says where and what. */
    public static RuleError overflow(String what, String site) {
        return new RuleError((site == null ? "" : site + ": ") + "the number " + what + " is outside the engine's whole numbers ("
                + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + "); lower the values (options, counts) that lead to it");
    }

    public static final class Neg extends Expr {
        private final Expr a;
        /** Where the expression stands ({@code file:line:col}), for the overflow message; may be null. */
        private final String site;

        public Neg(Expr a) { this(a, null); }

        public Neg(Expr a, String site) {
            super(Type.INT);
            this.a = a;
            this.site = site;
        }

        @Override public long reads(long bound) { return Memo.all(bound, a); }

        @Override public int evalInt(Game g, Frame f) {
            int x = a.evalInt(g, f);
            if (x == Integer.MIN_VALUE) throw overflow("-(" + x + ") = " + -(long) x, site);
            return -x;
        }
    }

    public static final class Cmp extends Expr {
        private static final int LT = 0, LE = 1, GT = 2, GE = 3, EQ = 4, NE = 5;
        private final int op;
        private final Expr a, b;

        public Cmp(String op, Expr a, Expr b) {
            super(Type.BOOL);
            this.op = switch (op) {
                case "<" -> LT;
                case "<=" -> LE;
                case ">" -> GT;
                case ">=" -> GE;
                case "==" -> EQ;
                default -> NE;
            };
            this.a = a;
            this.b = b;
        }

        @Override public long reads(long bound) { return Memo.all(bound, a, b); }

        @Override public int evalInt(Game g, Frame f) {
            int x = a.evalInt(g, f), y = b.evalInt(g, f);
            boolean r = switch (op) {
                case LT -> x < y;
                case LE -> x <= y;
                case GT -> x > y;
                case GE -> x >= y;
                case EQ -> x == y;
                default -> x != y;
            };
            return r ? 1 : 0;
        }

        /** {@code x == 0}: zero exactly where x is non-zero ({@code t.tokens(K) == 0}: exactly the tiles holding no K). */
        @Override public TileIndex tilesWhereZero(int slot) {
            Integer c = b.constant();
            return c == null || c != 0 || op != EQ ? null : a.tilesWhereNonZero(slot, true);
        }

        /** For {@code it == x} (or {@code x == it}) with it in {@code slot} and x another local: x's slot, else -1. */
        int otherLocal(int slot) {
            if (op != EQ || !(a instanceof Local la) || !(b instanceof Local lb)) return -1;
            if (la.slot() == slot && lb.slot() != slot) return lb.slot();
            if (lb.slot() == slot && la.slot() != slot) return la.slot();
            return -1;
        }

        /** {@code x > c} (c >= 0), {@code x >= c} (c >= 1): only where x is non-zero ({@code t.tokens(K) > 0}: the tile holds a K). */
        @Override public TileIndex tilesWhereNonZero(int slot, boolean exactly) {
            Integer c = b.constant();
            if (exactly || c == null || !(op == GT && c >= 0 || op == GE && c >= 1)) return null;
            return a.tilesWhereNonZero(slot, false);
        }

        /** Whether this compares a number of the component in slot 0 with == constant: the number's kind, else null. */
        public BoardExprs.ComponentNumber.What slotZeroEquals(int constant) {
            if (op != EQ || b.constant() == null || b.constant() != constant) return null;
            return a instanceof BoardExprs.ComponentNumber n ? n.ofSlotZero() : null;
        }
    }

    /** Components compare by their current root, so two features of one component are equal. */
    public static final class SameComponent extends Expr {
        private final boolean equal;
        private final Expr a, b;

        public SameComponent(boolean equal, Expr a, Expr b) {
            super(Type.BOOL);
            this.equal = equal;
            this.a = a;
            this.b = b;
        }

        @Override public int evalInt(Game g, Frame f) {
            boolean same = g.graph.find(a.evalInt(g, f)) == g.graph.find(b.evalInt(g, f));
            return same == equal ? 1 : 0;
        }
    }

    public static final class And extends Expr {
        private final Expr a, b;

        public And(Expr a, Expr b) {
            super(Type.BOOL);
            this.a = a;
            this.b = b;
        }

        @Override public long reads(long bound) { return Memo.all(bound, a, b); }

        @Override public int evalInt(Game g, Frame f) { return a.evalBool(g, f) && b.evalBool(g, f) ? 1 : 0; }

        /** Only where both are non-zero: within either's tiles (never exactly). */
        @Override public TileIndex tilesWhereNonZero(int slot, boolean exactly) {
            if (exactly) return null;
            TileIndex x = a.tilesWhereNonZero(slot, false);
            return x != null ? x : b.tilesWhereNonZero(slot, false);
        }

        /** Zero exactly where either is. */
        @Override public TileIndex tilesWhereZero(int slot) {
            TileIndex x = a.tilesWhereZero(slot), y = x == null ? null : b.tilesWhereZero(slot);
            return y == null ? null : x.or(y);
        }
    }

    public static final class Or extends Expr {
        private final Expr a, b;

        public Or(Expr a, Expr b) {
            super(Type.BOOL);
            this.a = a;
            this.b = b;
        }

        @Override public long reads(long bound) { return Memo.all(bound, a, b); }

        @Override public int evalInt(Game g, Frame f) { return a.evalBool(g, f) || b.evalBool(g, f) ? 1 : 0; }

        /** Non-zero where either is. */
        @Override public TileIndex tilesWhereNonZero(int slot, boolean exactly) {
            TileIndex x = a.tilesWhereNonZero(slot, exactly), y = x == null ? null : b.tilesWhereNonZero(slot, exactly);
            return y == null ? null : x.or(y);
        }
    }

    public static final class Not extends Expr {
        private final Expr a;

        public Not(Expr a) {
            super(Type.BOOL);
            this.a = a;
        }

        @Override public long reads(long bound) { return Memo.all(bound, a); }

        @Override public int evalInt(Game g, Frame f) { return a.evalBool(g, f) ? 0 : 1; }
    }

    /** {@code list where condition}: the condition sees each element as {@code it}. */
    public static final class Where extends Expr {
        private final Expr list, cond;
        private final int slot;

        public Where(Expr list, int slot, Expr cond) {
            super(list.type);
            this.list = list;
            this.slot = slot;
            this.cond = cond;
        }

        /** Index of the game's kept result ({@link Memo}), or not decided, or never kept. */
        private volatile int memo = Memo.UNDECIDED;
        /** Whether this filters {@code board} by fixed properties of each tile ({@link Memo#TILE}): a kept result is extended. */
        private boolean extends_;

        @Override public long reads(long bound) {
            long l = list.reads(bound);
            if (l == Memo.OPAQUE) return l;
            long c = cond.reads(Memo.bind(bound, slot));
            return c == Memo.OPAQUE ? c : l | c;
        }

        @Override public IntList evalList(Game g, Frame f) {
            int id = memo;
            if (id == Memo.NEVER) return filter(g, f);
            if (id == Memo.UNDECIDED) {
                synchronized (g.rules) { extends_ = list instanceof TileExprs.All && (cond.reads(Memo.bind(0, slot)) & ~Memo.TILE) == 0; }
                memo = id = Memo.decide(g, this);
            }
            if (id < 0) return filter(g, f);
            Memo.Entry e = Memo.get(g, id);
            if (e == null && extends_ && (e = Memo.any(g, id)) != null && e.extendable(g)) {
                // only tiles were placed since: test the new ones
                int saved = f.v[slot];
                for (int t = e.n; t < g.board.n; t++) {
                    f.v[slot] = t;
                    if (cond.evalBool(g, f)) e.list.add(t);
                }
                f.v[slot] = saved;
                e.stamp(g);
            } else if (e == null) {
                IntList out = filter(g, f);
                e = Memo.put(g, id);
                e.list = Memo.copy(out);
                e.stamp(g);
                return out;
            }
            return Memo.copy(e.list);
        }

        /** The tiles the condition can hold on, when the list is {@code board}: see {@link Expr#tilesWhereNonZero}; null: any. */
        private volatile TileIndex needs;
        private volatile boolean needsKnown;

        /** {@code board where it == x}, x another local: that tile alone, if placed (-1: not this form). */
        private volatile int only = -2;
        /** The tiles the condition is false on exactly, when the list is {@code board}: see {@link Expr#tilesWhereZero}; null: not known. */
        private volatile TileIndex absent;

        private IntList filter(Game g, Frame f) {
            if (!needsKnown) {
                boolean indexed = Memo.enabled && list instanceof TileExprs.All;
                needs = indexed ? cond.tilesWhereNonZero(slot, false) : null;
                only = indexed && cond instanceof Cmp c ? c.otherLocal(slot) : -1;
                absent = indexed && needs == null ? cond.tilesWhereZero(slot) : null;
                needsKnown = true;
            }
            if (absent != null) {
                // every placed tile but those the condition is false on, in order
                IntList skip = absent.tiles(g), out = new IntList(g.board.n);
                for (int t = 0, k = 0; t < g.board.n; t++) {
                    if (k < skip.size() && skip.get(k) == t) { k++; continue; }
                    out.add(t);
                }
                return out;
            }
            if (only >= 0) {
                int t = f.v[only];
                IntList one = new IntList(1);
                if (t >= 0 && t < g.board.n) one.add(t);
                return one;
            }
            IntList xs = needs == null ? list.evalList(g, f) : needs.tiles(g);
            IntList out = new IntList(xs.size());
            int saved = f.v[slot];
            for (int i = 0; i < xs.size(); i++) {
                f.v[slot] = xs.get(i);
                if (cond.evalBool(g, f)) out.add(xs.get(i));
            }
            f.v[slot] = saved;
            return out;
        }
    }

    public static final class Count extends Expr {
        private final Expr list;

        public Count(Expr list) {
            super(Type.INT);
            this.list = list;
        }

        /** Index of the game's kept result ({@link Memo}), or not decided, or never kept. */
        private volatile int memo = Memo.UNDECIDED;

        @Override public long reads(long bound) { return Memo.all(bound, list); }

        @Override public int evalInt(Game g, Frame f) {
            int id = memo;
            if (id == Memo.NEVER) return list.evalList(g, f).size();
            if (id == Memo.UNDECIDED) memo = id = Memo.decide(g, this);
            if (id < 0) return list.evalList(g, f).size();
            Memo.Entry e = Memo.get(g, id);
            if (e == null) {
                int v = list.evalList(g, f).size();
                e = Memo.put(g, id);
                e.value = v;
                e.stamp(g);
                return v;
            }
            return e.value;
        }
    }

    public static final class MinMax extends Expr {
        private final boolean max;
        private final Expr a, b;

        public MinMax(boolean max, Expr a, Expr b) {
            super(Type.INT);
            this.max = max;
            this.a = a;
            this.b = b;
        }

        @Override public long reads(long bound) { return Memo.all(bound, a, b); }

        @Override public int evalInt(Game g, Frame f) {
            int x = a.evalInt(g, f), y = b.evalInt(g, f);
            return max ? Math.max(x, y) : Math.min(x, y);
        }
    }

    /** Globals of the running game: the current player, the tile placed this turn, tiles left. */
    public static final class Global extends Expr {
        public enum What { CURRENT, PLACED, REMAINING, REPEATS, DREW_HELD, ADDED, AWARDED }

        private final What what;

        public Global(What what, Type t) {
            super(t);
            this.what = what;
        }

        @Override public int evalInt(Game g, Frame f) {
            return switch (what) {
                case CURRENT -> g.current;
                case PLACED -> g.placed;
                case REMAINING -> g.remaining();
                case REPEATS -> g.repeats;
                case DREW_HELD -> g.drewHeld ? 1 : 0;
                case ADDED -> g.added;
                case AWARDED -> g.awarded;
            };
        }
    }

    /** {@code if C then A else B}: one of two values of the same type. */
    public static final class Cond extends Expr {
        private final Expr cond, a, b;

        public Cond(Expr cond, Expr a, Expr b) {
            super(a.type);
            this.cond = cond;
            this.a = a;
            this.b = b;
        }

        @Override public long reads(long bound) { return Memo.all(bound, cond, a, b); }

        @Override public int evalInt(Game g, Frame f) { return cond.evalBool(g, f) ? a.evalInt(g, f) : b.evalInt(g, f); }

        @Override public IntList evalList(Game g, Frame f) { return cond.evalBool(g, f) ? a.evalList(g, f) : b.evalList(g, f); }
    }

    /** {@code completed}: the components this pass's placement completed, in the order they were completed. */
    public static final class Completed extends Expr {
        public Completed() { super(Type.COMPONENTS); }

        @Override public IntList evalList(Game g, Frame f) {
            IntList out = new IntList(g.completed.size());
            for (int i = 0; i < g.completed.size(); i++) out.addIfAbsent(g.graph.find(g.completed.get(i)));
            return out;
        }
    }

    /** The players with the highest value, if above 0; all of them when tied ({@code most(...)} of tokens and of counters). */
    public static IntList most(Game g, IntUnaryOperator value) {
        int max = 0;
        for (int p = 0; p < g.nPlayers; p++) max = Math.max(max, value.applyAsInt(p));
        IntList out = new IntList();
        if (max > 0) for (int p = 0; p < g.nPlayers; p++) if (value.applyAsInt(p) == max) out.add(p);
        return out;
    }
}
