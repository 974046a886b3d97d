package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;
import org.tilerules.builtins.Builtins;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A scenario's {@code setup { ... }} (issue 39): statements of the rule language and the set-up actions
 * (builtins/SetUpActions), run in order where the set-up items are applied; the set-up actions are refused in
 * rule files with what rules do instead; a mistake names file:line:col, at compile time and when the game runs it.
 */
class SetUpStatementsTest {
    @TempDir Path tmp;

    @Test void statementsAndSetUpActionsGiveTheStoresTheirState() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            List<Outcome> out = folder.run("s.scenario", """
                    scenario "set-up statements" {
                      rules base, count
                      players red, blue
                      board { D at 0,0 }
                      setup {
                        set_score(red, 5)
                        if red.score == 5 { set_score(blue, red.score - 4) }
                        set_supply(red, follower, 3)
                        for each p in seats_from(red, 2) { put_in_zone(market, p, follower) }
                        put_neutral(count, castle)
                      }
                      expect {
                        red.score == 5 and blue.score == 1
                        supply red follower == 2
                        supply blue follower == 6
                        in market: red follower, blue follower
                        where_is(count) == castle
                      }
                    }
                    """);
            assertTrue(out.get(0).passed(), out.get(0).message());
        }
    }

    @Test void aSetUpActionInARuleFileSaysWhatRulesDoInstead() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("bad", """
                ruleset bad extends base {
                  turn {
                    step x after score { set_score(current, 3) }
                  }
                }
                """);
            Diagnostics d = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("bad"), d);
            List<String> got = d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
            assertEquals(List.of("bad.rules:3:26: set_score(PLAYER, N) is for scenario set-ups; in rules, award points: award N to PLAYER"), got);
        }
    }

    @Test void aMistakeNamesWhereItIsWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            List<Outcome> out = folder.run("m.scenario", """
                    scenario "unknown action" {
                      rules base
                      players red, blue
                      setup {
                        set_score(red, 5)
                        set_suply(red, follower, 1)
                      }
                    }
                    scenario "a supply that is empty" {
                      rules base, count
                      players red, blue
                      setup {
                        set_supply(red, follower, 0)
                        put_in_zone(market, red, follower)
                      }
                    }
                    scenario "a zone of the wrong kind" {
                      rules base, count
                      players red, blue
                      setup { put_in_zone_of(market, blue, red, follower) }
                    }
                    """);
            assertEquals(3, out.size());
            assertTrue(out.get(0).message().contains("m.scenario:6:5: unknown action 'set_suply'"), out.get(0).message());
            assertTrue(out.get(1).message().contains("m.scenario:14:5: red has no follower left in supply"), out.get(1).message());
            assertTrue(out.get(2).message().contains("m.scenario:20:11: zone market is shared: write put_in_zone(market, PLAYER, FIGURE)"),
                    out.get(2).message());
        }
    }

    /** docs/scenarios.md lists the set-up actions as the registry has them. */
    @Test void theDocsListTheSetUpActions() throws IOException {
        String doc = Files.readString(TestSupport.repo().resolve("docs/scenarios.md"));
        assertTrue(doc.contains(Builtins.setUpActionsTable()), "docs/scenarios.md's table of set-up actions should be:\n" + Builtins.setUpActionsTable());
    }

    /** A set-up line of an earlier version is told the statement it became, where it is written. */
    @Test void anEarlierSetUpLineSaysWhatItIsNow() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            List<Outcome> out = folder.run("o.scenario", """
                    scenario "old" {
                      rules base
                      players red, blue
                      supply red follower 0
                    }
                    """);
            assertTrue(out.get(0).message().contains("o.scenario:4:3: syntax: 'supply red follower 0' is now 'setup { set_supply(red, follower, 0) }', "
                    + "a statement of the scenario's set-up (docs/scenarios.md, Set-up)"), out.get(0).message());
        }
    }
}
