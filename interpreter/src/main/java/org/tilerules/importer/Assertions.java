package org.tilerules.importer;

import org.tilerules.runtime.Game;
import org.tilerules.runtime.ScoreEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The other program's test assertions, evaluated against our game. Two forms
 * are understood: "NAME has N points" (the player's score) and "NAME scored
 * WORD for N points" (a score event of that player, category and points; each
 * event answers one assertion). Anything else is reported as unsupported,
 * never passed.
 */
public final class Assertions {
    public enum Status { PASS, FAIL, UNSUPPORTED }

    /** One assertion's outcome; {@code found} says what our game shows. */
    public record Verdict(String text, Status status, String found) {
        public String line() { return status + "  " + text + (found.isEmpty() ? "" : "  (" + found + ")"); }
    }

    private static final Pattern HAS = Pattern.compile("(.+) has (-?\\d+) points?");
    private static final Pattern SCORED = Pattern.compile("(.+) scored (\\S+) for (-?\\d+) points?");

    private Assertions() {}

    public static List<Verdict> check(List<String> assertions, Game g, ForeignMap map) {
        boolean[] used = new boolean[g.events.size()];
        List<Verdict> out = new ArrayList<>();
        for (String a : assertions) out.add(one(a.trim(), g, map, used));
        return out;
    }

    private static Verdict one(String a, Game g, ForeignMap map, boolean[] used) {
        Matcher m = HAS.matcher(a);
        if (m.matches()) {
            int p = player(g, m.group(1));
            if (p < 0) return new Verdict(a, Status.FAIL, "no player " + m.group(1));
            int want = Integer.parseInt(m.group(2));
            return new Verdict(a, g.score[p] == want ? Status.PASS : Status.FAIL, "our score: " + g.score[p]);
        }
        m = SCORED.matcher(a);
        if (m.matches()) {
            int p = player(g, m.group(1));
            if (p < 0) return new Verdict(a, Status.FAIL, "no player " + m.group(1));
            String category = map.categories.get(m.group(2));
            if (category == null) return new Verdict(a, Status.UNSUPPORTED, "no 'category " + m.group(2) + "' in " + map.file.getFileName());
            int want = Integer.parseInt(m.group(3));
            List<String> theirs = new ArrayList<>();
            for (int i = 0; i < g.events.size(); i++) {
                ScoreEvent e = g.events.get(i);
                if (e.player() != p || !e.category().equals(category)) continue;
                if (!used[i] && e.points() == want) {
                    used[i] = true;
                    return new Verdict(a, Status.PASS, "turn " + e.turn() + ": " + e.reason());
                }
                theirs.add(String.valueOf(e.points()));
            }
            return new Verdict(a, Status.FAIL, "our " + category + " events of " + m.group(1) + ": "
                    + (theirs.isEmpty() ? "none" : String.join(", ", theirs) + " points") + (want == 0 ? "; no event is recorded for 0 points" : ""));
        }
        return new Verdict(a, Status.UNSUPPORTED, "a form this program does not read");
    }

    private static int player(Game g, String name) {
        for (int p = 0; p < g.nPlayers; p++) if (g.playerNames[p].equals(name)) return p;
        return -1;
    }
}
