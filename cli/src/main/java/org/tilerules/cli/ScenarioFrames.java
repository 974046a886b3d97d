package org.tilerules.cli;

import org.tilerules.picture.Artwork;
import org.tilerules.picture.BoardPicture;
import org.tilerules.picture.Frame;
import org.tilerules.picture.FrameRecorder;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.scenario.Outcome;
import org.tilerules.scenario.ScenarioRunner;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Pictures of each scenario's board after its set-up and after each move, handed on with the outcome. */
final class ScenarioFrames implements ScenarioRunner.Watcher {
    /** One scenario's pictures: its game's players and artwork, and a frame per step. */
    record Shot(Outcome outcome, String[] players, Artwork art, List<Frame> frames) {}

    private final Consumer<Shot> done;
    private final boolean showOpen;
    private final Map<Rules, Artwork> arts = new IdentityHashMap<>();
    private FrameRecorder recorder;
    private Game game;

    ScenarioFrames(boolean showOpen, Consumer<Shot> done) {
        this.showOpen = showOpen;
        this.done = done;
    }

    @Override public void started(String file, int line, String name) {
        recorder = null;
        game = null;
    }

    @Override public void step(Game g, String title) {
        if (recorder == null) {
            Artwork art = arts.computeIfAbsent(g.rules, Artwork::new);
            recorder = new FrameRecorder(new BoardPicture(art).showOpen(showOpen));
            game = g;
        }
        recorder.capture(g, title);
    }

    @Override public void finished(Outcome outcome) {
        List<Frame> frames = recorder == null ? new ArrayList<>() : recorder.frames();
        Artwork art = game == null ? null : arts.get(game.rules);
        done.accept(new Shot(outcome, game == null ? new String[0] : game.playerNames, art, frames));
    }
}
