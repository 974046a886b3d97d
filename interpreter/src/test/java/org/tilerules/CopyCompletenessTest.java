package org.tilerules;

import org.junit.jupiter.api.Test;
import org.tilerules.agents.RandomAgent;
import org.tilerules.engine.IntList;
import org.tilerules.engine.NotCopied;
import org.tilerules.engine.Shared;
import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Store;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A copy of a game cannot forget a field. Games with rich rule sets (every rule set that combines, and
 * single expansions with scripts) are played with random choices; at the start of turns (where look-ahead
 * copies a game) and inside decisions, the game is copied and the test walks the original and the copy
 * side by side, by reflection, through every field of the game, its board, graph, bag and stores, and
 * every object of the project they reach:
 * <ol>
 * <li>the copy's content equals the original's, field by field;</li>
 * <li>no mutable object (an array, a list, a map, an object of the project) of the copy is the original's
 *     own, unless its field is marked {@link Shared} (never changed once set up);</li>
 * <li>across all the copies made, every field that is copied took at least two different values (a final
 *     field: a value other than Java's default), so a field the copy leaves at its first value cannot hide
 *     behind a game that never changed it.</li>
 * </ol>
 * A field that is neither copied nor marked {@link Shared} or {@link NotCopied} (with the reason) fails 1 or
 * 2, and a field added later is walked with no change to this test (a store class no game holds fails it).
 * The mutation results of the copy test (six deliberate breaks, each failing here) are in
 * docs/engine.md, "Copies that cannot be forgotten".
 */
class CopyCompletenessTest {
    /** The rule sets played, and how many games of each, with how many players. */
    static final Object[][] GAMES = {
        {"all", 4, 1}, {"all", 2, 1}, {"lucky", 3, 2}, {"house", 3, 2}, {"hills", 2, 2},
        {"river-2,bridges-castles-bazaars", 2, 3}, {"labyrinth", 2, 2}, {"gold-mines", 2, 2}, {"princess-and-dragon", 2, 2},
        {"base,masons", 2, 2},      // examples/rulesets/masons: who laid each tile (capabilities/placements)
    };

    /**
     * Fields no game of the test gives two values, each with the reason; the copy still compares them (1 and 2).
     */
    static final Map<String, String> NOT_VARIED = Map.of(
            "Graph.dynRel", "the relation of a wild tile's feature to what it closes: every shipped wild tile's is the "
                    + "first relation declared (0); dynTo and dynNext beside it vary");

    /** Walks an original and its copy side by side; collects problems and, per field, the values seen. */
    static final class Walk {
        /** Per field path (snapshot and indices left out): the first problem found there. */
        final Map<String, String> problems = new TreeMap<>();
        /** Per field ("Class.field"): the fingerprints of the original's values seen. */
        final Map<String, Set<String>> seen = new TreeMap<>();
        final Set<String> finals = new TreeSet<>(), objects = new TreeSet<>(), marked = new TreeSet<>();
        private IdentityHashMap<Object, Object> visited;

        void game(Game o, Game c, String where) {
            visited = new IdentityHashMap<>();
            compare(o, c, where);
        }

        private void problem(String s) {
            String at = s.substring(s.indexOf(')') + 1, s.indexOf(':')).replaceAll("\\[\\d+\\]", "[]");
            problems.putIfAbsent(at, s);
        }

        void compare(Object o, Object c, String path) {
            if (o == null || c == null) {
                if (o != c) problem(path + ": the original holds " + describe(o) + ", the copy " + describe(c));
                return;
            }
            Class<?> k = o.getClass();
            if (k != c.getClass()) { problem(path + ": the original holds a " + k.getName() + ", the copy a " + c.getClass().getName()); return; }
            if (isValue(k)) {
                if (!o.equals(c)) problem(path + ": the original holds " + o + ", the copy " + c);
                return;
            }
            if (k.isRecord()) {          // shallowly immutable: may be shared; compared when not
                if (o != c) fields(o, c, path, false);
                return;
            }
            if (o == c) {
                if (k.isArray() && Array.getLength(o) == 0) return;   // nothing in it to change
                problem(path + ": the copy shares this " + k.getSimpleName() + " with the original (copy it, or mark the field @Shared with the reason)");
                return;
            }
            if (visited.containsKey(o)) {
                if (visited.get(o) != c) problem(path + ": the original reaches this object by another path too, the copy reaches two objects");
                return;
            }
            visited.put(o, c);
            if (k.isArray()) { arrays(o, c, path); return; }
            if (o instanceof IntList a) {
                if (!Arrays.equals(a.toArray(), ((IntList) c).toArray()))
                    problem(path + ": the original holds " + a + ", the copy " + c);
                return;
            }
            if (o instanceof List<?> a) {
                List<?> b = (List<?>) c;
                if (a.size() != b.size()) { problem(path + ": the original holds " + a.size() + " elements, the copy " + b.size()); return; }
                for (int i = 0; i < a.size(); i++) compare(a.get(i), b.get(i), path + "[" + i + "]");
                return;
            }
            if (o instanceof Map<?, ?> a) {
                Map<?, ?> b = (Map<?, ?>) c;
                if (!a.keySet().equals(b.keySet())) { problem(path + ": the keys differ: " + a.keySet() + " / " + b.keySet()); return; }
                for (Map.Entry<?, ?> e : a.entrySet()) compare(e.getValue(), b.get(e.getKey()), path + "[" + e.getKey() + "]");
                return;
            }
            if (o instanceof Collection<?> a) {
                if (!a.equals(c)) problem(path + ": the original holds " + a + ", the copy " + c);
                return;
            }
            if (!k.getName().startsWith("org.tilerules.") || k.isSynthetic() || k.getName().contains("$$Lambda")) {
                problem(path + ": a " + k.getName() + " the test cannot look into; mark the field @Shared or @NotCopied with the reason, or teach the test");
                return;
            }
            fields(o, c, path, true);
        }

        private void fields(Object o, Object c, String path, boolean record) {
            for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
                for (Field f : k.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers())) continue;
                    String key = k.getSimpleName() + "." + f.getName();
                    if (f.isAnnotationPresent(Shared.class) || f.isAnnotationPresent(NotCopied.class)) {
                        marked.add(key);
                        continue;
                    }
                    f.setAccessible(true);
                    Object ov, cv;
                    try {
                        ov = f.get(o);
                        cv = f.get(c);
                    } catch (IllegalAccessException e) {
                        throw new AssertionError(key, e);
                    }
                    if (record) {
                        seen.computeIfAbsent(key, x -> new TreeSet<>()).add(fingerprint(ov));
                        if (Modifier.isFinal(f.getModifiers())) finals.add(key);
                        if (ov != null && !isValue(ov.getClass()) && !ov.getClass().isArray() && !(ov instanceof IntList)
                                && !(ov instanceof Collection) && !(ov instanceof Map)) objects.add(key);
                    }
                    compare(ov, cv, path + "." + f.getName());
                }
            }
        }

        private void arrays(Object o, Object c, String path) {
            int n = Array.getLength(o), m = Array.getLength(c);
            if (n != m) {
                // a copy is sized by what is in use (Board.room): the rest of the longer array is room, all one value
                Object longer = n > m ? o : c;
                int k = Math.min(n, m);
                for (int i = k + 1; i < Math.max(n, m); i++) {
                    if (!Objects.equals(Array.get(longer, i), Array.get(longer, k))) {
                        problem(path + ": the original's array has " + n + " elements, the copy's " + m + ", and past " + k
                                + " the " + (n > m ? "original's" : "copy's") + " holds more than room (element " + i + ": " + Array.get(longer, i) + ")");
                        return;
                    }
                }
                o = copyOf(o, k);
                c = copyOf(c, k);
                n = k;
            }
            Class<?> e = o.getClass().getComponentType();
            if (e.isPrimitive()) {
                boolean same = switch (e.getName()) {
                    case "int" -> Arrays.equals((int[]) o, (int[]) c);
                    case "long" -> Arrays.equals((long[]) o, (long[]) c);
                    case "byte" -> Arrays.equals((byte[]) o, (byte[]) c);
                    case "boolean" -> Arrays.equals((boolean[]) o, (boolean[]) c);
                    case "short" -> Arrays.equals((short[]) o, (short[]) c);
                    case "char" -> Arrays.equals((char[]) o, (char[]) c);
                    case "double" -> Arrays.equals((double[]) o, (double[]) c);
                    default -> Arrays.equals((float[]) o, (float[]) c);
                };
                if (!same) {
                    int i = 0;
                    while (i < n && Array.get(o, i).equals(Array.get(c, i))) i++;
                    problem(path + "[" + i + "]: the original holds " + Array.get(o, i) + ", the copy " + Array.get(c, i));
                }
                return;
            }
            for (int i = 0; i < n; i++) compare(Array.get(o, i), Array.get(c, i), path + "[" + i + "]");
        }

        /** The first {@code k} elements of an array, as an array of its type. */
        private static Object copyOf(Object a, int k) {
            Object b = Array.newInstance(a.getClass().getComponentType(), k);
            System.arraycopy(a, 0, b, 0, k);
            return b;
        }

        static boolean isValue(Class<?> k) {
            return k.isPrimitive() || k == String.class || Number.class.isAssignableFrom(k) && k.getName().startsWith("java.lang.")
                    || k == Boolean.class || k == Character.class || k.isEnum() || k == Class.class;
        }

        static String describe(Object o) { return o == null ? "null" : o.getClass().getSimpleName(); }

        /** What tells one value of a field from another (content, not identity). */
        static String fingerprint(Object v) {
            if (v == null) return "null";
            if (isValue(v.getClass())) return v.toString();
            if (v.getClass().isArray() && v.getClass().getComponentType().isPrimitive()) {
                boolean zero = true;
                for (int i = 0, n = Array.getLength(v); i < n && zero; i++) zero = Array.get(v, i).toString().matches("0|0\\.0|false");
                if (zero) return "zero";
            }
            if (v instanceof int[] a) return "i" + Arrays.hashCode(a);
            if (v instanceof long[] a) return "l" + Arrays.hashCode(a);
            if (v instanceof byte[] a) return "b" + Arrays.hashCode(a);
            if (v instanceof boolean[] a) return "z" + Arrays.hashCode(a);
            if (v instanceof Object[] a) {
                StringBuilder s = new StringBuilder("[");
                for (Object x : a) s.append(x == null ? "n" : x instanceof IntList || x.getClass().isArray() ? fingerprint(x) : "o").append(',');
                return s.toString();
            }
            if (v instanceof IntList a) return "L" + Arrays.hashCode(a.toArray());
            if (v instanceof Collection<?> a) return "C" + a.size() + "/" + a.hashCode();
            if (v instanceof Map<?, ?> a) return "M" + a.size();
            return "object";
        }

        static boolean isDefault(String fingerprint) {
            return fingerprint.equals("null") || fingerprint.equals("0") || fingerprint.equals("false") || fingerprint.equals("0.0")
                    || fingerprint.equals("zero") || fingerprint.equals("L1") || fingerprint.equals("C0/1") || fingerprint.equals("M0");
        }

        /** The fields no copy showed a value of that a forgotten copy could not have: see the class comment, 3. */
        List<String> uncovered() {
            List<String> out = new ArrayList<>();
            for (Map.Entry<String, Set<String>> e : seen.entrySet()) {
                String key = e.getKey();
                Set<String> v = e.getValue();
                boolean covered;
                if (objects.contains(key) || NOT_VARIED.containsKey(key)) covered = true;         // its own fields are walked and counted
                else if (finals.contains(key)) covered = v.stream().anyMatch(x -> !isDefault(x));
                else covered = v.size() >= 2;
                if (!covered) out.add(key + " " + v);
            }
            return out;
        }
    }

    /** Answers at random and, every few decisions, copies the game it is asked from and walks both. */
    static final class CopyingAgent implements Agent {
        final RandomAgent random;
        final Walk walk;
        int asked;

        CopyingAgent(long seed, Walk walk) {
            random = new RandomAgent(seed);
            this.walk = walk;
        }

        @Override public int choose(Game g, int player, ChoiceSet options) {
            if (asked++ % 5 == 0) walk.game(g, g.copy(), "game (turn " + g.turn + ", decision)");
            return random.choose(g, player, options);
        }
    }

    static final Map<String, Rules> RULES = new LinkedHashMap<>();

    static synchronized Rules rules(String names) {
        return RULES.computeIfAbsent(names, n -> {
            Path rulesets = TestSupport.repo().resolve("rulesets");
            List<String> list = new ArrayList<>();
            if (n.equals("all")) {
                list.addAll(RulesLoader.all(rulesets, new ArrayList<>()));
                list.add("hills");      // named only: its bag of tokens in a zone is the one store no published expansion fills
            } else list.addAll(List.of(n.split(",")));
            // the example rule sets (a house rule, examples/rulesets) beside the program's
            return RulesLoader.load(RulesPath.of(TestSupport.repo().resolve("examples/rulesets"), rulesets), list);
        });
    }

    /** Plays the games of {@link #GAMES}, copying at turn starts and inside decisions; returns the walk. */
    static Walk playAll() {
        Walk walk = new Walk();
        long seed = 1;
        for (Object[] row : GAMES) {
            Rules rules = rules((String) row[0]);
            int players = (Integer) row[1], games = (Integer) row[2];
            for (int i = 0; i < games; i++, seed++) {
                String[] names = new String[players + (int) (seed % 2)];
                for (int p = 0; p < names.length; p++) names[p] = "p" + p;
                Game g = new Game(rules, names, rules.defaultOptions(), seed);
                for (int p = 0; p < names.length; p++) g.agents[p] = new CopyingAgent(seed * 31 + p, walk);
                g.setUp();
                walk.game(g, g.copy(), row[0] + " seed " + seed + " (set up)");
                while (!g.over && g.turn < 400) {
                    if (g.turn % 3 == 0) walk.game(g, g.copy(), row[0] + " seed " + seed + " (turn " + g.turn + ")");
                    g.runTurn();
                }
                // what only scenarios and converted records set (rolls and draws fixed in advance, tiles never
                // drawn), a turn cut short (by a rule error or an empty bag) and an award's reactions running, on a copy made for it
                Game t = g.copy();
                t.forcedRolls.add(2);
                t.forceDraw(0);
                t.setUnseen(new int[] {0}, true);
                t.turnAborted = true;
                t.awarded = 3;          // set only while `on majority` handlers run
                walk.game(t, t.copy(), row[0] + " seed " + seed + " (rolls and a draw fixed)");
                g.finish();
                walk.game(g, g.copy(), row[0] + " seed " + seed + " (over)");
            }
        }
        return walk;
    }

    @Test void everyFieldIsCopiedSharedOrMarked() {
        Walk walk = playAll();
        assertEquals(List.of(), new ArrayList<>(walk.problems.values()), "fields the copy forgot or shares");
        assertEquals(List.of(), walk.uncovered(), "fields no copy showed a value a forgotten copy would not have");
        assertTrue(walk.seen.size() > 80, "fields walked: " + walk.seen.keySet());
        // a store class no game of the test holds would go unwalked: every one must have been seen
        for (String store : storeClasses()) {
            assertTrue(walk.seen.keySet().stream().anyMatch(k -> k.startsWith(store + ".")),
                    "no game of the test holds a " + store + ": add a rule set that uses it to GAMES");
        }
    }

    /** The simple names of every subclass of {@link Store} among the project's compiled classes. */
    static List<String> storeClasses() {
        List<String> out = new ArrayList<>();
        try {
            Path root = Path.of(Store.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            List<Path> files;
            if (Files.isDirectory(root)) {
                try (var w = Files.walk(root)) { files = w.filter(f -> f.toString().endsWith(".class")).toList(); }
                for (Path f : files) {
                    String name = root.relativize(f).toString().replace(java.io.File.separatorChar, '.').replaceAll("\\.class$", "");
                    addIfStore(name, out);
                }
            } else {
                try (var jar = new java.util.jar.JarFile(root.toFile())) {
                    for (var e : java.util.Collections.list(jar.entries()))
                        if (e.getName().endsWith(".class")) addIfStore(e.getName().replace('/', '.').replaceAll("\\.class$", ""), out);
                }
            }
        } catch (Exception e) {
            throw new AssertionError("cannot list the compiled classes", e);
        }
        assertTrue(out.size() >= 10, "store classes found: " + out);
        return out;
    }

    private static void addIfStore(String name, List<String> out) {
        if (!name.startsWith("org.tilerules.")) return;
        try {
            Class<?> k = Class.forName(name, false, Store.class.getClassLoader());
            if (Store.class.isAssignableFrom(k) && k != Store.class && !Modifier.isAbstract(k.getModifiers())) out.add(k.getSimpleName());
        } catch (ClassNotFoundException | LinkageError e) {
            // not a class this test can load: not a store
        }
    }
}
