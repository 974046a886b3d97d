package org.tilerules.runtime;

import org.tilerules.engine.SideCodes;
import org.tilerules.engine.SideMatch;
import org.tilerules.model.Look;
import org.tilerules.model.TileType;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One or more rule sets compiled together: the feature kinds, figures, tiles,
 * options, turn steps and event handlers a game runs with. Immutable once built.
 */
public final class Rules {
    public final List<String> rulesets = new ArrayList<>();
    /** The tile files read, normalized absolute paths. */
    public final List<Path> tileFiles = new ArrayList<>();
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
    public final Map<Event, List<Handler>> handlers = new EnumMap<>(Event.class);
    public Expr endWhen;
    /**
     * The value {@code strength(w: figure)} when a rule set defines it as more than each figure's own
     * strength ({@code w.strength}): what a figure counts in a majority. Null: the figures' own strengths,
     * read without a call (the base game's definition, and rules without one).
     */
    public Values.Slot strength;
    /**
     * The value {@code share(p: player, c: component)} when a rule set defines it as more than the total
     * of the player's figures' strengths on the component ({@code c.strength(p)}): what a player counts
     * in a majority. Null: that total, read without a call.
     */
    public Values.Slot share;
    public int endWhenFrame = 1;
    public final List<String> categories = new ArrayList<>();
    /**
     * What makes the stores of a new game, in the capabilities' order (builtins/Capability): the compiler puts
     * them here; the runtime names no capability. Stores made at their first use are not among them.
     */
    public final List<Store.Maker> stores = new ArrayList<>();
    /**
     * The built-ins (expressions and actions, by name) the rule files call, recorded as they compile and fixed once
     * the rules are indexed: a later compile against them (a scenario's set-up or expectation, a script's call) is
     * not the rules' and records nothing. A capability's {@code create} reads it ({@link #calls}) to make no store
     * for what no rule asks.
     */
    private final Set<String> called = new java.util.HashSet<>();

    /** The compiler compiled a call of this built-in in a rule file (ignored once the rules are indexed). */
    public void called(String builtin) {
        if (index == null) called.add(builtin);
    }

    /** Whether the rule files call any of these built-ins, or carry a script module (a script may call any built-in at run time). */
    public boolean calls(String... builtins) {
        if (!scripts.isEmpty()) return true;
        for (String b : builtins) if (called.contains(b)) return true;
        return false;
    }
    /** {@code deck NAME { cards ... }}: decks of named cards, by id. */
    public final List<Deck> decks = new ArrayList<>();
    public boolean anyKindUsesNeighbours;
    /** Some kind's completion reads beyond its component ({@link Kind#readsBeyond}). */
    public boolean anyKindReadsBeyond;
    public int maxFeaturesPerTile = 1;

    /** A start tile, and where the rule file places it ({@code file}, {@code line}, {@code col}: for diagnostics). */
    public record Start(TileType tile, int x, int y, int rot, String file, int line, int col) {}

    /**
     * {@code addition NAME: KIND across UNDER}: a feature of KIND that may be added to a placed tile
     * on the middles of two opposite sides showing only UNDER (a bridge across a field).
     */
    public record Addition(String name, int kind, int under) {}
    public final List<Addition> additions = new ArrayList<>();
    /**
     * variants[type][2 * addition + axis]: the tile type with the addition across that axis (0:
     * north-south, 1: west-east), or -1; null for a type with none. Variants are tile types of
     * their own, never in the bag.
     */
    public int[][] variants;
    /** {@code placement with NAME when EXPR { ... }}: a placement made to fit by that addition. */
    public record PlacementWith(int addition, Expr when, int frameSize, Stmt[] body) {}
    public final List<PlacementWith> placementsWith = new ArrayList<>();

    /** The variant of a tile type with an addition across an axis, or -1. */
    public int variant(int type, int addition, int axis) {
        int[] v = variants == null || type >= variants.length ? null : variants[type];
        return v == null ? -1 : v[2 * addition + axis];
    }

    /** Tiles each player holds from the start (placed from the hand instead of drawing). */
    public final List<Hand> hands = new ArrayList<>();
    /** Zones: places off the board where figures wait (by name, in declaration order). */
    public final List<String> zones = new ArrayList<>();
    /** Named tokens each player may hold any number of ({@code token NAME, ...}), by token id. */
    public final List<String> tokens = new ArrayList<>();
    /** Counters ({@code var NAME [per player] = EXPR}), in declaration order. */
    public final List<Counter> counters = new ArrayList<>();

    /** A counter by name, or null. */
    public Counter counter(String name) {
        for (Counter c : counters) if (c.name.equals(name)) return c;
        return null;
    }
    /** Tokens lying on tiles, nobody's ({@code token NAME on tiles}), by id; see capabilities/tiletokens. */
    public final List<String> tileTokens = new ArrayList<>();
    /** tileTokenExcludes.get(id): figures (a mask of kinds) that may not stand on a tile where such a token lies. */
    public final List<Long> tileTokenExcludes = new ArrayList<>();
    /** Named values ({@code value NAME(...) = EXPR}), each with its last definition. */
    public final Map<String, Values.Slot> values = new LinkedHashMap<>();
    /** Actions of the rules by name ({@code action NAME(...) { ... }}), each the definition last loaded. */
    public final Map<String, Actions.Slot> actions = new LinkedHashMap<>();
    /** Every step name the loaded rule sets declare (for checking {@code skip(STEP)} wherever it is written). */
    public final Set<String> declaredSteps = new LinkedHashSet<>();
    /** Steps named by `on choosing STEP` handlers, by the handler's kind number. */
    public final List<String> choosingSteps = new ArrayList<>();

    /** The kind number of `on choosing STEP` handlers for a step (see {@link #choosingSteps}). */
    public int choosingStep(String step) {
        int i = choosingSteps.indexOf(step);
        if (i < 0) { choosingSteps.add(step); i = choosingSteps.size() - 1; }
        return i;
    }
    /** Some figure stays only beside figures of its owner ({@code with NAME}); see {@link Companions}. */
    public boolean anyCompanion;
    /** Some figure changes the awards for the component it stands on ({@code score EXPR}); see {@link ScoreModifiers}. */
    public boolean anyScoreModifier;
    /** Whether some counter is kept per turn ({@code var NAME per turn}): set back as every turn begins. */
    public boolean anyTurnCounter;
    /** Whether some rule reacts to the scoring of an area ({@code on scoring}): awards about an area announce it. */
    public boolean anyScoringHandler;
    /** Some rule reacts to a component's award ({@code on majority KIND c}); see {@link ScoreModifiers}. */
    public boolean anyScoredHandler;
    /** zoneKind.get(z): the feature kind a zone is for (its figures may enter only if they may stand on it), or -1. */
    public final List<Integer> zoneKind = new ArrayList<>();
    /** Zones declared {@code per player} (bit per zone): each player has his own, and a figure in one has a keeper. */
    public long keptZones;
    /** Tiles kept out of the bag: start tiles of a rule set whose start group a later rule set replaced. */
    public final List<TileType> setAside = new ArrayList<>();
    /**
     * Script modules ({@code script NAME "file.js" { ... }}); each thread gets its own context per module. The
     * engine sees only that there are some and that they hold contexts to close; the compiler declares them
     * (script/ScriptModules: {@code ScriptModules.of(rules)}), so that nothing here depends on the script package.
     */
    public Scripts scripts = Scripts.NONE;

    /** What the engine knows of the rules' script modules. */
    public interface Scripts {
        /** No script module: no polyglot code runs. */
        Scripts NONE = new Scripts() {
            @Override public boolean isEmpty() { return true; }

            @Override public void close() {}
        };

        boolean isEmpty();

        /** Closes every context of every module. */
        void close();
    }

    /** How tile tags are drawn ({@code tag NAME { draw { ... } }}), by tag (pictures only). */
    public final Map<String, Look> tagLooks = new LinkedHashMap<>();

    public record Hand(TileType tile, int count) {}

    public record OptionDecl(int index, String name, Type type, int value, String file, int line) {}

    /** A turn step; {@code perTurn}: it runs once a turn, in the last pass (skipped while another pass is asked for). */
    public record Step(String name, Stmt[] body, int frameSize, boolean perTurn) {}

    /** kind = -1 for events without a kind filter; name is null unless the handler is {@code named} (then a later one replaces it). */
    /** An event's handler; {@code site} is where it is written ({@code file:line:col}), for messages, or null. */
    public record Handler(Event event, int kind, Stmt[] body, int frameSize, String name, String site) {
        public Handler(Event event, int kind, Stmt[] body, int frameSize, String name) { this(event, kind, body, frameSize, name, null); }
    }

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
    /** A drawn tile (named or tagged {@code tileOrTag}, when not null) waits aside while {@code when} holds (the value {@code set_aside()}). */
    public record AsideRule(String tileOrTag, Expr when, int frameSize) {}

    public final List<AsideRule> asideRules = new ArrayList<>();
    /** Some figure is a neutral figure standing on tiles ({@code neutral on tiles}); see {@code capabilities/tilefigures}. */
    public boolean anyTileFigure;
    /** Tokens laid in pairs on the ends a tile attribute marks ({@code link NAME { ... }}), by id. */
    public final List<LinkKind> links = new ArrayList<>();
    /** Junctions: pieces lying on a tile that join two of its ends ({@code junction NAME { ends ATTR }}). */
    public final List<JunctionKind> junctions = new ArrayList<>();
    /** Every {@code skip STEP}: its step's place is found once the turn is complete. */
    public final List<Stmts.Skip> skips = new ArrayList<>();
    /** Titles: each held by at most one player at a time, with a number recorded when it was last given. */
    public final List<String> titles = new ArrayList<>();

    /** Every token's name, by the id tokens in a zone go by ({@code ANY_TOKEN}): tokens players hold, then tokens on tiles not named so already. */
    public List<String> tokenNames() {
        List<String> out = new ArrayList<>(tokens);
        for (String t : tileTokens) if (!out.contains(t)) out.add(t);
        return out;
    }

    /** How many copies of a tile type the game uses: its count, or 0 if a rule set leaves it out. */
    public int inBox(TileType t) { return without.contains(t) ? 0 : t.count; }

    /** Indexes the placement rules by tile type; done once after compiling. */
    public void indexPlacementRules() {
        placementRulesByType = new PlacementRule[tiles.size()][];
        for (TileType t : tiles) {
            List<PlacementRule> rs = new ArrayList<>();
            for (PlacementRule r : placementRules) if (placementCovers(t, r.tileOrTag())) rs.add(r);
            if (!rs.isEmpty()) placementRulesByType[t.id] = rs.toArray(new PlacementRule[0]);
        }
    }

    /** A placement rule's name covers a tile type named or tagged so, or showing a feature of the kind so named. */
    public boolean placementCovers(TileType t, String name) {
        if (t.name.equals(name) || t.tags.contains(name)) return true;
        Kind k = kindByName.get(name);
        if (k != null) for (var f : t.features) if (f.kind == k.id) return true;
        return false;
    }

    /** Indices handed to expressions whose results games keep ({@link Memo}); taken under this object's lock. */
    private int memos;

    /** The next index into a game's kept results ({@link Memo#decide}, which holds this object's lock). */
    int nextMemo() { return memos++; }

    /** Feature kinds whose ports may face ports of other kinds (`fits`); null when none may. */
    public SideMatch sideMatch;

    private SideCodes sideCodes;
    private boolean sideCodesBuilt;

    /** Side codes for fast legality tests, shared by every game of these rules (null if too many sides). */
    public synchronized SideCodes sideCodes() {
        if (!sideCodesBuilt) {
            sideCodes = SideCodes.of(tiles.toArray(new TileType[0]));
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

    public List<Handler> handlers(Event event) {
        Index ix = index;
        if (ix != null) return ix.lists[event.ordinal()];
        return handlers.getOrDefault(event, List.of());
    }

    /** What the hot paths look up, fixed once the rules are compiled. */
    private record Index(List<Handler>[] lists, TileType[] tiles, int[][] neighbourFeatures) {}

    private volatile Index index;

    /**
     * Builds the look-up tables of a compiled rule set: handlers by event, the
     * tile types as an array, and per tile type the features whose kind's
     * completion counts neighbouring tiles. The loader calls it last.
     */
    @SuppressWarnings("unchecked")
    public void index() {
        for (Stmts.Skip k : skips) {
            for (int j = 0; j < turn.size() && j < 64; j++) if (turn.get(j).name().equals(k.step)) k.index = j;
        }
        List<Handler>[] lists = new List[Event.values().length];
        for (Event e : Event.values()) lists[e.ordinal()] = List.copyOf(handlers.getOrDefault(e, List.of()));
        TileType[] ts = tiles.toArray(new TileType[0]);
        int[][] nf = new int[ts.length][];
        for (TileType t : ts) {
            int n = 0;
            int[] fs = new int[t.features.length];
            for (int f = 0; f < t.features.length; f++) if (kinds.get(t.features[f].kind).usesNeighbours) fs[n++] = f;
            nf[t.id] = Arrays.copyOf(fs, n);
        }
        index = new Index(lists, ts, nf);
    }

    /** The tile types by id (a fresh array when the rules were not indexed). */
    public TileType[] tileArray() {
        Index ix = index;
        return ix != null ? ix.tiles : tiles.toArray(new TileType[0]);
    }

    /** The features of a tile type whose kind's completion reads the neighbouring tiles, or null when not indexed. */
    int[] neighbourFeatures(int type) {
        Index ix = index;
        return ix == null ? null : ix.neighbourFeatures[type];
    }

    public int[] defaultOptions() {
        int[] v = new int[options.size()];
        for (OptionDecl o : options) v[o.index()] = o.value();
        return v;
    }

    /** A declared counter: its name, whether each player has one, its id among counters of its kind, and its first value (capabilities/counters). */
    public static final class Counter {
        public final String name;
        public final boolean perPlayer;
        public final int id;
        /** {@code var NAME per turn}: a counter of the game set back to its first value as every turn begins. */
        public boolean perTurn;
        public Expr init;
        public int initFrame = 1;

        public Counter(String name, boolean perPlayer, int id) {
            this.name = name;
            this.perPlayer = perPlayer;
            this.id = id;
        }
    }

    /** A declared deck: its name and its cards' names, in declaration order (card ids); capabilities/decks. */
    public record Deck(String name, List<String> cards) {}

    /** A declared kind of link: the attribute marking its ends, and the pairs each player holds (read at set-up). */
    public static final class LinkKind {
        public final int id;
        public final String name;
        public int endAttr = -1;
        public Expr pairs;
        public int pairsFrame = 1;

        public LinkKind(int id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    /** A declared kind of junction: the attribute that marks its ends. */
    public static final class JunctionKind {
        public final int id;
        public final String name;
        public int endAttr = -1;

        public JunctionKind(int id, String name) {
            this.id = id;
            this.name = name;
        }
    }
}
