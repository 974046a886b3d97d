package org.tilerules.cli;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code import} and {@code replay FILE.jcz [--check]}: on records written here
 * (with tile descriptions of our own in that program's format), and on the
 * shared JCloisterZone records when ../shared is there.
 */
class ImportCommandTest {
    @TempDir Path tmp;

    /** Two tiles in the other program's format: the start tile (our D) and a city cap (our E). */
    private static final String TILES = """
            <defs><tiles>
              <tile id="X/start"><road>W E</road><city>N</city><field city="N">EL WR</field><field>ER SL SR WL</field></tile>
              <tile id="X/cap"><city>N</city><field city="N">WL WR SL SR EL ER</field></tile>
            </tiles></defs>
            """;

    /** A record: the cap closes the start tile's city with a follower on it; then a pass. */
    private static String record(String actions, String assertions) {
        return """
                {"appVersion": "5.7.0",
                 "test": {"assertions": [%s]},
                 "setup": {"sets": {"basic:1": 1}, "elements": {"small-follower": 7, "farmers": true}, "rules": {},
                           "start": [{"tile": "X/start", "x": 0, "y": 0, "rotation": 0}]},
                 "players": [{"name": "Ann", "slot": 0}, {"name": "Ben", "slot": 1}],
                 "replay": [%s],
                 "gameAnnotations": {"endTurn": 1}}
                """.formatted(assertions, actions);
    }

    private static final String CLOSE = """
            {"type": "PLACE_TILE", "payload": {"tileId": "X/cap", "rotation": "R180", "position": [0, -1]}},
            {"type": "DEPLOY_MEEPLE", "payload": {"pointer": {"position": [0, -1], "feature": "City", "location": "S"}, "meepleId": "0.small.1"}},
            {"type": "COMMIT", "payload": {"random": 0.0}}""";

    private Path tiles() throws IOException {
        Path d = tmp.resolve("tiles");
        Files.createDirectories(d);
        Files.writeString(d.resolve("x.xml"), TILES);
        return d;
    }

    private Path file(String name, String text) throws IOException {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    /** The written record gets a new file's usual mode (the umask's), not a temporary file's private 0600 (issue 28, point 14). */
    @Test void importWritesItsFileWithTheUsualMode() throws IOException {
        if (!tmp.getFileSystem().supportedFileAttributeViews().contains("posix")) return;
        Path jcz = file("game.jcz", record(CLOSE, "\"Ann has 4 points\""));
        Path out = tmp.resolve("game.json");
        Path probe = Files.createFile(tmp.resolve("probe"));
        Cli.Result r = Cli.run("import", jcz.toString(), "-o", out.toString(), "--jcz-tiles", tiles().toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.getPosixFilePermissions(probe), Files.getPosixFilePermissions(out));
        assertEquals(List.of("game.jcz", "game.json", "probe", "tiles"), Files.list(tmp).map(p -> p.getFileName().toString()).sorted().toList(),
                "no temporary file is left");
    }

    @Test void importWritesARecordThatReplays() throws IOException {
        Path jcz = file("game.jcz", record(CLOSE, "\"Ann has 4 points\""));
        Path out = tmp.resolve("game.json");
        Cli.Result r = Cli.run("import", jcz.toString(), "-o", out.toString(), "--jcz-tiles", tiles().toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("wrote " + out + ": rules base, 2 player(s), 2 tiles, 2 choices\n", r.err());
        String json = Files.readString(out);
        assertTrue(json.contains("\"imported\": {\"from\": \"JCloisterZone 5.7.0: game.jcz\", \"bag\": [\"E\"], \"supplies\": {}, \"finished\": true}"), json);
        Cli.Result replay = Cli.run("replay", "--log", out.toString());
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().startsWith("turn 1 Ann: place E at 0,-1 rot 180; follower on c\n  Ann +4: city completed (2 tiles)\n"), replay.out());
        assertTrue(replay.out().endsWith("replay matches the record\n"), replay.out());
    }

    @Test void checkPrintsEachAssertion() throws IOException {
        Path jcz = file("game.jcz", record(CLOSE, "\"Ann has 4 points\", \"Ann scored city for 4 points\", \"Ben has 1 point\", \"Ann built a castle\""));
        Cli.Result r = Cli.run("replay", jcz.toString(), "--check", "--jcz-tiles", tiles().toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.out().endsWith("""
                replay matches the record
                PASS  Ann has 4 points  (our score: 4)
                PASS  Ann scored city for 4 points  (turn 1: city completed (2 tiles))
                FAIL  Ben has 1 point  (our score: 0)
                UNSUPPORTED  Ann built a castle  (a form this program does not read)
                2 passed, 2 failed or unsupported
                """), r.out());
    }

    /** UNDO takes back the action before it (the follower), not yet committed: Ann passes instead and scores nothing. */
    @Test void undoTakesBackTheActionBeforeIt() throws IOException {
        String undone = CLOSE.replace("{\"type\": \"COMMIT\",",
                "{\"type\": \"UNDO\", \"payload\": {}},\n{\"type\": \"PASS\", \"payload\": {}},\n{\"type\": \"COMMIT\",");
        Path jcz = file("undo.jcz", record(undone, "\"Ann has 0 points\""));
        Cli.Result r = Cli.run("replay", jcz.toString(), "--check", "--jcz-tiles", tiles().toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().endsWith("PASS  Ann has 0 points  (our score: 0)\n1 passed, 0 failed or unsupported\n"), r.out());
        Path first = file("undo-first.jcz", record("{\"type\": \"UNDO\", \"payload\": {}}, " + CLOSE, ""));
        Cli.Result bad = Cli.run("replay", first.toString(), "--check", "--jcz-tiles", tiles().toString());
        assertEquals(1, bad.code());
        assertEquals("error: " + first + ": replay[0] (UNDO): nothing to take back (the step before it was committed)\n", bad.err());
    }

    /**
     * {@code --map FILE} adds lines to the shipped map: a tile set it lacks, here one that plays with
     * the base rules. Repeatable, the later file winning; a bad line names its file and line.
     */
    @Test void addedMapsExtendTheShippedOne() throws IOException {
        Path jcz = file("mine.jcz", record(CLOSE, "\"Ann has 4 points\"").replace("\"basic:1\": 1", "\"basic:1\": 1, \"my-expansion:1\": 1"));
        Path tiles = tiles();
        Cli.Result without = Cli.run("replay", jcz.toString(), "--check", "--jcz-tiles", tiles.toString());
        assertEquals(1, without.code());
        assertTrue(without.err().contains("setup.sets: tile set 'my-expansion:1' has no rule set here"), without.err());
        Path mine = file("mine.map", "# my expansion\nset my-expansion:1 base\n");
        Cli.Result with = Cli.run("replay", jcz.toString(), "--check", "--jcz-tiles", tiles.toString(), "--map", mine.toString());
        assertEquals(0, with.code(), with.err());
        assertTrue(with.out().endsWith("PASS  Ann has 4 points  (our score: 4)\n1 passed, 0 failed or unsupported\n"), with.out());
        // a later map gives the word another meaning: a rule set that does not exist
        Path other = file("other.map", "set my-expansion:1 nothing-here\n");
        Cli.Result later = Cli.run("replay", jcz.toString(), "--check", "--jcz-tiles", tiles.toString(),
                "--map", mine.toString(), "--map", other.toString());
        assertEquals(2, later.code());
        assertTrue(later.err().startsWith("error: unknown rule set 'nothing-here' in "), later.err());
        Path broken = file("broken.map", "set my-expansion:1 base\nfigure lonely\n");
        Cli.Result bad = Cli.run("replay", jcz.toString(), "--check", "--jcz-tiles", tiles.toString(), "--map", broken.toString());
        assertEquals(1, bad.code());
        assertEquals("error: " + broken + ":2:1: expected 'figure NAME OURS'\n", bad.err());
        Cli.Result missing = Cli.run("import", jcz.toString(), "--map", tmp.resolve("none.map").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().startsWith("error: --map " + tmp.resolve("none.map") + ": no such file"), missing.err());
    }

    /** MOVE_NEUTRAL_FIGURE onto a tile: the dragon's step after a dragon tile (that program's tile data from ../shared). */
    @Test void theDragonStepsOntoTheTileTheRecordNames() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(Cli.repo().getParent().resolve("shared/jcz-tile-data")), "skipped: no tile data in ../shared");
        String jcz = """
                {"appVersion": "5.7.0",
                 "test": {"assertions": ["Ann has 0 points"]},
                 "setup": {"sets": {"basic:1": 1, "princess-and-dragon:1": 1}, "elements": {"small-follower": 7, "farmers": true, "dragon": true},
                           "rules": {}, "start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}]},
                 "players": [{"name": "Ann", "slot": 0}],
                 "replay": [
                  {"type": "PLACE_TILE", "payload": {"tileId": "DG/F.v", "rotation": "R0", "position": [0, 1]}},
                  {"type": "PASS", "payload": {}},
                  {"type": "COMMIT", "payload": {}},
                  {"type": "PLACE_TILE", "payload": {"tileId": "DG/C.d", "rotation": "R0", "position": [1, 1]}},
                  {"type": "PASS", "payload": {}},
                  {"type": "MOVE_NEUTRAL_FIGURE", "payload": {"figureId": "dragon.1", "to": [%s]}},
                  {"type": "COMMIT", "payload": {}}],
                 "gameAnnotations": {"endTurn": 2}}
                """;
        Path file = file("dragon.jcz", jcz.formatted("0, 0"));
        Path out = tmp.resolve("dragon.json");
        Cli.Result r = Cli.run("import", file.toString(), "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        Cli.Result log = Cli.run("replay", "--log", out.toString());
        assertTrue(log.out().startsWith("turn 1 Ann: place pd1 at 0,1 rot 0\nturn 2 Ann: place pd4 at 1,1 rot 0; move dragon to 0,0\n"), log.out());
        Path bad = file("dragon-bad.jcz", jcz.formatted("5, 5"));
        Cli.Result refused = Cli.run("import", bad.toString(), "-o", out.toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().contains("replay[5] (MOVE_NEUTRAL_FIGURE): 'move dragon to 5,5' is not offered (turn 2, Ann was asked a "), refused.err());
    }

    /** A switch choosing a reading our rules offer as an option is played with that option; the converted record keeps it. */
    @Test void aSwitchCanSetAnOption() throws IOException {
        String rec = record(CLOSE, "\"Ann has 4 points\"").replace("\"small-follower\": 7,", "\"small-follower\": 7, \"bazaar\": true,")
                .replace("\"rules\": {}", "\"rules\": {\"bazaar-no-auction\": true}");
        Path jcz = file("bazaar.jcz", rec);
        Path out = tmp.resolve("bazaar.json");
        Cli.Result r = Cli.run("import", jcz.toString(), "-o", out.toString(), "--jcz-tiles", tiles().toString());
        assertEquals(0, r.code(), r.err());
        String json = Files.readString(out);
        assertTrue(json.contains("\"bazaar_bids\": false"), json);
        Path plain = file("plain.jcz", record(CLOSE, "").replace("\"rules\": {}", "\"rules\": {\"bazaar-no-auction\": true}"));
        Cli.Result refused = Cli.run("import", plain.toString(), "-o", out.toString(), "--jcz-tiles", tiles().toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().contains("setup.rules: switch bazaar-no-auction = true sets option 'bazaar_bids', which rules base do not declare"),
                refused.err());
    }

    /** RETURN_MEEPLE: the princess sends the player's knight home; our "take back" option on that city. */
    @Test void aFollowerTakenBackByThePrincess() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(Cli.repo().getParent().resolve("shared/jcz-tile-data")), "skipped: no tile data in ../shared");
        String jcz = """
                {"appVersion": "5.7.0",
                 "test": {"assertions": ["Ann has 0 points"]},
                 "setup": {"sets": {"basic:1": 1, "princess-and-dragon:1": 1}, "elements": {"small-follower": 7, "farmers": true, "princess": true},
                           "rules": {}, "start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}]},
                 "players": [{"name": "Ann", "slot": 0}],
                 "replay": [
                  {"type": "PLACE_TILE", "payload": {"tileId": "BA/CFc.1", "rotation": "R90", "position": [0, -1]}},
                  {"type": "DEPLOY_MEEPLE", "payload": {"pointer": {"position": [0, -1], "feature": "City", "location": "NS"}, "meepleId": "0.small.1"}},
                  {"type": "COMMIT", "payload": {}},
                  {"type": "PLACE_TILE", "payload": {"tileId": "DG/Cc.p", "rotation": "R180", "position": [0, -2]}},
                  {"type": "RETURN_MEEPLE", "payload": {"pointer": {"featurePointer": {%s},
                                                                    "meepleId": "0.small.1"}, "source": "PRINCESS"}},
                  {"type": "COMMIT", "payload": {}}],
                 "gameAnnotations": {"endTurn": 2}}
                """;
        Path file = file("princess.jcz", jcz.formatted("\"position\": [0, -1], \"feature\": \"City\", \"location\": \"NS\""));
        Path out = tmp.resolve("princess.json");
        Cli.Result r = Cli.run("import", file.toString(), "-o", out.toString());
        assertEquals(0, r.code(), r.err());
        Cli.Result log = Cli.run("replay", "--log", out.toString());
        assertTrue(log.out().startsWith("turn 1 Ann: place G at 0,-1 rot 90; follower on c\n"
                + "turn 2 Ann: place pd20 at 0,-2 rot 180; take back follower from 0,-1.c\n"), log.out());
        Path bad = file("princess-bad.jcz", jcz.formatted("\"position\": [0, 0], \"feature\": \"Road\", \"location\": \"WE\""));
        Cli.Result refused = Cli.run("import", bad.toString(), "-o", out.toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().contains("replay[4] (RETURN_MEEPLE): taking back follower from the pointed feature is not offered (turn 2, "),
                refused.err());
    }

    @Test void checkIsForForeignRecordsOnly() throws IOException {
        Cli.Result r = Cli.run("replay", file("game.json", "{}").toString(), "--check");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("error: --check evaluates the assertions of a JCloisterZone record (FILE.jcz); "), r.err());
    }

    /** Each problem names the action (its index in "replay") and what is missing; nothing is written. */
    @Test void unsupportedOrMalformedRecordsAreRefusedWithoutWriting() throws IOException {
        String[][] cases = {
                {record("{\"type\": \"PLACE_TOKEN\", \"payload\": {\"token\": \"BARREL\"}}", ""), "replay[0] (PLACE_TOKEN): token 'BARREL' has no counterpart in "},
                {record("{\"type\": \"JUMP\", \"payload\": {}}", ""), "replay[0] (JUMP): the action type is not in "},
                {record("{\"type\": \"FLOCK_EXPAND_OR_SCORE\", \"payload\": {}}", ""), "replay[0] (FLOCK_EXPAND_OR_SCORE): cannot be represented: Hills & Sheep: no rule set here"},
                {record(CLOSE.replace("0.small.1", "0.abbot.1"), ""), "replay[1] (DEPLOY_MEEPLE): figure '0.abbot.1' is our abbot, which rules base do not have (an element of the set-up adds it)"},
                {record(CLOSE.replace("R180", "R0"), ""), "replay[0] (PLACE_TILE): 'place E at 0,-1 rot 0' is not a legal placement (turn 1, Ann was asked a tile choice; options: "},
                {record(CLOSE.replace("\"PLACE_TILE\",", "\"PLACE_TILE\", \"player\": 1,"), ""), "replay[0] (PLACE_TILE): the record has Ben place this tile, our rules ask Ann (turn 1, "},
                {record(CLOSE.replace("\"S\"", "\"N\""), ""), "replay[1] (DEPLOY_MEEPLE): tile E at 0,-1 has no city at location 'N'"},
                {record(CLOSE.replace("X/cap", "X/none"), ""), "replay[0] (PLACE_TILE): tile X/none is not in the tile descriptions, nor in "},
                {record(CLOSE, "").replace("\"small-follower\": 7,", "\"zeppelin\": true,"), "setup.elements: 'zeppelin' is not in "},
                // (a switch about an expansion not played, dragon-move without the dragon, is accepted whatever its value)
                {record(CLOSE, "").replace("\"rules\": {}", "\"rules\": {\"tiny-city-scoring\": \"X\"}"), "setup.rules: switch tiny-city-scoring = X is not in "},
                {record(CLOSE, "").replace("\"x\": 0,", "\"x\": 1,"), "setup.start: the record starts with [D at 1,0 rot 0], rules base with [D at 0,0 rot 0]"},
                {record(CLOSE, "").replace("\"setup\"", "\"set-up\""), "the file has no \"setup\""},
                {"{\"setup\": ", "bad JSON"},
        };
        Path tiles = tiles();
        for (String[] c : cases) {
            Path jcz = file("bad.jcz", c[0]);
            Path out = tmp.resolve("bad.json");
            Cli.Result r = Cli.run("import", jcz.toString(), "-o", out.toString(), "--jcz-tiles", tiles.toString());
            assertEquals(1, r.code(), c[1] + ": " + r.err());
            assertTrue(r.err().startsWith("error: " + jcz + ": ") || r.err().startsWith("error: " + jcz + ":1:"), r.err());
            assertTrue(r.err().contains(c[1]), "expected '" + c[1] + "' in: " + r.err());
            assertFalse(Files.exists(out), "nothing is written for " + c[1]);
        }
    }

    @Test void theSharedRecordsImportAndCheck() throws IOException {
        Path shared = Cli.repo().getParent().resolve("shared/jcz-records");
        Assumptions.assumeTrue(Files.isDirectory(shared), "skipped: no JCloisterZone records at " + shared);
        Cli.Result r = Cli.run("replay", shared.resolve("basic/field-scoring.jcz").toString(), "--check");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().endsWith("""
                PASS  Carol has 0 points  (our score: 0)
                PASS  Oscar has 9 points  (our score: 9)
                PASS  Oscar scored field for 3 points  (turn 3: field at game end (1 tile))
                PASS  Oscar scored field for 6 points  (turn 3: field at game end (2 tiles))
                4 passed, 0 failed or unsupported
                """), r.out());
        // a record that had not ended: --log shows its last turn too (the flying machine's take-off)
        Cli.Result fm = Cli.run("replay", shared.resolve("flying-machines/placement-is-mandatory.jcz").toString(), "--log");
        assertEquals(0, fm.code(), fm.err());
        assertTrue(fm.out().contains("\nturn 3 Eve: place "), fm.out());
        Cli.Result tiny = Cli.run("replay", shared.resolve("basic/tiny-city-rule.jcz").toString(), "--check");
        assertEquals(1, tiny.code());
        assertTrue(tiny.err().startsWith("note: switch tiny-city-scoring = 2: a completed city of two tiles scores 2 there"), tiny.err());
        assertTrue(tiny.out().contains("FAIL  Wendy scored city for 2 points  (our city events of Wendy: 6, 4 points)\n"), tiny.out());
    }

    /** Without JCloisterZone's tile descriptions the error says where an installation keeps them (issue 35). */
    @Test void missingTileDescriptionsSayWhereToFindThem() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("no-xml"));
        Path jcz = tmp.resolve("x.jcz");
        Files.writeString(jcz, "{}");
        Cli.Result r = Cli.run("import", jcz.toString(), "-o", tmp.resolve("o.json").toString(), "--jcz-tiles", empty.toString());
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().contains("no tile descriptions (*.xml) in " + empty + "; JCloisterZone keeps them in the 'expansions' folder "
                + "in the 'resources' folder of an installation"), r.err());
    }
}
