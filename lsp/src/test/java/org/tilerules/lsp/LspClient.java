package org.tilerules.lsp;

import org.eclipse.lsp4j.*;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * An LSP client talking to a real {@link TilerulesServer} through LSP4J's
 * launchers over piped streams: every request and notification goes through
 * JSON-RPC as it does between an editor and {@code carcassonne lsp}.
 */
final class LspClient implements LanguageClient, AutoCloseable {
    final LanguageServer server;
    private final Map<String, List<Diagnostic>> diagnostics = new ConcurrentHashMap<>();
    private final Thread serverThread;
    private int version;

    LspClient(Path rulesets) throws IOException { this(org.tilerules.front.RulesPath.of(rulesets)); }

    /** A server finding rule sets along a search path (a modder's folders before the program's). */
    LspClient(org.tilerules.front.RulesPath rulesets) throws IOException {
        PipedInputStream clientIn = new PipedInputStream(1 << 16), serverIn = new PipedInputStream(1 << 16);
        PipedOutputStream clientOut = new PipedOutputStream(serverIn), serverOut = new PipedOutputStream(clientIn);
        serverThread = new Thread(() -> {
            try {
                TilerulesServer.serve(rulesets, serverIn, serverOut, code -> { });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "lsp-server");
        serverThread.setDaemon(true);
        serverThread.start();
        Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(this, clientIn, clientOut);
        launcher.startListening();
        server = launcher.getRemoteProxy();
        get(server.initialize(new InitializeParams()));
        server.initialized(new InitializedParams());
    }

    static <T> T get(CompletableFuture<T> f) {
        try {
            return f.get(300, TimeUnit.SECONDS);  // a hang detector only: a loaded machine may be slow
        } catch (Exception e) {
            throw new AssertionError("no answer from the server: " + e, e);
        }
    }

    void open(Path file, String text) {
        diagnostics.remove(uri(file));
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
                new TextDocumentItem(uri(file), "tilerules", ++version, text)));
    }

    void change(Path file, String text) {
        diagnostics.remove(uri(file));
        server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(uri(file), ++version),
                List.of(new TextDocumentContentChangeEvent(text))));
    }

    /** The diagnostics the server publishes next for the file (waits for them). */
    List<Diagnostic> diagnostics(Path file) {
        long until = System.currentTimeMillis() + 300_000;  // polls for the state; the bound only tells a hang
        while (System.currentTimeMillis() < until) {
            List<Diagnostic> d = diagnostics.get(uri(file));
            if (d != null) return d;
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("no diagnostics published for " + file);
    }

    List<CompletionItem> complete(Path file, int line, int col) {
        return get(server.getTextDocumentService().completion(
                new CompletionParams(new TextDocumentIdentifier(uri(file)), new Position(line, col)))).getLeft();
    }

    Hover hover(Path file, int line, int col) {
        return get(server.getTextDocumentService().hover(
                new HoverParams(new TextDocumentIdentifier(uri(file)), new Position(line, col))));
    }

    List<? extends Location> definition(Path file, int line, int col) {
        return get(server.getTextDocumentService().definition(
                new DefinitionParams(new TextDocumentIdentifier(uri(file)), new Position(line, col)))).getLeft();
    }

    static String uri(Path file) { return file.toAbsolutePath().normalize().toUri().toString(); }

    @Override public void publishDiagnostics(PublishDiagnosticsParams p) { diagnostics.put(p.getUri(), p.getDiagnostics()); }

    @Override public void telemetryEvent(Object object) { }

    @Override public void showMessage(MessageParams p) { }

    @Override public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams p) {
        return CompletableFuture.completedFuture(null);
    }

    @Override public void logMessage(MessageParams p) { }

    @Override public void close() {
        get(server.shutdown());
        server.exit();
        serverThread.interrupt();
    }
}
