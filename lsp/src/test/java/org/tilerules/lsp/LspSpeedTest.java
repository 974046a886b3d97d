package org.tilerules.lsp;

import org.eclipse.lsp4j.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How long an editor waits on the language server, measured with a small LSP client over pipes (in the test's
 * JVM, so the JVM's own start is not counted): initialize, the first diagnostics of an opened rule file,
 * completion and hover in it, and the diagnostics after an edit. The figures go to
 * {@code target/lsp-speed.txt} (docs/authoring.md quotes them). Nothing here asserts a time: what a test
 * asserts must not depend on the machine's load, so the figures are written down, and the answers checked.
 */
class LspSpeedTest {
    @TempDir Path dir;

    @Test void latenciesAnEditorUserFeels() throws Exception {
        Workspace.copy(dir);
        long t0 = System.nanoTime();
        LspClient client = new LspClient(dir.resolve("rulesets"));
        double init = ms(t0);
        try {
            Path file = dir.resolve("rulesets/base/base.rules");
            String text = Files.readString(file);
            long t1 = System.nanoTime();
            client.open(file, text);
            List<Diagnostic> first = client.diagnostics(file);
            double firstDiagnostics = ms(t1);
            assertEquals(List.of(), first);
            // completion where a name is typed: after "award road_points * r.tiles to " in the road handler
            String[] lines = text.split("\n", -1);
            int line = -1, col = -1;
            for (int i = 0; i < lines.length; i++) {
                int at = lines[i].indexOf("to majority(r)");
                if (at >= 0) { line = i; col = at + 3; break; }
            }
            assertTrue(line >= 0);
            final int l = line, c = col;
            List<Double> completion = times(21, () -> client.complete(file, l, c));
            assertFalse(client.complete(file, l, c).isEmpty());
            List<Double> hover = times(21, () -> client.hover(file, l, c + 1));
            List<Double> edits = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                long t = System.nanoTime();
                client.change(file, text + "\n// edit " + i + "\n");
                assertEquals(List.of(), client.diagnostics(file));
                edits.add(ms(t));
            }
            String report = String.format(java.util.Locale.ROOT,
                    "initialize %.0f ms; first diagnostics of base.rules %.0f ms; completion median %.1f ms (max %.1f);"
                            + " hover median %.1f ms (max %.1f); diagnostics after an edit median %.0f ms (max %.0f)%n",
                    init, firstDiagnostics, median(completion), Collections.max(completion), median(hover),
                    Collections.max(hover), median(edits), Collections.max(edits));
            System.out.print("lsp speed: " + report);
            Path out = Path.of("target", "lsp-speed.txt");
            Files.createDirectories(out.getParent());
            Files.writeString(out, report);
        } finally {
            client.close();
        }
    }

    private static List<Double> times(int n, Supplier<?> work) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            work.get();
            out.add(ms(t));
        }
        return out;
    }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        return s.get(s.size() / 2);
    }

    private static double ms(long since) { return (System.nanoTime() - since) / 1e6; }
}
