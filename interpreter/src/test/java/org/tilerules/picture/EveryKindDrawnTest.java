package org.tilerules.picture;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tilerules.TestSupport;
import org.tilerules.front.RulesLoader;
import org.tilerules.model.FeatureDef;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Pictures: with each shipped rule set (on the base game), every feature kind a tile has is drawn by a
 * {@code draw} clause of its own, and every attribute a tile's feature carries is drawn by a mark
 * of its kind; a kind or attribute without one would be drawn as nothing a player can tell apart.
 */
class EveryKindDrawnTest {
    /** Attributes the rules read that are no symbol on the printed tile: a city that cannot be a castle, a wheel's segment. */
    static final Set<String> NOT_PRINTED = Set.of("nocastle", "no_castle", "segment");

    @TestFactory Stream<DynamicTest> everyFeatureKindAndAttributeOfEveryShippedRuleSetIsDrawn() {
        Path dir = TestSupport.repo().resolve("rulesets");
        return RulesLoader.available(dir).stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Rules r = RulesLoader.load(dir, name.equals("base") ? List.of("base") : List.of("base", name));
            Set<String> undrawn = new TreeSet<>();
            for (TileType t : r.tiles) {
                for (FeatureDef f : t.features) {
                    Kind k = r.kinds.get(f.kind);
                    if (!k.look.has("as") && !k.look.has("fill") && !k.look.has("glyph")) undrawn.add("feature kind " + k.name + " (tile " + t.name + ")");
                    for (int a = 0; a < f.attrs.length; a++) {
                        if (f.attrs[a] != 0 && !k.look.marks().containsKey(r.attributes.get(a)) && !NOT_PRINTED.contains(r.attributes.get(a))) {
                            undrawn.add("attribute " + r.attributes.get(a) + " of " + k.name + " (tile " + t.name + ")");
                        }
                    }
                }
            }
            List<String> problems = new ArrayList<>(undrawn);
            assertEquals(List.of(), problems, "rule set " + name);
        }));
    }
}
