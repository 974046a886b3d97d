package org.tilerules.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Expectations written as booleans of the rule language (issue 39): what holds, and what a failure says. */
class ExpressionExpectationsTest {
    @TempDir Path dir;

    private static final String PLAYED = "  rules base\n  players red, blue\n  board { D at 0,0 }\n"
            + "  moves { red: place E at 0,-1 rot 180; follower on c }\n";

    private Outcome run(String body) throws IOException { return OneScenario.run(dir, body); }

    private static String message(Outcome o) { return OneScenario.message(o); }

    @Test void theRulesBuiltInsAndThePlayersAreInScope() throws IOException {
        Outcome o = run(PLAYED + "  expect {\n    red.score == 4 and blue.score == 0\n    red.supply(follower) == 7; remaining == 70\n"
                + "    count(board where x == 0) == 2\n    current == blue\n    tile_at(0, -1) != tile_at(0, 0)\n"
                + "    count(tile_at(0, 0).pieces(follower)) == 0\n  }\n");
        assertTrue(o.passed(), o.message());
    }

    @Test void aFailureNamesTheExpressionAndTheValuesOfItsParts() throws IOException {
        Outcome o = run(PLAYED + "  expect {\n    red.score == 4 and (blue.score == 3 or not (current == blue))\n  }\n");
        assertEquals("x.scenario:7:5: expected red.score == 4 and (blue.score == 3 or not (current == blue)), "
                + "but blue.score is 0, current == blue is true", message(o));
        Outcome t = run(PLAYED + "  expect {\n    tile_at(0, -1) == tile_at(5, 5)\n  }\n");
        assertEquals("x.scenario:7:5: expected tile_at(0, -1) == tile_at(5, 5), but tile_at(0, -1) is E at 0,-1, tile_at(5, 5) is no tile",
                message(t));
    }

    @Test void theScoreLineIsAShortFormOfTheExpression() throws IOException {
        Outcome o = run(PLAYED + "  expect {\n    score red == 5\n  }\n");
        assertEquals("x.scenario:7:5: expected red.score == 5, but red.score is 4 (events: red +4: city completed (2 tiles))", message(o));
    }

    @Test void aMistakeInTheExpressionIsReportedWhereWritten() throws IOException {
        Outcome o = run(PLAYED + "  expect {\n    red.score\n  }\n");
        assertEquals("x.scenario:7:5: an expectation must be true or false, found a number in 'red.score'", message(o));
        Outcome n = run(PLAYED + "  expect {\n    remaining == 70\n    red.scor == 4\n  }\n");
        assertTrue(message(n).startsWith("x.scenario:8:5: a player has no member 'scor'"), message(n));
    }
}
