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
                        + "'move current.pieces(figure) where placed.tagged(festival) to supply', the one way to move a piece (docs/language.md, Moving pieces)",
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

    @Test void eachRemovedMoveNamesTheMoveToWrite() {
        String[][] cases = {
                {"choose { place figure on placed  none }", "'place figure on ' is now 'move figure to '"},
                {"choose { place tile from hand in holes }", "'place tile from hand in holes' is now 'move tile from hand to holes'"},
                {"choose { take back figure in current.pieces(abbot)  none }", "'take back figure in current.pieces(abbot)' is now 'move current.pieces(abbot) to supply'"},
                {"choose { move neutral count to zones  none }", "'move neutral count to zones' is now 'move count to zones'"},
                {"choose { move neutral dragon to adjacent when dragon_may_enter(it) }",
                        "'move neutral dragon to adjacent when dragon_may_enter(it)' is now 'move dragon to tile_of(dragon).adjacent where dragon_may_enter(it)'"},
                {"choose { move neutral fairy beside current.pieces(follower)  none }", "'move neutral fairy beside ' is now 'move fairy to '"},
                {"choose { rejoin ferry on t  none }", "'rejoin ferry on ' is now 'move ferry to '"},
                {"choose { link tunnel  none }", "'link tunnel' is now 'move tunnel to board'"},
                {"keep w in prison of p", "'keep w in prison of p' is now 'move w to prison for p'"},
                {"give 2 coin to current", "'give 2 coin to current' is now 'move 2 coin to current'"},
                {"take 1 coin from p", "'take 1 coin from p' is now 'move 1 coin from p to supply'"},
                {"put 1 gold on placed", "'put 1 gold on placed' is now 'move 1 gold to placed'"},
                {"remove gold from t", "'remove gold from t' is now 'move gold from t to supply'"},
                {"remove sheep from t for p", "'remove sheep from t for p' is now 'move sheep from t to supply for p'"},
                {"give king to current record 3", "'give king to current record 3' is now 'move king to current  set_record(king, 3)'"},
                {"return figures on placed when it.is(follower)", "'return figures on placed when it.is(follower)' is now 'return placed.pieces(figure) where it.is(follower)'"},
        };
        for (String[] c : cases) {
            List<String> got = syntax("ruleset old extends base {\n  on completed road r {\n    " + c[0] + "\n  }\n}\n");
            assertEquals(1, got.stream().filter(m -> m.contains(" is now ")).count(), c[0] + ": " + got);
            String hint = got.stream().filter(m -> m.contains(" is now ")).findFirst().orElseThrow();
            assertEquals(true, hint.startsWith("old.rules:3:") && hint.contains("syntax: " + c[1] + ", the one way to move a piece (docs/language.md, Moving pieces)"),
                    c[0] + ": " + hint);
        }
    }

    @Test void eachRemovedDeclarationNamesWhatItBecame() {
        assertEquals(List.of(
                "old.rules:2:3: syntax: 'figure scout' is now 'piece scout', one declaration for everything that moves (docs/language.md, Items), with the figure's properties",
                "old.rules:2:3: syntax: 'token gold on tiles' is now 'piece gold { on tiles }', one declaration for everything that moves (docs/language.md, Items); held by players too: 'on tiles, players'",
                "old.rules:2:3: syntax: 'token wine, grain' is now 'piece wine, grain', one declaration for everything that moves (docs/language.md, Items): tokens players hold",
                "old.rules:2:3: syntax: 'title king' is now 'piece king { neutral }', one declaration for everything that moves (docs/language.md, Items): one of nobody's, held by one player at a time",
                "old.rules:2:3: syntax: 'link tunnel { ends tunnel  pairs' is now 'piece tunnel { on ends tunnel  supply ... }', one declaration for everything that moves (docs/language.md, Items): a supply of pairs per player",
                "old.rules:2:3: syntax: 'junction ferry { ends lake' is now 'piece ferry { on ends lake }', one declaration for everything that moves (docs/language.md, Items): nobody's pieces on a tile's ends",
                "old.rules:2:3: syntax: 'deck message { cards' is now 'piece message { cards ... }', one declaration for everything that moves (docs/language.md, Items)",
                "old.rules:2:3: syntax: 'end when' is now 'value game_over() =', a named value the engine asks after every turn, refined with super() (docs/language.md, Items)",
                "old.rules:2:3: syntax: 'placement with bridge when' is now 'addition bridge: ... placement when', a part of the addition's declaration (docs/language.md, Items)",
                "old.rules:2:15: syntax: 'tiles river' is now 'segment NAME { first ...  tiles ...  last ... }', a segment's parts in the run's order, each at most once (docs/language.md, Items)",
                "old.rules:2:3: syntax: 'hand abbey 1' is now 'piece abbey { on board  supply 1 }', one declaration for everything that moves (docs/language.md, Items): a tile each player holds in his hand",
                "old.rules:2:3: syntax: 'set aside dragon when' is now 'value set_aside() = super() or drawn_tagged(dragon) and', a named value the engine asks of each tile drawn (docs/language.md, Items)",
                "old.rules:2:3: syntax: 'players 2..6' is now 'value min_players() = 2  value max_players() = 6', named values the engine reads (docs/language.md, Items)",
                "old.rules:2:3: syntax: 'without E, H' is now 'piece E, H { on box }', one declaration for everything that moves (docs/language.md, Items): tiles that stay in the box"),
                java.util.stream.Stream.of(
                        "figure scout { supply 2  on road }",
                        "token gold on tiles",
                        "token wine, grain",
                        "title king",
                        "link tunnel { ends tunnel  pairs 2 }",
                        "junction ferry { ends lake }",
                        "deck message { cards a, b }",
                        "end when remaining == 0",
                        "placement with bridge when true",
                        "segment r { tiles river  first A }",
                        "hand abbey 1",
                        "set aside dragon when not on_board(dragon)",
                        "players 2..6",
                        "without E, H")
                        // each in a file of its own: the parser's recovery from one skips what follows it
                        .flatMap(line -> syntax("ruleset old extends base {\n  " + line + "\n}\n").stream().limit(1)).toList());
    }
}
