package org.tilerules.cli;

import org.tilerules.simulate.RulesDir;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A modder's folder of rule sets beside the program's: {@code --rules-dir DIR} (or the folders of
 * TILERULES_RULES_DIR) is searched before the program's own rulesets, so a rule set there may
 * extend {@code base} and be played as {@code --rules base,mine}.
 */
class ModdersFolderTest {
    @TempDir Path tmp;

    /** mine/mine: a rule set extending base with one tile file of two straight roads; a scenario playing one. */
    private Path mine() throws IOException {
        Path mine = Files.createDirectories(tmp.resolve("mine"));
        Path rs = Files.createDirectories(mine.resolve("mine"));
        Files.writeString(rs.resolve("mine.rules"), """
                // Two more straight roads.
                ruleset mine extends base {
                  tiles "mine.tiles"
                }
                """);
        Files.writeString(rs.resolve("mine.tiles"), """
                tileset mine
                // a straight road W-E
                tile M1 count 2 {
                  road  r [W E]
                  field f1 [Nw Ne En Wn]
                  field f2 [Es Se Sw Ws]
                }
                """);
        Files.writeString(tmp.resolve("mine.scenario"), """
                scenario "mine's road tile extends the start tile's road" {
                  rules base, mine
                  players red, blue
                  turn red
                  board {
                    D at 0,0 { blue follower on r }
                  }
                  moves {
                    red: place M1 at 1,0; none
                  }
                  expect {
                    open 0,0.r
                    score blue == 0
                    supply blue follower == 6
                  }
                }
                """);
        return mine;
    }

    private static Cli.Result run(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, o, e, env::get);
        }
        return new Cli.Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test void aModdersRuleSetExtendsBaseWithPlayCheckRunSimulateAndTiles() throws IOException {
        String mine = mine().toString();
        Cli.Result play = Cli.run("play", "--rules-dir", mine, "--rules", "base,mine", "--bots", "random", "--seed", "3");
        assertEquals(0, play.code(), play.err());
        Cli.Result check = Cli.run("check", "--rules-dir", mine, mine, tmp.resolve("mine.scenario").toString());
        assertEquals(0, check.code(), check.out() + check.err());
        assertEquals("", check.out());
        assertTrue(check.err().endsWith("checked 3 files: 0 problems\n"), check.err());
        Cli.Result run = Cli.run("run", "--rules-dir", mine, tmp.resolve("mine.scenario").toString());
        assertEquals(0, run.code(), run.out() + run.err());
        assertTrue(run.out().contains("1 passed"), run.out());
        Cli.Result sim = Cli.run("simulate", "--rules-dir", mine, "--rules", "base,mine", "--bots", "random", "--games", "2");
        assertEquals(0, sim.code(), sim.err());
        assertTrue(sim.out().contains("rules base,mine"), sim.out());
        Cli.Result tiles = Cli.run("tiles", "--rules-dir", mine, "--rules", "base,mine");
        assertEquals(0, tiles.code(), tiles.err());
        assertTrue(tiles.out().contains("M1"), tiles.out());
        Cli.Result bench = Cli.run("bench", "--rules-dir", mine, "--rules", "base,mine", "--games", "1");
        assertEquals(0, bench.code(), bench.err());
    }

    @Test void withoutTheFolderTheRuleSetIsUnknownAndTheKnownNamesComeFromEveryFolder() throws IOException {
        String mine = mine().toString();
        Cli.Result without = Cli.run("play", "--rules", "base,mine", "--bots", "random");
        assertEquals(2, without.code());
        assertTrue(without.err().startsWith("error: unknown rule set 'mine' in "), without.err());
        assertTrue(without.err().endsWith(", wheel-of-fortune (a folder of rule sets of your own: --rules-dir DIR, or "
                + "TILERULES_RULES_DIR)\n"), without.err());
        assertFalse(without.err().contains(" mine,") || without.err().contains(", mine"), without.err());
        Cli.Result typo = Cli.run("play", "--rules-dir", mine, "--rules", "base,mien", "--bots", "random");
        assertEquals(2, typo.code());
        assertTrue(typo.err().contains("did you mean 'mine'? known: abbey-and-mayor, abbot, base, "), typo.err());
        assertTrue(typo.err().contains(", messages, mine, phantom, "), typo.err());
    }

    @Test void theEnvironmentVariableAddsFoldersLikeTheOption() throws IOException {
        String mine = mine().toString();
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Map<String, String> env = Map.of(RulesDir.ENV, empty + File.pathSeparator + mine);
        Cli.Result play = run(env, "play", "--rules", "base,mine", "--bots", "random", "--seed", "3");
        assertEquals(0, play.code(), play.err());
        assertEquals(Cli.run("play", "--rules-dir", mine, "--rules", "base,mine", "--bots", "random", "--seed", "3").out(), play.out());
        Cli.Result missing = run(Map.of(RulesDir.ENV, tmp.resolve("nowhere").toString()), "play", "--rules", "base");
        assertEquals(2, missing.code());
        assertEquals("error: " + RulesDir.ENV + ": " + tmp.resolve("nowhere") + ": no such folder\n", missing.err());
    }

    @Test void aNameInTwoFoldersIsTheFirstFoldersAndCheckSaysSo() throws IOException {
        Path mine = mine();
        // a base of the modder's own: the program's with one U instead of eight
        Path base = Files.createDirectories(mine.resolve("base"));
        Files.writeString(base.resolve("base.rules"), Files.readString(Cli.repo().resolve("rulesets/base/base.rules"))
                .replace("\"../../tiles/base.tiles\"", "\"base.tiles\""));
        Files.writeString(base.resolve("base.tiles"), Files.readString(Cli.repo().resolve("tiles/base.tiles"))
                .replace("tile U count 8 {", "tile U count 1 {"));
        Cli.Result tiles = Cli.run("tiles", "--rules-dir", mine.toString(), "--rules", "base");
        assertEquals(0, tiles.code(), tiles.err());
        assertTrue(tiles.out().endsWith("24 tile types, 65 tiles\n"), tiles.out());
        assertTrue(Cli.run("tiles", "--rules", "base").out().endsWith("24 tile types, 72 tiles\n"));
        Cli.Result check = Cli.run("check", "--rules-dir", mine.toString(), base.toString());
        assertEquals(0, check.code(), check.out() + check.err());
        assertTrue(check.err().startsWith("note: rule set base is found in " + base + " first, and " + Cli.path("rulesets/base")
                + " is not read\n"), check.err());
    }

    @Test void aFileCheckedIsCheckedWithItsOwnRuleSetEvenWhenAnEarlierFolderHoldsOneOfItsName() throws IOException {
        Path other = Files.createDirectories(tmp.resolve("other/base"));
        Files.writeString(other.resolve("base.rules"), "ruleset base {\n  option x = nonsense\n}\n");
        Cli.Result r = Cli.run("check", "--rules-dir", tmp.resolve("other").toString(), Cli.path("rulesets/base/base.rules"));
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.err().endsWith("checked 1 file: 0 problems\n"), r.err());
    }

    @Test void aFolderOfOneRuleSetIsToldToNameTheFolderAbove() throws IOException {
        Path mine = mine();
        Cli.Result r = Cli.run("check", "--rules-dir", mine.resolve("mine").toString(), mine.toString());
        assertEquals(2, r.code());
        assertEquals("error: --rules-dir " + mine.resolve("mine") + ": the folder holds .rules files itself; name the folder "
                + "above it, which holds one folder per rule set (mine/ among them)\n", r.err());
    }
}
