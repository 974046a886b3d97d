package org.tilerules.record;

/** A game record that cannot be read, or that a replay does not follow; the message is for people. */
public final class RecordException extends RuntimeException {
    public RecordException(String message) { super(message); }
}
