package org.tilerules.runtime;

import org.tilerules.engine.PackedPlacement;
import org.tilerules.engine.Board;
import org.tilerules.model.TileType;

/** Where and how to put the drawn tile: one option per legal position and distinct rotation. */
final class PlacementChoices implements ChoiceSet {
    private final Board board;
    private final TileType tile;
    private final int[] masks;
    private final int positions, count;
    /** The placements left by placement rules, packed, or null for all of the masks' placements. */
    private final int[] allowed;

    PlacementChoices(Board board, TileType tile, int[] masks, int positions, int count, int[] allowed) {
        this.allowed = allowed;
        this.board = board;
        this.tile = tile;
        this.masks = masks;
        this.positions = positions;
        this.count = count;
    }

    @Override public int size() { return count; }

    @Override public String label(int i) {
        int p = allowed != null ? allowed[i] : board.placementAt(masks, positions, i);
        return "place " + tile.name + " at " + PackedPlacement.unpackX(p) + "," + PackedPlacement.unpackY(p) + " rot " + PackedPlacement.unpackRot(p) * 90;
    }

    @Override public String topic() { return "tile"; }

    @Override public int placedTile(int i) { return tile.id; }

    @Override public Choice choice(int i) { return Choice.of(Choice.Act.PLACE_TILE); }

    @Override public int[] placement(int i) {
        int p = allowed != null ? allowed[i] : board.placementAt(masks, positions, i);
        return new int[] {PackedPlacement.unpackX(p), PackedPlacement.unpackY(p), PackedPlacement.unpackRot(p)};
    }
}
