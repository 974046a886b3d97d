package org.tilerules.runtime;

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

    @Override public int size() { return legal.size() / 3; }

    @Override public String label(int i) {
        return "place " + tile.name + " at " + legal.get(3 * i) + "," + legal.get(3 * i + 1) + " rot " + legal.get(3 * i + 2) * 90;
    }

    @Override public String topic() { return "tile"; }

    public int x(int i) { return legal.get(3 * i); }

    public int y(int i) { return legal.get(3 * i + 1); }

    public int rot(int i) { return legal.get(3 * i + 2); }
}
