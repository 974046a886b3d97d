package org.tilerules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.Diagnostic;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every diagnostic names file:line:col, what was found, and what exists instead; all of them are reported. */
class FrontEndDiagnosticsTest {
    @TempDir Path dir;

    private static final String TILES_OK = "tileset t\ntile A count 2 {\n  wall w [N]\n  path p [W E]\n  land f1 [En Wn] touches w\n  land f2 [Es Se Sw Ws]\n}\n";

    private static final String RULES_HEAD = "ruleset t {\n  tiles \"../../t.tiles\"\n  start A at 0,0\n"
            + "  feature wall { complete when open_ports == 0 sums gems }\n  feature path\n  feature land\n"
            + "  piece pawn { supply 3 on wall, path, land when figures(pawn) == 0 }\n"
            + "  turn { step a { draw_tile() place_tile() } step b { choose { move figure to placed none } } step c { score_completed() } }\n"
            + "  value game_over() = remaining == 0\n";

    private List<String> load(String tiles, String rules) throws IOException {
        Files.writeString(dir.resolve("t.tiles"), tiles);
        Path rs = dir.resolve("rulesets").resolve("t");
        Files.createDirectories(rs);
        Files.writeString(rs.resolve("t.rules"), rules);
        Diagnostics d = new Diagnostics();
        RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        return d.all().stream().sorted((a, b) -> a.toString().compareTo(b.toString()))
                .map(x -> fileName(x) + x.toString().substring(x.file().length())).toList();
    }

    private static String fileName(Diagnostic d) { return Path.of(d.file()).getFileName().toString(); }

    @Test void aValidRuleSetHasNoDiagnostics() throws IOException {
        assertEquals(List.of(), load(TILES_OK, RULES_HEAD + "}\n"));
    }

    @Test void twoFeaturesOfOneKindMayShareAPortAndNoMore() throws IOException {
        String two = "tileset t\ntile A count 2 {\n  wall w1 [N W]\n  wall w2 [N E]\n  land f1 [Se Sw]\n}\n";
        assertEquals(List.of(), load(two, RULES_HEAD + "}\n"));
        String three = "tileset t\ntile A count 2 {\n  wall w1 [N W]\n  wall w2 [N E]\n  wall w3 [N S]\n}\n";
        assertEquals(List.of("t.tiles:5:12: port N is used twice on tile A (already by feature w1 and w2); only two features of one kind may share a port"),
                load(three, RULES_HEAD + "}\n"));
        String kinds = "tileset t\ntile A count 2 {\n  wall w [N]\n  path p [N S]\n}\n";
        assertEquals(List.of("t.tiles:4:11: port N is used twice on tile A (already by feature w); only two features of one kind may share a port"),
                load(kinds, RULES_HEAD + "}\n"));
    }

    @Test void tileErrorsAreAllReportedWithWhatExists() throws IOException {
        String tiles = "tileset t\ntile A count 2 {\n  wal w [N]\n  path p [W Ex]\n  land f1 [En Wn N] touches w, q\n}\n";
        assertEquals(List.of(
                "t.tiles:3:3: unknown feature kind 'wal'; did you mean 'wall'? known: wall, path, land",
                "t.tiles:4:13: unknown port 'Ex'; ports are Nw N Ne En E Es Se S Sw Ws W Wn",
                "t.tiles:5:18: port N is used twice on tile A (already by feature w); only two features of one kind may share a port",
                "t.tiles:5:32: f1 touches 'q', which is not a feature of tile A; known: w, p, f1"),
                load(tiles, RULES_HEAD + "}\n"));
    }

    @Test void ruleErrorsAreTypedAndPositioned() throws IOException {
        String rules = RULES_HEAD
                + "  on completed wal c { award 1 to majority(c) }\n"
                + "  on completed wall c { award c to majority(c) }\n"
                + "  on completed path c { award c.gem to majority(c) return c.tiles }\n"
                + "  on end { for each x in components(land) where figures(pawns) > 0 { award 1 to x } }\n"
                + "}\n";
        assertEquals(List.of(
                "t.rules:10:16: unknown feature kind 'wal'; did you mean 'wall'? known: wall, path, land",
                "t.rules:11:31: expected a number, found a component in 'c'",
                "t.rules:12:31: a component has no member 'gem'; did you mean 'gems'? known: tiles, open_ports, complete, neighbours, figures, places, figures(FIGURE), pieces(FIGURE), owners(FIGURE), related(RELATION), strength(PLAYER), is(KIND), admits(FIGURE), around, around(TAG), gems",
                "t.rules:12:59: expected a component, a figure or a list of figures, found a number in 'c.tiles'",
                "t.rules:13:57: no figure is named or tagged 'pawns'; did you mean 'pawn'? known: pawn",
                "t.rules:13:81: expected a list of players, found a component in 'x'"), load(TILES_OK, rules));
    }

    @Test void syntaxErrorsSayWhatWasExpected() throws IOException {
        List<String> d = load(TILES_OK, RULES_HEAD + "  option = 3\n}\n");
        assertEquals(1, d.size(), d.toString());
        assertEquals("t.rules:10:10: syntax: missing a name before '='", d.get(0));
    }

    @Test void stepsGoBeforeOrAfterANamedStep() throws IOException {
        String rules = RULES_HEAD + "  turn { step x after a { } step y before a { } step c { end_game() } }\n}\n";
        assertEquals(List.of(), load(TILES_OK, rules));
        var r = RulesLoader.load(dir.resolve("rulesets"), List.of("t"));
        assertEquals(List.of("y", "a", "x", "b", "c"), r.turn.stream().map(org.tilerules.runtime.Rules.Step::name).toList());
        assertEquals(List.of("t.rules:10:23: no step named 'zz'; known: a, b, c"),
                load(TILES_OK, RULES_HEAD + "  turn { step q after zz { } }\n}\n"));
    }

    @Test void junctionsSkipsCompassPointsAndLandingTilesAreChecked() throws IOException {
        String tiles = "tileset t\ntile A count 2 oriented {\n  wall w [N]\n  path p [W] gate 1\n  path q [E] gate 1\n  land f1 [En Wn] touches w\n  land f2 [Es Se Sw Ws]\n}\n";
        String ok = RULES_HEAD
                + "  piece ferry { on ends gate }\n"
                + "  turn { step j before c { choose { move ferry to placed  move ferry to placed.nearest(ferry)  none } } }\n"
                + "  turn { step f before b { skip(b)  choose { move pawn to placed.toward(NW, 2).components anyway at placed.toward(NW, 2)  none } } }\n";
        assertEquals(List.of(), load(tiles, ok + "}\n"));
        String bad = RULES_HEAD
                + "  piece ferry { on ends gates }\n"
                + "  piece ferry { on ends gate }\n"
                + "  turn { step j before c { choose { move raft to placed  move ferry to 3 } } }\n"
                + "  turn { step f before b { skip(bb)  choose { move pawn to placed.toward(NNW, 1).components at 4  move pawn to placed at placed } } }\n";
        assertEquals(List.of(
                "t.rules:10:25: no tile feature carries an attribute 'gates'; did you mean 'gate'? known: gate, gems",
                "t.rules:11:9: piece ferry is already declared (at 10:9, a junction: nobody's pieces on a tile's ends); only a figure may be declared again, to change some of its properties (and a tile said again to stay in the box or in hand)",
                "t.rules:12:42: unknown piece 'raft'; known: pawn, ferry",
                "t.rules:12:72: expected a placed tile or a list of placed tiles, found a number in '3'",
                "t.rules:13:122: 'at TILE' is for a list of components: on a tile the figure stands there anyway",
                "t.rules:13:33: no step named 'bb'; known: a, b, c, j, f",
                "t.rules:13:74: unknown compass point 'NNW'; known: N, NE, E, SE, S, SW, W, NW",
                "t.rules:13:96: 'at' takes a placed tile (the part of each component on it) or a list of placed tiles (its first part on one of them), found a number in '4'"),
                load(tiles, bad + "}\n"));
    }

    // A step declared again with before/after is replaced and moved there (a combination file orders
    // two rule sets' steps); without, it stays in place; it cannot be placed relative to itself.
    @Test void aStepDeclaredAgainWithAnAnchorMoves() throws IOException {
        String rules = RULES_HEAD + "  turn { step x after a { } step c { end_game() } }\n  turn { step x after b { } step a before c { } }\n}\n";
        assertEquals(List.of(), load(TILES_OK, rules));
        var r = RulesLoader.load(dir.resolve("rulesets"), List.of("t"));
        assertEquals(List.of("b", "x", "a", "c"), r.turn.stream().map(org.tilerules.runtime.Rules.Step::name).toList());
        assertEquals(List.of("t.rules:10:23: step b cannot be placed after itself"),
                load(TILES_OK, RULES_HEAD + "  turn { step b after b { } }\n}\n"));
    }

    @Test void tokensValuesAndCombinationsCheckTheirNames() throws IOException {
        String ok = RULES_HEAD
                + "  piece coin\n"
                + "  value worth(c: component) = c.tiles\n"
                + "  value worth(c: component) = super(c) + sum(c.around where is(path), it.tiles)\n"
                + "  with nosuch { piece ghost { supply 1 on land } }\n"
                + "  turn { step again after a { if repeats == 0 { repeat_turn() } } }\n"
                + "  on completed wall c { move worth(c) coin to current  award 1 to most(coin) }\n";
        assertEquals(List.of("t.rules:13:8: unknown rule set 'nosuch'; known: t"), load(TILES_OK, ok + "}\n"));
        String bad = RULES_HEAD
                + "  piece coin\n"
                + "  value worth(c: component) = 1\n"
                + "  value worth(p: player) = 2\n"
                + "  on completed wall c { move 1 coins to current  award sum(3, 1) + worth(c, c) to current }\n"
                + "  piece guard { supply 1 on wall with pawns }\n";
        assertEquals(List.of(
                "t.rules:12:9: value worth is redefined with other parameters; it must keep (component)",
                "t.rules:13:32: unknown piece 'coins'; did you mean 'coin'? known: pawn, guard, coin",
                "t.rules:13:56: sum(LIST, EXPR) needs a list first, found a number",
                "t.rules:13:68: value worth takes 1 argument(s), found 2",
                "t.rules:14:39: no figure is named or tagged 'pawns'; did you mean 'pawn'? known: pawn, guard"),
                load(TILES_OK, bad + "}\n"));
    }

    @Test void contradictoryPiecePropertiesAndEngineValuesAreReportedWhereWritten() throws IOException {
        String rules = RULES_HEAD
                + "  piece gold { on tiles  supply 3 }\n"                        // 10
                + "  piece ferry { on ends gems  strength 1 }\n"                 // 11
                + "  piece deckish { cards a, b  on wall }\n"                    // 12
                + "  piece spot { on wall, tiles }\n"                            // 13
                + "  piece mark\n"                                               // 14
                + "  piece mark { on tiles }\n"                                  // 15
                + "  piece pawn { supply 2 }\n"                                  // 16: a figure again: fine
                + "  piece Q { on box }\n"                                       // 17
                + "  value game_over(n: int) = n > 0\n"                          // 18
                + "  value max_players() = remaining\n"                          // 19
                + "}\n";
        String kinds = "; a piece is one of: a figure (on KINDS, supply, strength, when, with, score, neutral in ZONE), one piece of nobody's on tiles"
                + " (neutral on tiles), tokens (on tiles, on players, or nothing), a title (neutral), pieces on ends (on ends ATTR [supply N]),"
                + " a deck (cards ...), a tile type (on board  supply N: held in hand; on box: left out)";
        assertEquals(List.of(
                "t.rules:10:26: piece gold: 'supply 3' does not fit the rest of its properties, which make it tokens lying on tiles, any number of each, with no supply" + kinds,
                "t.rules:11:31: piece ferry: 'strength 1' does not fit the rest of its properties, which make it pieces on a tile's ends (a link with a supply, a junction without)" + kinds,
                "t.rules:12:31: piece deckish: 'on wall' does not fit the rest of its properties, which make it a deck of cards" + kinds,
                "t.rules:13:25: piece spot: 'tiles' does not fit the rest of its properties, which make it a figure, standing on feature kinds, where tokens lie on tiles or are held by players" + kinds,
                "t.rules:15:9: piece mark is already declared (at 14:9, tokens players hold); only a figure may be declared again, to change some of its properties (and a tile said again to stay in the box or in hand)",
                "t.rules:17:9: unknown tile 'Q'; known: A",
                "t.rules:18:9: value game_over is redefined with other parameters; it must keep ()",
                "t.rules:19:9: value max_players is the number of players the rules allow at most: a number with no parameters, such as value max_players() = 6"),
                load(TILES_OK, rules));
    }

    @Test void segmentsPlacementRulesTitlesAndNamedHandlersAreChecked() throws IOException {
        String rules = RULES_HEAD
                + "  segment s { first Q  tiles B  last A }\n"
                + "  piece Z { on box }\n"
                + "  placement of nothing when placed.joins(path) == 1\n"
                + "  placement of A when placed.bend(pth) == 0\n"
                + "  piece crown { neutral }\n"
                + "  on completed wall c { move crwn to current  set_record(crwn, c.tiles)  move crown to c }\n"
                + "  on end { award record(crown) to holders(crwon) }\n"
                + "}\n";
        assertEquals(List.of(
                "t.rules:10:21: unknown tile 'Q'; known: A",
                "t.rules:10:30: no tile is named or tagged 'B'",
                "t.rules:11:9: unknown tile 'Z'; known: A",
                "t.rules:12:16: no tile is named or tagged 'nothing' or shows a feature of that kind",
                "t.rules:13:35: unknown feature kind 'pth'; did you mean 'path'? known: wall, path, land",
                "t.rules:15:30: unknown piece 'crwn'; did you mean 'crown'? known: pawn, crown",
                "t.rules:15:58: unknown title 'crwn'; did you mean 'crown'? known: crown",
                "t.rules:15:88: expected a player, found a component in 'c'",
                "t.rules:16:43: unknown title 'crwon'; did you mean 'crown'? known: crown"),
                load(TILES_OK, rules));
    }

    @Test void eventsAreDeclaredNamesCheckedWhenTheRulesLoad() throws IOException {
        // a handler of an event nobody fires, and triggers of an unknown and of an untriggerable event
        String rules = RULES_HEAD
                + "  on complted wall c { award 1 to current }\n"
                + "  on fired { award 1 to current }\n"
                + "  on completed wall c { trigger(scorng, c) }\n"
                + "  on completed path c { trigger(placed, c) }\n"
                + "}\n";
        assertEquals(List.of(
                "t.rules:10:6: unknown event 'complted'; did you mean 'completed'? known: start, completed, scoring, majority, linked, returning,"
                        + " placed, drawn, choosing, scored, ending, final, end",
                "t.rules:11:6: unknown event 'fired'; known: start, completed, scoring, majority, linked, returning, placed, drawn, choosing,"
                        + " scored, ending, final, end",
                "t.rules:12:33: unknown event 'scorng'; did you mean 'scoring'? known: start, completed, scoring, majority, linked, returning,"
                        + " placed, drawn, choosing, scored, ending, final, end; trigger sets off: completed, scoring",
                "t.rules:13:33: cannot trigger 'placed'; events about a component: completed, scoring"),
                load(TILES_OK, rules));
    }

    @Test void aNamedHandlerReplacesTheEarlierOneOfTheSameName() throws IOException {
        // two handlers named alike: the second replaces the first, so only one award happens
        String rules = RULES_HEAD
                + "  on end named last { award 1 to current }\n"
                + "  on end named last { award 2 to current }\n"
                + "  on end { award 4 to current }\n"
                + "}\n";
        assertEquals(List.of(), load(TILES_OK, rules));
        org.tilerules.runtime.Rules r = RulesLoader.load(dir.resolve("rulesets"), List.of("t"));
        assertEquals(2, r.handlers(org.tilerules.runtime.Event.END).size());
        assertEquals("last", r.handlers(org.tilerules.runtime.Event.END).get(0).name());
        org.tilerules.runtime.Game g = new org.tilerules.runtime.Game(r, new String[] {"a", "b"}, r.defaultOptions(), 1);
        g.setUp();
        g.finish();
        assertEquals(6, g.score[0]);
    }

    @Test void aCombinationFileLoadsOnlyWithItsPartners() throws IOException {
        load(TILES_OK, RULES_HEAD + "}\n");
        Path other = dir.resolve("rulesets").resolve("u");
        Files.createDirectories(other);
        Files.writeString(other.resolve("u.rules"), "ruleset u extends t {\n  option bonus = 5\n}\n");
        Files.writeString(dir.resolve("rulesets").resolve("t").resolve("with-u.rules"),
                "ruleset t with u {\n  piece crown { neutral }\n  on end { award bonus to current }\n}\n");
        org.tilerules.runtime.Rules alone = RulesLoader.load(dir.resolve("rulesets"), List.of("t"));
        assertEquals(List.of(), alone.titles);
        org.tilerules.runtime.Rules both = RulesLoader.load(dir.resolve("rulesets"), List.of("t", "u"));
        assertEquals(List.of("crown"), both.titles, "the file whose partners are all loaded");
        // a partner that does not exist is reported, whether or not the file is used
        Files.writeString(dir.resolve("rulesets").resolve("t").resolve("with-x.rules"), "ruleset t with u, nosuch {\n}\n");
        Diagnostics d = new Diagnostics();
        RulesLoader.load(dir.resolve("rulesets"), List.of("t"), d);
        assertEquals(List.of("with-x.rules:1:19: unknown rule set 'nosuch'; known: t, u"),
                d.all().stream().map(x -> fileName(x) + x.toString().substring(x.file().length())).toList());
    }
}
