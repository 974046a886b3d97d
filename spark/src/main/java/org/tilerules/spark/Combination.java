package org.tilerules.spark;

import java.io.Serializable;
import java.util.List;

/**
 * One point of a sweep: a player count and values for the swept options,
 * with everything needed to play it: player names, one bot per seat, the
 * option values of the base run and, with {@code --compare}, of the compare run.
 *
 * @param sweptValues the swept options' values in the order of {@link Job#sweptNames}: Integer or Boolean
 * @param settings    the swept options as NAME=VALUE, for the report
 */
record Combination(int players, List<Object> sweptValues, List<String> settings, String[] names, List<String> bots,
                   int[] base, int[] compare) implements Serializable {
    /** The options of a run: "base" or "compare". */
    int[] options(String run) { return run.equals(Job.BASE) ? base : compare; }
}
