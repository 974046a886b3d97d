package org.tilerules.builtins;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The capabilities are found from their services lines, in their order (the order a new game makes their stores:
 * decks before any draw, counters last), and their built-ins are in the registry after the core's.
 */
class CapabilitiesTest {
    @Test
    void foundInTheirOrder() {
        assertEquals(List.of("tokens", "decks", "titles", "tile-figures", "keeping", "junctions", "links", "counters", "tile-tokens", "zone-tokens",
                        "placements"),
                Builtins.capabilities().stream().map(Capability::name).toList());
        assertEquals(List.of(10, 20, 30, 40, 50, 60, 70, 80, 85, 90, 100), Builtins.capabilities().stream().map(Capability::order).toList());
        // the eleven capabilities' makers (tile tokens' and zone tokens' answer none: their stores are made at first use)
        assertEquals(11, Builtins.storeMakers().size());
    }

    @Test
    void theirBuiltInsComeAfterTheCore() {
        Registry core = new Registry();
        BuiltinExpressions.register(core);
        BuiltinActions.register(core);
        assertEquals(core.entries.stream().map(Builtins.Entry::signature).toList(),
                Builtins.all().subList(0, core.entries.size()).stream().map(Builtins.Entry::signature).toList());
        assertEquals(core.actions.stream().map(Builtins.Action::signature).toList(),
                Builtins.actions().subList(0, core.actions.size()).stream().map(Builtins.Action::signature).toList());
        Set<String> theirs = Builtins.actions().subList(core.actions.size(), Builtins.actions().size()).stream()
                .map(Builtins.Action::name).collect(Collectors.toSet());
        assertEquals(Set.of("draw_card", "set_record", "clear_trail", "draw_token"), theirs);
        assertTrue(Builtins.all().size() > core.entries.size());
    }
}
