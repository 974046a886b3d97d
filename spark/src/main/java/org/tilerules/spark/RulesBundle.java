package org.tilerules.spark;

import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.runtime.Rules;
import org.tilerules.script.ScriptModule;
import org.tilerules.script.ScriptModules;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The rule files a job plays, carried to the executors with the job: every
 * file under the rule sets folders (a modder's and the program's), and the tile and script files the loaded
 * rules read wherever they lie, by their paths relative to a common folder.
 * An executor writes them once into a folder of its own and loads the rules
 * from there once per rule set list, so a modder's folder plays on a cluster
 * as it does at home, with no shared file system.
 */
final class RulesBundle implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The rule sets folders in search order, relative to the bundle's root ('/'-separated; "" for the root itself). */
    final ArrayList<String> rulesDirs;
    /** File contents by path relative to the root, sorted. */
    final TreeMap<String, byte[]> files;
    /** SHA-256 of the paths and contents: names the unpacked folder and the loaded rules. */
    final String digest;

    private static final Map<String, Path> UNPACKED = new ConcurrentHashMap<>();
    private static final Map<String, Rules> LOADED = new ConcurrentHashMap<>();

    private RulesBundle(ArrayList<String> rulesDirs, TreeMap<String, byte[]> files) {
        this.rulesDirs = rulesDirs;
        this.files = files;
        this.digest = digest(String.join("\n", rulesDirs), files);
    }

    /** The rule sets folder's files and those outside it that {@code rules} (loaded from it) read. */
    static RulesBundle of(Path rulesetsDir, Rules rules) { return of(RulesPath.of(rulesetsDir), rules); }

    /** The files of every folder of the search path and those outside them that {@code rules} (loaded along it) read. */
    static RulesBundle of(RulesPath path, Rules rules) { return of(path, List.of(rules)); }

    /** The files of every folder of the search path and those outside them that any of {@code loaded} (loaded along it) read. */
    static RulesBundle of(RulesPath path, List<Rules> loaded) {
        List<Path> dirs = new ArrayList<>();
        List<Path> all = new ArrayList<>();
        for (Path rulesetsDir : path.dirs()) {
            Path dir = rulesetsDir.toAbsolutePath().normalize();
            dirs.add(dir);
            try (Stream<Path> s = Files.walk(dir)) {
                s.filter(Files::isRegularFile).forEach(all::add);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + rulesetsDir + ": " + e.getMessage(), e);
            }
        }
        for (Rules rules : loaded) {
            for (Path t : rules.tileFiles) all.add(t.toAbsolutePath().normalize());
            for (ScriptModule m : ScriptModules.in(rules).all()) if (m.path != null) all.add(m.path.toAbsolutePath().normalize());
        }
        Path root = dirs.get(0);
        for (Path p : dirs) while (!p.startsWith(root)) root = root.getParent();
        for (Path p : all) while (!p.startsWith(root)) root = root.getParent();
        TreeMap<String, byte[]> files = new TreeMap<>();
        for (Path p : all) {
            String rel = slashed(root.relativize(p));
            if (files.containsKey(rel)) continue;
            try {
                files.put(rel, Files.readAllBytes(p));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + p + ": " + e.getMessage(), e);
            }
        }
        ArrayList<String> rel = new ArrayList<>();
        for (Path d : dirs) rel.add(slashed(root.relativize(d)));
        return new RulesBundle(rel, files);
    }

    /** The rules of {@code names}, loaded once per bundle and list in this JVM from its unpacked copy. */
    Rules load(List<String> names) {
        return LOADED.computeIfAbsent(digest + " " + String.join(",", names), k -> {
            Path at = unpack();
            return RulesLoader.load(RulesPath.of(rulesDirs.stream().map(at::resolve).toList()), names);
        });
    }

    /**
     * Makes {@code rules}, loaded by the driver from the files this bundle was made of, the rules of {@code names}
     * in this JVM: in local mode the executors are the driver's threads and load nothing again.
     */
    void remember(List<String> names, Rules rules) { LOADED.putIfAbsent(digest + " " + String.join(",", names), rules); }

    /** The folder this bundle was written to in this JVM, written on first use. */
    Path unpack() {
        return UNPACKED.computeIfAbsent(digest, d -> {
            try {
                Path root = Files.createTempDirectory("tilerules-rules-");
                for (Map.Entry<String, byte[]> e : files.entrySet()) {
                    Path p = root.resolve(e.getKey());
                    Files.createDirectories(p.getParent());
                    Files.write(p, e.getValue());
                }
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root)));
                return root;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot unpack the rule files: " + e.getMessage(), e);
            }
        });
    }

    static void delete(Path root) {
        try (Stream<Path> s = Files.walk(root)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException ignored) {
            // a temporary folder left behind is harmless
        }
    }

    private static String slashed(Path rel) {
        List<String> parts = new ArrayList<>();
        for (Path p : rel) if (!p.toString().isEmpty()) parts.add(p.toString());
        return String.join("/", parts);
    }

    private static String digest(String rulesDir, TreeMap<String, byte[]> files) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(rulesDir.getBytes(StandardCharsets.UTF_8));
            for (Map.Entry<String, byte[]> e : files.entrySet()) {
                md.update((byte) 0);
                md.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(e.getValue());
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
