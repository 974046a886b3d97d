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
 * The generic capabilities the Tower brought: a zone per player ({@code zone NAME per player},
 * {@code keep}, {@code ZONE.of(p)}, {@code w.keeper}, {@code w.kept}), one figure sent home
 * ({@code return w}), an option per figure of a list, a supply by player count, a figure that may
 * stand on a kind anywhere ({@code on KIND anywhere if EXPR}), the tiles in straight lines
 * ({@code t.lines(N)}) and the tiles of a component ({@code c.places}). A rule set written for the
 * test, scenarios pinning each, and the diagnostics of their misuse.
 */
class KeepingTest {
    @TempDir Path tmp;

    static final String RULES = """
            ruleset keeping extends base {
              zone vault per player
              zone pool
              piece scout { supply 4, 3, 1 for players 2..4  strength 0  on cloister anywhere if figures(follower) > 0 }
              turn {
                step seize after score {
                  choose {
                    option "seize" for w in pieces_of(placed.lines(1), follower) where it.owner != current { move w to vault }
                    option "pool" for w in pieces_of(placed.lines(0), follower) { move w to pool }
                    option "free" for w in vault.of(current) where it.kept { award count(placed.lines(2)) to w.keeper as road  return w }
                    none
                  }
                }
              }
            }
            """;

    static final String SCENARIOS = """
            // D at 0,0: N=C E=R S=F W=R; B: a cloister, all field; U: F/R/F/R.
            scenario "supply by player count: the first number for 2 players" {
              rules keeping
              players red, blue
              expect {
                supply red scout == 4
              }
            }
            scenario "supply by player count: past the last count, the last number" {
              rules keeping, inns-and-cathedrals
              players red, blue, green, yellow, black
              expect {
                supply black scout == 1
              }
            }
            // The tile's own cloister has no follower, so the scout goes only on the occupied one at 0,2.
            scenario "on KIND anywhere if EXPR: only where the condition holds, anywhere on the board" {
              rules keeping
              players red, blue
              board {
                D at 0,0
                B at 0,2 { blue follower on m }
              }
              moves {
                red: place B at 0,1; "zzz"
              }
              expect {
                error "'zzz' is not a legal choice; legal: follower on m, follower on f1, scout on 0,2.m, none"
              }
            }
            // Red's tile at 0,1 sees 0,0 (one north); blue's follower there goes into red's vault.
            scenario "keep: into the chooser's own zone" {
              rules keeping
              players red, blue
              board {
                D at 0,0 { blue follower on c }
              }
              moves {
                red: place U at 0,1; follower on r; "seize blue follower at 0,0.c"
              }
              expect {
                in vault of red: blue follower
                in vault of blue: none
                on 0,0.c: none
              }
            }
            scenario "return w: from a player's zone to its owner's supply; w.keeper scores" {
              rules keeping
              players red, blue
              board {
                D at 0,0
                U at 0,1
              }
              setup { put_in_zone_of(vault, red, blue, follower) }
              moves {
                red: place U at 0,2; none; "free blue follower in vault of red"
              }
              expect {
                in vault of red: none
                supply blue follower == 7
                score red == 3
              }
            }
            scenario "keep into a shared zone" {
              rules keeping
              players red, blue
              moves {
                red: place U at 0,1; follower on r; "pool red follower at 0,1.r"
              }
              expect {
                in pool: red follower
                supply red follower == 6
              }
            }
            """;

    @Test void zonesPerPlayerLinesAndAnywhere() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("keeping", RULES);
            List<Outcome> outcomes = folder.run("keeping.scenario", SCENARIOS);
            assertEquals(6, outcomes.size(), outcomes.toString());
            for (Outcome o : outcomes) assertEquals(true, o.passed(), o.name() + ": " + o.message());
        }
    }

    @Test void misuseIsReportedWhereItIsWritten() throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            Path rulesets = folder.rulesets;
            folder.ruleSet("bad", """
                ruleset bad extends base {
                  zone pool
                  piece scout { supply 4, 3 for players 2..4 }
                  piece guard { supply 4, 3 }
                  turn {
                    step x after score {
                      for each w in current.pieces(follower) { move w to pool for current  move w to cellar }
                      return current
                    }
                  }
                }
                """);
            Diagnostics d = new Diagnostics();
            RulesLoader.load(rulesets, List.of("bad"), d);
            List<String> got = d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length())).toList();
            assertEquals(List.of(
                    "bad.rules:3:41: players 2..4 are 3 player counts, but 2 supplies are given",
                    "bad.rules:4:27: several supplies need the player counts they are for: supply 4, 3 ... for players FROM..TO",
                    "bad.rules:7:67: zone pool is shared, not one per player: write 'move w to pool' without 'for'",
                    "bad.rules:7:86: unknown zone 'cellar'; known: pool",
                    "bad.rules:8:14: expected a component, a figure or a list of figures, found a player in 'current'"), got);
        }
    }
}
