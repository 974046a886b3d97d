package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The commands for authors' tools: the language server over stdio, and the shell completion script. */
class EditorCommandsTest {
    @Test void completionPrintsABashScriptThatKnowsEveryCommand() throws Exception {
        Cli.Result r = Cli.run("completion");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("complete -F _complete_carcassonne -o default carcassonne"), r.out());
        for (String c : new String[] {"play", "replay", "import", "check", "run", "tiles", "bench", "simulate", "lsp", "completion"}) {
            assertTrue(r.out().contains(" " + c), "the script offers " + c);
        }
        assertTrue(r.out().contains("--rules-dir"), "options of the commands too");
        Path script = Files.createTempFile("carcassonne", ".bash");
        Files.writeString(script, r.out());
        assertEquals("lsp", complete(script, "carcassonne", "l"), "a command");
        assertEquals("--help --version --rules-dir --only --junit-xml --html", complete(script, "carcassonne", "run", "--"),
                "the options of a command");
        Files.delete(script);
    }

    /** What bash offers for the words (the last one being typed), through the script's completion function. */
    private static String complete(Path script, String... words) throws Exception {
        String line = String.join(" ", words);
        String bash = "source '" + script + "'; COMP_WORDS=(" + line + "); COMP_CWORD=" + (words.length - 1)
                + "; COMP_LINE='" + line + "'; COMP_POINT=${#COMP_LINE}; _complete_carcassonne 2>/dev/null; echo \"${COMPREPLY[*]}\"";
        Process p = new ProcessBuilder("bash", "-c", bash).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor(), out);
        return out;
    }

    /** Starts {@code carcassonne lsp} as its own process and speaks LSP to it over its stdin and stdout. */
    @Test void lspAnswersInitializeOverStdioAndExitsCleanly() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "lsp")
                .directory(Cli.repo().toFile()).start();
        try {
            OutputStream in = p.getOutputStream();
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}");
            String answer = read(p.getInputStream());
            assertTrue(answer.startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"capabilities\":{"), answer);
            assertTrue(answer.contains("\"hoverProvider\":true") && answer.contains("\"definitionProvider\":true"), answer);
            assertTrue(answer.contains("\"serverInfo\":{\"name\":\"tilerules\"}"), answer);
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}");
            assertEquals("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":null}", read(p.getInputStream()));
            send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}");
            assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the server ends on exit");
            assertEquals(0, p.exitValue());
        } finally {
            p.destroyForcibly();
        }
    }

    private static void send(OutputStream out, String json) throws IOException {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        out.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
    }

    /** One message: the headers, then as many bytes as Content-Length says. */
    private static String read(InputStream in) throws IOException {
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        while (!header.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) throw new IOException("the server closed its output; headers so far: " + header);
            header.write(b);
        }
        String h = header.toString(StandardCharsets.US_ASCII);
        int at = h.indexOf("Content-Length: ") + "Content-Length: ".length();
        int length = Integer.parseInt(h.substring(at, h.indexOf("\r\n", at)).trim());
        return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }
}
