package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code play --log} with every expansion leaves out what carries nothing: declined choices, all-zero columns. */
class LogOutputTest {
    @Test void noNoneAndNoEmptyColumns() {
        Cli.Result r = Cli.run("play", "--rules", "all", "--players", "3", "--seed", "2", "--log");
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        for (String line : out.split("\n")) {
            assertFalse(line.matches(".*(; |: )none(;.*|$)"), "a declined choice is printed: " + line);
        }
        String[] lines = out.split("\n");
        int head = -1;
        for (int i = 0; i < lines.length; i++) if (lines[i].startsWith("player  ")) head = i;
        assertTrue(head > 0, out);
        String[] cols = lines[head].trim().split(" +");
        assertEquals("total", cols[cols.length - 1]);
        for (int c = 1; c < cols.length - 1; c++) {
            boolean someone = false;
            for (int p = 1; p <= 3; p++) {
                String[] row = lines[head + p].trim().split(" +");
                assertEquals(cols.length, row.length, lines[head + p]);
                if (!row[c].equals("0")) someone = true;
            }
            assertTrue(someone, "column '" + cols[c] + "' is all zero:\n" + String.join("\n", Arrays.copyOfRange(lines, head, head + 4)));
        }
        assertTrue(cols.length < 22, lines[head]);
    }
}
