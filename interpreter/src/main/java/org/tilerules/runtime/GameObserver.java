package org.tilerules.runtime;

/** Hooks for printing a game as it happens; every method does nothing unless overridden. */
public interface GameObserver {
    GameObserver NONE = new GameObserver() {};

    default void turnStarted(Game g) {}

    default void discarded(Game g, String tile) {}

    /** A tile left the game face down from the bag ({@code move tile from bag to box}). */
    default void boxed(Game g, String tile) {}

    default void chose(Game g, int player, ChoiceSet options, int index) {}

    default void scored(Game g, ScoreEvent e) {}

    /**
     * A line of the game's log told by a capability ("red takes 2 wine", "2 sheep put on 1,0"): the
     * capability makes the words, so an observer that prints them names no capability. Capabilities tell
     * one only when the game has an observer ({@code g.observer != NONE}), so an unwatched game builds no text.
     */
    default void noted(Game g, Note n) {}

    /**
     * A line of the log told by a capability.
     *
     * @param player  the player the line is about, or -1 for none
     * @param words   the line's words, without indentation ("red draws the luck card one")
     * @param scoring whether, told during the final scoring, the line belongs to it (printed under its
     *                heading at once, as score events are); when false it is one of the turn's notes
     */
    record Note(int player, String words, boolean scoring) {}

    /** A {@code roll(N)} gave {@code value} (1..sides). */
    default void rolled(Game g, int value, int sides) {}
    /**
     * A rule moved a player's figure into a zone (not a choice of the figure itself): {@code from} is where it
     * stood ("2,0.c", or a zone), {@code to} the zone ("prison of blue" for one player's own).
     */
    default void movedToZone(Game g, int owner, String figure, String from, String to) {}

    default void gameEnded(Game g) {}
}
