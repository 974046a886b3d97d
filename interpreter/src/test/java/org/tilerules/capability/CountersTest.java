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
 * Counters ({@code var NAME [per player] = EXPR}, {@code set NAME = EXPR}, {@code set p.NAME = EXPR}):
 * numbers of the game and of each player, read as {@code NAME} and {@code p.NAME}, set by a
 * scenario and expected like tokens ({@code tokens red NAME N}).
 */
class CountersTest {
    @TempDir Path tmp;

    static final String TALLY = """
            ruleset tally extends base {
              option start_streak = 2
              var rounds = 0
              var streak per player = start_streak
              turn {
                step tally after score {
                  set rounds = rounds + 1
                  set current.streak = current.streak + rounds
                  award rounds to current as road
                }
              }
              on end { award 100 to most(streak) as road }
            }
            """;

    @Test void countersOfTheGameAndOfEachPlayer() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("tally", TALLY);
            List<Outcome> outcomes = folder.run("tally.scenario", """
                    scenario "each turn counts: the game's counter, then the player's" {
                      rules tally
                      players red, blue
                      moves {
                        red: place U at 0,1; none
                        blue: place U at 0,2; none
                      }
                      expect {
                        score red == 1
                        score blue == 2
                        red.streak == 3
                        blue.streak == 4
                      }
                    }
                    scenario "a scenario sets a player's counter; most() reads it at the end" {
                      rules tally
                      players red, blue
                      setup { set red.streak = 10 }
                      option start_streak = 5
                      moves {
                        red: place U at 0,1; none
                        end
                      }
                      expect {
                        red.streak == 11
                        blue.streak == 5
                        score red == 101
                        score blue == 0
                      }
                    }
                    """);
            assertEquals(2, outcomes.size());
            for (Outcome o : outcomes) assertEquals(true, o.passed(), o.message());
        }
    }

    @Test void misusesAreReportedWhereWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("bad", """
                    ruleset bad extends base {
                      var rounds = 0
                      var rounds = 1
                      var streak per player = 0
                      turn {
                        step a after score {
                          set nope = 1
                          set streak = 1
                          set current.rounds = 1
                          set rounds = current
                        }
                      }
                    }
                    """);
            Diagnostics d = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("bad"), d);
            List<String> got = d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
            assertEquals(List.of(
                    "bad.rules:3:7: counter rounds is already declared",
                    "bad.rules:7:11: 'set' changes a counter (var NAME [per player] = ...): 'nope' is none; known: rounds, streak",
                    "bad.rules:8:11: counter streak is one per player: write 'set p.streak = ...'",
                    "bad.rules:9:11: counter rounds is one for the game: write 'set rounds = ...'",
                    "bad.rules:10:20: expected a number, found a player in 'current'"), got);
        }
    }
}
