package org.tilerules.cli;

import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.ScoreEvent;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints a game as it is played: one line per turn with the choices taken,
 * then indented lines for what happened (score events, tiles set aside), and
 * the final scoring at the end. Choices of "none" (declining) are left out, and
 * repeats of one kind in a turn are one line ("set aside C, C, D: they fit nowhere"), the same
 * choice made again and again one entry ("follower marker (3 times)").
 * With {@code why}, each score event names the rule that made it (its name, file and line).
 */
final class TurnLog implements GameObserver {
    private final PrintWriter out;
    private int turn = -1, player;
    private final List<String> choices = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<String> asideTiles = new ArrayList<>();
    private boolean finalScoring;
    private final boolean why;

    TurnLog(PrintWriter out) { this(out, false); }

    TurnLog(PrintWriter out, boolean why) {
        this.out = out;
        this.why = why;
    }

    @Override public void turnStarted(Game g) {
        flush(g);
        turn = g.turn;
        player = g.current;
    }

    @Override public void discarded(Game g, String tile) {
        if (asideTiles.isEmpty()) notes.add(null);    // the place of the one line for every tile set aside this turn
        asideTiles.add(tile);
    }

    @Override public void boxed(Game g, String tile) {
        notes.add("  " + tile + " leaves the game face down");
    }

    @Override public void chose(Game g, int p, ChoiceSet options, int index) {
        String label = options.label(index);
        if (label.equals("none")) {   // declining carries nothing to read: the line lists what was done
            enteredFinal(g);
            return;
        }
        if (enteredFinal(g)) out.println("  " + g.playerNames[p] + ": " + label);
        else choices.add(p == player ? label : g.playerNames[p] + ": " + label);
    }

    @Override public void scored(Game g, ScoreEvent e) {
        String line = "  " + event(g, e) + (why && !e.rule().isEmpty() ? "   why: " + e.rule() : "");
        if (enteredFinal(g)) out.println(line);
        else notes.add(line);
    }

    @Override public void rolled(Game g, int value, int sides) {
        String line = "  rolled " + value + " (1-" + sides + ")";
        if (enteredFinal(g)) out.println(line);
        else notes.add(line);
    }

    @Override public void movedToZone(Game g, int owner, String figure, String from, String to) {
        String line = "  " + g.playerNames[owner] + " " + figure + " from " + from + " to " + to;
        if (enteredFinal(g)) out.println(line);
        else notes.add(line);
    }

    /** A capability's line: one of the turn's notes, or, if it belongs to the scoring, printed at once in the final scoring. */
    @Override public void noted(Game g, Note n) {
        String line = "  " + n.words();
        if (n.scoring() && enteredFinal(g)) out.println(line);
        else notes.add(line);
    }

    /** Whether the game is in its final scoring; prints the heading the first time. */
    private boolean enteredFinal(Game g) {
        if (g.finished() && !finalScoring) {
            flush(g);
            finalScoring = true;
            out.println("final scoring");
        }
        return finalScoring;
    }

    @Override public void gameEnded(Game g) {
        flush(g);
    }

    /** The game stops here without ending (a record replayed to its last turn): the turn under way is printed. */
    void stopped(Game g) {
        flush(g);
    }

    static String event(Game g, ScoreEvent e) {
        return g.playerNames[e.player()] + " " + (e.points() > 0 ? "+" : "") + e.points() + ": " + e.reason();
    }

    /** "set aside C: it fits nowhere", or for several "set aside C, C, D (3 tiles): they fit nowhere". */
    private String asideLine() {
        if (asideTiles.size() == 1) return "  set aside " + asideTiles.get(0) + ": it fits nowhere";
        return "  set aside " + String.join(", ", asideTiles) + " (" + asideTiles.size() + " tiles): they fit nowhere";
    }

    /** The choices, each run of one choice made again and again as one entry ("follower marker (3 times)"). */
    static List<String> grouped(List<String> choices) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < choices.size(); ) {
            int j = i;
            while (j < choices.size() && choices.get(j).equals(choices.get(i))) j++;
            out.add(j - i == 1 ? choices.get(i) : choices.get(i) + " (" + (j - i) + " times)");
            i = j;
        }
        return out;
    }

    private void flush(Game g) {
        if (turn >= 0 && (!choices.isEmpty() || !notes.isEmpty())) {
            out.println("turn " + turn + " " + g.playerNames[player] + ": "
                    + (choices.isEmpty() ? "no move" : String.join("; ", grouped(choices))));
            for (String n : notes) out.println(n != null ? n : asideLine());
        }
        turn = -1;
        choices.clear();
        notes.clear();
        asideTiles.clear();
    }
}
