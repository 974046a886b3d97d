package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.scenario.Outcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunCommandTest {
    @TempDir Path tmp;

    @Test void runsTheShippedScenariosAndWritesAReport() throws IOException {
        Path xml = tmp.resolve("out/scenarios.xml");
        Cli.Result r = Cli.run("run", Cli.path("scenarios"), "--junit-xml", xml.toString());
        String[] lines = r.out().split("\n");
        Matcher m = Pattern.compile("(\\d+) passed, (\\d+) failed").matcher(lines[lines.length - 1]);
        assertTrue(m.matches(), r.out());
        int failed = Integer.parseInt(m.group(2));
        assertEquals(0, failed, r.out());
        assertEquals(0, r.code());
        for (int i = 0; i < lines.length - 1; i++) {
            assertTrue(lines[i].matches("(PASS|FAIL)  \\S+:\\d+  .+|      .*"), lines[i]);
        }
        String report = Files.readString(xml);
        assertTrue(report.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"scenarios\" tests=\""), report);
        assertTrue(report.contains("failures=\"" + failed + "\" errors=\"0\" skipped=\"0\""), report);
    }

    /** The "done when": each broken scenario fails with one line naming file and line, and exit 1. */
    @Test void brokenScenariosFailWithOneLineEach() throws IOException {
        Path f = tmp.resolve("broken.scenario");
        Files.writeString(f, String.join("\n",
                "scenario \"wrong by one\" {",
                "  rules base",
                "  players red, blue",
                "  board { D at 0,0 }",
                "  moves { red: place E at 0,-1 rot 180; follower on c }",
                "  expect { score red == 5 }",
                "}",
                "scenario \"unknown tile\" {",
                "  rules base",
                "  players red, blue",
                "  moves { red: place Zz at 0,-1 }",
                "}",
                "scenario \"expects an illegal move that is legal\" {",
                "  rules base",
                "  players red, blue",
                "  board { D at 0,0 }",
                "  moves { red: place E at 0,-1 rot 180; none }",
                "  expect { error \"illegal\" }",
                "}", ""));
        Path g = tmp.resolve("syntax.scenario");
        Files.writeString(g, "scenario \"bad\" {\n  rules base\n  players red blue\n}\n");
        Cli.Result r = Cli.run("run", f.toString(), g.toString());
        assertEquals(1, r.code());
        String ff = f.toString(), gg = g.toString();
        assertEquals(String.join("\n",
                "FAIL  " + ff + ":1  wrong by one",
                "      " + ff + ":6:12: expected red.score == 5, but red.score is 4 (events: red +4: city completed (2 tiles))",
                "FAIL  " + ff + ":8  unknown tile",
                "      " + ff + ":11:22: unknown tile 'Zz'; known: A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X",
                "FAIL  " + ff + ":13  expects an illegal move that is legal",
                "      " + ff + ":18:12: expected an error containing \"illegal\", but every move was legal",
                "FAIL  " + gg + ":3  (file does not parse)",
                "      " + gg + ":3:15: syntax: missing ',' before 'blue'",
                "0 passed, 4 failed", ""), r.out());
    }

    @Test void onlyFilters() {
        Cli.Result r = Cli.run("run", Cli.path("scenarios"), "--only", "no scenario has this title");
        assertEquals("0 passed, 0 failed\n", r.out());
    }

    @Test void junitXmlEscapes() {
        List<Outcome> os = List.of(
                new Outcome("a.scenario", 3, "ok <1> & \"2\"", true, null, 0.0125),
                new Outcome("b.scenario", 9, "bad 'one'", false, "b.scenario:12: score red == 8, found <5> & more\nsecond line", 0.5));
        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuite name="scenarios" tests="2" failures="1" errors="0" skipped="0" time="0.513">
                  <testcase classname="a.scenario" name="ok &lt;1&gt; &amp; &quot;2&quot;" time="0.013"/>
                  <testcase classname="b.scenario" name="bad &apos;one&apos;" time="0.500">
                    <failure message="b.scenario:12: score red == 8, found &lt;5&gt; &amp; more">b.scenario:9: b.scenario:12: score red == 8, found &lt;5&gt; &amp; more&#10;second line</failure>
                  </testcase>
                </testsuite>
                """, JunitXml.report("scenarios", os));
    }
}
