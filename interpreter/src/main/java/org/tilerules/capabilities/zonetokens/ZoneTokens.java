package org.tilerules.capabilities.zonetokens;

import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import java.util.Arrays;
import java.util.List;

/**
 * Tokens lying in a zone, counted by name: a bag the rules fill ({@code move N TOKEN to ZONE}), empty
 * ({@code move [N] TOKEN from ZONE to supply}) and draw from at random ({@code draw_token(ZONE)}, then
 * {@code drawn_token(ZONE, TOKEN)}). A draw is a roll of the game's seeded generator over the tokens in
 * the zone, in the order their names were declared, so seed and choices reproduce it, a look-ahead copy
 * sees the same draw, and a scenario's {@code rolls N, ...} fixes it. The token names are those of tokens
 * players hold and of tokens on tiles ({@link #names}). The store (a {@link Store}), allocated by
 * the first token put in a zone.
 */
public final class ZoneTokens extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot();

    @Override public int slot() { return SLOT; }

    /** counts[zone * names + token]; last[zone]: the token drawn last, or -1. */
    private final int[] counts, last;
    private final int width;

    private ZoneTokens(int[] counts, int[] last, int width) {
        this.counts = counts;
        this.last = last;
        this.width = width;
    }

    @Override public ZoneTokens copy() { return new ZoneTokens(counts.clone(), last.clone(), width); }

    /** The names a zone's tokens go by: tokens players hold, then tokens on tiles not named so already. */
    public static List<String> names(Rules rules) { return rules.tokenNames(); }

    private static ZoneTokens of(Game g, boolean make) {
        ZoneTokens z = (ZoneTokens) g.store(SLOT);
        if (z == null && make) {
            int w = Math.max(1, names(g.rules).size()), zones = Math.max(1, g.rules.zones.size());
            int[] last = new int[zones];
            Arrays.fill(last, -1);
            z = new ZoneTokens(new int[zones * w], last, w);
            g.putStore(z);
        }
        return z;
    }

    /** How many tokens of that name lie in the zone. */
    public static int count(Game g, int zone, int token) {
        ZoneTokens z = of(g, false);
        return z == null ? 0 : z.counts[zone * z.width + token];
    }

    /** n more (a negative n: fewer, never below none) tokens of that name in the zone. */
    public static void add(Game g, int zone, int token, int n) {
        ZoneTokens z = of(g, true);
        int i = zone * z.width + token;
        z.counts[i] = (int) Math.max(0L, Math.min(Integer.MAX_VALUE, (long) z.counts[i] + n));
    }

    /**
     * Draws one token at random from the zone (an empty zone is a rule error): roll 1..total, counted through the
     * tokens in name order; it leaves the zone and is the zone's drawn token.
     */
    static int draw(Game g, int zone) {
        ZoneTokens z = of(g, true);
        long sum = 0;
        for (int k = 0; k < z.width; k++) sum += z.counts[zone * z.width + k];
        if (sum > Integer.MAX_VALUE) {
            throw new RuleError("draw_token(" + g.rules.zones.get(zone) + "): " + sum + " tokens lie in the zone, more than a draw can "
                    + "count (" + Integer.MAX_VALUE + "); put fewer in it");
        }
        int total = (int) sum, drawn = -1;
        if (total == 0) {
            // a draw from an empty bag is a mistake of the rules or of the set-up, never a silent nothing
            throw new RuleError("draw_token(" + g.rules.zones.get(zone) + "): the zone is empty; tokens go into it with 'move N TOKEN to "
                    + g.rules.zones.get(zone) + "' (in a scenario: 'tokens in " + g.rules.zones.get(zone) + ": TOKEN N', or 'on start' to run the rules' own)");
        }
        int r = g.roll(total);
        for (int k = 0; k < z.width && drawn < 0; k++) {
            r -= z.counts[zone * z.width + k];
            if (r <= 0) drawn = k;
        }
        z.counts[zone * z.width + drawn]--;
        z.last[zone] = drawn;
        return drawn;
    }

    /** {@code move [N] TOKEN to ZONE}, {@code move [N] TOKEN from ZONE to supply} (null N: all of them). */
    public static final class Put extends Stmt {
        private final Expr n, zone;
        private final int token;
        private final boolean out;

        public Put(Expr n, int token, Expr zone, boolean out) {
            this.n = n;
            this.token = token;
            this.zone = zone;
            this.out = out;
        }

        @Override public void exec(Game g, Frame f) {
            int z = zone.evalInt(g, f);
            int k = n == null ? count(g, z, token) : n.evalInt(g, f);
            add(g, z, token, out ? -k : k);
        }
    }

    /** {@code draw_token(ZONE)}: one token at random leaves the zone and becomes its drawn token (an empty zone is an error). */
    public static final class Draw extends Stmt {
        private final Expr zone;

        public Draw(Expr zone) { this.zone = zone; }

        @Override public void exec(Game g, Frame f) {
            int z = zone.evalInt(g, f);
            int k = draw(g, z);
            if (g.observer != GameObserver.NONE) {
                String zoneName = g.rules.zones.get(z);
                g.observer.noted(g, new GameObserver.Note(g.current, g.playerNames[g.current] + " draws "
                        + (k < 0 ? "nothing from the empty " + zoneName : names(g.rules).get(k) + " from " + zoneName), false));
            }
        }
    }

    /** {@code drawn_token(ZONE, TOKEN)}: whether the zone's last draw gave that token (false before any). */
    public static final class Drawn extends Expr {
        private final Expr zone;
        private final int token;

        public Drawn(Expr zone, int token) {
            super(Type.BOOL);
            this.zone = zone;
            this.token = token;
        }

        @Override public int evalInt(Game g, Frame f) {
            ZoneTokens z = of(g, false);
            return z != null && z.last[zone.evalInt(g, f)] == token ? 1 : 0;
        }
    }

    /** {@code z.tokens(TOKEN)}: how many lie in the zone. */
    public static final class Count extends Expr {
        private final Expr zone;
        private final int token;

        public Count(Expr zone, int token) {
            super(Type.INT);
            this.zone = zone;
            this.token = token;
        }

        @Override public int evalInt(Game g, Frame f) { return count(g, zone.evalInt(g, f), token); }
    }
}
