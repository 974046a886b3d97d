package org.tilerules;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.check.Checker;
import org.tilerules.scenario.Outcome;
import org.tilerules.scenario.ScenarioRunner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every example block of the docs is a test, so the reference cannot drift
 * from the language. A block fenced as {@code ```rules}, {@code ```tiles} or
 * {@code ```scenario} must be clean: a rule file is checked as a rule set
 * beside the repository's rule sets, a tile file against their feature kinds,
 * a scenario file is run and must pass. A line ending in
 * {@code // expect: TEXT} says the block must instead give exactly one
 * diagnostic, on that line, whose message contains TEXT (jlox's style).
 * Blocks fenced without a language are not checked.
 */
class DocsExamplesTest {
    @TempDir static Path tmp;

    private static final Pattern FENCE = Pattern.compile("^\\s*```(rules|tiles|scenario)\\s*$");
    private static final Pattern EXPECT = Pattern.compile("//\\s*expect:\\s*(.+?)\\s*$");
    private static final Pattern AT = Pattern.compile(":(\\d+):(\\d+): (.*)", Pattern.DOTALL);

    record Block(String doc, int line, String kind, List<String> lines) {
        String text() { return String.join("\n", lines) + "\n"; }
    }

    static List<Block> blocks(Path doc) throws IOException {
        List<String> all = Files.readAllLines(doc);
        List<Block> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Matcher m = FENCE.matcher(all.get(i));
            if (!m.matches()) continue;
            int start = i + 1;
            int end = start;
            while (end < all.size() && !all.get(end).trim().equals("```")) end++;
            if (end == all.size()) throw new AssertionError(doc + ":" + (i + 1) + ": the example block is not closed");
            String indent = all.get(i).substring(0, all.get(i).indexOf('`'));
            List<String> lines = new ArrayList<>();
            for (String l : all.subList(start, end)) lines.add(l.startsWith(indent) ? l.substring(indent.length()) : l);
            out.add(new Block("docs/" + doc.getFileName(), i + 1, m.group(1), lines));
            i = end;
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyExampleChecks() throws IOException {
        Path docs = TestSupport.repo().resolve("docs");
        List<Block> all = new ArrayList<>();
        try (Stream<Path> s = Files.list(docs)) {
            for (Path d : s.filter(p -> p.toString().endsWith(".md")).sorted().toList()) all.addAll(blocks(d));
        }
        assertTrue(all.stream().filter(b -> b.doc().equals("docs/language.md")).count() >= 5, "language.md has too few examples");
        int[] n = {0};
        return all.stream().map(b -> DynamicTest.dynamicTest(b.doc() + ":" + b.line() + " (" + b.kind() + ")", () -> check(b, n[0]++)));
    }

    /**
     * language.md keeps one example per construct: every construct its tables
     * list (its literal words, a member such as {@code .tiles}, a function such
     * as {@code seats_after(}) appears in one of its checked examples. Scripts
     * are shown in scripts.md with their JavaScript.
     */
    @Test void everyConstructOfTheLanguageReferenceHasACheckedExample() throws IOException {
        Path doc = TestSupport.repo().resolve("docs/language.md");
        StringBuilder examples = new StringBuilder();
        for (Block b : blocks(doc)) if (b.kind().equals("rules")) examples.append(' ').append(String.join(" ", b.lines()));
        String all = examples.toString().replaceAll("\\s+", " ");
        List<String> missing = new ArrayList<>();
        Pattern row = Pattern.compile("^\\|\\s*(?:&nbsp;)*`([^`]+)`");
        for (String line : Files.readAllLines(doc)) {
            Matcher m = row.matcher(line);
            if (!m.find()) continue;
            String construct = m.group(1);
            if (construct.startsWith("script ") || construct.startsWith("call ") || construct.startsWith("NAME.F")) continue;
            for (String needle : needles(construct)) if (!all.contains(needle)) missing.add("'" + needle + "' (from `" + construct + "`)");
        }
        assertEquals(List.of(), missing, "constructs of docs/language.md without a checked example");
    }

    /** What an example of a construct must contain: its runs of literal words, its members and functions. */
    static List<String> needles(String construct) {
        List<String> out = new ArrayList<>();
        Matcher member = Pattern.compile("^[a-z]\\.([a-z_]+)(\\()?").matcher(construct);
        if (member.find()) {
            out.add("." + member.group(1) + (member.group(2) == null ? "" : "("));
            return out;
        }
        Matcher fn = Pattern.compile("^([a-z_]+)\\(").matcher(construct);
        if (fn.find()) {
            out.add(fn.group(1) + "(");
            return out;
        }
        List<String> run = new ArrayList<>();
        boolean first = true;
        for (String word : (construct + " X").split("\\s+")) {
            if (word.matches("[a-z_]+")) {
                run.add(word);
                continue;
            }
            if (!run.isEmpty() && (first || run.size() > 1)) out.add(String.join(" ", run));
            if (!run.isEmpty()) first = false;
            run.clear();
        }
        return out;
    }

    /** Each block gets its own folder: the repository's rule sets and tiles linked in, the block written beside them. */
    private static void check(Block b, int index) throws IOException {
        Path repo = TestSupport.repo(), root = tmp.resolve("ex" + index), rulesets = root.resolve("rulesets");
        Files.createDirectories(rulesets);
        Files.createSymbolicLink(root.resolve("tiles"), repo.resolve("tiles"));
        String own = b.kind().equals("rules") ? rulesetName(b) : null;
        try (Stream<Path> s = Files.list(repo.resolve("rulesets"))) {
            for (Path r : s.toList()) {
                if (!r.getFileName().toString().equals(own)) Files.createSymbolicLink(rulesets.resolve(r.getFileName()), r);
            }
        }
        List<String> found;
        Path file;
        try {
            file = write(b, root, rulesets, own);
            found = run(b, file, rulesets);
        } finally {
            // remove the links ourselves: JUnit would warn about each link that leaves the temp folder
            try (Stream<Path> s = Files.list(rulesets)) {
                for (Path l : s.filter(Files::isSymbolicLink).toList()) Files.delete(l);
            }
            Files.delete(root.resolve("tiles"));
        }
        expectations(b, file, root, found);
    }

    private static Path write(Block b, Path root, Path rulesets, String own) throws IOException {
        Path file = switch (b.kind()) {
            case "rules" -> rulesets.resolve(own).resolve(own + ".rules");
            case "tiles" -> root.resolve("example.tiles");
            default -> root.resolve("example.scenario");
        };
        Files.createDirectories(file.getParent());
        Files.writeString(file, b.text());
        return file;
    }

    private static List<String> run(Block b, Path file, Path rulesets) {
        List<String> found = new ArrayList<>();
        if (b.kind().equals("scenario")) {
            for (Outcome o : new ScenarioRunner(rulesets).runFile(file, null)) if (!o.passed()) found.add(o.message());
        } else found.addAll(new Checker(rulesets).check(List.of(file)).diagnostics());
        return found;
    }

    private static void expectations(Block b, Path file, Path root, List<String> found) {
        String where = b.doc() + ":" + b.line();
        List<String> problems = new ArrayList<>();
        for (String f : found) {
            String shown = f.replace(file.toString(), "").replace(root.toString() + "/", "");
            Matcher m = AT.matcher(shown);
            problems.add(m.lookingAt() ? "line " + m.group(1) + ":" + m.group(2) + ": " + m.group(3) : shown);
        }
        int expectLine = -1;
        String expectText = null;
        for (int i = 0; i < b.lines().size(); i++) {
            Matcher m = EXPECT.matcher(b.lines().get(i));
            if (m.find()) {
                assertEquals(-1, expectLine, where + ": one '// expect:' per example");
                expectLine = i + 1;
                expectText = m.group(1);
            }
        }
        if (expectText == null) {
            if (!problems.isEmpty()) fail(where + ": the example should check clean, but gives:\n  " + String.join("\n  ", problems));
            return;
        }
        assertFalse(problems.isEmpty(), where + ": the example expects '" + expectText + "' at its line " + expectLine + ", but checks clean");
        assertEquals(1, problems.size(), where + ": the example expects one diagnostic, but gives:\n  " + String.join("\n  ", problems));
        String p = problems.get(0);
        assertTrue(p.startsWith("line " + expectLine + ":") && p.contains(expectText),
                where + ": the example expects '" + expectText + "' at its line " + expectLine + ", but gives: " + p);
    }

    private static String rulesetName(Block b) {
        for (String l : b.lines()) {
            Matcher m = Pattern.compile("^\\s*ruleset\\s+([\\w-]+)").matcher(l);
            if (m.find()) return m.group(1);
        }
        throw new AssertionError(b.doc() + ":" + b.line() + ": a rules example must begin with 'ruleset NAME'");
    }
}
