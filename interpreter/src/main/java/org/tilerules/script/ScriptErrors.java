package org.tilerules.script;

import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.SourceSection;
import org.graalvm.polyglot.Value;
import org.tilerules.runtime.RuleError;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns what goes wrong in a script into a {@link RuleError} a modder can act
 * on: {@code rulesets/x/y.js:line:col: message (called from rulesets/x/z.rules:line)}.
 */
final class ScriptErrors {
    private ScriptErrors() {}

    record Located(String file, int line, int col) {
        @Override public String toString() { return line > 0 ? file + ":" + line + ":" + col : file; }
    }

    /** What GraalJS says when strict code writes to a frozen object. */
    private static final Pattern FROZEN = Pattern.compile("Cannot (add property|add new property|assign to read only property|redefine property|delete property)|not extensible");
    private static final Pattern INTEROP = Pattern.compile("invokeMember \\((\\w+)\\) on [\\w.$]+ failed due to: (.*)");

    /** A syntax error of the Function constructor: {@code SyntaxError: <function>:LINE:COLUMN message}, the line counted in the body. */
    private static final Pattern SYNTAX = Pattern.compile("^SyntaxError: <function>:(\\d+):(\\d+) ");

    /** Where in the module the error happened: the innermost frame in its file, else the declaration. */
    static Located locate(PolyglotException e, ScriptModule m) {
        Matcher sm = SYNTAX.matcher(String.valueOf(e.getMessage()));
        if (sm.find()) {
            return new Located(m.display, Math.max(1, Integer.parseInt(sm.group(1)) - Prelude.SYNTAX_LINES_BEFORE), Integer.parseInt(sm.group(2)) + 1);
        }
        SourceSection s = e.getSourceLocation();
        if (inModule(s, m)) return at(s, m);
        for (PolyglotException.StackFrame f : e.getPolyglotStackTrace()) {
            if (f.isGuestFrame() && inModule(f.getSourceLocation(), m)) return at(f.getSourceLocation(), m);
        }
        return new Located(m.display, 0, 0);
    }

    static boolean isSyntaxError(PolyglotException e) {
        return e.isSyntaxError() || SYNTAX.matcher(String.valueOf(e.getMessage())).find();
    }

    private static boolean inModule(SourceSection s, ScriptModule m) {
        return s != null && s.isAvailable() && s.getSource().getName().equals(m.sourceName);
    }

    /** A position in the module, as its own file numbers lines (the compiled function's lines before it taken off). */
    static Located at(SourceSection s, ScriptModule m) {
        return new Located(m.display, Math.max(1, s.getStartLine() - ScriptModule.LINES_BEFORE), s.getStartColumn());
    }

    /** The parser's message without the file prefix and the echoed source line. */
    static String syntaxMessage(PolyglotException e) {
        String msg = firstLine(e.getMessage());
        msg = msg.replaceFirst("^SyntaxError: ", "");
        msg = msg.replaceFirst("^\\S+:\\d+:\\d+ ", "");
        return msg;
    }

    /** What went wrong, in words; the limits name their setting. */
    static String describe(PolyglotException e, ScriptModule m, ScriptModule.Live l) {
        if (e.isResourceExhausted()) {
            String msg = String.valueOf(e.getMessage());
            if (msg.contains("Statement count limit")) {
                return "the script ran more than " + m.statementLimit + " statements (statement limit)";
            }
            return "the script ran out of memory (" + firstLine(msg) + ")";
        }
        if (l != null && l.timedOut) return timeLimit();
        if (e.isCancelled()) return "the script was stopped (" + firstLine(String.valueOf(e.getMessage())) + ")";
        if (e.isHostException()) return firstLine(String.valueOf(e.asHostException().getMessage()));
        String thrown = thrownValue(e);
        if (thrown != null) return thrown;
        String msg = firstLine(String.valueOf(e.getMessage()));
        Matcher api = API_WRITE.matcher(msg);
        if (api.find()) return "game." + api.group(1) + ": the game object is read-only; keep values in the module's own variables";
        if (FROZEN.matcher(msg).find()) {
            return msg + " (the global object and the built-ins are read-only, so that no game depends on the one before"
                    + " it; keep values in the module's own variables, which start fresh in every game)";
        }
        Matcher im = INTEROP.matcher(msg);
        if (im.find()) {
            String member = im.group(1), why = im.group(2);
            if (why.startsWith("Unknown identifier")) return "the script API has no function game." + member + " (see docs/scripts.md)";
            return wrongArguments(member, why);
        }
        Matcher wm = WRITE.matcher(msg);
        if (wm.find()) {
            return "game." + wm.group(1) + ": the game object is read-only; keep values in the module's own variables";
        }
        return msg;
    }

    private static final Pattern API_WRITE = Pattern.compile("property \"([^\"]*)\" (?:of|to) JavaObject\\[" + Pattern.quote(ScriptApi.class.getName()) + "\\]");
    private static final Pattern WRITE = Pattern.compile("(?:writeMember|removeMember) \\(([^)]*)\\) on [\\w.$]+ failed");
    private static final Pattern OVERLOAD_ARGS = Pattern.compile("arguments: \\[(.*)\\]\\)?$");

    /**
     * Arguments the API function cannot take (NaN, a fraction, an object, a
     * string for a number, too few): what it takes, in the script's words,
     * and what it was given when the engine says so.
     */
    static String wrongArguments(String member, String why) {
        List<String> forms = new ArrayList<>();
        for (Method method : ScriptApi.class.getMethods()) {
            if (!method.getName().equals(member) || !method.isAnnotationPresent(org.graalvm.polyglot.HostAccess.Export.class)) continue;
            List<String> ps = new ArrayList<>();
            for (Class<?> t : method.getParameterTypes()) {
                ps.add(t == int.class ? "whole number" : t == String.class ? "string" : t == boolean.class ? "true or false" : "array");
            }
            forms.add("game." + member + "(" + String.join(", ", ps) + ")");
        }
        forms.sort(java.util.Comparator.comparingInt(String::length));
        String given = "";
        Matcher am = OVERLOAD_ARGS.matcher(why);
        if (am.find()) {
            List<String> args = new ArrayList<>();
            for (String a : am.group(1).split(", (?=[^,]*\\()")) {
                String v = a.replaceFirst(" \\([A-Za-z.$]+\\)$", "");
                args.add(a.endsWith("(TruffleString)") ? "\"" + v + "\"" : v.contains("com.oracle.") || v.contains("org.graalvm.") ? "an object" : v);
            }
            given = "; it was given (" + String.join(", ", args) + ")";
        } else if (why.startsWith("Arity error")) {
            given = "; it was given " + why.replaceFirst(".*actual: (\\d+).*", "$1") + " arguments";
        }
        return "game." + member + " cannot take these arguments: it takes " + String.join(" or ", forms) + given;
    }

    /**
     * A thrown value that is not an Error, described without running any of
     * its code (its toString may loop or throw): a string, number or boolean
     * as it is, an object by its message property when that is a string.
     */
    private static String thrownValue(PolyglotException e) {
        if (!e.isGuestException()) return null;
        Value v;
        try {
            v = e.getGuestObject();
        } catch (RuntimeException ex) {
            return null;
        }
        if (v == null) return null;
        try {
            if (v.isString() || v.isNumber() || v.isBoolean()) return "the script threw " + ScriptCall.show(v, true) + " (not an Error)";
            if (v.isNull()) return "the script threw " + v + " (not an Error)";
            Value meta = v.getMetaObject();
            if (meta != null && meta.getMetaSimpleName().endsWith("Error")) return null;
            if (v.hasMembers()) {
                Value msg = v.getMember("message");
                if (msg != null && msg.isString()) return "Error: " + firstLine(msg.asString());
            }
        } catch (RuntimeException ex) {
            // a getter that throws or loops: fall through to the plain description
        }
        return "the script threw a value that is not an Error (write 'throw new Error(\"what went wrong\")')";
    }

    /**
     * The error a failed call raises. Errors of the game itself raised inside
     * an API call (an agent's illegal answer, a nested script's error) pass
     * through unchanged.
     */
    static RuntimeException translate(PolyglotException e, ScriptModule m, String site, ScriptModule.Live l, ScriptFunction fn) {
        if (e.isHostException() && !(e.asHostException() instanceof ScriptApi.Misuse)
                && e.asHostException() instanceof RuntimeException re) {
            return re;
        }
        String what = l != null && l.overMemory
                ? "the script allocated more than " + Watchdog.limitMegabytes() + " MB in one call (memory limit)"
                : l != null && l.timedOut
                ? timeLimit()
                : describe(e, m, l);
        Located at = locate(e, m);
        Value called = l == null || fn == null ? null : l.function(fn.index);
        if (at.line() == 0 && called != null) {
            // GraalJS gives some errors (a write to a frozen global) no position: name the function that was called
            SourceSection s = called.getSourceLocation();
            if (s != null && s.isAvailable()) {
                at = at(s, m);
                what = what + " (in function " + fn.name + ")";
            }
        }
        return new RuleError(at + ": " + what + " (called from " + site + ")");
    }

    /** The wall-clock guard's message: it says that it is not the deterministic limit. */
    static String timeLimit() {
        return "the script ran longer than " + Watchdog.limitMillis() + " ms of wall-clock time (time limit: the last guard"
                + " behind the statement limit, for a single long built-in call such as a backtracking regular expression;"
                + " no rule script needs a fraction of it)";
    }

    static RuleError at(ScriptModule m, String where, String message, String site) {
        return new RuleError((where == null ? m.display : where) + ": " + message + " (called from " + site + ")");
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).trim();
    }
}
