package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * Tokens lying on placed tiles ({@code token NAME on tiles}): any number of each
 * kind per tile, owned by nobody, or kept on the tile for one player (a claim a
 * rule lays for someone and reads back later in the turn). Put by
 * {@code put N NAME on TILES [for PLAYER]}, taken off by
 * {@code remove [N] NAME from TILES [for PLAYER]}, read as
 * {@code t.tokens(NAME)} and {@code t.tokens(NAME, PLAYER)}.
 *
 * The state is one int array in {@link Game#tileTokens}, laid out per tile, kind and
 * owner (nobody first); it is allocated on the first put and grows with the board,
 * so a game whose rules lay no such token carries an empty array.
 */
public final class TileTokens {
    private TileTokens() {}

    private static int index(Game g, int tile, int kind, int owner) {
        return (tile * g.rules.tileTokens.size() + kind) * (g.nPlayers + 1) + owner + 1;
    }

    /** How many tokens of a kind lie on the tile (owner -1: nobody's). */
    public static int count(Game g, int tile, int kind, int owner) {
        if (tile < 0) return 0;
        int i = index(g, tile, kind, owner);
        return i < g.tileTokens.length ? g.tileTokens[i] : 0;
    }

    /** Adds n (or takes -n, down to none) tokens on the tile; returns how many changed. */
    public static int change(Game g, int tile, int kind, int owner, int n) {
        if (tile < 0 || n == 0) return 0;
        int i = index(g, tile, kind, owner);
        if (i >= g.tileTokens.length) {
            if (n < 0) return 0;
            g.tileTokens = java.util.Arrays.copyOf(g.tileTokens, Math.max(i + 1, g.board.x.length * g.rules.tileTokens.size() * (g.nPlayers + 1)));
        }
        int before = g.tileTokens[i];
        g.tileTokens[i] = Math.max(0, before + n);
        int changed = g.tileTokens[i] - before;
        if (changed != 0 && owner < 0) g.observer.tileTokens(g, tile, g.rules.tileTokens.get(kind), changed);
        return changed;
    }

    private static IntList tiles(Expr target, Game g, Frame f) {
        if (target.type == Type.TILE) {
            IntList one = new IntList(1);
            one.add(target.evalInt(g, f));
            return one;
        }
        return target.evalList(g, f);
    }

    /** {@code put N NAME on TILES [for PLAYER]}: N more tokens on each of the tiles. */
    public static final class Put extends Stmt {
        private final Expr count, target, owner;
        private final int kind;

        public Put(Expr count, int kind, Expr target, Expr owner) {
            this.count = count;
            this.kind = kind;
            this.target = target;
            this.owner = owner;
        }

        @Override public void exec(Game g, Frame f) {
            int n = count.evalInt(g, f);
            if (n <= 0) return;
            int who = owner == null ? -1 : owner.evalInt(g, f);
            IntList ts = tiles(target, g, f);
            for (int i = 0; i < ts.size(); i++) change(g, ts.get(i), kind, who, n);
        }
    }

    /** {@code remove [N] NAME from TILES [for PLAYER]}: N fewer tokens on each of the tiles (all of them without N). */
    public static final class Remove extends Stmt {
        private final Expr count, target, owner;
        private final int kind;

        /** {@code count} null: every such token. */
        public Remove(Expr count, int kind, Expr target, Expr owner) {
            this.count = count;
            this.kind = kind;
            this.target = target;
            this.owner = owner;
        }

        @Override public void exec(Game g, Frame f) {
            int n = count == null ? Integer.MAX_VALUE : count.evalInt(g, f);
            if (n <= 0) return;
            int who = owner == null ? -1 : owner.evalInt(g, f);
            IntList ts = tiles(target, g, f);
            for (int i = 0; i < ts.size(); i++) change(g, ts.get(i), kind, who, -n);
        }
    }

    /** {@code t.tokens(NAME)}, {@code t.tokens(NAME, PLAYER)}. */
    public static final class Count extends Expr {
        private final Expr tile, owner;
        private final int kind;

        public Count(Expr tile, int kind, Expr owner) {
            super(Type.INT);
            this.tile = tile;
            this.kind = kind;
            this.owner = owner;
        }

        @Override public int evalInt(Game g, Frame f) {
            return count(g, tile.evalInt(g, f), kind, owner == null ? -1 : owner.evalInt(g, f));
        }
    }

    /** {@code option "LABEL" for t in TILES { ... }}: one option per tile of the list; label {@code LABEL x,y}. */
    public static final class EachTile extends Option {
        private final String label;
        private final int slot;
        private final Expr tiles;
        private final Stmt[] body;

        public EachTile(String label, int slot, Expr tiles, Stmt[] body) {
            this.label = label;
            this.slot = slot;
            this.tiles = tiles;
            this.body = body;
        }

        @Override void offer(Game g, Frame f, Options out) {
            IntList ts = tiles.evalList(g, f), seen = new IntList(ts.size());
            for (int i = 0; i < ts.size(); i++) {
                int t = ts.get(i);
                if (t >= 0 && seen.addIfAbsent(t)) out.add(this, t, 0, 0, () -> label + " " + g.board.x[t] + "," + g.board.y[t]);
            }
        }

        @Override void apply(Game g, Frame f, int player, int t, int b, int c) {
            f.v[slot] = t;
            Stmt.run(body, g, f);
        }
    }
}
