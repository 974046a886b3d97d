package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Value calls reuse the game's frame per depth of nesting ({@link Frame#bindReused}): calls in the
 * arguments of calls, calls inside a value's {@code sum} over the board, and nesting deeper than the
 * first pool give what fresh frames give.
 */
class ValueFramesTest {
    @TempDir Path tmp;

    @Test void nestedCallsKeepTheirOwnFrames() throws IOException {
        Path rulesets = tmp.resolve("rulesets");
        Files.createDirectories(rulesets.resolve("probe"));
        Files.createSymbolicLink(tmp.resolve("tiles"), TestSupport.repo().resolve("tiles"));
        try (Stream<Path> s = Files.list(TestSupport.repo().resolve("rulesets"))) {
            for (Path r : s.toList()) Files.createSymbolicLink(rulesets.resolve(r.getFileName()), r);
        }
        Files.writeString(rulesets.resolve("probe").resolve("probe.rules"), """
                ruleset probe extends base {
                  value add(a: int, b: int) = a + b
                  value nested() = add(add(1, 2), add(add(3, 4), 5))
                  value deep() = add(add(add(add(add(add(add(add(add(add(add(1, 1), 1), 1), 1), 1), 1), 1), 1), 1), 1), add(1, 1))
                  value twice(t: tile) = add(t.x, t.x)
                  value over_board() = sum(board, add(twice(it), add(it.y, 1)))
                  value in_turn(t: tile) = add(over_board(), twice(t))
                }
                """);
        Rules r = RulesLoader.load(rulesets, List.of("probe"));
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 3);
        for (int i = 0; i < 2; i++) {
            RandomAgent a = new RandomAgent(3 + i);
            g.agents[i] = a::choose;
        }
        g.setUp();
        for (int t = 0; t < 20 && !g.over; t++) g.runTurn();
        Frame f = new Frame(1);
        assertEquals(15, call(r, "nested").evalInt(g, f));
        assertEquals(13, call(r, "deep").evalInt(g, f));
        int expected = 0;
        for (int t = 0; t < g.board.n; t++) expected += 2 * g.board.x[t] + g.board.y[t] + 1;
        assertEquals(expected, call(r, "over_board").evalInt(g, f));
        int last = g.board.n - 1;
        assertEquals(expected + 2 * g.board.x[last],
                new Values.Call(r.values.get("in_turn"), new Expr[] {new Exprs.Const(Type.TILE, last)}).evalInt(g, f));
        assertEquals(0, g.callDepth, "every call gave its frame back");
    }

    private static Expr call(Rules r, String name) { return new Values.Call(r.values.get(name), new Expr[0]); }
}
