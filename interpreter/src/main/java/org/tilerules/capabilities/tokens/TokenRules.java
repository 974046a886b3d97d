package org.tilerules.capabilities.tokens;

import org.tilerules.engine.IntList;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

/**
 * Named tokens a player collects ({@code token NAME, ...}): a counter per
 * player and token, raised by {@code give N NAME to PLAYERS}, read as
 * {@code p.tokens(NAME)}, and compared across players by {@code most(NAME)}.
 * The counts are the game's store (a {@link Store}), held only when the rules declare a token.
 */
public final class TokenRules extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot();

    @Override public int slot() { return SLOT; }

    /** held[player * token kinds + token]. */
    private final int[] held;

    TokenRules(int size) { held = new int[size]; }

    private TokenRules(int[] held) { this.held = held; }

    /** The store of a new game: the tokens each player holds, when the rules declare any. */
    public static TokenRules create(Game g) { return g.rules.tokens.isEmpty() ? null : new TokenRules(g.nPlayers * g.rules.tokens.size()); }

    @Override public TokenRules copy() { return new TokenRules(held.clone()); }

    /** The game's tokens held by players, or null when its rules declare none. */
    public static TokenRules of(Game g) { return (TokenRules) g.store(SLOT); }

    /** How many tokens of a kind a player holds. */
    public static int held(Game g, int player, int token) { return of(g).held[player * g.rules.tokens.size() + token]; }

    /** Sets how many tokens of a kind a player holds, without telling anyone (a scenario's set-up). */
    public static void set(Game g, int player, int token, int n) { of(g).held[player * g.rules.tokens.size() + token] = n; }

    /** Gives n tokens; a negative n takes tokens back, never below none. */
    public static void give(Game g, int player, int token, int n) {
        int[] held = of(g).held;
        int i = player * g.rules.tokens.size() + token;
        n = Math.max(n, -held[i]);
        if (n == 0) return;
        held[i] += n;
        if (g.observer != GameObserver.NONE)
            g.observer.noted(g, new GameObserver.Note(player, g.playerNames[player] + (n > 0 ? " takes " + n : " hands back " + -n)
                    + " " + g.rules.tokens.get(token), false));
    }

    /**
     * {@code give N NAME to PLAYER(S)}, and {@code take N NAME from PLAYER(S)}: each player hands
     * back N tokens, or all he holds if fewer (a counter that a rule set clears again, such as a
     * round's marks).
     */
    public static final class Give extends Stmt {
        private final Expr count, target;
        private final int token;
        private final boolean back;

        public Give(Expr count, int token, Expr target) { this(count, token, target, false); }

        public Give(Expr count, int token, Expr target, boolean back) {
            this.count = count;
            this.token = token;
            this.target = target;
            this.back = back;
        }

        @Override public void exec(Game g, Frame f) {
            int n = count.evalInt(g, f);
            if (n == 0) return;
            if (target.type == Type.PLAYER) {
                hand(g, target.evalInt(g, f), n);
                return;
            }
            IntList ps = target.evalList(g, f);
            for (int i = 0; i < ps.size(); i++) hand(g, ps.get(i), n);
        }

        private void hand(Game g, int player, int n) {
            int m = back ? -Math.min(n, held(g, player, token)) : n;
            if (m != 0) give(g, player, token, m);
        }
    }

    /** {@code p.tokens(NAME)}. */
    public static final class Held extends Expr {
        private final Expr player;
        private final int token;

        public Held(Expr player, int token) {
            super(Type.INT);
            this.player = player;
            this.token = token;
        }

        @Override public int evalInt(Game g, Frame f) { return held(g, player.evalInt(g, f), token); }
    }

    /** {@code most(NAME)}: the players holding the most of a token, all of them when tied; nobody if nobody holds one. */
    public static final class Most extends Expr {
        private final int token;

        public Most(int token) {
            super(Type.PLAYERS);
            this.token = token;
        }

        @Override public IntList evalList(Game g, Frame f) { return Exprs.most(g, p -> held(g, p, token)); }
    }

    /** {@code set_tokens(PLAYER, TOKEN, N)}: how many of the tokens the player holds. */
    public static final class SetTokens extends Stmt {
        private final Expr player, n;
        private final int token;

        public SetTokens(Expr player, int token, Expr n) {
            this.player = player;
            this.token = token;
            this.n = n;
        }

        @Override public void exec(Game g, Frame f) { TokenRules.set(g, player.evalInt(g, f), token, n.evalInt(g, f)); }
    }
}
