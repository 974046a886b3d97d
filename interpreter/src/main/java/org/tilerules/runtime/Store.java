package org.tilerules.runtime;

/**
 * The state of one capability the rules declare (tokens players hold, counters, titles, decks,
 * ...), kept apart from the core state of {@link Game}. A game holds one store per slot in
 * {@code Game.stores}, null where its rules declare nothing of that kind, so a game of the base
 * rules carries none and pays nothing for them. Copying a game copies every store in one loop
 * ({@link #copy()}), and a new turn tells every store in one loop ({@link #startTurn}), so a
 * capability added later needs no line in {@code Game}.
 *
 * <p>Each store class takes its slot once, in a static field ({@code static final int SLOT =
 * Store.newSlot();}), reads it with a static {@code of(Game)} (null when not allocated), and is made
 * for a new game by its capability ({@code builtins/Capability}, or at its first use); its rule nodes go through
 * {@code of(Game)}. docs/engine.md, "Adding a capability".
 */
public abstract class Store {
    /** What makes a capability's store for a new game (the compiled rules hold them in order: {@code Rules.stores}). */
    @FunctionalInterface
    public interface Maker {
        /** The store this game starts with, or null: its rules declare nothing this capability serves. */
        Store create(Game g);
    }

    /** How many store classes a game has room for. */
    public static final int MAX_SLOTS = 16;
    private static int slots;

    /**
     * The slots of the store classes that may keep a figure from a tile ({@link #keepsAway}), in the order the classes
     * loaded: a new array each time one is added, so a game reads it without a lock.
     */
    private static volatile int[] keeperSlots = new int[0];

    /** A new slot, for a store class's static initialiser; slots are numbered as the classes load. */
    protected static int newSlot() { return newSlot(false); }

    /**
     * A new slot, for a store class's static initialiser; {@code keepsFiguresAway}: its stores answer {@link #keepsAway},
     * asked for every place a figure could stand ({@link #keptAway}).
     */
    protected static synchronized int newSlot(boolean keepsFiguresAway) {
        if (slots == MAX_SLOTS) throw new IllegalStateException("more than " + MAX_SLOTS + " store classes: raise Store.MAX_SLOTS");
        if (keepsFiguresAway) {
            int[] k = java.util.Arrays.copyOf(keeperSlots, keeperSlots.length + 1);
            k[k.length - 1] = slots;
            keeperSlots = k;
        }
        return slots++;
    }

    /** This store's slot in {@code Game.stores}: its class's {@code SLOT}. */
    public abstract int slot();

    /**
     * An independent copy of this store's state, for a copy of the game: it shares nothing that
     * either game changes later (what is fixed once the game is set up may be shared, marked
     * {@link org.tilerules.engine.Shared}; {@code CopyCompletenessTest} checks every field).
     */
    public abstract Store copy();

    /**
     * Whether something this store keeps on tile {@code t} keeps figures of that kind from standing there ({@code excludes});
     * asked only of stores whose class took its slot with {@code newSlot(true)}.
     */
    protected boolean keepsAway(Game g, int figureKind, int t) { return false; }

    /**
     * Whether a figure of that kind may not stand on tile {@code t} because some store keeps it away ({@link #keepsAway}):
     * asked for every place a figure could stand, so a game whose stores keep nothing away pays one null test per such class.
     */
    public static boolean keptAway(Game g, int figureKind, int t) {
        Store[] s = g.stores;
        for (int slot : keeperSlots) {
            Store st = s[slot];
            if (st != null && st.keepsAway(g, figureKind, t)) return true;
        }
        return false;
    }

    /** The player keeping the figure in a zone of his own ({@code zone NAME per player}), or -1: a store that keeps keepers answers. */
    protected int keeps(Game g, int fig) { return -1; }

    /**
     * The figure goes into the player's own zone ({@code player >= 0}), or leaves the board or its zone ({@code -1}): a
     * store that keeps keepers records it and answers true; the others answer false.
     */
    protected boolean setKeeper(Game g, int fig, int player) { return false; }

    /** The player keeping the figure in a zone of his own, or -1: the first store that answers ({@link #keeps}). */
    public static int keeper(Game g, int fig) {
        for (Store s : g.stores) {
            if (s == null) continue;
            int k = s.keeps(g, fig);
            if (k >= 0) return k;
        }
        return -1;
    }

    /** Tells every store the figure's keeper ({@link #setKeeper}; -1: it left its zone or the board). */
    public static void keep(Game g, int fig, int player) {
        boolean kept = false;
        for (Store s : g.stores) if (s != null && s.setKeeper(g, fig, player)) kept = true;
        if (!kept && player >= 0) throw new IllegalStateException("a figure kept in a player's zone, but the rules declare no zone per player");
    }

    /**
     * Tells the game that this store's state changed in a way an expression may read (an expression whose
     * {@link Expr#reads} says {@code Memo.STORES}): results kept from it ({@link Memo}) are computed again. A store
     * whose nodes say {@code Memo.STORES} calls it on every change of what they read; one call costs an increment.
     */
    protected static void changed(Game g) { g.storesVersion++; }

    /** As each turn begins, before its steps (and before {@code on start}): nothing unless the store keeps something per turn. */
    protected void startTurn(Game g) {}

    /** The slots of the store classes told of every tile laid in play ({@link #tilePlaced}), as {@link #keeperSlots}. */
    private static volatile int[] placementSlots = new int[0];

    /** A new slot, for a store class's static initialiser, whose stores are told of every tile laid in play ({@link #tilePlaced}). */
    protected static synchronized int newPlacementSlot() {
        int slot = newSlot(false);
        int[] p = java.util.Arrays.copyOf(placementSlots, placementSlots.length + 1);
        p[p.length - 1] = slot;
        placementSlots = p;
        return slot;
    }

    /**
     * A player laid tile {@code t} in play (the drawn tile, a tile from a hand, a tile with an addition): asked only of
     * stores whose class took its slot with {@link #newPlacementSlot()}. Not told: the start tiles, a scenario's board,
     * a placement rule's trial.
     */
    protected void tilePlaced(Game g, int t, int player) {}

    /** Tells the stores that asked for it ({@link #tilePlaced}): a game whose stores ask nothing pays one loop over an empty array. */
    public static void placed(Game g, int t, int player) {
        int[] slots = placementSlots;
        if (slots.length == 0) return;
        Store[] s = g.stores;
        for (int slot : slots) {
            Store st = s[slot];
            if (st != null) st.tilePlaced(g, t, player);
        }
    }
}
