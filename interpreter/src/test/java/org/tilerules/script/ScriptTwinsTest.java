package org.tilerules.script;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The script twins of the language's built-ins (ScriptGame): a test per family of reads, per effect, for
 * script actions and for the game's seeded generator. Each script compares what it reads with what it
 * expects and throws an Error naming the first difference.
 */
class ScriptTwinsTest {
    @TempDir Path dir;

    private static final String EQ = "function eq(what, got, want) {\n"
            + "  const a = JSON.stringify(got), b = JSON.stringify(want);\n"
            + "  if (a !== b) throw new Error(what + ': got ' + a + ', want ' + b);\n"
            + "}\n";

    /** Items after the script block: a token, counters, a rule action. */
    private static final String ITEMS = "  piece gem\n  var rounds = 0\n  var marks per player = 0\n"
            + "  action give(p: player, n: int) { move n gem to p }\n  zone pool, hall\n  piece elder { neutral in pool }\n";

    /** Plays the fixture's game (red's pawn on the start tile's wall) with the script's procedure p called at the end. */
    private Game play(String js, String decls, String extra) {
        Rules r = new ScriptFixture(dir).load(EQ + js, decls, ITEMS + extra);
        try {
            Game g = ScriptFixture.game(r, true);
            int wall = g.graph.find(g.board.featBase[0]);
            g.standFigure(0, r.figureByName.get("pawn").id, wall);
            g.finish();
            return g;
        } finally {
            r.scripts.close();
        }
    }

    private Game atEnd(String body) { return play("function p() {\n" + body + "\n}\n", "    procedure p() as wall", "  on end { s.p() }"); }

    private String error(String body) {
        RuleError e = assertThrows(RuleError.class, () -> atEnd(body));
        return ScriptFixture.shortPaths(e.getMessage(), dir);
    }

    @Test
    void namesAndFunctionsAreTheLanguagesBuiltIns() {
        atEnd(String.join("\n",
                "eq('current', game.current(), 0);",
                "eq('remaining', game.remaining(), 2);",
                "eq('board', game.board(), [0]);",
                "eq('repeats', game.repeats(), 0);",
                "eq('over', game.over(), true);",
                "eq('count', game.count([4, 5, 6]), 3);",
                "eq('sum', game.sum([1, 2, 3], x => 10 * x), 60);",
                "eq('first', game.first([1, 0], 1), [1]);",
                "eq('max', game.max(3, 7), 7);",
                "eq('min', game.min(3, 7), 3);",
                "eq('seats_after', game.seats_after(0), [1, 0]);",
                "eq('seats_from', game.seats_from(1, 3), [1, 0, 1]);",
                "eq('components', game.components('wall'), game.components('wall'));",
                "eq('majority', game.majority(game.components('wall')[0]), [0]);",
                "eq('pieces_of', game.pieces_of(game.components('wall'), 'pawn').length, 1);",
                "eq('pieces_of_tiles', game.pieces_of_tiles([0], 'pawn').length, 1);",
                "eq('pieces_of_tiles, empty', game.pieces_of_tiles([], 'pawn'), []);",
                "eq('most of a counter', game.most('marks'), []);"));
    }

    @Test
    void membersOfComponentsAreTheLanguages() {
        atEnd(String.join("\n",
                "const c = game.components('wall')[0], land = game.components('land').find(l => game.component.related(l, 'touches').length > 0);",
                "eq('tiles', game.component.tiles(c), 1);",
                "eq('open_ports', game.component.open_ports(c), 1);",
                "eq('complete', game.component.complete(c), false);",
                "eq('figures', game.component.figures(c), 1);",
                "eq('figures(pawn)', game.component.figures(c, 'pawn'), 1);",
                "eq('owners', game.component.owners(c, 'pawn'), [0]);",
                "eq('is', [game.component.is(c, 'wall'), game.component.is(c, 'path')], [true, false]);",
                "eq('related', game.component.related(land, 'touches'), [c]);",
                "eq('places', game.component.places(c), [0]);",
                "eq('pieces', game.component.pieces(c, 'pawn').length, 1);",
                "eq('component_list.related', game.component_list.related([land], 'touches'), [c]);"));
    }

    @Test
    void membersOfTilesPlayersAndFiguresAreTheLanguages() {
        atEnd(String.join("\n",
                "for (const t of game.board()) {",
                "  eq('x', game.tile.x(t), 0);",
                "  eq('y', game.tile.y(t), 0);",
                "  eq('neighbours', game.tile.neighbours(t), 0);",
                "  eq('components', game.tile.components(t).length, 4);",
                "}",
                "eq('adjacent', [game.tile.adjacent(0), game.tile.around(0)], [[], []]);",
                "eq('rotation', game.tile.rotation(0), 0);",
                "eq('attr: the tile own and the component summed', [game.tile.attr(0, 'gems'), game.component.attr(game.components('wall')[0], 'gems')], [2, 2]);",
                "eq('tile_list.has', [game.tile_list.has([0], 0), game.tile_list.has([], 0)], [true, false]);",
                "eq('score', game.player.score(1), 0);",
                "eq('supply', game.player.supply(0, 'pawn'), 2);",
                "const ws = game.player.pieces(0, 'pawn');",
                "eq('pieces', ws.length, 1);",
                "eq('owner', game.figure.owner(ws[0]), 0);",
                "eq('tile', game.figure.tile(ws[0]), 0);",
                "eq('at', game.figure.at(ws[0]), game.components('wall')[0]);",
                "eq('is', game.figure.is(ws[0], 'pawn'), true);",
                "eq('next', game.player.next(0), 1);",
                "eq('tokens', game.player.tokens(0, 'gem'), 0);"));
    }

    @Test
    void zonesAndNeutralFiguresAreReadAsTheLanguageReadsThem() {
        String js = "function p() {\n"
                + "  const z = game.where_is('elder'), w = game.neutral('elder');\n"
                + "  eq('zone', [z, game.zone.figures(z), game.zone.figures(z, 'elder'), game.figure.is(w, 'elder')], [0, 1, 1, true]);\n"
                + "  eq('hall', [game.zone.figures(1), game.figure.tile(w), game.figure.kept(w)], [0, -1, false]);\n"
                + "}\n";
        play(js, "    procedure p()", "  on end { s.p() }");
    }

    @Test
    void aMoveTheLanguageRefusesIsExplainedInTheRulesWords() {
        String js = "function p() {\n  game.move(game.neutral('elder'), {zone: 1});\n}\n";
        RuleError e = assertThrows(RuleError.class, () -> play(js, "    procedure p()", "  on end { s.p() }"));
        assertEquals("s.js:6:3: game.move(0, an object): cannot move a figure '0' as a statement; a statement moves N TOKEN to PLAYERS, "
                + "N TOKEN from PLAYERS to supply, N TOKEN to TILES [for PLAYER] (a token on tiles), N TOKEN from TILES to supply, "
                + "N TOKEN to ZONE, N TOKEN from ZONE to supply, N tile from bag to box, TITLE to PLAYER, a FIGURE to ZONE [for KEEPER], a neutral figure on tiles to TILE (in the rules' words: move 0 to 1) "
                + "(called from t.rules:20)", ScriptFixture.shortPaths(e.getMessage(), dir));
    }

    @Test
    void countersAndOptionsAreReadAndSetAsTheLanguageDoes() {
        Game g = atEnd(String.join("\n",
                "eq('option', game.option('bad'), true);",
                "eq('counter', game.counter('rounds'), 0);",
                "game.set('rounds', 4);",
                "game.set('marks', 1, 7);",
                "eq('set', [game.counter('rounds'), game.counter('marks', 1), game.counter('marks', 0)], [4, 7, 0]);",
                "eq('most', game.most('marks'), [1]);"));
        assertEquals(0, g.score[0]);
    }

    @Test
    void movesActionsAndBuiltInActionsAreTheLanguagesStatements() {
        Game g = atEnd(String.join("\n",
                "game.move('gem', {players: [0, 1]}, {count: 2});",     // move 2 gem to [0, 1]
                "game.act('give', 1, 3);",                              // give(1, 3): a rule action
                "eq('tokens', [game.player.tokens(0, 'gem'), game.player.tokens(1, 'gem')], [2, 5]);",
                "game.move('gem', 'supply', {count: 4, from: {players: [1]}});",   // move 4 gem from [1] to supply
                "eq('handed back', game.player.tokens(1, 'gem'), 1);",
                "const w = game.player.pieces(0, 'pawn')[0];",
                "game.move(w, 'hall');",                                // move w to hall: off the board into a zone
                "eq('kept', [game.zone.figures(1), game.figure.tile(w), game.player.supply(0, 'pawn')], [1, -1, 2]);",
                "game.return(w);",
                "eq('returned', [game.player.pieces(0, 'pawn'), game.player.supply(0, 'pawn')], [[], 3]);",
                "game.end_game();"));
        assertEquals(0, g.score[0]);
    }

    @Test
    void mistakesNameWhatWasWrongAndWhatExists() {
        assertEquals("s.js:7:1: game.component.related(0, \"touchs\"): no tile declares the relation 'touchs'; did you mean 'touches'? known: touches (called from t.rules:20)",
                error("const c = game.components('wall')[0], r = 'touchs';\ngame.component.related(c, r);"));
        assertEquals("s.js:6:25: game.tile.x takes game.tile.x(t), found 0 arguments (called from t.rules:20)", error("const tile = game.tile; tile.x();"));
        assertEquals(true, error("const tile = game.tile; tile.foo(0);").startsWith("s.js:6:25: the script API has no function game.tile.foo; game.tile has: "));
        assertEquals("s.js:6:25: game.tile.x: 9 is not a placed tile (or -1 for none) (called from t.rules:20)", error("const tile = game.tile; tile.x(9);"));
        assertEquals("s.js:6:25: game.tile.x takes game.tile.x(t): expected a whole number (a placed tile), found \"a\" (called from t.rules:20)",
                error("const tile = game.tile; tile.x('a');"));
        assertEquals("s.js:6:20: game.set(\"marcs\", 1): 'set' changes a counter (var NAME [per player] = ...): 'marcs' is none; did you mean 'marks'? known: rounds, marks (in the rules' words: set marcs = 1) (called from t.rules:20)",
                error("const n = 'marcs'; game.set(n, 1);"));
        assertEquals(true, error("const a = 'gve'; game.act(a, 1, 3);").contains("no action is named 'gve'; actions: give"));
    }

    @Test
    void effectsAreAllowedOnlyInAStatement() {
        String js = "function f() { game.set('rounds', 1); return 1; }\nfunction g() { game.move('gem', {player: 0}); return 1; }\n";
        RuleError e = assertThrows(RuleError.class, () -> play(js, "    function f() : int\n    function g() : int",
                "  on end { award s.f() to current as wall }"));
        assertEquals("s.js:5:16: set is allowed only in a statement: write 's.f(...)' in the rule file, not an expression (called from t.rules:21)",
                ScriptFixture.shortPaths(e.getMessage(), dir));
    }

    @Test
    void aScriptActionIsAnActionOfTheRulesThatALaterDefinitionReplaces() {
        String js = "function boost(p, n) { game.award(p, n, 'boost'); game.set('marks', p, n); }\n";
        // the script's action, then a rule file's redefinition that calls it as super(...)
        Game g = play(js, "    action boost(p: player, n: int) as wall",
                "  action boost(p: player, n: int) { super(p, n + 1) award 1 to p as wall }\n  on end { boost(current, 4) }");
        assertEquals(6, g.score[0]);
        assertEquals(List.of(5, 1), g.events.stream().map(e -> e.points()).toList());
    }

    @Test
    void aScriptActionIsCalledWhereARuleActionIs() {
        Game g = play("function boost(p) { game.award(p, 2, 'boost'); }\n", "    action boost(p: player) as wall", "  on end { boost(current) }");
        assertEquals(2, g.score[0]);
    }

    @Test
    void aScriptActionIsCheckedWhenTheRulesLoad() {
        ScriptFixture f = new ScriptFixture(dir);
        assertEquals(List.of("t.rules:12:12: 'end_game' is a built-in action (end_game()); name the action otherwise"),
                f.diagnostics("function end_game() {}\n", "    action end_game()", ""));
        assertEquals(List.of("t.rules:14:10: action give is redefined with other parameters; it must keep (player, int) as declared at t.rules:12:5"),
                f.diagnostics("function give(p) {}\n", "    action give(p: player, n: int)", "  action give(p: player) { }"));
        assertEquals(List.of("t.rules:12:12: s.js defines no function 'give'; it defines: nothing"),
                f.diagnostics("\n", "    action give(p: player)", ""));
    }

    @Test
    void namesWrittenAsLiteralStringsAreCheckedWhenTheRulesLoad() {
        String js = "function p() {\n"
                + "  game.component.related(0, 'touchs');   // game.nothing() in a comment is not checked\n"
                + "  game.tile.foo(1); game.fooo();\n"
                + "  game.tile.x();\n"
                + "  game.set('marcs', 1); game.act('gve', 1);\n"
                + "  game.components(\"wall\"); game.player.supply(0, 'pawn'); game.component.related(0, kind);\n"
                + "  game.tile.attr(0, 'gem'); game.tile.attr(0, 'gems');\n"
                + "}\n";
        assertEquals(List.of(
                        "s.js:2:29: game.component.related: no tile declares the relation 'touchs'; did you mean 'touches'? known: touches",
                        "s.js:3:3: the script API has no function game.tile.foo; game.tile has: adjacent, around, bend, components, faces, joins, lines, "
                                + "nearest, neighbours, pieces, placed_by, previous, rotation, tagged, tokens, toward, turn_placed, x, y (see docs/scripts.md)",
                        "s.js:3:21: the script API has no function game.fooo (see docs/scripts.md)",
                        "s.js:4:3: game.tile.x takes game.tile.x(t), found 0 arguments",
                        "s.js:5:12: game.set: no counter is named 'marcs'; counters: [rounds, marks]",
                        "s.js:5:34: game.act: no action is named 'gve'; actions: give",
                        "s.js:7:18: game.tile.attr: no attribute is named 'gem'; attributes: [gems]"),
                new ScriptFixture(dir).diagnostics(js, "    procedure p()", ITEMS));
    }

    @Test
    void theDerivedMembersOpenNoWayToTheHost() {
        atEnd(String.join("\n",
                "eq('no host members', [typeof game.count.getClass, typeof game.tile.x.getClass], ['undefined', 'undefined']);",
                "const refused = [], G = game, T = game.tile;",   // not 'game.' in the text: the load-time check would refuse these first
                "for (const f of [() => T.getClass(), () => G.getClass(), () => { game.tile.x = 1; }, () => { game.count = 1; },",
                "                 () => Java.type('java.lang.System'), () => game.count.constructor('return 1')(), () => game.pick([]), () => game.move('gem', {player: 0}, {count: 1, at: 2})]) {",
                "  try { f(); refused.push('allowed'); } catch (e) { refused.push(String(e.message === undefined ? e : e.message).slice(0, 30)); }",
                "}",
                "eq('refused', refused.filter(m => m === 'allowed'), []);"));
        assertEquals(true, error("game.tile.x = 1;").startsWith("s.js:6:1: game.tile.x: the game object is read-only"));
    }

    @Test
    void rollsAndPicksComeFromTheGamesSeededGenerator() {
        String js = "function p() { let s = ''; for (let i = 0; i < 20; i++) s += game.roll(6) + ':' + game.pick([7, 8, 9]) + ' ';"
                + " game.award(0, 1, s); }\n";
        String a = play(js, "    procedure p() as wall", "  on end { s.p() }").events.get(0).reason();
        String b = play(js, "    procedure p() as wall", "  on end { s.p() }").events.get(0).reason();
        assertEquals(a, b);
        assertEquals(true, a.matches("([1-6]:[789] ){20}"), a);
        assertEquals(true, a.chars().distinct().count() > 6, "the rolls vary: " + a);
        assertEquals(true, error("Math.random();").contains("Error: Math.random is not available to rule scripts: a game must replay the same from its seed and choices"));
    }
}
