package org.tilerules.builtins;

import org.tilerules.runtime.Expr;

/**
 * The arguments of one use of a built-in as its factory reads them: the compiler binds them (front/BuiltinCalls)
 * from a rule file or from a script's call; a value argument as its node, a declared name as its id.
 */
public interface Args {
    /** The value a member is read of. */
    Expr target();

    /** A value argument. */
    Expr value(int i);

    /** A declared name's id, or the slot of {@code it} for an {@link Arg#EACH} argument. */
    int id(int i);

    /** The figures a figure-or-tag argument names, as a bit mask. */
    long mask(int i);

    /** A name argument as written (a tile tag). */
    String name(int i);

    /** The node, marking the body as one that reads tile neighbourhoods. */
    Expr readingNeighbours(Expr e);

    /** Whether the use is in an {@code on scored} handler. */
    boolean inScoreReaction();

    /** Reports a misuse at the use; a stand-in of the entry's type. */
    Expr error(String message);

    /** FILE:LINE:COL of the use. */
    String origin();

    /** The rule that holds the use (front/RuleSite). */
    String site();
}
