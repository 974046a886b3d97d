package org.tilerules;

import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;
import org.tilerules.record.GameRecord;
import org.tilerules.record.ReplayAgent;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/** Finds the repository's rule sets from the test's working folder and builds games. */
public final class TestSupport {
    private TestSupport() {}

    public static Path repo() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("rulesets"))) p = p.getParent();
        if (p == null) throw new IllegalStateException("no rulesets folder above " + Path.of("").toAbsolutePath());
        return p;
    }

    private static Rules base;

    public static synchronized Rules base() {
        if (base == null) base = RulesLoader.load(repo().resolve("rulesets"), List.of("base"));
        return base;
    }

    public static Game randomGame(Rules rules, int players, long seed) {
        String[] names = new String[players];
        for (int i = 0; i < players; i++) names[i] = "p" + i;
        Game g = new Game(rules, names, rules.defaultOptions(), seed);
        for (int i = 0; i < players; i++) g.agents[i] = new RandomAgent(seed * 31 + i);
        g.setUp();
        return g;
    }

    /** A record's game played again from its set-up and choices, every recorded choice used; {@code rules} loads its rule sets. */
    public static Game replay(GameRecord rec, Function<List<String>, Rules> rules) {
        Rules r = rules.apply(rec.rules());
        Game g = new Game(r, rec.players().toArray(new String[0]), rec.optionValues(r), rec.seed());
        ReplayAgent agent = new ReplayAgent(rec.choices());
        Arrays.fill(g.agents, agent);
        rec.setUp(g);
        rec.play(g);
        agent.requireAllUsed();
        return g;
    }
}
