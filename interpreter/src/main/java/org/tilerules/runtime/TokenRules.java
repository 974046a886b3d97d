package org.tilerules.runtime;

import org.tilerules.engine.IntList;

/**
 * Named tokens a player collects ({@code token NAME, ...}): a counter per
 * player and token, raised by {@code give N NAME to PLAYERS}, read as
 * {@code p.tokens(NAME)}, and compared across players by {@code most(NAME)}.
 */
public final class TokenRules {
    private TokenRules() {}

    /** How many tokens of a kind a player holds. */
    public static int held(Game g, int player, int token) { return g.tokens[player * g.rules.tokens.size() + token]; }

    static void give(Game g, int player, int token, int n) {
        g.tokens[player * g.rules.tokens.size() + token] += n;
        g.observer.gotTokens(g, player, g.rules.tokens.get(token), n);
    }

    /** {@code give N NAME to PLAYER(S)}, or with {@code take}: {@code take N NAME from PLAYER(S)} (never below none). */
    public static final class Give extends Stmt {
        private final Expr count, target;
        private final int token;
        private final boolean take;

        public Give(Expr count, int token, Expr target) { this(count, token, target, false); }

        public Give(Expr count, int token, Expr target, boolean take) {
            this.count = count;
            this.token = token;
            this.target = target;
            this.take = take;
        }

        @Override public void exec(Game g, Frame f) {
            int n = count.evalInt(g, f);
            if (n <= 0) return;
            if (target.type == Type.PLAYER) {
                one(g, target.evalInt(g, f), n);
                return;
            }
            IntList ps = target.evalList(g, f);
            for (int i = 0; i < ps.size(); i++) one(g, ps.get(i), n);
        }

        private void one(Game g, int player, int n) {
            if (!take) give(g, player, token, n);
            else if (held(g, player, token) > 0) give(g, player, token, -Math.min(n, held(g, player, token)));
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

        @Override public IntList evalList(Game g, Frame f) {
            int max = 0;
            for (int p = 0; p < g.nPlayers; p++) max = Math.max(max, held(g, p, token));
            IntList out = new IntList();
            if (max > 0) for (int p = 0; p < g.nPlayers; p++) if (held(g, p, token) == max) out.add(p);
            return out;
        }
    }
}
