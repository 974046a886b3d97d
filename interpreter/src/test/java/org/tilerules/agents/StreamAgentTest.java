package org.tilerules.agents;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The text-stream agent: what it sends, and which answers it takes. */
class StreamAgentTest {
    private static final ChoiceSet OPTIONS = new ChoiceSet() {
        @Override public int size() { return 3; }
        @Override public String label(int i) { return List.of("follower on c", "follower on \"x\"", "none").get(i); }
        @Override public String topic() { return "figure"; }
    };

    private static Game game() { return TestSupport.randomGame(TestSupport.base(), 2, 1); }

    @Test void aProgramGetsOneJsonLineAndMayAnswerByNumberOrLabel() {
        StringWriter sent = new StringWriter();
        StreamAgent a = new StreamAgent(new BufferedReader(new StringReader("2\n\"follower on \\\"x\\\"\"\n")), new PrintWriter(sent), false);
        Game g = game();
        assertEquals(2, a.choose(g, 1, OPTIONS));
        assertEquals(1, a.choose(g, 1, OPTIONS));
        String line = "{\"turn\":0,\"player\":\"p1\",\"topic\":\"figure\",\"options\":[\"follower on c\",\"follower on \\\"x\\\"\",\"none\"]}";
        assertEquals(line + System.lineSeparator() + line + System.lineSeparator(), sent.toString());
    }

    @Test void aProgramsWrongAnswerOrSilenceIsARuleError() {
        Game g = game();
        StreamAgent wrong = new StreamAgent(new BufferedReader(new StringReader("3\n")), new PrintWriter(new StringWriter()), false);
        assertEquals("the external program of p0 answered '3', which is neither an option number 0..2 nor an option's label",
                assertThrows(RuleError.class, () -> wrong.choose(g, 0, OPTIONS)).getMessage());
        StreamAgent silent = new StreamAgent(new BufferedReader(new StringReader("")), new PrintWriter(new StringWriter()), false);
        assertEquals("the external program of p0 stopped answering",
                assertThrows(RuleError.class, () -> silent.choose(g, 0, OPTIONS)).getMessage());
    }

    /** Issue 40: an external program's answer was read and echoed whole (a 200 MB line, terminal control characters). */
    @Test void aProgramsHugeOrControlAnswerIsCutInTheMessage() {
        Game g = game();
        String huge = "x".repeat(1_000_000);
        StreamAgent big = new StreamAgent(new BufferedReader(new StringReader(huge + "\n0\n")), new PrintWriter(new StringWriter()), false);
        assertEquals("the external program of p0 answered a line longer than 65536 characters ('" + "x".repeat(200) + "...');"
                + " expected an option number 0..2 or an option's label",
                assertThrows(RuleError.class, () -> big.choose(g, 0, OPTIONS)).getMessage());
        assertEquals(0, big.choose(g, 0, OPTIONS), "the next line is the next answer");
        StreamAgent control = new StreamAgent(new BufferedReader(new StringReader("\u001b[2J\u001b[31mred\n")),
                new PrintWriter(new StringWriter()), false);
        assertEquals("the external program of p0 answered '[2J?[31mred', which is neither an option number 0..2 nor an option's label",
                assertThrows(RuleError.class, () -> control.choose(g, 0, OPTIONS)).getMessage());
    }

    @Test void aPersonCountsFromOneAndIsAskedAgainAfterANonsenseAnswer() {
        StringWriter shown = new StringWriter();
        StreamAgent a = new StreamAgent(new BufferedReader(new StringReader("0\nwhat\n3\n")), new PrintWriter(shown), true);
        assertEquals(2, a.choose(game(), 0, OPTIONS));
        assertEquals(String.join(System.lineSeparator(),
                "turn 0, p0 (figure):",
                "    1  follower on c",
                "    2  follower on \"x\"",
                "    3  none",
                "> answer with a number from 1 to 3, or an option as written",
                "> answer with a number from 1 to 3, or an option as written",
                "> "), shown.toString());
    }

    private static ChoiceSet labels(List<String> labels) {
        return new ChoiceSet() {
            @Override public int size() { return labels.size(); }
            @Override public String label(int i) { return labels.get(i); }
            @Override public String topic() { return "figure"; }
        };
    }

    /** A person reads the names the rules give (issue 37): Inns & Cathedrals' big_follower is a "large follower". */
    @Test void aPersonReadsTheRulesNamesAndMayAnswerInThem() {
        org.tilerules.runtime.Rules r = org.tilerules.front.RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "inns-and-cathedrals"));
        Game g = TestSupport.randomGame(r, 2, 1);
        StringWriter shown = new StringWriter();
        StreamAgent a = new StreamAgent(new BufferedReader(new StringReader("large follower on c\n")), new PrintWriter(shown), true);
        assertEquals(1, a.choose(g, 0, labels(List.of("follower on c", "big_follower on c", "none"))));
        assertEquals(String.join(System.lineSeparator(),
                "turn 0, p0 (figure):",
                "    1  follower on c",
                "    2  large follower on c",
                "    3  none",
                "> "), shown.toString());
        r.scripts.close();
    }

    /** Issue 37: a person is told the decision by the rule that asks it ("tower capture"), the topic when it has no name. */
    @Test void aPersonIsToldTheDecisionsTitle() {
        ChoiceSet titled = new ChoiceSet() {
            @Override public int size() { return 2; }
            @Override public String label(int i) { return i == 0 ? "capture red follower at 0,0.c" : "none"; }
            @Override public String topic() { return "option"; }
            @Override public String title() { return "tower capture"; }
        };
        StringWriter shown = new StringWriter();
        StreamAgent a = new StreamAgent(new BufferedReader(new StringReader("2\n")), new PrintWriter(shown), true);
        assertEquals(1, a.choose(game(), 0, titled));
        assertEquals(true, shown.toString().startsWith("turn 0, p0 (tower capture):" + System.lineSeparator()), shown.toString());
    }

    @Test void aPersonIsNotAskedWhenThereIsOnlyOneOption() {
        StringWriter shown = new StringWriter();
        StreamAgent a = new StreamAgent(new BufferedReader(new StringReader("")), new PrintWriter(shown), true);
        assertEquals(0, a.choose(game(), 0, labels(List.of("none"))));
        assertEquals("turn 0, p0 (figure): none (the only option)" + System.lineSeparator(), shown.toString());
    }

    @Test void aPersonSeesALongListGroupedByThePlaceEachOptionNames() {
        List<String> many = new java.util.ArrayList<>();
        for (String kind : List.of("follower", "big_follower", "builder", "pig")) {
            for (String at : List.of("0,-4.k3", "1,0.r", "0,-4")) many.add(kind + " on " + at);
        }
        many.add("none");
        StringWriter shown = new StringWriter();
        StreamAgent a = new StreamAgent(new BufferedReader(new StringReader("13\n")), new PrintWriter(shown), true);
        assertEquals(12, a.choose(game(), 0, labels(many)));
        assertEquals(String.join(System.lineSeparator(),
                "turn 0, p0 (figure):",
                "  at 0,-4.k3:",
                "      1  follower on 0,-4.k3",
                "      4  big_follower on 0,-4.k3",
                "      7  builder on 0,-4.k3",
                "     10  pig on 0,-4.k3",
                "  at 1,0.r:",
                "      2  follower on 1,0.r",
                "      5  big_follower on 1,0.r",
                "      8  builder on 1,0.r",
                "     11  pig on 1,0.r",
                "  at 0,-4:",
                "      3  follower on 0,-4",
                "      6  big_follower on 0,-4",
                "      9  builder on 0,-4",
                "     12  pig on 0,-4",
                "  none:",
                "     13  none",
                "> "), shown.toString());
    }
}
