package org.tilerules.script;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.EnvironmentAccess;
import org.graalvm.polyglot.HostAccess;
import org.graalvm.polyglot.PolyglotAccess;
import org.graalvm.polyglot.ResourceLimits;
import org.graalvm.polyglot.SandboxPolicy;
import org.graalvm.polyglot.io.IOAccess;

import java.io.FilterOutputStream;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The one polyglot Engine of the process and the sandbox every script context
 * gets. The engine is created on the first script a rule set loads, so rule
 * sets without scripts never start Truffle. Sharing it means sources are
 * parsed once and a new context costs about two milliseconds.
 */
final class ScriptEngine {
    /** Statements one outermost script call may run; a rule file may lower it, never raise it. */
    static final String STATEMENTS_PROPERTY = "tilerules.script.statements";
    static final int DEFAULT_STATEMENTS = 1_000_000;
    /**
     * Wall-clock time one outermost call may take (0 = no watchdog): the last
     * guard behind the deterministic statement limit, for a single long
     * built-in call the statement limit cannot see. Generous, so that whether
     * it strikes does not depend on the machine for any call a rule needs.
     */
    static final String MILLIS_PROPERTY = "tilerules.script.millis";
    static final int DEFAULT_MILLIS = 10_000;
    /** Memory one outermost call may allocate (0 = unchecked): a script filling the heap is stopped long before the time limit. */
    static final String MEGABYTES_PROPERTY = "tilerules.script.megabytes";
    static final int DEFAULT_MEGABYTES = 64;

    /** Only members annotated {@code @HostAccess.Export} (those of {@link ScriptApi}); no arrays, lists or maps. */
    private static final HostAccess HOST_ACCESS = HostAccess.newBuilder()
            .allowAccessAnnotatedBy(HostAccess.Export.class)
            .allowMutableTargetMappings()
            .build();

    private static volatile Engine engine;
    /** Statements of the module count against the limit, the prelude's (an internal source) do not; one instance for the engine. */
    private static final java.util.function.Predicate<org.graalvm.polyglot.Source> COUNTED = source -> !source.isInternal();

    private ScriptEngine() {}

    static Engine engine() {
        Engine e = engine;
        if (e == null) {
            synchronized (ScriptEngine.class) {
                e = engine;
                if (e == null) {
                    // The launcher passes these too; set them for embedders and test runners that do not.
                    if (System.getProperty("polyglotimpl.AttachLibraryFailureAction") == null) {
                        System.setProperty("polyglotimpl.AttachLibraryFailureAction", "ignore");
                    }
                    e = Engine.newBuilder("js")
                            .sandbox(SandboxPolicy.CONSTRAINED)
                            .option("engine.WarnInterpreterOnly", "false")
                            .out(stderr())
                            .err(stderr())
                            .build();
                    engine = e;
                }
            }
        }
        return e;
    }

    /** The process-wide statement limit: the system property, else the default. */
    static int processStatementLimit() { return positive(STATEMENTS_PROPERTY, DEFAULT_STATEMENTS); }

    static int millisLimit() { return nonNegative(MILLIS_PROPERTY, DEFAULT_MILLIS); }

    static int megabytesLimit() { return nonNegative(MEGABYTES_PROPERTY, DEFAULT_MEGABYTES); }

    private static int nonNegative(String property, int dflt) {
        String v = System.getProperty(property);
        if (v == null) return dflt;
        try {
            return Math.max(0, Integer.parseInt(v.trim()));
        } catch (NumberFormatException ex) {
            return dflt;
        }
    }

    private static int positive(String property, int dflt) {
        String v = System.getProperty(property);
        if (v == null) return dflt;
        try {
            int n = Integer.parseInt(v.replace("_", "").trim());
            return n > 0 ? n : dflt;
        } catch (NumberFormatException ex) {
            return dflt;
        }
    }

    /**
     * A sandboxed context: no file, network, process, thread, environment,
     * native, polyglot or host-class access; host objects only through
     * exported members; a statement limit per outermost call (the caller
     * resets it with {@link Context#resetLimits()}).
     */
    static Context newContext(long statementLimit) {
        return Context.newBuilder("js")
                .engine(engine())
                .sandbox(SandboxPolicy.CONSTRAINED)
                .allowIO(IOAccess.NONE)
                .allowHostAccess(HOST_ACCESS)
                .allowHostClassLookup(name -> false)
                .allowCreateThread(false)
                .allowCreateProcess(false)
                .allowNativeAccess(false)
                .allowPolyglotAccess(PolyglotAccess.NONE)
                .allowEnvironmentAccess(EnvironmentAccess.NONE)
                .in(InputStream.nullInputStream())
                .out(stderr())
                .err(stderr())
                // eval stays on for the prelude's one Function constructor, which compiles the module;
                // the prelude replaces every way a script could reach it (eval, Function, load, ...)
                .option("js.allow-eval", "true")
                .resourceLimits(ResourceLimits.newBuilder().statementLimit(statementLimit, COUNTED).build())
                .build();
    }

    /** Scripts' print and console output goes to standard error; stdout belongs to the program. */
    private static OutputStream stderr() {
        return new FilterOutputStream(System.err) {
            @Override public void write(byte[] b, int off, int len) { System.err.write(b, off, len); }

            @Override public void close() { System.err.flush(); }
        };
    }
}
