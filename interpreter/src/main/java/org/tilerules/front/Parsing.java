package org.tilerules.front;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.tilerules.grammar.TilerulesLexer;
import org.tilerules.grammar.TilerulesParser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;

/** Runs the shared lexer and parser over one file, sending syntax errors to the diagnostics. */
public final class Parsing {
    private Parsing() {}

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

    public static String display(Path p) {
        Path cwd = Path.of("").toAbsolutePath();
        Path abs = p.toAbsolutePath().normalize();
        return abs.startsWith(cwd) ? cwd.relativize(abs).toString() : p.normalize().toString();
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
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]*)\\}").matcher(msg);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String set = m.group(1);
            String repl = set.contains("ID") ? "a name" + others(set) : "{" + set + "}";
            m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(repl));
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
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int col, String msg,
                                    RecognitionException e) {
                if (offending instanceof Token t && t.getType() == TilerulesLexer.ERROR_CHAR) {
                    msg = "unexpected character '" + t.getText() + "'";
                }
                diags.add(name, line, col + 1, "syntax: " + tidy(msg));
            }
        });
        return parser;
    }
}
