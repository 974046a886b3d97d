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
    }

    private String error(String text) throws IOException {
        Path f = tmp.resolve("x.map");
        Files.writeString(f, text);
        return assertThrows(ImportException.class, () -> ForeignMap.read(f)).getMessage();
    }

    @Test void mistakesAreNamedAtTheirLine() throws IOException {
        Path f = tmp.resolve("x.map");
        assertEquals(f + ":2:1: unknown statement 'sett'; expected tiles-from, set, element, switch, figure, kind, attribute, "
                + "relation, location, inner, tile, action, key, category, token or axis", error("# a map\nsett basic:1 base\n"));
        assertEquals(f + ":1:1: expected a role (place, figure, token, none, commit, unsupported), found 'jump'", error("action X jump\n"));
        assertEquals(f + ":1:1: expected 'kind ELEMENT POINTER OURS'", error("kind city City\n"));
        assertEquals(f + ":1:28: unterminated quoted text", error("element bridge unsupported \"no\n"));
        assertEquals(f + ":1:1: unknown word 'figures' in an element; expected rules, figure, supply, require or unsupported",
                error("element wagon figures wagon\n"));
    }
}
