package org.tilerules.lsp;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 40: one malformed message of about 10 KB left the language server alive but deaf for good
 * (LSP4J read the following messages as headers). Malformed messages are skipped, each with one line.
 */
class FramingTest {
    private static byte[] frame(String json) {
        byte[] b = json.getBytes(StandardCharsets.UTF_8);
        return concat(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII), b);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        for (byte[] p : parts) o.writeBytes(p);
        return o.toByteArray();
    }

    private static byte[] ascii(String s) { return s.getBytes(StandardCharsets.ISO_8859_1); }

    @Test void malformedMessagesAreSkippedAndTheWellFormedOnesPass() {
        byte[] a = frame("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}");
        byte[] b = frame("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"b\"}");
        String x = "x".repeat(10_000);
        byte[] notJson = ascii("Content-Length: 10000\r\n\r\n" + x);
        byte[] noHeader = ascii(x + "\r\n\r\n");
        byte[] negative = ascii("Content-Length: -5\r\n\r\n{}");
        byte[] noLength = ascii("Content-Type: text/plain\r\n\r\n");
        // each malformed message is followed by a good one: the reading starts again at its header
        byte[] in = concat(a, notJson, a, noHeader, a, negative, a, noLength, b);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<String> log = new ArrayList<>();
        new Framing(new ByteArrayInputStream(in), out, log::add).run();
        assertEquals(new String(concat(a, a, a, a, b), StandardCharsets.UTF_8), out.toString(StandardCharsets.UTF_8));
        int at = a.length;
        assertEquals(List.of(
                "lsp: skipped a message at byte " + at + " of the input: expected a JSON-RPC message (a JSON object) in its 10000 bytes,"
                        + " found '" + "x".repeat(40) + "...'",
                "lsp: skipped a message at byte " + (at += notJson.length + a.length) + " of the input: a header line is longer than 8192 bytes",
                "lsp: skipped a message at byte " + (at += noHeader.length + a.length) + " of the input: expected Content-Length to be a"
                        + " number of bytes from 0 to 67108864, found '-5'",
                "lsp: skipped a message at byte " + (at + negative.length + a.length) + " of the input: expected a header"
                        + " 'Content-Length: N', found 'Content-Type: text/plain'"), log);
    }

    /** A length larger than what was sent swallows the next messages; when the bytes fail, those messages are read again. */
    @Test void messagesSwallowedByATooLargeLengthAreReadAgain() {
        byte[] a = frame("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}");
        byte[] b = frame("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"b\"}");
        byte[] tooLong = ascii("Content-Length: 100\r\n\r\n{}");
        byte[] in = concat(tooLong, a, b);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<String> log = new ArrayList<>();
        new Framing(new ByteArrayInputStream(in), out, log::add).run();
        assertEquals(new String(concat(a, b), StandardCharsets.UTF_8), out.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("lsp: skipped a message at byte 0 of the input: expected a JSON-RPC message (a JSON object) in its 100"
                + " bytes, found '{}Content-Length: 37????{\"jsonrpc\":\"2.0\"...'"), log);
    }

    /** The server itself: after a malformed 10 KB message it still answers. */
    @Test void theServerAnswersAfterAMalformedMessage() throws Exception {
        PipedInputStream serverIn = new PipedInputStream(1 << 16), clientIn = new PipedInputStream(1 << 16);
        PipedOutputStream toServer = new PipedOutputStream(serverIn), serverOut = new PipedOutputStream(clientIn);
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        Thread server = new Thread(() -> {
            try {
                TilerulesServer.serve(org.tilerules.front.RulesPath.of(Path.of("..", "rulesets")), serverIn, serverOut, c -> { }, log::add);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "lsp-server");
        server.setDaemon(true);
        server.start();
        StringBuilder seen = new StringBuilder();
        Thread reader = new Thread(() -> read(clientIn, seen), "lsp-client");
        reader.setDaemon(true);
        reader.start();
        byte[] init = frame("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}");
        toServer.write(init);
        toServer.write(ascii("Content-Length: 10000\r\n\r\n" + "x".repeat(10_000)));
        toServer.write(frame("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}"));
        toServer.flush();
        long until = System.currentTimeMillis() + 300_000;   // polls for the answer; the bound only tells a hang
        while (!contains(seen, "\"id\":2,\"result\"") && System.currentTimeMillis() < until) Thread.sleep(20);
        assertTrue(contains(seen, "\"id\":2,\"result\""), "no answer to the request after the malformed message: " + seen);
        assertEquals(List.of("lsp: skipped a message at byte " + init.length + " of the input: expected a JSON-RPC message (a JSON object) in its"
                + " 10000 bytes, found '" + "x".repeat(40) + "...'"), log);
        toServer.close();
    }

    private static boolean contains(StringBuilder sb, String s) {
        synchronized (sb) {
            return sb.indexOf(s) >= 0;
        }
    }

    private static void read(InputStream in, StringBuilder into) {
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = in.read(buf)) > 0; ) {
                synchronized (into) {
                    into.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                }
            }
        } catch (IOException e) {
            // the server closed its end
        }
    }
}
