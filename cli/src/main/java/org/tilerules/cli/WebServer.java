package org.tilerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.tilerules.front.RulesLoader;
import org.tilerules.front.RulesPath;
import org.tilerules.record.GameRecord;
import org.tilerules.record.JsonIo;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;
import org.tilerules.simulate.RulesChoice;
import org.tilerules.simulate.Setup;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The local web server of {@code serve}: one page (play.html, play.js, play.css)
 * and a small JSON API over the engine.
 *
 * <pre>
 * GET  /api/rulesets                 every rule set with the first sentence of its rule file
 * GET  /api/setup?rules=a,b          the players and options of those rule sets together
 * POST /api/games                    {"rules":[..],"seats":["human","greedy"],"options":{..},"seed":N}
 *                                    -> {"game":id,"tokens":[T,null]} (a secret per person's seat, null for a bot's)
 * GET  /api/games/ID/state?since=V   the snapshot (WebState), or 204 when the page has version V
 * POST /api/games/ID/choose          {"version":V,"option":I,"token":T}: a person's answer, with the deciding seat's token
 * POST /api/games/ID/undo            {"version":V,"token":T}: takes back the person's choices of this turn (before it ends)
 * GET  /api/games/ID/record.json     the game record, as play --json writes it (when the game is over)
 * GET  /api/games/ID/replay.html     the replay page of the game, as replay --html writes it (when the game is over)
 * </pre>
 *
 * <p>Seats: the page that starts a game gets every person's seat's token and may play them all (hot-seat); it
 * hands a seat to a second browser by a link that carries that seat's token (in the address's {@code #}, which
 * browsers do not send). A decision is taken only with the deciding seat's token (403 otherwise); anyone with
 * the game's id may watch. The record (the seed, so the bag's order) is given only when the game is over.
 *
 * <p>Requests from other sites are refused: the Host header must name this server (a page of another site
 * that resolves its own name to this machine gets 403), and an Origin header, which browsers send with every
 * request a page of another site makes, must be this server's. A game's id is a random secret (not a count
 * another page could guess). A request body over {@value #MAX_BODY} bytes is refused (413) before it is read
 * whole; a connection that does not send its request within {@value #REQUEST_SECONDS} s is closed, and up to
 * {@value #MAX_THREADS} requests are read at once, so that a few slow connections do not hold up the others. At most
 * {@value #MAX_GAMES} games are kept: a new one ends and forgets the one least recently asked about.
 */
final class WebServer {
    /** The seat of a person at the page (the same word as play's --bots human). */
    static final String PERSON = "human";
    private final RulesPath rulesets;
    private final long botDelayMs;
    private final HttpServer http;
    private final Map<String, WebGame> games = new ConcurrentHashMap<>();
    private final Map<String, Rules> loaded = new ConcurrentHashMap<>();
    private final SecureRandom ids = new SecureRandom();
    private final String host;
    static final int MAX_BODY = 64 * 1024;
    static final int MAX_GAMES = 64;
    static final int REQUEST_SECONDS = 30;
    /** Requests handled at once (a slow connection holds one until {@link #REQUEST_SECONDS}); more wait their turn. */
    static final int MAX_THREADS = 256;

    WebServer(RulesPath rulesets, String host, int port, long botDelayMs) throws IOException {
        this.rulesets = rulesets;
        this.botDelayMs = botDelayMs;
        this.host = host;
        // the JDK's server closes a connection whose request is not read within this time (read when it starts)
        if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
            System.setProperty("sun.net.httpserver.maxReqTime", String.valueOf(REQUEST_SECONDS));
        }
        http = HttpServer.create(new InetSocketAddress(host, port), 0);
        // the JDK's server reads a request's headers on an executor thread: a connection that sends part of a
        // request and then nothing holds its thread until the time above. With a few threads, a few such
        // connections stalled every request; up to MAX_THREADS run at once (idle ones end after a minute)
        ThreadPoolExecutor pool = new ThreadPoolExecutor(MAX_THREADS, MAX_THREADS,
                60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "http");
                    t.setDaemon(true);
                    return t;
                });
        pool.allowCoreThreadTimeOut(true);
        http.setExecutor(pool);
        http.createContext("/", this::handle);
    }

    void start() { http.start(); }

    void stop() { http.stop(0); }

    int port() { return http.getAddress().getPort(); }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            Map<String, String> query = query(ex.getRequestURI().getRawQuery());
            String refused = refused(ex);
            if (refused != null) {
                send(ex, 403, "application/json", JsonIo.write(Map.of("problem", refused)));
                return;
            }
            try {
                route(ex, path, query);
            } catch (Refused e) {
                send(ex, e.code, "application/json", JsonIo.write(Map.of("problem", e.getMessage())));
            } catch (RuntimeException | Error e) {
                StringWriter w = new StringWriter();
                Main.report(e, new PrintWriter(w, true));
                send(ex, 400, "application/json", JsonIo.write(Map.of("problem", w.toString().trim())));
            }
        }
    }

    /** A request this server does not serve, with its status and the reason. */
    static final class Refused extends RuntimeException {
        final int code;

        Refused(int code, String message) {
            super(message, null, false, false);
            this.code = code;
        }
    }

    /** Why a request from another site is refused, or null: its Host must name this server, its Origin (if any) too. */
    private String refused(HttpExchange ex) {
        String hostHeader = ex.getRequestHeaders().getFirst("Host");
        if (hostHeader == null || !isThisServer(hostHeader)) {
            return "this server answers requests for " + host + ":" + port() + " only, not for " + hostHeader;
        }
        String origin = ex.getRequestHeaders().getFirst("Origin");
        if (origin != null && !(origin.startsWith("http://") && isThisServer(origin.substring("http://".length())))) {
            return "requests from the page of another site (" + origin + ") are refused";
        }
        return null;
    }

    /** Whether HOST:PORT names this server: its port, and the host it listens on or a name of this machine. */
    private boolean isThisServer(String hostAndPort) {
        String h = hostAndPort.toLowerCase(Locale.ROOT);
        int colon = h.lastIndexOf(':');
        if (colon < 0 || h.endsWith("]")) return false;     // the page always names the port
        String name = h.substring(0, colon), portText = h.substring(colon + 1);
        if (!portText.equals(String.valueOf(port()))) return false;
        return name.equals(host.toLowerCase(Locale.ROOT)) || name.equals("localhost") || name.equals("127.0.0.1")
                || name.equals("[::1]");
    }

    private void route(HttpExchange ex, String path, Map<String, String> query) throws IOException {
        boolean post = ex.getRequestMethod().equals("POST");
        switch (path) {
            case "/", "/index.html" -> send(ex, 200, "text/html; charset=utf-8", resource("play.html"));
            case "/play.js" -> send(ex, 200, "text/javascript; charset=utf-8", resource("play.js"));
            case "/play.css" -> send(ex, 200, "text/css; charset=utf-8", resource("play.css"));
            case "/api/rulesets" -> send(ex, 200, "application/json", JsonIo.write(rulesets()));
            case "/api/setup" -> send(ex, 200, "application/json", JsonIo.write(setup(query.getOrDefault("rules", "base"))));
            case "/api/games" -> {
                if (!post) { send(ex, 405, "text/plain", "POST a game"); return; }
                WebGame g = newGame(JsonIo.read("the request", body(ex)));
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("game", g.id);
                m.put("tokens", g.tokens());
                send(ex, 200, "application/json", JsonIo.write(m));
            }
            default -> game(ex, path, query, post);
        }
    }

    private void game(HttpExchange ex, String path, Map<String, String> query, boolean post) throws IOException {
        String[] parts = path.split("/");   // "", "api", "games", ID, what
        WebGame g = parts.length == 5 && parts[2].equals("games") ? games.get(parts[3]) : null;
        if (g == null) { send(ex, 404, "text/plain", "no such page: " + path); return; }
        g.asked();
        switch (parts[4]) {
            case "state" -> {
                int since = -1;
                if (query.containsKey("since")) {
                    try {
                        since = Integer.parseInt(query.get("since"));
                    } catch (NumberFormatException e) {
                        throw new Refused(400, "since takes the version the page has, a whole number; found '" + query.get("since") + "'");
                    }
                }
                String s = g.state(since);
                if (s == null) send(ex, 204, "application/json", "");
                else send(ex, 200, "application/json", s);
            }
            case "choose" -> {
                if (!post) { send(ex, 405, "text/plain", "POST an answer"); return; }
                JsonNode a = JsonIo.read("the answer", body(ex));
                JsonNode option = a.path("option");
                if (!option.canConvertToInt() || !option.isIntegralNumber()) {
                    throw new Refused(409, "option takes the number of an option, a whole number; found " + option);
                }
                String problem = g.answer(token(a), a.path("version").asInt(-1), option.asInt());
                send(ex, problem == null ? 200 : 409, "application/json",
                        JsonIo.write(problem == null ? Map.of("ok", true) : Map.of("problem", problem)));
            }
            case "undo" -> {
                if (!post) { send(ex, 405, "text/plain", "POST an undo"); return; }
                JsonNode a = JsonIo.read("the undo", body(ex));
                String problem = g.undo(token(a), a.path("version").asInt(-1));
                send(ex, problem == null ? 200 : 409, "application/json",
                        JsonIo.write(problem == null ? Map.of("ok", true) : Map.of("problem", problem)));
            }
            case "record.json" -> {
                hiddenUntilOver(g);
                send(ex, 200, "application/json", g.record());
            }
            case "replay.html" -> {
                hiddenUntilOver(g);
                GameRecord rec = GameRecord.fromJson(g.record());
                send(ex, 200, "text/html; charset=utf-8", ReplayCommand.page(rec, rulesets, "game " + g.id + " (rules "
                        + String.join(", ", rec.rules()) + ", seed " + rec.seed() + ")"));
            }
            default -> send(ex, 404, "text/plain", "no such page: " + path);
        }
    }

    private static String token(JsonNode answer) {
        return answer.path("token").isTextual() ? answer.path("token").asText() : null;
    }

    /** The record holds the seed, so the order of the bag: it is given when the game is over (or has stopped). */
    private static void hiddenUntilOver(WebGame g) {
        if (!g.over() && g.problem() == null) {
            throw new Refused(403, "the record holds the seed, so the order of the tiles to come: it is given when the game is over");
        }
    }

    private List<Object> rulesets() {
        List<Object> out = new ArrayList<>();
        for (String name : RulesLoader.available(rulesets)) {
            out.add(Map.of("name", name, "description", description(rulesets.find(name), name)));
        }
        return out;
    }

    /** The first sentence of a rule set's leading comment (in NAME.rules, else its first rule file). */
    static String description(Path folder, String name) {
        Path file = folder.resolve(name + ".rules");
        try {
            if (!Files.exists(file)) {
                try (var files = Files.list(folder)) {
                    file = files.filter(f -> f.toString().endsWith(".rules")).sorted().findFirst().orElse(null);
                }
            }
            if (file == null) return "";
            StringBuilder sb = new StringBuilder();
            for (String line : Files.readAllLines(file)) {
                String t = line.trim();
                if (!t.startsWith("//")) break;
                sb.append(t.substring(2).trim()).append(' ');
            }
            String text = sb.toString().trim();
            int end = text.indexOf(". ");
            return end < 0 ? text : text.substring(0, end + 1);
        } catch (IOException e) {
            return "";
        }
    }

    private Rules rules(List<String> names) {
        List<String> expanded = RulesChoice.expand(rulesets, names, null);
        return loaded.computeIfAbsent(String.join(",", expanded), k -> RulesChoice.load(rulesets, expanded));
    }

    private Map<String, Object> setup(String names) {
        Rules r = rules(Arrays.asList(names.split(",")));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rules", r.rulesets);
        m.put("minPlayers", r.minPlayers);
        m.put("maxPlayers", r.maxPlayers);
        m.put("bots", Setup.BOTS);
        int[] dflt = r.defaultOptions();
        List<Object> options = new ArrayList<>();
        for (Rules.OptionDecl o : r.options) {
            options.add(Map.of("name", o.name(), "type", o.type() == Type.BOOL ? "bool" : "number",
                    "value", dflt[o.index()]));
        }
        m.put("options", options);
        return m;
    }

    private WebGame newGame(JsonNode req) {
        List<String> names = new ArrayList<>();
        req.path("rules").forEach(n -> names.add(n.asText()));
        if (names.isEmpty()) names.add("base");
        Rules r = rules(names);
        List<String> seats = new ArrayList<>();
        req.path("seats").forEach(n -> seats.add(n.asText()));
        List<String> known = new ArrayList<>(Setup.BOTS);
        known.add(PERSON);
        seats.replaceAll(s -> s.isEmpty() ? PERSON : s);
        String[] players = Setup.playerNames(r, seats.size());
        seats.forEach(s -> Setup.bots(List.of(s), 1, known));   // an unknown seat is a usage error
        List<String> settings = new ArrayList<>();
        req.path("options").fields().forEachRemaining(e -> settings.add(e.getKey() + "=" + e.getValue().asText()));
        int[] values = Setup.options(r, settings);
        long seed = req.path("seed").isNumber() ? req.path("seed").asLong() : System.currentTimeMillis() % 100000;
        byte[] secret = new byte[16];
        ids.nextBytes(secret);
        WebGame g = new WebGame(HexFormat.of().formatHex(secret), r, players, values, seed, seats, botDelayMs);
        synchronized (games) {
            while (games.size() >= MAX_GAMES) {
                WebGame oldest = games.values().stream().min(Comparator.comparingLong(WebGame::lastAsked)).orElseThrow();
                games.remove(oldest.id);
                oldest.stop();
            }
            games.put(g.id, g);
        }
        g.start();
        return g;
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> m = new LinkedHashMap<>();
        if (raw == null) return m;
        for (String kv : raw.split("&")) {
            int eq = kv.indexOf('=');
            if (eq > 0) m.put(URLDecoder.decode(kv.substring(0, eq), StandardCharsets.UTF_8), URLDecoder.decode(kv.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return m;
    }

    /** The request's body, refused (413) past {@value #MAX_BODY} bytes without reading more. */
    private static String body(HttpExchange ex) throws IOException {
        try (InputStream in = ex.getRequestBody()) {
            byte[] b = in.readNBytes(MAX_BODY + 1);
            if (b.length > MAX_BODY) throw new Refused(413, "the request is larger than " + MAX_BODY + " bytes");
            return new String(b, StandardCharsets.UTF_8);
        }
    }

    private static void send(HttpExchange ex, int code, String type, String text) throws IOException {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", type);
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        if (code == 204) {
            ex.sendResponseHeaders(204, -1);
            return;
        }
        ex.sendResponseHeaders(code, b.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(b);
        }
    }

    private static String resource(String name) {
        try (InputStream in = WebServer.class.getResourceAsStream("web/" + name)) {
            if (in == null) throw new IllegalStateException("missing resource web/" + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
