package org.tilerules.front;

import java.util.Collection;

/** Helps a diagnostic say what exists instead: the known names, and the nearest one to a typo. */
public final class Names {
    private Names() {}

    public static String suggest(String wrong, Collection<String> known) {
        String best = null;
        int bestD = Integer.MAX_VALUE;
        for (String k : known) {
            int d = distance(wrong.toLowerCase(), k.toLowerCase());
            if (d < bestD) { bestD = d; best = k; }
        }
        String list = known.isEmpty() ? "none" : String.join(", ", known);
        if (best != null && wrong.length() >= 3 && bestD <= Math.max(1, wrong.length() / 3)) return "did you mean '" + best + "'? known: " + list;
        return "known: " + list;
    }

    static int distance(String a, String b) {
        int[] prev2 = new int[b.length() + 1], prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int c = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + c);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    cur[j] = Math.min(cur[j], prev2[j - 2] + 1);     // a transposition costs one
                }
            }
            int[] t = prev2; prev2 = prev; prev = cur; cur = t;
        }
        return prev[b.length()];
    }
}
