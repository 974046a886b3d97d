package org.tilerules.script;

import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Builtins.Entry;
import org.tilerules.runtime.Type;

/** What docs/scripts.md shows of the script API that is made from the registry. */
final class ScriptDocs {
    private ScriptDocs() {}

    /**
     * The table of docs/scripts.md: every built-in expression and built-in action of the language with its
     * script twin (ScriptDocsTest keeps the doc equal; {@code -Ddocs.write=true} writes it).
     */
    static String table() {
        StringBuilder sb = new StringBuilder("| in a script | result | in a rule file | meaning |\n|---|---|---|---|\n");
        for (Entry e : Builtins.all()) {
            sb.append("| `").append(ScriptGame.twin(e)).append("` | ").append(e.resultWord().equals("as LIST") ? "an array like ARRAY" : word(e.result()))
                    .append(" | `").append(e.signature()).append("` | ").append(e.doc()).append(" |\n");
        }
        for (Builtins.Action a : Builtins.actions()) {
            sb.append("| `").append(ScriptGame.twin(a)).append("` | (effect) | `").append(a.signature()).append("` | ").append(a.doc()).append(" |\n");
        }
        return sb.toString();
    }

    private static String word(Type t) {
        if (t == Type.BOOL) return "true or false";
        if (t == Type.INT) return "number";
        if (t.isList()) return "array of " + ScriptFunction.typeName(t.element()) + "s";
        return ScriptFunction.typeName(t) + " (a number)";
    }
}
