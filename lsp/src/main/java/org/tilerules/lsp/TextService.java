package org.tilerules.lsp;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.tilerules.check.Checker;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** The document requests: open, change, close, save; completion, hover and definition. */
final class TextService implements TextDocumentService {
    private final Documents docs;
    private final Checks checks;
    private final Checker checker;

    TextService(Documents docs, Checks checks, Checker checker) {
        this.docs = docs;
        this.checks = checks;
        this.checker = checker;
    }

    @Override public void didOpen(DidOpenTextDocumentParams p) {
        docs.put(p.getTextDocument().getUri(), p.getTextDocument().getText());
        checks.schedule();
    }

    @Override public void didChange(DidChangeTextDocumentParams p) {
        var changes = p.getContentChanges();
        if (changes.isEmpty()) return;
        docs.put(p.getTextDocument().getUri(), changes.get(changes.size() - 1).getText());   // full sync
        checks.schedule();
    }

    @Override public void didClose(DidCloseTextDocumentParams p) {
        docs.remove(p.getTextDocument().getUri());
        checks.schedule();
    }

    @Override public void didSave(DidSaveTextDocumentParams p) { checks.schedule(); }

    /** The document at a position: its file, the index of its rule sets and its tokens there; null if not open. */
    private record At(Path file, String text, Index index, Tokens tokens) {}

    private At at(String uri, Position pos) {
        String text = docs.text(uri);
        Path file = Documents.path(uri);
        if (text == null || file == null) return null;
        Index index = Index.of(checker.rulesetsFor(file), docs.sources());
        return new At(file, text, index, new Tokens(text, pos.getLine(), pos.getCharacter()));
    }

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams p) {
        At at = at(p.getTextDocument().getUri(), p.getPosition());
        List<CompletionItem> items = new ArrayList<>();
        if (at != null) {
            for (Decl d : new Context(at.index(), at.file(), at.tokens()).expected()) items.add(item(d));
        }
        return CompletableFuture.completedFuture(Either.forLeft(items));
    }

    private static CompletionItem item(Decl d) {
        CompletionItem item = new CompletionItem(d.name());
        item.setKind(switch (d.what()) {
            case RULESET, TILESET -> CompletionItemKind.Module;
            case KIND -> CompletionItemKind.Class;
            case FIGURE, PLAYER -> CompletionItemKind.Variable;
            case OPTION, COUNTER -> CompletionItemKind.Constant;
            case ZONE, STEP -> CompletionItemKind.Enum;
            case SCRIPT -> CompletionItemKind.Function;
            case TILE -> CompletionItemKind.Struct;
            case TILE_FEATURE -> CompletionItemKind.Field;
            case VALUE, ACTION, BUILTIN, BUILTIN_FUNCTION -> CompletionItemKind.Function;
            case BUILTIN_NAME -> CompletionItemKind.Constant;
            case BUILTIN_MEMBER -> CompletionItemKind.Property;
            case TOKEN, TILE_TOKEN, TITLE, LINK, JUNCTION, DECK, ADDITION, TAG -> CompletionItemKind.EnumMember;
        });
        String detail = d.what().words;
        if (d.what() == Decl.What.TILE_FEATURE) detail += " of " + d.owner() + ": " + d.shown().strip();
        else if (d.what() == Decl.What.OPTION || d.what() == Decl.What.BUILTIN || d.what() == Decl.What.BUILTIN_NAME
                || d.what() == Decl.What.BUILTIN_FUNCTION || d.what() == Decl.What.BUILTIN_MEMBER) detail += ": " + d.shown().strip();
        item.setDetail(detail);
        if (!d.doc().isEmpty()) item.setDocumentation(new MarkupContent(MarkupKind.PLAINTEXT, d.doc()));
        return item;
    }

    @Override public CompletableFuture<Hover> hover(HoverParams p) {
        At at = at(p.getTextDocument().getUri(), p.getPosition());
        Decl d = at == null ? null : Navigation.resolve(at.index(), at.file(), at.tokens());
        if (d == null) return CompletableFuture.completedFuture(null);
        var w = at.tokens().word;
        Range range = new Range(new Position(w.getLine() - 1, w.getCharPositionInLine()),
                new Position(w.getLine() - 1, w.getCharPositionInLine() + at.tokens().wordText.length()));
        return CompletableFuture.completedFuture(new Hover(new MarkupContent(MarkupKind.MARKDOWN, Navigation.markdown(d)), range));
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(DefinitionParams p) {
        At at = at(p.getTextDocument().getUri(), p.getPosition());
        List<Location> out = new ArrayList<>();
        if (at != null) {
            Path target = Navigation.fileAt(at.file(), at.text(), p.getPosition().getLine(), p.getPosition().getCharacter());
            if (target != null) {
                out.add(new Location(docs.uri(target), new Range(new Position(0, 0), new Position(0, 0))));
            } else {
                Decl d = Navigation.resolve(at.index(), at.file(), at.tokens());
                if (d != null && d.file() != null) out.add(Navigation.location(docs, d));
            }
        }
        return CompletableFuture.completedFuture(Either.forLeft(out));
    }
}
