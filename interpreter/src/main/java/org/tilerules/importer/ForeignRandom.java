package org.tilerules.importer;

import org.tilerules.engine.IntList;

import java.util.function.IntUnaryOperator;

/**
 * The other program's random numbers, so that a converted game draws what the record drew. Its record
 * carries a number in [0, 1) at the start ({@code initialRandom}) and on each action after which it
 * draws ({@code "random"} in the payload: the end of a step, a follower sent flying, ...). A draw of
 * one of N takes {@code floor(r * N)}, and r moves on to the next number of a 48-bit linear
 * congruential sequence (multiplier 25214903917, increment 11) seeded by r's bits, for a second
 * draw before the next action sets r again. Our {@code roll(N)} (and {@code draw_token}, a roll over
 * the tokens in a zone) takes that draw plus one. Every roll is kept, in order, for the converted
 * record, whose replay takes them as fixed rolls.
 */
final class ForeignRandom implements IntUnaryOperator {
    private static final long MASK = (1L << 48) - 1, MULTIPLIER = 25214903917L, INCREMENT = 11L;
    private double r;
    /** The rolls given, in order (1..N each). */
    final IntList rolls = new IntList();

    ForeignRandom(double start) { r = start; }

    void set(double value) { r = value; }

    @Override public int applyAsInt(int sides) {
        int drawn = Math.min(sides - 1, Math.max(0, (int) (r * sides)));
        long x = Double.doubleToLongBits(r) & MASK;
        x = (MULTIPLIER * x + INCREMENT) & MASK;
        r = x / (double) (MASK + 1);
        rolls.add(drawn + 1);
        return drawn + 1;
    }
}
