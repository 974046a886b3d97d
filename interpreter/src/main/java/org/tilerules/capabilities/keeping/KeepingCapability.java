package org.tilerules.capabilities.keeping;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import static org.tilerules.builtins.Arg.PLAYER;
import static org.tilerules.runtime.Type.BOOL;
import static org.tilerules.runtime.Type.ZONE;

/**
 * Zones per player ({@code zone NAME per player}): the keeper of each figure in one ({@link Keeping}, told and asked by
 * the core's zone moves through {@code Store.keep} and {@code Store.keeper}).
 */
public final class KeepingCapability implements Capability {
    @Override public String name() { return "keeping"; }

    @Override public int order() { return 50; }

    @Override public Store create(Game g) { return Keeping.create(g); }

    @Override public void register(Registry r) {
        r.method(ZONE, "of", Type.FIGURES, "the figures in the player's own zone of a zone `per player`", a -> new Keeping.Of(a.target(), a.value(0)), PLAYER);
        r.property(Type.FIGURE, "keeper", Type.PLAYER, "the player in whose zone the figure waits (an error if none)", a -> new Keeping.KeeperOf(a.target()));
        r.property(Type.FIGURE, "kept", BOOL, "whether the figure waits in a player's zone", a -> new Keeping.IsKept(a.target()));
    }
}
