package org.tilerules.script;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs in every script context before the module. It
 * <ul>
 * <li>removes what would make a game depend on more than its seed and choices:
 *     {@code Math.random}, {@code Date} in every form ({@code new Date()},
 *     {@code Date.now()}, {@code Date.parse}, {@code Date.UTC}), {@code WeakRef}
 *     and {@code FinalizationRegistry} (they follow the garbage collector);
 *     the RegExp statics ({@code RegExp.$1}, {@code RegExp.lastMatch}, ...)
 *     become undefined (they carry the last match from one game to the next);
 *     {@code Intl} (its date formatting reads the clock) and {@code performance}
 *     are removed, and the locale-dependent methods ({@code localeCompare},
 *     {@code toLocaleUpperCase}, {@code Number.prototype.toLocaleString}) no
 *     longer depend on the machine's locale;</li>
 * <li>keeps the one real {@code Function} constructor for itself and puts
 *     throwing stand-ins wherever a script could reach a constructor that
 *     makes code from text ({@code eval}, {@code Function},
 *     {@code (function(){}).constructor}, the generator and async function
 *     constructors, {@code load});</li>
 * <li>returns {@code [toArray, compile, record]}: the helper that turns the
 *     language's lists into arrays, the compiler of a module: its text as
 *     the body of a real function (the {@code Function} constructor parses the
 *     body on its own, so a text that closes the function is a syntax error),
 *     and the walk that freezes the global object, every built-in reachable
 *     from it and the intrinsics that are reachable only through syntax (the
 *     prototypes of generator, async and async generator functions, of
 *     iterators), so nothing a game writes there can reach the next game on
 *     the thread, and records what it froze ({@link #freeze}, which the
 *     caller runs next, before any script).</li>
 * </ul>
 */
final class Prelude {
    private Prelude() {}

    /** The lines the Function constructor puts before a body ({@code function anonymous(}, {@code ) {}) plus the strict directive's line. */
    static final int RUNTIME_LINES_BEFORE = 3;
    /** A syntax error's line counts from the body the constructor was given, which starts with the strict directive's line. */
    static final int SYNTAX_LINES_BEFORE = 1;

    /**
     * The intrinsics no property path from the global object reaches, each as
     * an expression (for the test that enumerates them, too).
     */
    static final String[] HIDDEN = {
        "Object.getPrototypeOf(function* () {})",
        "Object.getPrototypeOf(function* () {}).prototype",
        "Object.getPrototypeOf(async function () {})",
        "Object.getPrototypeOf(async function* () {})",
        "Object.getPrototypeOf(async function* () {}).prototype",
        "Object.getPrototypeOf(Object.getPrototypeOf(async function* () {}).prototype)",
        "Object.getPrototypeOf([][Symbol.iterator]())",
        "Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()))",
        "Object.getPrototypeOf(new Map()[Symbol.iterator]())",
        "Object.getPrototypeOf(new Set()[Symbol.iterator]())",
        "Object.getPrototypeOf(''[Symbol.iterator]())",
        "Object.getPrototypeOf(/a/g[Symbol.matchAll](''))",
        "Object.getPrototypeOf(Int8Array)",
        "Object.getPrototypeOf(Int8Array.prototype)",
        "(function () { 'use strict'; return Object.getOwnPropertyDescriptor(arguments, 'callee').get; })()",
    };

    /**
     * The global object's properties a script may see: ECMAScript 2022's (some replaced by stand-ins below),
     * {@code game}, and {@code console}/{@code print} (to standard error). Every other global the engine
     * makes is deleted, whatever a later GraalJS adds.
     */
    static final String[] GLOBALS = {
        "Object", "Function", "Array", "String", "Boolean", "Number", "BigInt", "Symbol", "Math", "JSON", "Reflect", "Proxy",
        "Promise", "Map", "Set", "WeakMap", "WeakSet", "WeakRef", "FinalizationRegistry", "Date", "RegExp", "Intl",
        "Error", "EvalError", "RangeError", "ReferenceError", "SyntaxError", "TypeError", "URIError", "AggregateError",
        "ArrayBuffer", "DataView", "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array",
        "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
        "NaN", "Infinity", "undefined", "globalThis", "isNaN", "isFinite", "parseFloat", "parseInt", "encodeURI",
        "encodeURIComponent", "decodeURI", "decodeURIComponent", "escape", "unescape", "eval",
        "game", "console", "print",
    };

    static final Source SOURCE = Source.newBuilder("js", String.join("\n",
            "(function () {",
            "  'use strict';",
            "  const G = globalThis, define = Object.defineProperty, RealFunction = Function;",
            "  const REPLAY = 'a game must replay the same from its seed and choices';",
            "  const NOCODE = 'a rule script cannot make code from text';",
            "  function unavailable(what, why) {",
            "    return function () {",
            "      throw new Error(what + ' is not available to rule scripts: ' + why);",
            "    };",
            "  }",
            "  Math.random = unavailable('Math.random', REPLAY);",
            "  const date = unavailable('Date', REPLAY);",
            "  for (const k of ['now', 'parse', 'UTC']) date[k] = unavailable('Date.' + k, REPLAY);",
            "  G.Date = date;",
            "  for (const k of ['WeakRef', 'FinalizationRegistry']) if (k in G) G[k] = unavailable(k, REPLAY + ' (it depends on the garbage collector)');",
            "  for (const k of ['$1', '$2', '$3', '$4', '$5', '$6', '$7', '$8', '$9', 'input', '$_', 'lastMatch', '$&', 'lastParen', '$+', 'leftContext', '$`', 'rightContext', \"$'\"]) {",
            "    if (Reflect.getOwnPropertyDescriptor(RegExp, k)) define(RegExp, k, {value: undefined, writable: false, configurable: false});",
            "  }",
            "  const allowed = new Set([" + quoted(GLOBALS) + "]);",
            "  for (const k of Reflect.ownKeys(G)) if (!allowed.has(k) && !Reflect.deleteProperty(G, k)) define(G, k, {value: undefined});",
            "  if (G.Intl) {",
            "    const intl = {};",
            "    for (const k of Reflect.ownKeys(G.Intl)) if (typeof k === 'string' && typeof G.Intl[k] === 'function') intl[k] = unavailable('Intl.' + k, REPLAY);",
            "    G.Intl = intl;",
            "  }",
            "  const plain = function (that) { return String(that); };",
            "  String.prototype.localeCompare = function (other) { const a = String(this), b = String(other); return a < b ? -1 : a > b ? 1 : 0; };",
            "  String.prototype.toLocaleLowerCase = function () { return String(this).toLowerCase(); };",
            "  String.prototype.toLocaleUpperCase = function () { return String(this).toUpperCase(); };",
            "  Number.prototype.toLocaleString = function () { return plain(this); };",
            "  if (typeof BigInt === 'function') BigInt.prototype.toLocaleString = function () { return plain(this); };",
            "  G.eval = unavailable('eval', NOCODE);",
            "  const code = unavailable('Function', NOCODE);",
            "  code.prototype = RealFunction.prototype;",
            "  G.Function = code;",
            "  const kinds = [function () {}, function* () {}, async function () {}, async function* () {}];",
            "  for (const f of kinds) {",
            "    const proto = Object.getPrototypeOf(f);",
            "    const stand = unavailable(proto === RealFunction.prototype ? 'Function' : 'the ' + f.constructor.name + ' constructor', NOCODE);",
            "    stand.prototype = proto;",
            "    define(proto, 'constructor', {value: stand, writable: false, configurable: false});",
            "  }",
            "  const toArray = function () { return Array.prototype.slice.call(arguments); };",
            "  const compile = function (body, name) { return RealFunction(body + '\\n//# sourceURL=' + name); };",
            "  const isObject = function (x) { return x !== null && (typeof x === 'object' || typeof x === 'function'); };",
            "  const record = function (paths) {",
            "    const name = new Map(), queue = [], lines = [], wellKnown = new Map();",
            "    let replayable = true;",
            "    for (const k of Reflect.ownKeys(Symbol)) if (typeof Symbol[k] === 'symbol') wellKnown.set(Symbol[k], 'Symbol.' + k);",
            "    const key = function (k) {",
            "      if (typeof k !== 'symbol') return JSON.stringify(k);",
            "      if (!wellKnown.has(k)) replayable = false;",
            "      return wellKnown.get(k);",
            "    };",
            "    const path = function (v, how, k) {",
            "      if (how === 0) return 'P(' + v + ')';",
            "      if (how === 1) return typeof k === 'string' && /^[A-Za-z_$][\\w$]*$/.test(k) ? v + '.' + k : v + '[' + key(k) + ']';",
            "      return 'D(' + v + ', ' + key(k) + ').' + (how === 2 ? 'get' : 'set');",
            "    };",
            "    const visit = function (o, v, how, k) {",
            "      if (!isObject(o) || name.has(o)) return;",
            "      name.set(o, 'o' + name.size);",
            "      try { Object.freeze(o); } catch (e) { return; }",
            "      if (paths) lines.push('const ' + name.get(o) + ' = ' + (how < 0 ? v : path(v, how, k)) + '; F(' + name.get(o) + ');');",
            "      queue.push(o);",
            "    };",
            "    visit(G, 'G', -1);",
            "    const hidden = [" + String.join(", ", HIDDEN) + "];",
            "    for (let i = 0; i < hidden.length; i++) visit(hidden[i], 'H[' + i + ']', -1);",
            "    for (let q = 0; q < queue.length; q++) {",
            "      const o = queue[q], v = name.get(o);",
            "      let keys;",
            "      try { keys = Reflect.ownKeys(o); } catch (e) { continue; }",
            "      for (const k of keys) {",
            "        let d;",
            "        try { d = Reflect.getOwnPropertyDescriptor(o, k); } catch (e) { continue; }",
            "        if (!d) continue;",
            "        if ('value' in d) visit(d.value, v, 1, k);",
            "        if (d.get) visit(d.get, v, 2, k);",
            "        if (d.set) visit(d.set, v, 3, k);",
            "      }",
            "      let proto;",
            "      try { proto = Reflect.getPrototypeOf(o); } catch (e) { continue; }",
            "      visit(proto, v, 0);",
            "    }",
            "    return paths && replayable ? lines.join('\\n') : null;",
            "  };",
            "  return [toArray, compile, record];",
            "})()"), "<tilerules prelude>").internal(true).buildLiteral();

    /** The list of paths the process's first context recorded, as a cached source (the one engine parses it once); null until then. */
    private static volatile Source replay;
    /** Set when the list could not be written or did not replay: every context walks. */
    private static volatile boolean walkAlways;
    /**
     * The contexts that walk before one records its walk: a replay only pays from the next context on (its
     * source is parsed once, which in a fresh JVM costs more than a walk), and a command that makes one or two
     * contexts (its load, its one game thread) walks in both, as it did before there was a replay.
     */
    static final int WALKS_BEFORE_RECORDING = 2;
    private static final AtomicInteger walked = new AtomicInteger();

    /** Whether new contexts replay the recorded list (for tests). */
    static boolean replaying() { return replay != null && !walkAlways; }

    /**
     * Freezes the global object, every object reachable from it (own properties, accessors, prototypes) and
     * the hidden intrinsics, in a context that has just run {@link #SOURCE}, before any script. The walk that
     * finds them costs most of a new context (the descriptors of thousands of properties, read in Truffle's
     * interpreter: about 6 ms of cpu), so only the process's first three contexts walk; the third records the
     * objects it froze as a list of paths, a JavaScript source ({@code const o17 = o3.prototype; F(o17);}), and
     * every later context replays the list (about 1 ms). The engine, its options and the prelude are the same for
     * every context, so the graph of built-ins is too; {@code ScriptEscapeTest} walks the graph in replayed
     * contexts and fails on anything a game can mark. A list that cannot be written (a key no path can name)
     * or that fails to replay is dropped, and every context walks.
     */
    static void freeze(Context ctx, Value helpers) {
        Source r = replay;
        if (r != null && !walkAlways) {
            try {
                ctx.eval(r);
                return;
            } catch (PolyglotException e) {
                walkAlways = true;  // and walk, below
            }
        }
        boolean paths = !walkAlways && replay == null && walked.getAndIncrement() >= WALKS_BEFORE_RECORDING;
        Value text = helpers.getArrayElement(2).execute(paths);
        if (!paths || walkAlways || replay != null) return;
        synchronized (Prelude.class) {
            if (replay != null) return;
            if (text.isNull()) {
                walkAlways = true;
                return;
            }
            replay = Source.newBuilder("js", "(function (H) {\n'use strict';\n"
                    + "const G = globalThis, F = Object.freeze, P = Object.getPrototypeOf, D = Reflect.getOwnPropertyDescriptor;\n"
                    + text.asString() + "\n})([" + String.join(", ", HIDDEN) + "])", "<tilerules freeze>").internal(true).buildLiteral();
        }
    }

    private static String quoted(String[] names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) sb.append(sb.length() > 0 ? ", '" : "'").append(n).append('\'');
        return sb.toString();
    }
}
