package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Agent;
import org.tilerules.capabilities.decks.Decks;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.Rules;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The capabilities of the Messages and the Robbers: decks of cards shuffled by the seed
 * ({@code deck}, {@code draw_card}, {@code drawn_card}, a scenario's {@code deck} line), reactions to
 * every award of points ({@code on scored p n}, {@code awarded_as}), {@code over},
 * {@code first(LIST, N)}, an option per player and a negative {@code give}.
 */
class DecksAndReactionsTest {
    @TempDir Path tmp;

    /** Every completed road draws a card; "double" pays the road's points again, "pass" nothing. */
    static final String CARDS = """
            ruleset cards extends base {
              piece luck { cards double, pass, third }
              piece echo
              turn {
                step draw after score {
                  for each r in completed where is(road) {
                    draw_card(luck)
                    if drawn_card(luck, double) { award r.tiles to current as bonus }
                    else if drawn_card(luck, third) { move -1 echo to current }
                  }
                }
                step pick after draw {
                  if placed.neighbours == 1 and not over {
                    choose { option "mark" for q in first(seats_after(current) where it != current, 1) { move 2 echo to q }  none }
                  }
                }
              }
              // every point of a road echoes one more to the next player; the echo is not echoed again
              on scored p n {
                if n > 0 and not awarded_as(echo) and not over { award 1 to p.next as echo }
              }
            }
            """;

    @Test void aScenarioOrdersTheDeckAndTheReactionsFollowEveryAward() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("cards", CARDS);
            List<Outcome> outcomes = folder.run("cards.scenario", """
                    // D at 0,0 (road W-E); W at -1,0 ends it in the west; red ends it in the east: 3 tiles.
                    scenario "the top card is drawn, played, and goes under the deck" {
                      rules cards
                      players red, blue, green
                      setup {
                        put_card(luck, double, 1)
                        put_card(luck, third, 2)
                      }
                      board {
                        D at 0,0 { red follower on r }
                        W at -1,0
                      }
                      moves {
                        red: place W at 1,0 rot 180; none; none
                      }
                      expect {
                        score red == 6          // the road's 3, then the card's 3 again
                        score blue == 2         // one echo per award to red
                        score green == 0
                        deck luck: third, pass, double
                        no event "echo scored (3"
                      }
                    }
                    scenario "an option per player, the next one found by first(...)" {
                      rules cards
                      players red, blue, green
                      board { D at 0,0 }
                      moves {
                        red: place U at 1,0; none; "mark blue"
                      }
                      expect {
                        blue.tokens(echo) == 2
                        green.tokens(echo) == 0
                      }
                    }
                    scenario "a negative give takes tokens back, never below none" {
                      rules cards
                      players red, blue
                      setup {
                        set_tokens(red, echo, 0)
                        put_card(luck, third, 1)
                      }
                      board {
                        D at 0,0 { red follower on r }
                        W at -1,0
                      }
                      moves {
                        red: place W at 1,0 rot 180; none; none
                      }
                      expect {
                        red.tokens(echo) == 0
                        score red == 3
                      }
                    }
                    scenario "a deck line names only the deck's cards" {
                      rules cards
                      players red, blue
                      setup { put_card(luck, doble, 1) }
                    }
                    """);
            assertEquals(4, outcomes.size());
            for (int i = 0; i < 3; i++) assertEquals(true, outcomes.get(i).passed(), outcomes.get(i).message());
            assertEquals(false, outcomes.get(3).passed());
            assertEquals(true, outcomes.get(3).message().contains("deck luck has no card 'doble'; did you mean 'double'?"), outcomes.get(3).message());
        }
    }

    @Test void theSeedShufflesTheDeckAndLookAheadCopiesIt() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("cards", CARDS);
            Rules rules = RulesLoader.load(folder.rulesets, List.of("cards"));
            List<String> first = draws(rules, 5), again = draws(rules, 5);
            assertEquals(first, again);
            assertEquals(new TreeSet<>(List.of("double", "pass", "third")), new TreeSet<>(first));
            TreeSet<String> orders = new TreeSet<>();
            for (long seed = 1; seed <= 12; seed++) {
                Game g = new Game(rules, new String[] {"red", "blue"}, rules.defaultOptions(), seed);
                orders.add(java.util.Arrays.toString(Decks.of(g).order(0)));
                Game copy = g.copy();
                assertEquals(java.util.Arrays.toString(Decks.of(g).order(0)), java.util.Arrays.toString(Decks.of(copy).order(0)));
            }
            assertEquals(true, orders.size() >= 4, "the seeds give several orders: " + orders);
        }
    }

    /** A deck's line in the log, "red draws the luck card one": the card drawn. */
    private static final Pattern DRAW = Pattern.compile("\\w+ draws the \\w+ card (\\w+)");

    /** The cards drawn in a game of random bots, in order; each draw cycles the card under the deck. */
    private static List<String> draws(Rules rules, long seed) {
        Game g = new Game(rules, new String[] {"red", "blue"}, rules.defaultOptions(), seed);
        g.agents = new Agent[] {new RandomAgent(seed), new RandomAgent(seed + 1)};
        List<String> out = new ArrayList<>();
        g.observer = new GameObserver() {
            @Override public void noted(Game game, Note n) {   // "red draws the luck card one": the card
                Matcher m = DRAW.matcher(n.words());
                if (m.matches()) out.add(m.group(1));
            }
        };
        g.setUp();
        g.play();
        assertEquals(true, out.size() >= 3, "cards drawn: " + out);
        for (int i = 3; i < out.size(); i++) assertEquals(out.get(i - 3), out.get(i), "the deck cycles: " + out);
        return out;
    }

    @Test void misusesAreReportedWhereTheyAreWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("bad", """
                    ruleset bad extends base {
                      piece luck { cards one, one }
                      turn {
                        step a after score {
                          draw_card(lucky)
                          if drawn_card(luck, two) { }
                          if awarded_as(road) { }
                        }
                      }
                      on scored p { }
                    }
                    """);
            Diagnostics d = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("bad"), d);
            List<String> got = d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
            assertEquals(List.of(
                    "bad.rules:2:27: card one is already in deck luck",
                    "bad.rules:5:17: unknown deck 'lucky'; did you mean 'luck'? known: luck",
                    "bad.rules:6:27: deck luck has no card 'two'; known: one",
                    "bad.rules:7:10: awarded_as(...) is read only in an 'on scored' handler, about the points it sees",
                    "bad.rules:10:6: 'on scored' needs two names, the player and the points: on scored p n { ... }"), got);
        }
    }
}
