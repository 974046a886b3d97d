package org.tilerules.record;

import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.ScoreEvent;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything that makes a game what it was: rule sets, players, options, seed
 * and every choice in order, plus what came of it (score events, final scores)
 * so that a replay can be checked against it. Read and written as JSON.
 *
 * @param options every option of the rules, by name: an {@code Integer}, or a {@code Boolean}
 *                for true/false options
 * @param bots    who decided for each player when the game was played (for information)
 */
public record GameRecord(int format, List<String> rules, List<String> players, List<String> bots, long seed,
                         Map<String, Object> options, int[] choices, List<ScoreEvent> events, int[] scores,
                         int tilesPlaced, int turns) {

    public static final int FORMAT = 1;

    /** The record of a finished (or stopped) game. */
    public static GameRecord of(Game g, List<String> bots) {
        Map<String, Object> opts = new LinkedHashMap<>();
        for (Rules.OptionDecl o : g.rules.options) {
            int v = g.options[o.index()];
            opts.put(o.name(), o.type() == Type.BOOL ? (Object) (v != 0) : (Object) v);
        }
        return new GameRecord(FORMAT, List.copyOf(g.rules.rulesets), List.of(g.playerNames), List.copyOf(bots), g.seed,
                opts, g.choiceLog.toArray(), List.copyOf(g.events), g.score.clone(), g.board.n, g.turn);
    }

    // ------------------------------------------------------------------ options

    /**
     * The option values to replay with: the rules' defaults, overridden by the
     * record's. An option the rules do not declare, or a value of the wrong
     * type, is an error.
     */
    public int[] optionValues(Rules r) {
        int[] v = r.defaultOptions();
        for (Map.Entry<String, Object> e : options.entrySet()) {
            Rules.OptionDecl d = r.optionByName.get(e.getKey());
            if (d == null) {
                throw new RecordException("the record sets option '" + e.getKey() + "', which rules "
                        + String.join(",", rules) + " do not declare");
            }
            Object x = e.getValue();
            if (d.type() == Type.BOOL && x instanceof Boolean b) v[d.index()] = b ? 1 : 0;
            else if (d.type() == Type.INT && x instanceof Integer i) v[d.index()] = i;
            else {
                throw new RecordException("option '" + e.getKey() + "' is " + d.type().description + ", but the record gives "
                        + Json.write(x));
            }
        }
        return v;
    }

    // ------------------------------------------------------------------ checking a replay

    /** How a replayed game differs from this record: an empty list when it matches. */
    public List<String> differences(Game g) {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < Math.max(scores.length, g.nPlayers); p++) {
            String recorded = p < scores.length ? String.valueOf(scores[p]) : "none";
            String replayed = p < g.nPlayers ? String.valueOf(g.score[p]) : "none";
            if (!recorded.equals(replayed)) {
                String who = p < players.size() ? players.get(p) : "player " + (p + 1);
                out.add("final score of " + who + ": recorded " + recorded + ", replayed " + replayed);
            }
        }
        if (events.size() != g.events.size()) {
            out.add("score events: recorded " + events.size() + ", replayed " + g.events.size());
        }
        for (int i = 0; i < Math.min(events.size(), g.events.size()); i++) {
            if (!events.get(i).equals(g.events.get(i))) {
                out.add("score event " + (i + 1) + ": recorded " + describe(events.get(i)) + ", replayed "
                        + describe(g.events.get(i)));
                break;
            }
        }
        if (tilesPlaced != g.board.n) out.add("tiles placed: recorded " + tilesPlaced + ", replayed " + g.board.n);
        return out;
    }

    private String describe(ScoreEvent e) {
        String who = e.player() >= 0 && e.player() < players.size() ? players.get(e.player()) : "player " + e.player();
        return "turn " + e.turn() + " " + who + " " + (e.points() > 0 ? "+" : "") + e.points() + " " + e.category()
                + " (" + e.reason() + ")";
    }

    // ------------------------------------------------------------------ JSON

    public String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", format);
        m.put("rules", rules);
        m.put("players", players);
        m.put("bots", bots);
        m.put("seed", seed);
        m.put("options", options);
        m.put("choices", choices);
        List<Object> ev = new ArrayList<>();
        for (ScoreEvent e : events) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("turn", e.turn());
            x.put("player", e.player());
            x.put("points", e.points());
            x.put("category", e.category());
            x.put("reason", e.reason());
            ev.add(x);
        }
        m.put("events", ev);
        m.put("scores", scores);
        m.put("tilesPlaced", tilesPlaced);
        m.put("turns", turns);
        return Json.write(m) + "\n";
    }

    /** Reads a record; throws {@link RecordException} saying what is missing or malformed. */
    public static GameRecord fromJson(String text) {
        Object root = Json.parse(text);
        if (!(root instanceof Map<?, ?> m)) throw new RecordException("a game record is a JSON object");
        int format = integer(m, "format", "the record");
        if (format != FORMAT) {
            throw new RecordException("record format " + format + " is not supported (this version reads format " + FORMAT + ")");
        }
        List<String> rules = strings(m, "rules");
        List<String> players = strings(m, "players");
        List<String> bots = m.containsKey("bots") ? strings(m, "bots") : List.of();
        long seed = along(m, "seed", "the record");
        Map<String, Object> options = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map(m, "options").entrySet()) {
            Object v = e.getValue();
            if (v instanceof Long) options.put((String) e.getKey(), toInt((Long) v, "option " + e.getKey()));
            else if (v instanceof Boolean) options.put((String) e.getKey(), v);
            else throw new RecordException("option '" + e.getKey() + "' must be a whole number or true/false");
        }
        int[] choices = ints(m, "choices");
        List<ScoreEvent> events = new ArrayList<>();
        int i = 0;
        for (Object x : list(m, "events")) {
            i++;
            if (!(x instanceof Map<?, ?> e)) throw new RecordException("event " + i + " must be an object");
            String where = "event " + i;
            events.add(new ScoreEvent(integer(e, "turn", where), integer(e, "player", where), integer(e, "points", where),
                    string(e, "category", where), string(e, "reason", where)));
        }
        int[] scores = ints(m, "scores");
        int tiles = integer(m, "tilesPlaced", "the record");
        int turns = m.containsKey("turns") ? integer(m, "turns", "the record") : 0;
        if (rules.isEmpty()) throw new RecordException("the record names no rule set");
        if (players.isEmpty()) throw new RecordException("the record names no player");
        return new GameRecord(format, rules, players, bots, seed, options, choices, events, scores, tiles, turns);
    }

    private static Object member(Map<?, ?> m, String key, String where) {
        if (!m.containsKey(key)) throw new RecordException(where + " has no \"" + key + "\"");
        return m.get(key);
    }

    private static long along(Map<?, ?> m, String key, String where) {
        if (member(m, key, where) instanceof Long l) return l;
        throw new RecordException("\"" + key + "\" of " + where + " must be a whole number");
    }

    private static int integer(Map<?, ?> m, String key, String where) {
        return toInt(along(m, key, where), "\"" + key + "\" of " + where);
    }

    private static int toInt(long v, String what) {
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) throw new RecordException(what + " is out of range: " + v);
        return (int) v;
    }

    private static String string(Map<?, ?> m, String key, String where) {
        if (member(m, key, where) instanceof String s) return s;
        throw new RecordException("\"" + key + "\" of " + where + " must be a string");
    }

    private static Map<?, ?> map(Map<?, ?> m, String key) {
        if (member(m, key, "the record") instanceof Map<?, ?> x) return x;
        throw new RecordException("\"" + key + "\" must be an object");
    }

    private static List<?> list(Map<?, ?> m, String key) {
        if (member(m, key, "the record") instanceof List<?> x) return x;
        throw new RecordException("\"" + key + "\" must be an array");
    }

    private static List<String> strings(Map<?, ?> m, String key) {
        List<String> out = new ArrayList<>();
        for (Object x : list(m, key)) {
            if (!(x instanceof String s)) throw new RecordException("\"" + key + "\" must be an array of strings");
            out.add(s);
        }
        return List.copyOf(out);
    }

    private static int[] ints(Map<?, ?> m, String key) {
        List<?> l = list(m, key);
        int[] out = new int[l.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(l.get(i) instanceof Long v)) throw new RecordException("\"" + key + "\" must be an array of whole numbers");
            out[i] = toInt(v, "\"" + key + "\" item " + (i + 1));
        }
        return out;
    }
}
