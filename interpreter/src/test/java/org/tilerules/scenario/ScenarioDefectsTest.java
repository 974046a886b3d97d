package org.tilerules.scenario;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Defects of the scenario runner met by modders writing new expansions (issue 35); each failed before its fix. */
class ScenarioDefectsTest {
    @TempDir Path dir;

    private Outcome run(String body) throws IOException { return OneScenario.run(dir, body); }

    private static String message(Outcome o) { return OneScenario.message(o); }

    @Test void aBoardLeavesBoxedTilesInTheBox() throws IOException {
        // abbot boxes every E, H, I, M, N, R, U, V: 72 tiles, less the board's D
        Outcome o = run("  rules base, abbot\n  players red, blue\n  board { D at 0,0 }\n  expect {\n    remaining == 71\n  }\n");
        assertTrue(o.passed(), o.message());
        Outcome e = run("  rules base, abbot\n  players red, blue\n  board { D at 0,0 }\n"
                + "  moves {\n    red: place E at 0,-1 rot 180; none\n  }\n  expect {\n    error \"no E is left in the bag\"\n  }\n");
        assertTrue(e.passed(), e.message());
    }

    @Test void aBoxedTileMayStillStandOnTheBoard() throws IOException {
        Outcome o = run("  rules base, abbot\n  players red, blue\n  board { D at 0,0\n  E at 0,-1 rot 180 }\n  expect {\n    remaining == 71\n    complete 0,0.c\n  }\n");
        assertTrue(o.passed(), o.message());
    }

    /**
     * A board's bag leaves out the tiles the rules set aside, as a game's set-up does: with the river and
     * River II, base's start D and River I's source (92 tiles left without a board; with a board of one D
     * the bag also holds River II's spring, the start tile no longer on the table: 92 + 1 - 1).
     */
    @Test void aBoardLeavesSetAsideTilesOutOfTheBag() throws IOException {
        Outcome o = run("  rules base, river, river-2\n  players red, blue\n  board { D at 0,0 }\n  expect {\n    remaining == 92\n  }\n");
        assertTrue(o.passed(), o.message());
    }

    @Test void aDecisionWithOneOptionLeavesTheWrittenChoiceToTheNext() throws IOException {
        // gm8 at 1,0 has one tile around it (0,0): the gold decision answers itself, the follower is the figure step's
        Outcome o = run("  rules base, gold-mines\n  players red, blue\n  board { D at 0,0 }\n"
                + "  moves {\n    red: place gm8 at 1,0; follower on r1\n  }\n"
                + "  expect {\n    on 1,0.r1: red follower\n    tokens on 0,0: gold 1\n    tokens on 1,0: gold 1\n  }\n");
        assertTrue(o.passed(), o.message());
        Outcome written = run("  rules base, gold-mines\n  players red, blue\n  board { D at 0,0 }\n"
                + "  moves {\n    red: place gm8 at 1,0; \"gold on 0,0\"; follower on r1\n  }\n"
                + "  expect {\n    on 1,0.r1: red follower\n    tokens on 0,0: gold 1\n  }\n");
        assertTrue(written.passed(), written.message());
    }

    /** A token on tiles written as one a player holds is told so, not "unknown token 'gold'; known: none". */
    @Test void aTokenOnTilesWrittenAsHeldSaysWhatItIs() throws IOException {
        Outcome o = run("  rules base, plague\n  players red, blue\n  board { D at 0,0 }\n  setup { set_tokens(red, flea, 2) }\n");
        assertFalse(o.passed());
        assertTrue(message(o).contains("'flea' is a token lying on tiles, not one players hold"), message(o));
    }
}
