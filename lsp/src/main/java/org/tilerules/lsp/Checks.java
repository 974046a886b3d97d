package org.tilerules.lsp;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.services.LanguageClient;
import org.tilerules.check.Checker;
import org.tilerules.front.Parsing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code check} over the open documents as the author types (a short
 * while after the last keystroke) and publishes every diagnostic, in the file
 * it names: a scenario's error in a rule file shows in that rule file too.
 */
final class Checks {
    /** How long typing must pause before a check runs: one check per burst of keys. */
    static final long QUIET_MS = 150;

    private final Documents docs;
    private final Checker checker;
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tilerules-check");
        t.setDaemon(true);
        return t;
    });
    private LanguageClient client;
    private ScheduledFuture<?> pending;
    private Set<String> published = new HashSet<>();

    Checks(Documents docs, Checker checker) {
        this.docs = docs;
        this.checker = checker;
    }

    void connect(LanguageClient client) { this.client = client; }

    synchronized void schedule() {
        if (pending != null) pending.cancel(false);
        pending = worker.schedule(this::runSafely, QUIET_MS, TimeUnit.MILLISECONDS);
    }

    void shutdown() { worker.shutdownNow(); }

    private void runSafely() {
        try {
            run();
        } catch (RuntimeException | StackOverflowError e) {
            // a check that breaks must not take the server down; the next keystroke checks again
            System.err.println("tilerules lsp: check failed: " + e);
        }
    }

    private void run() {
        Map<Path, String> unsaved = docs.unsaved();
        Sources sources = docs.sources();
        Map<String, Set<org.tilerules.front.Diagnostic>> byUri = new LinkedHashMap<>();
        for (Path open : unsaved.keySet()) byUri.put(docs.uri(open), new LinkedHashSet<>());
        for (Path open : unsaved.keySet()) {
            List<org.tilerules.front.Diagnostic> found = Parsing.withUnsaved(unsaved, () -> checker.problems(List.of(open)));
            for (org.tilerules.front.Diagnostic d : found) {
                byUri.computeIfAbsent(docs.uri(Path.of(d.file())), k -> new LinkedHashSet<>()).add(d);
            }
        }
        for (String gone : published) if (!byUri.containsKey(gone)) publish(gone, List.of());
        for (var e : byUri.entrySet()) {
            List<Diagnostic> out = new ArrayList<>();
            Path file = Documents.path(e.getKey());
            String text = file == null ? null : sources.text(file);
            for (org.tilerules.front.Diagnostic d : e.getValue()) out.add(toLsp(d, text));
            publish(e.getKey(), out);
        }
        published = byUri.keySet();
    }

    private void publish(String uri, List<Diagnostic> list) {
        if (client != null) client.publishDiagnostics(new PublishDiagnosticsParams(uri, list));
    }

    /** The diagnostic at its line and column, underlining the word (or character) there. */
    static Diagnostic toLsp(org.tilerules.front.Diagnostic d, String text) {
        int line = Math.max(0, d.line() - 1), col = Math.max(0, d.col() - 1);
        int end = col + 1;
        List<String> lines = text == null ? List.of() : text.lines().toList();
        if (line < lines.size()) {
            String l = lines.get(line);
            int e = col;
            while (e < l.length() && (Character.isLetterOrDigit(l.charAt(e)) || l.charAt(e) == '_')) e++;
            if (e < l.length() && e == col && l.charAt(e) == '"') e = Math.max(l.indexOf('"', col + 1) + 1, col + 1);
            end = Math.max(e, col + 1);
        }
        Diagnostic out = new Diagnostic(new Range(new Position(line, col), new Position(line, end)), d.message(),
                DiagnosticSeverity.Error, "tilerules");
        return out;
    }
}
