package org.tilerules.sim;

import com.fasterxml.jackson.core.JsonGenerator;
import org.tilerules.record.JsonIo;

import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;

/**
 * Simulation results as JSON, streamed through Jackson's generator (a run of
 * 100,000 games is written without building it in memory first): the set-up,
 * one object per game, the summary, and for {@code --compare} both runs and
 * the paired comparison.
 */
public final class ResultsJson {
    private ResultsJson() {}

    /** What was played: the same for both runs of a comparison. */
    public record Header(List<String> rules, List<String> players, List<String> bots, long seed, int from, int to,
                         List<String> categories) {}

    /** One run: its options (name to Integer or Boolean), its games and their summary. */
    public record Run(Map<String, Object> options, GameResult[] games, Summary summary) {}

    /** A single run. */
    public static void write(Writer out, Header h, Run run) throws IOException {
        try (JsonGenerator g = JsonIo.lines(out, 2)) {
            header(g, h);
            runFields(g, h, run);
            g.writeEndObject();
        }
        out.write('\n');
    }

    /** Two runs of the same seeds and their paired comparison. */
    public static void write(Writer out, Header h, Run base, Run compare, Comparison c) throws IOException {
        try (JsonGenerator g = JsonIo.lines(out, 2)) {
            header(g, h);
            g.writeObjectFieldStart("base");
            runFields(g, h, base);
            g.writeEndObject();
            g.writeObjectFieldStart("compare");
            runFields(g, h, compare);
            g.writeEndObject();
            g.writeFieldName("comparison");
            comparison(g, c, h.players());
            g.writeEndObject();
        }
        out.write('\n');
    }

    /**
     * The same document written as the games come: {@link #begin}, then per
     * run {@link #beginRun}, {@link #game} for each game, {@link #endRun};
     * for two runs {@link #comparison}; then {@link #close}. Nothing of a
     * game is kept after it is written.
     */
    public static final class Stream implements Closeable {
        private final Writer out;
        private final JsonGenerator g;
        private final Header h;

        public Stream(Writer out, Header h) throws IOException {
            this.out = out;
            this.h = h;
            g = JsonIo.lines(out, 2);
            header(g, h);
        }

        /** A run: {@code label} "base" or "compare" for two runs, null for one. */
        public void beginRun(String label, Map<String, Object> options) throws IOException {
            if (label != null) g.writeObjectFieldStart(label);
            g.writeObjectFieldStart("options");
            for (Map.Entry<String, Object> e : options.entrySet()) {
                if (e.getValue() instanceof Boolean b) g.writeBooleanField(e.getKey(), b);
                else g.writeNumberField(e.getKey(), (Integer) e.getValue());
            }
            g.writeEndObject();
            g.writeArrayFieldStart("games");
        }

        public void game(GameResult r) throws IOException { ResultsJson.game(g, r, h.players(), h.categories()); }

        public void endRun(String label, Summary s) throws IOException {
            g.writeEndArray();
            g.writeFieldName("summary");
            summary(g, s, h.players(), h.bots(), h.categories());
            if (label != null) g.writeEndObject();
        }

        public void comparison(Comparison c) throws IOException {
            g.writeFieldName("comparison");
            ResultsJson.comparison(g, c, h.players());
        }

        @Override public void close() throws IOException {
            g.writeEndObject();
            g.close();
            out.write('\n');
        }
    }

    private static void header(JsonGenerator g, Header h) throws IOException {
        g.writeStartObject();
        strings(g, "rules", h.rules());
        strings(g, "players", h.players());
        strings(g, "bots", h.bots());
        g.writeNumberField("seed", h.seed());
        g.writeNumberField("from", h.from());
        g.writeNumberField("to", h.to());
    }

    private static void strings(JsonGenerator g, String name, List<String> xs) throws IOException {
        g.writeArrayFieldStart(name);
        for (String x : xs) g.writeString(x);
        g.writeEndArray();
    }

    private static void runFields(JsonGenerator g, Header h, Run run) throws IOException {
        g.writeObjectFieldStart("options");
        for (Map.Entry<String, Object> e : run.options().entrySet()) {
            if (e.getValue() instanceof Boolean b) g.writeBooleanField(e.getKey(), b);
            else g.writeNumberField(e.getKey(), (Integer) e.getValue());
        }
        g.writeEndObject();
        g.writeArrayFieldStart("games");
        for (GameResult r : run.games()) game(g, r, h.players(), h.categories());
        g.writeEndArray();
        g.writeFieldName("summary");
        summary(g, run.summary(), h.players(), h.bots(), h.categories());
    }

    private static void game(JsonGenerator g, GameResult r, List<String> players, List<String> categories) throws IOException {
        g.writeStartObject();
        g.writeNumberField("game", r.index());
        g.writeNumberField("seed", r.seed());
        g.writeFieldName("scores");
        g.writeArray(r.scores(), 0, r.scores().length);
        g.writeObjectFieldStart("points");
        for (int p = 0; p < players.size(); p++) {
            g.writeObjectFieldStart(players.get(p));
            for (int c = 0; c < categories.size(); c++) g.writeNumberField(categories.get(c), r.points(p, c, categories.size()));
            g.writeEndObject();
        }
        g.writeEndObject();
        g.writeNumberField("turns", r.turns());
        g.writeNumberField("tiles", r.tiles());
        g.writeEndObject();
    }

    private static void summary(JsonGenerator g, Summary s, List<String> players, List<String> bots, List<String> categories) throws IOException {
        g.writeStartObject();
        g.writeNumberField("games", s.games);
        g.writeArrayFieldStart("seats");
        for (int p = 0; p < s.seats; p++) {
            g.writeStartObject();
            g.writeStringField("player", players.get(p));
            g.writeStringField("bot", bots.get(p));
            number(g, "mean_score", s.meanScore[p]);
            number(g, "sd_score", s.sdScore[p]);
            number(g, "win_rate", s.winRate[p]);
            interval(g, "win_rate_ci95", s.winLow[p], s.winHigh[p]);
            g.writeObjectFieldStart("mean_points");
            for (int c = 0; c < categories.size(); c++) number(g, categories.get(c), s.meanPoints[p][c]);
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
        number(g, "mean_turns", s.meanTurns);
        number(g, "mean_tiles", s.meanTiles);
        g.writeObjectFieldStart("firings_per_game");
        for (Map.Entry<String, Double> e : s.firingsPerGame.entrySet()) number(g, e.getKey(), e.getValue());
        g.writeEndObject();
        g.writeEndObject();
    }

    private static void comparison(JsonGenerator g, Comparison c, List<String> players) throws IOException {
        g.writeStartArray();
        for (int p = 0; p < c.seats; p++) {
            g.writeStartObject();
            g.writeStringField("player", players.get(p));
            number(g, "base_mean_score", c.baseScore[p]);
            number(g, "compare_mean_score", c.variantScore[p]);
            number(g, "score_difference", c.scoreDiff[p]);
            interval(g, "score_difference_ci95", c.scoreLow[p], c.scoreHigh[p]);
            number(g, "base_win_rate", c.baseWin[p]);
            number(g, "compare_win_rate", c.variantWin[p]);
            number(g, "win_rate_difference", c.winDiff[p]);
            interval(g, "win_rate_difference_ci95", c.winLow[p], c.winHigh[p]);
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void number(JsonGenerator g, String name, double d) throws IOException {
        g.writeFieldName(name);
        JsonIo.number(g, d);
    }

    private static void interval(JsonGenerator g, String name, double low, double high) throws IOException {
        g.writeArrayFieldStart(name);
        JsonIo.number(g, low);
        JsonIo.number(g, high);
        g.writeEndArray();
    }
}
