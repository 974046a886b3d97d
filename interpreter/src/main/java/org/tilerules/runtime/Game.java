package org.tilerules.runtime;

import org.tilerules.engine.Bag;
import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.engine.IntList;
import org.tilerules.model.TileType;

import java.util.ArrayList;
import java.util.List;

/**
 * A game in progress: the board and its graph of features, supplies, scores,
 * the bag, and whose turn it is; the state of what its rules declare besides
 * (tokens, counters, titles, decks, ...) is in its {@link Store}s. It runs the compiled turn steps and asks the
 * players' agents for every decision through {@link #choose}. Given its rules,
 * options, seed and the recorded choices, a game always unfolds the same way.
 */
public final class Game {
    /** Frames of value calls, one per depth of nesting, reused call after call ({@link Frame#bindReused}); a game runs on one thread at a time. */
    Frame[] callFrames = new Frame[8];
    int callDepth;
    public final Rules rules;
    public final String[] playerNames;
    public final int nPlayers;
    public final int[] options;
    public final long seed;
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
     * The state of the capabilities the rules declare, one {@link Store} per slot ({@code Store.TOKENS},
     * {@code Store.COUNTERS}, ...), null where the rules declare nothing of that kind: a base game holds none.
     * Each store class reads its own ({@code Titles.of(g)}); a copy of the game copies them all in one loop.
     */
    final Store[] stores = new Store[Store.SLOTS];
    /** Results of expressions kept while what they read is unchanged ({@link Memo}); a copy starts without. */
    Memo.Entry[] memo;
    /** How often the current turn's steps have run again ({@code repeat_turn()}); 0 on the first pass. */
    public int repeats;
    boolean repeatRequested;
    /** How deep actions are calling actions right now ({@link Actions}); 0 between statements of steps. */
    int actionDepth;
    /** Whether the game has begun: {@code on start} ran at the first turn (or a scenario set up a position). */
    public boolean started;
    /** The points each player received by the award that fired the {@code scored} handlers now running ({@code awarded}). */
    public int awarded;
    /** While {@code scored} handlers run: their own awards fire no more of them. */
    boolean inScored;
    private Bag bag;
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
    boolean inFinalScoring;
    long announcedAt = -1;
    /** While a scoring step runs, returns wait here so that "returning" sees the step's components together. */
    boolean deferReturns;
    final IntList pendingReturns = new IntList();
    /** The drawn tile's legal placements, as rotation masks per open position (see Board.placementMasks). */
    int[] legalMasks = new int[64];
    int legalCount, legalPositions;
    /** The drawn tile's placements left by the rule sets' placement rules, packed; null when no rule applies to it. */
    int[] allowedPlacements;
    /** The copies of board and graph that placement rules try placements on (PlacementFilter); not copied with the game. */
    PlacementFilter.Trial placementTrial;
    /** Tiles drawn while a {@code set aside} rule held them back, in the order drawn. */
    public final IntList aside = new IntList();
    /** Steps that do not run in this pass of the turn ({@code skip STEP}), one bit per step. */
    long skipped;
    public boolean over, turnAborted;
    /** While {@code on scored} handlers run: the category of the points they react to (else -1), and how deep they nest. */
    int awardCategory = -1, reactionDepth;
    /** While `on choosing` handlers run: the decision whose options they add to (never copied: it lasts one call). */
    Options gathering;
    public int turn;
    public List<ScoreEvent> events = new ArrayList<>();
    public IntList choiceLog = new IntList();
    public Agent[] agents;
    public GameObserver observer = GameObserver.NONE;
    /** When false, the turn that ends the game leaves the final scoring to an explicit {@link #finish()} (for timing turns alone). */
    public boolean finishWhenOver = true;
    /** When set, each turn keeps a copy of the state at its start so agents can look ahead. */
    public boolean keepTurnSnapshots;
    private Game turnSnapshot;
    final IntList turnChoices = new IntList();
    private final int[] strengthTmp;
    /** Reused frames for the expressions evaluated most often (completion, figure rules); none of them nest. */
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
        java.util.Arrays.fill(held, -1);
        for (int p = 0; p < nPlayers; p++) for (Rules.Hand h : rules.hands) hand[p * types.length + h.tile().id] += h.count();
        score = new int[nPlayers];
        turnPoints = new int[nPlayers];
        categoryScore = new int[nPlayers * Math.max(1, rules.categories.size())];
        if (!rules.tokens.isEmpty()) stores[Store.TOKENS] = new TokenRules(nPlayers * rules.tokens.size());
        bag = new Bag(seed);
        if (!rules.decks.isEmpty()) stores[Store.DECKS] = Decks.setUp(rules, bag);   // shuffled by the bag's generator, before any draw
        agents = new Agent[nPlayers];
        strengthTmp = new int[nPlayers];
        int cf = 1, sf = 1, wf = 1;
        for (Kind k : rules.kinds) cf = Math.max(cf, k.completeFrame);
        for (FigureKind k : rules.figures) { sf = Math.max(sf, k.strengthFrame); wf = Math.max(wf, k.whenFrame); }
        completeScratch = new Frame(cf);
        strengthScratch = new Frame(sf);
        whenScratch = new Frame(wf);
        for (FigureKind k : rules.figures) if (k.neutralZone >= 0) graph.addFigureInZone(-1, k.id, k.neutralZone);
        if (!rules.titles.isEmpty()) stores[Store.TITLES] = new Titles(rules.titles.size());
        if (rules.anyTileFigure) stores[Store.TILE_FIGURES] = new TileFigures(rules.figures.size());
        if (rules.keptZones != 0) stores[Store.KEEPING] = new Keeping();
        if (!rules.junctions.isEmpty()) stores[Store.JUNCTIONS] = new Junctions();
        if (!rules.links.isEmpty()) Links.setUp(this);
        if (!rules.counters.isEmpty()) Counters.setUp(this);
        // tokens on tiles (Store.TILE_TOKENS): allocated by the first one put down (TileTokens.add)
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
        for (int i = 0; i < Store.SLOTS; i++) stores[i] = o.stores[i] == null ? null : o.stores[i].copy();
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
        announcedAt = o.announcedAt;
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
    private java.util.IdentityHashMap<Object, Object> attached;

    public Object attached(Object key) { return attached == null ? null : attached.get(key); }

    public void attach(Object key, Object value) {
        if (attached == null) attached = new java.util.IdentityHashMap<>(4);
        attached.put(key, value);
    }

    /** The store in a slot ({@code Store.TITLES}, ...), or null: the rules declare nothing of that kind (or, for tokens on tiles, none was put down yet). */
    public Store store(int slot) { return stores[slot]; }

    /** An independent copy of the whole state, for look-ahead; agents are shared, the observer is not. */
    public Game copy() { return new Game(this); }

    /**
     * Look-ahead for agents, from inside a decision: a copy of the game in which
     * the pending decision took {@code option} and the rest of the current turn
     * was answered by {@code rest}. Decisions sit inside {@link #runTurn()}, so
     * the turn is replayed on a copy of its start with the same answers so far.
     * The copy's agents are then all {@code rest}, ready for more turns (if the
     * game ended during the turn, it is finished). Needs {@link #keepTurnSnapshots}.
     */
    public Game afterTurn(int option, Agent rest) {
        if (turnSnapshot == null) throw new IllegalStateException("look-ahead needs keepTurnSnapshots set before the turn");
        Game c = turnSnapshot.copy();
        int[] prefix = turnChoices.toArray();
        Agent script = new Agent() {
            int k;
            @Override public int choose(Game g, int player, ChoiceSet cs) {
                int i = k++;
                if (i < prefix.length) return prefix[i];
                if (i == prefix.length) return option;
                return rest.choose(g, player, cs);
            }
        };
        java.util.Arrays.fill(c.agents, script);
        c.keepTurnSnapshots = false;
        if (rest == QUIET) c.quietFrom = prefix.length + 1;
        c.runTurn();
        c.quietFrom = -1;
        java.util.Arrays.fill(c.agents, rest);
        return c;
    }

    /**
     * In a look-ahead copy whose rest of the turn {@link #QUIET} answers: the number of this turn's decisions after
     * which every answer is quiet ({@code Stmts.Choose} then takes "none" without working out the offers, where that
     * cannot change the game); -1 otherwise.
     */
    int quietFrom = -1;

    /** Whether a copy of the current turn's start is at hand for {@link #afterTurn}. */
    public boolean hasTurnSnapshot() { return turnSnapshot != null && turnSnapshot.turn + 1 == turn; }

    /** Answers "none" where it is offered, else the first option: the quietest way to finish a turn. */
    public static final Agent QUIET = (g, player, cs) -> cs.noneOption() >= 0 ? cs.noneOption() : 0;

    /**
     * What the scores would be if the pending decision took {@code option}, the
     * rest of the turn were quiet, and the game were then scored as if it ended.
     */
    public int[] scoresIf(int option) {
        Game c = afterTurn(option, QUIET);
        c.finish();
        return c.score;
    }

    /** The tile types left in the bag, in the order they will be drawn. */
    public int[] bagOrder() { return bag.order(); }

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

    /** Takes the next tile out of the bag without placing it (a face-up display); -1 when the bag is empty. */
    public int revealTile() {
        int t = bag.draw();
        if (t <= -2) throw new RuleError("no " + types[-2 - t].name + " is left in the bag");
        return t;
    }

    /** Tiles drawn that fitted nowhere and left the game, in order. */
    public final IntList discarded = new IntList();

    /** The tiles set aside go back into the bag, each at a place the bag's generator picks ({@code shuffle_aside()}). */
    public void shuffleAside() {
        for (int i = 0; i < aside.size(); i++) bag.insertRandomly(aside.get(i));
        aside.clear();
    }

    /**
     * {@code move tile from bag to box}: the bag's next tile leaves the game face down, unseen by the rules
     * (the log names it); false when the bag is empty. In a game whose draws are fixed (a converted
     * record) it is one of the tiles those draws never show, so the next recorded draw stays next.
     */
    public boolean boxFromBag() {
        int t = bag.hasUnseen() ? bag.drawUnseen() : bag.draw();
        if (t == -1) return false;
        if (t <= -2) throw new RuleError("no " + types[-2 - t].name + " is left in the bag");
        observer.boxed(this, types[t].name);
        return true;
    }

    /** Rolls a scenario fixed in advance ({@code rolls N, ...}), taken before the generator's. */
    public final IntList forcedRolls = new IntList();

    /**
     * Where rolls come from instead of the bag's generator, when not null (after {@link #forcedRolls}):
     * N to a number from 1 to N. The import of another program's record draws that record's numbers
     * so; a copy of the game does not share it.
     */
    public java.util.function.IntUnaryOperator rollSource;

    /**
     * {@code roll(N)}: a number from 1 to N drawn from the bag's seeded generator (or the next roll a
     * scenario fixed), so that seed and choices reproduce it and look-ahead on a copy sees the same.
     */
    public int roll(int sides) {
        if (sides < 1) throw new RuleError("roll(N) needs N of 1 or more, found " + sides);
        int v;
        if (!forcedRolls.isEmpty()) {
            v = forcedRolls.get(0);
            forcedRolls.removeFirst();
            if (v < 1 || v > sides) throw new RuleError("the scenario fixed a roll of " + v + ", but this roll is from 1 to " + sides);
        } else if (rollSource != null) {
            v = rollSource.applyAsInt(sides);
            if (v < 1 || v > sides) throw new RuleError("a roll from 1 to " + sides + " gave " + v);
        } else v = bag.nextInt(sides) + 1;
        observer.rolled(this, v, sides);
        return v;
    }

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
        findCompleted(t);
        return t;
    }

    private void findCompleted(int t) {
        int base = board.featBase[t], nf = types[board.type[t]].features.length;
        for (int i = base; i < base + nf; i++) checkComplete(graph.find(i));
        for (int i = 0; i < graph.touched.size(); i++) checkComplete(graph.find(graph.touched.get(i)));
        if (rules.anyKindUsesNeighbours) {
            for (int d = 0; d < 8; d++) {
                int nb = t == board.n - 1 ? board.lastNeighbours[d] : board.at(board.x[t] + Board.NX[d], board.y[t] + Board.NY[d]);
                if (nb < 0) continue;
                int nbBase = board.featBase[nb];
                int[] fs = rules.neighbourFeatures(board.type[nb]);
                if (fs != null) {
                    for (int f : fs) checkComplete(graph.find(nbBase + f));
                    continue;
                }
                int nn = types[board.type[nb]].features.length;
                for (int i = nbBase; i < nbBase + nn; i++) {
                    if (rules.kinds.get(graph.kind[i]).usesNeighbours) checkComplete(graph.find(i));
                }
            }
        }
        if (rules.anyKindReadsBeyond) {
            // a completion that reads other components, tokens or the board may change anywhere
            for (int i = 0; i < graph.nFeat; i++) if (graph.kind[i] >= 0 && rules.kinds.get(graph.kind[i]).readsBeyond) checkComplete(graph.find(i));
        }
    }

    private void checkComplete(int root) {
        if (graph.complete[root] != 0) return;
        Kind k = rules.kinds.get(graph.kind[root]);
        if (k.complete == null) return;
        boolean done;
        if (k.completeWhenClosed) done = graph.open[root] == 0;
        else {
            Frame f = completeScratch;
            f.v[0] = root;
            done = k.complete.evalBool(this, f);
        }
        if (done) {
            graph.complete[root] = 1;
            completed.add(root);
        }
    }

    /** Joins the components of two features as facing ports join (a pair of link tokens), then checks completion. */
    int linkComponents(int a, int b) {
        graph.link(board, a, b);
        int root = graph.find(a);
        if (!completed.contains(root)) checkComplete(root);
        return root;
    }

    /**
     * After components were split and joined again (a junction moved): the turn's completed list
     * keeps each completed component once, by its root now, and the given ones are checked.
     */
    void regrouped(IntList roots) {
        IntList old = new IntList(completed);
        completed.clear();
        for (int i = 0; i < old.size(); i++) {
            int r = graph.find(old.get(i));
            if (graph.complete[r] != 0 && !completed.contains(r)) completed.add(r);
        }
        for (int i = 0; i < roots.size(); i++) checkComplete(graph.find(roots.get(i)));
    }

    /**
     * A placed tile becomes its variant with one more feature (a bridge): the feature joins what it
     * faces, and its component is checked for completion like a placement's.
     */
    public void addFeature(int t, int variantType) {
        int lf = types[board.type[t]].features.length;
        board.retype(t, variantType);
        int node = graph.addFeature(board, t, lf);
        added++;
        checkComplete(graph.find(node));
    }

    public String legalityProblem(int type, int rot, int x, int y) { return legalityProblem(type, rot, x, y, true); }

    public String legalityProblem(int type, int rot, int x, int y, boolean mustTouch) {
        String[] kindNames = rules.kinds.stream().map(k -> k.name).toArray(String[]::new);
        // the rule of a refusal: the declarations of the kinds that do not match
        String[] kindSites = rules.kinds.stream().map(k -> k.file == null ? null
                : "feature " + k.name + " (" + Sites.shortFile(k.file) + ":" + k.line + ")").toArray(String[]::new);
        return board.whyIllegal(types[type], rot, x, y, kindNames, mustTouch, kindSites);
    }

    public TileType type(int id) { return types[id]; }

    // ------------------------------------------------------------------ turn steps

    /**
     * Draws until a tile that fits somewhere comes up; unplaceable tiles leave the game. A tile
     * the current player holds (bought at an auction) is drawn before the bag's.
     */
    void drawTile() {
        while (true) {
            int t;
            drewHeld = held[current] >= 0;
            if (drewHeld) {
                t = held[current];
                held[current] = -1;
            } else t = bag.draw();
            if (t <= -2) throw new RuleError("no " + types[-2 - t].name + " is left in the bag");
            if (t == -1) {
                drawn = -1;
                over = true;
                turnAborted = true;
                return;
            }
            if (!rules.asideRules.isEmpty() && SetAside.holds(this, t)) {
                aside.add(t);
                continue;
            }
            legalMasks = board.placementMasks(types[t], legalMasks);
            legalCount = board.lastCount;
            legalPositions = board.lastGroups;
            allowedPlacements = null;
            if (rules.placementRulesByType != null && rules.placementRulesByType[t] != null && legalCount > 0) {
                allowedPlacements = PlacementFilter.allowed(this, t, rules.placementRulesByType[t]);
                legalCount = allowedPlacements.length;
            }
            if (legalCount > 0) { drawn = t; return; }
            if (widenable(t)) {
                drawn = t;      // a tile that fits only with an addition (a bridge) stays in the game
                if (TileAdditions.widened(this, new PlacementChoices(board, types[t], legalMasks, legalPositions, 0, null)) != null) return;
                drawn = -1;
            }
            discarded.add(t);
            observer.discarded(this, types[t].name);
        }
    }

    /** Whether placements that fit only with an addition are offered for this tile: rules declare some, and no placement rule names it. */
    private boolean widenable(int t) {
        return !rules.placementsWith.isEmpty() && (rules.placementRulesByType == null || rules.placementRulesByType[t] == null);
    }

    void placeDrawnTile() {
        if (drawn < 0) throw new RuleError("no tile was drawn this turn");
        PlacementChoices plain = new PlacementChoices(board, types[drawn], legalMasks, legalPositions, legalCount, allowedPlacements);
        if (widenable(drawn)) {
            // rule sets with additions (bridges): also the placements that fit only with one
            TileAdditions.Widened w = TileAdditions.widened(this, plain);
            if (w != null) {
                int i = choose(current, w);
                completed.clear();
                if (i >= plain.size()) {
                    TileAdditions.apply(this, w, i);
                    return;
                }
                int pl = board.placementAt(legalMasks, legalPositions, i);
                placed = putTile(drawn, Board.unpackRot(pl), Board.unpackX(pl), Board.unpackY(pl));
                drawn = -1;
                return;
            }
        }
        int i = choose(current, plain);
        completed.clear();
        int pl = allowedPlacements != null ? allowedPlacements[i] : board.placementAt(legalMasks, legalPositions, i);
        placed = putTile(drawn, Board.unpackRot(pl), Board.unpackX(pl), Board.unpackY(pl));
        drawn = -1;
    }

    /** A figure's own strength, as its piece declares it ({@code strength EXPR}, reading the component it stands on, {@code root}). */
    public int ownStrength(int fig, int root) {
        FigureKind k = rules.figures.get(graph.figKind[fig]);
        int v = k.constantStrength;
        if (v >= 0) return v;
        Frame f = strengthScratch;
        f.v[0] = root;
        return k.strength.evalInt(this, f);
    }

    /**
     * The players with the greatest strength on a component: each owned figure counts its own strength,
     * or what the value {@code strength(w)} says when a rule set redefined it ({@link Rules#strength});
     * each player counts what his figures count, or what the value {@code share(p, c)} says when a rule
     * set redefined it ({@link Rules#share}).
     */
    public IntList majority(int root) {
        int[] s = strengthTmp;
        Values.Slot share = rules.share;
        if (share == null) strengths(root, -1, s);
        else {
            for (int p = 0; p < nPlayers; p++) {
                Frame f = new Frame(share.frame);       // the value share(p: player, c: component)
                f.v[0] = p;
                f.v[1] = root;
                s[p] = share.body.evalInt(this, f);
            }
        }
        int max = 0;
        for (int v : s) max = Math.max(max, v);
        IntList out = new IntList(nPlayers);
        if (max > 0) for (int p = 0; p < nPlayers; p++) if (s[p] == max) out.add(p);
        return out;
    }

    /** What player {@code p}'s figures on a component count in a majority, added up ({@code c.strength(p)}). */
    public int strengthOf(int root, int p) {
        int[] s = new int[nPlayers];
        strengths(root, p, s);
        return s[p];
    }

    /** Adds each owned figure's strength on the component to its owner's entry (only {@code only}'s when not -1). */
    private void strengths(int root, int only, int[] s) {
        java.util.Arrays.fill(s, 0);
        Values.Slot rule = rules.strength;
        for (int g = graph.figHead[root]; g >= 0; g = graph.figNext[g]) {
            int owner = graph.figOwner[g];
            if (owner < 0 || only >= 0 && owner != only) continue;   // a neutral figure belongs to nobody
            int v;
            if (rule == null) v = ownStrength(g, root);
            else {
                Frame f = new Frame(rule.frame);    // the value strength(w: figure): the figure in slot 0
                f.v[0] = g;
                v = rule.body.evalInt(this, f);
            }
            s[owner] += v;
        }
    }

    public void award(int player, int points, int category, String reason) { award(player, points, category, reason, ""); }

    /** Points with their reason, {@code rule} naming the rule that awards them (see {@link ScoreEvent#rule()}). */
    public void award(int player, int points, int category, String reason, String rule) { award(player, points, category, reason, rule, null); }

    /** As above; {@code site} is where the award is written ({@code file:line:col}), for the overflow message, or null. */
    public void award(int player, int points, int category, String reason, String rule, String site) {
        if (points == 0) return;
        long total = (long) score[player] + points;
        if (total != (int) total) {
            throw new RuleError((site == null ? "" : site + ": ") + playerNames[player] + "'s score " + score[player] + " + " + points + " (" + reason + ") = " + total
                    + " is outside the engine's whole numbers (" + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE
                    + "); lower the values (options, points) that lead to it");
        }
        score[player] += points;
        turnPoints[player] += points;
        categoryScore[player * rules.categories.size() + category] += points;
        ScoreEvent e = new ScoreEvent(turn, player, points, rules.categories.get(category), reason, rule);
        events.add(e);
        observer.scored(this, e);
        List<Rules.Handler> reactions = rules.handlers("scored");
        if (!reactions.isEmpty()) ScoreReactions.fire(this, reactions, player, points, category);
    }

    public int categoryPoints(int player, String category) {
        int c = rules.categories.indexOf(category);
        return c < 0 ? 0 : categoryScore[player * rules.categories.size() + c];
    }

    public void returnFigures(int root) {
        int nk = rules.figures.size();
        graph.removeFigures(root, (fig, owner, kind) -> {
            if (owner >= 0) supply[owner * nk + kind]++;
            else graph.figZone[fig] = rules.figures.get(kind).neutralZone + 1;   // a neutral figure goes back to its zone
        });
    }

    public int handOf(int player, int type) { return hand[player * types.length + type]; }

    public int handTotal(int player) {
        int n = 0;
        for (int t = 0; t < types.length; t++) n += hand[player * types.length + t];
        return n;
    }

    /** Places a tile from the current player's hand; it becomes this turn's placed tile. */
    public void placeFromHand(int player, int type, int rot, int x, int y) {
        hand[player * types.length + type]--;
        completed.clear();
        placed = putTile(type, rot, x, y);
    }

    /** Figures on a component whose kind or tag is in the mask, ordered by seat from the current player. */
    public IntList figuresOn(int root, long kinds) {
        IntList one = new IntList(1);
        one.add(root);
        return figuresOn(one, kinds);
    }

    /** Figures on any of the components (roots), ordered by seat from the current player, then by id. */
    public IntList figuresOn(IntList roots, long kinds) {
        IntList out = new IntList();
        for (int i = 0; i < roots.size(); i++) {
            for (int x = graph.figHead[roots.get(i)]; x >= 0; x = graph.figNext[x]) if ((kinds & (1L << graph.figKind[x])) != 0) out.add(x);
        }
        int n = out.size();
        int[] a = out.toArray();
        // insertion sort: few figures, stable, seat order from current then figure id
        for (int i = 1; i < n; i++) {
            int v = a[i], j = i - 1;
            while (j >= 0 && seatKey(a[j]) > seatKey(v)) { a[j + 1] = a[j]; j--; }
            a[j + 1] = v;
        }
        IntList sorted = new IntList(n);
        for (int v : a) sorted.add(v);
        return sorted;
    }

    private long seatKey(int fig) {
        return (long) ((graph.figOwner[fig] - current + nPlayers) % nPlayers) << 32 | fig;
    }

    /** The neutral figure of a kind: the zone it is in, or -1. */
    public int neutralZone(int figureKind) {
        for (int x = 0; x < graph.nFig; x++) {
            if (graph.figKind[x] == figureKind && graph.figOwner[x] < 0) return graph.figZone[x] - 1;
        }
        return -1;
    }

    /** Figures of the given kinds waiting in a zone, optionally only one player's (player -1: all). */
    public IntList zoneFigures(int zone, long kinds, int player) {
        IntList out = new IntList();
        for (int x = 0; x < graph.nFig; x++) {
            if (graph.figZone[x] != zone + 1 || (kinds & (1L << graph.figKind[x])) == 0) continue;
            if (player >= 0 && graph.figOwner[x] != player) continue;
            out.add(x);
        }
        return out;
    }

    /** Sends one figure back to its owner's supply (and his figures that stood there only with it: {@code with}). */
    public void returnFigure(int fig) {
        if (graph.figAt[fig] < 0) return;
        int root = graph.find(graph.figAt[fig]);
        graph.removeFigure(fig);
        if (graph.figOwner[fig] < 0) {      // a neutral figure goes back to the zone it started in
            graph.figZone[fig] = rules.figures.get(graph.figKind[fig]).neutralZone + 1;
            return;
        }
        supply[graph.figOwner[fig] * rules.figures.size() + graph.figKind[fig]]++;
        if (rules.anyCompanion) Companions.release(this, root, graph.figOwner[fig]);
    }


    /** Where a figure stands, for people: "x,y.feature". */
    public String figurePlace(int fig) {
        int at = graph.figAt[fig];
        if (graph.figZone[fig] > 0) return Keeping.zonePlace(this, fig);
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

    /** Plays one turn of the current player; afterwards the next player is up unless the game ended. */
    public void runTurn() {
        if (over) return;
        turnAborted = false;
        turnChoices.clear();
        java.util.Arrays.fill(turnPoints, 0);
        if (keepTurnSnapshots) turnSnapshot = copy();
        turn++;
        placed = -1;
        drewHeld = false;
        added = 0;
        completed.clear();
        observer.turnStarted(this);
        if (rules.anyTurnCounter) Counters.startTurn(this);   // `var NAME per turn`: back to its first value
        if (!started) {
            // on start: once, before the first turn's steps; its decisions are the first turn's
            started = true;
            for (Rules.Handler h : rules.handlers("start")) {
                if (turnAborted) break;
                Stmt.run(h.body(), this, new Frame(h.frameSize()));
            }
        }
        repeats = 0;
        repeatRequested = false;
        skipped = 0;
        while (true) {
            for (int i = 0; i < rules.turn.size(); i++) {
                if (turnAborted) break;
                if (skipped != 0 && i < 64 && (skipped & 1L << i) != 0) continue;
                Rules.Step s = rules.turn.get(i);
                // a step kept per turn runs once, in the turn's last pass: not while another pass is asked for
                if (s.perTurn() && repeatRequested) continue;
                Stmt.run(s.body(), this, new Frame(s.frameSize()));
            }
            // repeat_turn(): the steps run once more, as a second pass of the same turn
            if (!repeatRequested || over || turnAborted) break;
            repeatRequested = false;
            repeats++;
            skipped = 0;
            java.util.Arrays.fill(turnPoints, 0);   // each pass is scored on its own ("who scored this turn")
            placed = -1;
            drewHeld = false;
            added = 0;
            completed.clear();
        }
        if (!over && rules.endWhen != null && rules.endWhen.evalBool(this, new Frame(rules.endWhenFrame))) over = true;
        if (over) {
            if (finishWhenOver) finish();
        } else current = (current + 1) % nPlayers;
    }

    /** Ends the game now and runs the end-of-game handlers once. */
    public void finish() {
        over = true;
        if (finished) return;
        finished = true;
        turnAborted = false;
        // "ending": the game's last actions (late placements); "final": moves just before the final scoring
        for (String event : new String[] {"ending", "final"}) {
            for (Rules.Handler h : rules.handlers(event)) {
                turnAborted = false;
                Stmt.run(h.body(), this, new Frame(h.frameSize()));
            }
        }
        turnAborted = false;
        announced.clear();      // the final scoring announces every area it scores anew
        inFinalScoring = true;
        try {
            for (Rules.Handler h : rules.handlers("end")) {
                Stmt.run(h.body(), this, new Frame(h.frameSize()));
            }
        } finally {
            inFinalScoring = false;
        }
        observer.gameEnded(this);
    }

    private boolean finished;

    public boolean finished() { return finished; }

    /** Plays turns until the game is over, final scoring included. */
    public void play() {
        while (!over) runTurn();
        finish();
    }
}
