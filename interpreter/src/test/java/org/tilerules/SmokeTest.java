package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.runtime.Game;

import static org.junit.jupiter.api.Assertions.assertTrue;

class SmokeTest {
    @Test void playsAGame() {
        Game g = TestSupport.randomGame(TestSupport.base(), 2, 1);
        g.play();
        System.out.println(java.util.Arrays.toString(g.score) + " tiles=" + g.board.n + " events=" + g.events.size());
        g.events.forEach(e -> System.out.println(e));
        assertTrue(g.over);
    }
}
