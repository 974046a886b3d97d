package org.tilerules.importer;

/** A foreign record, map or tile file that cannot be converted; the message says where and what is missing. */
public final class ImportException extends RuntimeException {
    public ImportException(String message) { super(message); }
}
