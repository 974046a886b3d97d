package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.check.Checker;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Actions: {@code action NAME(PARAMS) { ... }} called as {@code NAME(ARGS)}, redefined by a later
 * rule set with {@code super(...)}, and the built-in actions, each call checked where it is written.
 */
class ActionsTest {
    @TempDir Path tmp;

    static final String BONUS = """
            ruleset bonus extends base {
              action bonus(p: player, n: int) { award n to p as road }
              action ask() {
                choose { option "take two" { bonus(current, 2) }  none }
              }
              turn { step extra after score { bonus(current, 1)  ask() } }
            }
            """;

    static final String MORE = """
            ruleset more extends bonus {
              action bonus(p: player, n: int) { super(p, n * 10) }
            }
            """;

    static final String PLAY = """
            scenario "%s" {
              rules %s
              players red, blue
              moves {
                red: place U at 0,1; none; "take two"
                blue: place U at 0,2; none; none
              }
              expect {
                score red == %d
                score blue == %d
              }
            }
            """;

    @Test void anActionRunsWithItsArgumentsAndOffersItsChoices() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("bonus", BONUS);
            List<Outcome> o = folder.run("bonus.scenario", PLAY.formatted("bonus", "bonus", 3, 1));
            assertTrue(o.get(0).passed(), o.get(0).message());
        }
    }

    @Test void aRedefinitionReplacesEveryCallAndRunsTheOldOneAsSuper() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("bonus", BONUS);
            folder.ruleSet("more", MORE);
            // the step written in 'bonus' runs the redefinition of 'more': 1 * 10, and 2 * 10 through the option
            List<Outcome> o = folder.run("more.scenario", PLAY.formatted("more", "more", 30, 10));
            assertTrue(o.get(0).passed(), o.get(0).message());
        }
    }

    @Test void anActionThatNeverStopsIsARuleErrorNamingIt() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            Path f = folder.ruleSet("loop", """
                    ruleset loop extends base {
                      action again(n: int) { award 0 to current  again(n + 1) }
                      turn { step spin after score { again(0) } }
                    }
                    """);
            List<Outcome> o = folder.run("loop.scenario", """
                    scenario "for ever" {
                      rules loop
                      players red, blue
                      moves { red: place U at 0,1; none }
                    }
                    """);
            assertEquals(false, o.get(0).passed());
            assertTrue(o.get(0).message().contains("action again (" + f + ":2:3) called actions more than 200 deep"), o.get(0).message());
        }
    }

    @Test void callsAreCheckedWhereTheyAreWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("bonus", BONUS);
            Path f = folder.ruleSet("bad", """
                    ruleset bad extends bonus {
                      action bonus(p: player) { }
                      action skip() { }
                      action lonely(x: colour) { super() }
                      on completed road r {
                        bonsu(current, 1)
                        bonus(r, 1)
                        bonus(current)
                        skip(figur)
                        draw_tile(1)
                        turn_into(r, town)
                        nope.f(1)
                      }
                    }
                    """);
            List<String> d = new Checker(folder.rulesets).check(List.of(f)).diagnostics().stream()
                    .map(x -> x.replace(f.toString(), "bad.rules")).toList();
            assertEquals(List.of(
                    "bad.rules:2:10: action bonus is redefined with other parameters; it must keep (player, int) as declared at "
                            + folder.rulesets.resolve("bonus/bonus.rules") + ":2:3",
                    "bad.rules:3:10: 'skip' is a built-in action (skip(STEP)); name the action otherwise",
                    "bad.rules:4:20: unknown type 'colour'; known: int, bool, component, player, tile, figure, zone, components, players, figures, tiles",
                    "bad.rules:4:30: 'super(...)' calls the action a redefinition replaces; here no action is redefined",
                    "bad.rules:6:5: unknown action 'bonsu'; did you mean 'bonus'? known: bonus, ask, lonely, draw_tile, place_tile, score_completed, "
                            + "trigger, end_game, repeat_turn, skip, shuffle_aside, turn_into, auction, auction_bids, draw_card, set_record, clear_trail, draw_token",
                    "bad.rules:7:11: expected a player, found a component in 'r'",
                    "bad.rules:8:5: action bonus takes 2 arguments, found 1",
                    "bad.rules:9:10: no step named 'figur'; did you mean 'figure'? known: tile, figure, score, extra",
                    "bad.rules:10:5: 'draw_tile' is written draw_tile(), found 1 argument",
                    "bad.rules:11:18: unknown feature kind 'town'; known: road, city, field, cloister",
                    "bad.rules:12:5: unknown script module 'nope'; a statement MODULE.NAME(...) calls a script procedure; no script module is declared"),
                    d);
        }
    }

    @Test void onStartRunsOnceBeforeTheFirstTurnAndNotForAPositionUnderWay() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("dealt", """
                    ruleset dealt extends base {
                      piece coin
                      action deal(p: player, n: int) { move n coin to p }
                      on start { for each p in seats_after(current) { deal(p, 3) } }
                    }
                    """);
            List<Outcome> o = folder.run("dealt.scenario", """
                    scenario "a new game: dealt once, before the first turn" {
                      rules dealt
                      players red, blue
                      moves {
                        red: place U at 0,1; none
                        blue: place U at 0,2; none
                      }
                      expect {
                        red.tokens(coin) == 3
                        blue.tokens(coin) == 3
                      }
                    }
                    scenario "a position under way: nothing dealt" {
                      rules dealt
                      players red, blue
                      board { D at 0,0 }
                      moves { red: place U at 0,1; none }
                      expect { red.tokens(coin) == 0 }
                    }
                    """);
            assertTrue(o.get(0).passed(), o.get(0).message());
            assertTrue(o.get(1).passed(), o.get(1).message());
        }
    }
}
