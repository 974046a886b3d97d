package org.tilerules.importer;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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

    /**
     * A switch value: {@code same} when our rules play it that way; otherwise {@code note} says how they differ.
     * {@code option} ("NAME=VALUE", several joined by commas, or null): a reading our rules offer as options, set to those values.
     */
    public record Switch(boolean same, String note, String option) {}

    /**
     * A feature kind: the name in the tile files, the name in pointers, ours ("-": a symbol we do not carry);
     * {@code when} ("NAME=VALUE", or null) picks it only for elements carrying that attribute value.
     */
    public record KindName(String element, String when, String pointer, String ours) {}

    /** A symbol of the tile descriptions that our tiles carry as a tag: the element, its attribute value or null, our tag. */
    public record Tag(String element, String when, String ours) {}

    /** The shipped map (named in messages); {@link #files} also lists the maps added to it. */
    public final Path file;
    public final List<Path> files = new ArrayList<>();
    /** The file whose lines are being read: line numbers and {@code tiles-from} are relative to it. */
    private Path reading;
    public Path tilesFrom;
    public final Map<String, List<String>> sets = new LinkedHashMap<>();
    public final Map<String, Element> elements = new LinkedHashMap<>();
    public final Map<String, Switch> switches = new HashMap<>();
    /**
     * {@code switch NAME * for OWNER...}: the set-up elements and tile sets (without edition) a switch is
     * about; while none of them is in a record's set-up, any value of it is accepted and means nothing.
     */
    public final Map<String, List<String>> switchOwners = new HashMap<>();
    public final Map<String, String> figures = new LinkedHashMap<>();
    public final List<KindName> kinds = new ArrayList<>();
    /** Attribute names (or "NAME=VALUE": that value only, ours then 1) to ours; "true" counts 1. */
    public final Map<String, String> attributes = new HashMap<>();
    public final List<Tag> tags = new ArrayList<>();
    /** Attribute values ("NAME=VALUE") our tiles draw as a feature of their own on no port, to that feature's kind. */
    public final Map<String, String> marks = new HashMap<>();
    public final Map<String, String> relations = new HashMap<>();
    public final Map<String, String> locations = new LinkedHashMap<>();
    public final List<String> inner = new ArrayList<>();
    /** Location codes that name a feature of a kind of ours on the pointed tile, whatever the pointer's feature ({@code location CODE as KIND}). */
    public final Map<String, String> locationKinds = new LinkedHashMap<>();
    public final Map<String, String> tiles = new LinkedHashMap<>();
    /** Action type to role: place, figure, none, commit; or "unsupported" with the reason in {@link #actionWhy}. */
    public final Map<String, String> actions = new HashMap<>();
    public final Map<String, String> actionWhy = new HashMap<>();
    /**
     * Role (figure, token, neutral) to the payload members that may name it, in the order read: each
     * map adds its own (an expansion's actions may name a token by another member) and never takes
     * another map's away.
     */
    public final Map<String, List<String>> keys = new HashMap<>();
    public final Map<String, String> categories = new HashMap<>();

    /** The text of the first payload member that names the role ({@code key} lines), or "" when none is there. */
    public String key(JsonNode payload, String role) {
        for (String n : keys.getOrDefault(role, List.of())) if (payload.has(n)) return payload.path(n).asText();
        return "";
    }
    /** Token names in a token action's payload to the name of our option that lays it (an addition, a link). */
    public final Map<String, String> tokens = new HashMap<>();
    /**
     * How a token's option is labelled: {@code across} "OURS on x,y AXIS" (laid across the pointed tile),
     * {@code tile} "OURS on x,y" (on the tile the pointer names), {@code alone} "OURS" (the feature is the decision's),
     * {@code figure}: our figure OURS stood on the feature the pointer names.
     */
    public final Map<String, String> tokenForms = new HashMap<>();
    /**
     * Pointer feature names that are no feature of ours: a figure sent there answers our option of that label;
     * and the values of an {@code option} action's payload ({@code key option NAME}): the option they choose.
     */
    public final Map<String, String> choices = new HashMap<>();
    /** Location codes of a token laid across a tile to our axis words ("N-S", "W-E"). */
    public final Map<String, String> axes = new HashMap<>();

    private ForeignMap(Path file) { this.file = file; }

    public static ForeignMap read(Path file) { return read(file, List.of()); }

    /**
     * The shipped map, then each added map in order: an added file's lines are
     * statements like the shipped ones, adding words the shipped map does not
     * have or giving a word another meaning (the last line for a word holds).
     */
    public static ForeignMap read(Path file, List<Path> added) {
        ForeignMap m = new ForeignMap(file);
        m.add(file);
        for (Path f : added) m.add(f);
        return m;
    }

    private void add(Path f) {
        String text;
        try {
            text = Files.readString(f);
        } catch (IOException e) {
            throw new ImportException("cannot read the import map " + f + ": " + e.getMessage());
        }
        files.add(f);
        reading = f;
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) statement(i + 1, lines[i]);
        reading = file;
    }

    /** The kind of an element of the tile descriptions: one whose attribute condition it meets first, else the plain one. */
    public KindName kindByElement(org.w3c.dom.Element e) {
        KindName plain = null;
        for (KindName k : kinds) {
            if (!k.element.equals(e.getTagName())) continue;
            if (k.when == null) plain = k;
            else if (meets(e, k.when)) return k;
        }
        return plain;
    }

    /** Every kind a pointer's feature name may stand for (two kinds of ours may share one name there). */
    public List<KindName> kindsByPointer(String pointer) {
        List<KindName> out = new ArrayList<>();
        for (KindName k : kinds) if (k.pointer.equals(pointer)) out.add(k);
        return out;
    }

    /** Whether the element carries the symbol of a tag line. */
    public static boolean meets(org.w3c.dom.Element e, String when) {
        if (when == null) return true;
        int eq = when.indexOf('=');
        return e.hasAttribute(when.substring(0, eq)) && e.getAttribute(when.substring(0, eq)).equals(when.substring(eq + 1));
    }

    /** Whether some tag line names this element of the tile descriptions. */
    public boolean isTag(String element) {
        for (Tag t : tags) if (t.element.equals(element)) return true;
        return false;
    }

    /** "ELEMENT[NAME=VALUE]" split into the element and the condition (null without brackets). */
    private String[] conditioned(int line, String word) {
        int b = word.indexOf('[');
        if (b < 0) return new String[] {word, null};
        if (!word.endsWith("]") || word.indexOf('=', b) < 0) throw bad(line, "expected ELEMENT[NAME=VALUE], found '" + word + "'");
        return new String[] {word.substring(0, b), word.substring(b + 1, word.length() - 1)};
    }

    private void statement(int line, String raw) {
        List<String> w = words(line, raw);
        if (w.isEmpty()) return;
        String head = w.get(0);
        switch (head) {
            case "tiles-from" -> { need(line, w, 2, "tiles-from FOLDER"); tilesFrom = reading.toAbsolutePath().getParent().resolve(w.get(1)).normalize(); }
            case "set" -> { need(line, w, 3, "set NAME RULESET..."); sets.put(w.get(1), List.copyOf(w.subList(2, w.size()))); }
            case "element" -> element(line, w);
            case "switch" -> {
                need(line, w, 5, "switch NAME VALUE same|differs|option OPTION=VALUE \"why\"");
                String how = w.get(3);
                if (w.get(2).equals("*")) {
                    if (!how.equals("for") || w.size() < 6) throw bad(line, "expected 'switch NAME * for ELEMENT-OR-SET... \"why\"'");
                    switchOwners.put(w.get(1), List.copyOf(w.subList(4, w.size() - 1)));
                } else if (how.equals("option")) {
                    need(line, w, 6, "switch NAME VALUE option OPTION=VALUE[,OPTION=VALUE...] \"why\"");
                    for (String ov : w.get(4).split(",", -1)) {
                        if (ov.indexOf('=') < 1) throw bad(line, "expected OPTION=VALUE, found '" + ov + "'" + (ov.equals(w.get(4)) ? "" : " in '" + w.get(4) + "'"));
                    }
                    switches.put(w.get(1) + "=" + w.get(2), new Switch(true, w.get(5), w.get(4)));
                } else if (how.equals("same") || how.equals("differs")) {
                    switches.put(w.get(1) + "=" + w.get(2), new Switch(how.equals("same"), w.get(4), null));
                } else {
                    throw bad(line, "expected 'same', 'differs' or 'option', found '" + how + "'");
                }
            }
            case "figure" -> { need(line, w, 3, "figure NAME OURS"); figures.put(w.get(1), w.get(2)); }
            case "kind" -> {
                need(line, w, 4, "kind ELEMENT[NAME=VALUE] POINTER OURS");
                String[] ec = conditioned(line, w.get(1));
                kinds.removeIf(k -> k.element.equals(ec[0]) && Objects.equals(k.when, ec[1]) && k.pointer.equals(w.get(2)));
                kinds.add(new KindName(ec[0], ec[1], w.get(2), w.get(3)));
            }
            case "attribute" -> { need(line, w, 3, "attribute NAME OURS"); attributes.put(w.get(1), w.get(2)); }
            case "mark" -> {
                need(line, w, 3, "mark NAME=VALUE OUR-KIND");
                if (w.get(1).indexOf('=') < 1) throw bad(line, "expected NAME=VALUE, found '" + w.get(1) + "'");
                marks.put(w.get(1), w.get(2));
            }
            case "relation" -> { need(line, w, 3, "relation NAME OURS"); relations.put(w.get(1), w.get(2)); }
            case "tag" -> {
                need(line, w, 3, "tag ELEMENT[NAME=VALUE] OURS");
                String[] ec = conditioned(line, w.get(1));
                tags.removeIf(t -> t.element.equals(ec[0]) && Objects.equals(t.when, ec[1]));
                tags.add(new Tag(ec[0], ec[1], w.get(2)));
            }
            case "location" -> {
                need(line, w, 3, "location CODE PORT");
                if (w.get(2).equals("as")) {
                    // the location names a feature of another kind of ours on the tile (AS_ABBOT: the abbot's seat, not the monk's)
                    need(line, w, 4, "location CODE as KIND");
                    locationKinds.put(w.get(1), w.get(3));
                } else locations.put(w.get(1), w.get(2));
            }
            case "inner" -> { need(line, w, 2, "inner CODE"); inner.add(w.get(1)); }
            case "tile" -> { need(line, w, 3, "tile ID OURS"); tiles.put(w.get(1), w.get(2)); }
            case "action" -> {
                need(line, w, 3, "action TYPE ROLE");
                String role = w.get(2);
                if (!List.of("place", "figure", "neutral", "token", "takeback", "option", "none", "commit", "undo", "unsupported").contains(role)) {
                    throw bad(line, "expected a role (place, figure, neutral, token, takeback, option, none, commit, undo, unsupported), found '" + role + "'");
                }
                if (role.equals("unsupported")) { need(line, w, 4, "action TYPE unsupported \"why\""); actionWhy.put(w.get(1), w.get(3)); }
                actions.put(w.get(1), role);
            }
            case "key" -> {
                need(line, w, 3, "key ROLE NAME");
                List<String> names = keys.computeIfAbsent(w.get(1), k -> new ArrayList<>());
                for (String n : w.subList(2, w.size())) if (!names.contains(n)) names.add(n);
            }
            case "category" -> { need(line, w, 3, "category WORD OURS"); categories.put(w.get(1), w.get(2)); }
            case "token" -> {
                need(line, w, 3, "token NAME OURS [across|tile|alone|figure]");
                String form = w.size() > 3 ? w.get(3) : "across";
                if (!List.of("across", "tile", "alone", "figure").contains(form)) {
                    throw bad(line, "expected across, tile, alone or figure, found '" + form + "'");
                }
                tokens.put(w.get(1), w.get(2));
                tokenForms.put(w.get(1), form);
            }
            case "choice" -> { need(line, w, 3, "choice POINTER-FEATURE OUR-OPTION"); choices.put(w.get(1), w.get(2)); }
            case "axis" -> { need(line, w, 3, "axis CODE OURS"); axes.put(w.get(1), w.get(2)); }
            default -> throw bad(line, "unknown statement '" + head + "'; expected tiles-from, set, element, switch, figure, kind, "
                    + "attribute, mark, relation, tag, location, inner, tile, action, key, category, token, choice or axis");
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

    private ImportException bad(int line, String message) { return new ImportException(reading + ":" + line + ":1: " + message); }

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
                if (end < 0) throw new ImportException(reading + ":" + line + ":" + (i + 1) + ": unterminated quoted text");
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
