package org.tilerules.runtime;

import org.tilerules.engine.PackedPlacement;

/** Drawing a tile that fits and placing it: the turn steps behind {@code draw_tile()} and the tile placement (for {@link Game}). */
final class TileDraws {
    private TileDraws() {}

    /**
     * Draws until a tile that fits somewhere comes up; unplaceable tiles leave the game. A tile
     * the current player holds (bought at an auction) is drawn before the bag's.
     */
    static void drawTile(Game g) {
        while (true) {
            int t;
            g.drewHeld = g.held[g.current] >= 0;
            if (g.drewHeld) {
                t = g.held[g.current];
                g.held[g.current] = -1;
            } else t = g.bag.draw();
            if (t <= -2) throw new RuleError("no " + g.types[-2 - t].name + " is left in the bag");
            if (t == -1) {
                g.drawn = -1;
                g.over = true;
                g.turnAborted = true;
                return;
            }
            if (!g.rules.asideRules.isEmpty() && SetAside.holds(g, t)) {
                g.aside.add(t);
                continue;
            }
            g.legalMasks = g.board.placementMasks(g.types[t], g.legalMasks);
            g.legalCount = g.board.lastCount;
            g.legalPositions = g.board.lastGroups;
            g.allowedPlacements = null;
            if (g.rules.placementRulesByType != null && g.rules.placementRulesByType[t] != null && g.legalCount > 0) {
                g.allowedPlacements = PlacementFilter.allowed(g, t, g.rules.placementRulesByType[t]);
                g.legalCount = g.allowedPlacements.length;
            }
            if (g.legalCount > 0) { g.drawn = t; return; }
            if (widenable(g, t)) {
                g.drawn = t;      // a tile that fits only with an addition (a bridge) stays in the game
                if (TileAdditions.widened(g, new PlacementChoices(g.board, g.types[t], g.legalMasks, g.legalPositions, 0, null)) != null) return;
                g.drawn = -1;
            }
            g.discarded.add(t);
            g.observer.discarded(g, g.types[t].name);
        }
    }

    /** Whether placements that fit only with an addition are offered for this tile: rules declare some, and no placement rule names it. */
    static boolean widenable(Game g, int t) {
        return !g.rules.placementsWith.isEmpty() && (g.rules.placementRulesByType == null || g.rules.placementRulesByType[t] == null);
    }

    static void placeDrawnTile(Game g) {
        if (g.drawn < 0) throw new RuleError("no tile was drawn this turn");
        PlacementChoices plain = new PlacementChoices(g.board, g.types[g.drawn], g.legalMasks, g.legalPositions, g.legalCount, g.allowedPlacements);
        if (widenable(g, g.drawn)) {
            // rule sets with additions (bridges): also the placements that fit only with one
            TileAdditions.Widened w = TileAdditions.widened(g, plain);
            if (w != null) {
                int i = g.choose(g.current, w);
                g.completed.clear();
                if (i >= plain.size()) {
                    TileAdditions.apply(g, w, i);
                    return;
                }
                int pl = g.board.placementAt(g.legalMasks, g.legalPositions, i);
                g.placed = g.layTile(g.drawn, PackedPlacement.unpackRot(pl), PackedPlacement.unpackX(pl), PackedPlacement.unpackY(pl), g.current);
                g.drawn = -1;
                return;
            }
        }
        int i = g.choose(g.current, plain);
        g.completed.clear();
        int pl = g.allowedPlacements != null ? g.allowedPlacements[i] : g.board.placementAt(g.legalMasks, g.legalPositions, i);
        g.placed = g.layTile(g.drawn, PackedPlacement.unpackRot(pl), PackedPlacement.unpackX(pl), PackedPlacement.unpackY(pl), g.current);
        g.drawn = -1;
    }

    /** Takes the next tile out of the bag without placing it (a face-up display); -1 when the bag is empty. */
    static int revealTile(Game g) {
        int t = g.bag.draw();
        if (t <= -2) throw new RuleError("no " + g.types[-2 - t].name + " is left in the bag");
        return t;
    }

    /**
     * {@code move tile from bag to box}: the bag's next tile leaves the game face down, unseen by the rules
     * (the log names it); false when the bag is empty. In a game whose draws are fixed (a converted
     * record) it is one of the tiles those draws never show, so the next recorded draw stays next.
     */
    static boolean boxFromBag(Game g) {
        int t = g.bag.hasUnseen() ? g.bag.drawUnseen() : g.bag.draw();
        if (t == -1) return false;
        if (t <= -2) throw new RuleError("no " + g.types[-2 - t].name + " is left in the bag");
        g.observer.boxed(g, g.types[t].name);
        return true;
    }

    /**
     * {@code roll(N)}: a number from 1 to N drawn from the bag's seeded generator (or the next roll a
     * scenario fixed), so that seed and choices reproduce it and look-ahead on a copy sees the same.
     */
    static int roll(Game g, int sides) {
        if (sides < 1) throw new RuleError("roll(N) needs N of 1 or more, found " + sides);
        int v;
        if (!g.forcedRolls.isEmpty()) {
            v = g.forcedRolls.get(0);
            g.forcedRolls.removeFirst();
            if (v < 1 || v > sides) throw new RuleError("the scenario fixed a roll of " + v + ", but this roll is from 1 to " + sides);
        } else if (g.rollSource != null) {
            v = g.rollSource.applyAsInt(sides);
            if (v < 1 || v > sides) throw new RuleError("a roll from 1 to " + sides + " gave " + v);
        } else v = g.bag.nextInt(sides) + 1;
        g.observer.rolled(g, v, sides);
        return v;
    }
}
