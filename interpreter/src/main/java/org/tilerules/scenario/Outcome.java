package org.tilerules.scenario;

/**
 * The result of one scenario: where it is, its title, whether it passed, and
 * for a failure the first unmet expectation as {@code file:line: ...}.
 */
public record Outcome(String file, int line, String name, boolean passed, String message, double seconds) {}
