package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.builtins.Arg;
import org.tilerules.builtins.Builtins;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Actions;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Stmts;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Actions: {@code action NAME(p: TYPE, ...) { ... }} declarations and the calls {@code NAME(ARGS)} of
 * a statement, which name an action of the rules or a built-in one ({@link Builtins}). Every action's
 * name and parameters are declared before any body compiles (a rule may call an action that a later
 * file declares); the bodies compile in load order, so a redefinition's {@code super(...)} is the
 * definition before it.
 */
final class ActionCompiler {
    private ActionCompiler() {}

    /** The types a parameter of an action or a value may have, by their spelling. */
    static Type paramType(String spelled) {
        for (Type t : Type.values()) if (t.name().toLowerCase(Locale.ROOT).equals(spelled)) return t;
        return null;
    }

    static List<String> typeNames() {
        return Arrays.stream(Type.values()).map(t -> t.name().toLowerCase(Locale.ROOT)).toList();
    }

    /** Declares an action's name and parameters (the first declaration of a name fixes them). */
    static void declare(Rules rules, Diagnostics diags, String file, ActionItemContext ai) {
        if (ai.fname == null) return;
        String name = ai.fname.getText();
        if (Builtins.action(name) != null) {
            diags.add(file, ai.fname, "'" + name + "' is a built-in action (" + Builtins.action(name).signature()
                    + "); name the action otherwise");
            return;
        }
        Type[] params = params(diags, file, ai, null);
        Actions.Slot old = rules.actions.get(name);
        if (old == null) {
            rules.actions.put(name, new Actions.Slot(name, params, origin(file, ai)));
        } else if (!Arrays.equals(old.params, params)) {
            diags.add(file, ai.fname, "action " + name + " is redefined with other parameters; it must keep ("
                    + String.join(", ", Arrays.stream(old.params).map(t -> t.name().toLowerCase(Locale.ROOT)).toList())
                    + ") as declared at " + old.origin);
        }
    }

    private static Type[] params(Diagnostics diags, String file, ActionItemContext ai, Scope s) {
        List<Type> out = new ArrayList<>();
        for (ScriptParamContext p : ai.scriptParam()) {
            if (p.ptype == null) continue;
            Type t = paramType(p.ptype.getText());
            if (t == null) {
                if (s == null) diags.add(file, p.ptype, "unknown type '" + p.ptype.getText() + "'; " + Names.suggest(p.ptype.getText(), typeNames()));
                t = Type.INT;
            }
            if (p.pname == null) {
                if (s == null) diags.add(file, p, "an action's parameter needs a name: NAME: " + p.ptype.getText());
            } else if (s != null) s.declare(p.pname.getText(), t);
            out.add(t);
        }
        return out.toArray(new Type[0]);
    }

    /** Compiles one definition's body into its slot; a redefinition may call the one before as {@code super(...)}. */
    static void define(BodyCompiler body, Rules rules, String file, ActionItemContext ai) {
        if (ai.fname == null) return;
        Actions.Slot slot = rules.actions.get(ai.fname.getText());
        if (slot == null) return;                 // reported when declared
        Scope s = new Scope("", "points");
        Type[] mine = params(null, file, ai, s);
        if (!Arrays.equals(mine, slot.params)) return;   // reported when declared
        Actions.Slot before = body.superAction;
        body.superAction = slot.definitions > 0 ? slot.copy() : null;
        Stmt[] stmts = body.block(ai.block(), s);
        body.superAction = before;
        slot.body = stmts;
        slot.frame = s.size();
        slot.origin = origin(file, ai);
        slot.definitions++;
    }

    static String origin(String file, ParserRuleContext at) {
        return file + ":" + at.getStart().getLine() + ":" + (at.getStart().getCharPositionInLine() + 1);
    }

    /**
     * A statement {@code NAME(ARGS)}: {@code super(...)} in a redefinition, an action of the rules, or a
     * built-in action. Null after reporting what is wrong.
     */
    static Stmt call(BodyCompiler body, ExprCompiler exprs, Rules rules, Diagnostics diags, String file, ParserRuleContext c,
                     NameContext fn, List<ExprContext> args, Scope s) {
        String name = fn.getText();
        Actions.Slot slot = name.equals("super") ? body.superAction : rules.actions.get(name);
        if (name.equals("super") && slot == null) {
            diags.add(file, fn, "'super(...)' calls the action a redefinition replaces; here no action is redefined");
            return null;
        }
        if (slot != null) {
            if (args.size() != slot.params.length) {
                diags.add(file, c, "action " + slot.name + " takes " + slot.params.length + (slot.params.length == 1 ? " argument" : " arguments")
                        + ", found " + args.size());
                return null;
            }
            Expr[] values = new Expr[args.size()];
            for (int i = 0; i < values.length; i++) values[i] = exprs.expect(args.get(i), s, slot.params[i]);
            return new Actions.Call(slot, values);
        }
        Builtins.Action b = Builtins.action(name);
        if (b == null) {
            Set<String> known = new LinkedHashSet<>(rules.actions.keySet());
            Builtins.actions().forEach(a -> known.add(a.name()));
            if (body.setUp) Builtins.setUpActions().forEach(a -> known.add(a.name()));
            diags.add(file, fn, "unknown action '" + name + "'; " + Names.suggest(name, known));
            return null;
        }
        if (b.setUpOnly() != null && !body.setUp) {
            diags.add(file, fn, b.signature() + " is for scenario set-ups; in rules, " + b.setUpOnly());
            return null;
        }
        if (args.size() != b.params().size()) {
            diags.add(file, c, "'" + name + "' is written " + b.signature() + ", found " + args.size()
                    + (args.size() == 1 ? " argument" : " arguments"));
            return null;
        }
        Expr[] values = new Expr[args.size()];
        long[] ids = new long[args.size()];
        String[] names = new String[args.size()];
        boolean ok = true;
        BuiltinCalls calls = new BuiltinCalls(null, rules, diags, file, Set.of()).withSteps(body.knownSteps());
        for (int i = 0; i < args.size(); i++) {
            Arg kind = b.params().get(i);
            ExprContext a = args.get(i);
            if (kind.type != null) {
                values[i] = exprs.expect(a, s, kind.type);
                continue;
            }
            if (!(a instanceof NameExprContext)) {
                diags.add(file, a, "'" + name + "' takes the name of " + kind.what() + " here (" + b.signature() + "), found '" + a.getText() + "'");
                ok = false;
                continue;
            }
            names[i] = a.getText();
            if (kind == Arg.CARD) ids[i] = ok ? calls.card(a, names[i - 1], (int) ids[i - 1], names[i]) : BuiltinCalls.FAILED;
            else ids[i] = calls.lookup(a, names[i], kind);
            if (ids[i] == BuiltinCalls.FAILED) ok = false;
        }
        if (!ok) return null;
        rules.called(name);
        Stmt made = b.factory().make(BuiltinCalls.forAction(values, ids, names, origin(file, c), RuleSite.of(c, file)));
        if (made instanceof Stmts.Skip k) rules.skips.add(k);
        return made;
    }
}
