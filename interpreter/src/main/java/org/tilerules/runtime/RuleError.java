package org.tilerules.runtime;

/** A move or set-up that the rules do not allow; the message is for people. */
public final class RuleError extends RuntimeException {
    public RuleError(String message) { super(message); }
}
