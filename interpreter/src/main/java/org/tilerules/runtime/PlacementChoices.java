package org.tilerules.runtime;

import org.tilerules.engine.Board;
import org.tilerules.engine.IntList;
import org.tilerules.model.TileType;

/** Where and how to put the drawn tile: one option per legal position and distinct rotation. */
final class PlacementChoices implements ChoiceSet {
    private final TileType tile;
    private final IntList legal;

    PlacementChoices(Game g, TileType tile, IntList legal) {
        this.tile = tile;
        this.legal = legal;
    }

    @Override public int size() { return legal.size(); }

    @Override public String label(int i) {
        return "place " + tile.name + " at " + x(i) + "," + y(i) + " rot " + rot(i) * 90;
    }

    @Override public String topic() { return "tile"; }

    public int x(int i) { return Board.unpackX(legal.get(i)); }

    public int y(int i) { return Board.unpackY(legal.get(i)); }

    public int rot(int i) { return Board.unpackRot(legal.get(i)); }
}
