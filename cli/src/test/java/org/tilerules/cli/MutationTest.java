package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 500 mutants (5,000 with {@code -Plong}, any number with
 * {@code -Dtilerules.mutants=N}) of the shipped rule, tile and scenario files (byte flips,
 * deleted, duplicated and swapped lines, truncation, deep nesting, huge
 * numbers, NUL and non-ASCII characters, garbage) go through {@code check}
 * and, for scenarios, {@code run}, in a private copy of the repository. None
 * may end in an internal error, a stack trace or a hang. The mutants are
 * drawn from a fixed seed, so a failure names a mutant that can be made again.
 * The run is bounded by the count; the per-command limit only tells a hang
 * from a slow machine and is far above what any command needs.
 */
class MutationTest {
    private static final int MUTANTS = Integer.getInteger("tilerules.mutants", 500);
    private static final long SEED = 20261123L;
    private static final Duration LIMIT = Duration.ofSeconds(300);

    @Test void noMutantEndsInAnInternalErrorOrAHang() throws Exception {
        Path tree = Files.createTempDirectory("tilerules-mutants");
        try {
            for (String top : List.of("rulesets", "tiles", "scenarios")) copy(Cli.repo().resolve(top), tree.resolve(top));
            List<Path> files;
            try (Stream<Path> s = Files.walk(tree)) {
                files = s.filter(p -> p.toString().matches(".*\\.(rules|tiles|scenario)$")).sorted().toList();
            }
            assertTrue(files.size() > 20, "shipped files found: " + files.size());
            Random rnd = new Random(SEED);
            ExecutorService ex = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(null, r, "mutant", 64L << 20);
                t.setDaemon(true);
                return t;
            });
            List<String> findings = new ArrayList<>();
            int[] byOperator = new int[Mutator.OPERATORS];
            try {
                for (int i = 0; i < MUTANTS && findings.size() < 10; i++) {
                    Path f = files.get(rnd.nextInt(files.size()));
                    byte[] original = Files.readAllBytes(f);
                    int op = rnd.nextInt(Mutator.OPERATORS);
                    byOperator[op]++;
                    byte[] mutant = Mutator.mutate(original, op, rnd);
                    Files.write(f, mutant);
                    try {
                        String problem = probe(ex, f);
                        if (problem != null) {
                            findings.add("mutant " + i + " (" + Mutator.NAMES[op] + ") of " + tree.relativize(f) + ": " + problem);
                            keep(i, f, mutant);
                        }
                    } finally {
                        Files.write(f, original);
                    }
                }
            } finally {
                ex.shutdownNow();
            }
            assertEquals(List.of(), findings);
            for (int n : byOperator) assertTrue(n > MUTANTS / Mutator.OPERATORS / 2, "every operator is used");
        } finally {
            try (Stream<Path> s = Files.walk(tree)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Writes a failing mutant under target/mutants/ so that it can be looked at and run again. */
    private static void keep(int i, Path f, byte[] mutant) throws IOException {
        Path dir = Path.of("target", "mutants");
        Files.createDirectories(dir);
        Files.write(dir.resolve("mutant-" + i + "-" + f.getFileName()), mutant);
    }

    /** Runs check (and run, for a scenario) on the file; returns what went wrong, or null. */
    private static String probe(ExecutorService ex, Path f) throws Exception {
        List<String[]> commands = new ArrayList<>();
        commands.add(new String[] {"check", f.toString()});
        if (f.toString().endsWith(".scenario")) commands.add(new String[] {"run", f.toString()});
        for (String[] args : commands) {
            Future<Cli.Result> r = ex.submit(() -> Cli.runQuietly(args));
            Cli.Result res;
            try {
                res = r.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                r.cancel(true);
                return args[0] + " did not finish within " + LIMIT.toSeconds() + " s";
            }
            String all = res.out() + res.err();
            if (all.contains("internal error")) return args[0] + ": " + firstLine(all, "internal error");
            if (all.contains("Exception") && all.contains("\tat ")) return args[0] + ": a stack trace";
            if (res.code() != 0 && res.code() != 1) return args[0] + " exited " + res.code();
        }
        return null;
    }

    private static String firstLine(String s, String containing) {
        for (String l : s.split("\n")) if (l.contains(containing)) return l;
        return s;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                Path q = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(q);
                else Files.copy(p, q);
            }
        }
    }

    /** The mutation operators. */
    static final class Mutator {
        static final String[] NAMES = {"byte flip", "delete line", "duplicate line", "swap lines", "truncate",
                "deep nesting", "huge number", "NUL or non-ASCII", "garbage"};
        static final int OPERATORS = NAMES.length;

        static byte[] mutate(byte[] in, int op, Random rnd) {
            String s = new String(in, StandardCharsets.UTF_8);
            List<String> lines = new ArrayList<>(List.of(s.split("\n", -1)));
            int at = in.length == 0 ? 0 : rnd.nextInt(in.length);
            switch (op) {
                case 0 -> {
                    byte[] out = in.clone();
                    if (out.length > 0) out[at] ^= (byte) (1 << rnd.nextInt(8));
                    return out;
                }
                case 1 -> lines.remove(rnd.nextInt(lines.size()));
                case 2 -> {
                    int i = rnd.nextInt(lines.size());
                    lines.add(i, lines.get(i));
                }
                case 3 -> {
                    int i = rnd.nextInt(lines.size()), j = rnd.nextInt(lines.size());
                    String t = lines.get(i);
                    lines.set(i, lines.get(j));
                    lines.set(j, t);
                }
                case 4 -> {
                    byte[] out = new byte[at];
                    System.arraycopy(in, 0, out, 0, at);
                    return out;
                }
                case 5 -> {
                    int depth = 200 + rnd.nextInt(20_000);
                    String open = rnd.nextBoolean() ? "(" : "{", close = open.equals("(") ? ")" : "}";
                    String nest = open.repeat(depth) + (rnd.nextBoolean() ? "1" : "") + close.repeat(rnd.nextBoolean() ? depth : depth / 2);
                    return insert(in, at, nest);
                }
                case 6 -> {
                    String huge = List.of("99999999999999999999", "2147483648", "2147483647", "4294967296", "0000000000001")
                            .get(rnd.nextInt(5));
                    String replaced = s.replaceFirst("(?<=[^\\w])\\d+(?=[^\\w])", huge);
                    if (rnd.nextBoolean()) {
                        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\d+").matcher(s);
                        List<int[]> spans = new ArrayList<>();
                        while (m.find()) spans.add(new int[] {m.start(), m.end()});
                        if (!spans.isEmpty()) {
                            int[] sp = spans.get(rnd.nextInt(spans.size()));
                            replaced = s.substring(0, sp[0]) + huge + s.substring(sp[1]);
                        }
                    }
                    return replaced.getBytes(StandardCharsets.UTF_8);
                }
                case 7 -> {
                    String odd = List.of("\0", "\0\0\0", "é", "€", "\uD83D\uDE00", "\u00A0", "\uFEFF", "\r", "ß=ü").get(rnd.nextInt(9));
                    return insert(in, at, odd);
                }
                default -> {
                    byte[] junk = new byte[1 + rnd.nextInt(64)];
                    rnd.nextBytes(junk);
                    byte[] out = new byte[in.length + junk.length];
                    System.arraycopy(in, 0, out, 0, at);
                    System.arraycopy(junk, 0, out, at, junk.length);
                    System.arraycopy(in, at, out, at + junk.length, in.length - at);
                    return out;
                }
            }
            return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        }

        private static byte[] insert(byte[] in, int at, String what) {
            byte[] w = what.getBytes(StandardCharsets.UTF_8);
            byte[] out = new byte[in.length + w.length];
            System.arraycopy(in, 0, out, 0, at);
            System.arraycopy(w, 0, out, at, w.length);
            System.arraycopy(in, at, out, at + w.length, in.length - at);
            return out;
        }
    }
}
