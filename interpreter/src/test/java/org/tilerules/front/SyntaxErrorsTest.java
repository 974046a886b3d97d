package org.tilerules.front;

import org.junit.jupiter.api.Test;
import org.tilerules.grammar.TilerulesParser;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Syntax errors say what is missing, name at most a few expected words, and come once per slip. */
class SyntaxErrorsTest {
    private static List<String> scenario(String text) {
        Diagnostics d = new Diagnostics();
        TilerulesParser p = Parsing.parser("s.scenario", text, d);
        Parsing.parse(p, d, TilerulesParser::scenarioFile, () -> new TilerulesParser.ScenarioFileContext(null, 0));
        List<String> out = new ArrayList<>();
        for (Diagnostic x : d.all()) out.add(x.toString());
        return out;
    }

    private static List<String> rules(String text) {
        Diagnostics d = new Diagnostics();
        TilerulesParser p = Parsing.parser("r.rules", text, d);
        Parsing.parse(p, d, TilerulesParser::rulesFile, () -> new TilerulesParser.RulesFileContext(null, 0));
        List<String> out = new ArrayList<>();
        for (Diagnostic x : d.all()) out.add(x.toString());
        return out;
    }

    @Test void aMissingSemicolonBetweenMovesIsSaid() {
        assertEquals(List.of("s.scenario:5:34: syntax: missing ';' before 'none'"), scenario("""
                scenario "one" {
                  rules base
                  players red, blue
                  moves {
                    red: place E at 0,-1 rot 180 none
                    blue: place E at 1,0 rot 90; none
                  }
                }
                """));
    }

    @Test void aMissingCommaIsSaid() {
        assertEquals(List.of("s.scenario:3:15: syntax: missing ',' before 'blue'"),
                scenario("scenario \"x\" {\n  rules base\n  players red blue\n}\n"));
    }

    @Test void aMissingBraceNamesWhatItOpened() {
        assertEquals(List.of("s.scenario:6:1: syntax: missing '}' for the scenario opened at line 2"), scenario("""
                // a comment
                scenario "two" {
                  rules base
                  players red, blue
                  moves { red: place E at 0,-1 rot 180; none }
                """));
        assertEquals("s.scenario:4:1: syntax: missing '}' for the moves opened at line 3", scenario("""
                scenario "two" {
                  rules base
                  moves { red: place E at 0,-1 rot 180; none
                """).get(0));
    }

    @Test void neverMoreThanAFewExpectedWords() {
        List<String> d = scenario("scenario \"x\" {\n  rules base\n  =\n}\n");
        assertEquals(List.of("s.scenario:3:3: syntax: unexpected '='; expected '}', 'option', 'turn' or 11 more"), d);
        for (String m : rules("ruleset r {\n  feature road { complete when open_ports = 0 }\n  feature x {\n}\n")) {
            assertTrue(m.split("'").length <= 2 * (SyntaxErrors.FEW + 1) + 1, m);
        }
    }

    @Test void oneSlipOneError() {
        List<String> d = rules("""
                ruleset r {
                  turn {
                    step tile { draw_tile()  place_tile() }
                    step figure { chose { move figure to placed  none } }
                    step score { score_completed() }
                  }
                }
                """);
        assertTrue(d.size() <= 2 && d.stream().allMatch(m -> m.startsWith("r.rules:4:")), d.toString());
        assertEquals("r.rules:4:19: syntax: unknown statement 'chose'; a statement is a form such as choose, award, return, "
                + "let, if, for each, or a call of an action NAME(...)", d.get(0));
    }

    @Test void anOperatorMissingItsOperand() {
        assertEquals(List.of("r.rules:2:36: syntax: unexpected '}'; expected a name, a number, a string or 2 more"),
                rules("ruleset r {\n  feature road { complete when 1 + }\n}\n"));
    }
}
