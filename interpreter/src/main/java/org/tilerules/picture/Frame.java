package org.tilerules.picture;

import org.tilerules.runtime.ScoreEvent;

import java.util.List;

/**
 * The board after one step of a game (its set-up, a turn, the final scoring):
 * what was decided and scored in that step, the scores after it, and the
 * board as an SVG element that uses the tile symbols of its {@link Artwork}.
 */
public record Frame(int turn, String title, List<String> decisions, List<ScoreEvent> events, int[] scores, int tiles,
                    String svg) {}
