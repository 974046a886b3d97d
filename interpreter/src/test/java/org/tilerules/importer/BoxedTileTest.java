package org.tilerules.importer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;
import org.tilerules.front.RulesLoader;
import org.tilerules.record.GameRecord;
import org.tilerules.runtime.Game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A tile a rule takes out of the game unseen ({@code move tile from bag to box}: the hill of rules
 * hills) is none of the record's placed tiles (issue 35): the record's next tile is still the next
 * drawn. The hill's draw from the flock bag takes the record's random number.
 */
class BoxedTileTest {
    @TempDir Path tmp;

    private static final String TILES = """
            <defs><tiles>
              <tile id="X/start"><road>W E</road><city>N</city><field city="N">EL WR</field><field>ER SL SR WL</field></tile>
              <tile id="X/cap"><city>N</city><field city="N">WL WR SL SR EL ER</field></tile>
              <tile id="H/cloister"><monastery /><road>S</road><field>NL NR EL ER SL SR WL WR</field><hill /></tile>
            </tiles></defs>
            """;

    /** Ann lays the hill south of the start tile; Ben closes the start's city with the cap and a follower. */
    private static String record(double initialRandom) {
        return """
                {"appVersion": "5.7.0", "initialRandom": %s,
                 "test": {"assertions": []},
                 "setup": {"sets": {"basic:1": 1, "hills:1": 1}, "elements": {"small-follower": 7, "farmers": true}, "rules": {},
                           "start": [{"tile": "X/start", "x": 0, "y": 0, "rotation": 0}]},
                 "players": [{"name": "Ann", "slot": 0}, {"name": "Ben", "slot": 1}],
                 "replay": [
                   {"type": "PLACE_TILE", "payload": {"tileId": "H/cloister", "rotation": "R0", "position": [0, 1]}},
                   {"type": "PASS", "payload": {}},
                   {"type": "COMMIT", "payload": {"random": 0.0}},
                   {"type": "PLACE_TILE", "payload": {"tileId": "X/cap", "rotation": "R180", "position": [0, -1]}},
                   {"type": "DEPLOY_MEEPLE", "payload": {"pointer": {"position": [0, -1], "feature": "City", "location": "S"}, "meepleId": "1.small.1"}},
                   {"type": "COMMIT", "payload": {"random": 0.0}}],
                 "gameAnnotations": {"endTurn": 2}}
                """.formatted(initialRandom);
    }

    /** Ann's and Ben's scores, the rolls, and the tiles left after the record is converted, and again after its replay. */
    private List<Object> play(double initialRandom) throws IOException {
        Path tiles = Files.createDirectories(tmp.resolve("tiles"));
        Files.writeString(tiles.resolve("x.xml"), TILES);
        Path map = Files.writeString(tmp.resolve("hills.map"), "set hills:1 hills\ntag hill hill\n");
        ForeignImport im = new ForeignImport(TestSupport.repo().resolve("import/jcz.map"), List.of(map), tiles);
        Conversion.Result r = im.convert(ForeignRecord.parse("hill.jcz", record(initialRandom)), BoxedTileTest::rules);
        GameRecord back = GameRecord.fromJson(r.record().toJson());
        Game g = TestSupport.replay(back, BoxedTileTest::rules);
        assertEquals(List.of(), back.differences(g));
        return List.of(r.game().score[0], r.game().score[1], back.imported().rolls(), r.game().board.n, g.board.n);
    }

    private static org.tilerules.runtime.Rules rules(List<String> names) {
        return RulesLoader.load(TestSupport.repo().resolve("rulesets"), names);
    }

    @Test void aTileBoxedUnderAHillIsNotTheRecordsNextTile() throws IOException {
        // 0.5 of six tokens (4 sheep, then 2 wolves): the fourth, a sheep, grazes on Ann's hill: 1 point at the end,
        // and 1 for the hill itself, which paid no shields (our hills' barren hill)
        assertEquals(List.of(2, 4, List.of(4), 3, 3), play(0.5));
        // 0.9: the sixth, a wolf: the barren hill's point alone
        assertEquals(List.of(1, 4, List.of(6), 3, 3), play(0.9));
    }
}
