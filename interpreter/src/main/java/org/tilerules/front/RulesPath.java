package org.tilerules.front;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Where rule sets are found: an ordered list of folders of rule sets (each rule set a subfolder
 * holding .rules files), searched first to last. A name found in two folders is the first
 * folder's: a modder's folder given before the program's own may replace one of its rule sets.
 */
public final class RulesPath {
    private final List<Path> dirs;

    private RulesPath(List<Path> dirs) {
        if (dirs.isEmpty()) throw new IllegalArgumentException("a search path needs at least one folder");
        this.dirs = List.copyOf(dirs);
    }

    /** The folders in search order (repeats dropped, the first kept). */
    public static RulesPath of(List<Path> dirs) {
        List<Path> out = new ArrayList<>();
        List<Path> seen = new ArrayList<>();
        for (Path d : dirs) {
            Path key = d.toAbsolutePath().normalize();
            if (seen.contains(key)) continue;
            seen.add(key);
            out.add(d);
        }
        return new RulesPath(out);
    }

    public static RulesPath of(Path... dirs) { return of(List.of(dirs)); }

    /** This path with {@code dir} searched first, unless it is already one of its folders (then the order stays). */
    public RulesPath withFirst(Path dir) {
        Path key = dir.toAbsolutePath().normalize();
        for (Path d : dirs) if (d.toAbsolutePath().normalize().equals(key)) return this;
        List<Path> out = new ArrayList<>(List.of(dir));
        out.addAll(dirs);
        return new RulesPath(out);
    }

    /** This path with {@code dir} searched first, moved there if it is one of its folders already. */
    public RulesPath front(Path dir) {
        Path key = dir.toAbsolutePath().normalize();
        List<Path> out = new ArrayList<>(List.of(dir));
        for (Path d : dirs) if (!d.toAbsolutePath().normalize().equals(key)) out.add(d);
        return new RulesPath(out);
    }

    public List<Path> dirs() { return dirs; }

    /** The first folder, where a message about the search path as a whole points. */
    public Path first() { return dirs.get(0); }

    /** The last folder: the program's own when the path was made by the command line. */
    public Path last() { return dirs.get(dirs.size() - 1); }

    /** The folder of rule set {@code name}: the first folder's subfolder of that name holding .rules files; else null. */
    public Path find(String name) {
        for (Path d : dirs) {
            Path p = Parsing.resolve(d, name);   // null for a name no folder can have (a NUL in it)
            if (p != null && d.toAbsolutePath().normalize().equals(p.toAbsolutePath().normalize().getParent()) && holdsRules(p)) return p;
        }
        return null;
    }

    /** The position in the search path of the folder holding rule set {@code name} (0: the first), or the path's length. */
    public int rank(String name) {
        Path found = find(name);
        for (int i = 0; i < dirs.size(); i++) {
            if (found != null && dirs.get(i).toAbsolutePath().normalize().equals(found.toAbsolutePath().normalize().getParent())) return i;
        }
        return dirs.size();
    }

    /** Every rule set name, from all folders, sorted, each once. */
    public List<String> available() {
        TreeSet<String> out = new TreeSet<>();
        for (Path d : dirs) out.addAll(in(d));
        return new ArrayList<>(out);
    }

    /** Rule set names found in more than one folder, each with its folders in search order (the first is used). */
    public Map<String, List<Path>> shadowed() {
        Map<String, List<Path>> where = new LinkedHashMap<>();
        for (Path d : dirs) for (String n : in(d)) where.computeIfAbsent(n, x -> new ArrayList<>()).add(Parsing.resolve(d, n));
        where.values().removeIf(l -> l.size() < 2);
        return where;
    }

    /** The rule sets one folder holds: its subfolders holding .rules files, sorted. */
    static List<String> in(Path dir) {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(Files::isDirectory).sorted().forEach(p -> {
                if (holdsRules(p)) out.add(p.getFileName().toString());
            });
        } catch (IOException ignored) {
            // no folder, no rule sets
        }
        return out;
    }

    private static boolean holdsRules(Path p) {
        if (!Files.isDirectory(p)) return false;
        try (Stream<Path> f = Files.list(p)) {
            return f.anyMatch(x -> x.toString().endsWith(".rules"));
        } catch (IOException e) {
            return false;    // an unreadable folder is simply not offered
        }
    }

    /** The folders as a reader sees them, joined with ", ". */
    public String describe() {
        return String.join(", ", dirs.stream().map(Parsing::display).toList());
    }

    @Override public boolean equals(Object o) { return o instanceof RulesPath p && p.dirs.equals(dirs); }

    @Override public int hashCode() { return dirs.hashCode(); }

    @Override public String toString() { return describe(); }
}
