package org.tilerules.importer;

import com.fasterxml.jackson.databind.JsonNode;
import org.tilerules.record.JsonIo;
import org.tilerules.record.RecordException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game record of the other program as read from its JSON: the set-up (tile
 * sets, elements, switches, start tiles), the players, every action of the
 * replay in order, and the test's assertions. Only the shape is checked here;
 * what the words mean is the {@link ForeignMap}'s business.
 */
public final class ForeignRecord {
    /** One start tile: the foreign id, position and rotation in right angles. */
    public record Start(String tile, int x, int y, int turns) {}

    /** One action of the replay; {@code index} is its place in the "replay" array (from 0); {@code player} -1 if not given. */
    public record Action(int index, String type, JsonNode payload, int player) {
        public String where() { return "replay[" + index + "] (" + type + ")"; }
    }

    public final String source;
    public final Map<String, Integer> sets = new LinkedHashMap<>();
    public final Map<String, JsonNode> elements = new LinkedHashMap<>();
    public final Map<String, String> switches = new LinkedHashMap<>();
    public final List<Start> start = new ArrayList<>();
    public final List<String> players = new ArrayList<>();
    public final List<Action> actions = new ArrayList<>();
    public final List<String> assertions = new ArrayList<>();
    public String description = "";
    public String appVersion = "";
    /** Whether the record says the game ended (its annotations name the last turn). */
    public boolean ended;
    /** The number in [0, 1) its generator starts from ("initialRandom"; 0 when absent). */
    public double initialRandom;

    private ForeignRecord(String source) { this.source = source; }

    public static ForeignRecord parse(String source, String text) {
        JsonNode root;
        try {
            root = JsonIo.read(source, text);
        } catch (RecordException e) {
            throw new ImportException(e.getMessage());
        }
        ForeignRecord r = new ForeignRecord(source);
        r.read(root);
        return r;
    }

    private void read(JsonNode root) {
        if (!root.isObject()) throw bad("the file is not a JSON object");
        appVersion = root.path("appVersion").asText("");
        initialRandom = root.path("initialRandom").asDouble(0);
        JsonNode setup = member(root, "setup", "the file");
        JsonNode s = member(setup, "sets", "\"setup\"");
        s.properties().forEach(e -> sets.put(e.getKey(), e.getValue().asInt(1)));
        if (setup.has("elements")) setup.get("elements").properties().forEach(e -> elements.put(e.getKey(), e.getValue()));
        if (setup.has("rules") && setup.get("rules").isObject()) {
            setup.get("rules").properties().forEach(e -> switches.put(e.getKey(), e.getValue().asText()));
        }
        JsonNode st = member(setup, "start", "\"setup\"");
        for (int i = 0; i < st.size(); i++) {
            JsonNode x = st.get(i);
            String where = "\"setup\".\"start\"[" + i + "]";
            start.add(new Start(text(x, "tile", where), integer(x, "x", where), integer(x, "y", where), integer(x, "rotation", where) / 90));
        }
        JsonNode ps = member(root, "players", "the file");
        if (!ps.isArray() || ps.isEmpty()) throw bad("\"players\" must be a non-empty array");
        for (int i = 0; i < ps.size(); i++) players.add(text(ps.get(i), "name", "\"players\"[" + i + "]"));
        JsonNode rp = member(root, "replay", "the file");
        if (!rp.isArray()) throw bad("\"replay\" must be an array");
        for (int i = 0; i < rp.size(); i++) {
            JsonNode a = rp.get(i);
            String type = text(a, "type", "replay[" + i + "]");
            int player = a.path("player").isIntegralNumber() ? a.get("player").intValue() : -1;
            actions.add(new Action(i, type, a.has("payload") ? a.get("payload") : JsonIo.emptyObject(), player));
        }
        JsonNode test = root.path("test");
        description = test.path("description").asText("");
        JsonNode as = test.path("assertions");
        for (int i = 0; i < as.size(); i++) assertions.add(as.get(i).asText());
        ended = root.path("gameAnnotations").has("endTurn");
    }

    private JsonNode member(JsonNode o, String key, String where) {
        JsonNode v = o.get(key);
        if (v == null || v.isNull()) throw bad(where + " has no \"" + key + "\"");
        return v;
    }

    String text(JsonNode o, String key, String where) {
        JsonNode v = member(o, key, where);
        if (!v.isTextual()) throw bad("\"" + key + "\" of " + where + " must be a string");
        return v.textValue();
    }

    int integer(JsonNode o, String key, String where) {
        JsonNode v = member(o, key, where);
        if (!v.isIntegralNumber()) throw bad("\"" + key + "\" of " + where + " must be a whole number");
        return v.intValue();
    }

    ImportException bad(String message) { return new ImportException(source + ": " + message); }
}
