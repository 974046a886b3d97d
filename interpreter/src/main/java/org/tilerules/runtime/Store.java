package org.tilerules.runtime;

/**
 * The state of one capability the rules declare (tokens players hold, counters, titles, decks,
 * ...), kept apart from the core state of {@link Game}. A game holds one store per slot in
 * {@code Game.stores}, null where its rules declare nothing of that kind, so a game of the base
 * rules carries none and pays nothing for them. Copying a game copies every store in one loop
 * ({@link #copy()}), so the state of a capability added later cannot be left out of look-ahead.
 *
 * <p>Each store class reads its slot with a static {@code of(Game)} (null when not allocated); its
 * rule nodes go through it. docs/architecture.md, "How to add a store".
 */
public abstract class Store {
    /** Tokens each player holds ({@link TokenRules}). */
    public static final int TOKENS = 0;
    /** Counters of the game and per player ({@link Counters}). */
    public static final int COUNTERS = 1;
    /** Titles: their holders and records ({@link Titles}). */
    public static final int TITLES = 2;
    /** Tokens lying on tiles ({@link TileTokens}). */
    public static final int TILE_TOKENS = 3;
    /** Neutral figures standing on tiles ({@link TileFigures}). */
    public static final int TILE_FIGURES = 4;
    /** Decks of cards ({@link Decks}). */
    public static final int DECKS = 5;
    /** Junctions laid ({@link Junctions}). */
    public static final int JUNCTIONS = 6;
    /** Link tokens ({@link Links}). */
    public static final int LINKS = 7;
    /** The keepers of figures in zones per player ({@link Keeping}). */
    public static final int KEEPING = 8;
    /** Tokens lying in zones, a bag drawn from at random ({@link ZoneTokens}). */
    public static final int ZONE_TOKENS = 9;
    /** How many slots a game has. */
    public static final int SLOTS = 10;

    /**
     * An independent copy of this store's state, for a copy of the game: it shares nothing that
     * either game changes later (what is fixed once the game is set up may be shared).
     */
    public abstract Store copy();
}
