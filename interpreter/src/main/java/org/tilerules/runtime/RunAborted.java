package org.tilerules.runtime;

/**
 * The run cannot go on for a reason outside the rules: a guard on the
 * machine's resources struck (a script's cpu time or memory), which may strike
 * on one machine and not on another. It is never a game's outcome: no rule, no
 * scenario's {@code expect error}, no script's {@code catch} and no bot turns
 * it into a game that goes on differently; the command stops with
 * {@code error: MESSAGE} and exit code 1. The message is for people.
 */
public final class RunAborted extends RuntimeException {
    public RunAborted(String message) { super(message, null, false, false); }
}
