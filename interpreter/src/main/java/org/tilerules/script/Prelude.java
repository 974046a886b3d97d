package org.tilerules.script;

import org.graalvm.polyglot.Source;

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
 * <li>freezes the global object, every built-in reachable from it and the
 *     intrinsics that are reachable only through syntax (the prototypes of
 *     generator, async and async generator functions, of iterators), so
 *     nothing a game writes there can reach the next game on the thread;</li>
 * <li>returns {@code [toArray, compile]}: the helper that turns the
 *     language's lists into arrays, and the compiler of a module: its text as
 *     the body of a real function (the {@code Function} constructor parses the
 *     body on its own, so a text that closes the function is a syntax error).</li>
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
            "  const seen = new Set();",
            "  function harden(o) {",
            "    if (o === null || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o)) return;",
            "    seen.add(o);",
            "    let keys;",
            "    try { Object.freeze(o); keys = Reflect.ownKeys(o); } catch (e) { return; }",
            "    for (const k of keys) {",
            "      let d;",
            "      try { d = Object.getOwnPropertyDescriptor(o, k); } catch (e) { continue; }",
            "      if (d && 'value' in d) harden(d.value);",
            "      if (d && d.get) harden(d.get);",
            "      if (d && d.set) harden(d.set);",
            "    }",
            "    try { harden(Object.getPrototypeOf(o)); } catch (e) { /* a host object */ }",
            "  }",
            "  harden(G);",
            "  for (const hidden of [" + String.join(", ", HIDDEN) + "]) harden(hidden);",
            "  return [toArray, compile];",
            "})()"), "<tilerules prelude>").internal(true).buildLiteral();

    private static String quoted(String[] names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) sb.append(sb.length() > 0 ? ", '" : "'").append(n).append('\'');
        return sb.toString();
    }
}
