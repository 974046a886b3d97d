package org.tilerules.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.tilerules.runtime.Rules;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.Summary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report as a table, DIR/summary: one row per combination and run, with
 * per-seat arrays (seat order) of the report's figures; the compare run's row
 * also holds the paired differences against the base.
 */
final class SummaryRows {
    private SummaryRows() {}

    static void write(SparkSession spark, Job job, Rules rules, List<SqlSummary.Result> results, String dir) {
        List<StructField> f = new ArrayList<>();
        for (String n : job.sweptNames) f.add(DataTypes.createStructField(n, GameRows.optionType(rules, n), false));
        f.add(DataTypes.createStructField("players", DataTypes.IntegerType, false));
        f.add(DataTypes.createStructField("run", DataTypes.StringType, false));
        f.add(DataTypes.createStructField("games", DataTypes.IntegerType, false));
        DataType seats = DataTypes.createArrayType(DataTypes.DoubleType, false);
        for (String n : List.of("mean_score", "sd_score", "win_rate", "win_rate_low", "win_rate_high")) {
            f.add(DataTypes.createStructField(n, seats, false));
        }
        f.add(DataTypes.createStructField("mean_points", DataTypes.createMapType(DataTypes.StringType, seats, false), false));
        f.add(DataTypes.createStructField("mean_turns", DataTypes.DoubleType, false));
        f.add(DataTypes.createStructField("mean_tiles", DataTypes.DoubleType, false));
        f.add(DataTypes.createStructField("firings_per_game", DataTypes.createMapType(DataTypes.StringType, DataTypes.DoubleType, false), false));
        for (String n : List.of("score_difference", "score_difference_low", "score_difference_high",
                "win_rate_difference", "win_rate_difference_low", "win_rate_difference_high")) {
            f.add(DataTypes.createStructField(n, seats, true));
        }
        StructType schema = DataTypes.createStructType(f);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            Combination c = job.combinations.get(i);
            SqlSummary.Result r = results.get(i);
            rows.add(row(job, c, Job.BASE, r.base(), null));
            if (r.compare() != null) rows.add(row(job, c, Job.COMPARE, r.compare(), r.comparison()));
        }
        spark.createDataFrame(rows, schema).coalesce(1).write().mode(SaveMode.Overwrite).parquet(dir);
    }

    private static Row row(Job job, Combination c, String run, Summary s, Comparison d) {
        List<Object> v = new ArrayList<>(c.sweptValues());
        v.add(c.players());
        v.add(run);
        v.add(s.games);
        v.add(list(s.meanScore));
        v.add(list(s.sdScore));
        v.add(list(s.winRate));
        v.add(list(s.winLow));
        v.add(list(s.winHigh));
        Map<String, Object> points = new LinkedHashMap<>();
        for (int k = 0; k < job.categories.size(); k++) {
            List<Double> perSeat = new ArrayList<>();
            for (int p = 0; p < s.seats; p++) perSeat.add(s.meanPoints[p][k]);
            points.put(job.categories.get(k), GameRows.seq(perSeat));
        }
        v.add(GameRows.map(points));
        v.add(s.meanTurns);
        v.add(s.meanTiles);
        v.add(GameRows.map(new LinkedHashMap<>(s.firingsPerGame)));
        if (d == null) {
            for (int k = 0; k < 6; k++) v.add(null);
        } else {
            v.add(list(d.scoreDiff));
            v.add(list(d.scoreLow));
            v.add(list(d.scoreHigh));
            v.add(list(d.winDiff));
            v.add(list(d.winLow));
            v.add(list(d.winHigh));
        }
        return RowFactory.create(v.toArray());
    }

    private static scala.collection.Seq<?> list(double[] xs) {
        List<Double> l = new ArrayList<>();
        for (double x : xs) l.add(x);
        return GameRows.seq(l);
    }
}
