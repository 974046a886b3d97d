package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.ScoreEvent;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TurnLogTest {
    private static ChoiceSet labels(String... l) {
        return new ChoiceSet() {
            @Override public int size() { return l.length; }
            @Override public String label(int i) { return l[i]; }
            @Override public String topic() { return "test"; }
        };
    }

    @Test void setAsideTilesOtherPlayersChoicesAndEmptyTurns() {
        Rules r = RulesLoader.load(Cli.repo().resolve("rulesets"), List.of("base"));
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 1);
        StringWriter sw = new StringWriter();
        TurnLog log = new TurnLog(new PrintWriter(sw, true));
        g.turn = 5;
        g.current = 1;
        log.turnStarted(g);
        log.discarded(g, "X");
        log.chose(g, 1, labels("a", "place X at 1,0 rot 90"), 1);
        log.chose(g, 0, labels("none"), 0);
        log.scored(g, new ScoreEvent(5, 0, 3, "road", "road completed (3 tiles)"));
        log.scored(g, new ScoreEvent(5, 1, -2, "road", "a penalty"));
        g.turn = 6;
        g.current = 0;
        log.turnStarted(g);          // nothing happens in this turn: no line
        g.turn = 7;
        log.turnStarted(g);
        log.discarded(g, "Y");       // only a tile set aside
        log.gameEnded(g);
        assertEquals("""
                turn 5 blue: place X at 1,0 rot 90
                  set aside X: it fits nowhere
                  red +3: road completed (3 tiles)
                  blue -2: a penalty
                turn 7 red: no move
                  set aside Y: it fits nowhere
                """, sw.toString().replace(System.lineSeparator(), "\n"));
    }

    /** The same choice made again and again in a turn is one entry (issue 37: `--rules all` logs repeated markers). */
    @Test void aChoiceRepeatedInATurnIsOneEntry() {
        Rules r = RulesLoader.load(Cli.repo().resolve("rulesets"), List.of("base"));
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 1);
        StringWriter sw = new StringWriter();
        TurnLog log = new TurnLog(new PrintWriter(sw, true));
        g.turn = 2;
        g.current = 0;
        log.turnStarted(g);
        for (String l : List.of("marker", "marker", "marker", "place X at 1,0 rot 0", "marker", "bid 0", "bid 0")) log.chose(g, 0, labels(l, "other"), 0);
        log.chose(g, 1, labels("bid 0", "other"), 0);
        log.gameEnded(g);
        assertEquals("turn 2 red: marker (3 times); place X at 1,0 rot 0; marker; bid 0 (2 times); blue: bid 0\n",
                sw.toString().replace(System.lineSeparator(), "\n"));
    }

    /** A follower a rule moves into a zone (the Tower's prison) has its line (issue 35: --log left it out). */
    @Test void aFollowerMovedIntoAZoneByARule() {
        Rules r = RulesLoader.load(Cli.repo().resolve("rulesets"), List.of("base", "tower"));
        Game g = new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 1);
        g.setUp();
        StringWriter sw = new StringWriter();
        TurnLog log = new TurnLog(new PrintWriter(sw, true));
        g.observer = log;
        g.turn = 3;
        g.current = 1;
        log.turnStarted(g);
        int t = g.board.at(0, 0);
        int c = g.board.featBase[t] + g.type(g.board.type[t]).featureIndex("c");
        int follower = r.figures.stream().filter(k -> k.name.equals("follower")).findFirst().orElseThrow().id;
        int fig = g.graph.addFigure(0, follower, c);
        org.tilerules.runtime.ZoneFigures.keep(g, fig, r.zones.indexOf("prison"), 1);
        log.gameEnded(g);
        assertEquals("""
                turn 3 blue: no move
                  red follower from 0,0.c to prison of blue
                """, sw.toString().replace(System.lineSeparator(), "\n"));
    }
}
