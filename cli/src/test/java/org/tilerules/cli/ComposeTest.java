package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rule sets that compose: a rule set written after every shipped one, declaring a new figure
 * {@code is follower}, is obeyed by every shipped rule about followers with no combination file;
 * two rule sets that both set one thing only one can have are an error naming both places, and
 * conditions declared by several rule sets add up.
 */
class ComposeTest {
    @TempDir Path tmp;

    private Path ruleSet(String name, String text) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("mine").resolve(name));
        Files.writeString(dir.resolve(name + ".rules"), text);
        return dir;
    }

    private Path squire() throws IOException {
        ruleSet("squire", """
                // A new figure, written after the fact: one squire per player, a follower in all respects.
                ruleset squire extends base {
                  piece squire is follower { supply 1 }
                }
                """);
        return tmp.resolve("mine");
    }

    private Cli.Result run(Path mine, String scenario) throws IOException {
        Path f = tmp.resolve("s" + System.nanoTime() + ".scenario");
        Files.writeString(f, scenario);
        return Cli.run("run", "--rules-dir", mine.toString(), f.toString());
    }

    @Test void aNewFollowerIsRefusedOnABarnsFieldByAbbeyAndMayor() throws IOException {
        Cli.Result r = run(squire(), """
                scenario "the squire, a follower, may not join a barn's field (004 4.4.8.1)" {
                  rules base, abbey-and-mayor, squire
                  players red, blue
                  board {
                    B at 0,0 { blue barn on f1 }
                  }
                  moves {
                    red: place B at 1,0; squire on f1
                  }
                  expect {
                    error "'squire on f1' is not a legal choice; legal: follower on m, wagon on m, squire on m, none"
                  }
                }
                """);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("1 passed, 0 failed"), r.out());
    }

    @Test void aNewFollowerStandsOnAShrineAndCapsATowerAndCountsInMajorities() throws IOException {
        Cli.Result r = run(squire(), """
                scenario "the squire may be a heretic (the Cult's rule names the follower kind)" {
                  rules base, cult, squire
                  players red, blue
                  moves {
                    red: place cu1 at 0,1; squire on s
                  }
                  expect {
                    on 0,1.s: red squire
                    supply red squire == 0
                  }
                }
                scenario "the squire caps a tower (the Tower's rule names the follower kind)" {
                  rules base, tower, squire
                  players red, blue
                  board {
                    D at 0,0
                    tw2 at 0,1 { blue tower_piece on t }
                  }
                  moves {
                    red: place E at 1,1; "squire on 0,1.t"
                  }
                  expect {
                    on 0,1.t: blue tower_piece, red squire
                  }
                }
                scenario "the squire occupies a road: no follower joins it, and it scores it" {
                  rules base, squire
                  players red, blue
                  turn blue
                  board {
                    D at 0,0 { red squire on r }
                  }
                  moves {
                    blue: place U at 1,0; "zzz"
                  }
                  expect {
                    error "'zzz' is not a legal choice; legal: follower on f1, follower on f2, squire on f1, squire on f2, none"
                  }
                }
                """);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("3 passed, 0 failed"), r.out());
    }

    @Test void conditionsOfTwoRuleSetsAddUp() throws IOException {
        ruleSet("a", "ruleset a extends base { piece follower { when not is(cloister) } }\n");
        ruleSet("b", "ruleset b extends base { piece follower { when not is(road) } }\n");
        Cli.Result r = run(tmp.resolve("mine"), """
                scenario "no follower on a cloister (a) nor on a road (b); base's own condition still holds" {
                  rules base, a, b
                  players red, blue
                  moves {
                    red: place V at 0,1; "zzz"
                  }
                  expect {
                    error "'zzz' is not a legal choice; legal: follower on f1, follower on f2, none"
                  }
                }
                """);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("1 passed, 0 failed"), r.out());
    }

    @Test void twoRuleSetsSettingOnePropertyAreAnErrorNamingBoth() throws IOException {
        ruleSet("a", "ruleset a extends base {\n  piece follower { strength 2 }\n}\n");
        ruleSet("b", "ruleset b extends base {\n  piece follower { strength 3 }\n}\n");
        Cli.Result r = Cli.run("play", "--rules-dir", tmp.resolve("mine").toString(), "--rules", "base,a,b", "--bots", "random");
        assertEquals(1, r.code(), r.out() + r.err());
        String a = tmp.resolve("mine/a/a.rules").toString(), b = tmp.resolve("mine/b/b.rules").toString();
        assertTrue(r.err().contains(b + ":2:20: rule sets a (" + a + ":2:20) and b (" + b + ":2:20) both replace the strength of piece follower"
                + ", and neither extends the other, so one would be lost; write "), r.err());
        assertTrue(r.err().contains("ruleset a with b { piece follower { strength ... } }"), r.err());
    }

    @Test void twoOptionDefaultsAndTwoReplacedValuesAreErrors() throws IOException {
        ruleSet("a", "ruleset a extends base {\n  option farmer_points = 4\n  value city_tile_points(c: component) = 3\n}\n");
        ruleSet("b", "ruleset b extends base {\n  option farmer_points = 5\n  value city_tile_points(c: component) = super(c) + 1\n}\n");
        Cli.Result r = Cli.run("play", "--rules-dir", tmp.resolve("mine").toString(), "--rules", "base,a,b", "--bots", "random");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("both replace option farmer_points"), r.err());
        assertTrue(r.err().contains("both replace value city_tile_points"), r.err());
    }

    @Test void valuesRefinedWithSuperByTwoRuleSetsMerge() throws IOException {
        ruleSet("a", "ruleset a extends base {\n  value city_tile_points(c: component) = super(c) + 1\n}\n");
        ruleSet("b", "ruleset b extends base {\n  value city_tile_points(c: component) = super(c) + 2\n}\n");
        Cli.Result r = run(tmp.resolve("mine"), """
                scenario "a city of two tiles: 2 + 1 + 2 = 5 per tile" {
                  rules base, a, b
                  players red, blue
                  turn blue
                  board {
                    D at 0,0 { red follower on c }
                  }
                  moves {
                    blue: place E at 0,-1 rot 180; none
                  }
                  expect {
                    score red == 10
                  }
                }
                """);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("1 passed, 0 failed"), r.out());
    }

    @Test void aTagNamingAFigureAndAnUnknownKindAreExplained() throws IOException {
        ruleSet("a", "ruleset a extends base {\n  piece squire { supply 1  tags follower }\n  piece page is folower { supply 1 }\n}\n");
        Cli.Result r = Cli.run("check", "--rules-dir", tmp.resolve("mine").toString(), tmp.resolve("mine/a").toString());
        String a = tmp.resolve("mine/a/a.rules").toString();
        assertTrue(r.out().contains(a + ":2:33: tags follower: follower is a figure; to make squire one of its kind write 'piece squire is follower'"), r.out());
        assertTrue(r.out().contains(a + ":3:17: piece page is folower: no figure is called 'folower'"), r.out());
        assertTrue(r.out().contains("did you mean 'follower'"), r.out());
    }

    @Test void aNewWayToScoreIsAScoringToEveryShippedRule() throws IOException {
        ruleSet("toll", """
                // A new way to score, written after the fact: after each turn, every open road of two
                // tiles or more pays its majority 1 (a toll).
                ruleset toll extends base {
                  turn {
                    step toll after score {
                      for each r in components(road) where not complete and tiles >= 2 { award 1 to majority(r) as toll }
                    }
                  }
                }
                """);
        Cli.Result r = run(tmp.resolve("mine"), """
                scenario "the toll scores red's road: the fairy beside his highwayman pays 3 (004 4.4.5.1)" {
                  rules base, princess-and-dragon, toll
                  players red, blue
                  board {
                    D at 0,0 { red follower on r }
                  }
                  moves {
                    red: place U at 1,0; "move fairy beside follower on 0,0.r"
                  }
                  expect {
                    event "red +1: road scored (2 tiles)"
                    event "red +3: fairy"
                    score red == 4
                  }
                }
                """);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("1 passed, 0 failed"), r.out());
    }

    @Test void twoStartTilesWithoutACombinationAreAnErrorAndACombinationSettlesThem() throws IOException {
        ruleSet("a", "ruleset a extends base {\n  start E at 0,0\n}\n");
        ruleSet("b", "ruleset b extends base {\n  start U at 0,0\n}\n");
        String mine = tmp.resolve("mine").toString();
        Cli.Result r = Cli.run("play", "--rules-dir", mine, "--rules", "base,a,b", "--bots", "random");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("both declare the start tiles, and neither extends the other"), r.err());
        assertTrue(r.err().contains("ruleset a with b { start TILE at X,Y ... }"), r.err());
        Files.writeString(tmp.resolve("mine/a/with-b.rules"), "ruleset a with b {\n  start V at 0,0\n}\n");
        Cli.Result ok = Cli.run("play", "--rules-dir", mine, "--rules", "base,b,a", "--bots", "random", "--seed", "1");
        assertEquals(0, ok.code(), ok.out() + ok.err());
    }
}
