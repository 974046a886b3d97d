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

    /** Every switch that program's saved games list (its rule tests since 2021 carry them all), whatever is played. */
    private static final String ALL_SWITCHES = """
            "rules": {"princess-action": "may", "fairy-placement": "next-follower", "dragon-move": "before-scoring",
              "barn-placement": "not-occupied", "wagon-move": "C2", "bazaar-no-auction": false,
              "hill-tiebreaker": "at-least-one-follower", "espace-variant": "any-tile", "gq11-pig-herd": "pig",
              "tunnelize-other-expansions": true, "more-tunnel-tokens": "3/2", "festival-return": "meeple",
              "keep-monasteries": "replace", "labyrinth-variant": "advanced", "coc-final-scoring": "market-only",
              "count-move": "by-player", "little-buildings-scoring": "1/1/1", "king-and-robber-scoring": "default",
              "tiny-city-scoring": "4"}""";

    /** The switches of expansions not in the game mean nothing there: a record listing them all imports. */
    @Test void switchesOfExpansionsNotPlayedAreAccepted() throws IOException {
        Path fairy = SHARED.resolve("jcz-records/princess-and-dragon/fairy-empty-city.jcz");
        Assumptions.assumeTrue(Files.isRegularFile(fairy), "skipped: no JCloisterZone records at " + fairy);
        ForeignImport im = new ForeignImport(TestSupport.repo().resolve("import/jcz.map"), SHARED.resolve("jcz-tile-data"));
        ForeignRecord rec = ForeignRecord.parse("fairy-empty-city.jcz", Files.readString(fairy).replace("\"rules\": {}", ALL_SWITCHES));
        Conversion.Result r = im.convert(rec, names -> RulesLoader.load(TestSupport.repo().resolve("rulesets"), names));
        for (Assertions.Verdict v : im.check(rec, r)) assertEquals(Assertions.Status.PASS, v.status(), v.line());
        // a switch about an expansion that is played must still be mapped: the barn's placement is not
        Path barn = SHARED.resolve("jcz-records/abbey-and-mayor/barn-scoring.jcz");
        ForeignRecord w = ForeignRecord.parse("barn-scoring.jcz", Files.readString(barn).replace("\"rules\": {}", ALL_SWITCHES));
        ImportException e = org.junit.jupiter.api.Assertions.assertThrows(ImportException.class,
                () -> im.convert(w, names -> RulesLoader.load(TestSupport.repo().resolve("rulesets"), names)));
        assertEquals("barn-scoring.jcz: setup.rules: switch barn-placement = not-occupied is not in " + im.map.file, e.getMessage());
    }

    /** The crop circle's choice (CIRCLE_REMOVE_OR_DEPLOY) answers our "add" or "remove" (CC1). */
    @Test void theCropCirclesChoiceIsOurOption() throws IOException {
        Assumptions.assumeTrue(Files.isRegularFile(KING), "skipped: no JCloisterZone records at " + KING);
        for (String value : List.of("DEPLOY", "REMOVE")) {
            String text = """
                    {"appVersion": "5.7.0", "test": {"assertions": ["Alice has 0 points"]},
                     "setup": {"sets": {"basic:1": 1, "corn-circles/1": 1}, "elements": {"small-follower": 7, "farmers": true}, "rules": {},
                               "start": [{"tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0}]},
                     "players": [{"name": "Alice", "slot": 0}],
                     "replay": [
                       {"type": "PLACE_TILE", "payload": {"tileId": "CC.1/Rr", "rotation": "R0", "position": [1, 0]}},
                       {"type": "PASS", "payload": {}},
                       {"type": "COMMIT", "payload": {"random": 0.0}},
                       {"type": "CIRCLE_REMOVE_OR_DEPLOY", "payload": {"value": "%s"}}],
                     "gameAnnotations": {}}
                    """.formatted(value);
            ForeignImport im = new ForeignImport(TestSupport.repo().resolve("import/jcz.map"), SHARED.resolve("jcz-tile-data"));
            Conversion.Result r = im.convert(ForeignRecord.parse("circle.jcz", text),
                    names -> RulesLoader.load(TestSupport.repo().resolve("rulesets"), names));
            int[] choices = r.record().choices();
            // place, none, then the circle's choice: 0 add, 1 remove
            assertEquals(value.equals("DEPLOY") ? 0 : 1, choices[choices.length - 1], java.util.Arrays.toString(choices));
        }
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
