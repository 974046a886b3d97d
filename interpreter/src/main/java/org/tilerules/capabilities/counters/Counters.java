package org.tilerules.capabilities.counters;

import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Rules.Counter;

/**
 * Counters ({@code var NAME [per player] = EXPR}, {@code set NAME = EXPR}, {@code set p.NAME = EXPR}):
 * state that is a number, not a piece: a marker's space, a per-player record, a round's count. A
 * counter of the game is one int, a counter per player one int per seat; both live in the game's
 * store (a {@link Store}), copied with it, which games whose rules declare none do not hold.
 */
public final class Counters extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot();

    @Override public int slot() { return SLOT; }

    /** game[id]: the counters of the game; perPlayer[player * counters per player + id]. */
    private final int[] game, perPlayer;
    private final int perPlayerCount;

    private Counters(int[] game, int[] perPlayer, int perPlayerCount) {
        this.game = game;
        this.perPlayer = perPlayer;
        this.perPlayerCount = perPlayerCount;
    }

    @Override public Counters copy() {
        return new Counters(game.length == 0 ? game : game.clone(), perPlayer.length == 0 ? perPlayer : perPlayer.clone(), perPlayerCount);
    }

    /** The game's counters, or null when its rules declare none. */
    public static Counters of(Game g) { return (Counters) g.store(SLOT); }

    /** Allocates the game's counters and gives each its first value (evaluated once, before the first turn). */
    public static Counters create(Game g) {
        if (g.rules.counters.isEmpty()) return null;
        int global = 0, perPlayer = 0;
        for (Counter c : g.rules.counters) if (c.perPlayer) perPlayer++; else global++;
        int count = g.nPlayers == 0 ? 0 : perPlayer;
        Counters s = new Counters(global == 0 ? NONE : new int[global], perPlayer == 0 ? NONE : new int[perPlayer * g.nPlayers], count);
        g.putStore(s);
        for (Counter c : g.rules.counters) {
            int v = c.init == null ? 0 : c.init.evalInt(g, new Frame(c.initFrame));
            if (!c.perPlayer) s.game[c.id] = v;
            else for (int p = 0; p < g.nPlayers; p++) s.perPlayer[p * count + c.id] = v;
        }
        return s;
    }

    private static final int[] NONE = new int[0];

    /** As a turn begins (not a further pass of it): each counter kept per turn takes its first value again. */
    @Override protected void startTurn(Game g) {
        if (!g.rules.anyTurnCounter) return;
        Counters s = this;
        for (Counter c : g.rules.counters) {
            if (c.perTurn) s.game[c.id] = c.init == null ? 0 : c.init.evalInt(g, new Frame(c.initFrame));
        }
    }

    /** A player's counter, by id among the counters per player. */
    public static int of(Game g, int player, int id) {
        Counters s = of(g);
        return s.perPlayer[player * s.perPlayerCount + id];
    }

    /** Sets a player's counter (a scenario's set-up, too). */
    public static void set(Game g, int player, int id, int value) {
        Counters s = of(g);
        s.perPlayer[player * s.perPlayerCount + id] = value;
    }

    /** {@code NAME}: a counter of the game. */
    public static final class Read extends Expr {
        private final int id;

        public Read(int id) {
            super(Type.INT);
            this.id = id;
        }

        @Override public int evalInt(Game g, Frame f) { return of(g).game[id]; }
    }

    /** {@code p.NAME}: a player's counter. */
    public static final class ReadOf extends Expr {
        private final Expr player;
        private final int id;

        public ReadOf(Expr player, int id) {
            super(Type.INT);
            this.player = player;
            this.id = id;
        }

        @Override public int evalInt(Game g, Frame f) { return of(g, player.evalInt(g, f), id); }
    }

    /** {@code set NAME = EXPR} and {@code set p.NAME = EXPR}. */
    public static final class Set extends Stmt {
        private final Expr player, value;
        private final int id;

        /** player: null for a counter of the game. */
        public Set(Expr player, int id, Expr value) {
            this.player = player;
            this.id = id;
            this.value = value;
        }

        @Override public void exec(Game g, Frame f) {
            int v = value.evalInt(g, f);
            if (player == null) of(g).game[id] = v;
            else set(g, player.evalInt(g, f), id, v);
        }
    }

    /** {@code most(NAME)} of a counter per player: the players with the highest value, if above 0; all of them when tied. */
    public static final class Most extends Expr {
        private final int id;

        public Most(int id) {
            super(Type.PLAYERS);
            this.id = id;
        }

        @Override public IntList evalList(Game g, Frame f) { return Exprs.most(g, p -> of(g, p, id)); }
    }
}
