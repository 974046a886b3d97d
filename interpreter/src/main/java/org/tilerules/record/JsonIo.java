package org.tilerules.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * JSON through Jackson for records, results and the bot protocol: one strict
 * reader (duplicate members and trailing text are errors, reported as
 * {@code source:line:col: bad JSON: ...}) and generators with our layout.
 */
public final class JsonIo {
    private JsonIo() {}

    private static final JsonFactory FACTORY = new JsonFactory().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    static final ObjectMapper MAPPER = new ObjectMapper(FACTORY)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS);

    /** Plain values (maps, lists, strings, numbers) as compact JSON text. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot write as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** An empty JSON object (for a member a foreign record leaves out). */
    public static JsonNode emptyObject() { return MAPPER.createObjectNode(); }

    /** Parses one JSON document; bad JSON is a {@link RecordException} naming {@code source:line:col}. */
    public static JsonNode read(String source, String text) {
        try {
            JsonNode n = MAPPER.readTree(text);
            if (n == null || n.isMissingNode()) throw new RecordException(source + ":1:1: bad JSON: the text is empty");
            return n;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? source : source + ":" + at.getLineNr() + ":" + at.getColumnNr();
            throw new RecordException(where + ": bad JSON: " + plain(e.getOriginalMessage()));
        }
    }

    private static final Pattern OPENED = Pattern.compile(" \\(start marker at \\[Source: [^;]*; line: (\\d+), column: (\\d+)]\\)");
    /** Any other place Jackson names with its source note: {@code [Source: REDACTED (...); line: 1, column: 7]}. */
    private static final Pattern SOURCE = Pattern.compile("\\[Source: [^;]*; line: (\\d+), column: (\\d+)]");

    /** Jackson's message in our words: its first line, without its notes on the source and the Java types. */
    private static String plain(String s) {
        int nl = s.indexOf('\n');
        if (nl >= 0) s = s.substring(0, nl);
        if (s.startsWith("Trailing token")) return "unexpected text after the end of the value";
        s = OPENED.matcher(s).replaceAll(" (opened at $1:$2)");
        return SOURCE.matcher(s).replaceAll("$1:$2");
    }

    /**
     * Where the value at {@code path} (member names and array indexes from the
     * root) starts in {@code text}, as {@code line:col}; null if it is not there.
     * For messages only: it reads the text again.
     */
    static String locate(String text, List<Object> path) {
        try (JsonParser p = FACTORY.createParser(text)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME || t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) continue;
                JsonStreamContext c = p.getParsingContext();
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) c = c.getParent();
                if (pathOf(c).equals(path)) {
                    JsonLocation at = p.currentTokenLocation();
                    return at.getLineNr() + ":" + at.getColumnNr();
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }

    private static List<Object> pathOf(JsonStreamContext c) {
        List<Object> out = new ArrayList<>();
        for (; c != null && !c.inRoot(); c = c.getParent()) out.add(0, c.inObject() ? c.getCurrentName() : (Object) c.getCurrentIndex());
        return out;
    }

    /** A generator with {@link LinePrinter}'s layout ({@code objectLines} levels of objects broken into lines). */
    public static JsonGenerator lines(Writer out, int objectLines) {
        JsonGenerator g = compact(out);
        g.setPrettyPrinter(new LinePrinter(objectLines));
        g.enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);
        return g;
    }

    /** A generator without any spaces or line breaks (one protocol message per line). */
    public static JsonGenerator compact(Writer out) {
        try {
            // the caller owns the writer (a file may get more after the JSON)
            return FACTORY.createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A number with at most six decimals, whole numbers without any; NaN and infinities as null. */
    public static void number(JsonGenerator g, double d) throws IOException {
        if (Double.isNaN(d) || Double.isInfinite(d)) g.writeNull();
        else if (d == Math.rint(d) && Math.abs(d) < 1e15) g.writeNumber((long) d);
        else {
            BigDecimal b = BigDecimal.valueOf(d).setScale(6, RoundingMode.HALF_UP).stripTrailingZeros();
            if (b.signum() == 0) g.writeNumber(0);
            else g.writeNumber(b);
        }
    }

    /** A JSON string literal for a text. */
    public static String quote(String s) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = compact(w)) {
            g.writeString(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

}
