package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Loads rule sets by name from a folder of rule sets, each with the rule sets
 * it extends first, and compiles them together into one {@link Rules}:
 * declarations, then tile files, then every expression and statement.
 */
public final class RulesLoader {
    private final RulesPath path;
    private final Diagnostics diags;
    private final Rules rules = new Rules();
    private final List<Unit> units = new ArrayList<>();
    private final Set<String> loading = new LinkedHashSet<>();
    private final Set<String> loaded = new LinkedHashSet<>();
    private final LookReader looks;
    /** Combination files ({@code ruleset A with B}): compiled last, and only if every partner is loaded. */
    private final List<Unit> combinations = new ArrayList<>();
    /** The player counts the rules allow (values the engine reads once). */
    static final String MIN_PLAYERS = "min_players", MAX_PLAYERS = "max_players";
    /** The value the engine asks after every turn: true ends the game. */
    static final String GAME_OVER = "game_over";
    /** The value the engine asks of each tile drawn: true, and it waits aside while another is drawn. */
    static final String SET_ASIDE = "set_aside";
    /** The value the engine asks of each figure in a majority: what it counts. */
    static final String STRENGTH = "strength";
    static final String SHARE = "share";

    /**
     * {@code value min_players() = 2}, {@code value max_players() = 5}: the player counts the rules
     * allow, numbers the engine reads once (a later rule set's definition replaces an earlier one's).
     */
    private void playerCounts() {
        int[] counts = {rules.minPlayers, rules.maxPlayers};
        String[] names = {MIN_PLAYERS, MAX_PLAYERS};
        for (int i = 0; i < 2; i++) {
            org.tilerules.runtime.Values.Slot slot = rules.values.get(names[i]);
            if (slot == null) continue;
            Integer c = slot.params.length == 0 && slot.result == Type.INT ? slot.body.constant() : null;
            ValueItemContext at = lastDefinition(names[i]);
            if (c == null) {
                if (at != null) diags.add(unitOf(at), at.fname,
                        "value " + names[i] + " is the number of players the rules allow at " + (i == 0 ? "least" : "most")
                        + ": a number with no parameters, such as value " + names[i] + "() = " + counts[i]);
                continue;
            }
            counts[i] = i == 1 && at != null ? Bounds.at(c, Bounds.PLAYERS, "players", unitOf(at), at.expr().getStart(), diags) : c;
        }
        if (counts[0] < 1 || counts[1] < counts[0]) {
            ValueItemContext at = lastDefinition(counts[0] < 1 ? MIN_PLAYERS : MAX_PLAYERS);
            if (at != null) diags.add(unitOf(at), at.fname, "the rules allow " + counts[0] + ".." + counts[1]
                    + " players; expected 1 <= min_players() <= max_players()");
            return;
        }
        rules.minPlayers = counts[0];
        rules.maxPlayers = counts[1];
    }

    /**
     * {@code value strength(w: figure) = ...}: what each figure counts in a majority, refined by a later rule
     * set once for every scoring. Defined as the figures' own strength ({@code w.strength}, the base game's),
     * majorities read the pieces' strengths without a call.
     */
    private void strengthValue() {
        org.tilerules.runtime.Values.Slot slot = rules.values.get(STRENGTH);
        if (slot == null) return;
        if (slot.params.length != 1 || slot.params[0] != Type.FIGURE || slot.result != Type.INT) {
            ValueItemContext at = lastDefinition(STRENGTH);
            if (at != null) diags.add(unitOf(at), at.fname, "value " + STRENGTH + ", which the engine asks of each figure in a majority, "
                    + "takes one figure and is a number: value " + STRENGTH + "(w: figure) = w.strength; found (" + String.join(", ",
                    java.util.Arrays.stream(slot.params).map(org.tilerules.script.ScriptFunction::typeName).toList()) + ") giving "
                    + slot.result.description);
            return;
        }
        if (slot.body instanceof org.tilerules.runtime.BoardExprs.OwnStrength own && own.ofFirstSlot()) return;
        rules.strength = slot;
    }

    /**
     * {@code value share(p: player, c: component) = ...}: what a player counts in a majority on a component,
     * refined by a later rule set once (a tie decided per player). Defined as the total of the player's
     * figures' strengths there ({@code c.strength(p)}, the base game's), majorities add them up without a call.
     */
    private void shareValue() {
        org.tilerules.runtime.Values.Slot slot = rules.values.get(SHARE);
        if (slot == null) return;
        if (slot.params.length != 2 || slot.params[0] != Type.PLAYER || slot.params[1] != Type.COMPONENT || slot.result != Type.INT) {
            ValueItemContext at = lastDefinition(SHARE);
            if (at != null) diags.add(unitOf(at), at.fname, "value " + SHARE + ", which the engine asks of each player in a majority, "
                    + "takes a player and a component and is a number: value " + SHARE + "(p: player, c: component) = c.strength(p); found ("
                    + String.join(", ", java.util.Arrays.stream(slot.params).map(org.tilerules.script.ScriptFunction::typeName).toList())
                    + ") giving " + slot.result.description);
            return;
        }
        if (slot.body instanceof org.tilerules.runtime.BoardExprs.PlayerStrength ps && ps.ofParameters()) return;
        rules.share = slot;
    }

    /** The last definition of a value (a later rule set's replaces an earlier one's), or null. */
    private ValueItemContext lastDefinition(String name) {
        ValueItemContext last = null;
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof ValueItemContext vi && vi.fname != null && vi.fname.getText().equals(name)) last = vi;
            }
        }
        return last;
    }

    /** The file (as diagnostics name it) an item was read from. */
    private String unitOf(ValueItemContext vi) {
        for (Unit u : units) if (u.items().contains(vi)) return u.file();
        return "?";
    }

    /** A value the engine asks, if the rules define it: it must take no parameters and be true or false. */
    private org.tilerules.runtime.Values.Slot engineValue(String name, String when, String example) {
        org.tilerules.runtime.Values.Slot slot = rules.values.get(name);
        if (slot == null || slot.params.length == 0 && slot.result == Type.BOOL) return slot;
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof ValueItemContext vi && vi.fname != null && vi.fname.getText().equals(name)) {
                    diags.add(u.file(), vi.fname, "value " + name + ", which the engine asks " + when
                            + ", takes no parameters and is true or false: value " + name + "() = " + example);
                    return null;
                }
            }
        }
        return null;
    }
    /** Every piece declared so far: its store and where it was declared first. */
    private final PieceCompiler.Declared pieces = new PieceCompiler.Declared();

    /**
     * Rule items compiled together: a rule set's file, a combination file, or a {@code with OTHER}
     * block; {@code covers}: the rule sets it speaks for (its own; with a combination, the partners too).
     */
    record Unit(String ruleset, String file, Path path, RulesFileContext tree, List<RuleItemContext> items, List<String> covers) {
        Unit(String ruleset, String file, Path path, RulesFileContext tree, List<RuleItemContext> items) {
            this(ruleset, file, path, tree, items, covers(ruleset, tree));
        }

        private static List<String> covers(String ruleset, RulesFileContext tree) {
            List<String> c = new ArrayList<>(List.of(ruleset));
            if (tree != null) for (DashedNameContext w : tree.with) if (!c.contains(w.getText())) c.add(w.getText());
            return c;
        }

        /** Whether it speaks for more than one rule set (a combination file or a with block). */
        boolean combination() { return covers.size() > 1; }
    }

    /** The rule sets each loaded rule set extends directly. */
    private final Map<String, List<String>> parents = new LinkedHashMap<>();

    private RulesLoader(RulesPath path, Diagnostics diags) {
        this.path = path;
        this.diags = diags;
        this.looks = new LookReader(diags);
    }

    /** Loads and compiles; throws {@link LoadException} with every diagnostic if anything is wrong. */
    public static Rules load(Path rulesetsDir, List<String> names) { return load(RulesPath.of(rulesetsDir), names); }

    public static Rules load(Path rulesetsDir, List<String> names, Diagnostics diags) {
        return load(RulesPath.of(rulesetsDir), names, diags);
    }

    /** Loads and compiles rule sets found along a search path (the first folder holding a name wins). */
    public static Rules load(RulesPath path, List<String> names) {
        Diagnostics d = new Diagnostics();
        Rules r = load(path, names, d);
        d.throwIfAny();
        return r;
    }

    public static Rules load(RulesPath path, List<String> names, Diagnostics diags) {
        RulesLoader l = new RulesLoader(path, diags);
        for (String n : names) l.require(n, "command line", null);
        l.addCombinations();
        l.checkExclusions();
        l.compile();
        return l.rules;
    }

    /** Rule sets available in a folder: its subfolders holding .rules files. */
    public static List<String> available(Path rulesetsDir) { return RulesPath.in(rulesetsDir); }

    /** Rule sets available along a search path: those of every folder, sorted, each once. */
    public static List<String> available(RulesPath path) { return path.available(); }

    private void require(String name, String from, org.antlr.v4.runtime.ParserRuleContext at) {
        if (loaded.contains(name)) return;
        if (loading.contains(name)) {
            if (at != null) diags.add(from, at, "rule set " + name + " extends itself through " + String.join(" -> ", loading));
            return;
        }
        Path dir = path.find(name);   // the first folder of the search path holding it, or null
        List<Path> files = new ArrayList<>();
        if (dir != null) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".rules")).sorted().forEach(files::add);
            } catch (IOException e) {
                // reported below
            }
        }
        if (files.isEmpty()) {
            String msg = "unknown rule set '" + name + "'; " + Names.suggest(name, path.available());
            if (at != null) diags.add(from, at, msg);
            else diags.add(Parsing.display(path.first()), 1, 1, msg);
            return;
        }
        loading.add(name);
        List<RulesFileContext> trees = new ArrayList<>();
        for (Path f : files) {
            TilerulesParser p = Parsing.parser(f, diags);
            trees.add(Parsing.parse(p, diags, TilerulesParser::rulesFile, () -> new RulesFileContext(null, 0)));
        }
        // a folder is a rule set's when it lies in a folder named rulesets or one of its files declares its name;
        // a file checked on its own in some other folder may declare any name
        boolean rulesetFolder = dir.getParent() != null && dir.getParent().getFileName() != null
                && dir.getParent().getFileName().toString().equals("rulesets");
        for (RulesFileContext tree : trees) {
            if (!tree.dashedName().isEmpty() && tree.dashedName(0).getText().equals(name)) rulesetFolder = true;
        }
        for (int fi = 0; fi < files.size(); fi++) {
            Path f = files.get(fi);
            RulesFileContext tree = trees.get(fi);
            String display = Parsing.display(f);
            if (tree.dashedName().isEmpty()) continue;
            String declared = tree.dashedName(0).getText();
            if (!declared.equals(name) && rulesetFolder) {
                diags.add(display, tree.dashedName(0), "the file declares rule set '" + declared
                        + "' but lives in the folder of rule set '" + name + "' (" + Parsing.display(dir)
                        + "); expected 'ruleset " + name + "'");
            }
            int extendsEnd = tree.dashedName().size() - tree.with.size();
            for (int i = 1; i < extendsEnd; i++) {
                require(tree.dashedName(i).getText(), display, tree.dashedName(i));
                parents.computeIfAbsent(name, x -> new ArrayList<>()).add(tree.dashedName(i).getText());
            }
            if (tree.with.isEmpty()) units.add(new Unit(name, display, f, tree, new ArrayList<>()));
            else combinations.add(new Unit(name, display, f, tree, new ArrayList<>()));
        }
        loading.remove(name);
        loaded.add(name);
        rules.rulesets.add(name);
    }

    /**
     * Appends the combination files whose partner rule sets are all loaded, in load order, those
     * naming fewer partners first: a file about more rule sets at once is the more particular one,
     * so its items (a start group) come last whatever the order the rule sets were named in.
     */
    private void addCombinations() {
        combinations.sort(java.util.Comparator.comparingInt(u -> u.tree().with.size()));   // stable: load order within
        for (Unit u : combinations) {
            boolean all = true;
            for (DashedNameContext w : u.tree().with) {
                String n = w.getText();
                if (path.find(n) == null) {
                    diags.add(u.file(), w, "unknown rule set '" + n + "'; " + Names.suggest(n, path.available()));
                }
                all &= loaded.contains(n);
            }
            if (all) units.add(u);
        }
    }

    /** {@code excludes OTHER, ...}: a rule set that cannot be played with another says so; loading both is an error. */
    private void checkExclusions() {
        for (Unit u : units) {
            if (u.tree() == null) continue;
            for (RuleItemContext item : u.tree().ruleItem()) {
                if (!(item instanceof ExcludesItemContext ex)) continue;
                for (DashedNameContext d : ex.dashedName()) {
                    String other = d.getText();
                    if (path.find(other) == null) {
                        diags.add(u.file(), d, "unknown rule set '" + other + "'; " + Names.suggest(other, path.available()));
                    } else if (loaded.contains(other)) {
                        diags.add(u.file(), d, "rule sets " + u.ruleset() + " and " + other + " cannot be played together ("
                                + u.ruleset() + " excludes " + other + "); leave one of them out");
                    }
                }
            }
        }
    }

    /**
     * What {@code --rules all} loads: every rule set of the folder except those that exclude another
     * one of it, those marked {@code named only} (house rules), and those that extend a rule set left out; {@code leftOut} receives one line per
     * rule set left out, saying why.
     */
    public static List<String> all(Path rulesetsDir, List<String> leftOut) { return all(RulesPath.of(rulesetsDir), leftOut); }

    /** {@link #all(Path, List)} over every folder of a search path. */
    public static List<String> all(RulesPath path, List<String> leftOut) {
        List<String> names = path.available();
        Map<String, List<String>> extend = new LinkedHashMap<>();
        Map<String, String> out = new LinkedHashMap<>();
        for (String n : names) {
            List<String> ext = new ArrayList<>();
            extend.put(n, ext);
            Path dir = path.find(n);
            try (Stream<Path> s = Files.list(dir)) {
                for (Path f : s.filter(p -> p.toString().endsWith(".rules")).sorted().toList()) {
                    RulesFileContext tree = Parsing.parser(f, new Diagnostics()).rulesFile();
                    if (tree.dashedName().isEmpty() || !tree.with.isEmpty()) continue;
                    int extendsEnd = tree.dashedName().size();
                    for (int i = 1; i < extendsEnd; i++) ext.add(tree.dashedName(i).getText());
                    for (RuleItemContext item : tree.ruleItem()) {
                        if (item instanceof NamedOnlyItemContext no && !out.containsKey(n)) {
                            out.put(n, n + " (named only: " + Parsing.display(f) + ":" + no.getStart().getLine() + ":"
                                    + (no.getStart().getCharPositionInLine() + 1) + ")");
                        }
                        if (!(item instanceof ExcludesItemContext ex)) continue;
                        for (DashedNameContext d : ex.dashedName()) {
                            if (names.contains(d.getText()) && !out.containsKey(n)) {
                                out.put(n, n + " (it excludes " + d.getText() + ": " + Parsing.display(f) + ":"
                                        + d.getStart().getLine() + ":" + (d.getStart().getCharPositionInLine() + 1) + ")");
                            }
                        }
                    }
                }
            } catch (IOException e) {
                out.put(n, n + " (its folder cannot be read: " + e.getMessage() + ")");
            }
        }
        // a rule set extending one left out is left out too
        for (boolean changed = true; changed; ) {
            changed = false;
            for (String n : names) {
                if (out.containsKey(n)) continue;
                for (String e : extend.get(n)) {
                    if (out.containsKey(e)) {
                        out.put(n, n + " (it extends " + e + ", left out)");
                        changed = true;
                        break;
                    }
                }
            }
        }
        leftOut.addAll(out.values());
        return names.stream().filter(n -> !out.containsKey(n)).toList();
    }

    /** The partners a combination file names after {@code with} (empty for an ordinary rule file). */
    public static List<String> partners(Path file) {
        RulesFileContext tree = Parsing.parser(file, new Diagnostics()).rulesFile();
        return tree.with.stream().map(DashedNameContext::getText).toList();
    }

    /**
     * What loading {@code names} together reports before compiling anything: unknown rule sets,
     * rule sets that exclude each other, and two that replace the same step or named handler
     * without a combination file saying how they combine (quick enough to try every pair).
     */
    public static Diagnostics combine(RulesPath path, List<String> names) {
        Diagnostics d = new Diagnostics();
        RulesLoader l = new RulesLoader(path, d);
        for (String n : names) l.require(n, "command line", null);
        l.addCombinations();
        l.checkExclusions();
        l.order();
        new Conflicts(path, l.parents, d).check(l.units);
        return d;
    }

    /** For each step or named handler: the loaded rule sets whose own files declare it (for a test to try their every subset). */
    static Map<String, Set<String>> declarers(RulesPath path, List<String> names) {
        RulesLoader l = new RulesLoader(path, new Diagnostics());
        for (String n : names) l.require(n, "command line", null);
        l.order();
        return Conflicts.declarers(l.units);
    }

    /**
     * 0. {@code with OTHER { ... }}: items that count only when rule set OTHER is part of the game too;
     * they compile as if written just after OTHER (so they see what OTHER declares).
     */
    private void order() {
        List<Unit> pending = new ArrayList<>(units);
        units.clear();
        while (!pending.isEmpty()) {
            Unit u = pending.remove(0);
            List<Unit> later = new ArrayList<>();
            flatten(u, u.tree() == null ? List.of() : u.tree().ruleItem(), later);
            units.add(u);
            for (Unit w : later) {
                int at = 0;
                for (int i = 0; i < pending.size(); i++) if (pending.get(i).ruleset().equals(w.ruleset())) at = i + 1;
                pending.add(at, w);
            }
        }
    }

    private void compile() {
        order();
        new Conflicts(path, parents, diags).check(units);
        // 1. declarations
        Map<String, List<SumsPropContext>> sums = new LinkedHashMap<>();
        for (Unit u : units) for (RuleItemContext item : u.items()) declare(u, item, sums);
        fits();
        PieceCompiler.closeKinds(rules, diags);    // `is`: every kind of each figure, before any body counts figures by kind
        // 2. tiles (need the kinds)
        TilesReader tr = new TilesReader(rules, diags);
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof TilesItemContext t) {
                    Path p = Parsing.resolve(u.path().getParent(), unquote(t.STRING().getText()));
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
        for (org.tilerules.model.TileType t : rules.tiles) allTiles += t.count;
        if (allTiles > Bounds.TILES) {
            org.tilerules.model.TileType most = rules.tiles.stream().max(java.util.Comparator.comparingInt(t -> t.count)).orElseThrow();
            diags.add(most.file, most.line, 1, "the tile files give " + allTiles + " tiles in all, more than a game may have (at most "
                    + Bounds.TILES + "); the most are of tile " + most.name + " (count " + most.count + ")");
        }
        // additions to placed tiles (a bridge): their variant tile types, once every tile is read
        List<AdditionItemContext> additions = new ArrayList<>();
        List<String> additionFiles = new ArrayList<>();
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof AdditionItemContext a) { additions.add(a); additionFiles.add(u.file()); }
            }
        }
        AdditionsCompiler.derive(rules, diags, additionFiles, additions);
        // summed attributes are known once kinds and tiles are
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
        // 3. bodies: named values first (every rule may call them), then the rest in load order;
        // a neutral piece's zone (`neutral in ZONE`) is known before them, as values may read where it is
        // (an unknown zone is reported with the figure's other properties)
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
        // values the engine asks (a later rule set refines them with super()): `game_over()` after every
        // turn, `set_aside()` for each tile drawn (the tile as drawn_tagged(...) reads it) unless it is
        // always false (the base game's), so that a game without tiles waiting aside never asks it
        org.tilerules.runtime.Values.Slot over = engineValue(GAME_OVER, "after every turn", "remaining == 0");
        if (over != null) {
            rules.endWhen = over.body;       // the last definition (its super() calls reach the earlier ones)
            rules.endWhenFrame = over.frame;
        }
        playerCounts();
        org.tilerules.runtime.Values.Slot aside = engineValue(SET_ASIDE, "for each tile drawn", "super() or drawn_tagged(TAG) and ...");
        if (aside != null && !Integer.valueOf(0).equals(aside.body.constant())) {
            rules.asideRules.add(new Rules.AsideRule(null, aside.body, aside.frame));
        }
        strengthValue();
        shareValue();
        // actions: every name and its parameters before any body (a rule may call an action a later file declares),
        // and every step name (skip(STEP) may name a step of a rule set loaded after it)
        for (Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof ActionItemContext ai) ActionCompiler.declare(rules, diags, u.file(), ai);
                if (item instanceof TurnItemContext ti) ti.stepDecl().forEach(d -> { if (d.step != null) rules.declaredSteps.add(d.step.getText()); });
            }
        }
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
        // a tile of the final start group is on the table, not aside, even if an earlier group had it
        for (Rules.Start st : rules.start) rules.setAside.remove(st.tile());
        PieceCompiler.inherit(rules);              // what each figure takes from its kinds, once every declaration is read
        // one square holds one tile: two start tiles of the final group at one position are refused
        java.util.Map<Long, Rules.Start> startAt = new java.util.HashMap<>();
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

    /**
     * The unit's items without `with` blocks; each block of a rule set in the game becomes a unit of
     * its own in {@code later}, named by that rule set so that it is placed after that rule set's files.
     */
    private void flatten(Unit u, List<RuleItemContext> items, List<Unit> later) {
        for (RuleItemContext item : items) {
            if (!(item instanceof WithItemContext w)) {
                u.items().add(item);
                continue;
            }
            String other = w.dashedName().getText();
            if (path.find(other) == null) {
                diags.add(u.file(), w.dashedName(), "unknown rule set '" + other + "'; " + Names.suggest(other, path.available()));
            } else if (rules.rulesets.contains(other)) {
                List<String> covers = new ArrayList<>(u.covers());
                if (!covers.contains(other)) covers.add(other);
                Unit block = new Unit(other, u.file(), u.path(), null, new ArrayList<>(), covers);
                flatten(block, w.ruleItem(), later);
                later.add(block);
            }
        }
    }

    public static String unquote(String s) {
        return s.substring(1, s.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
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
                            if (rules.sideMatch == null) rules.sideMatch = new org.tilerules.engine.SideMatch();
                            rules.sideMatch.allow(k.id, other.id);
                        }
                    }
                }
            }
        }
    }

    private void declare(Unit u, RuleItemContext item, Map<String, List<SumsPropContext>> sums) {
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
                org.tilerules.runtime.Counters.Counter c = new org.tilerules.runtime.Counters.Counter(n, per, id);
                c.perTurn = vi.turn != null;
                if (c.perTurn) rules.anyTurnCounter = true;
                rules.counters.add(c);
            }
        } else if (item instanceof TagItemContext ti) {
            looks.read(f, ti.drawClause(), rules.tagLooks.computeIfAbsent(ti.name().getText(), t -> new org.tilerules.model.Look()));
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
