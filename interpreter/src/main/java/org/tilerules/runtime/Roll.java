package org.tilerules.runtime;

/**
 * {@code roll(N)}: a number from 1 to N from the game's seeded generator; every evaluation rolls
 * once more, so rules bind it with {@code let d = roll(3)} and read {@code d}.
 */
public final class Roll extends Expr {
    private final Expr sides;

    public Roll(Expr sides) {
        super(Type.INT);
        this.sides = sides;
    }

    @Override public int evalInt(Game g, Frame f) { return g.roll(sides.evalInt(g, f)); }
}
