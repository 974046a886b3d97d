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

    default void gotTokens(Game g, int player, String token, int count) {}
    /** Tokens nobody owns put on a tile (count above 0) or taken off it (below 0). */
    default void tileTokens(Game g, int tile, String token, int count) {}
    default void titleGiven(Game g, String title, int player) {}

    default void drewCard(Game g, int player, String deck, String card) {}

    /** {@code draw_token(ZONE)} drew that token from the zone at random (null is not given any more: a draw from an empty zone is a rule error). */
    default void drewToken(Game g, int player, String zone, String token) {}

    /** A {@code roll(N)} gave {@code value} (1..sides). */
    default void rolled(Game g, int value, int sides) {}
    /**
     * A rule moved a player's figure into a zone (not a choice of the figure itself): {@code from} is where it
     * stood ("2,0.c", or a zone), {@code to} the zone ("prison of blue" for one player's own).
     */
    default void movedToZone(Game g, int owner, String figure, String from, String to) {}

    default void gameEnded(Game g) {}
}
