package org.tilerules.capabilities.tiletokens;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Move;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.PLAYER;
import static org.tilerules.builtins.Arg.TILE_TOKEN;

/**
 * Tokens lying on tiles ({@code piece NAME { on tiles }}), nobody's or kept for a player: {@link TileTokens}, a store
 * made at its first use, which keeps figures away from its tiles ({@code excludes}, through {@code Store.keepsAway}),
 * lists the tiles holding each kind for filters of {@code board} ({@code Expr.tilesWhereNonZero}) and versions its
 * counts for kept results ({@code Store.changed}). {@code put}/{@code remove} are the moves {@code move N NAME to
 * TILE} and {@code move N NAME from TILE to supply}, registered here ({@link Move}).
 */
public final class TileTokensCapability implements Capability {
    @Override public String name() { return "tile-tokens"; }

    @Override public int order() { return 85; }

    @Override public void register(Registry r) {
        r.method(Type.TILE, "tokens", Type.INT, "tokens on tiles of that name lying on the tile, owned by nobody",
                a -> new TileTokens.Count(a.target(), a.id(0), null), TILE_TOKEN);
        r.method(Type.TILE, "tokens", Type.INT, "those kept on the tile for the player", a -> new TileTokens.Count(a.target(), a.id(0), a.value(1)),
                TILE_TOKEN, PLAYER);
        // move [N] T to TILES [for P] (1 without N), move [N] T from TILES to supply [for P] (all without N), when the place
        // is tiles: just before the core's check that a token's name with tiles for a place is a token on tiles
        r.move(Move.statement(Move.STMT_TILE_TOKENS - 10, TILE_TOKEN, Move.Place.valueIf(Type.TILE, Type.TILES),
                m -> new TileTokens.Put(m.count(), m.id(), m.to(), m.owner())).count(Move.Count.ALL).owner());
        r.move(Move.statement(Move.STMT_TILE_TOKENS - 10, TILE_TOKEN, Move.Place.supply("tokens taken off tiles go to 'supply', found '%s'"),
                m -> new TileTokens.Remove(m.count(), m.id(), m.from(), m.owner())).from(Move.Place.valueIf(Type.TILE, Type.TILES))
                .count(Move.Count.ALL).owner());
        // on a board's picture: a disc with the count per kind and owner, and the kind in the tile's key
        r.board((g, out) -> {
            if (TileTokens.of(g) == null) return;
            out.layer("tile-tokens", -1);
            for (int t = 0; t < g.board.n; t++) {
                for (int k = 0; k < g.rules.tileTokens.size(); k++) {
                    String name = g.rules.tileTokens.get(k);
                    for (int owner = -1; owner < g.nPlayers; owner++) {
                        int n = TileTokens.count(g, t, k, owner);
                        if (n != 0) out.count("tile-token", name, t, owner, n);
                    }
                }
                for (int k = 0; k < g.rules.tileTokens.size(); k++) {
                    if (TileTokens.count(g, t, k) > 0 || anyOwned(g, t, k)) {
                        String name = g.rules.tileTokens.get(k);
                        out.key(t, "token " + name, "token", name + " (" + name.charAt(0) + ")", "circle", "#bdbdbd", "#111111");
                    }
                }
            }
        });
    }

    private static boolean anyOwned(Game g, int t, int k) {
        for (int p = 0; p < g.nPlayers; p++) if (TileTokens.count(g, t, k, p) > 0) return true;
        return false;
    }
}
