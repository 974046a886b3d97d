package org.tilerules.agents;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import org.tilerules.record.JsonIo;
import org.tilerules.record.RecordException;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.Choice;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * An agent on the other end of a text stream: a person at a terminal, or an
 * external program speaking one JSON object per line. Each decision is sent
 * with every option's label; the answer is an option's number (from 0 for
 * programs, from 1 for people) or its exact label.
 *
 * <p>Program protocol, one line each way per decision:
 * {@code {"turn":12,"player":"red","topic":"figure","options":["figure on a","none"]}}
 * answered by {@code 0} or {@code "figure on a"}.
 */
public final class StreamAgent implements Agent {
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean person;
    private final BiFunction<Game, ChoiceSet, String> view;

    public StreamAgent(BufferedReader in, PrintWriter out, boolean person) { this(in, out, person, (g, cs) -> ""); }

    /** {@code view}: text shown to a person before a decision's options (a map of the board, for instance). */
    public StreamAgent(BufferedReader in, PrintWriter out, boolean person, BiFunction<Game, ChoiceSet, String> view) {
        this.in = in;
        this.out = out;
        this.person = person;
        this.view = view;
    }

    @Override public int choose(Game g, int player, ChoiceSet options) {
        List<String> labels = new ArrayList<>(options.size());
        for (int i = 0; i < options.size(); i++) labels.add(options.label(i));
        if (person) {
            // a person reads each option in the names the rules give (a piece's and a feature kind's label)
            List<String> words = new ArrayList<>(options.size());
            for (int i = 0; i < options.size(); i++) words.add(options.words(i));
            if (labels.size() == 1) {   // nothing to decide: said, not asked
                out.println("turn " + g.turn + ", " + g.playerNames[player] + " (" + shown(options) + "): " + words.get(0) + " (the only option)");
                out.flush();
                return 0;
            }
            out.print(view.apply(g, options));
            return askPerson(g, player, shown(options), labels, words, groups(g, options));
        }
        out.println(request(g.turn, g.playerNames[player], options.topic(), labels));
        out.flush();
        String line = readLine();
        if (line == null) throw new RuleError("the external program of " + g.playerNames[player] + " stopped answering");
        if (line.length() > MAX_ANSWER) {
            throw new RuleError("the external program of " + g.playerNames[player] + " answered a line longer than " + MAX_ANSWER
                    + " characters ('" + shown(line) + "'); expected an option number 0.." + (labels.size() - 1) + " or an option's label");
        }
        int i = parse(line.trim(), labels, 0);
        if (i < 0) {
            throw new RuleError("the external program of " + g.playerNames[player] + " answered '" + shown(line.trim())
                    + "', which is neither an option number 0.." + (labels.size() - 1) + " nor an option's label");
        }
        return i;
    }

    /** One decision as one line of JSON (docs/schemas/bot-request.schema.json). */
    static String request(int turn, String player, String topic, List<String> labels) {
        StringWriter w = new StringWriter();
        try (JsonGenerator j = JsonIo.compact(w)) {
            j.writeStartObject();
            j.writeNumberField("turn", turn);
            j.writeStringField("player", player);
            j.writeStringField("topic", topic);
            j.writeArrayFieldStart("options");
            for (String l : labels) j.writeString(l);
            j.writeEndArray();
            j.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    /** What a person is told the decision is: its title (the rule that asks it, in words) when it has one, else its topic. */
    private static String shown(ChoiceSet options) { return options.title() != null ? options.title() : options.topic(); }

    private int askPerson(Game g, int player, String topic, List<String> labels, List<String> words, List<String> groups) {
        out.println("turn " + g.turn + ", " + g.playerNames[player] + " (" + topic + "):");
        list(labels, words, groups);
        while (true) {
            out.print("> ");
            out.flush();
            String line = readLine();
            if (line == null) throw new RuleError("the input ended before " + g.playerNames[player] + " chose");
            int i = parse(line.trim(), labels, 1);
            if (i < 0 && words.indexOf(line.trim()) == words.lastIndexOf(line.trim())) i = words.indexOf(line.trim());
            if (i >= 0) return i;
            out.println("answer with a number from 1 to " + labels.size() + ", or an option as written");
        }
    }

    /** Above this many options, a person sees them grouped by the tile or feature their labels name. */
    static final int GROUP_ABOVE = 12;
    /**
     * The options numbered from 1; a long list under one heading per tile or feature named (numbers
     * unchanged), from each option's data (see {@link #groups}). Each option is shown in {@code words}.
     */
    private void list(List<String> labels, List<String> words, List<String> of) {
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (String key : of) groups.computeIfAbsent(key, k -> new ArrayList<>());
        for (int i = 0; i < labels.size(); i++) groups.get(of.get(i)).add(i);
        if (labels.size() <= GROUP_ABOVE || groups.size() < 2 || groups.size() == labels.size()) {
            for (int i = 0; i < labels.size(); i++) out.println(String.format("  %3d  %s", i + 1, words.get(i)));
            return;
        }
        for (var e : groups.entrySet()) {
            out.println("  " + e.getKey() + ":");
            for (int i : e.getValue()) out.println(String.format("    %3d  %s", i + 1, words.get(i)));
        }
    }

    /**
     * Each option's heading, read from its data: the place of the feature it names ("at 2,0.c"), of the tile
     * ("at 2,0"), of the tile's placement, or the corner a figure stands on; else the option's own label.
     */
    static List<String> groups(Game g, ChoiceSet options) {
        List<String> out = new ArrayList<>(options.size());
        for (int i = 0; i < options.size(); i++) {
            Choice c = options.choice(i);
            int[] pl = options.placement(i);
            if (pl != null) out.add("at " + pl[0] + "," + pl[1]);
            else if (c.corner() >= 0) out.add(Choice.CORNERS[c.corner()]);
            else if (c.feature() >= 0) out.add("at " + g.featurePlace(c.feature()));
            else if (c.tile() >= 0) out.add("at " + g.board.x[c.tile()] + "," + g.board.y[c.tile()]);
            else out.add(options.label(i));
        }
        return out;
    }

    /** An option number (counted from {@code base}), a label, or a label in JSON quotes; -1 if none. */
    static int parse(String answer, List<String> labels, int base) {
        try {
            int n = Integer.parseInt(answer) - base;
            return n >= 0 && n < labels.size() ? n : -1;
        } catch (NumberFormatException notANumber) {
            String label = answer;
            if (label.length() >= 2 && label.startsWith("\"") && label.endsWith("\"")) {
                try {
                    JsonNode n = JsonIo.read("the answer", label);
                    if (!n.isTextual()) return -1;
                    label = n.textValue();
                } catch (RecordException badJson) {
                    return -1;
                }
            }
            return labels.indexOf(label);
        }
    }

    /**
     * The longest answer line read whole: an answer is a number or a label. A longer line is read
     * on to its end without being kept (a program that writes 200 MB on one line costs no memory).
     */
    static final int MAX_ANSWER = 65_536;

    /** An answer as shown in a message: at most 200 characters, control characters as '?'. */
    static String shown(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length() && i < 200; i++) {
            char c = s.charAt(i);
            sb.append(Character.isISOControl(c) ? '?' : c);
        }
        return s.length() > 200 ? sb.append("...").toString() : sb.toString();
    }

    /** One line, without its end; a line over {@link #MAX_ANSWER} characters comes back cut at MAX_ANSWER + 1; null at the end. */
    private String readLine() {
        try {
            StringBuilder sb = new StringBuilder();
            int c;
            while ((c = in.read()) >= 0) {
                if (c == '\n') break;
                if (sb.length() <= MAX_ANSWER) sb.append((char) c);
            }
            if (c < 0 && sb.length() == 0) return null;
            int n = sb.length();
            if (n > 0 && n <= MAX_ANSWER && sb.charAt(n - 1) == '\r') sb.setLength(n - 1);
            return sb.toString();
        } catch (IOException e) {
            throw new RuleError("cannot read an answer: " + e.getMessage());
        }
    }
}
