package org.tilerules.runtime;

/**
 * Awards for a component ({@code award POINTS to majority(c)}): what figures standing on it make
 * of them ({@code piece NAME { score EXPR }}: a neutral figure that adds a point per tile, or
 * halves the points), and the reaction of rules to such an award ({@code on majority KIND c}, which
 * reads the points each player got as {@code awarded}). Games whose rules declare neither pay one
 * boolean test per award.
 */
final class ScoreModifiers {
    private ScoreModifiers() {}

    /** The points after the modifiers of the figures on the component, in the order they stand there. */
    static int apply(Game g, int root, int points) {
        for (int x = g.graph.figHead[root]; x >= 0; x = g.graph.figNext[x]) {
            FigureKind k = g.rules.figures.get(g.graph.figKind[x]);
            if (k.scoreModifier == null) continue;
            Frame f = new Frame(k.scoreModifierFrame);
            f.v[0] = root;
            f.v[1] = points;
            points = k.scoreModifier.evalInt(g, f);
        }
        return points;
    }

    /** Runs the {@code majority} handlers for an award of {@code points} to each of the component's majority. */
    static void scored(Game g, int root, int points) {
        if (g.inScored) return;          // a reaction's own awards are no new scoring
        int before = g.awarded;
        g.inScored = true;
        g.awarded = points;
        try {
            Stmts.fire(g, Event.MAJORITY, root);
        } finally {
            g.inScored = false;
            g.awarded = before;
        }
    }
}
