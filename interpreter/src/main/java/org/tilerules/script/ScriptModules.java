package org.tilerules.script;

import org.tilerules.runtime.Rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The script modules a set of rules declares, by name. Empty for rules without scripts (then no polyglot code runs). */
public final class ScriptModules implements Rules.Scripts {
    /** The rules' modules, for reading: none when the rules declare none. */
    public static ScriptModules in(Rules rules) {
        return rules.scripts instanceof ScriptModules m ? m : new ScriptModules();
    }

    /**
     * The rules' modules, for declaring one: given to the rules when they have none yet (the compiler, one thread),
     * with the compiler's {@link Twins}, through which the modules' {@code game} objects read and act.
     */
    public static ScriptModules of(Rules rules, Twins twins) {
        if (rules.scripts instanceof ScriptModules m) return m;
        ScriptModules m = new ScriptModules(twins);
        rules.scripts = m;
        return m;
    }

    private final Twins twins;

    private ScriptModules(Twins twins) { this.twins = twins; }

    private ScriptModules() { this(null); }

    /** The compiler's side of the modules' {@code game} objects. */
    Twins twins() { return twins; }

    private final Map<String, ScriptModule> byName = new LinkedHashMap<>();

    @Override public boolean isEmpty() { return byName.isEmpty(); }

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
    public List<ScriptModule.Problem> load(Rules rules) {
        List<ScriptModule.Problem> out = new ArrayList<>();
        for (ScriptModule m : byName.values()) out.addAll(m.load(rules));
        return out;
    }

    /** Closes every context of every module. */
    @Override public void close() { byName.values().forEach(ScriptModule::close); }
}
