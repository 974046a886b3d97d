package org.tilerules.cli;

/** A command line that makes no sense: printed as one line, exit code 2. */
final class UsageError extends RuntimeException {
    UsageError(String message) { super(message); }
}
