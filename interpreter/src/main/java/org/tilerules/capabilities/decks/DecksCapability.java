package org.tilerules.capabilities.decks;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;

import static org.tilerules.builtins.Arg.INT;
import static org.tilerules.builtins.Arg.CARD;
import static org.tilerules.builtins.Arg.DECK;
import static org.tilerules.runtime.Type.BOOL;

/** Decks of named cards ({@code deck NAME { cards ... }}): {@link Decks}, shuffled when a new game makes them, before any draw. */
public final class DecksCapability implements Capability {
    @Override public String name() { return "decks"; }

    @Override public int order() { return 20; }

    @Override public Store create(Game g) { return Decks.create(g); }

    @Override public void register(Registry r) {
        r.function("drawn_card", BOOL, "whether CARD is the card `draw_card(DECK)` drew last (false before any draw)",
                a -> new Decks.DrawnCard(a.id(0), a.id(1)), DECK, CARD);
        r.action("draw_card", "the deck's top card goes under the deck and becomes the deck's drawn card (`--log` names it); "
                + "`drawn_card(DECK, CARD)` tells which card it is", a -> new Decks.Draw(a.id(0)), DECK);
        r.setUpAction("put_card", "the card goes to place N of the deck (1: the top); the other cards keep their order",
                "the deck's top card is drawn with draw_card(DECK)",
                a -> new Decks.PutCard(a.id(0), a.id(1), a.value(2)), DECK, CARD, INT);
    }
}
