package org.tilerules.front;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The search path of rule set folders: the first folder holding a name wins; names come from every folder. */
class RulesPathTest {
    @TempDir Path tmp;

    @Test void theFirstFolderHoldingANameWinsAndEveryFolderOffersItsNames() throws IOException {
        Path mine = tmp.resolve("mine"), theirs = tmp.resolve("theirs");
        for (Path p : List.of(mine.resolve("a"), mine.resolve("b"), theirs.resolve("b"), theirs.resolve("c"))) {
            Files.createDirectories(p);
            Files.writeString(p.resolve(p.getFileName() + ".rules"), "ruleset " + p.getFileName() + " {}\n");
        }
        Files.createDirectories(theirs.resolve("empty"));          // no .rules file: not a rule set
        RulesPath path = RulesPath.of(mine, theirs);
        assertEquals(List.of("a", "b", "c"), path.available());
        assertEquals(mine.resolve("b"), path.find("b"));
        assertEquals(theirs.resolve("c"), path.find("c"));
        assertNull(path.find("empty"));
        Files.createDirectories(tmp.resolve("outside"));
        Files.writeString(tmp.resolve("outside/outside.rules"), "ruleset outside {}\n");
        assertNull(path.find("../outside"), "a name is a folder of the path's, not a way out of it");
        assertEquals(Map.of("b", List.of(mine.resolve("b"), theirs.resolve("b"))), path.shadowed());
        assertEquals(0, path.rank("b"));
        assertEquals(1, path.rank("c"));
        assertEquals(List.of(theirs, mine), path.front(theirs).dirs());
        assertEquals(List.of(mine, theirs), path.withFirst(theirs).dirs(), "already on the path: the order stays");
        assertEquals(List.of(mine, theirs), RulesPath.of(mine, theirs, mine).dirs(), "a folder named twice counts once");
    }

    @Test void aRelativeFolderAboveTheCurrentOneFindsItsRuleSets() {
        RulesPath path = RulesPath.of(Path.of("..", "rulesets"));
        assertTrue(path.find("base") != null && path.available().contains("fest"), path.available().toString());
    }
}
