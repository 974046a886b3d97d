package org.tilerules.lsp;

import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;
import org.tilerules.check.Checker;
import org.tilerules.front.RulesPath;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * The language server for .rules, .tiles and .scenario files: diagnostics as
 * the author types (what {@code check} reports), completion, hover and go to
 * definition. Rule sets are found the way {@code check} finds them: the
 * {@code rulesets} folder above a file first, then the search path given at
 * start (a modder's folders before the program's own).
 */
public final class TilerulesServer implements LanguageServer, LanguageClientAware {
    private final Documents docs = new Documents();
    private final Checker checker;
    private final Checks checks;
    private final TextService text;
    private final IntConsumer onExit;
    private int exitCode = 1;          // LSP: exit without shutdown first is an error

    /** @param onExit what the client's {@code exit} does with the exit code (the command line ends the process) */
    public TilerulesServer(RulesPath defaultRulesets, IntConsumer onExit) {
        this.onExit = onExit;
        this.checker = new Checker(defaultRulesets);
        this.checks = new Checks(docs, checker);
        this.text = new TextService(docs, checks, checker);
    }

    /** Serves one client over the streams until it exits or closes them; returns the exit code LSP asks for. */
    public static int serve(RulesPath defaultRulesets, InputStream in, OutputStream out, IntConsumer onExit)
            throws InterruptedException {
        return serve(defaultRulesets, in, out, onExit, System.err::println);
    }

    /** As above; {@code log} takes the server's lines for people (a malformed message skipped: {@link Framing}). */
    static int serve(RulesPath defaultRulesets, InputStream in, OutputStream out, IntConsumer onExit, Consumer<String> log)
            throws InterruptedException {
        TilerulesServer server = new TilerulesServer(defaultRulesets, onExit);
        PipedInputStream framed = new PipedInputStream(1 << 20);
        PipedOutputStream toLsp4j;
        try {
            toLsp4j = new PipedOutputStream(framed);
        } catch (IOException e) {
            throw new IllegalStateException(e);     // a new pipe is always unconnected
        }
        Thread framing = new Thread(new Framing(in, toLsp4j, log), "lsp-framing");
        framing.setDaemon(true);
        framing.start();
        Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, framed, out);
        server.connect(launcher.getRemoteProxy());
        Future<Void> listening = launcher.startListening();
        try {
            listening.get();
        } catch (ExecutionException e) {
            // the client closed the stream
        } finally {
            server.checks.shutdown();
        }
        return server.exitCode;
    }

    @Override public void connect(LanguageClient client) { checks.connect(client); }

    @Override public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        ServerCapabilities caps = new ServerCapabilities();
        caps.setTextDocumentSync(TextDocumentSyncKind.Full);
        caps.setCompletionProvider(new CompletionOptions(false, List.of(".", " ", ",", ":", "@")));
        caps.setHoverProvider(true);
        caps.setDefinitionProvider(true);
        return CompletableFuture.completedFuture(new InitializeResult(caps, new ServerInfo("tilerules")));
    }

    @Override public CompletableFuture<Object> shutdown() {
        exitCode = 0;
        checks.shutdown();
        return CompletableFuture.completedFuture(null);
    }

    @Override public void exit() {
        checks.shutdown();
        onExit.accept(exitCode);
    }

    @Override public TextDocumentService getTextDocumentService() { return text; }

    @Override public WorkspaceService getWorkspaceService() { return workspace; }

    /** Nothing to do on workspace events: every request reads the files afresh. */
    private final WorkspaceService workspace = new WorkspaceService() {
        @Override public void didChangeConfiguration(DidChangeConfigurationParams p) { }

        @Override public void didChangeWatchedFiles(DidChangeWatchedFilesParams p) { }
    };
}
