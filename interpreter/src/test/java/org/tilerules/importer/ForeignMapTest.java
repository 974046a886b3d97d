package org.tilerules.importer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The translation table: the project's own map reads, and a mistake in a map is named at its line. */
class ForeignMapTest {
    @TempDir Path tmp;

    @Test void theProjectsMapReads() {
        ForeignMap m = ForeignMap.read(TestSupport.repo().resolve("import/jcz.map"));
        assertEquals(java.util.List.of("base"), m.sets.get("basic:1"));
        assertEquals("follower", m.figures.get("small"));
        assertEquals("place", m.actions.get("PLACE_TILE"));
        assertEquals("Nw", m.locations.get("NL"));
        // location codes: halves joined by '.', side letters run together, inner codes cover no port
        assertEquals((1 << 0) | (1 << 2), ForeignTiles.ports(m, "NL.NR"));
        assertEquals((1 << 1) | (1 << 7), ForeignTiles.ports(m, "NS"));
        assertEquals(0, ForeignTiles.ports(m, "I"));
        assertEquals(-1, ForeignTiles.ports(m, "NQ"));
        // the expansions' words: a shrine is a monastery that says so; symbols that are tags; tokens by form
        assertEquals("shrine", m.kinds.stream().filter(k -> "shrine=true".equals(k.when())).findFirst().orElseThrow().ours());
        assertEquals(2, m.kindsByPointer("Monastery").size());
        assertEquals(java.util.List.of("games-quarterly"), m.sets.get("gq11"));
        assertEquals("tile", m.tokenForms.get("GOLD"));
        assertEquals("alone", m.tokenForms.get("CASTLE"));
        assertEquals("undo", m.actions.get("UNDO"));
        assertEquals("neutral", m.actions.get("MOVE_NEUTRAL_FIGURE"));
        assertEquals("fly", m.choices.get("FlyingMachine"));
    }

    /** Added maps (--map): read after the shipped one, they add words and change meanings; errors name their file. */
    @Test void addedMapsAddAndOverride() throws IOException {
        Path shipped = TestSupport.repo().resolve("import/jcz.map");
        Path mine = tmp.resolve("mine.map");
        Files.writeString(mine, "set windmills:1 base\nfigure small big_follower\nkind monastery[shrine=true] Monastery cloister\n");
        ForeignMap m = ForeignMap.read(shipped, java.util.List.of(mine));
        assertEquals(java.util.List.of("base"), m.sets.get("windmills:1"));
        assertEquals("big_follower", m.figures.get("small"));
        assertEquals("cloister", m.kinds.stream().filter(k -> "shrine=true".equals(k.when())).findFirst().orElseThrow().ours());
        assertEquals(java.util.List.of(shipped, mine), m.files);
        Files.writeString(mine, "set windmills:1 base\nfigure miller\n");
        assertEquals(mine + ":2:1: expected 'figure NAME OURS'",
                assertThrows(ImportException.class, () -> ForeignMap.read(shipped, java.util.List.of(mine))).getMessage());
    }

    private String error(String text) throws IOException {
        Path f = tmp.resolve("x.map");
        Files.writeString(f, text);
        return assertThrows(ImportException.class, () -> ForeignMap.read(f)).getMessage();
    }

    @Test void mistakesAreNamedAtTheirLine() throws IOException {
        Path f = tmp.resolve("x.map");
        assertEquals(f + ":2:1: unknown statement 'sett'; expected tiles-from, set, element, switch, figure, kind, attribute, mark, "
                + "relation, tag, location, inner, tile, action, key, category, token, choice or axis", error("# a map\nsett basic:1 base\n"));
        assertEquals(f + ":1:1: expected a role (place, figure, neutral, token, takeback, option, none, commit, undo, unsupported), found 'jump'", error("action X jump\n"));
        assertEquals(f + ":1:1: expected 'kind ELEMENT[NAME=VALUE] POINTER OURS'", error("kind city City\n"));
        assertEquals(f + ":1:1: expected ELEMENT[NAME=VALUE], found 'monastery[shrine]'", error("kind monastery[shrine] Monastery shrine\n"));
        assertEquals(f + ":1:1: expected NAME=VALUE, found 'princess'", error("mark princess princess\n"));
        assertEquals(f + ":1:1: expected across, tile, alone or figure, found 'beside'", error("token GOLD gold beside\n"));
        assertEquals(f + ":1:1: expected 'tag ELEMENT[NAME=VALUE] OURS'", error("tag goldmine\n"));
        assertEquals(f + ":1:1: expected OPTION=VALUE, found 'bazaar_bids'", error("switch bazaar-no-auction true option bazaar_bids \"BC14\"\n"));
        assertEquals(f + ":1:1: expected 'same', 'differs' or 'option', found 'maybe'", error("switch dragon-move x maybe \"?\"\n"));
        assertEquals(f + ":1:28: unterminated quoted text", error("element bridge unsupported \"no\n"));
        assertEquals(f + ":1:1: unknown word 'figures' in an element; expected rules, figure, supply, require or unsupported",
                error("element wagon figures wagon\n"));
    }

    /** A map of one's own adds the payload member its expansion names a token by; the shipped one's still reads (issue 35). */
    @Test void keysAddUpAcrossMaps() throws IOException {
        Path shipped = TestSupport.repo().resolve("import/jcz.map");
        Path mine = tmp.resolve("sheep.map");
        Files.writeString(mine, "key token tokenType\n");
        ForeignMap m = ForeignMap.read(shipped, java.util.List.of(mine));
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        assertEquals("GOLD", m.key(json.readTree("{\"token\": \"GOLD\"}"), "token"));
        assertEquals("SHEEP", m.key(json.readTree("{\"tokenType\": \"SHEEP\"}"), "token"));
        assertEquals("0.small.1", m.key(json.readTree("{\"meepleId\": \"0.small.1\"}"), "figure"));
        assertEquals("", m.key(json.readTree("{}"), "token"));
    }

    /** {@code location CODE as KIND}: the pointer names that tile's feature of our kind, whatever its own feature says (issue 35: AS_ABBOT). */
    @Test void aLocationMappedToAFeatureOfAnotherKind() throws IOException {
        Path shipped = TestSupport.repo().resolve("import/jcz.map");
        Path mine = tmp.resolve("seat.map");
        Files.writeString(mine, "location AS_SEAT as city\nlocation AS_NOTHING as cloister\n");
        ForeignMap m = ForeignMap.read(shipped, java.util.List.of(mine));
        var rules = org.tilerules.front.RulesLoader.load(TestSupport.repo().resolve("rulesets"), java.util.List.of("base"));
        var g = new org.tilerules.runtime.Game(rules, new String[] {"a", "b"}, rules.defaultOptions(), 0);
        g.setUp();                                                   // D at 0,0: city c, road r, fields
        var json = new com.fasterxml.jackson.databind.ObjectMapper();
        int t = g.board.at(0, 0);
        int f = Pointers.feature(g, m, json.readTree("{\"position\": [0, 0], \"feature\": \"Road\", \"location\": \"AS_SEAT\"}"), "test");
        assertEquals("c", g.type(g.board.type[t]).features[f - g.board.featBase[t]].name);
        ImportException e = assertThrows(ImportException.class, () -> Pointers.feature(g, m,
                json.readTree("{\"position\": [0, 0], \"feature\": \"Road\", \"location\": \"AS_NOTHING\"}"), "test"));
        assertEquals("test: tile D at 0,0 has no cloister (location 'AS_NOTHING')", e.getMessage());
    }
}
