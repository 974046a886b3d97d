package org.tilerules.capabilities.placements;

import org.tilerules.engine.IntList;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import java.util.Arrays;

/**
 * Who laid each tile, and in which turn: for every tile a player lays in play (the drawn tile, a tile from his hand,
 * a tile with an addition) its seat and the game's turn number ({@code Game.turn}: 1 in the first turn), told by the
 * store hook {@link Store#tilePlaced}. The start tiles and a scenario's board were laid by nobody, in turn 0. Two ints
 * per tile, in the game's store; a game whose rules read none of its built-ins (and carry no script) keeps none.
 */
public final class Placements extends Store {
    /** This store's slot in a game: told of every tile laid. */
    static final int SLOT = newPlacementSlot();

    @Override public int slot() { return SLOT; }

    /** by[t]: the seat that laid tile t, -1: nobody; turn[t]: the turn it was laid in, 0: before the first. Past the tiles recorded: -1 and 0. */
    private int[] by, turn;

    private Placements(int[] by, int[] turn) {
        this.by = by;
        this.turn = turn;
    }

    /** The store of a new game, when its rules read who laid a tile (or carry a script, which may). */
    static Placements create(Game g) {
        return g.rules.calls(PlacementsCapability.READERS) ? new Placements(NONE, NONE) : null;
    }

    @Override public Placements copy() {
        return new Placements(by.length == 0 ? NONE : by.clone(), turn.length == 0 ? NONE : turn.clone());
    }

    private static final int[] NONE = new int[0];

    /** The game's record, or null when its rules read none of it. */
    public static Placements of(Game g) { return (Placements) g.store(SLOT); }

    /** The record, made at its first use by a scenario's set-up ({@code set_placer}): tiles laid from then on are recorded. */
    static Placements ofOrMake(Game g) {
        Placements s = of(g);
        if (s == null) {
            s = new Placements(NONE, NONE);
            g.putStore(s);
        }
        return s;
    }

    /** The record, or a rule error saying why there is none (a scenario's expectation on rules that read none of it). */
    static Placements need(Game g) {
        Placements s = of(g);
        if (s == null) {
            throw new RuleError("these rules keep no record of who laid each tile: no rule reads " + String.join(", ", PlacementsCapability.SHOWN)
                    + " (a scenario starts the record with set_placer(TILE, PLAYER, N) in its set-up)");
        }
        return s;
    }

    @Override protected void tilePlaced(Game g, int t, int player) { set(t, player, g.turn); }

    void set(int t, int player, int when) {
        if (t >= by.length) {
            int n = Math.max(t + 1, Math.max(16, by.length * 2));
            int old = by.length;
            by = Arrays.copyOf(by, n);
            turn = Arrays.copyOf(turn, n);
            Arrays.fill(by, old, n, -1);
        }
        by[t] = player;
        turn[t] = when;
    }

    /** The seat that laid the tile, or -1 (nobody: a start tile, a board's; no tile). */
    public int placer(int t) { return t >= 0 && t < by.length ? by[t] : -1; }

    /** The turn the tile was laid in, or 0 (before the first turn; no tile). */
    public int turnPlaced(int t) { return t >= 0 && t < turn.length ? turn[t] : 0; }

    /** {@code t.placed_by(PLAYER)}: whether the player laid the tile. */
    static final class PlacedBy extends Expr {
        private final Expr tile, player;

        PlacedBy(Expr tile, Expr player) {
            super(Type.BOOL);
            this.tile = tile;
            this.player = player;
        }

        @Override public boolean evalBool(Game g, Frame f) {
            int t = tile.evalInt(g, f);
            return t >= 0 && need(g).placer(t) == player.evalInt(g, f);
        }
    }

    /** {@code t.turn_placed}: the turn the tile was laid in. */
    static final class TurnPlaced extends Expr {
        private final Expr tile;

        TurnPlaced(Expr tile) {
            super(Type.INT);
            this.tile = tile;
        }

        @Override public int evalInt(Game g, Frame f) { return need(g).turnPlaced(tile.evalInt(g, f)); }
    }

    /** {@code p.placed_tiles}: the tiles the player laid, in the order laid. */
    static final class PlacedTiles extends Expr {
        private final Expr player;

        PlacedTiles(Expr player) {
            super(Type.TILES);
            this.player = player;
        }

        @Override public IntList evalList(Game g, Frame f) {
            Placements s = need(g);
            int p = player.evalInt(g, f), n = Math.min(s.by.length, g.board.n);
            IntList out = new IntList();
            for (int t = 0; t < n; t++) if (s.by[t] == p) out.add(t);
            return out;
        }
    }

    /** {@code turn_number}: the game's turn, 1 in the first (0 before it: a scenario's set-up). */
    static final class TurnNumber extends Expr {
        TurnNumber() { super(Type.INT); }

        @Override public int evalInt(Game g, Frame f) { return g.turn; }
    }

    /** {@code set_placer(TILE, PLAYER, N)}: a scenario's set-up says who laid a board's tile, and in which turn. */
    static final class SetPlacer extends Stmt {
        private final Expr tile, player, when;

        SetPlacer(Expr tile, Expr player, Expr when) {
            this.tile = tile;
            this.player = player;
            this.when = when;
        }

        @Override public void exec(Game g, Frame f) {
            int t = tile.evalInt(g, f), w = when.evalInt(g, f);
            if (t < 0) throw new RuleError("set_placer: no tile is placed there");
            if (w < 0) throw new RuleError("set_placer: a turn runs from 0 (before the first turn), found " + w);
            ofOrMake(g).set(t, player.evalInt(g, f), w);
        }
    }
}
