package org.tilerules.runtime;

import org.tilerules.model.TileType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One or more rule sets compiled together: the feature kinds, figures, tiles,
 * options, turn steps and event handlers a game runs with. Immutable once built.
 */
public final class Rules {
    public final List<String> rulesets = new ArrayList<>();
    /** The tile files read, normalized absolute paths. */
    public final List<java.nio.file.Path> tileFiles = new ArrayList<>();
    public final List<Kind> kinds = new ArrayList<>();
    public final Map<String, Kind> kindByName = new LinkedHashMap<>();
    public final List<String> attributes = new ArrayList<>();
    /** Attributes that some kind sums over its components, by attribute id. */
    public boolean[] summed = new boolean[0];
    public final List<String> relations = new ArrayList<>();
    public final List<FigureKind> figures = new ArrayList<>();
    public final Map<String, FigureKind> figureByName = new LinkedHashMap<>();
    public final List<TileType> tiles = new ArrayList<>();
    public final Map<String, TileType> tileByName = new LinkedHashMap<>();
    public final List<Start> start = new ArrayList<>();
    public int minPlayers = 2, maxPlayers = 6;
    public final List<OptionDecl> options = new ArrayList<>();
    public final Map<String, OptionDecl> optionByName = new LinkedHashMap<>();
    public final List<Step> turn = new ArrayList<>();
    public final Map<String, List<Handler>> handlers = new LinkedHashMap<>();
    public Expr endWhen;
    public int endWhenFrame = 1;
    public final List<String> categories = new ArrayList<>();
    public boolean anyKindUsesNeighbours;
    public int maxFeaturesPerTile = 1;

    public record Start(TileType tile, int x, int y, int rot) {}

    /** Tiles each player holds from the start (placed from the hand instead of drawing). */
    public final List<Hand> hands = new ArrayList<>();
    /** Zones: places off the board where figures wait (by name, in declaration order). */
    public final List<String> zones = new ArrayList<>();
    /** zoneKind.get(z): the feature kind a zone is for (its figures may enter only if they may stand on it), or -1. */
    public final List<Integer> zoneKind = new ArrayList<>();
    /** Tiles kept out of the bag: start tiles of a rule set whose start group a later rule set replaced. */
    public final List<TileType> setAside = new ArrayList<>();
    /** Script modules ({@code script NAME "file.js" { ... }}); each thread gets its own context per module. */
    public final org.tilerules.script.ScriptModules scripts = new org.tilerules.script.ScriptModules();

    public record Hand(TileType tile, int count) {}

    public record OptionDecl(int index, String name, Type type, int value, String file, int line) {}

    public record Step(String name, Stmt[] body, int frameSize) {}

    /** kind = -1 for events without a kind filter; name is null unless the handler is {@code named} (then a later one replaces it). */
    public record Handler(String event, int kind, Stmt[] body, int frameSize, String name) {}

    /**
     * A run of the bag drawn before the rest, in declaration order: the tiles
     * named or tagged by {@code members}, shuffled, with {@code first} drawn
     * before and {@code last} after them (one copy each, in the order given).
     */
    public record Segment(String name, List<String> members, List<TileType> first, List<TileType> last) {}

    public final List<Segment> segments = new ArrayList<>();
    /** Tile types that stay in the box: every copy ({@code without}). */
    public final List<TileType> without = new ArrayList<>();

    /**
     * A condition every placement of a drawn tile with that name or tag must meet, read after a trial
     * placement; {@code boardOnly} when it reads no component, figure or zone (then the trial needs
     * only a copy of the board, not of the graph of features).
     */
    public record PlacementRule(String tileOrTag, Expr when, int frameSize, boolean boardOnly) {}

    public final List<PlacementRule> placementRules = new ArrayList<>();
    /** placementRulesByType[type]: the rules for that tile type, or null (built once the rules are compiled). */
    public PlacementRule[][] placementRulesByType;
    /** Titles: each held by at most one player at a time, with a number recorded when it was last given. */
    public final List<String> titles = new ArrayList<>();

    /** How many copies of a tile type the game uses: its count, or 0 if a rule set leaves it out. */
    public int inBox(TileType t) { return without.contains(t) ? 0 : t.count; }

    /** Indexes the placement rules by tile type; done once after compiling. */
    public void indexPlacementRules() {
        placementRulesByType = new PlacementRule[tiles.size()][];
        for (TileType t : tiles) {
            List<PlacementRule> rs = new ArrayList<>();
            for (PlacementRule r : placementRules) if (t.name.equals(r.tileOrTag()) || t.tags.contains(r.tileOrTag())) rs.add(r);
            if (!rs.isEmpty()) placementRulesByType[t.id] = rs.toArray(new PlacementRule[0]);
        }
    }

    private org.tilerules.engine.SideCodes sideCodes;
    private boolean sideCodesBuilt;

    /** Side codes for fast legality tests, shared by every game of these rules (null if too many sides). */
    public synchronized org.tilerules.engine.SideCodes sideCodes() {
        if (!sideCodesBuilt) {
            sideCodes = org.tilerules.engine.SideCodes.of(tiles.toArray(new TileType[0]));
            sideCodesBuilt = true;
        }
        return sideCodes;
    }

    public int attribute(String name) { return attributes.indexOf(name); }

    public int relation(String name) { return relations.indexOf(name); }

    /** The index of a score category, adding it while rules compile (categories are fixed once they have). */
    public int category(String name) {
        int i = categories.indexOf(name);
        if (i < 0) { categories.add(name); i = categories.size() - 1; }
        return i;
    }

    public int totalTiles() {
        int n = 0;
        for (TileType t : tiles) n += inBox(t);
        return n;
    }

    public List<Handler> handlers(String event) { return handlers.getOrDefault(event, List.of()); }

    public int[] defaultOptions() {
        int[] v = new int[options.size()];
        for (OptionDecl o : options) v[o.index()] = o.value();
        return v;
    }
}
