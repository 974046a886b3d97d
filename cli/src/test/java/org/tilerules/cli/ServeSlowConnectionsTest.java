package org.tilerules.cli;

import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 40: a few connections that send part of a request and then nothing stalled the whole of
 * {@code serve} (each held one of its four threads until the request time ran out). Here 16 such
 * connections are open and a request is still answered while they are. The server runs in a process
 * of its own with a request time of an hour, so that no connection is closed by time during the test:
 * the outcome depends on no clock.
 */
class ServeSlowConnectionsTest {
    private static final int SLOW = 16;

    @Test void slowConnectionsDoNotHoldUpTheOthers() throws Exception {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dsun.net.httpserver.maxReqTime=3600", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "serve", "--port", "0", "--rules-dir", WebGameTest.RULESETS.toString());
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<Socket> slow = new ArrayList<>();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String first = out.readLine();
            Matcher m = Pattern.compile("serving http://localhost:(\\d+)/ \\(Ctrl-C stops\\)").matcher(first == null ? "" : first);
            assertTrue(m.matches(), "serve printed: " + first);
            int port = Integer.parseInt(m.group(1));
            for (int i = 0; i < SLOW; i++) {
                Socket s = new Socket("localhost", port);
                s.getOutputStream().write("GET / HTTP/1.1\r\nHost: loc".getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                slow.add(s);
            }
            try (Socket s = new Socket("localhost", port)) {
                s.setSoTimeout(300_000);     // a hang detector only: before, the answer waited for the slow ones' hour
                OutputStream o = s.getOutputStream();
                o.write(("GET / HTTP/1.1\r\nHost: localhost:" + port + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                o.flush();
                InputStream in = s.getInputStream();
                String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(answer.startsWith("HTTP/1.1 200 "), answer.length() > 200 ? answer.substring(0, 200) : answer);
            }
            // and the slow ones are still waiting (open, nothing answered): the answer did not come from their end
            int open = 0;
            for (Socket s : slow) {
                s.setSoTimeout(1);
                try {
                    if (s.getInputStream().read() < 0) continue;
                } catch (SocketTimeoutException stillOpen) {
                    open++;
                }
            }
            assertEquals(SLOW, open);
        } finally {
            for (Socket s : slow) s.close();
            p.destroyForcibly();
            p.waitFor();
        }
    }
}
