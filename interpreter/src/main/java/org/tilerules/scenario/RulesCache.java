package org.tilerules.scenario;

import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Compiles each combination of rule sets once per run; scenarios share the compiled rules. */
public final class RulesCache {
    private final RulesPath rulesets;
    private final Map<List<String>, Rules> cache = new HashMap<>();

    private List<String> known;

    public RulesCache(Path rulesets) { this(RulesPath.of(rulesets)); }

    public RulesCache(RulesPath rulesets) { this.rulesets = rulesets; }

    /** The rule sets the folders hold. */
    public List<String> known() {
        if (known == null) known = RulesLoader.available(rulesets);
        return known;
    }

    public Rules get(List<String> names) {
        return cache.computeIfAbsent(List.copyOf(names), n -> RulesLoader.load(rulesets, n));
    }

    /** Closes the script contexts of the compiled rules (a check that runs again and again must not keep them). */
    public void close() {
        for (Rules r : cache.values()) r.scripts.close();
    }
}
