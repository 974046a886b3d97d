package org.tilerules.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How something is drawn, as a rule file declares it in a {@code draw { ... }}
 * clause: the settings of a feature kind, a figure or a tile tag, and marks drawn
 * once per unit of an attribute. Pictures read it; the engine never does.
 * A later rule set's clause overrides the settings it names and keeps the rest.
 */
public final class Look {
    /** The settings a draw clause may give, and what each takes. */
    public static final Map<String, String> SETTINGS = settings();

    private final Map<String, String> values = new LinkedHashMap<>();
    private final Map<String, Look> marks = new LinkedHashMap<>();

    private static Map<String, String> settings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("as", "area, line or shape");
        m.put("fill", "a colour");
        m.put("stroke", "a colour");
        m.put("width", "a whole number");
        m.put("edge", "a colour");
        m.put("edge_width", "a whole number");
        m.put("pattern", "a pattern name");
        m.put("glyph", "a glyph name");
        m.put("size", "a whole number");
        m.put("layer", "a whole number");
        m.put("junction", "a glyph name");
        m.put("label", "a name for people");
        return m;
    }

    public void set(String key, String value) { values.put(key, value); }

    public Look mark(String attribute) { return marks.computeIfAbsent(attribute, a -> new Look()); }

    public Map<String, Look> marks() { return marks; }

    public String get(String key, String otherwise) { return values.getOrDefault(key, otherwise); }

    public int number(String key, int otherwise) {
        String v = values.get(key);
        return v == null ? otherwise : Integer.parseInt(v);
    }

    public boolean has(String key) { return values.containsKey(key); }

    /** The name people read (the page's options): the {@code label} setting, else the rules' own name with spaces. */
    public String label(String id) { return values.getOrDefault("label", id.replace('_', ' ')); }

    public boolean isEmpty() { return values.isEmpty() && marks.isEmpty(); }
}
