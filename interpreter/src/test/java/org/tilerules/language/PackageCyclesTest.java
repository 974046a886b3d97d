package org.tilerules.language;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * No package cycles (docs/architecture.md): the packages of org.tilerules form layers, each using only
 * packages below it. The interpreter's packages are read from its compiled classes (every class a class
 * file's constant pool names: types, fields, methods and their descriptors), so a dependency through
 * {@code var} or a returned type counts as well as an import; the language server's, the command line's
 * and the Spark job's from their sources (imports and qualified names in code), so that the test needs
 * no other module built. A cycle is printed with one class-to-class use for each of its edges.
 */
class PackageCyclesTest {
    private static final Pattern CLASS_NAME = Pattern.compile("org/tilerules/[A-Za-z0-9_/$]+");
    private static final Pattern SOURCE_NAME = Pattern.compile("\\borg\\.tilerules\\.[A-Za-z0-9_.]+");

    /** The uses between packages: from package to (to package to one example "FromClass -> ToClass"). */
    static final class Uses {
        final Map<String, Map<String, String>> edges = new TreeMap<>();

        void add(String fromClass, String toClass) {
            String from = packageOf(fromClass), to = packageOf(toClass);
            edges.computeIfAbsent(from, k -> new TreeMap<>());
            if (from.equals(to) || to.isEmpty()) return;
            edges.computeIfAbsent(to, k -> new TreeMap<>());
            edges.get(from).putIfAbsent(to, simple(fromClass) + " -> " + simple(toClass));
        }

        /** The packages in a cycle, as groups (strongly connected components of two or more packages), each with its edges. */
        List<String> cycles() {
            List<List<String>> groups = new Tarjan(edges).groups();
            List<String> out = new ArrayList<>();
            for (List<String> group : groups) {
                if (group.size() < 2) continue;
                TreeSet<String> in = new TreeSet<>(group);
                StringBuilder sb = new StringBuilder("cycle among " + in.size() + " packages " + in + ":");
                for (String from : in) {
                    for (Map.Entry<String, String> e : edges.get(from).entrySet()) {
                        if (in.contains(e.getKey())) sb.append("\n    ").append(from).append(" -> ").append(e.getKey())
                                .append("   (").append(e.getValue()).append(")");
                    }
                }
                out.add(sb.toString());
            }
            out.sort(null);
            return out;
        }
    }

    static String packageOf(String className) {
        String dotted = className.replace('/', '.');
        int nested = dotted.indexOf('$');
        if (nested >= 0) dotted = dotted.substring(0, nested);
        int last = dotted.lastIndexOf('.');
        return last < 0 ? "" : dotted.substring(0, last);
    }

    static String simple(String className) {
        String dotted = className.replace('/', '.');
        return dotted.substring(dotted.lastIndexOf('.') + 1);
    }

    /** Strongly connected components, iteratively (no recursion depth to worry about), in a fixed order. */
    static final class Tarjan {
        private final Map<String, Map<String, String>> edges;
        private final Map<String, Integer> index = new HashMap<>(), low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new HashSet<>();
        private final List<List<String>> groups = new ArrayList<>();
        private int next;

        Tarjan(Map<String, Map<String, String>> edges) { this.edges = edges; }

        List<List<String>> groups() {
            for (String v : edges.keySet()) if (!index.containsKey(v)) visit(v);
            return groups;
        }

        private void visit(String root) {
            Deque<Object[]> work = new ArrayDeque<>();
            enter(root);
            work.push(new Object[] {root, new ArrayList<>(edges.get(root).keySet()).iterator()});
            while (!work.isEmpty()) {
                Object[] top = work.peek();
                String v = (String) top[0];
                @SuppressWarnings("unchecked") Iterator<String> it = (Iterator<String>) top[1];
                if (it.hasNext()) {
                    String w = it.next();
                    if (!index.containsKey(w)) {
                        enter(w);
                        work.push(new Object[] {w, new ArrayList<>(edges.get(w).keySet()).iterator()});
                    } else if (onStack.contains(w)) {
                        low.put(v, Math.min(low.get(v), index.get(w)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = (String) work.peek()[0];
                    low.put(parent, Math.min(low.get(parent), low.get(v)));
                }
                if (low.get(v).equals(index.get(v))) {
                    List<String> group = new ArrayList<>();
                    String w;
                    do { w = stack.pop(); onStack.remove(w); group.add(w); } while (!w.equals(v));
                    groups.add(group);
                }
            }
        }

        private void enter(String v) {
            index.put(v, next); low.put(v, next); next++;
            stack.push(v); onStack.add(v);
        }
    }

    /** The classes of org.tilerules a class file names in its constant pool. */
    static List<String> namedClasses(InputStream classFile) throws IOException {
        DataInputStream in = new DataInputStream(classFile);
        if (in.readInt() != 0xCAFEBABE) throw new IOException("not a class file");
        in.readUnsignedShort(); in.readUnsignedShort();
        int count = in.readUnsignedShort();
        List<String> out = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> {
                    Matcher m = CLASS_NAME.matcher(in.readUTF());
                    while (m.find()) out.add(m.group());
                }
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                case 5, 6 -> { in.skipBytes(8); i++; }
                case 7, 8, 16, 19, 20 -> in.skipBytes(2);
                case 15 -> in.skipBytes(3);
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        return out;
    }

    static void readClasses(Path classes, Uses uses) throws IOException {
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                String name = classes.relativize(f).toString().replace('\\', '/').replaceAll("\\.class$", "");
                if (!name.startsWith("org/tilerules/")) continue;
                try (InputStream in = Files.newInputStream(f)) {
                    for (String used : namedClasses(in)) uses.add(name, used);
                }
            }
        }
    }

    /** Code without its comments and the contents of its string and character literals. */
    static String code(String source) {
        StringBuilder out = new StringBuilder();
        int n = source.length();
        for (int i = 0; i < n; i++) {
            char c = source.charAt(i);
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                while (i < n && source.charAt(i) != '\n') i++;
                out.append('\n');
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 1;
                out.append(' ');
            } else if (c == '"' || c == '\'') {
                boolean block = c == '"' && source.startsWith("\"\"\"", i);
                String close = block ? "\"\"\"" : String.valueOf(c);
                int j = i + close.length();
                while (j < n && !source.startsWith(close, j)) j += source.charAt(j) == '\\' ? 2 : 1;
                i = Math.min(n, j + close.length()) - 1;
                out.append("\"\"");
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    static void readSources(Path sources, Uses uses) throws IOException {
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String name = sources.relativize(f).toString().replace('\\', '/').replaceAll("\\.java$", "");
                if (!name.startsWith("org/tilerules/")) continue;
                Matcher m = SOURCE_NAME.matcher(code(Files.readString(f)));
                uses.add(name, name);
                while (m.find()) uses.add(name, typeName(m.group()));
            }
        }
    }

    /** "org.tilerules.runtime.Game.Foo" or "org.tilerules.runtime.*" as a class name in its package. */
    static String typeName(String qualified) {
        String[] parts = qualified.split("\\.");
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            if (sb.length() > 0) sb.append('/');
            sb.append(p);
            if (Character.isUpperCase(p.charAt(0))) return sb.toString();
        }
        return sb.append("/*").toString();
    }

    @Test void theInterpretersPackagesHaveNoCycle() throws IOException {
        Uses uses = new Uses();
        readClasses(TestSupport.repo().resolve("interpreter/target/classes"), uses);
        assertEquals(List.of(), uses.cycles(), "the interpreter's packages use each other in a cycle");
    }

    @Test void theOtherModulesPackagesHaveNoCycle() throws IOException {
        for (String module : List.of("lsp", "cli", "spark")) {
            Uses uses = new Uses();
            Path main = TestSupport.repo().resolve(module).resolve("src/main/java");
            if (Files.isDirectory(main)) readSources(main, uses);
            assertEquals(List.of(), uses.cycles(), module + "'s packages use each other in a cycle");
        }
    }

    @Test void theTestFindsACycleAndNamesItsUses() {
        Uses uses = new Uses();
        uses.add("org/tilerules/a/One", "org/tilerules/b/Two");
        uses.add("org/tilerules/b/Two$Inner", "org/tilerules/c/Three");
        uses.add("org/tilerules/c/Three", "org/tilerules/a/One");
        uses.add("org/tilerules/c/Three", "org/tilerules/d/Four");
        assertEquals(List.of("""
                cycle among 3 packages [org.tilerules.a, org.tilerules.b, org.tilerules.c]:
                    org.tilerules.a -> org.tilerules.b   (One -> Two)
                    org.tilerules.b -> org.tilerules.c   (Two$Inner -> Three)
                    org.tilerules.c -> org.tilerules.a   (Three -> One)"""), uses.cycles());
    }

    @Test void sourcesAreReadForTheirCodeNotTheirCommentsOrStrings() {
        String source = """
                import org.tilerules.runtime.Game;
                // org.tilerules.sim.Batch in a comment
                /** {@link org.tilerules.picture.Board} */
                String s = "org.tilerules.record.Log";
                var x = new org.tilerules.agents.Greedy();
                """;
        Matcher m = SOURCE_NAME.matcher(code(source));
        List<String> found = new ArrayList<>();
        while (m.find()) found.add(typeName(m.group()));
        assertEquals(List.of("org/tilerules/runtime/Game", "org/tilerules/agents/Greedy"), found);
    }
}
