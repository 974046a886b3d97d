package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.builtins.Builtins;
import org.tilerules.grammar.TilerulesParser.ExprContext;
import org.tilerules.grammar.TilerulesParser.MemberExprContext;
import org.tilerules.grammar.TilerulesParser.NameExprContext;
import org.tilerules.grammar.TilerulesParser.ScriptFnContext;
import org.tilerules.grammar.TilerulesParser.ScriptItemContext;
import org.tilerules.grammar.TilerulesParser.ScriptParamContext;
import org.tilerules.runtime.Actions;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;
import org.tilerules.script.ScriptCall;
import org.tilerules.script.ScriptFunction;
import org.tilerules.script.ScriptModule;
import org.tilerules.script.ScriptModules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The language side of scripts: {@code script NAME "file.js" { function ... }}
 * declarations, calls {@code NAME.f(args)} in expressions and
 * {@code NAME.f(args)} statements, type-checked against the declared
 * signatures like every other call.
 */
final class ScriptCompiler {
    private ScriptCompiler() {}

    private static final List<String> TYPE_NAMES = ScriptFunction.CROSSING.stream().map(ScriptFunction::typeName).toList();

    /** Declaration phase: the module, its file (relative to the rule file) and its functions' signatures. */
    static void declare(Rules rules, Diagnostics diags, String file, Path rulesFile, ScriptItemContext si) {
        String name = si.name().getText();
        String rel = RulesLoader.unquote(si.STRING().getText());
        ScriptModule old = ScriptModules.in(rules).get(name);
        if (old != null) {
            diags.add(file, si.name(), "script module '" + name + "' is already declared at " + old.declFile + ":" + old.declLine);
            return;
        }
        Path p = Parsing.resolve(rulesFile.getParent(), rel);
        if (p == null) {
            diags.add(file, si.STRING().getSymbol(), "script file " + si.STRING().getText() + " is not a usable file name");
            return;
        }
        if (!rel.endsWith(".js")) {
            diags.add(file, si.STRING().getSymbol(), "a script module is a JavaScript file ending in .js, found " + si.STRING().getText());
            return;
        }
        if (!Files.isRegularFile(p)) {
            diags.add(file, si.STRING().getSymbol(), "script file " + si.STRING().getText() + " not found (looked for " + Parsing.display(p) + ")");
            return;
        }
        int limit = 0;
        if (si.INT() != null) {
            limit = Parsing.number(si.INT());
            if (limit < 1) diags.add(file, si.INT().getSymbol(), "a statement limit must be at least 1");
        }
        ScriptModule m = ScriptModules.of(rules, ScriptTwins.INSTANCE).declare(name, p, Parsing.display(p), file, si.getStart().getLine(), limit);
        for (ScriptFnContext fc : si.scriptFn()) function(rules, diags, file, m, fc);
    }

    private static void function(Rules rules, Diagnostics diags, String file, ScriptModule m, ScriptFnContext fc) {
        if (fc.fname == null || fc.what == null) return;  // a syntax error, reported by the parser
        String fname = fc.fname.getText();
        boolean action = fc.what.getText().equals("action");
        boolean procedure = !fc.what.getText().equals("function");
        List<Type> params = new ArrayList<>();
        for (ScriptParamContext sp : fc.scriptParam()) {
            if (sp.ptype != null) params.add(type(diags, file, sp.ptype.getText(), sp.ptype));  // else a syntax error was reported
        }
        Type result = null;
        if (fc.ret != null) {
            if (procedure) diags.add(file, fc.ret, "a" + (action ? "n action" : " procedure") + " returns nothing; declare 'function " + fname + "(...) : TYPE' to return a value");
            else result = type(diags, file, fc.ret.getText(), fc.ret);
        } else if (!procedure) {
            diags.add(file, fc.fname, "function " + fname + " needs a result type, e.g. 'function " + fname + "(...) : int'; "
                    + "a script function that only acts is a 'procedure'");
            result = Type.INT;
        }
        if (fc.cat != null && !procedure) {
            diags.add(file, fc.cat, "only a procedure may award points: 'as CATEGORY' belongs to a procedure");
        }
        String category = fc.cat == null ? null : fc.cat.getText();
        ScriptFunction f = m.declare(fname, params.toArray(new Type[0]), result, category, file,
                fc.fname.getStart().getLine(), fc.fname.getStart().getCharPositionInLine() + 1);
        if (f == null) {
            diags.add(file, fc.fname, "script module '" + m.name + "' declares '" + fname + "' twice");
            return;
        }
        if (action) declareAction(rules, diags, file, f, fc);
    }

    /**
     * A script action: an action of the rules like {@code action NAME(...) { ... }}, called wherever one is
     * and replaceable by a later definition of either kind; the first declaration of the name fixes its
     * parameters.
     */
    private static void declareAction(Rules rules, Diagnostics diags, String file, ScriptFunction f, ScriptFnContext fc) {
        if (Builtins.action(f.name) != null) {
            diags.add(file, fc.fname, "'" + f.name + "' is a built-in action (" + Builtins.action(f.name).signature() + "); name the action otherwise");
            return;
        }
        Actions.Slot old = rules.actions.get(f.name);
        if (old == null) {
            rules.actions.put(f.name, new Actions.Slot(f.name, f.params, ActionCompiler.origin(file, fc)));
        } else if (!Arrays.equals(old.params, f.params)) {
            diags.add(file, fc.fname, "action " + f.name + " is redefined with other parameters; it must keep ("
                    + String.join(", ", Arrays.stream(old.params).map(ScriptFunction::typeName).toList()) + ") as declared at " + old.origin);
        }
    }

    /** Compile phase, in load order: a script action becomes the definition in force of its name (a later one replaces it). */
    static void define(Rules rules, String file, ScriptItemContext si) {
        ScriptModule m = ScriptModules.in(rules).get(si.name().getText());
        if (m == null) return;
        for (ScriptFnContext fc : si.scriptFn()) {
            if (fc.fname == null || fc.what == null || !fc.what.getText().equals("action")) continue;
            ScriptFunction f = m.function(fc.fname.getText());
            Actions.Slot slot = rules.actions.get(fc.fname.getText());
            if (f == null || slot == null || !Arrays.equals(slot.params, f.params) || !m.declFile.equals(file)) continue;   // reported when declared
            Expr[] args = new Expr[f.params.length];
            for (int i = 0; i < args.length; i++) args[i] = new Exprs.Local(f.params[i], i);
            slot.body = new Stmt[] {new ScriptCall.Statement(f, args, site(file, fc))};
            slot.frame = Math.max(1, args.length);
            slot.origin = ActionCompiler.origin(file, fc);
            slot.definitions++;
        }
    }

    private static Type type(Diagnostics diags, String file, String spelled, ParserRuleContext at) {
        Type t = ScriptFunction.type(spelled);
        if (t == null) {
            diags.add(file, at, "a script function takes and returns only " + String.join(", ", TYPE_NAMES) + "; found '" + spelled + "'"
                    + (Names.suggest(spelled, TYPE_NAMES).startsWith("did") ? " (" + Names.suggest(spelled, TYPE_NAMES) + ")" : ""));
            return Type.INT;
        }
        return t;
    }

    /** After the bodies: parse each script once, run its top level, check the declared functions exist. */
    static void load(Rules rules, Diagnostics diags) {
        if (rules.scripts.isEmpty()) return;
        for (ScriptModule.Problem p : ScriptModules.in(rules).load(rules)) diags.add(p.file(), p.line(), p.col(), p.message());
    }

    /** Whether {@code NAME.member(...)} calls a script module (a local variable of that name wins). */
    static boolean isModuleCall(Rules rules, MemberExprContext c, Scope s) {
        return c.expr() instanceof NameExprContext n && !rules.scripts.isEmpty()
                && ScriptModules.in(rules).get(n.getText()) != null && s.lookup(n.getText()) == null;
    }

    static Expr call(ExprCompiler ec, Rules rules, Diagnostics diags, String file, MemberExprContext c, Scope s) {
        ScriptFunction fn = resolve(rules, diags, file, c, c.expr().getText(), c.member.getText(), c.call != null);
        if (fn == null) return new Exprs.Const(Type.INT, 0);
        if (fn.isProcedure()) {
            diags.add(file, c, fn.module.name + "." + fn.name + " is a procedure and returns nothing; call it as a statement: "
                    + c.getText());
            return new Exprs.Const(Type.INT, 0);
        }
        Expr[] args = args(ec, diags, file, c, c.args() == null ? List.of() : c.args().expr(), s, fn);
        return args == null ? new Exprs.Const(fn.result, 0) : new ScriptCall(fn, args, site(file, c));
    }

    /** Whether a statement {@code NAME.member(...)} calls a script module (a local variable of that name wins). */
    static boolean isModule(Rules rules, String name, Scope s) {
        return !rules.scripts.isEmpty() && ScriptModules.in(rules).get(name) != null && s.lookup(name) == null;
    }

    /** A statement calling a script function: {@code MODULE.NAME(ARGS)}. */
    static Stmt statement(ExprCompiler ec, Rules rules, Diagnostics diags, String file, ParserRuleContext at,
                          String module, String name, List<ExprContext> argList, Scope s) {
        ScriptFunction fn = resolve(rules, diags, file, at, module, name, true);
        if (fn == null) return null;
        Expr[] args = args(ec, diags, file, at, argList, s, fn);
        return args == null ? null : new ScriptCall.Statement(fn, args, site(file, at));
    }

    private static String site(String file, ParserRuleContext c) { return file + ":" + c.getStart().getLine(); }

    private static ScriptFunction resolve(Rules rules, Diagnostics diags, String file, ParserRuleContext c, String module,
                                          String member, boolean called) {
        ScriptModule m = ScriptModules.in(rules).get(module);
        ScriptFunction fn = m.function(member);
        if (fn == null) {
            List<String> known = m.functions().stream().map(f -> f.name).toList();
            diags.add(file, c, "script module '" + m.name + "' declares no function '" + member + "'; " + Names.suggest(member, known));
            return null;
        }
        if (!called) {
            diags.add(file, c, "'" + c.getText() + "' is a script function; call it: " + fn.signature());
            return null;
        }
        return fn;
    }

    private static Expr[] args(ExprCompiler ec, Diagnostics diags, String file, ParserRuleContext c, List<ExprContext> args,
                               Scope s, ScriptFunction fn) {
        if (args.size() != fn.params.length) {
            diags.add(file, c, "'" + fn.module.name + "." + fn.name + "' takes " + fn.params.length
                    + (fn.params.length == 1 ? " argument" : " arguments") + " (" + fn.signature() + "), found " + args.size());
            return null;
        }
        Expr[] out = new Expr[args.size()];
        for (int i = 0; i < out.length; i++) out[i] = ec.expect(args.get(i), s, fn.params[i]);
        return out;
    }
}
