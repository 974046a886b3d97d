package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CheckCommandTest {
    @TempDir Path tmp;

    @Test void misspelledPortAndUnknownKind() throws IOException {
        Path f = tmp.resolve("bad.tiles");
        Files.writeString(f, "tileset t\ntile Z count 1 {\n  citty c [N]\n  road r [W Ex]\n}\n");
        Cli.Result r = Cli.run("check", f.toString());
        assertEquals(1, r.code());
        String[] lines = r.out().split("\n");
        assertEquals(2, lines.length, r.out());
        assertTrue(lines[0].startsWith(f + ":3:3: unknown feature kind 'citty'; did you mean 'city'? known: road, city, "), lines[0]);
        assertEquals(f + ":4:13: unknown port 'Ex'; ports are Nw N Ne En E Es Se S Sw Ws W Wn", lines[1]);
        assertEquals("checked 1 file: 2 problems\n", r.err());
    }

    @Test void shippedFoldersAreClean() {
        Cli.Result r = Cli.run("check", Cli.path("rulesets"), Cli.path("tiles"));
        assertEquals("", r.out());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().matches("checked \\d+ files: 0 problems\n"), r.err());
    }

    /** A piece or feature kind drawn without a label: a warning at its draw clause (issue 37), not a failure. */
    @Test void aDrawClauseWithoutALabelIsAWarning() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("rulesets/knights"));
        Path f = dir.resolve("knights.rules");
        Files.writeString(f, "ruleset knights extends base {\n"
                + "  piece night_watch is follower { supply 1  draw { glyph person  size 20 } }\n"
                + "  piece squire is follower { supply 1  draw { label \"squire\"  glyph person  size 16 } }\n"
                + "  feature city { draw { fill \"#aa8844\" } }\n"
                + "}\n");
        Cli.Result r = Cli.run("check", "--rules-dir", Cli.path("rulesets"), f.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(f + ":2:45: warning: piece night_watch has a draw clause without a label: people read it as 'night watch'; "
                + "add 'label \"...\"' with the name a player knows it by\n", r.out(), "base's city has its label; the squire has one");
        assertEquals("checked 1 file: 0 problems, 1 warning\n", r.err());
    }

    @Test void anUnknownRuleSetInAScenarioIsReportedAtItsName() throws IOException {
        Path f = tmp.resolve("s.scenario");
        Files.writeString(f, "scenario \"s\" {\n  rules base, abbey-and-mayr\n  players red, blue\n}\n");
        Cli.Result r = Cli.run("check", "--rules-dir", Cli.path("rulesets"), f.toString());
        assertEquals(1, r.code());
        assertEquals(f + ":2:15: unknown rule set 'abbey-and-mayr'; did you mean 'abbey-and-mayor'? known: "
                + String.join(", ", org.tilerules.front.RulesLoader.available(Path.of(Cli.path("rulesets")))) + "\n", r.out());
    }

    @Test void missingPath() {
        Cli.Result r = Cli.run("check", tmp.resolve("nothing.rules").toString());
        assertEquals(1, r.code());
        assertEquals(tmp.resolve("nothing.rules") + ":1:1: no such file or folder\n", r.out());
    }

    @Test void needsAPath() {
        Cli.Result r = Cli.run("check");
        assertEquals(2, r.code());
        assertEquals("error: Missing required parameter: 'PATH' (see 'carcassonne check --help')\n", r.err());
    }
}
