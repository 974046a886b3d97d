package org.tilerules.importer;

import org.tilerules.model.TileType;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.Choice;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;

import java.util.HashMap;
import java.util.Map;

/**
 * Answers our engine's decisions from the other program's actions, in order:
 * a tile placement by its tile, position and rotation, a figure by the feature its pointer covers
 * (a figure already standing moves), a pass by "none". Decisions the other
 * program does not record (e.g. "draw" rather than a tile from the hand) take
 * the rules' default or "none" and use no action.
 */
final class ForeignAgent implements Agent {
    private final ForeignRecord rec;
    private final ForeignMap map;
    private final Map<Integer, Placement> placements;
    private int next;
    /** Where each of the other program's figures last went (a global feature index). */
    private final Map<String, Integer> figureAt = new HashMap<>();
    /** The record's random numbers, and the index of the last action whose number it took (-1: none yet). */
    private final ForeignRandom random;
    private int randomFrom = -1;

    /** A placing action in our terms: the tile type, where it goes, and the right angles it is turned. */
    record Placement(TileType type, int x, int y, int turns) {
        /** Whether option i of the decision puts this tile there, so turned (the option's data, not its label). */
        boolean is(ChoiceSet cs, int i) {
            if (cs.placedTile(i) != type.id) return false;
            int[] p = cs.placement(i);
            return p != null && p[0] == x && p[1] == y && p[2] == turns;
        }

        /** Our label for it, for messages: "place NAME at x,y rot R". */
        @Override public String toString() { return "place " + type.name + " at " + x + "," + y + " rot " + turns * 90; }
    }

    /** @param placements each placing action in our terms, by action index */
    ForeignAgent(ForeignRecord rec, ForeignMap map, Map<Integer, Placement> placements, ForeignRandom random) {
        this.rec = rec;
        this.map = map;
        this.placements = placements;
        this.random = random;
    }

    private ForeignRecord.Action peek() {
        while (next < rec.actions.size() && role(rec.actions.get(next)).equals("commit")) takeRandom(next++);
        return next < rec.actions.size() ? rec.actions.get(next) : null;
    }

    /**
     * The next action answers a decision. Its random number, if it has one, is what the draws it causes take
     * (a follower sent flying: the die). An action without one ends the step where that program draws after
     * the commit that follows: our rules go on at once (the end of the turn), so that commit's number is taken now.
     */
    private void use() {
        int at = next++;
        if (rec.actions.get(at).payload().has("random")) {
            takeRandom(at);
            return;
        }
        for (int i = next; i < rec.actions.size() && role(rec.actions.get(i)).equals("commit"); i++) takeRandom(i);
    }

    /** The generator takes the action's random number, once, if it has one. */
    private void takeRandom(int index) {
        if (index <= randomFrom) return;
        randomFrom = index;
        var v = rec.actions.get(index).payload().get("random");
        if (v != null && v.isNumber()) random.set(v.doubleValue());
    }

    private String role(ForeignRecord.Action a) { return map.actions.get(a.type()); }

    @Override public int choose(Game g, int player, ChoiceSet cs) {
        ForeignRecord.Action a = peek();
        String role = a == null ? "" : role(a);
        switch (role) {
            case "place" -> {
                Placement want = placements.get(a.index());
                for (int i = 0; i < cs.size(); i++) {
                    if (!want.is(cs, i)) continue;
                    if (a.player() >= 0 && a.player() != player && a.player() < g.nPlayers) {
                        throw fail(a, g, player, cs, "the record has " + g.playerNames[a.player()] + " place this tile, our rules ask "
                                + g.playerNames[player]);
                    }
                    use();
                    return i;
                }
                if (cs.defaultOption() >= 0) return cs.defaultOption();
                if (offersPlacement(cs)) throw fail(a, g, player, cs, "'" + want + "' is not a legal placement");
            }
            case "none" -> {
                if (cs.noneOption() >= 0) { use(); return cs.noneOption(); }
            }
            case "figure" -> {
                int i = figure(a, g, player, cs);
                if (i >= 0) { use(); return i; }
            }
            case "takeback" -> {
                int i = takeBack(a, g, player, cs);
                if (i >= 0) { use(); return i; }
            }
            case "neutral" -> {
                int i = neutral(a, g, player, cs);
                if (i >= 0) { use(); return i; }
            }
            case "token" -> {
                int i = token(a, g, player, cs);
                if (i >= 0) { use(); return i; }
            }
            case "option" -> {
                // a choice of that program's, answered by the option of ours the map names for its value
                String want = map.choices.get(map.key(a.payload(), "option"));
                for (int i = 0; i < cs.size(); i++) if (cs.label(i).equals(want)) { use(); return i; }
            }
            default -> { }
        }
        // a decision the other program did not record: the rules' quiet answer
        if (cs.noneOption() >= 0) return cs.noneOption();
        if (cs.defaultOption() >= 0) return cs.defaultOption();
        if (cs.size() == 1) return 0;
        // a game that had not ended stops within a turn: the turn is finished with the first options
        if (a == null && !rec.ended) return 0;
        if (a == null) throw new ImportException(rec.source + ": the record ends, but " + asked(g, player, cs) + "; options: " + list(cs));
        throw fail(a, g, player, cs, "it does not answer this decision");
    }

    private static boolean offersPlacement(ChoiceSet cs) {
        for (int i = 0; i < cs.size(); i++) if (cs.choice(i).act() == Choice.Act.PLACE_TILE) return true;
        return false;
    }

    /** The option standing or moving the action's figure onto the feature its pointer covers, or -1. */
    private int figure(ForeignRecord.Action a, Game g, int player, ChoiceSet cs) {
        String id = map.key(a.payload(), "figure");
        String[] parts = id.split("\\.");
        String ours = parts.length >= 2 ? map.figures.get(parts[1]) : null;
        if (ours == null) throw fail(a, g, player, cs, "figure '" + id + "' has no counterpart in " + map.file);
        if (!g.rules.figureByName.containsKey(ours)) {
            // no option could ever stand it: say so here, not later as an action left unused
            throw fail(a, g, player, cs, "figure '" + id + "' is our " + ours + ", which rules "
                    + String.join(",", g.rules.rulesets) + " do not have (an element of the set-up adds it)");
        }
        int owner = parseInt(parts[0]);
        if (owner != player) return -1;   // another player's decision comes first
        String option = map.choices.get(a.payload().path("pointer").path("feature").asText());
        if (option != null) {
            // a figure sent onto a symbol that is an option of ours (a `choice` line of the map)
            for (int i = 0; i < cs.size(); i++) if (cs.label(i).equals(option)) return i;
            return -1;
        }
        int feat = Pointers.feature(g, map, a.payload().path("pointer"), rec.source + ": " + a.where());
        int root = g.graph.find(feat);
        boolean moving = standing(g, player, ours, figureAt.get(id));
        Choice.Act act = moving ? Choice.Act.MOVE : Choice.Act.STAND;
        int best = -1;
        for (int i = 0; i < cs.size(); i++) {
            int f = cs.figureFeature(i);
            if (f < 0 || !cs.choice(i).is(act, ours) || g.graph.find(f) != root || !moving && otherOnTile(g, f, feat)) continue;
            if (f == feat || best < 0) best = i;
        }
        if (best >= 0) { figureAt.put(id, feat); return best; }
        for (int i = 0; i < cs.size(); i++) {
            if (cs.choice(i).is(act, ours)) {
                throw fail(a, g, player, cs, (moving ? "moving " : "standing ") + ours + " on " + g.featurePlace(feat) + " is not offered");
            }
        }
        return -1;
    }

    /**
     * The option moving a neutral figure ("move NAME ... x,y.feature") onto the component the action's
     * pointer names (its "to", or the "featurePointer" in it: the follower a figure joins), or onto the
     * tile a "to" of [x, y] names ("move NAME to x,y"); -1 when this decision moves no such figure.
     */
    private int neutral(ForeignRecord.Action a, Game g, int player, ChoiceSet cs) {
        String id = map.key(a.payload(), "neutral");
        String ours = map.figures.get(id.split("\\.")[0]);
        if (ours == null) throw fail(a, g, player, cs, "neutral figure '" + id + "' has no counterpart in " + map.file);
        var to = a.payload().path("to");
        if (to.has("featurePointer")) to = to.get("featurePointer");
        boolean offered = false;
        for (int i = 0; i < cs.size(); i++) offered |= moves(cs.choice(i), ours);
        if (!offered) return -1;   // this decision moves no such figure: a later one does
        if (to.isArray() && to.size() == 2) {
            // onto a tile: "move NAME to x,y"
            String want = "move " + ours + " to " + to.get(0).asInt() + "," + to.get(1).asInt();
            int t = g.board.at(to.get(0).asInt(), to.get(1).asInt());
            for (int i = 0; i < cs.size(); i++) if (t >= 0 && cs.choice(i).is(Choice.Act.MOVE, ours) && cs.choice(i).tile() == t) return i;
            throw fail(a, g, player, cs, "'" + want + "' is not offered");
        }
        int feat = Pointers.feature(g, map, to, rec.source + ": " + a.where());
        int root = g.graph.find(feat);
        int best = -1;
        for (int i = 0; i < cs.size(); i++) {
            Choice c = cs.choice(i);
            if (!moves(c, ours)) continue;
            int f = c.feature();
            if (f < 0 || g.graph.find(f) != root) continue;
            if (f == feat || best < 0) best = i;
        }
        if (best < 0) throw fail(a, g, player, cs, "moving " + ours + " to " + g.featurePlace(feat) + " is not offered");
        return best;
    }

    /**
     * The option taking a figure back from the feature the action's pointer names ({"featurePointer", "meepleId"}):
     * "take back FIGURE [of PLAYER] from x,y.feature" for our figure of that id, on that component; -1 when this
     * decision takes back nothing.
     */
    private int takeBack(ForeignRecord.Action a, Game g, int player, ChoiceSet cs) {
        var ptr = a.payload().path("pointer");
        String id = ptr.path("meepleId").asText();
        String[] parts = id.split("\\.");
        String ours = parts.length >= 2 ? map.figures.get(parts[1]) : null;
        if (ours == null) throw fail(a, g, player, cs, "figure '" + id + "' has no counterpart in " + map.file);
        boolean offered = false;
        for (int i = 0; i < cs.size(); i++) offered |= cs.choice(i).is(Choice.Act.TAKE_BACK, ours);
        if (!offered) return -1;
        int root = g.graph.find(Pointers.feature(g, map, ptr.path("featurePointer"), rec.source + ": " + a.where()));
        for (int i = 0; i < cs.size(); i++) {
            Choice c = cs.choice(i);
            if (!c.is(Choice.Act.TAKE_BACK, ours)) continue;
            int f = c.feature();
            if (f >= 0 && g.graph.find(f) == root) return i;
        }
        throw fail(a, g, player, cs, "taking back " + ours + " from the pointed feature is not offered");
    }

    /**
     * An option standing a figure on another feature of the pointed tile: never the pointed one, even when
     * the two belong to one component (a road's two ends on one tile joined around). Moves, whose options
     * name a component by one of its features, and figures standing anywhere (a feature on another tile)
     * still match by component.
     */
    private static boolean otherOnTile(Game g, int f, int feat) {
        return f != feat && g.graph.tile[f] == g.graph.tile[feat];
    }

    /** Whether an option moves a figure named {@code ours} (to a component, a tile or a zone; from one; beside another). */
    private static boolean moves(Choice c, String ours) {
        return c.is(Choice.Act.MOVE, ours) || c.is(Choice.Act.MOVE_FROM, ours) || c.is(Choice.Act.MOVE_BESIDE, ours);
    }

    /**
     * The option laying the action's token across the tile its pointer names ("NAME on x,y AXIS"),
     * or -1 when this decision lays no such token (it comes later in the turn).
     */
    private int token(ForeignRecord.Action a, Game g, int player, ChoiceSet cs) {
        String name = map.key(a.payload(), "token");
        String ours = map.tokens.get(name);
        if (ours == null) throw fail(a, g, player, cs, "token '" + name + "' has no counterpart in " + map.file);
        var pointer = a.payload().path("pointer");
        var pos = pointer.isArray() ? pointer : pointer.path("position");
        String form = map.tokenForms.getOrDefault(name, "across"), want;
        if (form.equals("figure")) {
            // a token that is a figure of ours, stood on the pointed feature ("OURS on ...")
            boolean offered = false;
            for (int i = 0; i < cs.size(); i++) offered |= cs.choice(i).is(Choice.Act.STAND, ours);
            if (!offered) return -1;
            int root = g.graph.find(Pointers.feature(g, map, pointer, rec.source + ": " + a.where()));
            for (int i = 0; i < cs.size(); i++) {
                int f = cs.figureFeature(i);
                if (f >= 0 && cs.choice(i).is(Choice.Act.STAND, ours) && g.graph.find(f) == root) return i;
            }
            throw fail(a, g, player, cs, "'" + ours + "' on the pointed feature is not offered");
        }
        if (form.equals("alone")) {
            want = ours;   // the feature is the one our rules ask about
        } else {
            if (!pos.isArray() || pos.size() != 2) throw fail(a, g, player, cs, "the token's pointer needs a position [x, y]");
            want = ours + " on " + pos.get(0).asInt() + "," + pos.get(1).asInt();
            if (form.equals("across")) {
                String axis = map.axes.get(pointer.path("location").asText());
                if (axis == null) throw fail(a, g, player, cs, "the token's pointer needs a location of " + map.axes.keySet());
                want += " " + axis;
            }
        }
        boolean offered = false;
        for (int i = 0; i < cs.size(); i++) {
            if (cs.label(i).equals(want)) return i;
            offered |= !form.equals("alone") && lays(cs.choice(i), ours);
        }
        if (offered) throw fail(a, g, player, cs, "'" + want + "' is not offered");
        return -1;
    }

    /**
     * Whether an option lays the token our map calls {@code ours} ("OURS on ..."): an addition of that
     * name, a figure of that name, or an option the rules name "OURS on" (one per tile).
     */
    private static boolean lays(Choice c, String ours) {
        return c.is(Choice.Act.ADD, ours) || c.is(Choice.Act.STAND, ours)
                || c.act() == Choice.Act.NAMED && (ours + " on").equals(c.piece());
    }

    /** Whether the player's figure of that name still stands on the component of its last feature. */
    private static boolean standing(Game g, int player, String figure, Integer lastFeature) {
        if (lastFeature == null) return false;
        var k = g.rules.figureByName.get(figure);
        int root = g.graph.find(lastFeature);
        for (int x = 0; x < g.graph.nFig; x++) {
            if (g.graph.figOwner[x] == player && g.graph.figKind[x] == k.id && g.graph.figAt[x] >= 0
                    && g.graph.find(g.graph.figAt[x]) == root) return true;
        }
        return false;
    }

    private static int parseInt(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Whether actions other than step ends are left. */
    boolean hasMore() { return peek() != null; }

    /** Throws when actions other than step ends are left after the game ended. */
    void requireAllUsed(Game g) {
        ForeignRecord.Action a = peek();
        if (a != null) {
            throw new ImportException(rec.source + ": " + a.where() + " was not used: our game ended after turn " + g.turn
                    + " (" + g.board.n + " tiles on the table)");
        }
    }

    private ImportException fail(ForeignRecord.Action a, Game g, int player, ChoiceSet cs, String what) {
        return new ImportException(rec.source + ": " + a.where() + ": " + what + " (turn " + g.turn + ", "
                + asked(g, player, cs) + "; options: " + list(cs) + ")");
    }

    private static String asked(Game g, int player, ChoiceSet cs) {
        return g.playerNames[player] + " was asked a " + cs.topic() + " choice";
    }

    static String list(ChoiceSet cs) {
        StringBuilder sb = new StringBuilder();
        int n = Math.min(cs.size(), 12);
        for (int i = 0; i < n; i++) sb.append(i > 0 ? ", " : "").append(cs.label(i));
        if (cs.size() > n) sb.append(", ... (").append(cs.size()).append(" options)");
        return sb.toString();
    }

}
