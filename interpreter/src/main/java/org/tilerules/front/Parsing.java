package org.tilerules.front;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.tilerules.grammar.TilerulesLexer;
import org.tilerules.grammar.TilerulesParser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the shared lexer and parser over one file, sending syntax errors to the
 * diagnostics, and hands the compilers only what the parser read whole: an
 * item in which the parser had to recover is dropped (its syntax error says
 * what is wrong; compiling a guessed tree would only add confusion or crash).
 */
public final class Parsing {
    private Parsing() {}

    /** The largest number a file may write; larger ones are reported and read as this. */
    public static final int MAX_NUMBER = Integer.MAX_VALUE;

    /**
     * Parses with {@code rule}, then drops every broken child of the result
     * (see {@link #dropBroken}). A file nested too deeply for the parser's stack
     * is reported and read as {@code empty}; numbers too large for the engine
     * are reported where they stand.
     */
    public static <T extends ParserRuleContext> T parse(TilerulesParser p, Diagnostics diags,
                                                        Function<TilerulesParser, T> rule, Supplier<T> empty) {
        String name = p.getInputStream().getSourceName();
        T tree;
        try {
            tree = rule.apply(p);
        } catch (StackOverflowError e) {
            diags.add(name, 1, 1, "the file nests brackets or expressions too deeply to be read");
            return empty.get();
        }
        Token before = null;
        for (Token t : ((CommonTokenStream) p.getInputStream()).getTokens()) {
            if (t.getType() == TilerulesLexer.INT && !fits(t.getText())) {
                boolean minimum = before != null && before.getText().equals("-")
                        && t.getText().replaceFirst("^0+(?=.)", "").equals(String.valueOf(MAX_NUMBER + 1L));
                diags.add(name, t.getLine(), t.getCharPositionInLine() + 1, minimum
                        ? "the number -" + (MAX_NUMBER + 1L) + " is the engine's smallest, but a number is written as a minus sign before"
                                + " at most " + MAX_NUMBER + "; write -" + MAX_NUMBER + " - 1"
                        : "the number " + abbreviate(t.getText()) + " is too large (at most " + MAX_NUMBER + ")");
            }
            if (t.getChannel() == Token.DEFAULT_CHANNEL) before = t;
        }
        dropBroken(tree);
        return tree;
    }

    private static boolean fits(String digits) {
        String d = digits.replaceFirst("^0+(?=.)", "");
        return d.length() < 10 || d.length() == 10 && d.compareTo(String.valueOf(MAX_NUMBER)) <= 0;
    }

    private static String abbreviate(String s) { return s.length() <= 24 ? s : s.substring(0, 20) + "..."; }

    /** The value of a number token; one too large was reported when the file was parsed and reads as {@link #MAX_NUMBER}. */
    public static int number(TerminalNode n) { return number(n.getText()); }

    public static int number(Token t) { return number(t.getText()); }

    public static int number(String digits) {
        return fits(digits) ? Integer.parseInt(digits.replaceFirst("^0+(?=.)", "")) : MAX_NUMBER;
    }

    /** A whole number with an optional minus sign and spaces after it ("-3", "- 3"), clamped like {@link #number(String)}. */
    public static int signed(String text) {
        String t = text.replace(" ", "");
        boolean neg = t.startsWith("-");
        int v = number(neg ? t.substring(1) : t);
        return neg ? -v : v;
    }

    /** A file name written in a file, resolved against a folder; null when the system cannot use it (a NUL character...). */
    public static Path resolve(Path folder, String name) {
        try {
            return folder.resolve(name).normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** Whether the parser recovered from an error anywhere inside this subtree. */
    public static boolean broken(ParseTree t) {
        if (t instanceof ErrorNode) return true;
        if (t instanceof ParserRuleContext c) {
            if (c.exception != null) return true;
            for (int i = 0; i < c.getChildCount(); i++) if (broken(c.getChild(i))) return true;
        }
        return false;
    }

    /**
     * Removes the children of a file's top rule (and of each scenario in a
     * scenario file) in which the parser recovered from an error, so the
     * compilers see whole items only. The syntax errors were reported already.
     */
    public static void dropBroken(ParserRuleContext top) {
        if (top.children == null) return;
        top.children.removeIf(c -> c instanceof ParserRuleContext pc && broken(pc));
    }

    /** Texts an editor holds but has not saved, by normalized absolute path (see {@link #withUnsaved}). */
    private static final ThreadLocal<Map<Path, String>> UNSAVED = ThreadLocal.withInitial(Map::of);

    /**
     * Runs a load or a check on this thread reading the given texts in place of the files on disk,
     * so that a language server checks what the author is typing, with the files it names.
     */
    public static <T> T withUnsaved(Map<Path, String> texts, Supplier<T> work) {
        Map<Path, String> before = UNSAVED.get();
        UNSAVED.set(texts);
        try {
            return work.get();
        } finally {
            UNSAVED.set(before);
        }
    }

    /** Whether an editor holds a text for this file (it may not be on disk yet). */
    public static boolean unsaved(Path file) {
        return UNSAVED.get().containsKey(file.toAbsolutePath().normalize());
    }

    /**
     * How a file is named in messages: relative to the working folder when inside it, else its absolute
     * path; one name however the file was reached (as written, "../x", or through the search path).
     */
    public static String display(Path p) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = p.toAbsolutePath().normalize();
        return abs.startsWith(cwd) ? cwd.relativize(abs).toString() : abs.toString();
    }

    public static TilerulesParser parser(Path file, Diagnostics diags) {
        String text;
        String name = display(file);
        try {
            String unsaved = UNSAVED.get().get(file.toAbsolutePath().normalize());
            text = unsaved != null ? unsaved : Files.readString(file);
        } catch (IOException e) {
            diags.add(name, 1, 1, "cannot read the file: " + e.getMessage());
            text = "";
        }
        return parser(name, text, diags);
    }

    /** ANTLR lists every keyword that may serve as a name; say "a name" instead of that wall of words. */
    static String tidy(String msg) {
        Matcher m = Pattern.compile("\\{([^}]*)\\}").matcher(msg);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String set = m.group(1);
            String repl = set.contains("ID") ? "a name" + others(set) : "{" + set + "}";
            m.appendReplacement(sb, Matcher.quoteReplacement(repl));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String others(String set) {
        StringBuilder sb = new StringBuilder();
        for (String s : set.split(", ")) {
            if (s.startsWith("'") && !s.matches("'[a-z_]+'") || s.equals("INT") || s.equals("STRING")) sb.append(" or ").append(s);
        }
        return sb.toString();
    }

    public static TilerulesParser parser(String name, String text, Diagnostics diags) {
        TilerulesLexer lexer = new TilerulesLexer(CharStreams.fromString(text, name));
        lexer.removeErrorListeners();
        TilerulesParser parser = new TilerulesParser(new CommonTokenStream(lexer));
        parser.removeErrorListeners();
        parser.setErrorHandler(new SyntaxErrors(parser.getVocabulary(), parser.getATN().maxTokenType));
        String[] lines = text.split("\n", -1);
        Set<Integer> hinted = new HashSet<>();
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg,
                                    RecognitionException e) {
                if (offending instanceof Token t && t.getType() == TilerulesLexer.ERROR_CHAR) {
                    msg = "unexpected character '" + t.getText() + "'";
                }
                OldForms.Hint old = line >= 1 && line <= lines.length ? OldForms.hint(lines[line - 1]) : null;
                if (old != null) {
                    if (hinted.add(line)) diags.add(name, line, old.col(), "syntax: " + old.message());
                    return;
                }
                diags.add(name, line, col + 1, "syntax: " + tidy(msg));
            }
        });
        return parser;
    }
}
