package org.tilerules.record;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class JsonTest {
    @Test void parsesEveryKindOfValue() {
        Object v = Json.parse(" {\"a\": [1, -2, 0], \"b\": {\"c\": true, \"d\": false, \"e\": null},\n \"s\": \"x\\\"y\\\\z\\n\\u00e9\\/\"} ");
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("a", List.of(1L, -2L, 0L));
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("c", true);
        b.put("d", false);
        b.put("e", null);
        expected.put("b", b);
        expected.put("s", "x\"y\\z\né/");
        assertEquals(expected, v);
        assertNull(Json.parse("null"));
        assertEquals(List.of(), Json.parse("[ ]"));
        assertEquals(Map.of(), Json.parse("{}"));
        assertEquals(9007199254740993L, Json.parse("9007199254740993"));
    }

    @Test void writesPlainValuesOnOneLineAndNestedOnesIndented() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("n", 1);
        m.put("xs", new int[] {1, 2});
        m.put("o", Map.of("k", "v"));
        m.put("list", List.of(Map.of("a", 1L), Map.of("a", 2L)));
        m.put("empty", List.of());
        assertEquals("""
                {
                  "n": 1,
                  "xs": [1, 2],
                  "o": {"k": "v"},
                  "list": [
                    {"a": 1},
                    {"a": 2}
                  ],
                  "empty": []
                }""", Json.write(m));
    }

    @Test void escapesRoundTrip() {
        String nasty = "quote \" backslash \\ tab \t newline \n bell \u0007 unicode é ✓";
        String json = Json.write(List.of(nasty));
        assertEquals("[\"quote \\\" backslash \\\\ tab \\t newline \\n bell \\u0007 unicode é ✓\"]", json);
        assertEquals(List.of(nasty), Json.parse(json));
    }

    @Test void errorsNameLineAndColumn() {
        assertEquals("bad JSON at line 2, column 3: expected ',' or '}'",
                assertThrows(RecordException.class, () -> Json.parse("{\"a\": 1\n  \"b\": 2}")).getMessage());
        assertEquals("bad JSON at line 1, column 1: unexpected end of input, expected a value",
                assertThrows(RecordException.class, () -> Json.parse("")).getMessage());
        assertEquals("bad JSON at line 1, column 2: only whole numbers are supported",
                assertThrows(RecordException.class, () -> Json.parse("1.5")).getMessage());
        assertEquals("bad JSON at line 1, column 1: unterminated string",
                assertThrows(RecordException.class, () -> Json.parse("\"abc")).getMessage());
        assertEquals("bad JSON at line 1, column 5: unexpected text after the end of the value",
                assertThrows(RecordException.class, () -> Json.parse("[1] 2")).getMessage());
        assertEquals("bad JSON at line 1, column 9: member \"a\" appears twice",
                assertThrows(RecordException.class, () -> Json.parse("{\"a\":1, \"a\":2}")).getMessage());
        assertEquals("bad JSON at line 1, column 3: unknown escape \\q",
                assertThrows(RecordException.class, () -> Json.parse("\"\\q\"")).getMessage());
        for (String bad : Arrays.asList("tru", "[1,]", "{\"a\" 1}", "01", "-", "[", "{", "\"\u0001\"", "99999999999999999999")) {
            assertThrows(RecordException.class, () -> Json.parse(bad), bad);
        }
    }
}
