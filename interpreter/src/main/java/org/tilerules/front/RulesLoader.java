package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.grammar.TilerulesParser;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.builtins.Builtins;
import org.tilerules.runtime.Rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Loads rule sets by name from a folder of rule sets, each with the rule sets
 * it extends first, with the combination files whose partners are all loaded,
 * orders their units, and has them compiled together into one {@link Rules}
 * ({@link RulesCompiler}: declarations, then tile files, then every expression
 * and statement).
 */
public final class RulesLoader {
    private final RulesPath path;
    private final Diagnostics diags;
    private final Rules rules = new Rules();
    private final List<Unit> units = new ArrayList<>();
    private final Set<String> loading = new LinkedHashSet<>();
    private final Set<String> loaded = new LinkedHashSet<>();
    /** Combination files ({@code ruleset A with B}): compiled last, and only if every partner is loaded. */
    private final List<Unit> combinations = new ArrayList<>();
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
        rules.stores.addAll(Builtins.storeMakers());
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

    private void require(String name, String from, ParserRuleContext at) {
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
        combinations.sort(Comparator.comparingInt(u -> u.tree().with.size()));   // stable: load order within
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

    /** Orders the units, checks for conflicts, and compiles them ({@link RulesCompiler}). */
    private void compile() {
        order();
        new Conflicts(path, parents, diags).check(units);
        new RulesCompiler(rules, diags, units).compile();
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
}
