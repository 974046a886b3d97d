package org.tilerules.importer;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
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
 * The other program's random numbers decide our rolls in a converted game (issue 35): the flying
 * machine's die takes the number of the action that sent the follower flying.
 */
class ForeignRandomTest {
    private static final Path SHARED = TestSupport.repo().getParent().resolve("shared");
    private static final Path FLIER = SHARED.resolve("jcz-records/flying-machines/placement-is-mandatory.jcz");

    /** floor(r * N) + 1, then the next number of the 48-bit sequence for a second draw. */
    @Test void aDrawTakesTheRecordsNumberThenItsSequence() {
        ForeignRandom r = new ForeignRandom(0.0);
        assertEquals(1, r.applyAsInt(3));
        r.set(0.5);
        assertEquals(2, r.applyAsInt(3));
        r.set(0.99);
        assertEquals(6, r.applyAsInt(6));
        r.set(0.0);
        r.applyAsInt(3);                          // 0.0 -> 11 / 2^48: still the smallest third
        assertEquals(1, r.applyAsInt(3));
        assertEquals(List.of(1, 2, 6, 1, 1), toList(r));
    }

    private static List<Integer> toList(ForeignRandom r) {
        var out = new java.util.ArrayList<Integer>();
        for (int i = 0; i < r.rolls.size(); i++) out.add(r.rolls.get(i));
        return out;
    }

    private static org.tilerules.runtime.Rules rules(List<String> names) {
        return RulesLoader.load(TestSupport.repo().resolve("rulesets"), names);
    }

    /** Where Eve's flying follower lands (x, y) and the roll, when its action carries this number; the replay agrees. */
    private static List<Integer> landing(double random) throws IOException {
        String text = Files.readString(FLIER).replace("\"meepleId\": \"0.small.1\",\n        \"random\": 0.0",
                "\"meepleId\": \"0.small.1\",\n        \"random\": " + random);
        ForeignImport im = new ForeignImport(TestSupport.repo().resolve("import/jcz.map"), SHARED.resolve("jcz-tile-data"));
        Conversion.Result r = im.convert(ForeignRecord.parse("placement-is-mandatory.jcz", text), ForeignRandomTest::rules);
        // the converted record replays to the same game: its rolls are fixed
        GameRecord back = GameRecord.fromJson(r.record().toJson());
        Game g = TestSupport.replay(back, ForeignRandomTest::rules);
        List<Integer> there = where(r.game()), replayed = where(g);
        assertEquals(there, replayed, "the replay lands where the conversion did");
        return List.of(there.get(0), there.get(1), back.imported().rolls().get(0));
    }

    private static List<Integer> where(Game g) {
        for (int x = 0; x < g.graph.nFig; x++) {
            int f = g.graph.figAt[x];
            if (g.graph.figOwner[x] == 0 && f >= 0) {
                int t = g.graph.tile[f];
                if (g.board.x[t] != 3) return List.of(g.board.x[t], g.board.y[t]);
            }
        }
        throw new AssertionError("Eve's follower did not land");
    }

    @Test void theFlyingMachinesDieTakesTheActionsNumber() throws IOException {
        Assumptions.assumeTrue(Files.isRegularFile(FLIER), "skipped: no JCloisterZone records at " + FLIER);
        // the machine at 3,0 points west: a roll of d lands on 3 - d, 0
        assertEquals(List.of(2, 0, 1), landing(0.0));
        assertEquals(List.of(1, 0, 2), landing(0.5));
        assertEquals(List.of(0, 0, 3), landing(0.9));
    }
}
