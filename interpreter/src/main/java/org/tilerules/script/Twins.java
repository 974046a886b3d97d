package org.tilerules.script;

import org.tilerules.builtins.Arg;
import org.tilerules.builtins.Builtins.Entry;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

import java.util.List;
import java.util.regex.Pattern;

/**
 * What a script's {@code game} object ({@link ScriptGame}) needs of the compiler, so that its reads and effects
 * are the language's own: a declared name resolved as the compiler resolves it, a built-in expression's node
 * built from a script's arguments, a snippet of the language compiled with typed local variables. The compiler
 * implements it (front/ScriptTwins) and hands it over when it declares the rules' first module
 * ({@link ScriptModules#of}), so that this package depends on the registry (builtins/) and not on the compiler.
 */
public interface Twins {
    /** A script passed something the built-in cannot take: the compiler's message, without a rule file position. */
    final class Refused extends RuntimeException {
        public Refused(String message) { super(message, null, false, false); }
    }

    /** A compiled snippet and the frame it needs (its locals first, in the order given). */
    record Compiled(Stmt[] body, Expr expr, int frame) {}

    /** What a name may be written as in a snippet: a plain identifier (so no text can reach the parser but a name). */
    Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** Whether the text is a plain name a snippet may contain. */
    static boolean isName(String s) { return s != null && IDENTIFIER.matcher(s).matches(); }

    /** The id of a declared name of the kind (a figure-or-tag's mask, 0 for a tag; a card of {@code deck}), or {@link Refused}. */
    long name(Rules rules, Arg k, String n, String deckName, long deck);

    /** The node of one use of a built-in expression from a script's arguments, or {@link Refused}. */
    Expr read(Entry e, Expr target, Expr[] values, long[] ids, String[] names);

    /** Statements of the language with the given local variables (slots 0..n-1), or {@link Refused} with the first message. */
    Compiled statements(Rules rules, String text, List<String> locals, List<Type> types);

    /** An expression of the language with the given local variables, or {@link Refused}. */
    Compiled expression(Rules rules, String text, List<String> locals, List<Type> types);
}
