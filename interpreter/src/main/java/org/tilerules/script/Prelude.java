package org.tilerules.script;

import org.graalvm.polyglot.Source;

/**
 * Runs in every script context before the module: removes what would make a
 * game depend on more than its seed and choices (the clock, Math.random), and
 * returns the helper that turns the language's lists into JavaScript arrays.
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
            "  return function () { return Array.prototype.slice.call(arguments); };",
            "})()"), "<tilerules prelude>").buildLiteral();
}
