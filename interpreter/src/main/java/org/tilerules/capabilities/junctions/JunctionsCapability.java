package org.tilerules.capabilities.junctions;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Move;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.JUNCTION;

/** Junctions ({@code piece NAME { junction }}): pieces lying on a tile that join two of its ends: {@link Junctions}. */
public final class JunctionsCapability implements Capability {
    @Override public String name() { return "junctions"; }

    @Override public int order() { return 60; }

    @Override public Store create(Game g) { return Junctions.create(g); }

    @Override public void register(Registry r) {
        r.method(Type.TILE, "nearest", Type.TILES, "walking out of t along the components of the kinds that junction's ends have (across facing "
                + "ports and pairs of link tokens), the tile of the first such junction met on each way whose end the way enters; each tile "
                + "once, never t", a -> new Junctions.Nearest(a.target(), a.id(0)), JUNCTION);
        // choose { move J to TILES [{ ... }] }: laid on a tile of the list, or moved within one
        r.move(Move.option(300, JUNCTION, Move.Place.value(Type.TILE, Type.TILES), m -> new Junctions.Lay(m.id(), m.to(), m.block()))
                .from(Move.Place.none("a junction is laid on, or moved within, a tile of the list")).block());
        // on a board picture: a bar across the tile from one end a junction joins to the other, under the figures
        r.board((g, out) -> {
            int[] laid = Junctions.laid(g);
            if (laid.length == 0) return;
            out.layer("junctions", -2);
            for (int i = 0; i + 2 < laid.length; i += 3) {
                int a = laid[i + 1], b = laid[i + 2], t = g.graph.tile[a];
                out.bar("junction", g.rules.junctions.get(laid[i]).name, g.featurePlace(a) + "-" + g.board.typeOf(t).features[g.graph.local[b]].name, a, b);
            }
        });
    }
}
