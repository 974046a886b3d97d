package org.tilerules.front;

import org.tilerules.builtins.Arg;
import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Builtins.Entry;
import org.tilerules.grammar.TilerulesParser.ActionItemContext;
import org.tilerules.grammar.TilerulesParser.RuleItemContext;
import org.tilerules.grammar.TilerulesParser.RulesFileContext;
import org.tilerules.grammar.TilerulesParser.ValueItemContext;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;
import org.tilerules.script.Twins;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a script's {@code game} object (script/ScriptGame) needs of the compiler ({@link Twins}), so that its reads
 * and effects are the language's own: a built-in expression of {@link Builtins} built from a script's
 * arguments (names checked against the loaded rules as {@link BuiltinCalls} checks them), and a statement
 * or expression of the language compiled from text with typed local variables (a move, a counter, a
 * built-in or rule action), with the compiler's own checks and messages. Nothing here knows a game thing.
 */
public final class ScriptTwins implements Twins {
    /** The compiler's twins, handed to the rules' script modules when the first is declared ({@link ScriptCompiler}). */
    public static final ScriptTwins INSTANCE = new ScriptTwins();

    private ScriptTwins() {}

    /**
     * The id {@link BuiltinCalls#lookup} gives a declared name of the kind (a figure-or-tag's mask, 0 for a
     * tag), or {@link Refused} with what exists.
     */
    @Override public long name(Rules rules, Arg k, String n, String deckName, long deck) {
        BuiltinCalls calls = new BuiltinCalls(null, rules, new Diagnostics(), "script", tags(rules));
        long id;
        if (k == Arg.CARD) {
            List<String> cards = rules.decks.get((int) deck).cards();
            id = cards.indexOf(n);
            if (id < 0) throw new Refused("deck " + deckName + " has no card '" + n + "'; " + Names.suggest(n, cards));
            return id;
        }
        id = calls.lookup(null, n, k);
        if (id == BuiltinCalls.FAILED) throw new Refused(calls.lastProblem);
        return id;
    }

    private static Set<String> tags(Rules rules) {
        Set<String> tags = new LinkedHashSet<>();
        rules.tiles.forEach(t -> tags.addAll(t.tags));
        return tags;
    }

    /**
     * The node of one use of a built-in expression: {@code target} for a member (else null), {@code values}
     * for the value arguments (null where the parameter is a name), {@code ids} and {@code names} for the
     * names (and, for an {@link Arg#EACH} argument, the frame slot of {@code it}).
     */
    @Override public Expr read(Entry e, Expr target, Expr[] values, long[] ids, String[] names) {
        Type result = e.result() != null ? e.result() : values[0].type;
        try {
            return e.factory().make(BuiltinCalls.forScript(target, values, ids, names, result));
        } catch (IllegalArgumentException ex) {
            throw new Refused(ex.getMessage());
        }
    }

    /**
     * Statements of the language, compiled against the loaded rules with the given local variables (slots
     * 0..n-1), as if written in an action's body. {@link Refused} with the compiler's first message.
     */
    @Override public Compiled statements(Rules rules, String text, List<String> locals, List<Type> types) {
        return compile(rules, "action script_twin() {\n" + text + "\n}", locals, types, false);
    }

    /** An expression of the language with the given local variables. */
    @Override public Compiled expression(Rules rules, String text, List<String> locals, List<Type> types) {
        return compile(rules, "value script_twin() = " + text + "\n", locals, types, true);
    }

    private static Compiled compile(Rules rules, String item, List<String> locals, List<Type> types, boolean expr) {
        Diagnostics diags = new Diagnostics();
        String file = "script";
        RulesFileContext tree = Parsing.parser(file, "ruleset script_twin {\n" + item + "}\n", diags).rulesFile();
        if (!diags.isEmpty()) throw new Refused(first(diags));
        RuleItemContext ri = tree.ruleItem(0);
        Scope s = new Scope("", "points");
        for (int i = 0; i < locals.size(); i++) s.declare(locals.get(i), types.get(i));
        Compiled out;
        synchronized (rules) {   // a compiled statement may register itself with the rules (skip)
            if (expr) {
                Expr e = new ExprCompiler(rules, diags, file).compile(((ValueItemContext) ri).expr(), s);
                out = new Compiled(null, e, s.size());
            } else {
                Stmt[] b = new BodyCompiler(rules, diags, file).block(((ActionItemContext) ri).block(), s);
                out = new Compiled(b, null, s.size());
            }
        }
        if (!diags.isEmpty()) throw new Refused(first(diags));
        return out;
    }

    private static String first(Diagnostics diags) { return diags.all().get(0).message(); }
}
