package org.tilerules.front;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two loaded rule sets that replace the same step or named handler, neither extending the other,
 * stop the load (one of them would be lost) unless a combination file declares it; and every
 * shipped pair, and {@code all}, loads clean.
 */
class RuleSetConflictsTest {
    private static final Path SHIPPED = TestSupport.repo().resolve("rulesets");

    @TempDir Path tmp;

    private Path mine() throws IOException {
        Path mine = Files.createDirectories(tmp.resolve("mine"));
        write(mine, "a/a.rules", """
                ruleset a extends base {
                  turn {
                    step figure { choose { move figure to placed  none } }
                  }
                  on completed road r named road_score { return r }
                }
                """);
        write(mine, "b/b.rules", """
                ruleset b extends base {
                  turn {
                    step figure { choose { move figure to placed  none } }
                  }
                }
                """);
        write(mine, "c/c.rules", """
                ruleset c extends base {
                  on completed road r named road_score { award 1 to majority(r) as road  return r }
                }
                """);
        // d extends a: replacing what a declared is the ordinary case
        write(mine, "d/d.rules", """
                ruleset d extends a {
                  turn { step figure { choose { move figure to placed  none } } }
                  on completed road r named road_score { return r }
                }
                """);
        return mine;
    }

    private static void write(Path root, String rel, String text) throws IOException {
        Path p = root.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private String shown(Path p) { return Parsing.display(p); }

    private String failure(Path mine, String... names) {
        LoadException e = assertThrows(LoadException.class, () -> RulesLoader.load(RulesPath.of(mine, SHIPPED), List.of(names)));
        return e.getMessage();
    }

    @Test void twoRuleSetsReplacingTheSameStepStopTheLoadNamingBothPlaces() throws IOException {
        Path mine = mine();
        String a = shown(mine.resolve("a/a.rules")), b = shown(mine.resolve("b/b.rules"));
        assertEquals(b + ":3:10: rule sets a (" + a + ":3:10) and b (" + b + ":3:10) both replace step figure, and neither "
                + "extends the other, so one would be lost; write " + shown(mine.resolve("a")) + "/with-b.rules: ruleset a with b "
                + "{ turn { step figure { ... } } }, saying what it does when they are played together",
                failure(mine, "base", "a", "b"));
    }

    @Test void twoRuleSetsReplacingTheSameNamedHandlerStopTheLoad() throws IOException {
        Path mine = mine();
        String a = shown(mine.resolve("a/a.rules")), c = shown(mine.resolve("c/c.rules"));
        assertEquals(a + ":5:29: rule sets c (" + c + ":2:29) and a (" + a + ":5:29) both replace handler road_score of "
                + "'on completed', and neither extends the other, so one would be lost; write " + shown(mine.resolve("c"))
                + "/with-a.rules: ruleset c with a { on completed road r named road_score { ... } }, saying what it does when "
                + "they are played together",
                failure(mine, "c", "a"));
    }

    @Test void withAShippedRuleSetTheCombinationToWriteIsInTheModdersFolder() throws IOException {
        Path mine = mine();
        write(mine, "e/e.rules", """
                ruleset e extends base {
                  turn {
                    step tile { draw_tile()  place_tile() }
                  }
                }
                """);
        String e = shown(mine.resolve("e/e.rules"));
        String am = shown(SHIPPED.resolve("abbey-and-mayor/abbey-and-mayor.rules"));
        assertEquals(e + ":3:10: rule sets abbey-and-mayor (" + am + ":42:10) and e (" + e + ":3:10) both replace step tile, and neither "
                + "extends the other, so one would be lost; write " + shown(mine.resolve("e")) + "/with-abbey-and-mayor.rules: ruleset e "
                + "with abbey-and-mayor { turn { step tile { ... } } }, saying what it does when they are played together",
                failure(mine, "base", "abbey-and-mayor", "e"));
    }

    @Test void optionsAddedToAStepsDecisionNeverConflict() throws IOException {
        Path mine = mine();
        write(mine, "f/f.rules", """
                ruleset f extends base {
                  on choosing figure { choose { option "pass" { } } }
                }
                """);
        // Das Fest, the abbot and f each add options to base's figure decision: loaded together, all are offered
        RulesLoader.load(RulesPath.of(mine, SHIPPED), List.of("base", "fest", "abbot", "princess-and-dragon", "f")).scripts.close();
    }

    @Test void anOnChoosingHandlerOnlyTestsAndOffers() throws IOException {
        Path mine = mine();
        write(mine, "g/g.rules", """
                ruleset g extends base {
                  on choosing figure {
                    if current.score > 3 { award 1 to current as road }
                    choose { option "pass" { award 1 to current as road } }
                  }
                  on choosing figur { }
                }
                """);
        String g = shown(mine.resolve("g/g.rules"));
        Diagnostics d = new Diagnostics();
        RulesLoader.load(RulesPath.of(mine, SHIPPED), List.of("base", "g"), d);
        assertEquals(List.of(g + ":3:28: an 'on choosing' handler runs while the decision gathers its options, so it may only test and "
                + "offer (choose, if, let, for each); found 'award 1 to current as road': put it in an option's block, which runs when it is chosen",
                g + ":6:15: no step named 'figur'; did you mean 'figure'? known: tile, figure, score"),
                d.all().stream().map(Object::toString).toList());
    }

    @Test void aRuleSetReplacingWhatItExtendsDeclaredIsFine() throws IOException {
        Path mine = mine();
        RulesLoader.load(RulesPath.of(mine, SHIPPED), List.of("base", "a", "d")).scripts.close();
    }

    @Test void aCombinationFileDeclaringTheStepSettlesIt() throws IOException {
        Path mine = mine();
        write(mine, "a/with-b.rules", """
                ruleset a with b {
                  turn { step figure { choose { move figure to placed  none } } }
                }
                """);
        RulesLoader.load(RulesPath.of(mine, SHIPPED), List.of("b", "a")).scripts.close();
        // the settled step is the combination's, whatever order the rule sets were named in
        assertTrue(RulesLoader.combine(RulesPath.of(mine, SHIPPED), List.of("a", "b")).isEmpty());
    }

    @Test void aCombinationForOnlyTwoOfThreeDoesNotSettleTheThird() throws IOException {
        Path mine = mine();
        write(mine, "a/with-b.rules", "ruleset a with b {\n  turn { step figure { choose { move figure to placed  none } } }\n}\n");
        write(mine, "e/e.rules", "ruleset e extends base {\n  turn { step figure { choose { move figure to placed  none } } }\n}\n");
        String msg = RulesLoader.combine(RulesPath.of(mine, SHIPPED), List.of("a", "b", "e")).all().get(0).message();
        assertTrue(msg.startsWith("rule sets a (") && msg.contains(" all replace step figure, and none extends another")
                && msg.contains("/with-b-e.rules: ruleset a with b, e { turn"), msg);
    }

    /**
     * Only rule sets that declare one step or named handler can conflict over it, and loading more
     * rule sets only adds combination files: so every subset of the shipped rule sets declaring the
     * same step or handler (those that exclude one another aside) loading clean means every
     * combination of shipped rule sets, whatever else is loaded with them, is free of such conflicts.
     */
    @Test void everySubsetOfShippedRuleSetsDeclaringOneStepOrHandlerLoadsClean() {
        RulesPath shipped = RulesPath.of(SHIPPED);
        java.util.Map<String, java.util.Set<String>> declarers = new java.util.TreeMap<>();
        for (String n : shipped.available()) {
            RulesLoader.declarers(shipped, List.of(n)).forEach((k, v) -> declarers.computeIfAbsent(k, x -> new java.util.TreeSet<>()).addAll(v));
        }
        List<String> problems = new ArrayList<>();
        int tried = 0;
        for (var e : declarers.entrySet()) {
            List<String> rs = new ArrayList<>(e.getValue());
            assertTrue(rs.size() <= 12, e.getKey() + " is declared by " + rs + ": too many to try every subset");
            for (int mask = 1; mask < 1 << rs.size(); mask++) {
                if (Integer.bitCount(mask) < 2) continue;
                List<String> subset = new ArrayList<>();
                for (int i = 0; i < rs.size(); i++) if ((mask & 1 << i) != 0) subset.add(rs.get(i));
                Diagnostics d = RulesLoader.combine(shipped, subset);
                if (d.all().stream().anyMatch(x -> x.message().contains("cannot be played together"))) continue;
                tried++;
                for (Diagnostic x : d.all()) problems.add(e.getKey() + ", " + String.join(",", subset) + ": " + x);
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(tried > 0 && declarers.get("step tile").containsAll(List.of("base", "abbey-and-mayor")), declarers.toString());
        // adding options to base's figure decision is not declaring its step: Das Fest, Princess & Dragon and the abbot add up
        assertEquals(java.util.Set.of("base"), declarers.get("step figure"), declarers.toString());
    }

    @Test void everyShippedPairAndAllLoadClean() {
        RulesPath shipped = RulesPath.of(SHIPPED);
        List<String> names = shipped.available();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                for (List<String> pair : List.of(List.of(names.get(i), names.get(j)), List.of(names.get(j), names.get(i)))) {
                    Diagnostics d = RulesLoader.combine(shipped, pair);
                    if (d.all().stream().anyMatch(x -> x.message().contains("cannot be played together"))) continue;
                    for (Diagnostic x : d.all()) problems.add(String.join(",", pair) + ": " + x);
                }
            }
        }
        List<String> leftOut = new ArrayList<>();
        List<String> all = RulesLoader.all(shipped, leftOut);
        for (Diagnostic x : RulesLoader.combine(shipped, all).all()) problems.add("all: " + x);
        assertEquals(List.of(), problems);
        RulesLoader.load(shipped, all).scripts.close();
    }
}
