package org.tilerules.builtins;

import org.tilerules.runtime.Auction;
import org.tilerules.runtime.Event;
import org.tilerules.runtime.SetAside;
import org.tilerules.runtime.Stmts;

import java.util.List;

/**
 * The built-in actions, one entry each ({@link Builtins}): with its parameters, a line of documentation and the
 * node it compiles to. Adding a built-in action is one entry here and, if it does something new, one
 * {@link org.tilerules.runtime.Stmt} class.
 */
final class BuiltinActions {
    private BuiltinActions() {}

    /** Registers the core's actions, in the order of the docs. */
    static void register(Registry r) {
        r.action("draw_tile", "draw from the bag (the current player's held tile first); a tile that fits nowhere leaves the game "
                + "and another is drawn; an empty bag ends the game", a -> new Stmts.Draw());
        r.action("place_tile", "the current player chooses where and how to place the drawn tile among all legal placements; "
                + "label `place TILE at x,y rot R`", a -> new Stmts.PlaceTile(a.origin()));
        r.action("score_completed", "for each component this turn's placement completed, in order: `on scoring`, then `on completed`; "
                + "the figures those handlers `return` go home together at the end (after `on returning`)", a -> new Stmts.ScoreCompleted());
        r.action("trigger", "run the handlers of EVENT (`scoring` or `completed`) for a component",
                a -> new Stmts.Trigger(Event.named(a.name(0)), a.value(1)), Arg.EVENT, Arg.COMPONENT);
        r.action("end_game", "end the game after this statement", a -> new Stmts.EndGame());
        r.action("repeat_turn", "when the turn's steps have all run, they run once more, as a second pass of the same turn "
                + "(`repeats` counts the passes already run again; each pass starts with `turn_points` at 0)", a -> new Stmts.RepeatTurn());
        r.action("skip", "the named step does not run in this pass of the turn (when it comes later in the turn: a decision "
                + "that replaces what that step would offer)", a -> new Stmts.Skip(a.name(0)), Arg.STEP);
        r.action("shuffle_aside", "the tiles waiting aside (`set aside`) go back into the bag, each at a place the game's seeded "
                + "generator picks", a -> new SetAside.ShuffleBack());
        r.action("turn_into", "every feature of the component becomes of that kind: figures, "
                + "tiles and completion stay; the handlers of the old kind no longer see it, and it joins later neighbours as the new kind",
                a -> new Stmts.TurnInto(a.value(0), a.id(1)), Arg.COMPONENT, Arg.KIND);
        r.action("auction", "N tiles come out of the bag face up (at most one per player); each listed player in turn picks one "
                + "(`take TILE`) for nothing, to hold: his next `draw_tile()` takes it instead of the bag's",
                a -> new Auction(a.value(0), a.value(1), null, a.id(2), a.origin(), a.site()), Arg.INT, Arg.PLAYERS, Arg.CATEGORY);
        r.action("auction_bids", "the same display; round by round the first listed player without a tile picks one (`take TILE`) "
                + "and bids (`bid 0` .. `bid MAX`), each other player without a tile raises or passes (`none`) once, in the listed "
                + "order, and the picker buys the tile from the highest bidder or sells it to him (`buy`, `sell`: the bid goes from "
                + "one to the other as points of CATEGORY; a picker who alone bid pays nobody); the last player takes the last tile "
                + "without a decision",
                a -> new Auction(a.value(0), a.value(1), a.value(2), a.id(3), a.origin(), a.site()),
                List.of("N", "PLAYERS", "MAX", "CATEGORY"), Arg.INT, Arg.PLAYERS, Arg.INT, Arg.CATEGORY);
    }

}
