package org.tilerules.capabilities.titles;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Move;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.INT;
import static org.tilerules.builtins.Arg.TITLE;
import static org.tilerules.runtime.Type.PLAYERS;

/** Titles ({@code piece NAME { neutral }}: one player holds each at a time, with a recorded number): {@link Titles}, {@link TitleExprs}. */
public final class TitlesCapability implements Capability {
    @Override public String name() { return "titles"; }

    @Override public int order() { return 30; }

    @Override public Store create(Game g) { return Titles.create(g); }

    @Override public void register(Registry r) {
        r.function("holders", PLAYERS, "the player holding the title, or nobody", a -> new TitleExprs.Holders(a.id(0)), TITLE);
        r.function("record", Type.INT, "the number recorded when the title was last given (0 at first)", a -> new TitleExprs.Record(a.id(0)), TITLE);
        r.action("set_record", "the number recorded with the title (`record(TITLE)`) becomes N; who holds it does not change "
                + "(`move TITLE to PLAYER`)", a -> new Titles.SetRecord(a.id(0), a.value(1)), TITLE, INT);
        r.setUpAction("clear_title", "nobody holds the title (a holder: `move TITLE to PLAYER`; its record: `set_record(TITLE, N)`)",
                "a title goes to a player with move TITLE to PLAYER",
                a -> new Titles.Clear(a.id(0)), TITLE);
        r.move(Move.statement(400, TITLE, Move.Place.value(Type.PLAYER), m -> new Titles.Give(m.id(), m.to()))
                .from(Move.Place.none("a title goes from whoever holds it")).count(Move.Count.NONE));
    }
}
