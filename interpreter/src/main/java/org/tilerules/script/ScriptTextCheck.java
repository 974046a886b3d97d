package org.tilerules.script;

import org.tilerules.builtins.Arg;
import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Builtins.Entry;
import org.tilerules.script.ScriptGame.Read;
import org.tilerules.engine.IntList;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.tilerules.script.ScriptGame.ATTRIBUTED;
import static org.tilerules.script.ScriptGame.HAND_WRITTEN;
import static org.tilerules.script.ScriptGame.NAMESPACES;
import static org.tilerules.script.ScriptGame.TOP;
import static org.tilerules.script.ScriptGame.arity;
import static org.tilerules.script.ScriptGame.forms;
import static org.tilerules.script.ScriptGame.twins;

/**
 * The load-time check of a module's text against the script API ({@link ScriptGame}): each call of {@code game}
 * it can read plainly names a member the API has, with a number of arguments one of its forms takes, and the
 * names it writes as literal strings are ones the rules declare. Kept apart from the API itself, which runs
 * the calls; it reads the API's tables.
 */
final class ScriptTextCheck {
    private ScriptTextCheck() {}

    private static final Pattern CALL = Pattern.compile("(?<![\\w$.])game\\s*+\\.\\s*+(?:([A-Za-z_$][\\w$]*+)\\s*+\\.\\s*+)?([A-Za-z_$][\\w$]*+)\\s*+\\(");

    /** The extra members, which are no registry's: what the load-time check knows besides them. */
    private static final List<String> STATEMENTS = List.of("move", "return", "set", "act", "counter", "pick");

    /**
     * What can be checked in a module's text when the rules load, as the compiler checks a rule file: each
     * {@code game.NAME(...)} and {@code game.TYPE.NAME(...)} names a member the API has, takes a number of
     * arguments one of its forms takes, and a name written as a literal string ({@code "touches"}) is one the
     * rules declare. Comments are skipped; a call whose arguments cannot be read plainly is left to run time.
     */
    static List<ScriptModule.Problem> check(String text, Rules rules, String display) {
        List<ScriptModule.Problem> out = new ArrayList<>();
        String code = withoutComments(text);
        int[] jump = jumps(code);
        int[] lines = lineStarts(code);
        Matcher m = CALL.matcher(code);
        while (m.find()) {
            String ns = m.group(1), name = m.group(2);
            int at = m.start();
            List<String> args = arguments(code, jump, m.end());
            Read r = null;
            if (ns != null) {
                Map<String, Read> reads = NAMESPACES.get(ns);
                if (reads == null) {
                    if (!HAND_WRITTEN.containsKey(ns) && !TOP.containsKey(ns)) out.add(problem(lines, at, display, "the script API has no game." + ns
                            + "; its types are " + String.join(", ", NAMESPACES.keySet()) + " (see docs/scripts.md)"));
                    continue;
                }
                r = reads.get(name);
                if (r == null && name.equals("attr") && ATTRIBUTED.contains(ns)) {
                    if (args != null && args.size() == 2 && literal(args.get(1)) != null && rules.attribute(literal(args.get(1))) < 0) {
                        out.add(problem(lines, m.end(), display, "game." + ns + ".attr: no attribute is named '" + literal(args.get(1))
                                + "'; attributes: " + rules.attributes));
                    }
                    continue;
                }
                if (r == null) {
                    out.add(problem(lines, at, display, "the script API has no function game." + ns + "." + name + "; game." + ns + " has: "
                            + String.join(", ", reads.keySet().stream().sorted().toList()) + " (see docs/scripts.md)"));
                    continue;
                }
            } else {
                if (ScriptRenames.RENAMED.containsKey(name) && !HAND_WRITTEN.containsKey(name) && !TOP.containsKey(name)) {
                    out.add(problem(lines, at, display, ScriptRenames.message(name)));
                    continue;
                }
                boolean known = HAND_WRITTEN.containsKey(name) || TOP.containsKey(name) || Builtins.action(name) != null || STATEMENTS.contains(name);
                if (!known) {
                    out.add(problem(lines, at, display, "the script API has no function game." + name + " (see docs/scripts.md)"));
                    continue;
                }
                if (!HAND_WRITTEN.containsKey(name)) r = TOP.get(name);
                if (args != null && (name.equals("set") || name.equals("counter")) && !args.isEmpty() && literal(args.get(0)) != null
                        && rules.counter(literal(args.get(0))) == null) {
                    out.add(problem(lines, m.end(), display, "game." + name + ": no counter is named '" + literal(args.get(0)) + "'; counters: "
                            + rules.counters.stream().map(x -> x.name).toList()));
                }
                if (args != null && name.equals("act") && !args.isEmpty() && literal(args.get(0)) != null && !rules.actions.containsKey(literal(args.get(0)))) {
                    out.add(problem(lines, m.end(), display, "game.act: no action is named '" + literal(args.get(0)) + "'; actions: "
                            + String.join(", ", rules.actions.keySet().stream().sorted().toList())));
                }
            }
            if (r == null || args == null) continue;
            List<Entry> fit = new ArrayList<>();
            for (Entry e : r.entries) if (arity(e) == args.size()) fit.add(e);
            if (fit.isEmpty()) {
                out.add(problem(lines, at, display, r.path() + " takes " + forms(r) + ", found " + args.size() + (args.size() == 1 ? " argument" : " arguments")));
                continue;
            }
            int off = r.ns == null ? 0 : 1;
            for (int i = 0; i < fit.get(0).params().size(); i++) {
                String lit = literal(args.get(off + i));
                final int k = i;
                if (lit == null || !fit.stream().allMatch(e -> e.params().get(k).arg().isName() && e.params().get(k).arg() != Arg.CARD)) continue;
                String problem = null;
                for (Entry e : fit) {
                    try {
                        twins(rules).name(rules, e.params().get(i).arg(), lit, null, -1);
                        problem = null;
                        break;
                    } catch (Twins.Refused x) {
                        if (problem == null) problem = x.getMessage();
                    }
                }
                if (problem != null) out.add(problem(lines, code.indexOf(args.get(off + i).strip(), m.end()), display, r.path() + ": " + problem));
            }
        }
        return out;
    }

    private static ScriptModule.Problem problem(int[] lines, int at, String display, String message) {
        int i = Arrays.binarySearch(lines, Math.max(0, at));
        int line = i >= 0 ? i : -i - 2;
        return new ScriptModule.Problem(display, line + 1, at - lines[line] + 1, message);
    }

    /** Where each line of the text starts. */
    private static int[] lineStarts(String code) {
        IntList starts = new IntList();
        starts.add(0);
        for (int i = 0; i < code.length(); i++) if (code.charAt(i) == '\n') starts.add(i + 1);
        return starts.toArray();
    }

    /** A plain string literal's text ({@code "touches"}, {@code 'touches'}), or null. */
    private static String literal(String arg) {
        String a = arg.strip();
        if (a.length() >= 2 && (a.charAt(0) == '"' || a.charAt(0) == '\'') && a.charAt(a.length() - 1) == a.charAt(0)) {
            String inner = a.substring(1, a.length() - 1);
            if (Twins.isName(inner)) return inner;
        }
        return null;
    }

    /**
     * One pass over the text: for a quote, where its string ends; for an opening bracket, where the bracket
     * that closes it is (any closing bracket closes the innermost open one); -1 where there is none (an
     * unclosed call, a template). So reading a call's arguments jumps over what is nested in them, and every
     * character is read once for all the calls: checking a text stays linear in it, whatever it holds
     * (a text of a million unclosed {@code game.x(} included).
     */
    private static int[] jumps(String code) {
        int[] jump = new int[code.length()];
        Arrays.fill(jump, -1);
        IntList open = new IntList();
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '"' || c == '\'') {
                int start = i;
                for (i++; i < code.length() && code.charAt(i) != c; i++) if (code.charAt(i) == '\\') i++;
                if (i < code.length()) jump[start] = i;
            } else if (c == '(' || c == '[' || c == '{') {
                open.add(i);
            } else if ((c == ')' || c == ']' || c == '}') && open.size() > 0) {
                jump[open.get(open.size() - 1)] = i;
                open.truncate(open.size() - 1);
            }
        }
        return jump;
    }

    /** The arguments' texts of a call whose '(' ends before {@code from}, split at top-level commas; null when they are not plain. */
    private static List<String> arguments(String code, int[] jump, int from) {
        List<String> out = new ArrayList<>();
        if (from < 1 || jump[from - 1] < 0) return null;    // an unclosed call: left to run time
        int end = jump[from - 1], start = from;
        for (int i = from; i < end; i++) {
            char c = code.charAt(i);
            if (c == '`') return null;           // a template: left to run time
            if (c == '"' || c == '\'' || c == '(' || c == '[' || c == '{') {
                if (jump[i] < 0) return null;
                i = jump[i];
            } else if (c == ',') {
                out.add(code.substring(start, i));
                start = i + 1;
            }
        }
        String last = code.substring(start, end);
        if (!last.isBlank() || !out.isEmpty()) out.add(last);
        for (String a : out) if (a.strip().startsWith("...") || a.isBlank()) return null;
        return out;
    }

    /** The text with comments blanked out (positions kept); strings and templates are left alone. */
    private static String withoutComments(String text) {
        StringBuilder sb = new StringBuilder(text);
        char quote = 0;
        for (int i = 0; i < sb.length(); i++) {
            char c = sb.charAt(i);
            if (quote != 0) {
                if (c == '\\') i++;
                else if (c == quote) quote = 0;
                continue;
            }
            if (c == '"' || c == '\'' || c == '`') {
                quote = c;
            } else if (c == '/' && i + 1 < sb.length() && sb.charAt(i + 1) == '/') {
                while (i < sb.length() && sb.charAt(i) != '\n') sb.setCharAt(i++, ' ');
            } else if (c == '/' && i + 1 < sb.length() && sb.charAt(i + 1) == '*') {
                int end = sb.indexOf("*/", i + 2);
                end = end < 0 ? sb.length() : end + 2;
                for (int k = i; k < end; k++) if (sb.charAt(k) != '\n') sb.setCharAt(k, ' ');
                i = end - 1;
            }
        }
        return sb.toString();
    }
}
