package org.tilerules.spark;

import org.apache.spark.TaskContext;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.expressions.UnsafeArrayData;
import org.apache.spark.sql.catalyst.util.ArrayBasedMapData;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;
import org.apache.spark.util.CollectionAccumulator;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.Bots;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.Simulation;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The per-game rows, one per game and seat: their schema, and the executor's
 * side, which plays a seed range with {@link Simulation#play} (the game loop of
 * {@code simulate}), turns each {@link GameResult} into rows and sums the report's
 * figures as it goes (published when the range is done, so the report needs no
 * second pass over the rows). The rows are Spark's internal rows, made here
 * (strings as UTF-8 once per run, points as a map of arrays): the
 * {@code Row} objects of Spark's public API cost a conversion per row, about a
 * tenth of the job's time per game.
 *
 * <p>The schema is the same for every command line (docs/simulation.md, "The
 * tables"): what made the game ({@code version}, {@code rules}, {@code rules_hash},
 * {@code options}, {@code bots}, {@code players}, {@code run}, {@code base_seed}),
 * the game ({@code game}, {@code seed}), the seat ({@code seat}, {@code player},
 * {@code bot}) and its result ({@code score}, {@code win}, {@code points} by
 * category, and the game's {@code turns} and {@code tiles}).
 */
final class GameRows {
    private GameRows() {}

    static final StructType SCHEMA = DataTypes.createStructType(List.of(
            field("version", DataTypes.StringType),
            field("rules", DataTypes.StringType),
            field("rules_hash", DataTypes.StringType),
            field("options", DataTypes.StringType),
            field("bots", DataTypes.StringType),
            field("players", DataTypes.IntegerType),
            field("run", DataTypes.StringType),
            field("base_seed", DataTypes.LongType),
            field("game", DataTypes.IntegerType),
            field("seed", DataTypes.LongType),
            field("seat", DataTypes.IntegerType),
            field("player", DataTypes.StringType),
            field("bot", DataTypes.StringType),
            field("score", DataTypes.IntegerType),
            field("win", DataTypes.DoubleType),
            field("points", DataTypes.createMapType(DataTypes.StringType, DataTypes.IntegerType, false)),
            field("turns", DataTypes.IntegerType),
            field("tiles", DataTypes.IntegerType)));

    /**
     * Parquet's writer settings for the games: {@code game} and {@code seed} differ in every game (a value
     * repeats only across its game's seats), so a dictionary of them saves nothing: every value hashed into
     * it, written once there and once more as an index (or, past the dictionary's size limit, thrown away
     * for plain encoding). They are written plainly from the start; the other columns keep their
     * dictionaries (a few distinct values each). Only the files' encoding changes: the values and the
     * schema read back the same.
     */
    static final Map<String, String> WRITER_OPTIONS = Map.of(
            "parquet.enable.dictionary#game", "false",
            "parquet.enable.dictionary#seed", "false");

    static StructField field(String name, DataType type) {
        return DataTypes.createStructField(name, type, false);
    }

    /**
     * Plays one seed range on this executor, game by game as the rows are
     * taken: the base run, then the compare run. When the last row is taken the
     * range's sums go to {@code totals}. {@code failOnce}: the index of a range
     * whose first attempt fails halfway (a fault drill, {@code spark.tilerules.failOnce}); -1 for none.
     */
    static Iterator<InternalRow> play(Job job, RulesBundle bundle, SeedRange range, int failOnce, CollectionAccumulator<Totals.OfRange> totals) {
        Combination c = job.combinations.get(range.combination());
        List<String> runs = job.runs();
        int failAt = range.index() == failOnce && attempt() == 0 ? range.from() + (range.to() - range.from()) / 2 : -1;
        int seats = c.players(), n = range.to() - range.from();
        long unit = Totals.unit(seats);
        Totals.OfRange sums = new Totals.OfRange(range.index(), range.combination(),
                new Totals(seats, c.base().categories().size()),
                c.compare() == null ? null : new Totals(seats, c.compare().categories().size()),
                c.compare() == null ? null : new Totals.Pairs(seats));
        int[][] baseScores = c.compare() == null ? null : new int[n][];
        long[][] baseWins = c.compare() == null ? null : new long[n][];
        return new Iterator<>() {
            int run = 0, next = range.from(), seat = seats;
            Simulation sim;
            UTF8String[] fixed, names, bots;
            ArrayData keys;
            GameResult g;
            long[] w;
            boolean published;

            @Override public boolean hasNext() {
                if (seat < seats) return true;
                while (run < runs.size() && next >= range.to()) {
                    run++;
                    next = range.from();
                    sim = null;
                }
                if (run < runs.size()) return true;
                if (!published) {
                    published = true;
                    totals.add(sums);
                }
                return false;
            }

            @Override public InternalRow next() {
                if (!hasNext()) throw new NoSuchElementException();
                if (seat == seats) playNext();
                int p = seat++;
                int cats = keys.numElements();
                int[] points = new int[cats];
                for (int k = 0; k < cats; k++) points[k] = g.points(p, k, cats);
                return new GenericInternalRow(new Object[] {fixed[0], fixed[1], fixed[2], fixed[3], fixed[4], seats, fixed[5], job.seed,
                        g.index(), g.seed(), p, names[p], bots[p], g.scores()[p], (double) w[p] / unit,
                        new ArrayBasedMapData(keys, UnsafeArrayData.fromPrimitiveArray(points)), g.turns(), g.tiles()});
            }

            private void playNext() {
                String runName = runs.get(run);
                Combination.Run r = c.run(runName);
                if (sim == null) {
                    Rules rules = bundle.load(r.ruleNames());
                    sim = new Simulation(rules, c.names(), r.options(), job.seed, Bots.seating(c.bots(), job.playouts));
                    fixed = utf8(job.version, r.rulesText(), job.rulesHash, r.optionText(), c.botsText(), runName);
                    names = utf8(c.names());
                    bots = utf8(c.bots().toArray(new String[0]));
                    keys = new GenericArrayData(utf8(r.categories().toArray(new String[0])));
                }
                int i = next++;
                if (i == failAt && run == 0) {
                    throw new IllegalStateException("injected failure (spark.tilerules.failOnce=" + failOnce + ") in seed range "
                            + range.index() + ", game " + i + ", first attempt");
                }
                try {
                    g = sim.play(i);
                } catch (RuntimeException | StackOverflowError e) {
                    throw new GameFailure(i, sim.seedOf(i), e);
                }
                w = Totals.winUnits(g.scores(), unit);
                seat = 0;
                if (run == 0) {
                    sums.base().add(g, w);
                    if (baseScores != null) {
                        baseScores[i - range.from()] = g.scores();
                        baseWins[i - range.from()] = w;
                    }
                } else {
                    sums.compare().add(g, w);
                    sums.pairs().add(baseScores[i - range.from()], baseWins[i - range.from()], g.scores(), w);
                }
            }
        };
    }

    private static UTF8String[] utf8(String... s) {
        UTF8String[] out = new UTF8String[s.length];
        for (int i = 0; i < s.length; i++) out[i] = UTF8String.fromString(s[i]);
        return out;
    }

    private static int attempt() {
        TaskContext t = TaskContext.get();
        return t == null ? 0 : t.attemptNumber();
    }

    /** A game that failed on an executor; its message names the game and seed to replay with {@code play}. */
    static final class GameFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        GameFailure(int index, long seed, Throwable cause) {
            super("game " + index + " (seed " + seed + "): " + (cause instanceof StackOverflowError
                    ? "the rules recurse too deeply (stack overflow)"
                    : cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage()));
        }
    }

}
