package org.tilerules.check;

import org.tilerules.front.Diagnostic;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.Parsing;
import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.front.TilesReader;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;
import org.tilerules.scenario.ScenarioFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Checks rule, tile and scenario files without playing (above front/ and scenario/, which it uses): a rule file is
 * compiled with its rule set; a tile file is read against the feature kinds of
 * the rule sets that load it (or of every rule set when none does).
 */
public final class Checker {
    private final RulesPath defaultRulesets;

    public Checker(Path defaultRulesets) { this(RulesPath.of(defaultRulesets)); }

    /** Files outside any rulesets tree find their rule sets along {@code defaultRulesets}. */
    public Checker(RulesPath defaultRulesets) { this.defaultRulesets = defaultRulesets; }

    /** Every file the paths name or contain, and the diagnostics, sorted and without repeats. */
    public Result check(List<Path> paths) {
        List<Path> files = new ArrayList<>();
        Set<String> diags = new LinkedHashSet<>(), warns = new LinkedHashSet<>();
        TreeSet<Diagnostic> warnings = new TreeSet<>();
        for (Diagnostic d : collect(paths, files, warnings)) diags.add(d.toString());
        for (Diagnostic w : warnings) warns.add(w.file() + ":" + w.line() + ":" + w.col() + ": warning: " + w.message());
        return new Result(files.size(), new ArrayList<>(diags), new ArrayList<>(warns));
    }

    /** The diagnostics {@link #check} prints, as records, sorted by file, line and column. */
    public List<Diagnostic> problems(List<Path> paths) {
        return new ArrayList<>(collect(paths, new ArrayList<>(), new TreeSet<>()));
    }

    private TreeSet<Diagnostic> collect(List<Path> paths, List<Path> files, TreeSet<Diagnostic> warnings) {
        TreeSet<Diagnostic> sorted = new TreeSet<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(Files::isRegularFile).filter(Checker::checkable).sorted().forEach(files::add);
                } catch (IOException e) {
                    sorted.add(new Diagnostic(Parsing.display(p), 1, 1, "cannot read the folder: " + e.getMessage()));
                }
            } else if (!Files.exists(p) && !Parsing.unsaved(p)) {
                sorted.add(new Diagnostic(Parsing.display(p), 1, 1, "no such file or folder"));
            } else if (!checkable(p)) {
                sorted.add(new Diagnostic(Parsing.display(p), 1, 1, "not a .rules, .tiles or .scenario file"));
            } else files.add(p);
        }
        for (Path f : files) {
            Diagnostics d = new Diagnostics();
            String name = f.getFileName().toString();
            if (name.endsWith(".rules")) checkRules(f, d);
            else if (name.endsWith(".tiles")) checkTiles(f, d);
            else ScenarioFile.check(f, rulesetsFor(f), d);
            sorted.addAll(d.all());
            String shown = Parsing.display(f);   // a rule file's own warnings (not those of the rule sets it loads with)
            for (Diagnostic w : d.warnings()) if (w.file().equals(shown)) warnings.add(w);
        }
        return sorted;
    }

    /** The problems (each fails the check) and the warnings (printed, not failing), each {@code file:line:col: message}. */
    public record Result(int files, List<String> diagnostics, List<String> warnings) {}

    private static boolean checkable(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".rules") || n.endsWith(".tiles") || n.endsWith(".scenario");
    }

    /**
     * Where a file's rule sets are found: the rulesets folder above it searched first (unless it
     * is on the search path already, whose order then stays), then the search path given.
     */
    public RulesPath rulesetsFor(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        for (Path d : defaultRulesets.dirs()) if (abs.startsWith(d.toAbsolutePath().normalize())) return defaultRulesets;
        for (Path p = file.toAbsolutePath().getParent(); p != null; p = p.getParent()) {
            if (p.getFileName() != null && p.getFileName().toString().equals("rulesets")) return defaultRulesets.withFirst(p);
            if (Files.isDirectory(p.resolve("rulesets"))) return defaultRulesets.withFirst(p.resolve("rulesets"));
        }
        return defaultRulesets;
    }

    private void checkRules(Path f, Diagnostics d) {
        Path dir = f.toAbsolutePath().getParent();
        // a combination file (ruleset A with B) is compiled with its partners, else it would not be
        List<String> names = new ArrayList<>(List.of(dir.getFileName().toString()));
        names.addAll(RulesLoader.partners(f));
        // close the script contexts the load opened: a language server checks again and again
        // the file's own folder first: the rule set checked is the one the file belongs to, even when
        // a folder earlier on the search path holds a rule set of the same name
        RulesLoader.load(rulesetsFor(f).front(dir.getParent()), names, d).scripts.close();
    }

    private void checkTiles(Path f, Diagnostics d) {
        Path abs = f.toAbsolutePath().normalize();
        RulesPath rulesets = rulesetsFor(f);
        Set<String> kinds = new LinkedHashSet<>();
        boolean loadedBySome = false;
        for (String rs : RulesLoader.available(rulesets)) {
            Diagnostics rd = new Diagnostics();
            Rules r = RulesLoader.load(rulesets, List.of(rs), rd);
            r.scripts.close();
            for (Kind k : r.kinds) kinds.add(k.name);
            if (r.tileFiles.contains(abs)) {
                loadedBySome = true;
                String shown = Parsing.display(f);
                for (Diagnostic x : rd.all()) if (x.file().equals(shown)) d.all().add(x);
            }
        }
        if (loadedBySome) return;
        Rules bare = new Rules();
        for (String k : kinds) {
            Kind kind = new Kind(bare.kinds.size(), k);
            bare.kinds.add(kind);
            bare.kindByName.put(k, kind);
        }
        new TilesReader(bare, d).read(f);
    }
}
