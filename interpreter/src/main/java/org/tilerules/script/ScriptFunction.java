package org.tilerules.script;

import org.tilerules.runtime.Sites;
import org.tilerules.runtime.Type;

import java.util.List;
import java.util.Locale;

/**
 * A function of a script module as the rule file declares it: its parameter
 * and result types in the language's types. A procedure has no result and may
 * only be called as a statement ({@code m.f(...)}).
 */
public final class ScriptFunction {
    /** The types a value crossing into or out of a script may have. */
    public static final List<Type> CROSSING = List.of(Type.INT, Type.BOOL, Type.COMPONENT, Type.PLAYER, Type.TILE,
            Type.FIGURE, Type.ZONE, Type.COMPONENTS, Type.PLAYERS, Type.TILES, Type.FIGURES);

    public final ScriptModule module;
    public final String name;
    /** Position among the module's functions: the index of its handle in a context. */
    public final int index;
    public final Type[] params;
    /** The result type, or null for a procedure. */
    public final Type result;
    /** The score category of awards the function makes without naming one (resolved when the rules load). */
    final String categoryName;
    int category = -1;
    public final String file;
    public final int line, col;

    ScriptFunction(ScriptModule module, String name, int index, Type[] params, Type result, String categoryName,
                   String file, int line, int col) {
        this.module = module;
        this.name = name;
        this.index = index;
        this.params = params;
        this.result = result;
        this.categoryName = categoryName;
        this.file = file;
        this.line = line;
        this.col = col;
    }

    public boolean isProcedure() { return result == null; }

    /** How the rule file writes it: {@code rules.value(component, int) : int}. */
    /** The function as a rule that awards: "script MODULE.NAME (rule set/file.rules:LINE)". */
    public String site() {
        return "script " + module.name + "." + name + " (" + Sites.shortFile(file) + ":" + line + ")";
    }

    public String signature() {
        StringBuilder sb = new StringBuilder(module.name).append('.').append(name).append('(');
        for (int i = 0; i < params.length; i++) sb.append(i > 0 ? ", " : "").append(typeName(params[i]));
        sb.append(')');
        if (result != null) sb.append(" : ").append(typeName(result));
        return sb.toString();
    }

    /** The language's spelling of a type in a script declaration. */
    public static String typeName(Type t) { return t.name().toLowerCase(Locale.ROOT); }

    /** The type a declaration spells, or null. */
    public static Type type(String spelled) {
        for (Type t : CROSSING) if (typeName(t).equals(spelled)) return t;
        return null;
    }
}
