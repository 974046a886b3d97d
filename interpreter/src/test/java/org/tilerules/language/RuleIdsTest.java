package org.tilerules.language;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rules reference lives in the repository: each rule set's {@code RULES.md} gives every rule an id
 * ({@code - **B6 ...}), and the scenarios cite those ids. Every id is named by a scenario of its rule set's
 * folder under {@code scenarios/}, and every id a scenario's title starts with is defined by some RULES.md,
 * so a rule cannot go unchecked and a scenario cannot cite a rule that does not exist.
 */
class RuleIdsTest {
    private static final Pattern DEFINED = Pattern.compile("(?m)^\\s*[-*] \\*\\*([A-Z][A-Z0-9]*[0-9]+)\\b");
    private static final Pattern TITLE = Pattern.compile("(?m)^\\s*scenario \"([A-Z][A-Z]?[A-Z]?[0-9]+)\\b");

    /** Rule set folder name -> the ids its RULES.md defines, in order. */
    private static Map<String, List<String>> defined(Path repo) throws IOException {
        Map<String, List<String>> out = new TreeMap<>();
        try (Stream<Path> sets = Files.list(repo.resolve("rulesets"))) {
            for (Path set : sets.sorted().toList()) {
                Path file = set.resolve("RULES.md");
                if (!Files.isRegularFile(file)) continue;
                List<String> ids = new ArrayList<>();
                Matcher m = DEFINED.matcher(Files.readString(file));
                while (m.find()) ids.add(m.group(1));
                out.put(set.getFileName().toString(), ids);
            }
        }
        return out;
    }

    private static List<Path> scenarioFiles(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) return List.of();
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(p -> p.toString().endsWith(".scenario")).sorted().toList();
        }
    }

    @Test void everyRuleIdIsCheckedByAScenarioOfItsRuleSet() throws IOException {
        Path repo = TestSupport.repo();
        Map<String, List<String>> defined = defined(repo);
        for (String core : List.of("base", "fest", "abbey-and-mayor", "count")) {
            assertTrue(defined.containsKey(core) && !defined.get(core).isEmpty(), "rulesets/" + core + "/RULES.md defines no rule ids");
        }
        List<String> missing = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : defined.entrySet()) {
            StringBuilder text = new StringBuilder();
            for (Path f : scenarioFiles(repo.resolve("scenarios").resolve(e.getKey()))) text.append(Files.readString(f)).append('\n');
            for (String id : e.getValue()) {
                if (!Pattern.compile("\\b" + id + "\\b").matcher(text).find()) {
                    missing.add("rulesets/" + e.getKey() + "/RULES.md: " + id + " is named by no scenario under scenarios/" + e.getKey() + "/");
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test void everyIdAScenarioTitleCitesIsDefined() throws IOException {
        Path repo = TestSupport.repo();
        TreeSet<String> all = new TreeSet<>();
        defined(repo).values().forEach(all::addAll);
        List<String> unknown = new ArrayList<>();
        for (Path f : scenarioFiles(repo.resolve("scenarios"))) {
            String text = Files.readString(f);
            Matcher m = TITLE.matcher(text);
            while (m.find()) {
                if (!all.contains(m.group(1))) {
                    int line = (int) text.substring(0, m.start(1)).chars().filter(c -> c == '\n').count() + 1;
                    unknown.add(repo.relativize(f) + ":" + line + ": the title cites " + m.group(1) + ", which no rulesets/*/RULES.md defines");
                }
            }
        }
        assertEquals(List.of(), unknown);
    }
}
