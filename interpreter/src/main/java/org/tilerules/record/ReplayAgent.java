package org.tilerules.record;

import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;

/**
 * Answers every decision of every player with the next recorded choice. One
 * instance serves all players, since the record keeps the choices in the order
 * the game asked for them.
 */
public final class ReplayAgent implements Agent {
    private final int[] choices;
    private int next;

    public ReplayAgent(int[] choices) { this.choices = choices.clone(); }

    @Override public int choose(Game g, int player, ChoiceSet options) {
        int n = next + 1;
        String who = "turn " + g.turn + ", " + g.playerNames[player] + ", a " + options.topic() + " choice";
        if (next >= choices.length) {
            throw new RecordException("record diverged at choice " + n + " (" + who + "): the record has only "
                    + choices.length + " choices");
        }
        int c = choices[next];
        if (c < 0 || c >= options.size()) {
            throw new RecordException("record diverged at choice " + n + " (" + who + "): the record answers option " + c
                    + ", but there " + (options.size() == 1 ? "is 1 option" : "are " + options.size() + " options"));
        }
        next++;
        return c;
    }

    /** Throws when the game ended before it asked for every recorded choice. */
    public void requireAllUsed() {
        if (next < choices.length) {
            throw new RecordException("record diverged at choice " + (next + 1) + ": the game ended, but the record has "
                    + (choices.length - next) + " more choice" + (choices.length - next == 1 ? "" : "s"));
        }
    }

    /** How many recorded choices the game has asked for so far. */
    public int used() { return next; }

    /** How many choices the record holds. */
    public int total() { return choices.length; }
}
