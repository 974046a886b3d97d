package org.tilerules.builtins;

import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;

/**
 * A capability of the engine (tokens players hold, decks, counters, ...): a package of its own holding its store,
 * its rule nodes and this registration, found by {@link java.util.ServiceLoader} from one line in
 * {@code META-INF/services/org.tilerules.builtins.Capability}. The registry ({@link Builtins}) adds its built-ins
 * after the core's, and the compiled rules make its store for every new game, in the capabilities' {@link #order()}.
 * The runtime names none of them. docs/engine.md, "Adding a capability".
 */
public interface Capability {
    /** How docs and messages name it: {@code counters}. */
    String name();

    /**
     * Its place among the capabilities, lower first (distinct for each): a new game makes the stores in this
     * order (decks are shuffled before any draw, counters' first values are evaluated last, so they may read the
     * rest), and the registry lists their built-ins in it.
     */
    int order();

    /** The store a new game of these rules starts with, or null: the rules declare nothing it serves (or its store is made at first use). */
    default Store create(Game g) { return null; }

    /** Its built-in expressions and actions, one registration line each. */
    void register(Registry r);
}
