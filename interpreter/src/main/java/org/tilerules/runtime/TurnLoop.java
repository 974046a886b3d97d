package org.tilerules.runtime;

import java.util.Arrays;

/** The game loop: a turn and its passes, the final scoring, and the replay of a turn for look-ahead (for {@link Game}). */
final class TurnLoop {
    private TurnLoop() {}

    /**
     * Look-ahead for agents, from inside a decision: a copy of the game in which
     * the pending decision took {@code option} and the rest of the current turn
     * was answered by {@code rest}. Decisions sit inside {@link Game#runTurn()}, so
     * the turn is replayed on a copy of its start with the same answers so far.
     * The copy's agents are then all {@code rest}, ready for more turns (if the
     * game ended during the turn, it is finished). Needs {@link Game#keepTurnSnapshots}.
     */
    static Game afterTurn(Game g, int option, Agent rest) {
        if (g.turnSnapshot == null) throw new IllegalStateException("look-ahead needs keepTurnSnapshots set before the turn");
        Game c = g.turnSnapshot.copy();
        int[] prefix = g.turnChoices.toArray();
        Agent script = new Agent() {
            int k;
            @Override public int choose(Game game, int player, ChoiceSet cs) {
                int i = k++;
                if (i < prefix.length) return prefix[i];
                if (i == prefix.length) return option;
                return rest.choose(game, player, cs);
            }
        };
        Arrays.fill(c.agents, script);
        c.keepTurnSnapshots = false;
        if (rest == Game.QUIET) c.quietFrom = prefix.length + 1;
        c.runTurn();
        c.quietFrom = -1;
        Arrays.fill(c.agents, rest);
        return c;
    }

    /** Plays one turn of the current player; afterwards the next player is up unless the game ended. */
    static void runTurn(Game g) {
        if (g.over) return;
        g.turnAborted = false;
        g.turnChoices.clear();
        Arrays.fill(g.turnPoints, 0);
        if (g.keepTurnSnapshots) g.turnSnapshot = g.copy();
        g.turn++;
        g.placed = -1;
        g.drewHeld = false;
        g.added = 0;
        g.completed.clear();
        g.observer.turnStarted(g);
        for (Store s : g.stores) if (s != null) s.startTurn(g);   // `var NAME per turn`: back to its first value
        if (!g.started) {
            // on start: once, before the first turn's steps; its decisions are the first turn's
            g.started = true;
            for (Rules.Handler h : g.rules.handlers(Event.START)) {
                if (g.turnAborted) break;
                Stmt.run(h.body(), g, new Frame(h.frameSize()));
            }
        }
        g.repeats = 0;
        g.repeatRequested = false;
        g.skipped = 0;
        while (true) {
            for (int i = 0; i < g.rules.turn.size(); i++) {
                if (g.turnAborted) break;
                if (g.skipped != 0 && i < 64 && (g.skipped & 1L << i) != 0) continue;
                Rules.Step s = g.rules.turn.get(i);
                // a step kept per turn runs once, in the turn's last pass: not while another pass is asked for
                if (s.perTurn() && g.repeatRequested) continue;
                Stmt.run(s.body(), g, new Frame(s.frameSize()));
            }
            // repeat_turn(): the steps run once more, as a second pass of the same turn
            if (!g.repeatRequested || g.over || g.turnAborted) break;
            g.repeatRequested = false;
            g.repeats++;
            g.skipped = 0;
            Arrays.fill(g.turnPoints, 0);   // each pass is scored on its own ("who scored this turn")
            g.placed = -1;
            g.drewHeld = false;
            g.added = 0;
            g.completed.clear();
        }
        if (!g.over && g.rules.endWhen != null && g.rules.endWhen.evalBool(g, new Frame(g.rules.endWhenFrame))) g.over = true;
        if (g.over) {
            if (g.finishWhenOver) finish(g);
        } else g.current = (g.current + 1) % g.nPlayers;
    }

    /** Ends the game now and runs the end-of-game handlers once. */
    static void finish(Game g) {
        g.over = true;
        if (g.finished) return;
        g.finished = true;
        g.turnAborted = false;
        // "ending": the game's last actions (late placements); "final": moves just before the final scoring
        for (Event event : new Event[] {Event.ENDING, Event.FINAL}) {
            for (Rules.Handler h : g.rules.handlers(event)) {
                g.turnAborted = false;
                Stmt.run(h.body(), g, new Frame(h.frameSize()));
            }
        }
        g.turnAborted = false;
        g.announced.clear();      // the final scoring announces every area it scores anew
        g.inFinalScoring = true;
        try {
            for (Rules.Handler h : g.rules.handlers(Event.END)) {
                Stmt.run(h.body(), g, new Frame(h.frameSize()));
            }
        } finally {
            g.inFinalScoring = false;
        }
        g.observer.gameEnded(g);
    }
}
