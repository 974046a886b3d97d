package org.tilerules;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tilerules.scenario.Outcome;
import org.tilerules.scenario.ScenarioRunner;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every scenario under scenarios/ is a test: the rulebooks' examples are the main regression suite. */
class ScenarioCorpusTest {
    @TestFactory
    Stream<DynamicTest> everyScenarioPasses() {
        Path repo = TestSupport.repo();
        ScenarioRunner runner = new ScenarioRunner(repo.resolve("rulesets"));
        List<Outcome> outcomes = runner.runPaths(List.of(repo.resolve("scenarios")), null);
        assertFalse(outcomes.isEmpty(), "no scenarios found");
        return outcomes.stream().map(o -> DynamicTest.dynamicTest(o.file() + ":" + o.line() + " " + o.name(),
                () -> assertTrue(o.passed(), o.message())));
    }
}
