package org.tilerules.scenario;

import org.tilerules.front.Names;
import org.tilerules.front.Parsing;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.TileTokens;

import java.util.ArrayList;
import java.util.List;

/**
 * Tokens lying on tiles in scenarios: {@code tokens on X,Y: NAME N, ...} in the set-up puts
 * them there; the same in {@code expect} says exactly which lie there ({@code none}: no token).
 */
final class TileTokenScenario {
    private TileTokenScenario() {}

    static void setUp(ScenarioRun run, Game g, ScTileTokensContext s) {
        int t = run.tileAt(s.coord());
        for (TileTokenCountContext c : s.tileTokenCount()) TileTokens.add(g, t, kind(g, c.token), Parsing.number(c.INT()));
    }

    static void check(ScenarioRun run, Game g, ExpTileTokensContext e) {
        int t = run.tileAt(e.coord());
        int[] want = new int[g.rules.tileTokens.size()];
        for (TileTokenCountContext c : e.tileTokenCount()) want[kind(g, c.token)] += Parsing.number(c.INT());
        List<String> wanted = new ArrayList<>(), found = new ArrayList<>();
        for (int k = 0; k < want.length; k++) {
            if (want[k] > 0) wanted.add(g.rules.tileTokens.get(k) + " " + want[k]);
            int have = TileTokens.count(g, t, k);
            if (have > 0) found.add(g.rules.tileTokens.get(k) + " " + have);
        }
        if (!wanted.equals(found)) {
            throw new ScenarioRun.Failure(e, "tokens on " + e.coord().getText() + ": expected " + show(wanted) + ", found " + show(found));
        }
    }

    private static String show(List<String> xs) { return xs.isEmpty() ? "none" : String.join(", ", xs); }

    private static int kind(Game g, NameContext n) {
        int k = g.rules.tileTokens.indexOf(n.getText());
        if (k < 0) {
            throw new ScenarioRun.Failure(n, "unknown token on tiles '" + n.getText() + "'; " + Names.suggest(n.getText(), g.rules.tileTokens));
        }
        return k;
    }
}
