package org.tilerules.builtins;

import org.tilerules.runtime.SetUpStmts;

import java.util.List;

/**
 * The actions of scenario set-ups ({@code setup { ... }}, docs/scenarios.md), one entry each: they give a store an
 * exact state, without the events of play, where the language's own statements would add to it or say it otherwise
 * (a score without a score event, an exact supply). A rule file that calls one is told what rules do instead, the
 * third text of the entry ({@link Builtins.Action#setUpOnly()}). These are the core's; a capability registers its own
 * set-up actions with the rest of its built-ins (put_card with decks, clear_title with titles, set_tokens with tokens).
 */
final class SetUpActions {
    private SetUpActions() {}

    static void register(Registry r) {
        r.setUpAction("set_score", "the player's score becomes N, with no score event", "award points: award N to PLAYER",
                a -> new SetUpStmts.Score(a.value(0), a.value(1)), Arg.PLAYER, Arg.INT);
        r.setUpAction("set_supply", "N figures of exactly that kind are in the player's supply (a tag is no kind here)",
                "figures leave the supply by a choice (choose { move FIGURE to COMPONENTS }) and come back with return",
                a -> new SetUpStmts.Supply(a.value(0), a.id(1), a.value(2)), Arg.PLAYER, Arg.FIGURE_KIND, Arg.INT);
        r.setUpAction("put_in_zone", "one of the player's figures leaves his supply to wait in the shared zone",
                "a figure goes to a zone with move FIGURE to ZONE",
                a -> new SetUpStmts.InZone(a.value(0), null, a.value(1), a.id(2)), Arg.ZONE_VALUE, Arg.PLAYER, Arg.FIGURE_KIND);
        r.setUpAction("put_in_zone_of", "the same for a zone per player: in the keeper's own",
                "a figure goes to a zone with move FIGURE to ZONE for KEEPER",
                a -> new SetUpStmts.InZone(a.value(0), a.value(1), a.value(2), a.id(3)), List.of("ZONE", "KEEPER", "PLAYER", "FIGURE"),
                Arg.ZONE_VALUE, Arg.PLAYER, Arg.PLAYER, Arg.FIGURE_KIND);
        r.setUpAction("put_neutral", "the neutral figure waits in the zone (a neutral figure on tiles: `move FIGURE to tile_at(X, Y)`)",
                "a neutral figure is moved by a choice or a move statement",
                a -> new SetUpStmts.Neutral(a.id(0), a.value(1)), Arg.NEUTRAL_IN_ZONE, Arg.ZONE_VALUE);
        r.setUpAction("clear_hand", "the player holds no tile in his hand", "tiles come into a hand by draw_tile() and auctions",
                a -> new SetUpStmts.ClearHand(a.value(0)), Arg.PLAYER);
        r.setUpAction("add_to_hand", "one more such tile in the player's hand (not taken from the bag)",
                "tiles come into a hand by draw_tile() and auctions",
                a -> new SetUpStmts.AddToHand(a.value(0), a.id(1)), Arg.PLAYER, Arg.TILE_TYPE);
        r.setUpAction("put_aside", "one such tile waits aside, as if the rules had set it aside (`shuffle_aside()` puts it back into the bag)",
                "a drawn tile waits aside when the named value set_aside() is true; shuffle_aside() puts them back",
                a -> new SetUpStmts.Aside(a.id(0)), Arg.TILE_TYPE);
    }
}
