package org.tilerules.fuzz;

import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.LoadException;
import org.tilerules.front.RulesLoader;
import org.tilerules.front.TilesReader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Rules;
import org.tilerules.scenario.Outcome;
import org.tilerules.scenario.ScenarioFile;
import org.tilerules.scenario.ScenarioRunner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Feeds one file's text to the front end as a rule file, a tile file or a
 * scenario file, inside a private copy of the shipped rule sets and tiles.
 * Whatever the text, the front end may answer only with diagnostics, a load
 * failure or a scenario outcome; any other exception, and any outcome that
 * reports an internal error, is a finding (thrown as an AssertionError or the
 * exception itself). A rule file that compiles clean is also played once.
 */
public final class FrontEndProbe {
    public enum Kind { RULES, TILES, SCENARIO }

    private static Path tree;

    private FrontEndProbe() {}

    /** The kind a corpus input names in a first-line comment ("// rules", "// tiles", "// scenario"), else one picked by its first byte. */
    public static Kind kindOf(byte[] input) {
        String head = new String(input, 0, Math.min(input.length, 12), StandardCharsets.ISO_8859_1);
        if (head.startsWith("// rules")) return Kind.RULES;
        if (head.startsWith("// tiles")) return Kind.TILES;
        if (head.startsWith("// scenario")) return Kind.SCENARIO;
        return input.length == 0 ? Kind.RULES : Kind.values()[(input[0] & 0xff) % 3];
    }

    public static void probe(byte[] input) {
        probe(kindOf(input), new String(input, StandardCharsets.UTF_8));
    }

    public static synchronized void probe(Kind kind, String text) {
        Path root = tree();
        try {
            switch (kind) {
                case RULES -> rules(root, text);
                case TILES -> tiles(root, text);
                case SCENARIO -> scenario(root, text);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void rules(Path root, String text) throws IOException {
        Path dir = root.resolve("rulesets").resolve("fuzz");
        Files.createDirectories(dir);
        // the folder is "fuzz": name the rule set so, so that a shipped file compiles as it does in its own folder
        Files.writeString(dir.resolve("fuzz.rules"), text.replaceFirst("ruleset\\s+[\\w-]+", "ruleset fuzz"));
        Diagnostics d = new Diagnostics();
        Rules r;
        try {
            r = RulesLoader.load(root.resolve("rulesets"), List.of("fuzz"), d);
        } catch (LoadException expected) {
            return;
        }
        if (!d.isEmpty() || r.turn.isEmpty() || r.tiles.isEmpty()) return;
        // a rule set that compiles is played once; a rule may fail the game, nothing else may
        try {
            String[] names = new String[Math.max(2, Math.min(r.minPlayers, 6))];
            for (int i = 0; i < names.length; i++) names[i] = "p" + i;
            Game g = new Game(r, names, r.defaultOptions(), 1);
            for (int i = 0; i < names.length; i++) g.agents[i] = new RandomAgent(i);
            g.setUp();
            for (int turn = 0; turn < 500 && !g.over; turn++) g.runTurn();
            g.finish();
        } catch (RuleError expected) {
            // the rules themselves are wrong for this game: reported to the user as such
        } finally {
            r.scripts.close();
        }
    }

    private static void tiles(Path root, String text) throws IOException {
        Path f = root.resolve("tiles").resolve("fuzz.tiles");
        Files.writeString(f, text);
        Rules base = RulesLoader.load(root.resolve("rulesets"), List.of("base"));
        new TilesReader(base, new Diagnostics()).read(f);
    }

    private static void scenario(Path root, String text) throws IOException {
        Path f = root.resolve("scenarios").resolve("fuzz.scenario");
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
        ScenarioFile.check(f, root.resolve("rulesets"), new Diagnostics());
        for (Outcome o : new ScenarioRunner(root.resolve("rulesets")).runFile(f, null)) {
            if (o.message().contains("internal error")) throw new AssertionError(o.message());
        }
    }

    /** A private copy of rulesets/ and tiles/, made once per JVM and deleted at exit. */
    private static Path tree() {
        if (tree != null) return tree;
        try {
            Path t = Files.createTempDirectory("tilerules-fuzz");
            Path repo = TestSupport.repo();
            for (String top : List.of("rulesets", "tiles")) copy(repo.resolve(top), t.resolve(top));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(t)));
            tree = t;
            return t;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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

    private static void delete(Path t) {
        try (Stream<Path> s = Files.walk(t)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temporary folder; the system cleans it eventually
        }
    }
}
