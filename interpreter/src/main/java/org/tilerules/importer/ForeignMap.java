package org.tilerules.importer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The translation table from another program's vocabulary to ours, read from a
 * data file ({@code import/jcz.map}): tile sets to rule sets, set-up elements
 * to rule sets and figure supplies, switches, figure names, feature kinds,
 * location codes to ports, tile ids that contents cannot decide, action types,
 * tokens laid on the board and assertion words. This class knows the file's statements, not their words.
 */
public final class ForeignMap {
    /** What a set-up element asks for; {@code unsupported} is the reason it cannot be represented, or null. */
    public record Element(List<String> rules, String figure, boolean supply, String require, String unsupported) {}

    /** A switch value: {@code same} when our rules play it that way; otherwise {@code note} says how they differ. */
    public record Switch(boolean same, String note) {}

    /** A feature kind: the name in the tile files, the name in pointers, ours ("-": a symbol we do not carry). */
    public record KindName(String element, String pointer, String ours) {}

    public final Path file;
    public Path tilesFrom;
    public final Map<String, List<String>> sets = new LinkedHashMap<>();
    public final Map<String, Element> elements = new LinkedHashMap<>();
    public final Map<String, Switch> switches = new HashMap<>();
    public final Map<String, String> figures = new LinkedHashMap<>();
    public final List<KindName> kinds = new ArrayList<>();
    public final Map<String, String> attributes = new HashMap<>();
    public final Map<String, String> relations = new HashMap<>();
    public final Map<String, String> locations = new LinkedHashMap<>();
    public final List<String> inner = new ArrayList<>();
    public final Map<String, String> tiles = new LinkedHashMap<>();
    /** Action type to role: place, figure, none, commit; or "unsupported" with the reason in {@link #actionWhy}. */
    public final Map<String, String> actions = new HashMap<>();
    public final Map<String, String> actionWhy = new HashMap<>();
    public final Map<String, String> keys = new HashMap<>();
    public final Map<String, String> categories = new HashMap<>();
    /** Token names in a token action's payload to the name of our option that lays it (an addition, a link). */
    public final Map<String, String> tokens = new HashMap<>();
    /** Location codes of a token laid across a tile to our axis words ("N-S", "W-E"). */
    public final Map<String, String> axes = new HashMap<>();

    private ForeignMap(Path file) { this.file = file; }

    public static ForeignMap read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new ImportException("cannot read the import map " + file + ": " + e.getMessage());
        }
        ForeignMap m = new ForeignMap(file);
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) m.statement(i + 1, lines[i]);
        return m;
    }

    public KindName kindByElement(String element) {
        for (KindName k : kinds) if (k.element.equals(element)) return k;
        return null;
    }

    public KindName kindByPointer(String pointer) {
        for (KindName k : kinds) if (k.pointer.equals(pointer)) return k;
        return null;
    }

    private void statement(int line, String raw) {
        List<String> w = words(line, raw);
        if (w.isEmpty()) return;
        String head = w.get(0);
        switch (head) {
            case "tiles-from" -> { need(line, w, 2, "tiles-from FOLDER"); tilesFrom = file.toAbsolutePath().getParent().resolve(w.get(1)).normalize(); }
            case "set" -> { need(line, w, 3, "set NAME RULESET..."); sets.put(w.get(1), List.copyOf(w.subList(2, w.size()))); }
            case "element" -> element(line, w);
            case "switch" -> {
                need(line, w, 5, "switch NAME VALUE same|differs \"why\"");
                if (!w.get(3).equals("same") && !w.get(3).equals("differs")) throw bad(line, "expected 'same' or 'differs', found '" + w.get(3) + "'");
                switches.put(w.get(1) + "=" + w.get(2), new Switch(w.get(3).equals("same"), w.get(4)));
            }
            case "figure" -> { need(line, w, 3, "figure NAME OURS"); figures.put(w.get(1), w.get(2)); }
            case "kind" -> { need(line, w, 4, "kind ELEMENT POINTER OURS"); kinds.add(new KindName(w.get(1), w.get(2), w.get(3))); }
            case "attribute" -> { need(line, w, 3, "attribute NAME OURS"); attributes.put(w.get(1), w.get(2)); }
            case "relation" -> { need(line, w, 3, "relation NAME OURS"); relations.put(w.get(1), w.get(2)); }
            case "location" -> { need(line, w, 3, "location CODE PORT"); locations.put(w.get(1), w.get(2)); }
            case "inner" -> { need(line, w, 2, "inner CODE"); inner.add(w.get(1)); }
            case "tile" -> { need(line, w, 3, "tile ID OURS"); tiles.put(w.get(1), w.get(2)); }
            case "action" -> {
                need(line, w, 3, "action TYPE ROLE");
                String role = w.get(2);
                if (!List.of("place", "figure", "token", "none", "commit", "unsupported").contains(role)) {
                    throw bad(line, "expected a role (place, figure, token, none, commit, unsupported), found '" + role + "'");
                }
                if (role.equals("unsupported")) { need(line, w, 4, "action TYPE unsupported \"why\""); actionWhy.put(w.get(1), w.get(3)); }
                actions.put(w.get(1), role);
            }
            case "key" -> { need(line, w, 3, "key ROLE NAME"); keys.put(w.get(1), w.get(2)); }
            case "category" -> { need(line, w, 3, "category WORD OURS"); categories.put(w.get(1), w.get(2)); }
            case "token" -> { need(line, w, 3, "token NAME OURS"); tokens.put(w.get(1), w.get(2)); }
            case "axis" -> { need(line, w, 3, "axis CODE OURS"); axes.put(w.get(1), w.get(2)); }
            default -> throw bad(line, "unknown statement '" + head + "'; expected tiles-from, set, element, switch, figure, kind, "
                    + "attribute, relation, location, inner, tile, action, key, category, token or axis");
        }
    }

    private void element(int line, List<String> w) {
        need(line, w, 2, "element NAME ...");
        List<String> rules = new ArrayList<>();
        String figure = null, require = null, unsupported = null;
        boolean supply = false;
        for (int i = 2; i < w.size(); i++) {
            String k = w.get(i);
            switch (k) {
                case "supply" -> supply = true;
                case "rules", "figure", "require", "unsupported" -> {
                    if (i + 1 >= w.size()) throw bad(line, "'" + k + "' needs a value");
                    String v = w.get(++i);
                    if (k.equals("rules")) rules.add(v);
                    else if (k.equals("figure")) figure = v;
                    else if (k.equals("require")) require = v;
                    else unsupported = v;
                }
                default -> throw bad(line, "unknown word '" + k + "' in an element; expected rules, figure, supply, require or unsupported");
            }
        }
        elements.put(w.get(1), new Element(List.copyOf(rules), figure, supply, require, unsupported));
    }

    private void need(int line, List<String> w, int n, String form) {
        if (w.size() < n) throw bad(line, "expected '" + form + "'");
    }

    private ImportException bad(int line, String message) { return new ImportException(file + ":" + line + ":1: " + message); }

    /** The words of a line: blanks separate them, "quoted text" is one word, '#' outside quotes starts a comment. */
    private List<String> words(int line, String raw) {
        List<String> out = new ArrayList<>();
        int i = 0, n = raw.length();
        while (i < n) {
            char c = raw.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            if (c == '#') break;
            if (c == '"') {
                int end = raw.indexOf('"', i + 1);
                if (end < 0) throw new ImportException(file + ":" + line + ":" + (i + 1) + ": unterminated quoted text");
                out.add(raw.substring(i + 1, end));
                i = end + 1;
                continue;
            }
            int s = i;
            while (i < n && !Character.isWhitespace(raw.charAt(i)) && raw.charAt(i) != '#') i++;
            out.add(raw.substring(s, i));
        }
        return out;
    }
}
