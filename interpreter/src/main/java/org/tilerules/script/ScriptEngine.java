package org.tilerules.script;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.EnvironmentAccess;
import org.graalvm.polyglot.HostAccess;
import org.graalvm.polyglot.PolyglotAccess;
import org.graalvm.polyglot.ResourceLimits;
import org.graalvm.polyglot.SandboxPolicy;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.io.IOAccess;

import java.io.FilterOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.function.Predicate;

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
     * Thread cpu time one outermost call may take (0 = no watchdog): the last
     * guard behind the deterministic statement limit, for a single long
     * built-in or host call the statement limit cannot see. Far above what the
     * statement limit allows (1,000,000 statements take well under a second),
     * and cpu time, not wall time, so a busy machine does not bring it nearer;
     * when it strikes the run ends with an error ({@link ScriptAbort}), never a
     * game that goes on differently.
     */
    static final String MILLIS_PROPERTY = "tilerules.script.millis";
    static final int DEFAULT_MILLIS = 30_000;
    /**
     * How deep JavaScript functions may call each other on one thread (the
     * module's functions and callbacks; built-ins do not count): a
     * {@code RangeError} the script can catch, at the same depth on every run,
     * thread and machine, far below where the Java stack would overflow (at
     * a depth that would depend on the thread's stack and the JIT's state).
     */
    static final int MAX_CALL_DEPTH = 400;

    /**
     * The JavaScript language options, all of them set here (an allowlist: an
     * option or built-in not named is what the pinned version gives). The
     * ECMAScript version is pinned so that a new release of GraalJS adds no
     * intrinsic unannounced (ES2022 has no iterator helpers, no
     * {@code Iterator} global, no {@code Float16Array}); {@code load},
     * {@code loadWithNewGlobal}, {@code Graal}, {@code Polyglot}, the Java
     * package globals, {@code SharedArrayBuffer}, {@code Atomics} and the
     * RegExp statics are not there at all.
     */
    static final String[][] JS_OPTIONS = {
        {"js.ecmascript-version", "2022"},
        {"js.load", "false"},
        {"js.graal-builtin", "false"},
        {"js.polyglot-builtin", "false"},
        {"js.polyglot-evalfile", "false"},
        {"js.java-package-globals", "false"},
        {"js.global-arguments", "false"},
        {"js.shared-array-buffer", "false"},
        {"js.atomics", "false"},
        {"js.regexp-static-result", "false"},
        {"js.nashorn-compat", "false"},
        {"js.scripting", "false"},
        {"js.load-from-url", "false"},
        {"js.load-from-classpath", "false"},
        {"js.temporal", "false"},
        {"js.shadow-realm", "false"},
        {"js.iterator-helpers", "false"},
        {"js.async-iterator-helpers", "false"},
        {"js.v8-realm-builtin", "false"},
        {"js.debug-builtin", "false"},
        {"js.stack-trace-api", "false"},
        {"js.operator-overloading", "false"},
        {"js.timezone", "UTC"},
        // eval stays on for the prelude's one Function constructor, which compiles the module;
        // the prelude replaces every way a script could reach it (eval, Function, the constructors)
        {"js.allow-eval", "true"},
    };
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
    private static final Predicate<Source> COUNTED = source -> !source.isInternal();

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
                            .sandbox(SandboxPolicy.TRUSTED)
                            .option("engine.WarnInterpreterOnly", "false")
                            .out(stderr())
                            .err(stderr())
                            .build();
                    CallDepth.attach(e);
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
     * resets it with {@link Context#resetLimits()}); the language options of
     * {@link #JS_OPTIONS} and nothing else.
     *
     * <p>The policy is TRUSTED with every access named and denied below,
     * because CONSTRAINED refuses most of the options that take built-ins
     * away (the Java package globals, {@code Atomics}, the RegExp statics) and
     * the execution listener that bounds the call depth; what CONSTRAINED
     * would deny is denied here one by one ({@code ScriptSandboxTest}).
     */
    static Context newContext(long statementLimit) {
        var b = Context.newBuilder("js")
                .engine(engine())
                .sandbox(SandboxPolicy.TRUSTED)
                .allowAllAccess(false)
                .allowValueSharing(false)
                .allowInnerContextOptions(false)
                .allowExperimentalOptions(true)
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
                .resourceLimits(ResourceLimits.newBuilder().statementLimit(statementLimit, COUNTED).build());
        for (String[] o : JS_OPTIONS) b.option(o[0], o[1]);
        return b.build();
    }

    /** Scripts' print and console output goes to standard error; stdout belongs to the program. */
    private static OutputStream stderr() {
        return new FilterOutputStream(System.err) {
            @Override public void write(byte[] b, int off, int len) { System.err.write(b, off, len); }

            @Override public void close() { System.err.flush(); }
        };
    }
}
