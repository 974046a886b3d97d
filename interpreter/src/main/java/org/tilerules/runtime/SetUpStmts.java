package org.tilerules.runtime;

import org.tilerules.engine.Graph;

/**
 * The statements of scenario set-ups that give a store an exact state without the events of play
 * ({@code setup { set_score(red, 5) }}); registered in builtins/SetUpActions, refused in rule files.
 * A mistake only the game can see (a supply that is empty, a zone of the wrong kind) is a {@link RuleError};
 * the scenario runner names the statement's file:line:col.
 */
public final class SetUpStmts {
    private SetUpStmts() {}

    /** {@code set_score(PLAYER, N)}: the score, with no score event. */
    public static final class Score extends Stmt {
        private final Expr player, n;

        public Score(Expr player, Expr n) {
            this.player = player;
            this.n = n;
        }

        @Override public void exec(Game g, Frame f) { g.score[player.evalInt(g, f)] = n.evalInt(g, f); }
    }

    /** {@code set_supply(PLAYER, FIGURE, N)}: how many figures of exactly that kind are in the player's supply. */
    public static final class Supply extends Stmt {
        private final Expr player, n;
        private final int kind;

        public Supply(Expr player, int kind, Expr n) {
            this.player = player;
            this.kind = kind;
            this.n = n;
        }

        @Override public void exec(Game g, Frame f) {
            g.supply[player.evalInt(g, f) * g.rules.figures.size() + kind] = n.evalInt(g, f);
        }
    }

    /**
     * {@code put_in_zone(ZONE, PLAYER, FIGURE)} and {@code put_in_zone_of(ZONE, KEEPER, PLAYER, FIGURE)}: one of the
     * player's figures leaves his supply to wait in the zone (in the keeper's own, for a zone per player).
     */
    public static final class InZone extends Stmt {
        private final Expr zone, keeper, player;
        private final int kind;

        /** {@code keeper} null: a shared zone. */
        public InZone(Expr zone, Expr keeper, Expr player, int kind) {
            this.zone = zone;
            this.keeper = keeper;
            this.player = player;
            this.kind = kind;
        }

        @Override public void exec(Game g, Frame f) {
            int z = zone.evalInt(g, f), p = player.evalInt(g, f);
            String name = g.rules.zones.get(z);
            boolean perPlayer = ZoneFigures.perPlayer(g.rules, z);
            if (perPlayer && keeper == null) throw new RuleError("zone " + name + " is one per player: write whose, put_in_zone_of("
                    + name + ", KEEPER, PLAYER, FIGURE)");
            if (!perPlayer && keeper != null) throw new RuleError("zone " + name + " is shared: write put_in_zone(" + name + ", PLAYER, FIGURE)");
            FigureKind k = g.rules.figures.get(kind);
            if (g.supplyOf(p, kind) <= 0) throw new RuleError(g.playerNames[p] + " has no " + k.name + " left in supply");
            g.supply[p * g.rules.figures.size() + kind]--;
            ZoneFigures.addInZone(g, p, kind, z, keeper == null ? -1 : keeper.evalInt(g, f));
        }
    }

    /** {@code put_neutral(FIGURE, ZONE)}: the neutral figure waits in the zone. */
    public static final class Neutral extends Stmt {
        private final int kind;
        private final Expr zone;

        public Neutral(int kind, Expr zone) {
            this.kind = kind;
            this.zone = zone;
        }

        @Override public void exec(Game g, Frame f) {
            int z = zone.evalInt(g, f);
            Graph graph = g.graph;
            for (int x = 0; x < graph.nFig; x++) if (graph.figKind[x] == kind && graph.figOwner[x] < 0) graph.figZone[x] = z + 1;
        }
    }

    /** {@code clear_hand(PLAYER)}: the player holds no tile in his hand. */
    public static final class ClearHand extends Stmt {
        private final Expr player;

        public ClearHand(Expr player) { this.player = player; }

        @Override public void exec(Game g, Frame f) {
            int p = player.evalInt(g, f), n = g.rules.tiles.size();
            for (int t = 0; t < n; t++) g.hand[p * n + t] = 0;
        }
    }

    /** {@code add_to_hand(PLAYER, TILE)}: one more such tile in the player's hand. */
    public static final class AddToHand extends Stmt {
        private final Expr player;
        private final int tile;

        public AddToHand(Expr player, int tile) {
            this.player = player;
            this.tile = tile;
        }

        @Override public void exec(Game g, Frame f) { g.hand[player.evalInt(g, f) * g.rules.tiles.size() + tile]++; }
    }

    /** {@code put_aside(TILE)}: one such tile waits aside (until {@code shuffle_aside()}). */
    public static final class Aside extends Stmt {
        private final int tile;

        public Aside(int tile) { this.tile = tile; }

        @Override public void exec(Game g, Frame f) { g.aside.add(tile); }
    }
}
