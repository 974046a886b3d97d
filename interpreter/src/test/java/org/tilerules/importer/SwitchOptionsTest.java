package org.tilerules.importer;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.front.RulesLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * That program's switches that choose house rules our rule sets offer as options import and are played so
 * (issue 35): King & Robber's scoring (KR7), on its shared rule test, where Alice ends with the king (3
 * completed cities) and Bob with the robber baron (2 completed roads).
 */
class SwitchOptionsTest {
    private static final Path SHARED = TestSupport.repo().getParent().resolve("shared");
    private static final Path KING = SHARED.resolve("jcz-records/king-and-robber/king-and-robber-scoring.jcz");

    /** Alice's and Bob's scores, and the record's options, when the record sets that switch. */
    private static List<Object> scores(String key, String value) throws IOException {
        String text = Files.readString(KING);
        if (key != null) text = text.replace("\"rules\": {}", "\"rules\": {\"" + key + "\": \"" + value + "\"}");
        ForeignImport im = new ForeignImport(TestSupport.repo().resolve("import/jcz.map"), SHARED.resolve("jcz-tile-data"));
        Conversion.Result r = im.convert(ForeignRecord.parse("king-and-robber-scoring.jcz", text),
                names -> RulesLoader.load(TestSupport.repo().resolve("rulesets"), names));
        var o = r.record().options();
        return List.of(r.game().score[0], r.game().score[1],
                o.get("title_points") + "/" + o.get("both_titles_points") + "/" + o.get("titles_at_once"));
    }

    @Test void kingAndRobbersScoringSwitchesImport() throws IOException {
        Assumptions.assumeTrue(Files.isRegularFile(KING), "skipped: no JCloisterZone records at " + KING);
        assertEquals(List.of(3, 2, "0/0/false"), scores(null, null));
        assertEquals(List.of(3, 2, "0/0/false"), scores("king-and-robber-scoring", "default"));
        assertEquals(List.of(10, 10, "10/0/false"), scores("king-and-robber-scoring", "10/20"));
        assertEquals(List.of(15, 15, "15/40/false"), scores("king-and-robber-scoring", "15/40"));
        assertEquals(List.of(15, 15, "15/40/false"), scores("king-and-robber-baron-scoring", "15/40"));
        assertEquals(List.of(3, 0, "0/0/true"), scores("king-and-robber-scoring", "continuously"));
    }
}
