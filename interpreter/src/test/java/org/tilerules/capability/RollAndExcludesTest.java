package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Two capabilities of the third expansion wave: {@code roll(N)}, a number from the game's seeded
 * generator (fixed in scenarios with {@code rolls}), and {@code excludes}, rule sets that cannot
 * be played together, with what {@code --rules all} makes of them.
 */
class RollAndExcludesTest {
    @TempDir Path tmp;

    static final String DICE = """
            ruleset dice extends base {
              turn {
                step luck after score {
                  let d = roll(6)
                  award d to current as road
                }
              }
            }
            """;

    @Test void scenariosFixTheRollsAndSayWhenOneCannotBe() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("dice", DICE);
            List<Outcome> outcomes = folder.run("dice.scenario", """
                    scenario "fixed rolls, in order" {
                      rules dice
                      players red, blue
                      rolls 4, 2
                      moves {
                        red: place U at 0,1; none
                        blue: place U at 0,2; none
                      }
                      expect {
                        score red == 4
                        score blue == 2
                      }
                    }
                    scenario "a fixed roll out of range" {
                      rules dice
                      players red, blue
                      rolls 7
                      moves {
                        red: place U at 0,1; none
                      }
                    }
                    """);
            assertEquals(2, outcomes.size());
            assertEquals(true, outcomes.get(0).passed(), outcomes.get(0).message());
            assertEquals(false, outcomes.get(1).passed());
            assertEquals(true, outcomes.get(1).message().contains("the scenario fixed a roll of 7, but this roll is from 1 to 6"),
                    outcomes.get(1).message());
        }
    }

    @Test void aSeedReproducesEveryRollAndEveryFaceComesUp() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("dice", DICE);
            Rules rules = RulesLoader.load(folder.rulesets, List.of("dice"));
            List<Integer> first = rolls(rules, 11), again = rolls(rules, 11), other = rolls(rules, 12);
            assertEquals(first, again);
            assertEquals(false, first.equals(other));
            assertEquals(new TreeSet<>(List.of(1, 2, 3, 4, 5, 6)), new TreeSet<>(first));
        }
    }

    /** The points of every roll in a game of random bots (the dice rule set awards nothing else in-game but roads, cities, cloisters). */
    private static List<Integer> rolls(Rules rules, long seed) {
        Game g = new Game(rules, new String[] {"red", "blue"}, rules.defaultOptions(), seed);
        g.agents = new org.tilerules.runtime.Agent[] {new RandomAgent(seed), new RandomAgent(seed + 1)};
        List<Integer> out = new ArrayList<>();
        g.observer = new org.tilerules.runtime.GameObserver() {
            @Override public void rolled(Game game, int value, int sides) {
                assertEquals(6, sides);
                out.add(value);
            }
        };
        g.setUp();
        g.play();
        assertEquals(true, out.size() >= 60, "one roll per turn: " + out.size());
        return out;
    }

    @Test void ruleSetsThatExcludeEachOtherSaySoAndAllLeavesThemOut() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("dice", DICE.replace("ruleset dice extends base {", "ruleset dice extends base {\n  excludes fest, nowhere"));
            folder.ruleSet("loaded-dice", "ruleset loaded-dice extends dice {\n}\n");
            Diagnostics d = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("dice", "fest"), d);
            List<String> got = d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
            assertEquals(2, got.size(), got.toString());
            assertEquals("dice.rules:2:12: rule sets dice and fest cannot be played together (dice excludes fest); leave one of them out", got.get(0));
            assertEquals(true, got.get(1).startsWith("dice.rules:2:18: unknown rule set 'nowhere'; known: abbey-and-mayor, abbot, "), got.get(1));
            List<String> leftOut = new ArrayList<>();
            List<String> all = RulesLoader.all(folder.rulesets, leftOut);
            assertEquals(false, all.contains("dice"));
            assertEquals(false, all.contains("loaded-dice"));
            assertEquals(true, all.contains("fest") && all.contains("base"));
            assertEquals(false, all.contains("house"));
            assertEquals(true, leftOut.stream().anyMatch(l -> l.startsWith("house (named only: ") && l.endsWith("house.rules:5:3)")), leftOut.toString());
            assertEquals(true, leftOut.contains("loaded-dice (it extends dice, left out)"), leftOut.toString());
            assertEquals(true, leftOut.stream().anyMatch(l -> l.startsWith("dice (it excludes fest: ") && l.endsWith("dice.rules:2:12)")), leftOut.toString());
        }
    }
}
