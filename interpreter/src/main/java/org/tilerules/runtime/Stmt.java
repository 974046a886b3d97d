package org.tilerules.runtime;

/** A compiled statement of a step or handler. */
public abstract class Stmt {
    public abstract void exec(Game g, Frame f);

    /** Runs statements in order, stopping when the turn was cut short (no tile could be drawn, the game ended). */
    public static void run(Stmt[] body, Game g, Frame f) {
        for (Stmt s : body) {
            if (g.turnAborted) return;
            s.exec(g, f);
        }
    }
}
