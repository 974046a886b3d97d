package org.tilerules.runtime;

/**
 * Tiles held back from the draw (the value {@code set_aside()}, which reads the tile drawn as
 * {@code drawn_tagged(T)}): while it holds, the drawn tile waits beside the bag and another tile is
 * drawn; {@code shuffle_aside()} puts the waiting tiles back into the bag, each at a
 * place chosen by the bag's seeded generator. Only games whose rules have such an
 * item ever look here.
 */
public final class SetAside {
    private SetAside() {}

    /** Whether the drawn tile type must wait aside now. */
    static boolean holds(Game g, int type) {
        for (Rules.AsideRule r : g.rules.asideRules) {
            if (r.tileOrTag() != null && !g.rules.placementCovers(g.type(type), r.tileOrTag())) continue;
            int before = g.drawn;
            g.drawn = type;                       // the rule reads the tile as drawn_tagged(...)
            boolean waits = r.when().evalBool(g, new Frame(r.frameSize()));
            g.drawn = before;
            if (waits) return true;
        }
        return false;
    }

    /** {@code shuffle_aside()}: the tiles waiting aside go back into the bag. */
    public static final class ShuffleBack extends Stmt {
        @Override public void exec(Game g, Frame f) { g.shuffleAside(); }
    }
}
