package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * {@code option "LABEL" for w in FIGURES { ... }}: one option per figure of the
 * list, whoever owns it and wherever it is (on the board or in a zone); the
 * chosen figure is {@code w} in the body. Label: {@code LABEL OWNER FIGURE at
 * x,y.FEATURE}, or {@code ... in ZONE [of KEEPER]} for a figure in a zone.
 */
public final class EachFigureOption extends Option {
    private final String label;
    private final int slot;
    private final Expr figures;
    private final Stmt[] body;

    public EachFigureOption(String label, int slot, Expr figures, Stmt[] body) {
        this.label = label;
        this.slot = slot;
        this.figures = figures;
        this.body = body;
    }

    @Override void offer(Game g, Frame f, Options out) {
        IntList figs = figures.evalList(g, f);
        for (int i = 0; i < figs.size(); i++) {
            int fig = figs.get(i);
            if (g.graph.figOwner[fig] < 0) continue;
            out.add(this, fig, 0, 0, () -> label + " " + describe(g, fig));
        }
    }

    /** "blue follower at 1,0.c", "red follower in prison of blue", "blue follower in supply". */
    static String describe(Game g, int fig) {
        String who = g.playerNames[g.graph.figOwner[fig]] + " " + g.rules.figures.get(g.graph.figKind[fig]).name;
        if (g.graph.figAt[fig] >= 0) return who + " at " + g.featurePlace(g.graph.figAt[fig]);
        return who + " in " + g.figurePlace(fig);
    }

    @Override void apply(Game g, Frame f, int player, int fig, int b, int c) {
        f.v[slot] = fig;
        Stmt.run(body, g, f);
    }
}
