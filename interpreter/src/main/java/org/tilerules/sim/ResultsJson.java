package org.tilerules.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON shapes of simulation results: one object per game, the summary, a comparison. */
public final class ResultsJson {
    private ResultsJson() {}

    public static List<Object> games(GameResult[] rs, List<String> players, List<String> categories) {
        List<Object> out = new ArrayList<>(rs.length);
        for (GameResult r : rs) {
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("game", r.index());
            g.put("seed", r.seed());
            g.put("scores", r.scores());
            Map<String, Object> points = new LinkedHashMap<>();
            for (int p = 0; p < players.size(); p++) {
                Map<String, Object> byCat = new LinkedHashMap<>();
                for (int c = 0; c < categories.size(); c++) byCat.put(categories.get(c), r.points(p, c, categories.size()));
                points.put(players.get(p), byCat);
            }
            g.put("points", points);
            g.put("turns", r.turns());
            g.put("tiles", r.tiles());
            out.add(g);
        }
        return out;
    }

    public static Map<String, Object> summary(Summary s, List<String> players, List<String> bots, List<String> categories) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("games", s.games);
        List<Object> seats = new ArrayList<>();
        for (int p = 0; p < s.seats; p++) {
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("player", players.get(p));
            seat.put("bot", bots.get(p));
            seat.put("mean_score", s.meanScore[p]);
            seat.put("sd_score", s.sdScore[p]);
            seat.put("win_rate", s.winRate[p]);
            seat.put("win_rate_ci95", new double[] {s.winLow[p], s.winHigh[p]});
            Map<String, Object> pts = new LinkedHashMap<>();
            for (int c = 0; c < categories.size(); c++) pts.put(categories.get(c), s.meanPoints[p][c]);
            seat.put("mean_points", pts);
            seats.add(seat);
        }
        m.put("seats", seats);
        m.put("mean_turns", s.meanTurns);
        m.put("mean_tiles", s.meanTiles);
        m.put("firings_per_game", new LinkedHashMap<>(s.firingsPerGame));
        return m;
    }

    public static List<Object> comparison(Comparison c, List<String> players) {
        List<Object> out = new ArrayList<>();
        for (int p = 0; p < c.seats; p++) {
            Map<String, Object> seat = new LinkedHashMap<>();
            seat.put("player", players.get(p));
            seat.put("base_mean_score", c.baseScore[p]);
            seat.put("compare_mean_score", c.variantScore[p]);
            seat.put("score_difference", c.scoreDiff[p]);
            seat.put("score_difference_ci95", new double[] {c.scoreLow[p], c.scoreHigh[p]});
            seat.put("base_win_rate", c.baseWin[p]);
            seat.put("compare_win_rate", c.variantWin[p]);
            seat.put("win_rate_difference", c.winDiff[p]);
            seat.put("win_rate_difference_ci95", new double[] {c.winLow[p], c.winHigh[p]});
            out.add(seat);
        }
        return out;
    }
}
