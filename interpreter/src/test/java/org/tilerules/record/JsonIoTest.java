package org.tilerules.record;

import com.fasterxml.jackson.core.JsonGenerator;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Our use of Jackson: messages for bad JSON, the line layout, numbers. */
class JsonIoTest {
    private static String error(String json) {
        return assertThrows(RecordException.class, () -> JsonIo.read("g.json", json)).getMessage();
    }

    @Test void badJsonNamesFileLineAndColumn() {
        assertEquals("g.json:2:3: bad JSON: Unexpected character ('\"' (code 34)): was expecting comma to separate Object entries",
                error("{\"a\": 1\n  \"b\": 2}"));
        assertEquals("g.json:1:1: bad JSON: the text is empty", error(""));
        assertEquals("g.json:1:12: bad JSON: Duplicate field 'a'", error("{\"a\":1, \"a\":2}"));
        assertEquals("g.json:1:5: bad JSON: unexpected text after the end of the value", error("[1] 2"));
        assertEquals("g.json:1:5: bad JSON: Unexpected end-of-input: was expecting closing quote for a string value", error("\"abc"));
    }

    @Test void nestedObjectsAndArraysOfObjectsBreakIntoLinesPlainOnesStayOnOne() throws IOException {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = JsonIo.lines(w, 1)) {
            g.writeStartObject();
            g.writeNumberField("n", 1);
            g.writeFieldName("xs");
            g.writeArray(new int[] {1, 2}, 0, 2);
            g.writeObjectFieldStart("o");
            g.writeStringField("k", "v \"q\" \n");
            g.writeEndObject();
            g.writeArrayFieldStart("list");
            for (int i = 1; i <= 2; i++) {
                g.writeStartObject();
                g.writeNumberField("a", i);
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("empty");
            g.writeEndArray();
            g.writeEndObject();
        }
        assertEquals("""
                {
                  "n": 1,
                  "xs": [1, 2],
                  "o": {"k": "v \\"q\\" \\n"},
                  "list": [
                    {"a": 1},
                    {"a": 2}
                  ],
                  "empty": []
                }""", w.toString());
    }

    @Test void numbersHaveAtMostSixDecimalsAndNaNIsNull() throws IOException {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = JsonIo.lines(w, 0)) {
            g.writeStartArray();
            for (double d : new double[] {2.0, 0.1 + 0.2, 1.0 / 3, -2.5, Double.NaN, 1e-9}) JsonIo.number(g, d);
            g.writeEndArray();
        }
        assertEquals("[2, 0.3, 0.333333, -2.5, null, 0]", w.toString());
    }
}
