package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * {@code option "LABEL" for q in PLAYERS { ... }}: one option per player of the list (a player
 * listed twice is offered once); the body sees the chosen one as {@code q}. Label: {@code LABEL
 * PLAYER}.
 */
public final class EachPlayerOption extends Option {
    private final String label;
    private final int slot;
    private final Expr players;
    private final Stmt[] body;

    public EachPlayerOption(String label, int slot, Expr players, Stmt[] body) {
        this.label = label;
        this.slot = slot;
        this.players = players;
        this.body = body;
    }

    @Override void offer(Game g, Frame f, Options out) {
        IntList ps = players.evalList(g, f);
        for (int i = 0; i < ps.size(); i++) {
            int p = ps.get(i);
            boolean again = false;
            for (int j = 0; j < i; j++) again |= ps.get(j) == p;
            if (!again) out.add(this, p, 0, 0, () -> label + " " + g.playerNames[p]);
        }
    }

    @Override void apply(Game g, Frame f, int player, int p, int b, int c) {
        f.v[slot] = p;
        Stmt.run(body, g, f);
    }
}
