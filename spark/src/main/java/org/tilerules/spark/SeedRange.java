package org.tilerules.spark;

import java.io.Serializable;

/**
 * What one task plays: games {@code from} to {@code to} (exclusive) of one
 * combination and run. {@code index} numbers the ranges of a job from 0, in
 * the order of its tasks.
 */
record SeedRange(int index, int combination, String run, int from, int to) implements Serializable {}
