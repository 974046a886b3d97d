package org.tilerules.language;

import org.junit.jupiter.api.Test;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.Parsing;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A rule file written with a removed statement is told, at its place, what to write now. */
class OldFormsTest {
    static List<String> syntax(String rules) {
        Diagnostics d = new Diagnostics();
        Parsing.parser("old.rules", rules, d).rulesFile();
        return d.all().stream().map(Object::toString).toList();
    }

    @Test void eachRemovedStatementNamesItsCall() {
        assertEquals(List.of(
                "old.rules:3:17: syntax: 'draw tile' is now 'draw_tile()', a call of a built-in action (docs/language.md, Actions)",
                "old.rules:4:48: syntax: 'repeat turn' is now 'repeat_turn()', a call of a built-in action (docs/language.md, Actions)",
                "old.rules:5:14: syntax: 'turn c into castle' is now 'turn_into(c, castle)', a call of a built-in action (docs/language.md, Actions)",
                "old.rules:6:14: syntax: 'call house.double(' is now 'house.double(...)', a script procedure called without 'call' (docs/scripts.md)",
                "old.rules:7:14: syntax: 'auction 2 tiles for seats_after(current) bids up to 5 as bazaar' is now "
                        + "'auction_bids(2, seats_after(current), 5, bazaar)', a call of a built-in action (docs/language.md, Actions)",
                "old.rules:8:14: syntax: 'return follower from f' is now 'return f.pieces(follower)', the list of those figures (docs/language.md, Statements)",
                "old.rules:9:23: syntax: 'take back figure when placed.tagged(festival)' is now "
                        + "'take back figure in current.pieces(figure) where placed.tagged(festival)', one option per figure of the list (docs/language.md, Statements)",
                // the parser's recovery from the choice's old form closes the turn one brace early
                "old.rules:11:1: syntax: unexpected '}'; expected the end of the file"),
                syntax("""
                        ruleset old extends base {
                          turn {
                            step tile { draw tile  place tile }
                            step extra after score { if repeats == 0 { repeat turn } }
                            step a { turn c into castle }
                            step b { call house.double(r) }
                            step c { auction 2 tiles for seats_after(current) bids up to 5 as bazaar }
                            step d { return follower from f }
                            step e { choose { take back figure when placed.tagged(festival)  none } }
                          }
                        }
                        """));
    }
}
