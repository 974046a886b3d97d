package org.tilerules.script;

import org.graalvm.polyglot.HostAccess;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.SourceSection;
import org.graalvm.polyglot.Value;
import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.RunAborted;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
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
    private static final Pattern INTEROP = Pattern.compile("invokeMember \\((\\w+)\\) on ([\\w.$]+) failed due to: (.*)");
    private static final Pattern INSTANTIATE = Pattern.compile("instantiate on (game[\\w.$]*) failed due to: Message not supported");

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
        if (e.isHostException()) return clean(firstLine(String.valueOf(e.asHostException().getMessage())));
        String thrown = thrownValue(e);
        if (thrown != null) return clean(thrown);
        String msg = clean(firstLine(String.valueOf(e.getMessage())));
        Matcher api = API_WRITE.matcher(msg);
        if (api.find()) return "game." + api.group(1) + ": the game object is read-only; keep values in the module's own variables";
        if (FROZEN.matcher(msg).find()) {
            return msg + " (the global object and the built-ins are read-only, so that no game depends on the one before"
                    + " it; keep values in the module's own variables, which start fresh in every game)";
        }
        Matcher im = INTEROP.matcher(msg);
        if (im.find()) {
            String member = im.group(1), target = im.group(2), why = im.group(3);
            if (why.startsWith("Unknown identifier")) return "the script API has no function game." + member + " (see docs/scripts.md)";
            if (why.startsWith("Message not supported") && target.startsWith("game.")) {
                return target + " is a function of the script API; it has no member '" + member + "' (see docs/scripts.md)";
            }
            return wrongArguments(member, why);
        }
        Matcher nm = INSTANTIATE.matcher(msg);
        if (nm.find()) return nm.group(1) + " is a function of the script API, not a constructor: call it without 'new'";
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
            if (!method.getName().equals(member) || !method.isAnnotationPresent(HostAccess.Export.class)) continue;
            List<String> ps = new ArrayList<>();
            for (Class<?> t : method.getParameterTypes()) {
                ps.add(t == int.class ? "whole number" : t == String.class ? "string" : t == boolean.class ? "true or false" : "array");
            }
            forms.add("game." + member + "(" + String.join(", ", ps) + ")");
        }
        forms.sort(Comparator.comparingInt(String::length));
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
        if (e.isHostException()) {
            Throwable h = e.asHostException();
            // a callback of this module stopped inside an API call: what stopped it, never the raw exception
            if (h instanceof PolyglotException inner && inner != e) return translate(inner, m, site, l, fn);
            if (h instanceof RunAborted aborted) return aborted;
            if (!(h instanceof ScriptApi.Misuse) && !(h instanceof CallDepth.TooDeep) && h instanceof RuntimeException re) return re;
        }
        boolean guard = l != null && (l.overMemory || l.timedOut);
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
        String text = at + ": " + what + " (called from " + site + ")";
        if (!guard && isStatementLimit(e)) return new RuleError(text);      // the deterministic limit decides
        if (guard || e.isResourceExhausted() || e.isCancelled()) return aborted(text);
        return new RuleError(text);
    }

    /** Whether the resource that ran out is the statement count, the deterministic limit (the others are the machine's). */
    static boolean isStatementLimit(PolyglotException e) {
        return e.isResourceExhausted() && String.valueOf(e.getMessage()).contains("Statement count limit");
    }

    /**
     * The end of the run by a guard that depends on the machine; kept for the thread until the outermost
     * call from the rules ends, so that a script that catches it in a nested call cannot go on as if not.
     */
    static RunAborted aborted(String text) {
        RunAborted a = new RunAborted(text);
        CallDepth.abort(a);
        return a;
    }

    /** The cpu-time guard's message: it says that it is not the deterministic limit, and that the run ends. */
    static String timeLimit() {
        return "the script used more than " + Watchdog.limitMillis() + " ms of cpu time in one call (time limit: the last guard"
                + " behind the statement limit, for a single long built-in call such as a backtracking regular expression;"
                + " no rule script needs a fraction of it; the run stops here, the game is not decided by it)";
    }

    static RuleError at(ScriptModule m, String where, String message, String site) {
        return new RuleError((where == null ? m.display : where) + ": " + message + " (called from " + site + ")");
    }

    /** A bare identity hash after a name, or an address. */
    private static final Pattern IDENTITY = Pattern.compile("(?<=[\\w$])@[0-9a-f]{4,}\\b|\\b0x[0-9a-f]{6,}\\b");

    /**
     * The message without what differs from run to run (a lambda's class name, address and identity hash,
     * {@code pkg.Class$$Lambda$296/0x00007fbf692ae3f0@715d6168}; a bare identity hash or address) and without
     * control characters (a script's text must not clear the terminal or colour it), at most
     * {@value #MAX_MESSAGE} characters: what a person reads, the same on every run. Linear in the text.
     */
    static String clean(String msg) {
        String s = msg.length() > 4 * MAX_MESSAGE ? msg.substring(0, 4 * MAX_MESSAGE) : msg;
        int more = msg.length() - s.length();
        StringBuilder sb = new StringBuilder(s.length());
        int from = 0;
        for (int at = s.indexOf("$$Lambda"); at >= 0; at = s.indexOf("$$Lambda", from)) {
            int start = at;
            while (start > from && (Character.isLetterOrDigit(s.charAt(start - 1)) || "_.$".indexOf(s.charAt(start - 1)) >= 0)) start--;
            int end = at + "$$Lambda".length();
            while (end < s.length() && (Character.isLetterOrDigit(s.charAt(end)) || "_$/@".indexOf(s.charAt(end)) >= 0)) end++;
            sb.append(s, from, start).append("a function of the game");
            from = end;
        }
        s = IDENTITY.matcher(sb.append(s, from, s.length())).replaceAll("");
        StringBuilder out = new StringBuilder(Math.min(s.length(), MAX_MESSAGE + 40));
        int i = 0;
        for (; i < s.length() && out.length() < MAX_MESSAGE; i++) {
            char c = s.charAt(i);
            if (c == '\t') out.append(' ');
            else if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c == '\u2028' || c == '\u2029' || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069')) out.append('?');
            else out.append(c);
        }
        more += s.length() - i;
        if (more > 0) out.append("... (").append(more).append(" more characters)");
        return out.toString();
    }

    static final int MAX_MESSAGE = 2000;

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).trim();
    }
}
