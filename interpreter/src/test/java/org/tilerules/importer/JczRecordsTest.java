package org.tilerules.importer;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.tilerules.TestSupport;
import org.tilerules.front.RulesLoader;
import org.tilerules.record.GameRecord;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * JCloisterZone's rule tests (../shared/jcz-records) imported and checked: every
 * assertion passes, or is an expected difference listed with its rule reference
 * in jcz/expected.txt; records that cannot be represented are refused with the
 * listed message. Skipped, saying so, when the folder is absent.
 */
class JczRecordsTest {
    private static final Path SHARED = TestSupport.repo().getParent().resolve("shared");
    private static final Path RECORDS = SHARED.resolve("jcz-records");
    private static final Map<String, Rules> RULES = new HashMap<>();

    private static Rules rules(List<String> names) {
        synchronized (RULES) {
            return RULES.computeIfAbsent(String.join(",", names), k -> RulesLoader.load(TestSupport.repo().resolve("rulesets"), names));
        }
    }

    private static ForeignImport importer() {
        return new ForeignImport(TestSupport.repo().resolve("import/jcz.map"), SHARED.resolve("jcz-tile-data"));
    }

    private record Expected(String kind, String file, String text) {}

    private static List<Expected> expected() throws IOException {
        List<Expected> out = new ArrayList<>();
        try (InputStream in = JczRecordsTest.class.getResourceAsStream("/jcz/expected.txt")) {
            assertNotNull(in, "jcz/expected.txt is missing from the test resources");
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) continue;
                String[] kindRest = line.split("\\s+", 2);
                String[] parts = kindRest[1].split("\\|");
                assertEquals(3, parts.length, "expected.txt: FILE | TEXT | REFERENCE in: " + line);
                assertFalse(parts[2].isBlank(), "expected.txt: every line names its rule reference: " + line);
                out.add(new Expected(kindRest[0], parts[0].strip(), parts[1].strip()));
            }
        }
        return out;
    }

    private static List<Path> records() throws IOException {
        try (Stream<Path> s = Files.walk(RECORDS)) {
            return s.filter(p -> p.toString().endsWith(".jcz")).sorted().toList();
        }
    }

    private static String name(Path p) { return RECORDS.relativize(p).toString().replace('\\', '/'); }

    @TestFactory
    Stream<DynamicTest> everyRecordImportsAndItsAssertionsHold() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(RECORDS), "skipped: no JCloisterZone records at " + RECORDS);
        List<Expected> exp = expected();
        ForeignImport imp = importer();
        List<Path> files = records();
        assertFalse(files.isEmpty(), "no .jcz files under " + RECORDS);
        return files.stream().map(f -> DynamicTest.dynamicTest(name(f), () -> check(imp, f, exp)));
    }

    private static void check(ForeignImport imp, Path f, List<Expected> exp) {
        String name = name(f);
        ForeignRecord rec = ForeignImport.read(f);
        Expected refused = exp.stream().filter(e -> e.kind().equals("refused") && e.file().equals(name)).findFirst().orElse(null);
        if (refused != null) {
            ImportException e = assertThrows(ImportException.class, () -> imp.convert(rec, JczRecordsTest::rules));
            assertTrue(e.getMessage().contains(refused.text()), "refused with: " + e.getMessage());
            return;
        }
        Conversion.Result r = imp.convert(rec, JczRecordsTest::rules);
        assertFalse(rec.assertions.isEmpty(), name + " has assertions");
        Set<String> differs = new HashSet<>(), unsupported = new HashSet<>();
        for (Expected e : exp) if (e.kind().equals("differs") && e.file().equals(name)) differs.add(e.text());
        for (Expected e : exp) if (e.kind().equals("unsupported") && e.file().equals(name)) unsupported.add(e.text());
        List<String> wrong = new ArrayList<>();
        for (Assertions.Verdict v : imp.check(rec, r)) {
            boolean expectedToDiffer = differs.remove(v.text()), notRead = unsupported.remove(v.text());
            if (expectedToDiffer && v.status() != Assertions.Status.FAIL) wrong.add("listed as a difference, but " + v.line());
            if (notRead && v.status() != Assertions.Status.UNSUPPORTED) wrong.add("listed as unsupported, but " + v.line());
            if (!expectedToDiffer && !notRead && v.status() != Assertions.Status.PASS) wrong.add(v.line());
        }
        for (String d : differs) wrong.add("expected.txt lists '" + d + "', which the record does not assert");
        for (String d : unsupported) wrong.add("expected.txt lists '" + d + "', which the record does not assert");
        assertTrue(wrong.isEmpty(), name + ":\n  " + String.join("\n  ", wrong));
        // the converted record replays to the same game
        GameRecord back = GameRecord.fromJson(r.record().toJson());
        Game g = TestSupport.replay(back, JczRecordsTest::rules);
        assertEquals(List.of(), back.differences(g));
    }

    @Test
    void everyExpectedLineNamesARecordThatExists() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(RECORDS), "skipped: no JCloisterZone records at " + RECORDS);
        Set<String> names = new HashSet<>();
        for (Path p : records()) names.add(name(p));
        for (Expected e : expected()) {
            if (e.kind().equals("unmatched")) continue;
            assertTrue(names.contains(e.file()), "expected.txt names " + e.file() + ", which is not in " + RECORDS);
            assertTrue(List.of("differs", "unsupported", "refused", "unmatched").contains(e.kind()), "expected.txt: unknown kind " + e.kind());
        }
    }

    /**
     * Beyond the records: every tile of every tile set the map names matches exactly one tile of
     * that set's rule sets (with the rule sets its symbols need, from the map's elements), or is
     * listed in expected.txt ("unmatched SET | TILE | why"). So a record of another game with
     * these tile sets finds its tiles.
     */
    @Test
    void everyTileOfTheMappedTileSetsMatches() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(SHARED.resolve("jcz-tile-data")), "skipped: no tile descriptions under " + SHARED);
        ForeignImport imp = importer();
        Set<String> allowed = new HashSet<>();
        for (Expected e : expected()) if (e.kind().equals("unmatched")) allowed.add(e.file() + " " + e.text());
        List<String> wrong = new ArrayList<>();
        int matched = 0;
        for (var set : imp.map.sets.entrySet()) {
            List<String> ids = imp.tiles.setTiles.get(set.getKey());
            if (ids == null) continue;   // a tile set of the descriptions' older files (they name none)
            List<String> names = new ArrayList<>(set.getValue());
            if (!names.contains("base")) names.add(0, "base");
            // the base game's second edition shows gardens, which only the garden element's rule set has
            if (set.getKey().equals("basic:2")) names.addAll(imp.map.elements.get("garden").rules());
            Rules rules = rules(names);
            for (String id : ids) {
                try {
                    imp.tiles.match(id, rules);
                    matched++;
                    if (allowed.remove(set.getKey() + " " + id)) wrong.add("expected.txt lists " + set.getKey() + " " + id + ", which matches");
                } catch (ImportException e) {
                    if (!allowed.remove(set.getKey() + " " + id)) wrong.add(set.getKey() + ": " + e.getMessage());
                }
            }
        }
        for (String a : allowed) wrong.add("expected.txt lists unmatched " + a + ", which is not in a mapped tile set");
        assertTrue(wrong.isEmpty(), matched + " matched; " + wrong.size() + " wrong:\n  " + String.join("\n  ", wrong));
    }
}
