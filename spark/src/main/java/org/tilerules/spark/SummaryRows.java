package org.tilerules.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.tilerules.sim.Comparison;
import org.tilerules.sim.Summary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report as a table, DIR/summary: one row per combination, run and seat,
 * keyed by the same columns as the games ({@code version} to {@code base_seed},
 * then {@code seat}, {@code player}, {@code bot}); a compare run's rows also
 * hold the paired differences against the base run ({@code versus_rules},
 * {@code versus_options}), null in the base run's rows.
 */
final class SummaryRows {
    /** One combination's report: the base run, and with {@code --compare} the compare run and the paired differences. */
    record Result(Summary base, Summary compare, Comparison comparison) {}

    static final List<String> DIFFERENCES = List.of("score_difference", "score_difference_low", "score_difference_high",
            "win_rate_difference", "win_rate_difference_low", "win_rate_difference_high");

    static final StructType SCHEMA;
    static {
        List<StructField> f = new ArrayList<>();
        for (String n : List.of("version", "rules", "rules_hash", "options", "bots")) f.add(GameRows.field(n, DataTypes.StringType));
        f.add(GameRows.field("players", DataTypes.IntegerType));
        f.add(GameRows.field("run", DataTypes.StringType));
        f.add(GameRows.field("base_seed", DataTypes.LongType));
        f.add(GameRows.field("first_game", DataTypes.IntegerType));
        f.add(GameRows.field("games", DataTypes.IntegerType));
        f.add(GameRows.field("seat", DataTypes.IntegerType));
        f.add(GameRows.field("player", DataTypes.StringType));
        f.add(GameRows.field("bot", DataTypes.StringType));
        for (String n : List.of("mean_score", "sd_score", "win_rate", "win_rate_low", "win_rate_high")) {
            f.add(GameRows.field(n, DataTypes.DoubleType));
        }
        DataType means = DataTypes.createMapType(DataTypes.StringType, DataTypes.DoubleType, false);
        f.add(GameRows.field("mean_points", means));
        f.add(GameRows.field("mean_turns", DataTypes.DoubleType));
        f.add(GameRows.field("mean_tiles", DataTypes.DoubleType));
        f.add(GameRows.field("firings_per_game", means));
        f.add(DataTypes.createStructField("versus_rules", DataTypes.StringType, true));
        f.add(DataTypes.createStructField("versus_options", DataTypes.StringType, true));
        for (String n : DIFFERENCES) f.add(DataTypes.createStructField(n, DataTypes.DoubleType, true));
        SCHEMA = DataTypes.createStructType(f);
    }

    private SummaryRows() {}

    static void write(SparkSession spark, Job job, List<Result> results, String dir) {
        spark.createDataFrame(rows(job, results), SCHEMA).coalesce(1).write().mode(SaveMode.Overwrite).parquet(dir);
    }

    static List<Row> rows(Job job, List<Result> results) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            Combination c = job.combinations.get(i);
            Result r = results.get(i);
            for (int p = 0; p < c.players(); p++) rows.add(row(job, c, Job.BASE, r.base(), null, p));
            if (r.compare() != null) for (int p = 0; p < c.players(); p++) rows.add(row(job, c, Job.COMPARE, r.compare(), r.comparison(), p));
        }
        return rows;
    }

    private static Row row(Job job, Combination c, String run, Summary s, Comparison d, int p) {
        Combination.Run r = c.run(run);
        List<Object> v = new ArrayList<>(List.of(job.version, r.rulesText(), job.rulesHash, r.optionText(), c.botsText(),
                c.players(), run, job.seed, job.from, s.games, p, c.names()[p], c.bots().get(p)));
        v.add(s.meanScore[p]);
        v.add(s.sdScore[p]);
        v.add(s.winRate[p]);
        v.add(s.winLow[p]);
        v.add(s.winHigh[p]);
        Map<String, Double> points = new LinkedHashMap<>();
        for (int k = 0; k < r.categories().size(); k++) points.put(r.categories().get(k), s.meanPoints[p][k]);
        v.add(scala.jdk.javaapi.CollectionConverters.asScala(points));
        v.add(s.meanTurns);
        v.add(s.meanTiles);
        v.add(scala.jdk.javaapi.CollectionConverters.asScala(new LinkedHashMap<>(s.firingsPerGame)));
        if (d == null) {
            for (int k = 0; k < 2 + DIFFERENCES.size(); k++) v.add(null);
        } else {
            v.add(c.base().rulesText());
            v.add(c.base().optionText());
            v.add(d.scoreDiff[p]);
            v.add(d.scoreLow[p]);
            v.add(d.scoreHigh[p]);
            v.add(d.winDiff[p]);
            v.add(d.winLow[p]);
            v.add(d.winHigh[p]);
        }
        return RowFactory.create(v.toArray());
    }
}
