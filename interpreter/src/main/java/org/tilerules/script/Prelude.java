package org.tilerules.script;

import org.graalvm.polyglot.Source;

/**
 * Runs in every script context before the module: removes what would make a
 * game depend on more than its seed and choices (the clock, Math.random),
 * freezes the global object and every built-in reachable from it (so nothing
 * a game writes there can reach the next game on the thread: such a write
 * fails, in strict mode, with a TypeError), and returns the helper that turns
 * the language's lists into JavaScript arrays.
 */
final class Prelude {
    private Prelude() {}

    static final Source SOURCE = Source.newBuilder("js", String.join("\n",
            "(function () {",
            "  'use strict';",
            "  function unavailable(what) {",
            "    return function () {",
            "      throw new Error(what + ' is not available to rule scripts: a game must replay the same from its seed and choices');",
            "    };",
            "  }",
            "  Math.random = unavailable('Math.random');",
            "  globalThis.Date = unavailable('Date');",
            "  if (typeof performance !== 'undefined') globalThis.performance = undefined;",
            "  const toArray = function () { return Array.prototype.slice.call(arguments); };",
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
            "    }",
            "    try { harden(Object.getPrototypeOf(o)); } catch (e) { /* a host object */ }",
            "  }",
            "  harden(globalThis);",
            "  return toArray;",
            "})()"), "<tilerules prelude>").internal(true).buildLiteral();
}
