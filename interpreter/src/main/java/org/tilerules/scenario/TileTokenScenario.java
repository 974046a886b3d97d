package org.tilerules.scenario;

import org.tilerules.front.Names;
import org.tilerules.front.Parsing;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.TileTokens;
import org.tilerules.capabilities.zonetokens.ZoneTokens;

import java.util.ArrayList;
import java.util.List;

/**
 * Tokens lying on tiles in scenarios: {@code tokens on X,Y: NAME N [for PLAYER], ...} in the set-up puts
 * them there (kept for a player with {@code for}); the same in {@code expect} says exactly which lie there,
 * nobody's and kept ({@code none}: no token). And tokens in a zone: {@code tokens in ZONE: NAME N, ...}.
 */
final class TileTokenScenario {
    private TileTokenScenario() {}

    static void setUp(ScenarioRun run, Game g, ScTileTokensContext s) {
        int t = run.tileAt(s.coord());
        for (TileTokenCountContext c : s.tileTokenCount()) TileTokens.add(g, t, kind(g, c.token), owner(run, c), Parsing.number(c.INT()));
    }

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

    /** {@code tokens in ZONE: TOKEN N, ...} in the set-up: tokens lying in a zone (a bag drawn from at random). */
    static void setUp(ScenarioRun run, Game g, ScZoneTokensContext s) {
        int z = run.zone(s.zone);
        for (TileTokenCountContext c : s.tileTokenCount()) {
            if (c.owner != null) throw new ScenarioRun.Failure(c.owner, "tokens in a zone are nobody's, found 'for "
                    + c.owner.getText() + "': write '" + c.token.getText() + " " + c.INT().getText() + "'");
            ZoneTokens.add(g, z, zoneToken(g, c.token), Parsing.number(c.INT()));
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
