package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Capabilities of the third expansion wave written for Mage & Witch and the School, apart from
 * those rule sets: neutral figures that leave their zone for a feature and go back to it with the
 * feature's figures, figures that change the awards for their component ({@code score EXPR}, in
 * the order they stand there), reactions to such an award ({@code on majority}, {@code awarded}, no
 * reaction to a reaction's own award), and tokens handed back ({@code take}, never below none).
 */
class ScoreModifiersTest {
    @TempDir Path tmp;

    static final String MAGIC = """
            ruleset magic extends base {
              zone box
              piece doubler { neutral in box  score points * 2 }
              piece adder   { neutral in box  score points + 1 }
              piece badge
              turn {
                step magic before figure {
                  choose {
                    move neutral(doubler) to placed.components where is(road)
                    move neutral(adder) to placed.components where is(road)
                    none
                  }
                }
              }
              on majority road r {
                award awarded to current.next as bonus                 // fires no further reaction
                move 2 badge to current.next
                move 3 badge from current.next to supply                          // only the 2 it holds
                move badge from current to supply
              }
            }
            """;

    @Test void modifiersApplyInTurnAndAReactionSeesThePoints() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("magic", MAGIC);
            List<Outcome> outcomes = folder.run("magic.scenario", """
                    scenario "one modifier, then the reaction" {
                      rules magic
                      players red, blue
                      moves {
                        red: place U at 1,0; "move doubler to 0,0.r"; follower on r
                        blue: place W at -1,0; none; none
                        red: place W at 2,0 rot 180; none; none
                      }
                      expect {
                        score red == 8
                        score blue == 8
                        event "blue +8: bonus"
                        where_is(doubler) == box
                        blue.tokens(badge) == 0
                        red.tokens(badge) == 0
                      }
                    }
                    scenario "two modifiers on one road: the later one stood first in the list" {
                      rules magic
                      players red, blue
                      board {
                        D at 0,0 { red follower on r, neutral doubler on r, neutral adder on r }
                        W at -1,0
                      }
                      moves {
                        red: place W at 1,0 rot 180; none; none
                      }
                      expect {
                        score red == 8
                        where_is(adder) == box
                        where_is(doubler) == box
                      }
                    }
                    scenario "a road worth nothing stays worth nothing" {
                      rules magic
                      players red, blue
                      option road_points = 0
                      board {
                        D at 0,0 { red follower on r, neutral adder on r }
                        W at -1,0
                      }
                      moves {
                        red: place W at 1,0 rot 180; none; none
                      }
                      expect {
                        score red == 0
                        score blue == 0
                        where_is(adder) == box
                      }
                    }
                    """);
            assertEquals(3, outcomes.size());
            for (Outcome o : outcomes) assertEquals(true, o.passed(), o.name() + ": " + o.message());
        }
    }

    /** A named value may read where a neutral figure is, whatever the order of the items. */
    @Test void aValueReadsANeutralFigureDeclaredAfterIt() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("valued", """
                    ruleset valued extends base {
                      value away() = where_is(doubler) != box and neutral(doubler).at.is(road)
                      zone box
                      piece doubler { neutral in box  score points * 2 }
                      turn {
                        step magic before figure {
                          if not away() { choose { move neutral(doubler) to placed.components where is(road)  none } }
                        }
                      }
                    }
                    """);
            Diagnostics d = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("valued"), d);
            assertEquals(List.of(), d.all());
            List<Outcome> outcomes = folder.run("valued.scenario", """
                    scenario "once away, the doubler is not offered again" {
                      rules valued
                      players red, blue
                      moves {
                        red: place U at 1,0; "move doubler to 0,0.r"; none
                        blue: place W at -1,0; none
                      }
                      expect {
                        on 1,0.r: neutral doubler
                      }
                    }
                    """);
            assertEquals(1, outcomes.size());
            assertEquals(true, outcomes.get(0).passed(), outcomes.get(0).message());
            folder.ruleSet("zoneless", """
                    ruleset zoneless extends base {
                      value away() = where_is(doubler) != box
                      zone box
                      piece doubler { neutral in nowhere }
                    }
                    """);
            Diagnostics bad = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("zoneless"), bad);
            List<String> got = bad.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
            assertEquals(List.of(
                    "zoneless.rules:2:27: 'doubler' is not a neutral figure",
                    "zoneless.rules:4:30: unknown zone 'nowhere'; known: box"), got);
        }
    }

    @Test void wrongNamesAreReportedWhereTheyAreWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("bad", """
                    ruleset bad extends base {
                      piece odd { supply 1  score it }
                      turn { step x after score { choose { move neutral(follower) to completed  none }  move 1 nothing from current to supply } }
                    }
                    """);
            Diagnostics d = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("bad"), d);
            List<String> got = d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
            assertEquals(List.of(
                    "bad.rules:2:31: expected a number, found a component in 'it'",
                    "bad.rules:3:53: 'follower' is not a neutral figure in a zone ('neutral in ZONE')",
                    "bad.rules:3:92: unknown piece 'nothing'; known: follower, odd"), got);
        }
    }
}
