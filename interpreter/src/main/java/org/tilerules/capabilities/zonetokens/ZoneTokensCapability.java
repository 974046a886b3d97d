package org.tilerules.capabilities.zonetokens;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Move;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.ANY_TOKEN;
import static org.tilerules.builtins.Arg.ZONE_VALUE;
import static org.tilerules.runtime.Type.BOOL;
import static org.tilerules.runtime.Type.ZONE;

/** Tokens lying in a zone, a bag drawn from at random: {@link ZoneTokens}, a store made at its first use. */
public final class ZoneTokensCapability implements Capability {
    @Override public String name() { return "zone-tokens"; }

    @Override public int order() { return 90; }

    @Override public void register(Registry r) {
        r.function("drawn_token", BOOL, "whether TOKEN is the token `draw_token(ZONE)` drew last from the zone (false before any draw)", a -> new ZoneTokens.Drawn(a.value(0), a.id(1)), ZONE_VALUE, ANY_TOKEN);
        r.method(ZONE, "tokens", Type.INT, "tokens of that name lying in the zone (`move N TOKEN to ZONE`; `draw_token(ZONE)` takes one at random)",
                a -> new ZoneTokens.Count(a.target(), a.id(0)), ANY_TOKEN);
        r.action("draw_token", "one token at random leaves the zone (a bag: `move N TOKEN to ZONE` fills it), drawn by a roll of the game's "
                + "seeded generator over the tokens in it (a scenario's `rolls N, ...` fixes it: 1..total, counted through the token names "
                + "in declaration order); `drawn_token(ZONE, TOKEN)` tells which; `--log` names it; a draw from an empty zone is an error (fill it first)",
                a -> new ZoneTokens.Draw(a.value(0)), ZONE_VALUE);
        // move [N] TOKEN to ZONE (1 without N), move [N] TOKEN from ZONE to supply (all without N): before tokens on tiles and held
        r.move(Move.statement(150, ANY_TOKEN, Move.Place.zone(), m -> new ZoneTokens.Put(m.count(), m.id(), m.to(), false)));
        r.move(Move.statement(150, ANY_TOKEN, Move.Place.supply("tokens taken out of a zone go to 'supply' (draw_token(ZONE) takes one at random), found '%s'"),
                m -> new ZoneTokens.Put(m.count(), m.id(), m.from(), true)).from(Move.Place.zone()).count(Move.Count.ALL));
    }
}
