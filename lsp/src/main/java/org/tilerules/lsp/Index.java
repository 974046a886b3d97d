package org.tilerules.lsp;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.builtins.Builtins;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.Parsing;
import org.tilerules.front.PieceCompiler;
import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.lsp.Decl.What;
import org.tilerules.runtime.Type;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The names declared in a folder of rule sets and the tile files they read,
 * taken from the parse trees (not from compiled rules), so that a file with
 * errors still offers what it declares, with positions and comments.
 */
final class Index {
    /** A rule set: its files, what it extends, the tile files it reads and what it declares. */
    record RuleSet(String name, List<Path> files, List<String> parents, List<Path> tileFiles, List<Decl> decls) {}

    private final Sources sources;
    private final Map<String, RuleSet> sets = new LinkedHashMap<>();
    private final Map<Path, List<Decl>> tiles = new LinkedHashMap<>();

    private Index(Sources sources) { this.sources = sources; }

    /** Reads every rule set found along a search path, each name from the first folder holding it (with the editor's unsaved texts). */
    static Index of(RulesPath rulesets, Sources sources) {
        Index ix = new Index(sources);
        if (rulesets != null) for (String name : RulesLoader.available(rulesets)) ix.readRuleSet(rulesets.find(name), name);
        return ix;
    }

    Collection<RuleSet> ruleSets() { return sets.values(); }

    RuleSet ruleSet(String name) { return sets.get(name); }

    /** The rule sets named and everything they extend, each after what it extends; every rule set when none is named. */
    Set<String> closure(Collection<String> names) {
        Set<String> out = new LinkedHashSet<>();
        Set<String> seen = new HashSet<>();
        for (String n : names.isEmpty() ? sets.keySet() : names) addWithParents(n, out, seen);
        return out;
    }

    private void addWithParents(String name, Set<String> out, Set<String> seen) {
        RuleSet rs = sets.get(name);
        if (rs == null || !seen.add(name)) return;      // seen: a rule set that extends itself ends here
        for (String p : rs.parents()) addWithParents(p, out, seen);
        out.add(name);
    }

    /** The names the given rule sets declare, with their tiles and the tiles' features. */
    List<Decl> decls(Collection<String> ruleSets) {
        List<Decl> out = new ArrayList<>();
        Set<Path> tileFiles = new LinkedHashSet<>();
        for (String n : ruleSets) {
            RuleSet rs = sets.get(n);
            if (rs == null) continue;
            out.addAll(rs.decls());
            tileFiles.addAll(rs.tileFiles());
        }
        for (Path t : tileFiles) out.addAll(tiles.getOrDefault(t, List.of()));
        return out;
    }

    /** What one tile file declares (read now if no rule set reads it). */
    List<Decl> tileFile(Path file) {
        Path f = file.toAbsolutePath().normalize();
        List<Decl> known = tiles.get(f);
        return known != null ? known : readTiles(f);
    }

    /** What one rule file declares, with the rule set it belongs to as owner. */
    List<Decl> rulesFile(Path file) {
        Path f = file.toAbsolutePath().normalize();
        for (RuleSet rs : sets.values()) {
            if (rs.files().contains(f)) {
                return rs.decls().stream().filter(d -> d.file().equals(f)).toList();
            }
        }
        return List.of();
    }

    private void readRuleSet(Path dir, String name) {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> p.toString().endsWith(".rules")).sorted().forEach(p -> files.add(p.toAbsolutePath().normalize()));
        } catch (IOException e) {
            return;
        }
        RuleSet rs = new RuleSet(name, files, new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        sets.put(name, rs);
        for (Path f : files) readRules(f, rs);
        for (Path t : rs.tileFiles()) if (!tiles.containsKey(t)) readTiles(t);
    }

    /**
     * What one file declared, kept while its text stays the same: each request (completion, hover) builds an
     * index, and reading again only the files whose text changed keeps it fast (docs/authoring.md, speed).
     */
    private record Read(String text, String ruleSet, RuleSet declared, List<Decl> tileDecls) {}

    private static final Map<Path, Read> READ = new ConcurrentHashMap<>();

    private void readRules(Path file, RuleSet rs) {
        String text = sources.text(file);
        if (text == null) return;
        Read known = READ.get(file);
        if (known == null || !known.text().equals(text) || !known.ruleSet().equals(rs.name()) || known.declared() == null) {
            RuleSet mine = new RuleSet(rs.name(), rs.files(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            parseRules(file, mine, text);
            known = new Read(text, rs.name(), mine, null);
            READ.put(file, known);
        }
        rs.parents().addAll(known.declared().parents());
        rs.tileFiles().addAll(known.declared().tileFiles());
        rs.decls().addAll(known.declared().decls());
    }

    private void parseRules(Path file, RuleSet rs, String text) {
        List<String> lines = text.lines().toList();
        RulesFileContext tree = Parsing.parser(file.toString(), text, new Diagnostics()).rulesFile();
        List<DashedNameContext> names = tree.dashedName();
        if (names.isEmpty()) return;
        add(rs.decls(), decl(What.RULESET, names.get(0).getText(), rs.name(), file, names.get(0), tree.getStart().getLine(), lines));
        for (int i = 1; i < names.size(); i++) rs.parents().add(names.get(i).getText());
        for (RuleItemContext item : tree.ruleItem()) readItem(item, file, rs, lines);
    }

    /** What one item declares; the items of a {@code with RULESET { ... }} block count as the rule set's own. */
    private void readItem(RuleItemContext item, Path file, RuleSet rs, List<String> lines) {
        List<Decl> out = rs.decls();
        String owner = rs.name();
        if (item instanceof TilesItemContext t && t.STRING() != null) {
            String rel = t.STRING().getText();
            rs.tileFiles().add(file.getParent().resolve(rel.substring(1, rel.length() - 1)).toAbsolutePath().normalize());
        } else if (item instanceof FeatureItemContext f && f.name() != null) {
            add(out, decl(What.KIND, f.name().getText(), owner, file, f.name(), f, lines));
        } else if (item instanceof PieceItemContext pc && !pc.name().isEmpty()) {
            // the store follows from the properties, as the loader derives it (a figure, tokens, a title, ...)
            for (String w : PieceCompiler.kinds(pc)) {
                What what = What.valueOf(w);
                for (NameContext n : pc.name()) add(out, decl(what, n.getText(), owner, file, n, pc, lines));
            }
        } else if (item instanceof OptionItemContext o && o.name() != null) {
            add(out, decl(What.OPTION, o.name().getText(), owner, file, o.name(), o, lines));
        } else if (item instanceof ZoneItemContext z) {
            for (ZoneDeclContext zd : z.zoneDecl()) {
                if (zd.zone != null) add(out, decl(What.ZONE, zd.zone.getText(), owner, file, zd.zone, z, lines));
            }
        } else if (item instanceof ScriptItemContext sc && sc.name() != null) {
            add(out, decl(What.SCRIPT, sc.name().getText(), owner, file, sc.name(), sc, lines));
        } else if (item instanceof TurnItemContext t) {
            for (StepDeclContext sd : t.stepDecl()) {
                if (sd.step != null) add(out, decl(What.STEP, sd.step.getText(), owner, file, sd.step, sd, lines));
            }
        } else if (item instanceof ValueItemContext v && v.fname != null) {
            add(out, decl(What.VALUE, v.fname.getText(), owner, file, v.fname, v, lines));
        } else if (item instanceof VarItemContext v && v.name() != null) {
            add(out, decl(What.COUNTER, v.name().getText(), owner, file, v.name(), v, lines));
        } else if (item instanceof ActionItemContext a && a.fname != null) {
            add(out, decl(What.ACTION, a.fname.getText(), owner, file, a.fname, a, lines));
        } else if (item instanceof AdditionItemContext a && a.add != null) {
            add(out, decl(What.ADDITION, a.add.getText(), owner, file, a.add, a, lines));
        } else if (item instanceof TagItemContext t && t.name() != null) {
            add(out, decl(What.TAG, t.name().getText(), owner, file, t.name(), t, lines));
        } else if (item instanceof WithItemContext w) {
            for (RuleItemContext inner : w.ruleItem()) readItem(inner, file, rs, lines);
        }
    }

    /**
     * The built-in actions, names and functions, as declarations without a file (their text is the signature,
     * their comment the doc line; a function of two forms shows both).
     */
    static List<Decl> builtins() {
        List<Decl> out = new ArrayList<>();
        for (Builtins.Action a : Builtins.actions()) {
            out.add(new Decl(What.BUILTIN, a.name(), "", null, 0, 0, a.signature(), a.doc()));
        }
        List<Builtins.Entry> global = Builtins.all().stream().filter(e -> e.receiver() == null).toList();
        for (String name : global.stream().map(Builtins.Entry::name).distinct().toList()) {
            List<Builtins.Entry> forms = global.stream().filter(e -> e.name().equals(name)).toList();
            out.add(builtin(forms.get(0).isName() ? What.BUILTIN_NAME : What.BUILTIN_FUNCTION, name, "", forms));
        }
        return out;
    }

    /** The actions of scenario set-ups ({@code setup { set_score(red, 5) }}), as declarations without a file. */
    static List<Decl> setUpActions() {
        List<Decl> out = new ArrayList<>();
        for (Builtins.Action a : Builtins.setUpActions()) out.add(new Decl(What.BUILTIN, a.name(), "", null, 0, 0, a.signature(), a.doc()));
        return out;
    }

    /** The built-in members of a type (of every type when it is null), one declaration per name. */
    static List<Decl> members(Type receiver) {
        List<Decl> out = new ArrayList<>();
        List<Builtins.Entry> all = Builtins.members(receiver);
        Set<String> seen = new HashSet<>();
        for (Builtins.Entry e : all) {
            if (!seen.add(e.name())) continue;          // of every type: one declaration per name, with each type's forms
            List<Builtins.Entry> forms = all.stream().filter(f -> f.name().equals(e.name())).toList();
            String owner = forms.stream().map(f -> f.receiver().description).distinct().collect(Collectors.joining(" or "));
            out.add(builtin(What.BUILTIN_MEMBER, e.name(), owner, forms));
        }
        return out;
    }

    private static Decl builtin(What what, String name, String owner, List<Builtins.Entry> forms) {
        String shown = forms.stream().map(f -> f.signature() + " : " + f.resultWord()).collect(Collectors.joining("\n"));
        String doc = forms.size() == 1 ? forms.get(0).doc()
                : forms.stream().map(f -> f.signature() + ": " + f.doc()).collect(Collectors.joining("\n"));
        return new Decl(what, name, owner, null, 0, 0, shown, doc);
    }

    private List<Decl> readTiles(Path file) {
        String text = sources.text(file);
        Read known = text == null ? null : READ.get(file);
        if (known != null && known.text().equals(text) && known.tileDecls() != null) {
            tiles.put(file, known.tileDecls());
            return known.tileDecls();
        }
        List<Decl> out = new ArrayList<>();
        tiles.put(file, out);
        if (text == null) return out;
        READ.put(file, new Read(text, "", null, out));
        List<String> lines = text.lines().toList();
        TilesFileContext tree = Parsing.parser(file.toString(), text, new Diagnostics()).tilesFile();
        if (tree.dashedName() != null) {
            add(out, decl(What.TILESET, tree.dashedName().getText(), "", file, tree.dashedName(), tree.getStart().getLine(), lines));
        }
        for (TileDeclContext td : tree.tileDecl()) {
            if (td.id == null) continue;
            String tile = td.id.getText();
            add(out, decl(What.TILE, tile, "", file, td.id, td, lines));
            for (FeatureDeclContext fd : td.featureDecl()) {
                if (fd.fname != null) add(out, decl(What.TILE_FEATURE, fd.fname.getText(), tile, file, fd.fname, fd, lines));
            }
        }
        return out;
    }

    /** A declaration whose shown text runs over the lines of {@code whole}. */
    private static Decl decl(What what, String name, String owner, Path file, ParserRuleContext at,
                             ParserRuleContext whole, List<String> lines) {
        int last = whole.getStop() == null ? whole.getStart().getLine() : whole.getStop().getLine();
        return decl(what, name, owner, file, at, last, lines);
    }

    private static final int MAX_SHOWN_LINES = 14;

    /** A name the parser made up while recovering from an error is no declaration. */
    private static void add(List<Decl> out, Decl d) {
        if (d.name().matches("[A-Za-z_][A-Za-z_0-9-]*")) out.add(d);
    }

    private static Decl decl(What what, String name, String owner, Path file, ParserRuleContext at, int lastLine,
                             List<String> lines) {
        int line = at.getStart().getLine() - 1;
        if (line < 0 || line >= lines.size()) {      // the end of a half-typed file
            return new Decl(what, name, owner, file, Math.max(0, line), 0, name, "");
        }
        int end = Math.min(Math.max(line, lastLine - 1), Math.min(lines.size() - 1, line + MAX_SHOWN_LINES - 1));
        StringBuilder shown = new StringBuilder();
        int indent = lines.get(line).length() - lines.get(line).stripLeading().length();
        for (int i = line; i <= end; i++) {
            String l = lines.get(i);
            int cut = Math.min(indent, l.length() - l.stripLeading().length());
            shown.append(l.substring(cut).stripTrailing()).append('\n');
        }
        if (end < lastLine - 1) shown.append("...\n");
        return new Decl(what, name, owner, file, line, at.getStart().getCharPositionInLine(), shown.toString().stripTrailing(),
                Sources.docAt(lines, line));
    }
}
