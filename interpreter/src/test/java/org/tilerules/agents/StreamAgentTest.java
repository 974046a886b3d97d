package org.tilerules.agents;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.runtime.Choice;
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

    /**
     * A person reads the names the rules give (issue 37): Inns & Cathedrals' big_follower is a "large follower".
     * The words are the option's own (written from its data, ChoiceDataTest); a person may answer in them.
     */
    @Test void aPersonReadsTheRulesNamesAndMayAnswerInThem() {
        List<String> labels = List.of("follower on c", "big_follower on c", "none");
        List<String> words = List.of("follower on the city", "large follower on the city", "none");
        ChoiceSet cs = new ChoiceSet() {
            @Override public int size() { return 3; }
            @Override public String label(int i) { return labels.get(i); }
            @Override public String words(int i) { return words.get(i); }
            @Override public String topic() { return "figure"; }
        };
        StringWriter shown = new StringWriter();
        StreamAgent a = new StreamAgent(new BufferedReader(new StringReader("large follower on the city\n")), new PrintWriter(shown), true);
        assertEquals(1, a.choose(game(), 0, cs));
        assertEquals(String.join(System.lineSeparator(),
                "turn 0, p0 (figure):",
                "    1  follower on the city",
                "    2  large follower on the city",
                "    3  none",
                "> "), shown.toString());
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

    /** Above twelve options, a person sees them under the place each names, read from the options' data (never their labels). */
    @Test void aPersonSeesALongListGroupedByThePlaceEachOptionNames() {
        Game g = game();
        int c = g.board.featBase[0], r = c + 1;   // two features of the start tile at 0,0
        List<String> many = new java.util.ArrayList<>();
        List<Choice> data = new java.util.ArrayList<>();
        for (String kind : List.of("follower", "big_follower", "builder", "pig")) {
            many.add(kind + " on " + g.featurePlace(c));
            data.add(new Choice(Choice.Act.STAND, kind, -1, c, -1, -1, -1));
            many.add(kind + " on " + g.featurePlace(r));
            data.add(new Choice(Choice.Act.STAND, kind, -1, r, -1, -1, -1));
            many.add("move " + kind + " to 0,0");
            data.add(new Choice(Choice.Act.MOVE, kind, -1, -1, 0, -1, -1));
        }
        many.add("none");
        data.add(new Choice(Choice.Act.NONE, null, -1, -1, -1, -1, -1));
        ChoiceSet cs = new ChoiceSet() {
            @Override public int size() { return many.size(); }
            @Override public String label(int i) { return many.get(i); }
            @Override public Choice choice(int i) { return data.get(i); }
            @Override public String topic() { return "figure"; }
        };
        StringWriter shown = new StringWriter();
        StreamAgent a = new StreamAgent(new BufferedReader(new StringReader("13\n")), new PrintWriter(shown), true);
        assertEquals(12, a.choose(g, 0, cs));
        String cp = g.featurePlace(c), rp = g.featurePlace(r);
        assertEquals(String.join(System.lineSeparator(),
                "turn 0, p0 (figure):",
                "  at " + cp + ":",
                "      1  follower on " + cp,
                "      4  big_follower on " + cp,
                "      7  builder on " + cp,
                "     10  pig on " + cp,
                "  at " + rp + ":",
                "      2  follower on " + rp,
                "      5  big_follower on " + rp,
                "      8  builder on " + rp,
                "     11  pig on " + rp,
                "  at 0,0:",
                "      3  move follower to 0,0",
                "      6  move big_follower to 0,0",
                "      9  move builder to 0,0",
                "     12  move pig to 0,0",
                "  none:",
                "     13  none",
                "> "), shown.toString());
    }
}
