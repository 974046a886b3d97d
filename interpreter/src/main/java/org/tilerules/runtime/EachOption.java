package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * {@code option "LABEL" for x in LIST { ... }}: one option per entry of a list of figures, placed
 * tiles or players; the chosen one is {@code x} in the body.
 * <ul>
 *   <li>figures: every owned figure of the list, whoever owns it and wherever it is (on the board
 *   or in a zone); label {@code LABEL OWNER FIGURE at x,y.FEATURE}, or {@code ... in ZONE [of
 *   KEEPER]} for a figure in a zone;</li>
 *   <li>tiles: a decision about a place on the board rather than a feature or a figure (where a
 *   token lands, a tile to aim at); a tile listed twice is one option; label {@code LABEL x,y};</li>
 *   <li>players: a player listed twice is offered once; label {@code LABEL PLAYER}.</li>
 * </ul>
 */
public final class EachOption extends Option {
    private final String label;
    private final int slot;
    private final Expr list;
    private final Stmt[] body;

    /** {@code list}: of type {@link Type#FIGURES}, {@link Type#TILES} or {@link Type#PLAYERS}. */
    public EachOption(String label, int slot, Expr list, Stmt[] body) {
        this.label = label;
        this.slot = slot;
        this.list = list;
        this.body = body;
    }

    @Override protected void offer(Game g, Frame f, Options out) {
        IntList xs = list.evalList(g, f);
        IntList seen = list.type == Type.FIGURES ? null : new IntList(xs.size());
        for (int i = 0; i < xs.size(); i++) {
            int x = xs.get(i);
            if (list.type == Type.FIGURES) {
                if (g.graph.figOwner[x] < 0) continue;
                out.add(this, x, 0, 0, w -> label + " " + describe(g, x, w));
            } else if (x >= 0 && seen.addIfAbsent(x)) {
                out.add(this, x, 0, 0, w -> label + " " + (list.type == Type.TILES ? g.board.x[x] + "," + g.board.y[x] : g.playerNames[x]));
            }
        }
    }

    /** "blue follower at 1,0.c", "red follower in prison of blue", "blue follower in supply". */
    static String describe(Game g, int fig, boolean people) {
        String who = g.playerNames[g.graph.figOwner[fig]] + " " + OptionWords.piece(g, g.graph.figKind[fig], people);
        if (g.graph.figAt[fig] >= 0) return who + " at " + OptionWords.place(g, g.graph.figAt[fig], people);
        return who + " in " + g.figurePlace(fig);
    }

    @Override protected Choice choice(Game g, int player, int x, int b, int c) {
        if (list.type == Type.FIGURES) {
            int at = g.graph.figZone[x] > 0 ? -1 : g.graph.figAt[x];
            return new Choice(Choice.Act.NAMED, label, x, at, -1, g.graph.figZone[x] - 1, -1);
        }
        return new Choice(Choice.Act.NAMED, label, -1, -1, list.type == Type.TILES ? x : -1, -1, -1);
    }

    @Override protected void apply(Game g, Frame f, int player, int x, int b, int c) {
        f.v[slot] = x;
        Stmt.run(body, g, f);
    }
}
