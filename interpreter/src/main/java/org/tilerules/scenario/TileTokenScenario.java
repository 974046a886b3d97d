package org.tilerules.scenario;

import org.tilerules.front.Names;
import org.tilerules.front.Parsing;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Game;
import org.tilerules.capabilities.tiletokens.TileTokens;
import org.tilerules.capabilities.zonetokens.ZoneTokens;

import java.util.ArrayList;
import java.util.List;

/**
 * Tokens lying on tiles in a scenario's expectations: {@code tokens on X,Y: NAME N [for PLAYER], ...} says exactly
 * which lie there, nobody's and kept ({@code none}: no token); {@code tokens in ZONE: NAME N, ...} which lie in a zone.
 * (A set-up puts them there with the language's statements: {@code move N NAME to tile_at(X, Y) [for PLAYER]},
 * {@code move N NAME to ZONE}.)
 */
final class TileTokenScenario {
    private TileTokenScenario() {}

    /** The player a count is kept for ({@code gold 2 for red}), or -1: nobody's. */
    private static int owner(ScenarioRun run, TileTokenCountContext c) { return c.owner == null ? -1 : run.player(c.owner); }

    static void check(ScenarioRun run, Game g, ExpTileTokensContext e) {
        int t = run.tileAt(e.coord());
        int kinds = g.rules.tileTokens.size();
        int[] want = new int[kinds * (g.nPlayers + 1)];
        for (TileTokenCountContext c : e.tileTokenCount()) want[(owner(run, c) + 1) * kinds + kind(g, c.token)] += Parsing.number(c.INT());
        List<String> wanted = new ArrayList<>(), found = new ArrayList<>();
        for (int o = -1; o < g.nPlayers; o++) {
            String whose = o < 0 ? "" : " for " + g.playerNames[o];
            for (int k = 0; k < kinds; k++) {
                int w = want[(o + 1) * kinds + k];
                if (w > 0) wanted.add(g.rules.tileTokens.get(k) + " " + w + whose);
                int have = TileTokens.count(g, t, k, o);
                if (have > 0) found.add(g.rules.tileTokens.get(k) + " " + have + whose);
            }
        }
        if (!wanted.equals(found)) {
            throw new ScenarioRun.Failure(e, "tokens on " + e.coord().getText() + ": expected " + show(wanted) + ", found " + show(found));
        }
    }

    /** The same in {@code expect}: exactly these tokens lie in the zone ({@code none}: no token). */
    static void check(ScenarioRun run, Game g, ExpZoneTokensContext e) {
        int z = run.zone(e.zone);
        List<String> names = ZoneTokens.names(g.rules);
        int[] want = new int[names.size()];
        for (TileTokenCountContext c : e.tileTokenCount()) want[zoneToken(g, c.token)] += Parsing.number(c.INT());
        List<String> wanted = new ArrayList<>(), found = new ArrayList<>();
        for (int k = 0; k < want.length; k++) {
            if (want[k] > 0) wanted.add(names.get(k) + " " + want[k]);
            int have = ZoneTokens.count(g, z, k);
            if (have > 0) found.add(names.get(k) + " " + have);
        }
        if (!wanted.equals(found)) {
            throw new ScenarioRun.Failure(e, "tokens in " + e.zone.getText() + ": expected " + show(wanted) + ", found " + show(found));
        }
    }

    private static int zoneToken(Game g, NameContext n) {
        List<String> names = ZoneTokens.names(g.rules);
        int k = names.indexOf(n.getText());
        if (k < 0) throw new ScenarioRun.Failure(n, "unknown token '" + n.getText() + "'; " + Names.suggest(n.getText(), names));
        return k;
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
