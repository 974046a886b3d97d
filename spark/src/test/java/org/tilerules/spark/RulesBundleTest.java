package org.tilerules.spark;

import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rule files that travel with a job, and those packed in its jar. */
class RulesBundleTest {
    static final Path RULESETS = Path.of("..", "rulesets");

    @Test void theBundleHoldsTheRuleSetsFolderAndTheTilesOutsideItAndLoadsTheSameRules() throws Exception {
        Rules local = RulesLoader.load(RULESETS, List.of("base", "house"));
        RulesBundle b = RulesBundle.of(RULESETS, local);
        assertEquals(List.of("rulesets"), b.rulesDirs, "the tiles lie beside the rule sets folder: the root is their parent");
        assertTrue(b.files.containsKey("tiles/base.tiles"));
        assertTrue(b.files.containsKey("rulesets/base/base.rules"));
        assertTrue(b.files.containsKey("rulesets/house/house.js"), "script modules travel too");
        assertArrayEquals(Files.readAllBytes(Path.of("..", "tiles", "base.tiles")), b.files.get("tiles/base.tiles"));

        Rules there = b.load(List.of("base", "house"));
        assertSame(there, b.load(List.of("base", "house")), "loaded once per JVM");
        assertNotSame(there, b.load(List.of("base")));
        assertEquals(local.categories, there.categories);
        assertEquals(local.tiles.size(), there.tiles.size());
        assertEquals(local.optionByName.keySet(), there.optionByName.keySet());
        assertTrue(there.tileFiles.get(0).startsWith(b.unpack()), "read from the unpacked copy: " + there.tileFiles);

        Rules baseOnly = RulesLoader.load(RULESETS, List.of("base"));
        assertEquals(b.digest, RulesBundle.of(RULESETS, baseOnly).digest, "same files, same digest");
    }

    @Test void theJobCarriesTheProjectsRuleSetsForADriverWithoutThem() {
        Path shipped = ShippedRules.rulesets();
        assertTrue(shipped != null && Files.isRegularFile(shipped.resolve("base/base.rules")), "shipped: " + shipped);
        Rules r = RulesLoader.load(shipped, List.of("base"));
        Rules local = RulesLoader.load(RULESETS, List.of("base"));
        assertEquals(local.tiles.size(), r.tiles.size());
        assertEquals(local.categories, r.categories);
        assertNotEquals(0, r.categories.size());
    }
}
