package org.tilerules.sim;

import org.tilerules.runtime.Game;
import org.tilerules.runtime.ScoreEvent;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a simulation keeps of one finished game: final scores, points by
 * scoring category, length, and how often each scoring rule fired.
 *
 * @param index          the game's index in the run (game i plays seed first + i)
 * @param categoryPoints points by category, {@code [player * categories + category]}
 * @param turns          turns played
 * @param tiles          tiles placed during the game (start tiles not counted)
 * @param firings        score events counted by "category: the rule that fired" ({@link ScoreEvent#firing()}, else the
 *                       words of a free-text reason before its first value), in order of first appearance
 */
public record GameResult(int index, long seed, int[] scores, int[] categoryPoints, int turns, int tiles,
                         Map<String, Integer> firings) {

    private static final Pattern WORD = Pattern.compile("[a-z]+");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern EDGE_PUNCT = Pattern.compile("^\\p{Punct}+|\\p{Punct}+$");
    private static final Pattern NUMBER = Pattern.compile("[-+]?\\d+(\\.\\d+)?");
    private static final Pattern DIGITS_AROUND_SEPARATOR = Pattern.compile(".*\\d.*[,.].*\\d.*");

    /** Collects the result of a finished game. */
    public static GameResult of(Game g, int index) {
        int nc = g.rules.categories.size();
        int[] cats = new int[g.nPlayers * nc];
        for (int p = 0; p < g.nPlayers; p++) {
            for (int c = 0; c < nc; c++) cats[p * nc + c] = g.categoryPoints(p, g.rules.categories.get(c));
        }
        Map<String, Integer> firings = new LinkedHashMap<>();
        Set<String> values = null;
        // many events share a category and a firing rule (or a reason): each distinct pair is keyed once
        Map<String, Map<String, String>> named = new HashMap<>(), read = new HashMap<>();
        for (ScoreEvent e : g.events) {
            String key;
            if (e.firing() != null) {
                key = named.computeIfAbsent(e.category(), c -> new HashMap<>()).computeIfAbsent(e.firing(), r -> named(e.category(), r));
            } else {
                // free text (a rule's own words, a script's): its words are read
                if (values == null) values = values(g);
                Set<String> v = values;
                key = read.computeIfAbsent(e.category(), c -> new HashMap<>()).computeIfAbsent(e.reason(), r -> firingKey(e, v));
            }
            firings.merge(key, 1, Integer::sum);
        }
        return new GameResult(index, g.seed, g.score.clone(), cats, g.turn, g.board.n - g.rules.start.size(), firings);
    }

    /** The values a free-text reason stops at besides numbers: the players' names and the tile ids that are not plain words. */
    static Set<String> values(Game g) {
        Set<String> values = new HashSet<>(List.of(g.playerNames));
        // a tile id that is a plain word ("well") is a word of the reason too: "the well grants a wish"
        // keeps its words; ids such as D, ic15, wf_U are values
        for (String t : g.rules.tileByName.keySet()) if (!WORD.matcher(t).matches()) values.add(t);
        return values;
    }

    /** The row of a rule that fired: its category and its words (made from the award's data), cut as {@link #firingKey} cuts. */
    static String named(String category, String firing) {
        String r = firing.length() > 60 ? firing.substring(0, 60) : firing;
        return r.isEmpty() ? category : category + ": " + r;
    }

    /** The rule an award came from, for counting: its category and its reason up to the first '('. */
    public static String firingKey(ScoreEvent e) { return firingKey(e, Set.of()); }

    /**
     * The rule an award came from, for counting: its category and the words of its reason before the first
     * '(' and before the first word that is a value of this one award (a number, or one of {@code values}: the
     * players' names and the tile ids), so that "sold T to P for 20" of every tile, buyer and price is one row.
     */
    public static String firingKey(ScoreEvent e, Set<String> values) {
        String r = e.reason();
        int paren = r.indexOf('(');
        if (paren >= 0) r = r.substring(0, paren);
        StringBuilder kept = new StringBuilder();
        for (String word : SPACES.split(r.strip())) {
            String bare = EDGE_PUNCT.matcher(word).replaceAll("");
            if (values.contains(bare) || NUMBER.matcher(bare).matches() || DIGITS_AROUND_SEPARATOR.matcher(word).matches()) break;
            if (!kept.isEmpty()) kept.append(' ');
            kept.append(word);
        }
        r = kept.toString();
        if (r.length() > 60) r = r.substring(0, 60);
        return r.isEmpty() ? e.category() : e.category() + ": " + r;
    }

    /** This game's share of a win for each seat: 1 for a sole top score, 1/k when k seats tie for it. */
    public double[] winShares() {
        int max = Integer.MIN_VALUE, k = 0;
        for (int s : scores) {
            if (s > max) { max = s; k = 1; } else if (s == max) k++;
        }
        double[] w = new double[scores.length];
        for (int p = 0; p < scores.length; p++) if (scores[p] == max) w[p] = 1.0 / k;
        return w;
    }

    public int points(int player, int category, int categories) { return categoryPoints[player * categories + category]; }
}
