package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code play --why}: every score event of a shipped game names the rule, the file and the line that scored it. */
class WhyTest {
    private static final Pattern EVENT = Pattern.compile("^  (?:\\S+: )?\\S+ [+-]\\d+: .*$");
    private static final Pattern WHY = Pattern.compile("   why: (step \\w+|on \\w+( \\w+)?( named \\w+)?|action \\w+|value \\w+|script [\\w.]+) \\(([\\w-]+/[\\w-]+\\.rules):(\\d+)\\)$");

    @Test void everyEventOfABaseGameNamesItsRuleLine() throws IOException {
        int n = check("--rules", "base", "--players", "3", "--seed", "7");
        assertTrue(n >= 10, "a base game scores more than ten times: " + n);
    }

    @Test void everyEventOfAGameWithEveryRuleSetNamesItsRuleLine() throws IOException {
        int n = check("--rules", "all", "--players", "3", "--seed", "1");
        assertTrue(n >= 50, "a game of every rule set scores more than 50 times: " + n);
    }

    @Test void withoutWhyTheLogIsAsBefore() {
        Cli.Result r = Cli.run("play", "--rules", "base", "--players", "2", "--seed", "3", "--log");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\n  blue +4: city completed (2 tiles)\n"), r.out());
        assertTrue(!r.out().contains("why:"), r.out());
    }

    /** Plays with --why; each score line names a rule whose line is in the named file and awards (or asks, for a step). */
    private static int check(String... rules) throws IOException {
        String[] args = new String[rules.length + 2];
        args[0] = "play";
        System.arraycopy(rules, 0, args, 1, rules.length);
        args[args.length - 1] = "--why";
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.code(), r.err());
        int events = 0;
        for (String line : r.out().split("\n")) {
            if (!EVENT.matcher(line).matches()) continue;
            events++;
            Matcher m = WHY.matcher(line);
            assertTrue(m.find(), "a score event without its rule: " + line);
            Path file = Cli.repo().resolve("rulesets").resolve(m.group(4));
            assertTrue(Files.isRegularFile(file), "the rule's file exists: " + line);
            List<String> lines = Files.readAllLines(file);
            int at = Integer.parseInt(m.group(5));
            assertTrue(at >= 1 && at <= lines.size(), line);
            String text = lines.get(at - 1);
            String rule = m.group(1);
            String word = rule.startsWith("script ") ? rule.substring(rule.indexOf('.') + 1) : "award";
            assertTrue(text.contains(word) || rule.startsWith("step ") && text.matches(".*\\w+\\(.*"),
                    "line " + at + " of " + file.getFileName() + " (" + text.strip() + ") is the rule of " + line);
        }
        return events;
    }
}
