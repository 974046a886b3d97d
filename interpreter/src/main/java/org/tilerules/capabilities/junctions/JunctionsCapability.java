package org.tilerules.capabilities.junctions;

import org.tilerules.builtins.Capability;
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
    }
}
