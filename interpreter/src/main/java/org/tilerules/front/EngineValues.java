package org.tilerules.front;

import org.tilerules.front.RulesLoader.Unit;
import org.tilerules.grammar.TilerulesParser.RuleItemContext;
import org.tilerules.grammar.TilerulesParser.ValueItemContext;
import org.tilerules.runtime.BoardExprs;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;
import org.tilerules.runtime.Values;
import org.tilerules.script.ScriptFunction;

import java.util.Arrays;
import java.util.List;

/**
 * The values the engine asks of the rules, checked and installed once every named value is compiled: the
 * player counts ({@code min_players()}, {@code max_players()}), {@code game_over()} after every turn,
 * {@code set_aside()} for each tile drawn, and what a figure and a player count in a majority
 * ({@code strength(w)}, {@code share(p, c)}). A later rule set refines each with {@code super()}.
 */
final class EngineValues {
    private final Rules rules;
    private final Diagnostics diags;
    private final List<Unit> units;

    EngineValues(Rules rules, Diagnostics diags, List<Unit> units) {
        this.rules = rules;
        this.diags = diags;
        this.units = units;
    }

    /** The player counts the rules allow (values the engine reads once). */
    static final String MIN_PLAYERS = "min_players", MAX_PLAYERS = "max_players";
    /** The value the engine asks after every turn: true ends the game. */
    static final String GAME_OVER = "game_over";
    /** The value the engine asks of each tile drawn: true, and it waits aside while another is drawn. */
    static final String SET_ASIDE = "set_aside";
    /** The value the engine asks of each figure in a majority: what it counts. */
    static final String STRENGTH = "strength";
    static final String SHARE = "share";


    /**
     * {@code game_over()} after every turn, {@code set_aside()} for each tile drawn (the tile as drawn_tagged(...)
     * reads it) unless it is always false (the base game's), so that a game without tiles waiting aside never
     * asks it; the player counts; strength and share.
     */
    void compile() {
        Values.Slot over = engineValue(GAME_OVER, "after every turn", "remaining == 0");
        if (over != null) {
            rules.endWhen = over.body;       // the last definition (its super() calls reach the earlier ones)
            rules.endWhenFrame = over.frame;
        }
        playerCounts();
        Values.Slot aside = engineValue(SET_ASIDE, "for each tile drawn", "super() or drawn_tagged(TAG) and ...");
        if (aside != null && !Integer.valueOf(0).equals(aside.body.constant())) {
            rules.asideRules.add(new Rules.AsideRule(null, aside.body, aside.frame));
        }
        strengthValue();
        shareValue();
    }

    /**
     * {@code value min_players() = 2}, {@code value max_players() = 5}: the player counts the rules
     * allow, numbers the engine reads once (a later rule set's definition replaces an earlier one's).
     */
    private void playerCounts() {
        int[] counts = {rules.minPlayers, rules.maxPlayers};
        String[] names = {MIN_PLAYERS, MAX_PLAYERS};
        for (int i = 0; i < 2; i++) {
            Values.Slot slot = rules.values.get(names[i]);
            if (slot == null) continue;
            Integer c = slot.params.length == 0 && slot.result == Type.INT ? slot.body.constant() : null;
            ValueItemContext at = lastDefinition(names[i]);
            if (c == null) {
                if (at != null) diags.add(unitOf(at), at.fname,
                        "value " + names[i] + " is the number of players the rules allow at " + (i == 0 ? "least" : "most")
                        + ": a number with no parameters, such as value " + names[i] + "() = " + counts[i]);
                continue;
            }
            counts[i] = i == 1 && at != null ? Bounds.at(c, Bounds.PLAYERS, "players", unitOf(at), at.expr().getStart(), diags) : c;
        }
        if (counts[0] < 1 || counts[1] < counts[0]) {
            ValueItemContext at = lastDefinition(counts[0] < 1 ? MIN_PLAYERS : MAX_PLAYERS);
            if (at != null) diags.add(unitOf(at), at.fname, "the rules allow " + counts[0] + ".." + counts[1]
                    + " players; expected 1 <= min_players() <= max_players()");
            return;
        }
        rules.minPlayers = counts[0];
        rules.maxPlayers = counts[1];
    }

    /**
     * {@code value strength(w: figure) = ...}: what each figure counts in a majority, refined by a later rule
     * set once for every scoring. Defined as the figures' own strength ({@code w.strength}, the base game's),
     * majorities read the pieces' strengths without a call.
     */
    private void strengthValue() {
        Values.Slot slot = rules.values.get(STRENGTH);
        if (slot == null) return;
        if (slot.params.length != 1 || slot.params[0] != Type.FIGURE || slot.result != Type.INT) {
            ValueItemContext at = lastDefinition(STRENGTH);
            if (at != null) diags.add(unitOf(at), at.fname, "value " + STRENGTH + ", which the engine asks of each figure in a majority, "
                    + "takes one figure and is a number: value " + STRENGTH + "(w: figure) = w.strength; found (" + String.join(", ",
                    Arrays.stream(slot.params).map(ScriptFunction::typeName).toList()) + ") giving "
                    + slot.result.description);
            return;
        }
        if (slot.body instanceof BoardExprs.OwnStrength own && own.ofFirstSlot()) return;
        rules.strength = slot;
    }

    /**
     * {@code value share(p: player, c: component) = ...}: what a player counts in a majority on a component,
     * refined by a later rule set once (a tie decided per player). Defined as the total of the player's
     * figures' strengths there ({@code c.strength(p)}, the base game's), majorities add them up without a call.
     */
    private void shareValue() {
        Values.Slot slot = rules.values.get(SHARE);
        if (slot == null) return;
        if (slot.params.length != 2 || slot.params[0] != Type.PLAYER || slot.params[1] != Type.COMPONENT || slot.result != Type.INT) {
            ValueItemContext at = lastDefinition(SHARE);
            if (at != null) diags.add(unitOf(at), at.fname, "value " + SHARE + ", which the engine asks of each player in a majority, "
                    + "takes a player and a component and is a number: value " + SHARE + "(p: player, c: component) = c.strength(p); found ("
                    + String.join(", ", Arrays.stream(slot.params).map(ScriptFunction::typeName).toList())
                    + ") giving " + slot.result.description);
            return;
        }
        if (slot.body instanceof BoardExprs.PlayerStrength ps && ps.ofParameters()) return;
        rules.share = slot;
    }

    /** The last definition of a value (a later rule set's replaces an earlier one's), or null. */
    private ValueItemContext lastDefinition(String name) {
        ValueItemContext last = null;
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof ValueItemContext vi && vi.fname != null && vi.fname.getText().equals(name)) last = vi;
            }
        }
        return last;
    }

    /** The file (as diagnostics name it) an item was read from. */
    private String unitOf(ValueItemContext vi) {
        for (Unit u : units) if (u.items().contains(vi)) return u.file();
        return "?";
    }

    /** A value the engine asks, if the rules define it: it must take no parameters and be true or false. */
    private Values.Slot engineValue(String name, String when, String example) {
        Values.Slot slot = rules.values.get(name);
        if (slot == null || slot.params.length == 0 && slot.result == Type.BOOL) return slot;
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof ValueItemContext vi && vi.fname != null && vi.fname.getText().equals(name)) {
                    diags.add(u.file(), vi.fname, "value " + name + ", which the engine asks " + when
                            + ", takes no parameters and is true or false: value " + name + "() = " + example);
                    return null;
                }
            }
        }
        return null;
    }
}
