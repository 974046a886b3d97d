package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.ScriptParamContext;
import org.tilerules.grammar.TilerulesParser.ValueItemContext;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;
import org.tilerules.runtime.Values;
import org.tilerules.script.ScriptFunction;

import java.util.ArrayList;
import java.util.List;

/**
 * Compiles {@code value NAME(p: TYPE, ...) = EXPR}. A second definition of a
 * name (in a later rule set) must keep the parameters and the result type; it
 * replaces the body, and its own body may call the one it replaces as
 * {@code super(...)}. All values compile before any other body, in load order.
 */
final class ValueCompiler {
    private ValueCompiler() {}

    static void compile(Rules rules, Diagnostics diags, String file, ValueItemContext vi) {
        if (vi.fname == null) return;  // a syntax error, reported by the parser
        String name = vi.fname.getText();
        List<Type> params = new ArrayList<>();
        Scope s = new Scope("", "");
        for (ScriptParamContext p : vi.scriptParam()) {
            if (p.ptype == null) continue;
            Type t = ScriptFunction.type(p.ptype.getText());
            // a value may also take one figure (scripts never see figures, so only values accept it)
            if (t == null && p.ptype.getText().equals("figure")) t = Type.FIGURE;
            if (t == null) {
                diags.add(file, p.ptype, "unknown type '" + p.ptype.getText() + "'; "
                        + Names.suggest(p.ptype.getText(), ScriptFunction.CROSSING.stream().map(ScriptFunction::typeName).toList()));
                t = Type.INT;
            }
            if (p.pname == null) diags.add(file, p, "a value's parameter needs a name: NAME: " + p.ptype.getText());
            else s.declare(p.pname.getText(), t);
            params.add(t);
        }
        Values.Slot old = rules.values.get(name);
        ExprCompiler ec = new ExprCompiler(rules, diags, file);
        if (old != null) {
            if (!List.of(old.params).equals(params)) {
                diags.add(file, vi.fname, "value " + name + " is redefined with other parameters; it must keep ("
                        + String.join(", ", List.of(old.params).stream().map(ScriptFunction::typeName).toList()) + ")");
                return;
            }
            ec.superSlot = old.copy();
        }
        Expr body = ec.compile(vi.expr(), s);
        if (old == null) {
            rules.values.put(name, new Values.Slot(name, params.toArray(new Type[0]), body.type, body, s.size()));
            return;
        }
        if (body.type != old.result) {
            diags.add(file, vi.expr(), "value " + name + " was " + old.result.description + ", its new definition is " + body.type.description);
            return;
        }
        old.body = body;
        old.frame = s.size();
    }
}
