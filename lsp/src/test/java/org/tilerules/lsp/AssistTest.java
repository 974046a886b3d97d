package org.tilerules.lsp;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.Location;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Completion, hover and go to definition through the protocol. A {@code ^} in
 * a document marks the cursor; it is taken out before the document is opened.
 */
class AssistTest {
    @TempDir static Path dir;
    static LspClient client;

    @BeforeAll static void start() throws Exception {
        Workspace.copy(dir);
        client = new LspClient(dir.resolve("rulesets"));
    }

    @AfterAll static void stop() { client.close(); }

    /** Every rule set of the workspace, sorted: what completion offers after `rules` and `extends`. */
    static List<String> ruleSets() { return org.tilerules.front.RulesLoader.available(dir.resolve("rulesets")); }

    record Cursor(Path file, int line, int col) {}

    /** Opens the text (without its ^) as the file and returns where the ^ was. */
    static Cursor open(String relative, String text) {
        Path file = dir.resolve(relative);
        if (!file.toFile().exists()) Workspace.write(file, "");
        int at = text.indexOf('^');
        String before = text.substring(0, at);
        int line = (int) before.chars().filter(c -> c == '\n').count();
        int col = at - (before.lastIndexOf('\n') + 1);
        client.open(file, text.substring(0, at) + text.substring(at + 1));
        return new Cursor(file, line, col);
    }

    static List<String> complete(String relative, String text) {
        Cursor c = open(relative, text);
        return client.complete(c.file(), c.line(), c.col()).stream().map(CompletionItem::getLabel).toList();
    }

    static String hover(String relative, String text) {
        Cursor c = open(relative, text);
        Hover h = client.hover(c.file(), c.line(), c.col());
        return h == null ? null : h.getContents().getRight().getValue();
    }

    /** The definition as "file:line:col" (from 1), file relative to the workspace. */
    static String definition(String relative, String text) {
        Cursor c = open(relative, text);
        List<? extends Location> found = client.definition(c.file(), c.line(), c.col());
        if (found.isEmpty()) return null;
        Location l = found.get(0);
        Path p = Path.of(java.net.URI.create(l.getUri()));
        return dir.toAbsolutePath().relativize(p) + ":" + (l.getRange().getStart().getLine() + 1) + ":"
                + (l.getRange().getStart().getCharacter() + 1);
    }

    static final String BOARD = """
            scenario "s" {
              rules base
              players red, blue
              board {
                D at 0,0 { red follower on c }
              }
              moves {
                blue: place E at 0,-1 rot 180; none
              }
              expect {
                on 0,0.c: red follower
              }
            }
            """;

    static String mark(String text, String find, int offset) {
        int i = text.indexOf(find);
        if (i < 0) throw new IllegalArgumentException(find);
        return text.substring(0, i + offset) + "^" + text.substring(i + offset);
    }

    // ------------------------------------------------------------ completion

    @Test void ruleSetNamesAfterRules() {
        assertEquals(ruleSets(),
                complete("scenarios/a.scenario", "scenario \"s\" {\n  rules ^\n}\n"));
        assertEquals(ruleSets(),
                complete("scenarios/a.scenario", "scenario \"s\" {\n  rules base, ab^\n}\n"));
    }

    @Test void ruleSetNamesAfterExtends() {
        assertEquals(ruleSets(),
                complete("rulesets/fest/fest.rules", "ruleset fest extends ^ {\n}\n"));
    }

    @Test void tileNamesOnTheBoardAndAfterPlace() {
        List<String> base = List.of("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P",
                "Q", "R", "S", "T", "U", "V", "W", "X");
        assertEquals(base, complete("scenarios/a.scenario", mark(BOARD, "D at 0,0", 0)));
        assertEquals(base, complete("scenarios/a.scenario", mark(BOARD, "E at 0,-1", 0)));
    }

    @Test void featuresOfTheTileAFigureStandsOn() {
        assertEquals(List.of("c", "r", "f1", "f2"), complete("scenarios/a.scenario", mark(BOARD, "c }", 0)));
    }

    @Test void featuresOfTheTileAtAPosition() {
        assertEquals(List.of("c", "r", "f1", "f2"), complete("scenarios/a.scenario", mark(BOARD, "0,0.c:", 4)));
        assertEquals(List.of("c", "f1"), complete("scenarios/a.scenario",
                mark(BOARD.replace("on 0,0.c:", "on 0,-1.c:"), "0,-1.c:", 5)));
    }

    @Test void figuresOfTheScenarioRuleSets() {
        String text = "scenario \"s\" {\n  rules base, abbey-and-mayor\n  players red, blue\n  expect {\n    supply red ^\n  }\n}\n";
        assertEquals(List.of("follower", "mayor", "wagon", "barn"), complete("scenarios/a.scenario", text));
    }

    @Test void optionsOfTheScenarioRuleSets() {
        assertEquals(List.of("road_points", "city_points", "shield_points", "cloister_points", "open_road_points",
                        "open_city_points", "open_shield_points", "farmer_points"),
                complete("scenarios/a.scenario", "scenario \"s\" {\n  rules base\n  option ^\n}\n"));
    }

    @Test void zonesAfterIn() {
        assertEquals(List.of("castle", "blacksmith", "cathedral", "market"),
                complete("scenarios/a.scenario", "scenario \"s\" {\n  rules base, count\n  expect {\n    in ^\n  }\n}\n"));
    }

    /** In a set-up, statements of the rule language: the players, the set-up actions and what the rules declare. */
    @Test void namesInASetUp() {
        List<String> got = complete("scenarios/a.scenario",
                "scenario \"s\" {\n  rules base, count\n  players red, blue\n  setup {\n    put_in_zone(^\n  }\n}\n");
        for (String n : List.of("red", "blue", "set_score", "put_in_zone", "follower", "market", "count", "tile_at")) {
            assertTrue(got.contains(n), n + " in " + got);
        }
    }

    @Test void featureKindsInATileAndTheTileOwnFeaturesAfterARelation() {
        String tiles = "tileset extra\ntile Z count 1 {\n  city c [N]\n  ^\n}\n";
        assertEquals(List.of("road", "city", "field", "cloister", "garden", "castle", "shrine", "river", "gate", "princess", "tower", "wheel", "crown", "school"), complete("tiles/extra.tiles", tiles));
        String relation = "tileset extra\ntile Z count 1 {\n  city c [N]\n  road r [E W]\n  field f1 [En] touches ^\n}\n";
        assertEquals(List.of("c", "r", "f1"), complete("tiles/extra.tiles", relation));
    }

    @Test void featureKindsWhereAFigureStandsAndInExpressions() {
        String figure = "ruleset fest extends base {\n  piece guard {\n    supply 1\n    on ^\n  }\n}\n";
        assertEquals(List.of("road", "city", "field", "cloister"), complete("rulesets/fest/fest.rules", figure));
        String expr = "ruleset fest extends base {\n  on end {\n    for each r in components(^) { }\n  }\n}\n";
        assertEquals(List.of("road", "city", "field", "cloister"), complete("rulesets/fest/fest.rules", expr));
    }

    // ------------------------------------------------------------ hover

    @Test void hoverOnATileShowsItsDeclarationAndComment() {
        String h = hover("scenarios/a.scenario", mark(BOARD, "D at 0,0", 0));
        assertEquals("""
                **tile** `D`

                ```tilerules
                tile D count 4 {
                  city  c [N]
                  road  r [W E]
                  field f1 [En Wn] touches c
                  field f2 [Es Se Sw Ws]
                }
                ```

                C/R/F/R, start tile (one of the four)

                base.tiles:32""", h);
    }

    @Test void hoverOnAnOptionShowsItsValueAndComment() {
        String h = hover("scenarios/a.scenario", "scenario \"s\" {\n  rules base\n  option farmer_^points = 4\n}\n");
        assertEquals("""
                **option** `farmer_points` (rule set base)

                ```tilerules
                option farmer_points   = 3           // B14: per completed city next to a field
                ```

                B14: per completed city next to a field

                base.rules:17""", h);
    }

    @Test void hoverOnAFeatureOfAPlacedTile() {
        String h = hover("scenarios/a.scenario", mark(BOARD, "0,0.c:", 4));
        assertTrue(h.startsWith("**feature** `c` of tile `D`\n\n```tilerules\ncity  c [N]\n```"), h);
    }

    @Test void hoverOnAFigureShowsItsBlockAndTheCommentAbove() {
        String h = hover("scenarios/a.scenario", mark(BOARD, "follower on c", 2));
        assertTrue(h.contains("piece follower {\n  supply 7\n  strength 1\n  on road, city, cloister, field\n"), h);
        assertTrue(h.contains("\nB1, B5: seven followers each; one per feature, only where nobody stands yet.\n"), h);
    }

    @Test void hoverOnAFeatureKindInARule() {
        Path file = dir.resolve("rulesets/base/base.rules");
        String text = Sources.DISK.text(file);
        assertEquals("""
                **feature kind** `road` (rule set base)

                ```tilerules
                feature road     { complete when open_ports == 0
                                   draw { label "road"  as line  stroke "#f7f3e8"  width 9  edge "#5f5a50"  edge_width 1  layer 1  junction house  fill "#c0504d"  size 20 } }
                ```

                B6, B7: complete when no port is left open; B8: when all eight neighbours are there.
                Each 'draw' says how pictures show the kind (docs/rendering.md): green fields under
                everything, cities with walls and their shields, roads as lines, cloisters as buildings.

                base.rules:39""", hover("rulesets/base/base.rules", mark(text, "\n  on completed road r named", 16)));
    }

    @Test void aRuleVariableIsNoTileFeature() {
        Path file = dir.resolve("rulesets/base/base.rules");
        String text = Sources.DISK.text(file);
        assertNull(hover("rulesets/base/base.rules", mark(text, "majority(r)", 9)));
    }

    @Test void hoverOnAFeatureInATileFileIsThatTileFeature() {
        Path file = dir.resolve("tiles/base.tiles");
        String text = Sources.DISK.text(file);
        String h = hover("tiles/base.tiles", mark(text, "field f1 [En Wn] touches c", 6));
        assertTrue(h.startsWith("**feature** `f1` of tile `D`\n\n```tilerules\nfield f1 [En Wn] touches c\n```"), h);
    }

    @Test void noHoverOnAKeyword() {
        assertNull(hover("scenarios/a.scenario", mark(BOARD, "board {", 1)));
    }

    // ------------------------------------------------------------ definition

    @Test void definitionOfARuleSetNamedInExtends() {
        Path file = dir.resolve("rulesets/abbey-and-mayor/abbey-and-mayor.rules");
        String text = Sources.DISK.text(file);
        assertEquals("rulesets/base/base.rules:4:9",
                definition("rulesets/abbey-and-mayor/abbey-and-mayor.rules", mark(text, "extends base", 9)));
    }

    @Test void definitionOfARuleSetNamedInAScenario() {
        assertEquals("rulesets/abbey-and-mayor/abbey-and-mayor.rules:6:9", definition("scenarios/a.scenario",
                "scenario \"s\" {\n  rules base, abbey-and-^mayor\n}\n"));
    }

    @Test void definitionOfATileFile() {
        Path file = dir.resolve("rulesets/base/base.rules");
        String text = Sources.DISK.text(file);
        assertEquals("tiles/base.tiles:1:1", definition("rulesets/base/base.rules", mark(text, "tiles \"", 10)));
    }

    @Test void definitionOfATileAndOfItsFeatureInAScenario() {
        assertEquals("tiles/base.tiles:32:6", definition("scenarios/a.scenario", mark(BOARD, "D at 0,0", 0)));
        assertEquals("tiles/base.tiles:33:9", definition("scenarios/a.scenario", mark(BOARD, "0,0.c:", 4)));
        assertEquals("tiles/base.tiles:40:9", definition("scenarios/a.scenario",
                mark(BOARD.replace("on 0,0.c:", "on 0,-1.c:"), "0,-1.c:", 5)));
    }

    static final String ACTIONS = """
            ruleset acts extends base {
              // a point for a player
              action bonus(p: player) { award 1 to p }
              with fest { piece coin }
              var rounds per player = 0
              turn { step s after score { ^ } }
            }
            """;

    @Test void aStatementOffersActionsValuesAndTheBuiltIns() {
        List<String> got = complete("rulesets/acts/acts.rules", ACTIONS);
        assertTrue(got.containsAll(List.of("bonus", "city_tile_points", "farm_city_weight", "draw_tile", "score_completed",
                "auction_bids", "coin")), got.toString());
    }

    @Test void hoverOnAnActionABuiltInAndANameDeclaredInAWithBlock() {
        String action = hover("rulesets/acts/acts.rules", ACTIONS.replace("{ ^ }", "{ bon^us(current) }"));
        assertEquals("""
                **action** `bonus` (rule set acts)

                ```tilerules
                action bonus(p: player) { award 1 to p }
                ```

                a point for a player

                acts.rules:3""", action);
        String builtin = hover("rulesets/acts/acts.rules", ACTIONS.replace("{ ^ }", "{ draw_t^ile() }"));
        assertTrue(builtin.startsWith("**built-in action** `draw_tile`\n\n```tilerules\ndraw_tile()\n```\n\ndraw from the bag"), builtin);
        assertTrue(builtin.endsWith("built in (docs/language.md, Actions)"), builtin);
        String token = hover("rulesets/acts/acts.rules", ACTIONS.replace("{ ^ }", "{ move 1 co^in to current }"));
        assertTrue(token.startsWith("**token** `coin` (rule set acts)"), token);
        String value = hover("rulesets/acts/acts.rules", ACTIONS.replace("{ ^ }", "{ award city_tile_^points(placed.components) to current }"));
        assertTrue(value.startsWith("**named value** `city_tile_points` (rule set base)"), value);
        String counter = hover("rulesets/acts/acts.rules", ACTIONS.replace("{ ^ }", "{ set current.rou^nds = 1 }"));
        assertTrue(counter.startsWith("**counter** `rounds` (rule set acts)"), counter);
    }

    @Test void aMoveOffersThePiecesAndASetTheCounters() {
        List<String> moved = complete("rulesets/acts/acts.rules", ACTIONS.replace("{ ^ }", "{ move ^ }"));
        assertTrue(moved.containsAll(List.of("follower", "coin")) && !moved.contains("rounds"), moved.toString());
        List<String> set = complete("rulesets/acts/acts.rules", ACTIONS.replace("{ ^ }", "{ set ^ }"));
        assertEquals(List.of("rounds"), set);
    }

    static final String MEMBERS = """
            ruleset mems extends base {
              var space per player = 0
              var round = 0
              value worth(t: tile) = count(t.^)
              on completed road r { award r.tiles to majority(r) }
            }
            """;

    @Test void afterADotTheMembersOfTheReceiversTypeFromTheRegistry() {
        List<String> tile = complete("rulesets/mems/mems.rules", MEMBERS);
        assertTrue(tile.containsAll(List.of("adjacent", "around", "x", "y", "pieces", "tokens", "toward", "nearest")), tile.toString());
        assertTrue(!tile.contains("open_ports") && !tile.contains("owner"), tile.toString());
        List<String> component = complete("rulesets/mems/mems.rules", MEMBERS.replace("count(t.^)", "0").replace("award r.tiles", "award r.^"));
        assertTrue(component.containsAll(List.of("tiles", "open_ports", "complete", "figures", "owners", "related", "admits")), component.toString());
        assertTrue(!component.contains("x") && !component.contains("score"), component.toString());
        List<String> chained = complete("rulesets/mems/mems.rules", MEMBERS.replace("count(t.^)", "count(placed.toward(N, 1).^)"));
        assertTrue(chained.contains("adjacent") && !chained.contains("tiles"), chained.toString());
        List<String> player = complete("rulesets/mems/mems.rules", MEMBERS.replace("count(t.^)", "current.^"));
        assertTrue(player.containsAll(List.of("score", "next", "supply", "tokens", "pieces", "space")) && !player.contains("x")
                && !player.contains("round"), player.toString());
        List<String> unknown = complete("rulesets/mems/mems.rules", MEMBERS.replace("count(t.^)", "count(it.^)"));
        assertTrue(unknown.containsAll(List.of("tiles", "owner", "score", "adjacent")), unknown.toString());
        assertEquals(unknown.size(), new java.util.HashSet<>(unknown).size(), unknown.toString());
    }

    @Test void hoverOnABuiltInFunctionAndMemberShowsItsSignatureAndDocLine() {
        String fn = hover("rulesets/mems/mems.rules", MEMBERS.replace("count(t.^)", "0").replace("majority(r)", "majo^rity(r)"));
        assertTrue(fn.startsWith("**built-in function** `majority`\n\n```tilerules\nmajority(COMPONENT) : players\n```\n\nthe players with"), fn);
        assertTrue(fn.endsWith("built in (docs/language.md, Expressions)"), fn);
        String member = hover("rulesets/mems/mems.rules", MEMBERS.replace("count(t.^)", "0").replace("r.tiles", "r.til^es"));
        assertTrue(member.startsWith("**built-in member** `tiles` of a component\n\n```tilerules\nc.tiles : number\n```\n\ndistinct tiles"), member);
        String twoForms = hover("rulesets/mems/mems.rules", MEMBERS.replace("count(t.^)", "t.tok^ens(x)"));
        assertTrue(twoForms.contains("t.tokens(TOKEN) : number\nt.tokens(TOKEN, PLAYER) : number"), twoForms);
        String name = hover("rulesets/mems/mems.rules", MEMBERS.replace("count(t.^)", "count(t.adjacent) + remai^ning"));
        assertTrue(name.startsWith("**built-in name** `remaining`"), name);
    }
}
