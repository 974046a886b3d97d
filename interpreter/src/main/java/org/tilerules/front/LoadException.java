package org.tilerules.front;

import java.util.stream.Collectors;

/** Rule, tile or scenario files that did not load; carries every diagnostic. */
public final class LoadException extends RuntimeException {
    private final transient Diagnostics diagnostics;

    public LoadException(Diagnostics diagnostics) {
        super(diagnostics.all().stream().sorted().map(Diagnostic::toString).collect(Collectors.joining("\n")));
        this.diagnostics = diagnostics;
    }

    public Diagnostics diagnostics() { return diagnostics; }
}
