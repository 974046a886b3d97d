package org.tilerules.capabilities.placements;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import java.util.List;

import static org.tilerules.builtins.Arg.INT;
import static org.tilerules.builtins.Arg.PLAYER;
import static org.tilerules.builtins.Arg.TILE;

/** Who laid each tile, and in which turn ({@link Placements}): a store only for rules that read it. */
public final class PlacementsCapability implements Capability {
    /** The built-ins that read the record: a game whose rules call none of them keeps none ({@code Rules.calls}). */
    static final String[] READERS = {"placed_by", "turn_placed", "placed_tiles"};
    /** The same as messages show them. */
    static final List<String> SHOWN = List.of("t.placed_by(PLAYER)", "t.turn_placed", "p.placed_tiles");

    @Override public String name() { return "placements"; }

    @Override public int order() { return 100; }

    @Override public Store create(Game g) { return Placements.create(g); }

    @Override public void register(Registry r) {
        r.name("turn_number", Type.INT, "the game's turn: 1 in the first turn, one more each turn (a further pass of a turn, `repeat_turn()`, "
                + "keeps it); 0 before the first (a scenario's set-up)", a -> new Placements.TurnNumber());
        r.method(Type.TILE, "placed_by", Type.BOOL, "whether the player laid the tile in play (the drawn tile, one from his hand, one with "
                + "an addition); false for the start tiles and a scenario's board (unless its set-up says `set_placer`)",
                a -> new Placements.PlacedBy(a.target(), a.value(0)), PLAYER);
        r.property(Type.TILE, "turn_placed", Type.INT, "the turn (`turn_number`) the tile was laid in; 0 for the start tiles and a "
                + "scenario's board: `t.turn_placed == turn_number` is a tile laid this turn", a -> new Placements.TurnPlaced(a.target()));
        r.property(Type.PLAYER, "placed_tiles", Type.TILES, "the tiles the player laid, in the order laid",
                a -> new Placements.PlacedTiles(a.target()));
        r.setUpAction("set_placer", "the placed tile was laid by the player in turn N (a board's tiles are laid by nobody in turn 0); "
                        + "starts the record where the rules keep none", "a tile is recorded as it is laid",
                a -> new Placements.SetPlacer(a.value(0), a.value(1), a.value(2)), TILE, PLAYER, INT);
    }
}
