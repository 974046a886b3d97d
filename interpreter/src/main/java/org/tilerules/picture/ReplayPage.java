package org.tilerules.picture;

import org.tilerules.record.JsonIo;
import org.tilerules.runtime.ScoreEvent;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One self-contained HTML page that shows a game step by step: the board,
 * the step's decisions and score events with their reasons, the score table
 * and a chart of the scores over time. Everything it needs is inside it (the
 * frames, the game record, its script); it loads nothing from anywhere.
 */
public final class ReplayPage {
    private ReplayPage() {}

    /**
     * @param record  the game record's JSON, kept in the page (null when there is none, as for a scenario)
     * @param message a problem to show above the board (a failed expectation), or null
     */
    public static String html(String title, String[] players, Artwork art, List<Frame> frames, String record, String message) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(Svg.esc(title))
                .append("</title>\n<style>").append(STYLE).append("</style></head>\n<body>\n<h1>").append(Svg.esc(title)).append("</h1>\n");
        if (message != null) sb.append("<pre id=\"message\" class=\"problem\">").append(Svg.esc(message)).append("</pre>\n");
        sb.append("<svg width=\"0\" height=\"0\" style=\"position:absolute\" ").append(Svg.NS).append('>')
                .append(art.defs()).append("</svg>\n");
        sb.append("<div class=\"controls\"><button id=\"first\" title=\"Home\">\u00ab first</button>"
                + "<button id=\"back\" title=\"left arrow\">\u25c0 back</button>"
                + "<button id=\"forward\" title=\"right arrow\">forward \u25b6</button>"
                + "<button id=\"last\" title=\"End\">last \u00bb</button> <span id=\"position\"></span></div>\n");
        sb.append("<div class=\"main\"><div id=\"board\"></div><div class=\"side\"><h2 id=\"frame-title\"></h2>")
                .append("<h3>Decisions</h3><ul id=\"decisions\"></ul><h3>Score events</h3><ul id=\"events\"></ul>")
                .append("<h3>Scores</h3><table id=\"scores\"><tr><th>player</th><th>score</th><th></th></tr>");
        for (int p = 0; p < players.length; p++) {
            sb.append("<tr><td><span class=\"swatch\" style=\"background:").append(Svg.esc(Colours.seat(players[p], p)))
                    .append("\"></span>").append(Svg.esc(players[p])).append("</td><td class=\"score\" id=\"score-").append(p)
                    .append("\" data-player=\"").append(Svg.esc(players[p])).append("\"></td><td class=\"gain\" id=\"gain-")
                    .append(p).append("\"></td></tr>");
        }
        sb.append("</table></div></div>\n<h3>Scores over time</h3>\n").append(ScoreChart.svg(players, frames)).append('\n');
        sb.append("<script type=\"application/json\" id=\"players\">").append(script(playersJson(players))).append("</script>\n");
        sb.append("<script type=\"application/json\" id=\"frames\">").append(script(framesJson(frames))).append("</script>\n");
        if (record != null) sb.append("<script type=\"application/json\" id=\"record\">").append(script(record.trim())).append("</script>\n");
        sb.append("<script>").append(resource("replay.js")).append("</script>\n</body></html>\n");
        return sb.toString();
    }

    private static String playersJson(String[] players) {
        List<Object> out = new ArrayList<>();
        for (int p = 0; p < players.length; p++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", players[p]);
            m.put("colour", Colours.seat(players[p], p));
            out.add(m);
        }
        return JsonIo.write(out);
    }

    /** One placed tile of a frame's board: {@code <g class="tile" ... transform="translate(X Y)"><use .../></g>}. */
    private static final Pattern TILE = Pattern.compile(
            "<g class=\"tile\" data-tile=\"([^\"]*)\" data-x=\"(-?\\d+)\" data-y=\"(-?\\d+)\" data-rot=\"(\\d+)\" "
            + "transform=\"translate\\((-?\\d+) (-?\\d+)\\)\"><use xlink:href=\"#([^\"]+)\" width=\"100\" height=\"100\"/></g>");
    private static final String TILES_OPEN = "<g class=\"tiles\">";

    /**
     * The boards of all frames share their tiles: each placed tile is written once ({@code [id, x, y, rot, symbol]}
     * in the page's "tiles" list) and a frame keeps its board without them, with the runs of that list it shows
     * ({@code shown}: [first, count] pairs; a tile that changes, as when a bridge is added, is a new entry) and
     * where board position 0,0 lies ({@code origin}); the page's script puts them back. The rest of each board is
     * cut before each {@code <g class=...>} and each piece written once ("parts"); a frame lists its pieces as
     * runs ({@code svg}: [first, count] pairs), so that what stays the same from step to step is not repeated.
     */
    static String framesJson(List<Frame> frames) {
        List<List<Object>> shared = new ArrayList<>();
        Map<List<Object>, Integer> index = new HashMap<>();
        List<String> parts = new ArrayList<>();
        Map<String, Integer> partIndex = new HashMap<>();
        List<Object> out = new ArrayList<>();
        for (Frame f : frames) {
            Map<String, Object> m = new LinkedHashMap<>();
            String svg = f.svg();
            int open = svg.indexOf(TILES_OPEN);
            String group = open < 0 ? "" : svg.substring(open + TILES_OPEN.length(), tilesEnd(svg, open));
            Matcher t = TILE.matcher(group);
            List<List<Object>> mine = new ArrayList<>();
            int ox = 0, oy = 0, consumed = 0;
            boolean ok = open >= 0;
            while (ok && t.find()) {
                if (t.start() != consumed) { ok = false; break; }
                consumed = t.end();
                int x = Integer.parseInt(t.group(2)), y = Integer.parseInt(t.group(3));
                int tx = Integer.parseInt(t.group(5)) - 100 * x, ty = Integer.parseInt(t.group(6)) - 100 * y;
                if (mine.isEmpty()) { ox = tx; oy = ty; } else if (tx != ox || ty != oy) { ok = false; break; }
                mine.add(List.of(t.group(1), x, y, Integer.parseInt(t.group(4)), t.group(7)));
            }
            ok &= consumed == group.length();
            if (ok) {
                // runs of consecutive entries of the shared list: [first, count], ...
                List<List<Integer>> runs = new ArrayList<>();
                for (List<Object> e : mine) {
                    Integer k = index.get(e);
                    if (k == null) { k = shared.size(); shared.add(e); index.put(e, k); }
                    List<Integer> last = runs.isEmpty() ? null : runs.get(runs.size() - 1);
                    if (last != null && last.get(0) + last.get(1) == k) runs.set(runs.size() - 1, List.of(last.get(0), last.get(1) + 1));
                    else runs.add(List.of(k, 1));
                }
                svg = svg.substring(0, open + TILES_OPEN.length()) + svg.substring(open + TILES_OPEN.length() + group.length());
                m.put("shown", runs);
                m.put("origin", List.of(ox, oy));
            }
            m.put("turn", f.turn());
            m.put("title", f.title());
            m.put("decisions", f.decisions());
            List<Object> ev = new ArrayList<>();
            for (ScoreEvent e : f.events()) {
                Map<String, Object> x = new LinkedHashMap<>();
                x.put("player", e.player());
                x.put("points", e.points());
                x.put("category", e.category());
                x.put("reason", e.reason());
                if (!e.rule().isEmpty()) x.put("rule", e.rule());
                ev.add(x);
            }
            m.put("events", ev);
            m.put("scores", f.scores());
            m.put("tiles", f.tiles());
            // the rest of the board in pieces, one per group, each piece written once in the page's "parts"
            List<List<Integer>> pieces = new ArrayList<>();
            for (String piece : svg.split("(?=<g class=\")")) {
                Integer k = partIndex.get(piece);
                if (k == null) { k = parts.size(); parts.add(piece); partIndex.put(piece, k); }
                List<Integer> last = pieces.isEmpty() ? null : pieces.get(pieces.size() - 1);
                if (last != null && last.get(0) + last.get(1) == k) pieces.set(pieces.size() - 1, List.of(last.get(0), last.get(1) + 1));
                else pieces.add(List.of(k, 1));
            }
            m.put("svg", pieces);
            out.add(m);
        }
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("parts", parts);
        all.put("tiles", shared);
        all.put("frames", out);
        return JsonIo.write(all);
    }

    /** Where the run of tile elements after the tiles group's opening ends. */
    private static int tilesEnd(String svg, int open) {
        int at = open + TILES_OPEN.length();
        Matcher t = TILE.matcher(svg);
        t.region(at, svg.length());
        while (t.lookingAt()) {
            at = t.end();
            t.region(at, svg.length());
        }
        return at;
    }

    /** JSON inside a script element: "</" would end the element early. */
    private static String script(String json) { return json.replace("</", "<\\/"); }

    private static String resource(String name) {
        try (InputStream in = ReplayPage.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException("missing resource " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final String STYLE = "body{font-family:sans-serif;margin:16px;background:#fbfaf6;color:#222}"
            + "h1{font-size:20px}h2{font-size:17px;margin:4px 0}h3{font-size:15px;margin:12px 0 4px}"
            + ".controls{margin:8px 0}.controls button{font-size:15px;margin-right:4px}#position{margin-left:8px}"
            + ".main{display:flex;gap:16px;align-items:flex-start}#board{overflow:auto;max-width:70vw;max-height:78vh;"
            + "border:1px solid #ccc;background:#f4efe1}#board svg{display:block}.side{min-width:300px;max-width:420px}"
            + "ul{margin:0;padding-left:18px;font-size:14px}table{border-collapse:collapse}td,th{padding:2px 10px;"
            + "text-align:left}td.score{text-align:right;font-weight:bold}td.gain{color:#2e7d32}"
            + ".swatch{display:inline-block;width:12px;height:12px;margin-right:6px;border:1px solid #333}"
            + ".problem{background:#ffebee;border:1px solid #c62828;padding:8px;white-space:pre-wrap}";
}
