package org.tilerules.runtime;

import java.util.List;

/** Points as they are awarded (for {@link Game}): the score and its category grow, the event is kept and shown, rules react. */
final class Scores {
    private Scores() {}

    /** Points with their reason; none for 0 points; a score beyond the engine's whole numbers is a rule error at {@code site}. */
    static void award(Game g, int player, int points, int category, String reason, String firing, String rule, String site) {
        if (points == 0) return;
        long total = (long) g.score[player] + points;
        if (total != (int) total) {
            throw new RuleError((site == null ? "" : site + ": ") + g.playerNames[player] + "'s score " + g.score[player] + " + " + points + " (" + reason + ") = " + total
                    + " is outside the engine's whole numbers (" + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE
                    + "); lower the values (options, points) that lead to it");
        }
        g.score[player] += points;
        g.turnPoints[player] += points;
        g.categoryScore[player * g.rules.categories.size() + category] += points;
        ScoreEvent e = new ScoreEvent(g.turn, player, points, g.rules.categories.get(category), reason, rule, firing);
        g.events.add(e);
        g.observer.scored(g, e);
        List<Rules.Handler> reactions = g.rules.handlers(Event.SCORED);
        if (!reactions.isEmpty()) ScoreReactions.fire(g, reactions, player, points, category);
    }
}
