package org.tilerules.capabilities.counters;

import org.tilerules.builtins.Capability;
import org.tilerules.builtins.Registry;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Store;

import static org.tilerules.builtins.Arg.COUNTER;
import static org.tilerules.runtime.Type.PLAYERS;

/** Counters ({@code var NAME [per player] = EXPR}): {@link Counters}, the last store a new game makes (their first values may read the others). */
public final class CountersCapability implements Capability {
    @Override public String name() { return "counters"; }

    @Override public int order() { return 80; }

    @Override public Store create(Game g) { return Counters.create(g); }

    @Override public void register(Registry r) {
        r.function("most", PLAYERS, "the players whose counter per player is highest (if above 0); all of them when tied",
                a -> new Counters.Most(a.id(0)), COUNTER);
    }
}
