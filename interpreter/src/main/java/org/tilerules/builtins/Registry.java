package org.tilerules.builtins;

import org.tilerules.builtins.Builtins.Action;
import org.tilerules.builtins.Builtins.Entry;
import org.tilerules.builtins.Builtins.ExprFactory;
import org.tilerules.builtins.Builtins.StmtFactory;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the built-ins are registered into, one line each: the core's ({@link BuiltinExpressions},
 * {@link BuiltinActions}) first, then each {@link Capability}'s in the capabilities' order. The order of
 * registration is the order of the docs' tables and of the lists a message offers.
 */
public final class Registry {
    final List<Entry> entries = new ArrayList<>();
    final List<Action> actions = new ArrayList<>();
    final List<Drawing.BoardHook> boards = new ArrayList<>();
    final List<Drawing.HeldHook> helds = new ArrayList<>();
    final List<Move> moves = new ArrayList<>();

    Registry() {}

    /** A name: {@code current}. */
    public void name(String name, Type result, String doc, ExprFactory f) {
        entries.add(new Entry(name, null, false, List.of(), result, doc, f));
    }

    /** A function: {@code count(LIST)}; {@code result} null: the type of its first argument (a list). */
    public void function(String name, Type result, String doc, ExprFactory f, Param... params) {
        entries.add(new Entry(name, null, true, List.of(params), result, doc, f));
    }

    /** A member written without brackets: {@code c.tiles}. */
    public void property(Type receiver, String name, Type result, String doc, ExprFactory f) {
        entries.add(new Entry(name, receiver, false, List.of(), result, doc, f));
    }

    /** A member written with brackets: {@code c.figures(FIGURE)}. */
    public void method(Type receiver, String name, Type result, String doc, ExprFactory f, Param... params) {
        entries.add(new Entry(name, receiver, true, List.of(params), result, doc, f));
    }

    /** An action, its parameters shown by their kinds: {@code draw_card(DECK)}. */
    public void action(String name, String doc, StmtFactory f, Arg... params) {
        actions.add(new Action(name, List.of(params), Arrays.stream(params).map(Arg::shown).toList(), doc, f));
    }

    /** An action whose parameters are shown by other words: {@code auction_bids(N, PLAYERS, MAX, CATEGORY)}. */
    public void action(String name, String doc, StmtFactory f, List<String> shown, Arg... params) {
        actions.add(new Action(name, List.of(params), shown, doc, f));
    }

    /**
     * An action of scenario set-ups ({@code setup { ... }}): it gives a store an exact state without the events of play;
     * {@code inRules} tells a rule file that calls it what rules do instead.
     */
    public void setUpAction(String name, String doc, String inRules, StmtFactory f, Arg... params) {
        actions.add(new Action(name, List.of(params), Arrays.stream(params).map(Arg::shown).toList(), doc, f, inRules));
    }

    /** The same, its parameters shown by other words. */
    public void setUpAction(String name, String doc, String inRules, StmtFactory f, List<String> shown, Arg... params) {
        actions.add(new Action(name, List.of(params), shown, doc, f, inRules));
    }

    /** What the capability shows on a board picture ({@link Drawing.Board}): picture/ draws it, naming no capability. */
    public void board(Drawing.BoardHook hook) { boards.add(hook); }

    /** What a player holds of the capability, for the player's row of the web page ({@link Drawing.Held}). */
    public void held(Drawing.HeldHook hook) { helds.add(hook); }

    /** A move of the capability's pieces ({@link Move}: what moves, from and to what, the factory, its precedence among the moves). */
    public void move(Move m) { moves.add(m); }
}
