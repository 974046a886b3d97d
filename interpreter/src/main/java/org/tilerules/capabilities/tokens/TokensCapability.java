package org.tilerules.capabilities.tokens;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Move;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.INT;
import static org.tilerules.builtins.Arg.PLAYER;
import static org.tilerules.builtins.Arg.TOKEN;
import static org.tilerules.runtime.Type.PLAYERS;

/** Tokens players hold ({@code token NAME, ...}): {@link TokenRules}, the first store a new game makes. */
public final class TokensCapability implements Capability {
    @Override public String name() { return "tokens"; }

    @Override public int order() { return 10; }

    @Override public Store create(Game g) { return TokenRules.create(g); }

    @Override public void register(Registry r) {
        r.function("most", PLAYERS, "the players holding the most of that token (if above 0); all of them when tied",
                a -> new TokenRules.Most(a.id(0)), TOKEN);
        r.method(Type.PLAYER, "tokens", Type.INT, "tokens of that name the player holds", a -> new TokenRules.Held(a.target(), a.id(0)), TOKEN);
        r.setUpAction("set_tokens", "the player holds exactly N of the token (a counter per player: `set PLAYER.COUNTER = N`)",
                "give or take tokens: move N TOKEN to PLAYERS, move N TOKEN from PLAYERS to supply",
                a -> new TokenRules.SetTokens(a.value(0), a.id(1), a.value(2)), PLAYER, TOKEN, INT);
        // move N TOKEN to PLAYERS (given), move N TOKEN from PLAYERS to supply (handed back); 1 without N
        r.move(Move.statement(300, TOKEN, Move.Place.value(PLAYERS), m -> new TokenRules.Give(m.count(), m.id(), m.to())));
        r.move(Move.statement(300, TOKEN, Move.Place.supply("tokens taken from players go to 'supply', found '%s'"),
                m -> new TokenRules.Give(m.count(), m.id(), m.from(), true)).from(Move.Place.value(PLAYERS)));
        r.held((g, p, out) -> {
            for (int t = 0; t < g.rules.tokens.size(); t++) {
                int n = TokenRules.held(g, p, t);
                if (n != 0) out.piece(g.rules.tokens.get(t), g.rules.tokens.get(t).replace('_', ' '), n);
            }
        });
    }
}
