package org.tilerules.sim;

import java.util.ArrayDeque;

/**
 * Two runs over the same seeds, game by game: per seat the mean of the paired
 * differences (variant minus base) of the score and of the win share, each with
 * a 95% normal-approximation interval (mean +- 1.96 sd / sqrt(n) of the
 * differences). Identical runs give zero differences and zero-width intervals.
 */
public final class Comparison {
    public final int games, seats;
    public final double[] baseScore, variantScore, scoreDiff, scoreLow, scoreHigh;
    public final double[] baseWin, variantWin, winDiff, winLow, winHigh;

    private Comparison(GameResult[] base, GameResult[] variant, int seats) {
        if (base.length != variant.length) throw new IllegalArgumentException("runs of different lengths");
        games = base.length;
        this.seats = seats;
        baseScore = new double[seats];
        variantScore = new double[seats];
        scoreDiff = new double[seats];
        scoreLow = new double[seats];
        scoreHigh = new double[seats];
        baseWin = new double[seats];
        variantWin = new double[seats];
        winDiff = new double[seats];
        winLow = new double[seats];
        winHigh = new double[seats];
        double[][] wb = new double[games][], wv = new double[games][];
        for (int i = 0; i < games; i++) {
            if (base[i].seed() != variant[i].seed()) throw new IllegalArgumentException("game " + i + " has different seeds");
            wb[i] = base[i].winShares();
            wv[i] = variant[i].winShares();
        }
        for (int p = 0; p < seats; p++) {
            double[] ds = new double[games], dw = new double[games], bs = new double[games], vs = new double[games],
                    bw = new double[games], vw = new double[games];
            for (int i = 0; i < games; i++) {
                bs[i] = base[i].scores()[p];
                vs[i] = variant[i].scores()[p];
                ds[i] = vs[i] - bs[i];
                bw[i] = wb[i][p];
                vw[i] = wv[i][p];
                dw[i] = vw[i] - bw[i];
            }
            baseScore[p] = Stats.mean(bs);
            variantScore[p] = Stats.mean(vs);
            scoreDiff[p] = Stats.mean(ds);
            double[] ci = Stats.meanInterval(ds);
            scoreLow[p] = ci[0];
            scoreHigh[p] = ci[1];
            baseWin[p] = Stats.mean(bw);
            variantWin[p] = Stats.mean(vw);
            winDiff[p] = Stats.mean(dw);
            ci = Stats.meanInterval(dw);
            winLow[p] = ci[0];
            winHigh[p] = ci[1];
        }
    }

    public static Comparison of(GameResult[] base, GameResult[] variant, int seats) { return new Comparison(base, variant, seats); }

    /**
     * A comparison of statistics computed elsewhere (the Spark job sums the
     * paired games in SQL): per seat the means of both runs, and the mean and
     * sample standard deviation of the paired differences, from which the
     * intervals follow as in {@link Stats#meanInterval}.
     */
    public static Comparison of(int games, double[] baseScore, double[] variantScore, double[] scoreDiff, double[] scoreDiffSd,
                                double[] baseWin, double[] variantWin, double[] winDiff, double[] winDiffSd) {
        return new Comparison(games, baseScore, variantScore, scoreDiff, scoreDiffSd, baseWin, variantWin, winDiff, winDiffSd);
    }

    private Comparison(int games, double[] baseScore, double[] variantScore, double[] scoreDiff, double[] scoreDiffSd,
                       double[] baseWin, double[] variantWin, double[] winDiff, double[] winDiffSd) {
        this.games = games;
        seats = baseScore.length;
        this.baseScore = baseScore.clone();
        this.variantScore = variantScore.clone();
        this.scoreDiff = scoreDiff.clone();
        this.baseWin = baseWin.clone();
        this.variantWin = variantWin.clone();
        this.winDiff = winDiff.clone();
        scoreLow = new double[seats];
        scoreHigh = new double[seats];
        winLow = new double[seats];
        winHigh = new double[seats];
        for (int p = 0; p < seats; p++) {
            double hs = games < 2 ? 0 : Stats.Z95 * scoreDiffSd[p] / Math.sqrt(games);
            double hw = games < 2 ? 0 : Stats.Z95 * winDiffSd[p] / Math.sqrt(games);
            scoreLow[p] = scoreDiff[p] - hs;
            scoreHigh[p] = scoreDiff[p] + hs;
            winLow[p] = winDiff[p] - hw;
            winHigh[p] = winDiff[p] + hw;
        }
    }

    /**
     * A comparison built as the games come: the base run's games first, then
     * the variant's in the same order. Of each base game it keeps only the
     * seats' scores and win shares until its variant comes (two numbers a
     * seat), and of the pairs only running sums.
     */
    public static final class Running {
        private final int seats;
        private final ArrayDeque<double[]> waiting = new ArrayDeque<>();
        private final ArrayDeque<Long> seeds = new ArrayDeque<>();
        private int games;
        /** Per seat: sums of base score, variant score, score difference and its square, and the same of the win shares. */
        private final double[][] sums;

        public Running(int seats) {
            this.seats = seats;
            sums = new double[seats][8];
        }

        public void base(GameResult r) {
            double[] w = r.winShares(), kept = new double[2 * seats];
            for (int p = 0; p < seats; p++) {
                kept[p] = r.scores()[p];
                kept[seats + p] = w[p];
            }
            waiting.add(kept);
            seeds.add(r.seed());
        }

        public void variant(GameResult r) {
            double[] b = waiting.poll();
            Long seed = seeds.poll();
            if (b == null) throw new IllegalArgumentException("runs of different lengths");
            if (seed != r.seed()) throw new IllegalArgumentException("game " + games + " has different seeds");
            double[] w = r.winShares();
            for (int p = 0; p < seats; p++) {
                double bs = b[p], vs = r.scores()[p], bw = b[seats + p], vw = w[p];
                double[] s = sums[p];
                s[0] += bs;
                s[1] += vs;
                s[2] += vs - bs;
                s[3] += (vs - bs) * (vs - bs);
                s[4] += bw;
                s[5] += vw;
                s[6] += vw - bw;
                s[7] += (vw - bw) * (vw - bw);
            }
            games++;
        }

        public Comparison comparison() {
            if (!waiting.isEmpty()) throw new IllegalArgumentException("runs of different lengths");
            return new Comparison(this);
        }
    }

    private Comparison(Running r) {
        games = r.games;
        seats = r.seats;
        baseScore = new double[seats];
        variantScore = new double[seats];
        scoreDiff = new double[seats];
        scoreLow = new double[seats];
        scoreHigh = new double[seats];
        baseWin = new double[seats];
        variantWin = new double[seats];
        winDiff = new double[seats];
        winLow = new double[seats];
        winHigh = new double[seats];
        for (int p = 0; p < seats; p++) {
            double[] s = r.sums[p];
            double n = games;
            baseScore[p] = games == 0 ? Double.NaN : s[0] / n;
            variantScore[p] = games == 0 ? Double.NaN : s[1] / n;
            scoreDiff[p] = games == 0 ? Double.NaN : s[2] / n;
            double half = halfWidth(s[2], s[3], games);
            scoreLow[p] = scoreDiff[p] - half;
            scoreHigh[p] = scoreDiff[p] + half;
            baseWin[p] = games == 0 ? Double.NaN : s[4] / n;
            variantWin[p] = games == 0 ? Double.NaN : s[5] / n;
            winDiff[p] = games == 0 ? Double.NaN : s[6] / n;
            half = halfWidth(s[6], s[7], games);
            winLow[p] = winDiff[p] - half;
            winHigh[p] = winDiff[p] + half;
        }
    }

    /** 1.96 sd / sqrt(n) from a sum and a sum of squares; 0 for fewer than two values. */
    private static double halfWidth(double sum, double squares, int n) {
        if (n < 2) return 0;
        double sd = Math.sqrt(Math.max(0, (squares - sum * sum / n) / (n - 1)));
        return Stats.Z95 * sd / Math.sqrt(n);
    }
}
