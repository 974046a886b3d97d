package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.capabilities.junctions.Junctions;
import org.tilerules.capabilities.links.Links;
import org.tilerules.runtime.Rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Junctions ({@code piece NAME { on ends ATTR }}, the ferries): moving one splits the component it
 * held together, which a union-find cannot do, so the graph regroups that component's members
 * ({@code engine/Regroup}). After every turn of random games with ferries, tunnels (links joined
 * after placement) and the abbey (wild sides that close ports), the graph must be exactly the one
 * built from scratch from the same board, tokens and junctions: the same partition into
 * components, and for each the same distinct tiles, open ports and figures.
 */
class JunctionsTest {
    @Test void movedJunctionsLeaveTheGraphAsIfBuiltFromScratch() {
        Rules rules = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "abbey-and-mayor", "tunnel", "ferries"));
        int moved = 0, checked = 0;
        for (int seed = 1; seed <= 40; seed++) {
            Game g = TestSupport.randomGame(rules, 2 + seed % 4, seed);
            while (!g.over) {
                int[] before = Junctions.laid(g).clone();
                g.runTurn();
                for (int i = 0; i < Math.min(before.length, Junctions.laid(g).length); i++) if (before[i] != Junctions.laid(g)[i]) { moved++; break; }
                sameAsRebuilt(g, "seed " + seed + " turn " + g.turn);
                checked++;
            }
        }
        assertTrue(moved > 20, "junctions moved: " + moved);
        assertTrue(checked > 2000, "turns checked: " + checked);
    }

    private static void sameAsRebuilt(Game g, String where) {
        Game fresh = new Game(g.rules, g.playerNames, g.options, g.seed);
        Board b = g.board;
        for (int t = 0; t < b.n; t++) fresh.putTile(b.type[t], b.rot[t], b.x[t], b.y[t]);
        for (int s = 0; s + 1 < Links.tokenEnds(g).length; s += 2) {
            if (Links.tokenEnds(g)[s] >= 0 && Links.tokenEnds(g)[s + 1] >= 0) fresh.graph.link(fresh.board, Links.tokenEnds(g)[s], Links.tokenEnds(g)[s + 1]);
        }
        for (int i = 0; i < Junctions.laid(g).length; i += 3) fresh.graph.bond(fresh.board, Junctions.laid(g)[i + 1], Junctions.laid(g)[i + 2]);
        Graph a = g.graph, c = fresh.graph;
        assertEquals(c.nFeat, a.nFeat, where);
        Map<Integer, Integer> ac = new HashMap<>(), ca = new HashMap<>();
        for (int i = 0; i < a.nFeat; i++) {
            if (a.kind[i] < 0) continue;
            int ra = a.find(i), rc = c.find(i);
            assertEquals(rc, (int) ac.computeIfAbsent(ra, k -> rc), where + ": feature " + g.featurePlace(i) + " in another component");
            assertEquals(ra, (int) ca.computeIfAbsent(rc, k -> ra), where + ": feature " + g.featurePlace(i) + " in another component");
            assertEquals(c.open[rc], a.open[ra], where + ": open ports of " + g.featurePlace(i));
            assertEquals(c.tiles[rc], a.tiles[ra], where + ": tiles of " + g.featurePlace(i));
        }
        for (int x = 0; x < a.nFig; x++) {
            if (a.figAt[x] < 0) continue;
            int r = a.find(a.figAt[x]);
            boolean listed = false;
            for (int y = a.figHead[r]; y >= 0; y = a.figNext[y]) listed |= y == x;
            assertTrue(listed, where + ": a figure on " + g.figurePlace(x) + " missing from its component's list");
        }
    }
}
