package org.tilerules.cli;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tilerules.front.RulesPath;
import org.tilerules.record.JsonIo;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What {@code serve} refuses (issue 40): a request from the page of another site (its Origin) or for another
 * host name (DNS rebinding), a body too large, a version or option that is not a whole number; a game's id is
 * a secret; games past the limit are forgotten and their threads end; a bad --port or --host is a usage error.
 */
class WebServerSecurityTest {
    private WebServer server;

    @BeforeEach void start() throws Exception {
        server = new WebServer(RulesPath.of(WebGameTest.RULESETS), "localhost", 0, 0);
        server.start();
    }

    @AfterEach void stop() { server.stop(); }

    record Answer(int code, String body) {}

    /** A raw request, with exactly the headers given (HttpURLConnection would not let Host be set). */
    private Answer raw(String method, String path, Map<String, String> headers, String body) throws Exception {
        try (Socket s = new Socket("localhost", server.port())) {
            byte[] b = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            StringBuilder req = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
            headers.forEach((k, v) -> req.append(k).append(": ").append(v).append("\r\n"));
            req.append("Content-Length: ").append(b.length).append("\r\nConnection: close\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.UTF_8));
            out.write(b);
            out.flush();
            InputStream in = s.getInputStream();
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int code = Integer.parseInt(text.substring(9, 12));
            int end = text.indexOf("\r\n\r\n");
            return new Answer(code, end < 0 ? "" : text.substring(end + 4));
        }
    }

    private Map<String, String> local() { return Map.of("Host", "localhost:" + server.port()); }

    private String newGame() throws Exception {
        Answer a = raw("POST", "/api/games", local(), "{\"rules\":[\"base\"],\"seats\":[\"random\",\"random\"],\"seed\":3}");
        assertEquals(200, a.code(), a.body());
        return JsonIo.read("answer", a.body()).path("game").asText();
    }

    @Test void aPageOfAnotherSiteIsRefused() throws Exception {
        Map<String, String> cross = Map.of("Host", "localhost:" + server.port(), "Origin", "http://evil.example");
        Answer a = raw("POST", "/api/games", cross, "{\"rules\":[\"base\"],\"seats\":[\"human\",\"random\"]}");
        assertEquals(403, a.code());
        assertEquals("{\"problem\":\"requests from the page of another site (http://evil.example) are refused\"}", a.body());
        Answer rebound = raw("GET", "/api/rulesets", Map.of("Host", "evil.example:" + server.port()), null);
        assertEquals(403, rebound.code(), "a name of another site resolved to this machine");
        Map<String, String> same = Map.of("Host", "localhost:" + server.port(), "Origin", "http://localhost:" + server.port());
        assertEquals(200, raw("GET", "/api/rulesets", same, null).code(), "the page itself");
    }

    @Test void aGamesIdIsASecretNotACount() throws Exception {
        String a = newGame(), b = newGame();
        assertTrue(a.matches("[0-9a-f]{32}"), a);
        assertFalse(a.equals(b));
        assertEquals(200, raw("GET", "/api/games/" + a + "/state", local(), null).code());
        assertEquals(404, raw("GET", "/api/games/1/state", local(), null).code());
    }

    @Test void badNumbersAndLargeBodiesAreRefusedWithAReason() throws Exception {
        String id = newGame();
        Answer since = raw("GET", "/api/games/" + id + "/state?since=abc", local(), null);
        assertEquals(400, since.code());
        assertEquals("{\"problem\":\"since takes the version the page has, a whole number; found 'abc'\"}", since.body());
        Answer option = raw("POST", "/api/games/" + id + "/choose", local(), "{\"version\":1,\"option\":4294967296}");
        assertEquals(409, option.code());
        assertEquals("{\"problem\":\"option takes the number of an option, a whole number; found 4294967296\"}", option.body());
        Answer big = raw("POST", "/api/games", local(), "{\"rules\":[\"" + "x".repeat(WebServer.MAX_BODY) + "\"]}");
        assertEquals(413, big.code());
        assertEquals("{\"problem\":\"the request is larger than 65536 bytes\"}", big.body());
    }

    /** Hot-seat and seat links (issue 37): a decision is taken only with its seat's token; the record waits for the end. */
    @Test void aSeatsMovesNeedItsTokenAndTheRecordWaitsForTheEnd() throws Exception {
        Answer created = raw("POST", "/api/games", local(), "{\"rules\":[\"base\"],\"seats\":[\"human\",\"human\",\"random\"],\"seed\":3}");
        assertEquals(200, created.code(), created.body());
        com.fasterxml.jackson.databind.JsonNode c = JsonIo.read("answer", created.body());
        String id = c.path("game").asText();
        String[] tokens = {c.path("tokens").get(0).asText(), c.path("tokens").get(1).asText()};
        assertTrue(tokens[0].matches("[0-9a-f]{32}") && tokens[1].matches("[0-9a-f]{32}") && !tokens[0].equals(tokens[1]), c.toString());
        assertTrue(c.path("tokens").get(2).isNull(), "a bot's seat has no token: " + c);
        com.fasterxml.jackson.databind.JsonNode s = null;
        for (int k = 0; k < 100_000 && (s == null || !s.has("decision")); k++) {   // polls for the first decision
            Answer a = raw("GET", "/api/games/" + id + "/state", local(), null);
            s = JsonIo.read("state", a.body());
        }
        assertTrue(s.has("decision"), s.toString());
        assertFalse(s.toString().contains("\"seed\""), "the state does not tell the seed");
        int player = s.path("decision").path("player").asInt(), v = s.path("version").asInt();
        String name = s.path("players").get(player).path("name").asText();
        String refused = "{\"problem\":\"this decision is " + name + "'s: it is taken only with that seat's token (the link of the seat)\"}";
        Answer none = raw("POST", "/api/games/" + id + "/choose", local(), "{\"version\":" + v + ",\"option\":0}");
        assertEquals(403, none.code());
        assertEquals(refused, none.body());
        Answer other = raw("POST", "/api/games/" + id + "/choose", local(), "{\"version\":" + v + ",\"option\":0,\"token\":\"" + tokens[1 - player] + "\"}");
        assertEquals(403, other.code(), "the other person's seat");
        assertEquals(refused, other.body());
        assertEquals(403, raw("POST", "/api/games/" + id + "/undo", local(), "{\"version\":" + v + ",\"token\":\"" + tokens[1 - player] + "\"}").code());
        Answer record = raw("GET", "/api/games/" + id + "/record.json", local(), null);
        assertEquals(403, record.code());
        assertEquals("{\"problem\":\"the record holds the seed, so the order of the tiles to come: it is given when the game is over\"}", record.body());
        assertEquals(403, raw("GET", "/api/games/" + id + "/replay.html", local(), null).code());
        Answer mine = raw("POST", "/api/games/" + id + "/choose", local(), "{\"version\":" + v + ",\"option\":0,\"token\":\"" + tokens[player] + "\"}");
        assertEquals(200, mine.code(), mine.body());
        // a game of bots only: its record when it is over
        String bots = newGame();
        String status = "playing";
        for (int k = 0; k < 1_000_000 && status.equals("playing"); k++) {
            status = JsonIo.read("state", raw("GET", "/api/games/" + bots + "/state", local(), null).body()).path("status").asText();
        }
        assertEquals("over", status);
        Answer done = raw("GET", "/api/games/" + bots + "/record.json", local(), null);
        assertEquals(200, done.code());
        assertEquals(3, JsonIo.read("record", done.body()).path("seed").asLong(), "the record, with its seed");
    }

    @Test void oldGamesAreForgottenAndTheirThreadsEnd() throws Exception {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < WebServer.MAX_GAMES + 5; i++) ids.add(newGame());
        for (int i = 0; i < 5; i++) assertEquals(404, raw("GET", "/api/games/" + ids.get(i) + "/state", local(), null).code());
        assertEquals(200, raw("GET", "/api/games/" + ids.get(ids.size() - 1) + "/state", local(), null).code());
    }

    @Test void aBadPortOrHostIsAUsageError() {
        Cli.Result port = Cli.run("serve", "--port", "70000");
        assertEquals(Main.USAGE, port.code(), port.err());
        assertEquals("error: --port takes 0 to 65535 (0: any free port), found 70000\n", port.err());
        Cli.Result host = Cli.run("serve", "--host", "no-such-host.invalid", "--port", "0");
        assertEquals(Main.USAGE, host.code(), host.err());
        assertTrue(host.err().startsWith("error: --host: no address is named 'no-such-host.invalid'"), host.err());
    }
}
