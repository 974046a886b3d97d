package org.tilerules.lsp;

import org.eclipse.lsp4j.CompletionItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.front.RulesPath;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The language server with a modder's folder searched before the program's rule sets (what
 * {@code carcassonne lsp --rules-dir DIR} or TILERULES_RULES_DIR give it): a rule set there
 * extends base, a scenario beside it plays both, and completion offers the rule sets of both folders.
 */
class ModdersFolderLspTest {
    @TempDir Path dir;
    LspClient client;
    Path mine;

    @BeforeEach void start() throws Exception {
        mine = dir.resolve("mine");
        Workspace.write(mine.resolve("my/my.rules"), "ruleset my extends base {\n  option road_points = 2\n}\n");
        client = new LspClient(RulesPath.of(mine, Workspace.repo().resolve("rulesets")));
    }

    @AfterEach void stop() { client.close(); }

    @Test void aModdersRuleSetExtendsBaseAndAScenarioPlaysIt() {
        Path rules = mine.resolve("my/my.rules");
        client.open(rules, "ruleset my extends base {\n  option road_points = 2\n}\n");
        assertEquals("", DiagnosticsTest.show(client.diagnostics(rules)));
        client.change(rules, "ruleset my extends bsae {\n}\n");
        String shown = DiagnosticsTest.show(client.diagnostics(rules));
        assertTrue(shown.startsWith("1:20-24: unknown rule set 'bsae'; did you mean 'base'? known: abbey-and-mayor, "), shown);
        assertTrue(shown.contains(", messages, my, phantom, "), shown);
        client.change(rules, "ruleset my extends base {\n  option road_points = 2\n}\n");
        assertEquals("", DiagnosticsTest.show(client.diagnostics(rules)));

        Path scenario = Workspace.write(dir.resolve("play/s.scenario"), "");
        client.open(scenario, """
                scenario "a follower on a city" {
                  rules base, my
                  players red, blue
                  board {
                    D at 0,0 { red folower on c }
                  }
                }
                """);
        assertEquals("5:20-27: unknown figure 'folower'; did you mean 'follower'? known: follower\n",
                DiagnosticsTest.show(client.diagnostics(scenario)));
    }

    @Test void completionOffersTheRuleSetsOfEveryFolder() {
        Path scenario = Workspace.write(dir.resolve("play/s.scenario"), "");
        client.open(scenario, "scenario \"s\" {\n  rules \n}\n");
        var labels = client.complete(scenario, 1, 8).stream().map(CompletionItem::getLabel).toList();
        assertTrue(labels.contains("my") && labels.contains("base") && labels.contains("fest"), labels.toString());
    }
}
