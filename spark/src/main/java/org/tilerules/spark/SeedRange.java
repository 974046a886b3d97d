package org.tilerules.spark;

import java.io.Serializable;

/**
 * What one task plays: games {@code from} to {@code to} (exclusive) of one
 * combination, in each of its runs. {@code index} numbers the ranges of a job
 * from 0, in the order of its tasks (the task's partition).
 */
record SeedRange(int index, int combination, int from, int to) implements Serializable {}
