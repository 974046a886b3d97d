package org.tilerules.sim;

import java.util.Map;
import java.util.TreeMap;

/**
 * The statistics of a run, per seat: mean and standard deviation of the final
 * score, win rate (ties split evenly among the tied seats) with its 95% Wilson
 * interval, mean points by category; and per game: mean length and mean
 * number of times each scoring rule fired.
 */
public final class Summary {
    public final int games, seats, categories;
    public final double[] meanScore, sdScore, winRate, winLow, winHigh;
    /** Mean points by category: {@code [seat][category]}. */
    public final double[][] meanPoints;
    public final double meanTurns, meanTiles;
    /** Mean score events per game by "category: reason", sorted by key. */
    public final Map<String, Double> firingsPerGame;

    private Summary(GameResult[] rs, int seats, int categories) {
        games = rs.length;
        this.seats = seats;
        this.categories = categories;
        meanScore = new double[seats];
        sdScore = new double[seats];
        winRate = new double[seats];
        winLow = new double[seats];
        winHigh = new double[seats];
        meanPoints = new double[seats][categories];
        double[][] share = new double[rs.length][];
        for (int i = 0; i < rs.length; i++) share[i] = rs[i].winShares();
        for (int p = 0; p < seats; p++) {
            double[] s = new double[rs.length];
            double wins = 0;
            for (int i = 0; i < rs.length; i++) {
                s[i] = rs[i].scores()[p];
                wins += share[i][p];
                for (int c = 0; c < categories; c++) meanPoints[p][c] += rs[i].points(p, c, categories);
            }
            meanScore[p] = Stats.mean(s);
            sdScore[p] = Stats.sd(s);
            winRate[p] = games == 0 ? Double.NaN : wins / games;
            double[] ci = Stats.wilson(wins, games);
            winLow[p] = ci[0];
            winHigh[p] = ci[1];
            for (int c = 0; c < categories; c++) meanPoints[p][c] /= Math.max(1, games);
        }
        double turns = 0, tiles = 0;
        Map<String, Double> f = new TreeMap<>();
        for (GameResult r : rs) {
            turns += r.turns();
            tiles += r.tiles();
            for (Map.Entry<String, Integer> e : r.firings().entrySet()) f.merge(e.getKey(), (double) e.getValue(), Double::sum);
        }
        meanTurns = turns / Math.max(1, games);
        meanTiles = tiles / Math.max(1, games);
        f.replaceAll((k, v) -> v / Math.max(1, games));
        firingsPerGame = f;
    }

    public static Summary of(GameResult[] results, int seats, int categories) { return new Summary(results, seats, categories); }

    /**
     * A summary of statistics computed elsewhere (the Spark job sums the games
     * in SQL): {@code wins} are the summed win shares per seat; the win rates
     * and their Wilson intervals follow from them as above.
     */
    public static Summary of(int games, double[] meanScore, double[] sdScore, double[] wins, double[][] meanPoints,
                             double meanTurns, double meanTiles, Map<String, Double> firingsPerGame) {
        return new Summary(games, meanScore, sdScore, wins, meanPoints, meanTurns, meanTiles, firingsPerGame);
    }

    private Summary(int games, double[] meanScore, double[] sdScore, double[] wins, double[][] meanPoints,
                    double meanTurns, double meanTiles, Map<String, Double> firingsPerGame) {
        this.games = games;
        seats = meanScore.length;
        categories = seats == 0 ? 0 : meanPoints[0].length;
        this.meanScore = meanScore.clone();
        this.sdScore = sdScore.clone();
        this.meanPoints = meanPoints.clone();
        winRate = new double[seats];
        winLow = new double[seats];
        winHigh = new double[seats];
        for (int p = 0; p < seats; p++) {
            winRate[p] = games == 0 ? Double.NaN : wins[p] / games;
            double[] ci = Stats.wilson(wins[p], games);
            winLow[p] = ci[0];
            winHigh[p] = ci[1];
        }
        this.meanTurns = meanTurns;
        this.meanTiles = meanTiles;
        this.firingsPerGame = new TreeMap<>(firingsPerGame);
    }

    /** The statistics of games added one at a time, keeping only running sums: the memory does not grow with the games. */
    public static final class Running {
        private final int seats, categories;
        private int games;
        private final double[] sum, sumSquares, wins;
        private final double[][] points;
        private double turns, tiles;
        private final Map<String, Double> firings = new TreeMap<>();

        public Running(int seats, int categories) {
            this.seats = seats;
            this.categories = categories;
            sum = new double[seats];
            sumSquares = new double[seats];
            wins = new double[seats];
            points = new double[seats][categories];
        }

        public void add(GameResult r) {
            games++;
            double[] share = r.winShares();
            for (int p = 0; p < seats; p++) {
                double s = r.scores()[p];
                sum[p] += s;
                sumSquares[p] += s * s;
                wins[p] += share[p];
                for (int c = 0; c < categories; c++) points[p][c] += r.points(p, c, categories);
            }
            turns += r.turns();
            tiles += r.tiles();
            for (Map.Entry<String, Integer> e : r.firings().entrySet()) firings.merge(e.getKey(), (double) e.getValue(), Double::sum);
        }

        public int games() { return games; }

        public Summary summary() { return new Summary(this); }
    }

    private Summary(Running r) {
        games = r.games;
        seats = r.seats;
        categories = r.categories;
        meanScore = new double[seats];
        sdScore = new double[seats];
        winRate = new double[seats];
        winLow = new double[seats];
        winHigh = new double[seats];
        meanPoints = new double[seats][categories];
        for (int p = 0; p < seats; p++) {
            meanScore[p] = games == 0 ? Double.NaN : r.sum[p] / games;
            sdScore[p] = games < 2 ? 0 : Math.sqrt(Math.max(0, (r.sumSquares[p] - r.sum[p] * r.sum[p] / games) / (games - 1)));
            winRate[p] = games == 0 ? Double.NaN : r.wins[p] / games;
            double[] ci = Stats.wilson(r.wins[p], games);
            winLow[p] = ci[0];
            winHigh[p] = ci[1];
            for (int c = 0; c < categories; c++) meanPoints[p][c] = r.points[p][c] / Math.max(1, games);
        }
        meanTurns = r.turns / Math.max(1, games);
        meanTiles = r.tiles / Math.max(1, games);
        Map<String, Double> f = new TreeMap<>(r.firings);
        f.replaceAll((k, v) -> v / Math.max(1, games));
        firingsPerGame = f;
    }
}
