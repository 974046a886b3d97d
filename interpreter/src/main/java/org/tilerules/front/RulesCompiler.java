package org.tilerules.front;

import org.tilerules.engine.SideMatch;
import org.tilerules.front.RulesLoader.Unit;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.Look;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles the units {@link RulesLoader} found, in load order, into one {@link Rules}, in phases that each
 * need the one before: declarations (kinds, pieces, options, counters, zones, scripts), the tile files
 * (checked against the declared kinds), additions to placed tiles, summed attributes, then the bodies:
 * named values and the values the engine asks ({@link EngineValues}), the names of actions and steps, and
 * every rule in load order (with the start groups a later rule set replaces), and last the checks and indexes
 * that need everything. Every error is collected in the diagnostics.
 */
final class RulesCompiler {
    private final Rules rules;
    private final Diagnostics diags;
    private final LookReader looks;
    private final List<Unit> units;
    /** Every piece declared so far: its store and where it was declared first. */
    private final PieceStores.Declared pieces = new PieceStores.Declared();
    /** The attributes each feature kind sums ({@code sums ATTR, ...}), read with the declarations. */
    private final Map<String, List<SumsPropContext>> sums = new LinkedHashMap<>();

    RulesCompiler(Rules rules, Diagnostics diags, List<Unit> units) {
        this.rules = rules;
        this.diags = diags;
        this.looks = new LookReader(diags);
        this.units = units;
    }

    void compile() {
        declarations();
        tiles();
        additions();
        summedAttributes();
        values();
        actionNames();
        bodies();
        finish();
    }

    /** 1. Declarations, then what needs every kind: the kinds' fits and each figure's kinds ({@code is}). */
    private void declarations() {
        for (Unit u : units) for (RuleItemContext item : u.items()) declare(u, item);
        fits();
        FigureKinds.closeKinds(rules, diags);    // `is`: every kind of each figure, before any body counts figures by kind
    }

    /** 2. The tile files (they need the kinds), once each, and the bound on the tiles of a game. */
    private void tiles() {
        TilesReader tr = new TilesReader(rules, diags);
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof TilesItemContext t) {
                    Path p = Parsing.resolve(u.path().getParent(), RulesLoader.unquote(t.STRING().getText()));
                    if (p == null) {
                        diags.add(u.file(), t.STRING().getSymbol(), "tile file " + t.STRING().getText() + " is not a usable file name");
                    } else if (!Files.isRegularFile(p)) {
                        diags.add(u.file(), t.STRING().getSymbol(), "tile file " + t.STRING().getText() + " not found (looked for "
                                + Parsing.display(p) + ")");
                    } else if (!rules.tileFiles.contains(p.toAbsolutePath())) {
                        rules.tileFiles.add(p.toAbsolutePath());
                        tr.read(p);
                    }
                }
            }
        }
        long allTiles = 0;
        for (TileType t : rules.tiles) allTiles += t.count;
        if (allTiles > Bounds.TILES) {
            TileType most = rules.tiles.stream().max(Comparator.comparingInt(t -> t.count)).orElseThrow();
            diags.add(most.file, most.line, 1, "the tile files give " + allTiles + " tiles in all, more than a game may have (at most "
                    + Bounds.TILES + "); the most are of tile " + most.name + " (count " + most.count + ")");
        }
    }

    /** Additions to placed tiles (a bridge): their variant tile types, once every tile is read. */
    private void additions() {
        List<AdditionItemContext> additions = new ArrayList<>();
        List<String> additionFiles = new ArrayList<>();
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof AdditionItemContext a) { additions.add(a); additionFiles.add(u.file()); }
            }
        }
        AdditionsCompiler.derive(rules, diags, additionFiles, additions);
    }

    /** Summed attributes, known once kinds and tiles are. */
    private void summedAttributes() {
        for (var e : sums.entrySet()) {
            for (SumsPropContext sp : e.getValue()) {
                for (NameContext n : sp.name()) if (rules.attribute(n.getText()) < 0) rules.attributes.add(n.getText());
            }
        }
        rules.summed = new boolean[rules.attributes.size()];
        for (var e : sums.entrySet()) {
            Kind k = rules.kindByName.get(e.getKey());
            List<Integer> ids = new ArrayList<>();
            for (SumsPropContext sp : e.getValue()) {
                for (NameContext n : sp.name()) {
                    int a = rules.attribute(n.getText());
                    rules.summed[a] = true;
                    if (!ids.contains(a)) ids.add(a);
                }
            }
            k.sums = ids.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /**
     * 3. Bodies: named values first (every rule may call them), and the values the engine asks; a neutral
     * piece's zone ({@code neutral in ZONE}) is known before them, as values may read where it is (an
     * unknown zone is reported with the figure's other properties).
     */
    private void values() {
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof PieceItemContext pi) PieceCompiler.neutralZone(rules, pi);
            }
        }
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof ValueItemContext vi) ValueCompiler.compile(rules, diags, u.file(), vi);
            }
        }
        new EngineValues(rules, diags, units).compile();
    }

    /**
     * Actions: every name and its parameters before any body (a rule may call an action a later file declares),
     * and every step name (skip(STEP) may name a step of a rule set loaded after it).
     */
    private void actionNames() {
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof ActionItemContext ai) ActionCompiler.declare(rules, diags, u.file(), ai);
                if (item instanceof TurnItemContext ti) ti.stepDecl().forEach(d -> { if (d.step != null) rules.declaredSteps.add(d.step.getText()); });
            }
        }
    }

    /** Every rule, in load order; a rule set that declares start tiles replaces the start group of those it extends. */
    private void bodies() {
        String startsFrom = null;
        int startsRank = -1;
        for (Unit u : units) {
            // a rule set that declares start tiles replaces the start group of those it extends;
            // the replaced start tiles stay out of the bag
            // (a combination file is a source of its own: its start group replaces its rule set's;
            // of two combination files, the one naming more partners keeps its start group whatever
            // the order the rule sets were listed in: it was written for more of the game)
            String source = u.tree() == null || u.tree().with.isEmpty() ? u.ruleset() : u.file();
            int rank = u.tree() == null ? 0 : u.tree().with.size();
            boolean declaresStart = u.items().stream().anyMatch(i -> i instanceof StartItemContext);
            boolean outranked = declaresStart && startsFrom != null && rank < startsRank;
            if (declaresStart && !outranked && startsFrom != null && !startsFrom.equals(source)) {
                // one copy of each replaced start tile, however many replaced groups had it (the School's
                // group, replaced in turn, holds the base game's start tile again)
                rules.start.forEach(st -> { if (!rules.setAside.contains(st.tile())) rules.setAside.add(st.tile()); });
                rules.start.clear();
            }
            if (declaresStart && !outranked) {
                startsFrom = source;
                startsRank = rank;
            }
            int startsBefore = rules.start.size();
            new BodyCompiler(rules, diags, u.file()).compileItems(u.items());
            while (outranked && rules.start.size() > startsBefore) {
                rules.setAside.add(rules.start.remove(rules.start.size() - 1).tile());
            }
        }
    }

    /** What needs every rule: the final start group, what figures inherit, looks, scripts, the indexes. */
    private void finish() {
        // a tile of the final start group is on the table, not aside, even if an earlier group had it
        for (Rules.Start st : rules.start) rules.setAside.remove(st.tile());
        FigureKinds.inherit(rules);              // what each figure takes from its kinds, once every declaration is read
        // one square holds one tile: two start tiles of the final group at one position are refused
        Map<Long, Rules.Start> startAt = new HashMap<>();
        for (Rules.Start st : rules.start) {
            Rules.Start first = startAt.putIfAbsent(((long) st.x() << 32) ^ (st.y() & 0xffffffffL), st);
            if (first != null) {
                diags.add(st.file(), st.line(), st.col(), "start tile " + st.tile().name + " at " + st.x() + "," + st.y()
                        + ": that square already holds start tile " + first.tile().name + " (" + Path.of(first.file()).getFileName()
                        + ":" + first.line() + "); one square holds one tile");
            }
        }
        looks.checkMarks(rules);
        looks.checkLabels();
        ScriptCompiler.load(rules, diags);
        if (rules.turn.isEmpty() && diags.isEmpty()) diags.add(units.isEmpty() ? "?" : units.get(0).file(), 1, 1, "no turn is declared: add 'turn { step ... }'");
        for (Kind k : rules.kinds) if (k.usesNeighbours) rules.anyKindUsesNeighbours = true;
        for (Kind k : rules.kinds) if (k.readsBeyond) rules.anyKindReadsBeyond = true;
        rules.indexPlacementRules();
        if (diags.isEmpty()) rules.index();
        }

    /** `fits KIND, ...`: the kinds a feature kind's ports may face besides its own, once every kind is declared. */
    private void fits() {
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (!(item instanceof FeatureItemContext fi)) continue;
                Kind k = rules.kindByName.get(fi.name().getText());
                for (FeaturePropContext p : fi.featureProp()) {
                    if (!(p instanceof FitsPropContext fp)) continue;
                    for (NameContext n : fp.name()) {
                        Kind other = rules.kindByName.get(n.getText());
                        if (other == null) {
                            diags.add(u.file(), n, "feature " + k.name + " fits '" + n.getText() + "', which is not a feature kind; "
                                    + Names.suggest(n.getText(), rules.kindByName.keySet()));
                        } else if (other == k) {
                            diags.add(u.file(), n, "feature " + k.name + " fits itself already; name the other kinds its sides may face");
                        } else {
                            if (rules.sideMatch == null) rules.sideMatch = new SideMatch();
                            rules.sideMatch.allow(k.id, other.id);
                        }
                    }
                }
            }
        }
    }

    private void declare(Unit u, RuleItemContext item) {
        String f = u.file();
        if (item instanceof FeatureItemContext fi) {
            String n = fi.name().getText();
            Kind k = rules.kindByName.get(n);
            if (k == null) {
                if (rules.kinds.size() >= 62) { diags.add(f, fi, "too many feature kinds (at most 62)"); return; }
                k = new Kind(rules.kinds.size(), n);
                k.file = f;
                k.line = fi.getStart().getLine();
                rules.kinds.add(k);
                rules.kindByName.put(n, k);
            }
            for (FeaturePropContext p : fi.featureProp()) {
                if (p instanceof SumsPropContext sp) sums.computeIfAbsent(n, x -> new ArrayList<>()).add(sp);
                if (p instanceof FeatureDrawPropContext dp) looks.read(f, dp.drawClause(), k.look, "feature", n);
            }
        } else if (item instanceof PieceItemContext pi) {
            PieceCompiler.declare(rules, diags, looks, pieces, f, pi);
        } else if (item instanceof OptionItemContext oi) {
            String n = oi.name().getText();
            Expr e = new ExprCompiler(rules, diags, f).compile(oi.expr(), new Scope("", ""));
            if (e.constant() == null || !(e.type == Type.INT || e.type == Type.BOOL)) {
                diags.add(f, oi.expr(), "an option's value must be a number or true/false, found '" + oi.expr().getText() + "'");
                return;
            }
            Rules.OptionDecl old = rules.optionByName.get(n);
            int index = old == null ? rules.options.size() : old.index();
            Rules.OptionDecl d = new Rules.OptionDecl(index, n, e.type, e.constant(), f, oi.getStart().getLine());
            if (old == null) rules.options.add(d);
            else rules.options.set(index, d);
            rules.optionByName.put(n, d);
        } else if (item instanceof VarItemContext vi) {
            String n = vi.name().getText();
            if (rules.counter(n) != null) diags.add(f, vi.name(), "counter " + n + " is already declared");
            else if (rules.optionByName.containsKey(n)) diags.add(f, vi.name(), "'" + n + "' is an option; a counter needs a name of its own");
            else {
                boolean per = vi.player != null;
                int id = (int) rules.counters.stream().filter(c -> c.perPlayer == per).count();
                Rules.Counter c = new Rules.Counter(n, per, id);
                c.perTurn = vi.turn != null;
                if (c.perTurn) rules.anyTurnCounter = true;
                rules.counters.add(c);
            }
        } else if (item instanceof TagItemContext ti) {
            looks.read(f, ti.drawClause(), rules.tagLooks.computeIfAbsent(ti.name().getText(), t -> new Look()));
        } else if (item instanceof ScriptItemContext si) {
            ScriptCompiler.declare(rules, diags, f, u.path(), si);
        } else if (item instanceof ZoneItemContext zi) {
            for (ZoneDeclContext zd : zi.zoneDecl()) {
                String n = zd.zone.getText();
                if (rules.zones.contains(n)) {
                    diags.add(f, zd.zone, "zone " + n + " is already declared");
                    continue;
                }
                int kind = -1;
                if (zd.kind != null) {
                    var k = rules.kindByName.get(zd.kind.getText());
                    if (k == null) {
                        diags.add(f, zd.kind, "unknown feature kind '" + zd.kind.getText() + "'; " + Names.suggest(zd.kind.getText(), rules.kindByName.keySet()));
                    } else kind = k.id;
                }
                if (zd.per != null) rules.keptZones |= 1L << rules.zones.size();
                rules.zones.add(n);
                rules.zoneKind.add(kind);
            }
        }
    }
}
