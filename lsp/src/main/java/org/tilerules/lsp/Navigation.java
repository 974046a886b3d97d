package org.tilerules.lsp;

import org.antlr.v4.runtime.Token;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.tilerules.grammar.TilerulesLexer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Hover and go to definition: which declaration the word at the cursor names, and a file named by a string. */
final class Navigation {
    private Navigation() {}

    /** The declaration the word at the cursor names, or null. */
    static Decl resolve(Index index, Path file, Tokens tokens) {
        if (tokens.word == null) return null;
        String word = tokens.wordText;
        Context c = new Context(index, file, tokens);
        for (Decl d : c.expected()) if (d.name().equals(word)) return d;
        for (Decl d : c.everything()) if (d.name().equals(word)) return d;
        return null;
    }

    /** The file a quoted path at the cursor names ({@code tiles "../../tiles/base.tiles"}, a script's file), or null. */
    static Path fileAt(Path file, String text, int line, int col) {
        Tokens tokens = new Tokens(text, line, col);
        Token t = tokens.touching(line, col);
        if (t == null || t.getType() != TilerulesLexer.STRING) return null;
        List<Token> all = tokens.all();
        int i = all.indexOf(t);
        boolean named = i > 0 && all.get(i - 1).getText().equals("tiles")
                || i > 1 && all.get(i - 2).getText().equals("script");
        if (!named) return null;
        String s = t.getText();
        Path target = file.toAbsolutePath().getParent().resolve(s.substring(1, s.length() - 1)).normalize();
        return Files.exists(target) ? target : null;
    }

    static Location location(Documents docs, Decl d) {
        Position p = new Position(d.line(), d.col());
        return new Location(docs.uri(d.file()), new Range(p, new Position(d.line(), d.col() + d.name().length())));
    }

    /** Hover text: what the name is, its declaration and its comment, and where it is. */
    static String markdown(Decl d) {
        StringBuilder sb = new StringBuilder();
        sb.append("**").append(d.what().words).append("** `").append(d.name()).append('`');
        if (d.what() == Decl.What.TILE_FEATURE) sb.append(" of tile `").append(d.owner()).append('`');
        else if (d.what() == Decl.What.BUILTIN_MEMBER) sb.append(" of ").append(d.owner());
        else if (!d.owner().isEmpty() && d.what() != Decl.What.RULESET) sb.append(" (rule set ").append(d.owner()).append(')');
        sb.append("\n\n```tilerules\n").append(d.shown()).append("\n```\n");
        if (!d.doc().isEmpty()) sb.append('\n').append(d.doc()).append('\n');
        if (d.file() != null) sb.append("\n").append(d.file().getFileName()).append(':').append(d.line() + 1);
        else if (d.what() == Decl.What.BUILTIN) sb.append("\nbuilt in (docs/language.md, Actions)");
        else sb.append("\nbuilt in (docs/language.md, Expressions)");
        return sb.toString();
    }
}
