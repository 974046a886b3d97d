package org.tilerules.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer for game records. Values are {@code Map<String, Object>}
 * (insertion order kept), {@code List<Object>}, {@code String}, {@code Long} (numbers are
 * integers only), {@code Boolean} and {@code null}. Writing also accepts {@code Integer}
 * and {@code int[]}.
 */
public final class Json {
    private final String s;
    private int pos;

    private Json(String s) { this.s = s; }

    // ------------------------------------------------------------------ reading

    /** Parses one JSON value; throws {@link RecordException} naming line and column on bad input. */
    public static Object parse(String text) {
        Json p = new Json(text);
        p.skipSpace();
        Object v = p.value(0);
        p.skipSpace();
        if (p.pos < p.s.length()) throw p.error("unexpected text after the end of the value");
        return v;
    }

    private Object value(int depth) {
        if (depth > 200) throw error("values nested too deeply");
        if (pos >= s.length()) throw error("unexpected end of input, expected a value");
        char c = s.charAt(pos);
        switch (c) {
            case '{': return object(depth);
            case '[': return array(depth);
            case '"': return string();
            case 't': word("true"); return Boolean.TRUE;
            case 'f': word("false"); return Boolean.FALSE;
            case 'n': word("null"); return null;
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return number();
                throw error("unexpected character '" + c + "', expected a value");
        }
    }

    private Map<String, Object> object(int depth) {
        Map<String, Object> m = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (peek() == '}') { pos++; return m; }
        while (true) {
            skipSpace();
            if (peek() != '"') throw error("expected a quoted member name");
            int keyAt = pos;
            String key = string();
            if (m.containsKey(key)) { pos = keyAt; throw error("member \"" + key + "\" appears twice"); }
            skipSpace();
            expect(':');
            skipSpace();
            m.put(key, value(depth + 1));
            skipSpace();
            char c = peek();
            pos++;
            if (c == '}') return m;
            if (c != ',') { pos--; throw error("expected ',' or '}'"); }
        }
    }

    private List<Object> array(int depth) {
        List<Object> a = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek() == ']') { pos++; return a; }
        while (true) {
            skipSpace();
            a.add(value(depth + 1));
            skipSpace();
            char c = peek();
            pos++;
            if (c == ']') return a;
            if (c != ',') { pos--; throw error("expected ',' or ']'"); }
        }
    }

    private String string() {
        int start = pos;
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= s.length()) { pos = start; throw error("unterminated string"); }
            char c = s.charAt(pos++);
            if (c == '"') return sb.toString();
            if (c < 0x20) { pos--; throw error("control character in a string (write it as an escape)"); }
            if (c != '\\') { sb.append(c); continue; }
            if (pos >= s.length()) throw error("unterminated escape");
            char e = s.charAt(pos++);
            switch (e) {
                case '"': sb.append('"'); break;
                case '\\': sb.append('\\'); break;
                case '/': sb.append('/'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u':
                    if (pos + 4 > s.length()) throw error("expected four hex digits after \\u");
                    int v = 0;
                    for (int i = 0; i < 4; i++) {
                        int d = Character.digit(s.charAt(pos + i), 16);
                        if (d < 0) throw error("expected four hex digits after \\u");
                        v = v * 16 + d;
                    }
                    pos += 4;
                    sb.append((char) v);
                    break;
                default:
                    pos--;
                    throw error("unknown escape \\" + e);
            }
        }
    }

    private Long number() {
        int start = pos;
        if (peek() == '-') pos++;
        int digits = pos;
        while (pos < s.length() && Character.isDigit(s.charAt(pos))) pos++;
        if (pos == digits) throw error("expected a digit");
        if (s.charAt(digits) == '0' && pos - digits > 1) { pos = digits; throw error("numbers may not start with 0"); }
        char c = peek();
        if (c == '.' || c == 'e' || c == 'E') throw error("only whole numbers are supported");
        try {
            return Long.parseLong(s.substring(start, pos));
        } catch (NumberFormatException e) {
            pos = start;
            throw error("number out of range");
        }
    }

    private void word(String w) {
        if (!s.startsWith(w, pos)) throw error("unexpected character '" + s.charAt(pos) + "', expected a value");
        pos += w.length();
    }

    private void expect(char c) {
        if (peek() != c) throw error("expected '" + c + "'");
        pos++;
    }

    private char peek() { return pos < s.length() ? s.charAt(pos) : '\0'; }

    private void skipSpace() {
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
            pos++;
        }
    }

    private RecordException error(String msg) {
        int line = 1, col = 1;
        for (int i = 0; i < Math.min(pos, s.length()); i++) {
            if (s.charAt(i) == '\n') { line++; col = 1; } else col++;
        }
        return new RecordException("bad JSON at line " + line + ", column " + col + ": " + msg);
    }

    // ------------------------------------------------------------------ writing

    /**
     * Writes a value as JSON. Objects and arrays that hold only plain values
     * stay on one line; others put each member on its own indented line.
     */
    public static String write(Object v) {
        StringBuilder sb = new StringBuilder();
        write(sb, v, 0);
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object v, int indent) {
        if (v instanceof int[] a) {
            List<Object> l = new ArrayList<>(a.length);
            for (int x : a) l.add(x);
            v = l;
        }
        if (v == null) sb.append("null");
        else if (v instanceof String str) quote(sb, str);
        else if (v instanceof Boolean || v instanceof Integer || v instanceof Long) sb.append(v);
        else if (v instanceof Map<?, ?> m) writeObject(sb, m, indent);
        else if (v instanceof List<?> l) writeArray(sb, l, indent);
        else throw new IllegalArgumentException("cannot write " + v.getClass().getSimpleName() + " as JSON");
    }

    private static boolean flat(Iterable<?> values) {
        for (Object x : values) if (x instanceof Map || x instanceof List || x instanceof int[]) return false;
        return true;
    }

    private static void writeObject(StringBuilder sb, Map<?, ?> m, int indent) {
        if (m.isEmpty()) { sb.append("{}"); return; }
        boolean flat = flat(m.values());
        sb.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            if (!first) sb.append(flat ? ", " : ",");
            first = false;
            if (!flat) newline(sb, indent + 1);
            quote(sb, String.valueOf(e.getKey()));
            sb.append(": ");
            write(sb, e.getValue(), indent + 1);
        }
        if (!flat) newline(sb, indent);
        sb.append('}');
    }

    private static void writeArray(StringBuilder sb, List<?> l, int indent) {
        if (l.isEmpty()) { sb.append("[]"); return; }
        boolean flat = flat(l);
        sb.append('[');
        boolean first = true;
        for (Object x : l) {
            if (!first) sb.append(flat ? ", " : ",");
            first = false;
            if (!flat) newline(sb, indent + 1);
            write(sb, x, indent + 1);
        }
        if (!flat) newline(sb, indent);
        sb.append(']');
    }

    private static void newline(StringBuilder sb, int indent) {
        sb.append('\n');
        for (int i = 0; i < indent; i++) sb.append("  ");
    }

    /** Appends a JSON string literal. */
    public static void quote(StringBuilder sb, String str) {
        sb.append('"');
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                case '\b': sb.append("\\b"); break;
                case '\f': sb.append("\\f"); break;
                default:
                    if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        sb.append('"');
    }
}
