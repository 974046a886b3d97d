package org.tilerules.sim;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes simulation results as JSON: maps (insertion order), lists, strings,
 * whole numbers, doubles (up to six significant decimals; NaN as null),
 * booleans, {@code int[]} and {@code double[]}.
 */
public final class JsonOut {
    private JsonOut() {}

    public static String write(Object v) {
        StringBuilder sb = new StringBuilder();
        value(sb, v, 0);
        return sb.append('\n').toString();
    }

    private static void value(StringBuilder sb, Object v, int indent) {
        if (v == null) sb.append("null");
        else if (v instanceof String s) string(sb, s);
        else if (v instanceof Double d) number(sb, d);
        else if (v instanceof Float f) number(sb, f);
        else if (v instanceof Number || v instanceof Boolean) sb.append(v);
        else if (v instanceof int[] a) {
            sb.append('[');
            for (int i = 0; i < a.length; i++) sb.append(i == 0 ? "" : ", ").append(a[i]);
            sb.append(']');
        } else if (v instanceof double[] a) {
            sb.append('[');
            for (int i = 0; i < a.length; i++) { if (i > 0) sb.append(", "); number(sb, a[i]); }
            sb.append(']');
        } else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) { sb.append("{}"); return; }
            boolean flat = indent > 1;
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(first ? "" : ",");
                if (flat) sb.append(first ? "" : " ");
                else newline(sb, indent + 1);
                first = false;
                string(sb, String.valueOf(e.getKey()));
                sb.append(": ");
                value(sb, e.getValue(), indent + 1);
            }
            if (!flat) newline(sb, indent);
            sb.append('}');
        } else if (v instanceof List<?> l) {
            if (l.isEmpty()) { sb.append("[]"); return; }
            if (l.stream().allMatch(e -> e == null || e instanceof String || e instanceof Number || e instanceof Boolean)) {
                sb.append('[');
                for (int i = 0; i < l.size(); i++) { if (i > 0) sb.append(", "); value(sb, l.get(i), indent + 1); }
                sb.append(']');
                return;
            }
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                sb.append(i == 0 ? "" : ",");
                newline(sb, indent + 1);
                value(sb, l.get(i), indent + 1);
            }
            newline(sb, indent);
            sb.append(']');
        } else {
            throw new IllegalArgumentException("cannot write " + v.getClass().getSimpleName() + " as JSON");
        }
    }

    private static void newline(StringBuilder sb, int indent) {
        sb.append('\n');
        for (int i = 0; i < indent; i++) sb.append("  ");
    }

    private static void number(StringBuilder sb, double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) { sb.append("null"); return; }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) { sb.append((long) d); return; }
        String s = String.format(Locale.ROOT, "%.6f", d);
        int end = s.length();
        while (s.charAt(end - 1) == '0') end--;
        if (s.charAt(end - 1) == '.') end--;
        sb.append(s, 0, end);
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        sb.append('"');
    }
}
