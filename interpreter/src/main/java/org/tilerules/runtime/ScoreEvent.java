package org.tilerules.runtime;

import java.util.Objects;

/**
 * Points awarded, with the reason a person can read and the category they count under; {@code rule}
 * says which rule made them: its name and the line of the award ("on completed city (base/base.rules:57)"),
 * or "" when unknown (a record written before rules were named).
 *
 * <p>{@code firing} names the scoring rule for counting how often it fires (simulate's table), made from the
 * same data as the reason and without this award's values: the component kind and the moment of a feature's
 * scoring ("city completed" of "city completed (3 tiles, shields 1)"), the category and the moment of a bonus,
 * the auction's verb ("sold" of "sold D to red for 20"). It is null when the reason is free text (a rule's own
 * words, a script's) or was read from a record; the reason's words are then read (see
 * {@code sim.GameResult.firingKey}). It is derived, so it is not part of the award: equality and records leave
 * it out.
 */
public record ScoreEvent(int turn, int player, int points, String category, String reason, String rule, String firing) {
    public ScoreEvent {
        if (rule == null) rule = "";
    }

    public ScoreEvent(int turn, int player, int points, String category, String reason, String rule) {
        this(turn, player, points, category, reason, rule, null);
    }

    public ScoreEvent(int turn, int player, int points, String category, String reason) {
        this(turn, player, points, category, reason, "", null);
    }

    /** The same award, whichever rule line made it (a record and its replay after a rule file was edited). */
    public boolean sameAward(ScoreEvent o) {
        return turn == o.turn && player == o.player && points == o.points && category.equals(o.category) && reason.equals(o.reason);
    }

    /** Equal awards by the same rule; {@link #firing} is derived from them and left out. */
    @Override public boolean equals(Object o) {
        return o instanceof ScoreEvent e && sameAward(e) && rule.equals(e.rule);
    }

    @Override public int hashCode() { return Objects.hash(turn, player, points, category, reason, rule); }

    @Override public String toString() {
        return "ScoreEvent[turn=" + turn + ", player=" + player + ", points=" + points + ", category=" + category
                + ", reason=" + reason + ", rule=" + rule + "]";
    }
}
