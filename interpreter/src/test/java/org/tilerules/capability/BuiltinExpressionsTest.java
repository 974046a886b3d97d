package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Names, calls and members resolve through the registry of built-in expressions (builtins/Builtins):
 * what a mistake is told (the forms an entry is written in, the members a type has, the nearest name)
 * comes from it, and where {@code it} is bound the members of its type are written bare.
 */
class BuiltinExpressionsTest {
    @TempDir Path tmp;

    private List<String> diagnostics(String rules) throws IOException {
        try (RuleSetFolder folder = new RuleSetFolder(tmp)) {
            folder.ruleSet("probe", rules);
            Diagnostics d = new Diagnostics();
            RulesLoader.load(folder.rulesets, List.of("probe"), d);
            return d.all().stream().map(x -> Path.of(x.file()).getFileName() + x.toString().substring(x.file().length()))
                    .map(x -> x.replaceAll(" known: .*", " known: ...")).toList();
        }
    }

    @Test void mistakesAreToldWhatTheRegistryKnows() throws IOException {
        assertEquals(List.of(
                "probe.rules:2:33: 'majority' is written majority(COMPONENT), found 2 arguments",
                "probe.rules:2:51: count(LIST) needs a list, found a number",
                "probe.rules:2:62: unknown function 'cuont'; did you mean 'count'? known: ...",
                "probe.rules:3:22: 'tagged' is written t.tagged(TAG), found no brackets",
                "probe.rules:3:34: 'x' is written t.x, found 1 argument",
                "probe.rules:3:59: expected a list of components or a list of placed tiles, found a number in '3'",
                "probe.rules:3:75: a placed tile has no member 'owner'; known: ...",
                "probe.rules:4:62: unknown name 'nxt'; did you mean 'next'? known: ...",
                "probe.rules:4:79: 'pieces_of' is written pieces_of(COMPONENTS, FIGURE) or pieces_of(TILES, FIGURE), found 1 argument"),
                diagnostics("""
                        ruleset probe extends base {
                          value v(c: component) = count(majority(c, c)) + count(3) + cuont(board)
                          value w(t: tile) = t.tagged or t.x(1) + count(pieces_of(3, follower)) + t.owner > 0
                          value x() = count(seats_after(current) where score > 0 and nxt > 0) + count(pieces_of(board))
                        }
                        """));
    }

    @Test void theMembersOfWhatItNamesAreWrittenBare() throws IOException {
        assertEquals(List.of(), diagnostics("""
                ruleset probe extends base {
                  value leaders() = count(seats_after(current) where score > 0 and next != current and hand >= 0)
                  value mine() = count(current.pieces(follower) where owner == current and is(follower) and tile.x >= 0)
                  value crowded() = count(components(city) where figures > 1 and count(places where neighbours > 2) > 0)
                  value near() = count(board where count(adjacent where count(components) > 2) > 0)
                }
                """));
    }
}
