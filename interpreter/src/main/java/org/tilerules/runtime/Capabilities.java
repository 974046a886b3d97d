package org.tilerules.runtime;

import java.util.List;

/**
 * The capabilities whose stores a new game makes, each registered once: a {@link Capability} answers
 * the store a game of these rules starts with, or null when the rules declare nothing it serves. A new
 * game asks them in this order (decks are shuffled by the bag's generator before any draw; counters'
 * first values are evaluated last, so they may read the rest). Stores made at their first use (tokens
 * on tiles, tokens in zones) need no entry. docs/engine.md, "Adding a capability".
 */
public final class Capabilities {
    private Capabilities() {}

    /** What makes a capability's store for a new game. */
    @FunctionalInterface
    public interface Capability {
        /** The store this game starts with, or null: its rules declare nothing this capability serves. */
        Store create(Game g);
    }

    static final List<Capability> ALL = List.of(
            TokenRules::create,
            Decks::create,
            Titles::create,
            TileFigures::create,
            Keeping::create,
            Junctions::create,
            Links::create,
            Counters::create);
}
