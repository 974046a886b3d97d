package org.tilerules.engine;

import org.tilerules.model.Ports;
import org.tilerules.model.TileType;

import java.util.ArrayList;
import java.util.List;

/** Why a placement is refused, in words for people: the board itself answers only whether it is legal. */
public final class Refusals {
    private Refusals() {}

    /**
     * Why placing {@code t} at rotation {@code r} on {@code px,py} is illegal, for people; null when it is legal. A set-up
     * may lay tiles in any order, so it need not touch what is there ({@code mustTouch} false). {@code kindSites}, when
     * given, names for each feature kind the rule that declares it ("feature K (base/base.rules:12)"), and a refusal for
     * sides that do not match names the kinds' rules.
     */
    public static String why(Board b, TileType t, int r, int px, int py, String[] kindNames, boolean mustTouch, String[] kindSites) {
        if (b.at(px, py) >= 0) {
            return "position " + px + "," + py + " already holds " + b.typeOf(b.at(px, py)).name;
        }
        boolean touches = false;
        for (int s = 0; s < 4; s++) {
            int nb = b.at(px + Ports.DX[s], py + Ports.DY[s]);
            if (nb < 0) continue;
            touches = true;
            if (t.wild || b.typeOf(nb).wild) continue;
            int mine = t.sig[r][s], theirs = b.typeOf(nb).sigRev[b.rot[nb]][(s + 2) & 3];
            if (!b.sidesFit(mine, theirs)) {
                String why = "its " + Ports.SIDES[s] + " side is " + describe(mine, kindNames) + ", the "
                        + Ports.SIDES[s] + " neighbour's " + Ports.SIDES[(s + 2) & 3] + " side is "
                        + describe(theirs, kindNames);
                if (kindSites == null) return why;
                List<String> rules = new ArrayList<>();
                for (int sig : new int[] {mine, theirs}) {
                    for (int k : new int[] {(sig >> 16) & 0xff, (sig >> 8) & 0xff, sig & 0xff}) {
                        if (k > 0 && k <= kindSites.length && kindSites[k - 1] != null && !rules.contains(kindSites[k - 1])) rules.add(kindSites[k - 1]);
                    }
                }
                return rules.isEmpty() ? why : why + " (a side joins only the kinds it shows: " + String.join("; ", rules) + ")";
            }
        }
        if (!touches && mustTouch) return "it touches no placed tile along a side";
        return null;
    }


    private static String describe(int sig, String[] kindNames) {
        int a = (sig >> 16) & 0xff, b = (sig >> 8) & 0xff, c = sig & 0xff;
        if (b != 0) return kindNames[b - 1];
        if (a == c) return name(a, kindNames);
        return name(a, kindNames) + " and " + name(c, kindNames);
    }

    private static String name(int k, String[] kindNames) { return k == 0 ? "nothing" : kindNames[k - 1]; }
}
