package org.tilerules.capabilities.tiletokens;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.PLAYER;
import static org.tilerules.builtins.Arg.TILE_TOKEN;

/**
 * Tokens lying on tiles ({@code piece NAME { on tiles }}), nobody's or kept for a player: {@link TileTokens}, a store
 * made at its first use, which keeps figures away from its tiles ({@code excludes}, through {@code Store.keepsAway}),
 * lists the tiles holding each kind for filters of {@code board} ({@code Expr.tilesWhereNonZero}) and versions its
 * counts for kept results ({@code Store.changed}). {@code put}/{@code remove} are the moves {@code move N NAME to
 * TILE} and {@code move N NAME from TILE} ({@code front/MoveCompiler}).
 */
public final class TileTokensCapability implements Capability {
    @Override public String name() { return "tile-tokens"; }

    @Override public int order() { return 85; }

    @Override public void register(Registry r) {
        r.method(Type.TILE, "tokens", Type.INT, "tokens on tiles of that name lying on the tile, owned by nobody",
                a -> new TileTokens.Count(a.target(), a.id(0), null), TILE_TOKEN);
        r.method(Type.TILE, "tokens", Type.INT, "those kept on the tile for the player", a -> new TileTokens.Count(a.target(), a.id(0), a.value(1)),
                TILE_TOKEN, PLAYER);
    }
}
