package org.tilerules.cli;

/** A problem with the files, the game or a record: printed as one line, exit code 1. */
final class Failure extends RuntimeException {
    Failure(String message) { super(message); }
}
