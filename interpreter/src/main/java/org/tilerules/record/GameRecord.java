package org.tilerules.record;

import org.tilerules.engine.IntList;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.ScoreEvent;
import org.tilerules.runtime.Type;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
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
 * @param bots     who decided for each player when the game was played (for information)
 * @param imported for a game converted from another program's record: its fixed draws and
 *                 supplies, and whether it ended; null for a game played here
 */
public record GameRecord(int format, List<String> rules, List<String> players, List<String> bots, long seed,
                         Map<String, Object> options, int[] choices, List<ScoreEvent> events, int[] scores,
                         int tilesPlaced, int turns, Imported imported) {

    public static final int FORMAT = 1;

    public GameRecord(int format, List<String> rules, List<String> players, List<String> bots, long seed,
                      Map<String, Object> options, int[] choices, List<ScoreEvent> events, int[] scores,
                      int tilesPlaced, int turns) {
        this(format, rules, players, bots, seed, options, choices, events, scores, tilesPlaced, turns, null);
    }

    /**
     * What a converted game needs beyond a seed: the tiles in the order they
     * were drawn (no other tile is in the bag), figure supplies that differ
     * from the rules' (the same for every player), and whether the game ended
     * (false: it stops after the last draw, without final scoring), and the numbers its rolls drew
     * (from 1 to the N of each {@code roll(N)}, in order; fixed rolls of the replay).
     */
    public record Imported(String from, List<String> bag, Map<String, Integer> supplies, boolean finished, List<Integer> rolls) {
        public Imported(String from, List<String> bag, Map<String, Integer> supplies, boolean finished) {
            this(from, bag, supplies, finished, List.of());
        }
    }

    /** The record of a game converted from another program's record. */
    public static GameRecord of(Game g, List<String> bots, Imported imported) {
        GameRecord r = of(g, bots);
        return new GameRecord(r.format, r.rules, r.players, r.bots, r.seed, r.options, r.choices, r.events, r.scores,
                r.tilesPlaced, r.turns, imported);
    }

    /** Whether the record's number of players may lie outside the rules' range (imported games may have one player). */
    public boolean anyPlayerCount() { return imported != null; }

    // ------------------------------------------------------------------ replaying

    /** Sets the game up as the record's game began: the start tiles, the bag, the supplies. */
    public void setUp(Game g) {
        g.setUp();
        if (imported == null) return;
        int[] order = new int[imported.bag().size()];
        for (int i = 0; i < order.length; i++) {
            var t = g.rules.tileByName.get(imported.bag().get(i));
            if (t == null) throw new RecordException("the record's bag names tile '" + imported.bag().get(i) + "', which rules "
                    + String.join(",", rules) + " do not have");
            order[i] = t.id;
        }
        int[] rest = restOfBox(g, order);
        if (!imported.finished()) {
            int[] all = Arrays.copyOf(order, order.length + rest.length);
            System.arraycopy(rest, 0, all, order.length, rest.length);
            order = all;
        }
        g.setBag(order);
        g.setUnseen(rest, !imported.finished());   // a tile a rule boxes unseen is none of the recorded draws
        for (int v : imported.rolls()) g.forcedRolls.add(v);
        for (Map.Entry<String, Integer> e : imported.supplies().entrySet()) {
            var k = g.rules.figureByName.get(e.getKey());
            if (k == null) throw new RecordException("the record sets the supply of figure '" + e.getKey() + "', which rules "
                    + String.join(",", rules) + " do not have");
            for (int p = 0; p < g.nPlayers; p++) g.supply[p * g.rules.figures.size() + k.id] = e.getValue();
        }
    }

    /**
     * The tiles of the box the record never drew, in a fixed order: a game that had not ended goes
     * on with them after its last draw (a player may still place a tile from his hand), and a tile
     * a rule takes out of the game unseen is one of them.
     */
    private static int[] restOfBox(Game g, int[] drawn) {
        int[] left = new int[g.rules.tiles.size()];
        for (var t : g.rules.tiles) left[t.id] = g.rules.inBox(t);
        for (var s : g.rules.start) left[s.tile().id]--;
        for (var t : g.rules.setAside) left[t.id]--;
        for (int t : drawn) left[t]--;
        var all = new IntList();
        for (int t = 0; t < left.length; t++) for (int i = 0; i < left[t]; i++) all.add(t);
        return all.toArray();
    }

    /** Whether the recorded game ended with the final scoring (an imported one may have stopped before). */
    public boolean finished() { return imported == null || imported.finished(); }

    /** How many turns to play: all of them, or for an imported game that had not ended, those recorded. */
    public int turnLimit() { return finished() ? Integer.MAX_VALUE : turns; }

    /** Plays the game as recorded: a game that had not ended stops after its recorded turns, without final scoring. */
    public void play(Game g) {
        if (finished()) {
            g.play();
            return;
        }
        g.finishWhenOver = false;
        while (!g.over && g.turn < turns) g.runTurn();
    }

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
                        + (x instanceof String str ? JsonIo.quote(str) : String.valueOf(x)));
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
            if (!events.get(i).sameAward(g.events.get(i))) {
                out.add("score event " + (i + 1) + ": recorded " + describe(events.get(i)) + ", replayed "
                        + describe(g.events.get(i)));
                break;
            }
        }
        if (tilesPlaced != g.board.n) out.add("tiles placed: recorded " + tilesPlaced + ", replayed " + g.board.n);
        if (turns >= 0 && turns != g.turn) out.add("turns: recorded " + turns + ", replayed " + g.turn);
        return out;
    }

    private String describe(ScoreEvent e) {
        String who = e.player() >= 0 && e.player() < players.size() ? players.get(e.player()) : "player " + e.player();
        return "turn " + e.turn() + " " + who + " " + (e.points() > 0 ? "+" : "") + e.points() + " " + e.category()
                + " (" + e.reason() + ")";
    }

    // ------------------------------------------------------------------ JSON

    public String toJson() {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = JsonIo.lines(w, 1)) {
            g.writeStartObject();
            g.writeNumberField("format", format);
            g.writeFieldName("rules");
            strings(g, rules);
            g.writeFieldName("players");
            strings(g, players);
            g.writeFieldName("bots");
            strings(g, bots);
            g.writeNumberField("seed", seed);
            g.writeObjectFieldStart("options");
            for (Map.Entry<String, Object> e : options.entrySet()) {
                if (e.getValue() instanceof Boolean b) g.writeBooleanField(e.getKey(), b);
                else g.writeNumberField(e.getKey(), (Integer) e.getValue());
            }
            g.writeEndObject();
            g.writeFieldName("choices");
            g.writeArray(choices, 0, choices.length);
            g.writeArrayFieldStart("events");
            for (ScoreEvent e : events) {
                g.writeStartObject();
                g.writeNumberField("turn", e.turn());
                g.writeNumberField("player", e.player());
                g.writeNumberField("points", e.points());
                g.writeStringField("category", e.category());
                g.writeStringField("reason", e.reason());
                if (!e.rule().isEmpty()) g.writeStringField("rule", e.rule());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeFieldName("scores");
            g.writeArray(scores, 0, scores.length);
            g.writeNumberField("tilesPlaced", tilesPlaced);
            g.writeNumberField("turns", turns);
            if (imported != null) {
                g.writeObjectFieldStart("imported");
                g.writeStringField("from", imported.from());
                g.writeFieldName("bag");
                strings(g, imported.bag());
                g.writeObjectFieldStart("supplies");
                for (Map.Entry<String, Integer> e : imported.supplies().entrySet()) g.writeNumberField(e.getKey(), e.getValue());
                g.writeEndObject();
                g.writeBooleanField("finished", imported.finished());
                if (!imported.rolls().isEmpty()) {
                    g.writeFieldName("rolls");
                    g.writeStartArray();
                    for (int v : imported.rolls()) g.writeNumber(v);
                    g.writeEndArray();
                }
                g.writeEndObject();
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w + "\n";
    }

    private static void strings(JsonGenerator g, List<String> xs) throws IOException {
        g.writeStartArray();
        for (String x : xs) g.writeString(x);
        g.writeEndArray();
    }

    /** Reads a record; throws {@link RecordException} saying what is missing or malformed. */
    public static GameRecord fromJson(String text) { return fromJson("the record", text); }

    /** Reads a record from {@code source} (a file name for messages); a problem is named at its {@code line:col}. */
    public static GameRecord fromJson(String source, String text) { return new RecordReader(source, text).read(); }
}
