package org.tilerules.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;
import org.tilerules.front.Parsing;
import org.tilerules.front.RulesPath;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code check} names a file one way, however it was reached (issue 35: a problem printed twice, relative and absolute). */
class CheckerPathsTest {
    @TempDir Path tmp;

    @Test void aProblemOutsideTheWorkingFolderIsPrintedOnce() throws IOException {
        Path sets = tmp.resolve("sets"), scen = tmp.resolve("scen");
        Files.createDirectories(sets.resolve("bad2"));
        Files.createDirectories(scen);
        Files.writeString(sets.resolve("bad2/bad2.rules"), "ruleset bad2 extends base {\n  value x() = cuont(board)\n}\n");
        Files.writeString(scen.resolve("s.scenario"), "scenario \"s\" {\n  rules bad2\n  players red, blue\n}\n");
        Path cwd = Path.of("").toAbsolutePath();
        Path relSets = cwd.relativize(sets.toAbsolutePath()), relScen = cwd.relativize(scen.toAbsolutePath());
        assertTrue(relSets.startsWith(".."), relSets.toString());
        // the rule set folder given as written (../...), the rule set itself reached through the search path
        Checker.Result r = new Checker(RulesPath.of(relSets, TestSupport.repo().resolve("rulesets"))).check(List.of(relSets, relScen));
        assertEquals(1, r.diagnostics().size(), r.diagnostics().toString());
        assertTrue(r.diagnostics().get(0).startsWith(Parsing.display(sets.resolve("bad2/bad2.rules")) + ":2:15: unknown function 'cuont'"),
                r.diagnostics().get(0));
        assertEquals(Parsing.display(sets.resolve("bad2/bad2.rules")), Parsing.display(relSets.resolve("bad2/bad2.rules")));
    }
}
