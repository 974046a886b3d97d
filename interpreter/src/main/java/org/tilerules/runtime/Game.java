package org.tilerules.runtime;

import org.tilerules.engine.Bag;
import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;
import org.tilerules.engine.NotCopied;
import org.tilerules.engine.Refusals;
import org.tilerules.engine.Shared;
import org.tilerules.model.TileType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * A game in progress: the board and its graph of features, supplies, scores,
 * the bag, and whose turn it is; the state of what its rules declare besides
 * (tokens, counters, titles, decks, ...) is in its {@link Store}s. It runs the compiled turn steps and asks the
 * players' agents for every decision through {@link #choose}. Given its rules,
 * options, seed and the recorded choices, a game always unfolds the same way.
 * The state is here; the work is split along its seams, each a class of static methods over the game
 * ({@link TurnLoop}, {@link TileDraws}, {@link Completions}, {@link Majorities}, {@link GameFigures}),
 * which the methods of this class call, so callers keep one entry point.
 */
public final class Game {
    /** Frames of value calls, one per depth of nesting, reused call after call ({@link Frame#bindReused}); a game runs on one thread at a time. */
    @NotCopied("scratch frames of value calls, rewritten by every call; a copy starts its own")
    Frame[] callFrames = new Frame[8];
    @NotCopied("0 between value calls, and a game is copied between them")
    int callDepth;
    @Shared("the compiled rules: never changed by a game")
    public final Rules rules;
    @Shared("fixed when the game is made")
    public final String[] playerNames;
    public final int nPlayers;
    @Shared("the options' values: fixed when the game is made")
    public final int[] options;
    public final long seed;
    @Shared("the compiled tile types")
    final TileType[] types;
    public Board board;
    public Graph graph;
    public int[] supply;
    /** hand[player * tile types + type]: tiles a player holds. */
    public int[] hand;
    /** held[player]: a tile type the player holds for his next draw (bought at an auction), or -1. */
    public int[] held;
    /** Whether this pass's tile was drawn from the current player's held tile rather than the bag. */
    public boolean drewHeld;
    /** Features added to placed tiles in this pass of the turn ({@code addition}: bridges). */
    public int added;
    public int[] score;
    /** Points each player received during the current turn (for rules reading "who scored"). */
    public int[] turnPoints;
    public int[] categoryScore;
    /**
     * The state of the capabilities the rules declare, one {@link Store} per slot (each store class's {@code SLOT}),
     * null where the rules declare nothing of that kind: a base game holds none.
     * Each store class reads its own (its static {@code of(g)}); a copy of the game copies them all in one loop.
     */
    final Store[] stores = new Store[Store.MAX_SLOTS];
    /** Results of expressions kept while what they read is unchanged ({@link Memo}); a copy starts without. */
    @NotCopied("kept results: a copy computes its own (they are keyed by the board they read)")
    Memo.Entry[] memo;
    /** Moves whenever a store's state that kept results may read changes ({@link Store#changed}): {@link Memo}'s key for {@code Memo.STORES}. */
    @NotCopied("the key of results kept from the stores (Memo), which a copy does not carry")
    int storesVersion;
    /** How often the current turn's steps have run again ({@code repeat_turn()}); 0 on the first pass. */
    public int repeats;
    boolean repeatRequested;
    /** How deep actions are calling actions right now ({@link Actions}); 0 between statements of steps. */
    @NotCopied("0 between the statements of steps, and a game is copied between them")
    int actionDepth;
    /** Whether the game has begun: {@code on start} ran at the first turn (or a scenario set up a position). */
    public boolean started;
    /** The points each player received by the award that fired the {@code scored} handlers now running ({@code awarded}). */
    public int awarded;
    /** While {@code scored} handlers run: their own awards fire no more of them. */
    @NotCopied("lasts one award's reactions; a copy is made between turns")
    boolean inScored;
    Bag bag;
    public int current;
    public int drawn = -1;
    public int placed = -1;
    public final IntList completed = new IntList();
    /**
     * The areas (component roots) whose scoring was announced ({@code on scoring}) since the board
     * last changed ({@link #announcedAt} is its version then): an area is announced once however many
     * awards score it (the final scoring's several awards for one field), and again after a placement.
     */
    final IntList announced = new IntList();
    /** While the final scoring's handlers ({@code on end}) run: the awards of the reactions they cause read "at game end". */
    @NotCopied("lasts the final scoring's handlers")
    boolean inFinalScoring;
    /** The board's version when {@link #announced} was last cleared; a copy maps it onto its own board's versions. */
    @NotCopied("a board version, and a copy's board counts its versions from 0: the copy keeps whether it is current (its own version, else -1)")
    long announcedAt = -1;
    /** While a scoring step runs, returns wait here so that "returning" sees the step's components together. */
    @NotCopied("lasts one scoring step")
    boolean deferReturns;
    @NotCopied("empty outside a scoring step")
    final IntList pendingReturns = new IntList();
    /** The drawn tile's legal placements, as rotation masks per open position (see Board.placementMasks). */
    int[] legalMasks = new int[64];
    int legalCount, legalPositions;
    /** The drawn tile's placements left by the rule sets' placement rules, packed; null when no rule applies to it. */
    @Shared("each draw makes a new array and nothing writes into it")
    int[] allowedPlacements;
    /** The copies of board and graph that placement rules try placements on (PlacementFilter); not copied with the game. */
    @NotCopied("a trial copy of board and graph, remade from the game when needed")
    PlacementFilter.Trial placementTrial;
    /** Tiles drawn while a {@code set aside} rule held them back, in the order drawn. */
    public final IntList aside = new IntList();
    /** Steps that do not run in this pass of the turn ({@code skip STEP}), one bit per step. */
    long skipped;
    public boolean over, turnAborted;
    /** While {@code on scored} handlers run: the category of the points they react to (else -1), and how deep they nest. */
    @NotCopied("last while `on scored` handlers run")
    int awardCategory = -1, reactionDepth;
    /** While `on choosing` handlers run: the decision whose options they add to (never copied: it lasts one call). */
    @NotCopied("lasts one decision")
    Options gathering;
    public int turn;
    public List<ScoreEvent> events = new ArrayList<>();
    public IntList choiceLog = new IntList();
    @Shared("the players, not the state: a copy asks the same agents (the array is the copy's own)")
    public Agent[] agents;
    @NotCopied("a copy plays unobserved")
    public GameObserver observer = GameObserver.NONE;
    /** When false, the turn that ends the game leaves the final scoring to an explicit {@link #finish()} (for timing turns alone). */
    @NotCopied("how a caller runs this game, not its state")
    public boolean finishWhenOver = true;
    /** When set, each turn keeps a copy of the state at its start so agents can look ahead. */
    @NotCopied("how a caller runs this game, not its state; look-ahead copies need none")
    public boolean keepTurnSnapshots;
    @NotCopied("the original's own look-ahead start")
    Game turnSnapshot;
    @NotCopied("the original's answers this turn, replayed by afterTurn; a copy records its own")
    final IntList turnChoices = new IntList();
    @NotCopied("scratch, written before every read")
    final int[] strengthTmp;
    /** Reused frames for the expressions evaluated most often (completion, figure rules); none of them nest. */
    @NotCopied("scratch frames, written before every read")
    final Frame completeScratch, strengthScratch, whenScratch;

    public Game(Rules rules, String[] playerNames, int[] options, long seed) {
        this.rules = rules;
        this.playerNames = playerNames.clone();
        this.nPlayers = playerNames.length;
        this.options = options.clone();
        this.seed = seed;
        this.types = rules.tileArray();
        int total = rules.totalTiles() + 4;
        board = new Board(types, total, rules.sideCodes(), rules.sideMatch);
        graph = new Graph(total * rules.maxFeaturesPerTile, total, rules.summed);
        supply = new int[nPlayers * rules.figures.size()];
        for (int p = 0; p < nPlayers; p++)
            for (FigureKind k : rules.figures) supply[p * rules.figures.size() + k.id] = k.supplyFor(nPlayers);
        hand = new int[nPlayers * types.length];
        held = new int[nPlayers];
        Arrays.fill(held, -1);
        for (int p = 0; p < nPlayers; p++) for (Rules.Hand h : rules.hands) hand[p * types.length + h.tile().id] += h.count();
        score = new int[nPlayers];
        turnPoints = new int[nPlayers];
        categoryScore = new int[nPlayers * Math.max(1, rules.categories.size())];
        bag = new Bag(seed);
        agents = new Agent[nPlayers];
        strengthTmp = new int[nPlayers];
        int cf = 1, sf = 1, wf = 1;
        for (Kind k : rules.kinds) cf = Math.max(cf, k.completeFrame);
        for (FigureKind k : rules.figures) { sf = Math.max(sf, k.strengthFrame); wf = Math.max(wf, k.whenFrame); }
        completeScratch = new Frame(cf);
        strengthScratch = new Frame(sf);
        whenScratch = new Frame(wf);
        for (FigureKind k : rules.figures) if (k.neutralZone >= 0) graph.addFigureInZone(-1, k.id, k.neutralZone);
        // the stores of the capabilities the rules declare, in the capabilities' order (others are made at first use)
        for (Store.Maker c : rules.stores) {
            Store s = c.create(this);
            if (s != null) stores[s.slot()] = s;
        }
    }

    private Game(Game o) {
        rules = o.rules;
        playerNames = o.playerNames;
        nPlayers = o.nPlayers;
        options = o.options;
        seed = o.seed;
        types = o.types;
        board = new Board(o.board);
        graph = new Graph(o.graph);
        supply = o.supply.clone();
        hand = o.hand.clone();
        held = o.held.clone();
        drewHeld = o.drewHeld;
        added = o.added;
        score = o.score.clone();
        turnPoints = o.turnPoints.clone();
        categoryScore = o.categoryScore.clone();
        for (int i = 0; i < Store.MAX_SLOTS; i++) stores[i] = o.stores[i] == null ? null : o.stores[i].copy();
        repeats = o.repeats;
        repeatRequested = o.repeatRequested;
        started = o.started;
        awarded = o.awarded;
        inScored = o.inScored;
        bag = new Bag(o.bag);
        current = o.current;
        drawn = o.drawn;
        placed = o.placed;
        completed.clear();
        for (int i = 0; i < o.completed.size(); i++) completed.add(o.completed.get(i));
        for (int i = 0; i < o.announced.size(); i++) announced.add(o.announced.get(i));
        // the copy's board counts its versions anew: what carries over is whether the announcements are current
        announcedAt = o.announcedAt == o.board.version ? board.version : -1;
        for (int i = 0; i < o.discarded.size(); i++) discarded.add(o.discarded.get(i));
        legalMasks = o.legalMasks.clone();
        legalCount = o.legalCount;
        legalPositions = o.legalPositions;
        allowedPlacements = o.allowedPlacements;
        for (int i = 0; i < o.aside.size(); i++) aside.add(o.aside.get(i));
        for (int i = 0; i < o.forcedRolls.size(); i++) forcedRolls.add(o.forcedRolls.get(i));
        skipped = o.skipped;
        finished = o.finished;
        over = o.over;
        turnAborted = o.turnAborted;
        turn = o.turn;
        events = new ArrayList<>(o.events);
        choiceLog = new IntList(o.choiceLog);
        agents = o.agents.clone();
        strengthTmp = new int[nPlayers];
        completeScratch = new Frame(o.completeScratch.v.length);
        strengthScratch = new Frame(o.strengthScratch.v.length);
        whenScratch = new Frame(o.whenScratch.v.length);
    }

    /**
     * What an extension keeps for this game only, by key (a rule script's
     * instance: its top-level variables). A copy of the game starts without
     * any, so look-ahead never changes what the game itself sees.
     */
    @NotCopied("an extension's own state (a script's instance); a copy starts without, see attached()")
    private IdentityHashMap<Object, Object> attached;

    public Object attached(Object key) { return attached == null ? null : attached.get(key); }

    public void attach(Object key, Object value) {
        if (attached == null) attached = new IdentityHashMap<>(4);
        attached.put(key, value);
    }

    /** The store in a slot (a store class's {@code SLOT}), or null: the rules declare nothing of that kind (or, for tokens on tiles, none was put down yet). */
    public Store store(int slot) { return stores[slot]; }

    /** The bag of tiles, whose seeded generator is the game's (decks are shuffled by it). */
    public Bag bag() { return bag; }

    /** Puts a store made at its first use (tokens on tiles, tokens in a zone) into its slot. */
    public void putStore(Store s) {
        stores[s.slot()] = s;
        storesVersion++;
    }

    /** An independent copy of the whole state, for look-ahead; agents are shared, the observer is not. */
    public Game copy() { return new Game(this); }

    /** See {@link TurnLoop#afterTurn}. */
    public Game afterTurn(int option, Agent rest) { return TurnLoop.afterTurn(this, option, rest); }

    /**
     * In a look-ahead copy whose rest of the turn {@link #QUIET} answers: the number of this turn's decisions after
     * which every answer is quiet ({@code Stmts.Choose} then takes "none" without working out the offers, where that
     * cannot change the game); -1 otherwise.
     */
    @NotCopied("set by afterTurn on its own copy for one turn")
    int quietFrom = -1;

    /** Whether a copy of the current turn's start is at hand for {@link #afterTurn}. */
    public boolean hasTurnSnapshot() { return turnSnapshot != null && turnSnapshot.turn + 1 == turn; }

    /** Answers "none" where it is offered, else the first option: the quietest way to finish a turn. */
    public static final Agent QUIET = (g, player, cs) -> cs.noneOption() >= 0 ? cs.noneOption() : 0;

    /** How many tiles of each type are left in the bag. */
    public int[] bagCounts() { return bag.counts(types.length); }

    // ------------------------------------------------------------------ set-up

    /** The usual start: the rule sets' start tiles on the table, every other tile shuffled into the bag. */
    public void setUp() {
        int[] counts = new int[types.length];
        for (TileType t : types) counts[t.id] = rules.inBox(t);
        for (Rules.Start s : rules.start) counts[s.tile().id]--;
        for (TileType t : rules.setAside) counts[t.id]--;
        fillBag(counts);
        for (Rules.Start s : rules.start) putTile(s.tile().id, s.rot(), s.x(), s.y());
        completed.clear();
    }

    /** Fills the bag with the given number of each tile type, shuffled by the seed; the rule sets' segments come first. */
    public void fillBag(int[] counts) {
        if (rules.segments.isEmpty()) bag.fill(counts);
        else BagSegments.fill(bag, rules, counts);
    }

    public int remaining() { return bag.remaining(); }

    /** See {@link TileDraws#revealTile}. */
    public int revealTile() { return TileDraws.revealTile(this); }

    /** Tiles drawn that fitted nowhere and left the game, in order. */
    public final IntList discarded = new IntList();

    /** The tiles set aside go back into the bag, each at a place the bag's generator picks ({@code shuffle_aside()}). */
    public void shuffleAside() {
        for (int i = 0; i < aside.size(); i++) bag.insertRandomly(aside.get(i));
        aside.clear();
    }

    /** See {@link TileDraws#boxFromBag}. */
    public boolean boxFromBag() { return TileDraws.boxFromBag(this); }

    /** Rolls a scenario fixed in advance ({@code rolls N, ...}), taken before the generator's. */
    public final IntList forcedRolls = new IntList();

    /**
     * Where rolls come from instead of the bag's generator, when not null (after {@link #forcedRolls}):
     * N to a number from 1 to N. The import of another program's record draws that record's numbers
     * so; a copy of the game does not share it.
     */
    @NotCopied("a converted record's numbers; a copy of the game does not share it")
    public IntUnaryOperator rollSource;

    /** See {@link TileDraws#roll}. */
    public int roll(int sides) { return TileDraws.roll(this, sides); }

    /** Replaces the bag's contents with exactly these tile types, drawn in this order. */
    public void setBag(int[] order) { bag.set(order); }

    /** Tiles in the game that the fixed draws never show; a tile boxed unseen is one of them ({@link Bag#setUnseen}). */
    public void setUnseen(int[] types, boolean atTheEndOfTheBag) { bag.setUnseen(types, atTheEndOfTheBag); }

    /** Makes the next draw take this tile type out of the bag (scenarios decide the draws). */
    public void forceDraw(int type) { bag.force(type); }

    // ------------------------------------------------------------------ the board

    /** Puts a tile on the board without asking anyone; returns its index. Completions land in {@link #completed}. */
    public int putTile(int type, int rot, int x, int y) {
        int t = board.place(type, rot, x, y, graph.nFeat);
        graph.addTile(board, t);
        Completions.findCompleted(this, t);
        return t;
    }

    /** {@link #putTile}, a tile the player lays in play: the stores that keep placements are told ({@link Store#placed}). */
    public int layTile(int type, int rot, int x, int y, int player) {
        int t = putTile(type, rot, x, y);
        Store.placed(this, t, player);
        return t;
    }

    /** See {@link Completions#linkComponents}. */
    public int linkComponents(int a, int b) { return Completions.linkComponents(this, a, b); }

    /** See {@link Completions#regrouped}. */
    public void regrouped(IntList roots) { Completions.regrouped(this, roots); }

    /** See {@link Completions#addFeature}. */
    public void addFeature(int t, int variantType) { Completions.addFeature(this, t, variantType); }

    public String legalityProblem(int type, int rot, int x, int y) { return legalityProblem(type, rot, x, y, true); }

    public String legalityProblem(int type, int rot, int x, int y, boolean mustTouch) {
        String[] kindNames = rules.kinds.stream().map(k -> k.name).toArray(String[]::new);
        // the rule of a refusal: the declarations of the kinds that do not match
        String[] kindSites = rules.kinds.stream().map(k -> k.file == null ? null
                : "feature " + k.name + " (" + Sites.shortFile(k.file) + ":" + k.line + ")").toArray(String[]::new);
        return Refusals.why(board, types[type], rot, x, y, kindNames, mustTouch, kindSites);
    }

    public TileType type(int id) { return types[id]; }

    // ------------------------------------------------------------------ turn steps

    /** See {@link TileDraws#drawTile}. */
    void drawTile() { TileDraws.drawTile(this); }

    /** See {@link TileDraws#placeDrawnTile}. */
    void placeDrawnTile() { TileDraws.placeDrawnTile(this); }

    /** See {@link Majorities#ownStrength}. */
    public int ownStrength(int fig, int root) { return Majorities.ownStrength(this, fig, root); }

    /** See {@link Majorities#majority}. */
    public IntList majority(int root) { return Majorities.majority(this, root); }

    /** See {@link Majorities#strengthOf}. */
    public int strengthOf(int root, int p) { return Majorities.strengthOf(this, root, p); }

    public void award(int player, int points, int category, String reason) { award(player, points, category, reason, ""); }

    /** Points with their reason, {@code rule} naming the rule that awards them (see {@link ScoreEvent#rule()}). */
    public void award(int player, int points, int category, String reason, String rule) { award(player, points, category, reason, null, rule, null); }

    /**
     * As above; {@code firing} names the scoring rule without this award's values, or null (see {@link ScoreEvent#firing()}),
     * {@code site} is where the award is written ({@code file:line:col}), for the overflow message, or null. See {@link Scores#award}.
     */
    public void award(int player, int points, int category, String reason, String firing, String rule, String site) {
        Scores.award(this, player, points, category, reason, firing, rule, site);
    }

    public int categoryPoints(int player, String category) {
        int c = rules.categories.indexOf(category);
        return c < 0 ? 0 : categoryScore[player * rules.categories.size() + c];
    }

    /** See {@link GameFigures#returnFigures}. */
    public void returnFigures(int root) { GameFigures.returnFigures(this, root); }

    public int handOf(int player, int type) { return hand[player * types.length + type]; }

    /** Places a tile from the current player's hand; it becomes this turn's placed tile. */
    public void placeFromHand(int player, int type, int rot, int x, int y) {
        hand[player * types.length + type]--;
        completed.clear();
        placed = layTile(type, rot, x, y, player);
    }

    /** See {@link GameFigures#figuresOn}. */
    public IntList figuresOn(int root, long kinds) { return GameFigures.figuresOn(this, root, kinds); }

    /** See {@link GameFigures#figuresOn}. */
    public IntList figuresOn(IntList roots, long kinds) { return GameFigures.figuresOn(this, roots, kinds); }

    /** See {@link GameFigures#neutralZone}. */
    public int neutralZone(int figureKind) { return GameFigures.neutralZone(this, figureKind); }

    /** See {@link GameFigures#zoneFigures}. */
    public IntList zoneFigures(int zone, long kinds, int player) { return GameFigures.zoneFigures(this, zone, kinds, player); }

    /** See {@link GameFigures#returnFigure}. */
    public void returnFigure(int fig) { GameFigures.returnFigure(this, fig); }

    /** Where a figure stands, for people: "x,y.feature". */
    public String figurePlace(int fig) {
        int at = graph.figAt[fig];
        if (graph.figZone[fig] > 0) return ZoneFigures.zonePlace(this, fig);
        if (at < 0) return "supply";
        return featurePlace(at);
    }

    public String featurePlace(int feature) {
        int t = graph.tile[feature];
        return board.x[t] + "," + board.y[t] + "." + types[board.type[t]].features[graph.local[feature]].name;
    }

    public int supplyOf(int player, int figureKind) { return supply[player * rules.figures.size() + figureKind]; }

    public void standFigure(int player, int figureKind, int feature) {
        supply[player * rules.figures.size() + figureKind]--;
        graph.addFigure(player, figureKind, feature);
    }

    /** The decision primitive: asks the player's agent and records the answer. */
    public int choose(int player, ChoiceSet options) {
        int i = agents[player].choose(this, player, options);
        if (i < 0 || i >= options.size()) throw new RuleError("agent answered option " + i + " of " + options.size());
        choiceLog.add(i);
        turnChoices.add(i);
        observer.chose(this, player, options, i);
        return i;
    }

    // ------------------------------------------------------------------ the game loop

    /** See {@link TurnLoop#runTurn}. */
    public void runTurn() { TurnLoop.runTurn(this); }

    /** See {@link TurnLoop#finish}. */
    public void finish() { TurnLoop.finish(this); }

    boolean finished;

    public boolean finished() { return finished; }

    /** Plays turns until the game is over, final scoring included. */
    public void play() {
        while (!over) runTurn();
        finish();
    }
}
