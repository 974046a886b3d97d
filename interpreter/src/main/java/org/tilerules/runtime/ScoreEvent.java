package org.tilerules.runtime;

/**
 * Points awarded, with the reason a person can read and the category they count under; {@code rule}
 * says which rule made them: its name and the line of the award ("on completed city (base/base.rules:57)"),
 * or "" when unknown (a record written before rules were named).
 */
public record ScoreEvent(int turn, int player, int points, String category, String reason, String rule) {
    public ScoreEvent {
        if (rule == null) rule = "";
    }

    public ScoreEvent(int turn, int player, int points, String category, String reason) {
        this(turn, player, points, category, reason, "");
    }

    /** The same award, whichever rule line made it (a record and its replay after a rule file was edited). */
    public boolean sameAward(ScoreEvent o) {
        return turn == o.turn && player == o.player && points == o.points && category.equals(o.category) && reason.equals(o.reason);
    }
}
