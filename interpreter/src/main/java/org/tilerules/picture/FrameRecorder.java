package org.tilerules.picture;

import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.OptionWords;
import org.tilerules.runtime.ScoreEvent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Takes a picture of the board after each step of a game, with the decisions
 * and score events of that step. Watches the game as its observer (passing
 * every call on to the observer it replaces).
 */
public final class FrameRecorder implements GameObserver {
    private final BoardPicture pictures;
    private final List<Frame> frames = new ArrayList<>();
    private final List<String> decisions = new ArrayList<>();
    private GameObserver next = GameObserver.NONE;
    private int eventsSeen;
    private Game watching;

    public FrameRecorder(BoardPicture pictures) { this.pictures = pictures; }

    /** Records the board as it is now, under a title, with what happened since the last frame. */
    public void capture(Game g, String title) {
        if (watching != g) {
            watching = g;
            if (g.observer != this) { next = g.observer; g.observer = this; }
            eventsSeen = 0;
        }
        List<ScoreEvent> events = List.copyOf(g.events.subList(Math.min(eventsSeen, g.events.size()), g.events.size()));
        eventsSeen = g.events.size();
        frames.add(new Frame(g.turn, title, List.copyOf(decisions), events, g.score.clone(), g.board.n,
                pictures.markLast(!frames.isEmpty()).body(g)));
        decisions.clear();
    }

    public List<Frame> frames() { return frames; }

    @Override public void turnStarted(Game g) { next.turnStarted(g); }

    @Override public void discarded(Game g, String tile) {
        decisions.add("set aside " + tile + ": it fits nowhere");
        next.discarded(g, tile);
    }

    @Override public void chose(Game g, int player, ChoiceSet options, int index) {
        // in the names the rules give, the rules' own label after it where they differ ("large follower on the city
        // [big_follower on c]"): a person reads the one, a modder finds the other in the rule files and the log
        String label = options.label(index), words = OptionWords.of(g, options, index);
        decisions.add(g.playerNames[player] + ": " + (words.equals(label) ? label : words + " [" + label + "]"));
        next.chose(g, player, options, index);
    }

    @Override public void scored(Game g, ScoreEvent e) { next.scored(g, e); }

    @Override public void gameEnded(Game g) { next.gameEnded(g); }

    /**
     * Plays a set-up game to its end with the given agent for every seat,
     * taking a frame after the set-up, after every turn and after the final scoring.
     */
    public List<Frame> playAll(Game g, Agent agent) { return playAll(g, agent, Integer.MAX_VALUE, true); }

    /** As {@link #playAll(Game, Agent)}, stopping after {@code turns} turns, with the final scoring only if {@code finish}. */
    public List<Frame> playAll(Game g, Agent agent, int turns, boolean finish) {
        Arrays.fill(g.agents, agent);
        g.finishWhenOver = false;
        capture(g, "set-up");
        while (!g.over && g.turn < turns) {
            String who = g.playerNames[g.current];
            g.runTurn();
            capture(g, "turn " + g.turn + ": " + who);
        }
        if (finish) {
            g.finish();
            capture(g, "final scoring");
        }
        return frames;
    }
}
