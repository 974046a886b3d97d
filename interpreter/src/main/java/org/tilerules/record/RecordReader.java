package org.tilerules.record;

import com.fasterxml.jackson.databind.JsonNode;
import org.tilerules.runtime.ScoreEvent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a game record (docs/schemas/record.schema.json) from Jackson's tree.
 * Every problem names {@code source:line:col} of the value at fault: the tree
 * keeps no positions, so only on an error is the text scanned again for them.
 */
final class RecordReader {
    private final String source, text;

    RecordReader(String source, String text) {
        this.source = source;
        this.text = text;
    }

    GameRecord read() {
        JsonNode root = JsonIo.read(source, text);
        if (!root.isObject()) throw at(List.of(), "a game record is a JSON object");
        Obj m = new Obj(root, List.of(), "the record");
        int format = m.integer("format");
        if (format != GameRecord.FORMAT) {
            throw at(List.of("format"), "record format " + format + " is not supported (this version reads format " + GameRecord.FORMAT + ")");
        }
        List<String> rules = m.strings("rules");
        if (rules.isEmpty()) throw at(List.of("rules"), "the record names no rule set");
        List<String> players = m.strings("players");
        if (players.isEmpty()) throw at(List.of("players"), "the record names no player");
        List<String> bots = root.has("bots") ? m.strings("bots") : List.of();
        long seed = m.along("seed");
        Map<String, Object> options = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : m.object("options").properties()) {
            JsonNode v = e.getValue();
            List<Object> path = List.of("options", e.getKey());
            if (v.isIntegralNumber()) options.put(e.getKey(), toInt(v, path, "option " + e.getKey()));
            else if (v.isBoolean()) options.put(e.getKey(), v.booleanValue());
            else throw at(path, "option '" + e.getKey() + "' must be a whole number or true/false");
        }
        int[] choices = m.ints("choices");
        List<ScoreEvent> events = new ArrayList<>();
        JsonNode evs = m.array("events");
        for (int i = 0; i < evs.size(); i++) {
            JsonNode x = evs.get(i);
            List<Object> path = List.of("events", i);
            if (!x.isObject()) throw at(path, "event " + (i + 1) + " must be an object");
            Obj e = new Obj(x, path, "event " + (i + 1));
            events.add(new ScoreEvent(e.integer("turn"), e.integer("player"), e.integer("points"), e.string("category"), e.string("reason"),
                    x.has("rule") ? e.string("rule") : ""));
        }
        int[] scores = m.ints("scores");
        int tiles = m.integer("tilesPlaced");
        int turns = root.has("turns") ? m.integer("turns") : -1;  // -1: not recorded (older records), not checked
        GameRecord.Imported imported = null;
        if (root.has("imported")) {
            JsonNode im = m.object("imported");
            List<Object> path = List.of("imported");
            Obj o = new Obj(im, path, "\"imported\"");
            Map<String, Integer> supplies = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : o.object("supplies").properties()) {
                supplies.put(e.getKey(), toInt(e.getValue(), List.of("imported", "supplies", e.getKey()), "supply " + e.getKey()));
            }
            JsonNode fin = im.get("finished");
            if (fin == null || !fin.isBoolean()) throw at(path, "\"imported\" needs \"finished\": true or false");
            List<Integer> rolls = new ArrayList<>();
            if (im.has("rolls")) for (int v : o.ints("rolls")) rolls.add(v);
            imported = new GameRecord.Imported(o.string("from"), o.strings("bag"), supplies, fin.booleanValue(), List.copyOf(rolls));
        }
        return new GameRecord(format, rules, players, bots, seed, options, choices, events, scores, tiles, turns, imported);
    }

    private RecordException at(List<Object> path, String message) {
        String where = JsonIo.locate(text, path);
        return new RecordException(source + (where == null ? "" : ":" + where) + ": " + message);
    }

    private int toInt(JsonNode v, List<Object> path, String what) {
        if (!v.isIntegralNumber()) throw at(path, what + " must be a whole number");
        if (!v.canConvertToInt()) throw at(path, what + " is out of range: " + v);
        return v.intValue();
    }

    private static List<Object> plus(List<Object> path, Object step) {
        List<Object> p = new ArrayList<>(path);
        p.add(step);
        return p;
    }

    /** Typed members of one JSON object, with messages that say which member of what is wrong, and where. */
    private final class Obj {
        private final JsonNode node;
        private final List<Object> path;
        private final String where;

        Obj(JsonNode node, List<Object> path, String where) {
            this.node = node;
            this.path = path;
            this.where = where;
        }

        private JsonNode member(String key) {
            JsonNode v = node.get(key);
            if (v == null) throw at(path, where + " has no \"" + key + "\"");
            return v;
        }

        private RecordException wrong(String key, String what) {
            return at(plus(path, key), "\"" + key + "\" of " + where + " must be " + what);
        }

        long along(String key) {
            JsonNode v = member(key);
            if (!v.isIntegralNumber() || !v.canConvertToLong()) throw wrong(key, "a whole number");
            return v.longValue();
        }

        int integer(String key) { return toInt(member(key), plus(path, key), "\"" + key + "\" of " + where); }

        String string(String key) {
            JsonNode v = member(key);
            if (!v.isTextual()) throw wrong(key, "a string");
            return v.textValue();
        }

        JsonNode object(String key) {
            JsonNode v = member(key);
            if (!v.isObject()) throw wrong(key, "an object");
            return v;
        }

        JsonNode array(String key) {
            JsonNode v = member(key);
            if (!v.isArray()) throw wrong(key, "an array");
            return v;
        }

        List<String> strings(String key) {
            JsonNode l = array(key);
            List<String> out = new ArrayList<>();
            for (int i = 0; i < l.size(); i++) {
                if (!l.get(i).isTextual()) throw at(plus(plus(path, key), i), "\"" + key + "\" must be an array of strings");
                out.add(l.get(i).textValue());
            }
            return List.copyOf(out);
        }

        int[] ints(String key) {
            JsonNode l = array(key);
            int[] out = new int[l.size()];
            for (int i = 0; i < out.length; i++) {
                List<Object> at = plus(plus(path, key), i);
                if (!l.get(i).isIntegralNumber()) throw at(at, "\"" + key + "\" of " + where + " must be an array of whole numbers");
                out[i] = toInt(l.get(i), at, "\"" + key + "\" item " + (i + 1));
            }
            return out;
        }
    }
}
