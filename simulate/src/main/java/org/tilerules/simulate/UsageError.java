package org.tilerules.simulate;

/** A command line that makes no sense: printed as one line, exit code 2. */
public final class UsageError extends RuntimeException {
    public UsageError(String message) { super(message); }
}
