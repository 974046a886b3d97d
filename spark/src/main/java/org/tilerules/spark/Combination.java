package org.tilerules.spark;

import java.io.Serializable;
import java.util.List;

/**
 * One point of a sweep: a player count, rule sets and option values, with
 * everything needed to play it. {@code base} is the base run; {@code compare},
 * with {@code --compare}, the run it is compared with (other options, or other
 * rule sets with {@code --compare rules=...}); null otherwise.
 *
 * @param shown the values of {@link Job#sweptNames} for the printed table
 */
record Combination(int players, List<String> shown, String[] names, List<String> bots, Run base, Run compare)
        implements Serializable {

    /**
     * One run's rules and options.
     *
     * @param ruleNames  the rule sets, 'all' expanded
     * @param categories the scoring categories of those rules, in their order
     * @param options    every declared option's value, in the rules' order
     * @param optionText the options that differ from the rule files' defaults, as NAME=VALUE sorted by name and
     *                   comma-separated ("" for none): the {@code options} column
     */
    record Run(List<String> ruleNames, List<String> categories, int[] options, String optionText) implements Serializable {
        String rulesText() { return String.join(",", ruleNames); }
    }

    Run run(String name) { return name.equals(Job.BASE) ? base : compare; }

    String botsText() { return String.join(",", bots); }
}
