package org.tilerules.importer;

import com.fasterxml.jackson.databind.JsonNode;
import org.tilerules.record.GameRecord;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Converts the other program's record into ours by playing it through our
 * engine: the rule sets come from its tile sets and set-up elements, the bag
 * holds exactly the tiles it placed, in order, and every decision is answered
 * from its actions ({@link ForeignAgent}). Everything the record uses that
 * cannot be represented is refused before play, naming the action or set-up
 * entry and what is missing.
 */
public final class Conversion {
    /** The converted record, the game as it ended, and notes (switches our rules play otherwise). */
    public record Result(GameRecord record, Game game, List<String> notes) {}

    private final ForeignRecord rec;
    private final ForeignMap map;
    private final ForeignTiles tiles;
    private final List<String> notes = new ArrayList<>();

    private Conversion(ForeignRecord rec, ForeignMap map, ForeignTiles tiles) {
        this.rec = rec;
        this.map = map;
        this.tiles = tiles;
    }

    /** @param loader loads rule sets by name (its errors pass through) */
    public static Result convert(ForeignRecord rec, ForeignMap map, ForeignTiles tiles, Function<List<String>, Rules> loader) {
        return new Conversion(rec, map, tiles).run(loader);
    }

    private Result run(Function<List<String>, Rules> loader) {
        checkActions();
        undo();
        Set<String> ruleSets = new LinkedHashSet<>();
        Map<String, Integer> supplies = new LinkedHashMap<>();
        for (String set : rec.sets.keySet()) {
            List<String> rs = map.sets.get(set);
            if (rs == null) throw bad("setup.sets: tile set '" + set + "' has no rule set here (no 'set " + set + "' in " + map.file + ")");
            ruleSets.addAll(rs);
        }
        for (Map.Entry<String, JsonNode> e : rec.elements.entrySet()) element(e.getKey(), e.getValue(), ruleSets, supplies);
        Map<String, String> optionSwitches = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : rec.switches.entrySet()) {
            ForeignMap.Switch s = map.switches.get(e.getKey() + "=" + e.getValue());
            if (s == null && aboutNothingHere(e.getKey())) continue;   // a switch of expansions not in this game
            if (s == null) throw bad("setup.rules: switch " + e.getKey() + " = " + e.getValue() + " is not in " + map.file);
            if (!s.same()) notes.add("switch " + e.getKey() + " = " + e.getValue() + ": " + s.note());
            if (s.option() != null) optionSwitches.put(e.getKey() + " = " + e.getValue(), s.option());
        }
        Rules rules = loader.apply(List.copyOf(ruleSets));
        int[] options = options(rules, optionSwitches);
        for (String f : List.copyOf(supplies.keySet())) {
            var k = rules.figureByName.get(f);
            if (k == null) throw bad("setup.elements: figure '" + f + "' is not in rules " + String.join(",", rules.rulesets));
            if (k.supply == supplies.get(f)) supplies.remove(f);   // only supplies that differ from the rules'
        }
        checkStart(rules);
        Map<Integer, ForeignAgent.Placement> placements = new HashMap<>();
        List<String> bag = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        for (ForeignRecord.Action a : rec.actions) {
            if (!map.actions.get(a.type()).equals("place")) continue;
            JsonNode p = a.payload();
            String id = p.path("tileId").asText();
            ForeignTiles.Match m;
            try {
                m = tiles.match(id, rules);
            } catch (ImportException e) {
                throw bad(a.where() + ": " + e.getMessage());
            }
            JsonNode pos = p.path("position");
            if (!pos.isArray() || pos.size() != 2) throw bad(a.where() + ": the payload has no \"position\" [x, y]");
            int turns = rotation(a, p.path("rotation").asText());
            placements.put(a.index(), new ForeignAgent.Placement(m.type(), pos.get(0).asInt(), pos.get(1).asInt(), (m.turn() + turns) % 4));
            if (rules.inBox(m.type()) > 0) {
                bag.add(m.type().name);
                order.add(m.type().id);
            }
        }
        Game g = new Game(rules, rec.players.toArray(new String[0]), options, 0);
        GameRecord.Imported imported = new GameRecord.Imported(from(), List.copyOf(bag), supplies, rec.ended);
        GameRecord shell = new GameRecord(GameRecord.FORMAT, rules.rulesets, rec.players, List.of(), 0, Map.of(), new int[0],
                List.of(), new int[0], 0, 0, imported);
        shell.setUp(g);
        ForeignRandom random = new ForeignRandom(rec.initialRandom);
        g.rollSource = random;
        ForeignAgent agent = new ForeignAgent(rec, map, placements, random);
        Arrays.fill(g.agents, agent);
        try {
            if (rec.ended) shell.play(g);
            else {
                // a game that had not ended: as many turns as the record has actions for
                g.finishWhenOver = false;
                while (!g.over && agent.hasMore()) g.runTurn();
            }
        } catch (RuleError e) {
            throw bad("our rules stopped the game at turn " + g.turn + ": " + e.getMessage());
        }
        agent.requireAllUsed(g);
        g.rollSource = null;
        List<Integer> rolls = new ArrayList<>();
        for (int i = 0; i < random.rolls.size(); i++) rolls.add(random.rolls.get(i));
        imported = new GameRecord.Imported(imported.from(), imported.bag(), imported.supplies(), imported.finished(), List.copyOf(rolls));
        List<String> bots = Collections.nCopies(rec.players.size(), "imported");
        return new Result(GameRecord.of(g, bots, imported), g, List.copyOf(notes));
    }

    /** Every action's type must be known and representable, before anything is played. */
    private void checkActions() {
        for (ForeignRecord.Action a : rec.actions) {
            String role = map.actions.get(a.type());
            if (role == null) throw bad(a.where() + ": the action type is not in " + map.file);
            if (role.equals("unsupported")) throw bad(a.where() + ": cannot be represented: " + map.actionWhy.get(a.type()));
            if (role.equals("figure")) {
                String id = map.key(a.payload(), "figure");
                String[] parts = id.split("\\.");
                if (parts.length < 2 || !map.figures.containsKey(parts[1])) {
                    String why = parts.length >= 2 && map.elements.containsKey(parts[1]) ? map.elements.get(parts[1]).unsupported() : null;
                    throw bad(a.where() + ": figure '" + id + "' cannot be represented: "
                            + (why != null ? why : "no 'figure' line for it in " + map.file));
                }
            }
            if (role.equals("neutral")) {
                String id = map.key(a.payload(), "neutral");
                if (!map.figures.containsKey(id.split("\\.")[0])) {
                    throw bad(a.where() + ": neutral figure '" + id + "' cannot be represented: no 'figure' line for it in " + map.file);
                }
            }
            if (role.equals("option")) {
                String value = map.key(a.payload(), "option");
                if (!map.choices.containsKey(value)) {
                    throw bad(a.where() + ": the choice '" + value + "' has no option of ours (no 'choice " + value + " OPTION' in " + map.file + ")");
                }
            }
            if (role.equals("token")) {
                String token = map.key(a.payload(), "token");
                if (!map.tokens.containsKey(token)) throw bad(a.where() + ": token '" + token + "' has no counterpart in " + map.file);
            }
        }
    }

    /**
     * An action of role {@code undo} takes back the action before it, which was not yet committed:
     * both leave the list (actions keep their indices). An undo with nothing to take back in its step is an error.
     */
    private void undo() {
        List<ForeignRecord.Action> kept = new ArrayList<>();
        for (ForeignRecord.Action a : rec.actions) {
            if (!map.actions.get(a.type()).equals("undo")) { kept.add(a); continue; }
            if (kept.isEmpty() || map.actions.get(kept.get(kept.size() - 1).type()).equals("commit")) {
                throw bad(a.where() + ": nothing to take back (the step before it was committed)");
            }
            kept.remove(kept.size() - 1);
        }
        rec.actions.clear();
        rec.actions.addAll(kept);
    }

    /**
     * Whether the map says which expansions the switch is about ({@code switch NAME * for ...}) and none of them
     * is in the record's set-up: no element of that name in use, no tile set of that name (any edition).
     */
    private boolean aboutNothingHere(String name) {
        List<String> owners = map.switchOwners.get(name);
        if (owners == null) return false;
        for (String o : owners) {
            JsonNode v = rec.elements.get(o);
            if (v != null && (v.isBoolean() ? v.booleanValue() : !v.isNumber() || v.intValue() != 0)) return false;
            for (String set : rec.sets.keySet()) if (set.equals(o) || set.startsWith(o + ":")) return false;
        }
        return true;
    }

    private void element(String name, JsonNode value, Set<String> ruleSets, Map<String, Integer> supplies) {
        ForeignMap.Element el = map.elements.get(name);
        if (el == null) throw bad("setup.elements: '" + name + "' is not in " + map.file);
        boolean used = value.isBoolean() ? value.booleanValue() : !value.isNumber() || value.intValue() != 0;
        if (el.require() != null) {
            if (!value.asText().equals(el.require())) {
                throw bad("setup.elements: '" + name + "' is " + value.asText() + "; only " + el.require() + " can be represented");
            }
            return;
        }
        if (!used) return;
        if (el.unsupported() != null) throw bad("setup.elements: '" + name + "' cannot be represented: " + el.unsupported());
        ruleSets.addAll(el.rules());
        if (el.figure() != null && el.supply()) supplies.put(el.figure(), value.asInt());
    }

    /**
     * The rules' option values, with those the record's switches choose ("OPTION=VALUE"): a switch naming
     * an option these rules do not declare, or a value of the wrong type, is an error naming the switch.
     */
    private int[] options(Rules rules, Map<String, String> chosen) {
        int[] v = rules.defaultOptions();
        for (Map.Entry<String, String> sw : chosen.entrySet()) for (String one : sw.getValue().split(",")) {
            Map.Entry<String, String> e = Map.entry(sw.getKey(), one);
            String[] nv = e.getValue().split("=", 2);
            Rules.OptionDecl d = rules.optionByName.get(nv[0]);
            if (d == null) {
                throw bad("setup.rules: switch " + e.getKey() + " sets option '" + nv[0] + "', which rules "
                        + String.join(",", rules.rulesets) + " do not declare");
            }
            boolean bool = nv[1].equals("true") || nv[1].equals("false");
            if (bool && d.type() == Type.BOOL) v[d.index()] = nv[1].equals("true") ? 1 : 0;
            else if (nv[1].matches("-?\\d+") && d.type() == Type.INT) v[d.index()] = Integer.parseInt(nv[1]);
            else throw bad("setup.rules: switch " + e.getKey() + " sets option '" + nv[0] + "' to '" + nv[1] + "', but it is " + d.type().description);
        }
        return v;
    }

    /** The record's start tiles must be where our rule sets put theirs. */
    private void checkStart(Rules rules) {
        Set<String> theirs = new TreeSet<>(), ours = new TreeSet<>();
        for (ForeignRecord.Start s : rec.start) {
            ForeignTiles.Match m;
            try {
                m = tiles.match(s.tile(), rules);
            } catch (ImportException e) {
                throw bad("setup.start: " + e.getMessage());
            }
            theirs.add(m.type().name + " at " + s.x() + "," + s.y() + " rot " + (m.turn() + s.turns()) % 4 * 90);
        }
        for (Rules.Start s : rules.start) ours.add(s.tile().name + " at " + s.x() + "," + s.y() + " rot " + s.rot() * 90);
        if (!theirs.equals(ours)) {
            throw bad("setup.start: the record starts with " + theirs + ", rules " + String.join(",", rules.rulesets) + " with " + ours);
        }
    }

    private int rotation(ForeignRecord.Action a, String r) {
        if (r.matches("R(0|90|180|270)")) return Integer.parseInt(r.substring(1)) / 90;
        throw bad(a.where() + ": rotation '" + r + "' is not one of R0, R90, R180, R270");
    }

    private String from() {
        return "JCloisterZone " + rec.appVersion + ": " + Path.of(rec.source).getFileName();
    }

    private ImportException bad(String message) {
        return message.startsWith(rec.source) ? new ImportException(message) : new ImportException(rec.source + ": " + message);
    }
}
