package org.tilerules.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The exact scenario mode: every decision is answered by the scenario, and a wrong answer is reported where it is written. */
class ExactScenarioTest {
    @TempDir Path dir;

    private Outcome run(String body) throws IOException { return OneScenario.run(dir, body); }

    private static final String TWO = "  rules base\n  players red, blue\n  board { D at 0,0 }\n";

    /** The message without the temp folder and the rule file's folder, which depend on where the test runs. */
    private static String message(Outcome o) { return OneScenario.message(o).replaceAll("\\(\\S*base\\.rules", "(base.rules"); }

    @Test void anUnansweredDecisionFailsAtTheMoveNamingWhoWhatAndTheOptions() throws IOException {
        Outcome o = run(TWO + "  moves {\n    red: place E at 0,-1 rot 180\n  }\n");
        assertFalse(o.passed());
        assertEquals("x.scenario:6:5: red was asked a figure choice (base.rules:60:19) that the move does not answer;"
                + " options: follower on c, follower on f1, none. Write the answer as the move's next choice (none: '; none'),"
                + " or add 'answer unwritten none' to the scenario", message(o));
    }

    @Test void answerUnwrittenNoneAnswersThemNone() throws IOException {
        Outcome o = run(TWO + "  answer unwritten none\n  moves {\n    red: place E at 0,-1 rot 180\n  }\n"
                + "  expect {\n    score red == 0\n    supply red follower == 7\n  }\n");
        assertTrue(o.passed(), o.message());
    }

    @Test void aWrittenChoiceNotOfferedIsAnErrorAtItsOwnPosition() throws IOException {
        Outcome o = run(TWO + "  moves {\n    red: place E at 0,-1 rot 180;  follower on f9\n  }\n");
        assertFalse(o.passed());
        assertEquals("x.scenario:6:36: red was asked a figure choice (base.rules:60:19):"
                + " 'follower on f9' is not a legal choice; legal: follower on c, follower on f1, none", message(o));
    }

    @Test void aLeftOverChoiceIsQuotedAsWritten() throws IOException {
        Outcome o = run(TWO + "  moves {\n    red: place E at 0,-1 rot 180; none; follower  on   c\n  }\n");
        assertFalse(o.passed());
        assertEquals("x.scenario:6:41: the turn asked for no more choices,"
                + " but the move still has 'follower  on   c'", message(o));
    }

    @Test void aRejectedSetUpCanBeExpected() throws IOException {
        assertTrue(run("  rules base\n  players red\n  expect {\n    setup error \"1 player, but the rules allow 2..5\"\n  }\n").passed());
        Outcome accepted = run(TWO + "  expect {\n    setup error \"players\"\n  }\n");
        assertEquals("x.scenario:6:5: expected the set-up to be rejected with \"players\", but it was accepted", message(accepted));
        Outcome withMoves = run("  rules base\n  players red\n  moves {\n    red: place E at 0,-1; none\n  }\n  expect {\n    setup error \"player\"\n  }\n");
        assertEquals("x.scenario:8:5: a scenario that expects its set-up to be rejected can have no moves and no other expectations",
                message(withMoves));
        Outcome other = run("  rules base\n  players red\n  expect {\n    setup error \"7 players\"\n  }\n");
        assertEquals("x.scenario:5:5: expected the set-up to be rejected with \"7 players\", found:"
                + " x.scenario:3:3: 1 player, but the rules allow 2..5", message(other));
    }

    @Test void handsAreSetAndExpected() throws IOException {
        String setup = "  rules base, abbey-and-mayor\n  players red, blue\n  board { D at 0,0 }\n";
        assertTrue(run(setup + "  expect {\n    hand red: abbey\n    hand blue: abbey\n  }\n").passed());
        assertTrue(run(setup + "  setup {\n    clear_hand(red)\n    clear_hand(blue)\n    add_to_hand(blue, abbey)\n    add_to_hand(blue, abbey)\n  }\n  expect {\n    hand red: none\n    hand blue: abbey, abbey\n  }\n").passed());
        Outcome o = run(setup + "  setup { clear_hand(red) }\n  expect {\n    hand red: abbey\n  }\n");
        assertEquals("x.scenario:7:5: hand red: expected abbey, found none", message(o));
    }

    @Test void noEventOfAKind() throws IOException {
        String closes = TWO + "  moves {\n    red: place E at 0,-1 rot 180; follower on c\n  }\n";
        assertTrue(run(closes + "  expect {\n    no event \"road\"\n  }\n").passed());
        Outcome o = run(closes + "  expect {\n    no event \"city completed\"\n  }\n");
        assertEquals("x.scenario:9:5: expected no score event containing \"city completed\";"
                + " found: red +4: city completed (2 tiles)", message(o));
    }

    @Test void aDecisionAfterTheGameEndsIsAnsweredByALineOfItsOwn() throws IOException {
        String hole = "  rules base, abbey-and-mayor\n  players red, blue\n"
                + "  board {\n    A at 0,-1\n    N at 0,1\n    U at 1,0\n    B at -1,0\n  }\n";
        Outcome o = run(hole + "  moves {\n    end\n  }\n");
        assertEquals("x.scenario:11:5: blue was asked a tile choice (abbey-and-mayor.rules:87:11) that 'end' does not answer;"
                + " options: place abbey at 0,0 rot 0, none. Write a line 'blue: ANSWER' after this one (none: 'blue: none'),"
                + " or add 'answer unwritten none' to the scenario",
                message(o).replaceAll("\\(\\S*abbey-and-mayor\\.rules", "(abbey-and-mayor.rules"));
        assertTrue(run(hole + "  moves {\n    end\n    blue: none\n    red: none\n  }\n  expect {\n    hand red: abbey\n  }\n").passed());
    }
}
