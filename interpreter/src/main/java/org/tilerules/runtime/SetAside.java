package org.tilerules.runtime;

/**
 * Tiles held back from the draw ({@code set aside TAG when EXPR}): a drawn tile named
 * or tagged so, while the condition holds, waits beside the bag and another tile is
 * drawn; {@code shuffle_aside()} puts the waiting tiles back into the bag, each at a
 * place chosen by the bag's seeded generator. Only games whose rules have such an
 * item ever look here.
 */
public final class SetAside {
    private SetAside() {}

    /** Whether the drawn tile type must wait aside now. */
    static boolean holds(Game g, int type) {
        for (Rules.AsideRule r : g.rules.asideRules) {
            if (!g.rules.placementCovers(g.type(type), r.tileOrTag())) continue;
            if (r.when().evalBool(g, new Frame(r.frameSize()))) return true;
        }
        return false;
    }

    /** {@code shuffle_aside()}: the tiles waiting aside go back into the bag. */
    public static final class ShuffleBack extends Stmt {
        @Override public void exec(Game g, Frame f) { g.shuffleAside(); }
    }
}
