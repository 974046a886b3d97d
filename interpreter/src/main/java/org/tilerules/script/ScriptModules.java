package org.tilerules.script;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The script modules a set of rules declares, by name. Empty for rules without scripts (then no polyglot code runs). */
public final class ScriptModules {
    private final Map<String, ScriptModule> byName = new LinkedHashMap<>();

    public boolean isEmpty() { return byName.isEmpty(); }

    public ScriptModule get(String name) { return byName.get(name); }

    public Collection<ScriptModule> all() { return Collections.unmodifiableCollection(byName.values()); }

    /**
     * Declares a module. {@code limit} is the rule file's statement limit or
     * 0; it may lower the process-wide limit, never raise it.
     */
    public ScriptModule declare(String name, Path path, String display, String declFile, int declLine, int limit) {
        int process = ScriptEngine.processStatementLimit();
        ScriptModule m = new ScriptModule(name, path, display, declFile, declLine, limit > 0 ? Math.min(limit, process) : process);
        byName.put(name, m);
        return m;
    }

    /** Loads every module (see {@link ScriptModule#load}); returns the problems found. */
    public List<ScriptModule.Problem> load(org.tilerules.runtime.Rules rules) {
        List<ScriptModule.Problem> out = new ArrayList<>();
        for (ScriptModule m : byName.values()) out.addAll(m.load(rules));
        return out;
    }

    /** Closes every context of every module. */
    public void close() { byName.values().forEach(ScriptModule::close); }
}
