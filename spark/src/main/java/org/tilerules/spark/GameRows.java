package org.tilerules.spark;

import org.apache.spark.TaskContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;
import org.tilerules.sim.Bots;
import org.tilerules.sim.GameResult;
import org.tilerules.sim.Simulation;
import scala.jdk.javaapi.CollectionConverters;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The per-game rows: their schema, and the executor's side, which plays a
 * seed range with {@link Simulation#play} (the game loop of {@code simulate})
 * and turns each {@link GameResult} into a row.
 *
 * <p>Columns: the swept options (one each, named as the option), {@code players},
 * {@code run} ("base" or "compare"), {@code game}, {@code seed}, {@code scores}
 * (one per seat), {@code points} (category to points per seat), {@code turns},
 * {@code tiles} (placed, start tiles not counted), {@code firings} (score events
 * by "category: reason", as the report counts them).
 */
final class GameRows {
    static final Set<String> FIXED = Set.of("players", "run", "game", "seed", "scores", "points", "turns", "tiles", "firings");

    private GameRows() {}

    static StructType schema(Rules rules, List<String> sweptNames) {
        List<StructField> fields = new ArrayList<>();
        for (String n : sweptNames) fields.add(DataTypes.createStructField(n, optionType(rules, n), false));
        fields.add(DataTypes.createStructField("players", DataTypes.IntegerType, false));
        fields.add(DataTypes.createStructField("run", DataTypes.StringType, false));
        fields.add(DataTypes.createStructField("game", DataTypes.IntegerType, false));
        fields.add(DataTypes.createStructField("seed", DataTypes.LongType, false));
        fields.add(DataTypes.createStructField("scores", DataTypes.createArrayType(DataTypes.IntegerType, false), false));
        fields.add(DataTypes.createStructField("points", DataTypes.createMapType(DataTypes.StringType,
                DataTypes.createArrayType(DataTypes.IntegerType, false), false), false));
        fields.add(DataTypes.createStructField("turns", DataTypes.IntegerType, false));
        fields.add(DataTypes.createStructField("tiles", DataTypes.IntegerType, false));
        fields.add(DataTypes.createStructField("firings", DataTypes.createMapType(DataTypes.StringType, DataTypes.IntegerType, false), false));
        return DataTypes.createStructType(fields);
    }

    static DataType optionType(Rules rules, String name) {
        return rules.optionByName.get(name).type() == Type.BOOL ? DataTypes.BooleanType : DataTypes.IntegerType;
    }

    /**
     * Plays one seed range on this executor, game by game as the rows are
     * taken. {@code failOnce}: the index of a range whose first attempt fails
     * halfway (a fault drill, {@code spark.tilerules.failOnce}); -1 for none.
     */
    static Iterator<Row> play(Job job, RulesBundle bundle, SeedRange range, int failOnce) {
        Rules rules = bundle.load(job.ruleNames);
        Combination c = job.combinations.get(range.combination());
        Simulation sim = new Simulation(rules, c.names(), c.options(range.run()), job.seed, Bots.seating(c.bots(), job.playouts));
        int failAt = range.index() == failOnce && attempt() == 0 ? range.from() + (range.to() - range.from()) / 2 : -1;
        int categories = job.categories.size();
        return new Iterator<>() {
            int next = range.from();

            @Override public boolean hasNext() { return next < range.to(); }

            @Override public Row next() {
                if (!hasNext()) throw new NoSuchElementException();
                int i = next++;
                if (i == failAt) {
                    throw new IllegalStateException("injected failure (spark.tilerules.failOnce=" + failOnce + ") in seed range "
                            + range.index() + ", game " + i + ", first attempt");
                }
                GameResult g;
                try {
                    g = sim.play(i);
                } catch (RuntimeException | StackOverflowError e) {
                    throw new GameFailure(i, sim.seedOf(i), e);
                }
                return row(job, c, range.run(), g, categories);
            }
        };
    }

    private static int attempt() {
        TaskContext t = TaskContext.get();
        return t == null ? 0 : t.attemptNumber();
    }

    static Row row(Job job, Combination c, String run, GameResult g, int categories) {
        List<Object> v = new ArrayList<>(c.sweptValues());
        v.add(c.players());
        v.add(run);
        v.add(g.index());
        v.add(g.seed());
        List<Integer> scores = new ArrayList<>();
        for (int s : g.scores()) scores.add(s);
        v.add(seq(scores));
        Map<String, Object> points = new LinkedHashMap<>();
        for (int k = 0; k < categories; k++) {
            List<Integer> perSeat = new ArrayList<>();
            for (int p = 0; p < c.players(); p++) perSeat.add(g.points(p, k, categories));
            points.put(job.categories.get(k), seq(perSeat));
        }
        v.add(map(points));
        v.add(g.turns());
        v.add(g.tiles());
        v.add(map(new LinkedHashMap<>(g.firings())));
        return RowFactory.create(v.toArray());
    }

    /** Spark's rows hold Scala collections. */
    static scala.collection.Seq<?> seq(List<?> l) { return CollectionConverters.asScala(l); }

    static scala.collection.Map<?, ?> map(Map<?, ?> m) { return CollectionConverters.asScala(m); }

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
