package org.tilerules.sim;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class StatsTest {
    @Test void meanAndSampleDeviation() {
        double[] xs = {2, 4, 4, 4, 5, 5, 7, 9};
        assertEquals(5.0, Stats.mean(xs), 1e-12);
        assertEquals(2.138089935299395, Stats.sd(xs), 1e-12);
        assertEquals(0.0, Stats.sd(new double[] {3}), 0);
        double[] ci = Stats.meanInterval(xs);
        double half = Stats.Z95 * 2.138089935299395 / Math.sqrt(8);
        assertArrayEquals(new double[] {5 - half, 5 + half}, ci, 1e-12);
    }

    @Test void wilsonIntervals() {
        assertArrayEquals(new double[] {0.4038315303659956, 0.5961684696340044}, Stats.wilson(50, 100), 1e-12);
        assertArrayEquals(new double[] {0.0, 0.2775327998628892}, Stats.wilson(0, 10), 1e-12);
        assertArrayEquals(new double[] {0.49016247153664183, 0.9433178485456247}, Stats.wilson(8, 10), 1e-12);
        // ties split a win: 2.5 wins out of 5
        assertArrayEquals(new double[] {0.17042358064358776, 0.8295764193564122}, Stats.wilson(2.5, 5), 1e-12);
    }

    @Test void nearestRankQuantiles() {
        long[] v = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertEquals(5, Stats.quantile(v, 10, 0.5));
        assertEquals(10, Stats.quantile(v, 10, 0.99));
        assertEquals(1, Stats.quantile(v, 10, 0.0));
    }

    private static GameResult result(int index, int... scores) {
        return new GameResult(index, 100 + index, scores, new int[scores.length], 10, 9, Map.of("x: y", 2));
    }

    @Test void summaryAndTiesSplitTheWin() {
        GameResult[] rs = {result(0, 10, 5), result(1, 7, 7), result(2, 3, 9), result(3, 12, 2)};
        assertArrayEquals(new double[] {0.5, 0.5}, rs[1].winShares(), 0);
        Summary s = Summary.of(rs, 2, 0);
        assertEquals(8.0, s.meanScore[0], 1e-12);
        assertEquals(2.5, s.winRate[0] * 4, 1e-12);
        assertEquals(1.5, s.winRate[1] * 4, 1e-12);
        assertArrayEquals(Stats.wilson(2.5, 4), new double[] {s.winLow[0], s.winHigh[0]}, 1e-12);
        assertEquals(10.0, s.meanTurns, 0);
        assertEquals(2.0, s.firingsPerGame.get("x: y"), 0);
    }

    @Test void pairedComparison() {
        GameResult[] a = {result(0, 10, 5), result(1, 7, 7), result(2, 3, 9)};
        GameResult[] b = {result(0, 12, 5), result(1, 9, 7), result(2, 7, 9)};
        Comparison c = Comparison.of(a, b, 2);
        assertEquals(8.0 / 3, c.scoreDiff[0], 1e-12);
        assertEquals(0.0, c.scoreDiff[1], 0);
        assertEquals(0.0, c.scoreHigh[1] - c.scoreLow[1], 0);
        assertEquals(0.5 / 3, c.winDiff[0], 1e-12); // the tie in game 1 becomes a win
        Comparison same = Comparison.of(a, a, 2);
        for (int p = 0; p < 2; p++) {
            assertEquals(0.0, same.scoreDiff[p], 0);
            assertEquals(0.0, same.scoreLow[p], 0);
            assertEquals(0.0, same.winHigh[p], 0);
        }
    }
}
