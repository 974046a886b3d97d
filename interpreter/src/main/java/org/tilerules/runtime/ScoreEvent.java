package org.tilerules.runtime;

/** Points awarded, with the reason a person can read and the category they count under. */
public record ScoreEvent(int turn, int player, int points, String category, String reason) {}
