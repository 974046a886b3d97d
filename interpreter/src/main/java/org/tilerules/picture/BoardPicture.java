package org.tilerules.picture;

import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Drawing;
import org.tilerules.engine.Board;
import org.tilerules.engine.Graph;
import org.tilerules.model.Look;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Kind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * A game's board as SVG: every placed tile (one group each), the figures in
 * their owners' colours where they stand (on a feature, on a corner), the
 * last placement outlined, optionally the open positions, and under the board
 * the players with their scores and the figures waiting in zones. What the
 * capabilities hold on the board (junctions, links, figures on tiles) each
 * tells as data through its hook ({@link Drawing.Board}); this class draws it
 * and names none of them.
 */
public final class BoardPicture {
    /** The outline of the last placement. */
    public static final String LAST = "#00b8d4";
    private final Artwork art;
    private boolean showOpen, markLast = true;
    private int cellPx = 64;
    /** Tiles the picture always shows (so that the frames of one game share a scale), or null. */
    private int[] extent;

    public BoardPicture(Artwork art) { this.art = art; }

    public BoardPicture showOpen(boolean on) { showOpen = on; return this; }

    public BoardPicture markLast(boolean on) { markLast = on; return this; }

    public BoardPicture cellPixels(int px) { cellPx = px; return this; }

    /** Always shows at least the positions the tiles of {@code b} take (the board at the end of the game). */
    public BoardPicture extent(Board b) {
        extent = bounds(b);
        return this;
    }

    private static int[] bounds(Board b) {
        int[] e = {0, 0, 0, 0};
        for (int t = 0; t < b.n; t++) {
            e[0] = Math.min(e[0], b.x[t]); e[1] = Math.max(e[1], b.x[t]);
            e[2] = Math.min(e[2], b.y[t]); e[3] = Math.max(e[3], b.y[t]);
        }
        return e;
    }

    /** A complete SVG document with its own definitions. */
    public String svg(Game g) { return standalone(art, body(g)); }

    /** A board made by {@link #body} with the tile symbols it uses defined inside it. */
    public static String standalone(Artwork art, String body) {
        return body.replaceFirst("<svg ([^>]*)>", "<svg $1>" + Matcher.quoteReplacement(art.defs())) + "\n";
    }

    /** An SVG element that refers to tile symbols the caller defines once (see {@link Artwork#defs}). */
    public String body(Game g) {
        Board b = g.board;
        int[] e = shown(g);
        int minX = e[0], maxX = e[1], minY = e[2], maxY = e[3];
        int ox = -minX * 100 + 20, oy = -minY * 100 + 20;
        int w = Math.max((maxX - minX + 1) * 100 + 40, legendWidth(g));
        Marks marks = marks(g);
        List<String[]> key = key(g, marks);
        int keyRows = keyRows(key, w, KEY_CHAR);
        int legendH = 40 + 34 * zonesInUse(g) + 34 * keyRows;
        int h = (maxY - minY + 1) * 100 + 40 + legendH;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg ").append(Svg.NS).append(" class=\"board\" width=\"").append(w * cellPx / 100).append("\" height=\"")
                .append(h * cellPx / 100).append("\" viewBox=\"0 0 ").append(w).append(' ').append(h)
                .append("\" font-family=\"sans-serif\">");
        sb.append("<rect width=\"").append(w).append("\" height=\"").append(h).append("\" fill=\"#f4efe1\"/>");
        sb.append("<g class=\"tiles\">");
        for (int t = 0; t < b.n; t++) {
            TileType tt = b.typeOf(t);
            sb.append("<g class=\"tile\" data-tile=\"").append(Svg.esc(tt.name)).append("\" data-x=\"").append(b.x[t])
                    .append("\" data-y=\"").append(b.y[t]).append("\" data-rot=\"").append(b.rot[t] * 90)
                    .append("\" transform=\"translate(").append(ox + b.x[t] * 100).append(' ').append(oy + b.y[t] * 100).append(')');
            sb.append("\"><use xlink:href=\"#").append(art.symbol(tt, b.rot[t])).append("\" width=\"100\" height=\"100\"/></g>");
        }
        sb.append("</g>");
        if (showOpen) open(sb, g, ox, oy);
        if (markLast && b.n > g.rules.start.size()) {
            int t = b.n - 1;
            sb.append("<rect class=\"last\" x=\"").append(ox + b.x[t] * 100 + 2).append("\" y=\"").append(oy + b.y[t] * 100 + 2)
                    .append("\" width=\"96\" height=\"96\" fill=\"none\" stroke=\"").append(LAST).append("\" stroke-width=\"4\"/>");
        }
        for (Layer l : marks.layers) if (l.depth < 0) layer(sb, g, l, ox, oy);
        figures(sb, g, marks, ox, oy);
        for (Layer l : marks.layers) if (l.depth > 0) layer(sb, g, l, ox, oy);
        legend(sb, g, (maxY - minY + 1) * 100 + 40);
        key(sb, key, w, (maxY - minY + 1) * 100 + 40 + 40 + 34 * zonesInUse(g));
        return sb.append("</svg>").toString();
    }

    /** The positions the picture shows: {min x, max x, min y, max y}. */
    private int[] shown(Game g) {
        int[] e = bounds(g.board);
        if (extent != null) {
            e[0] = Math.min(e[0], extent[0]); e[1] = Math.max(e[1], extent[1]);
            e[2] = Math.min(e[2], extent[2]); e[3] = Math.max(e[3], extent[3]);
        }
        if (showOpen || g.board.n == 0) { e[0]--; e[2]--; e[1]++; e[3]++; }
        return e;
    }

    /**
     * Where position 0,0 lies in the picture's own units (a tile is 100 units wide): {x, y}. A page
     * that draws on the board (highlights, a tile about to be placed) puts position x,y at
     * {@code origin + 100 * (x, y)}.
     */
    public int[] origin(Game g) {
        int[] e = shown(g);
        return new int[] {-e[0] * 100 + 20, -e[2] * 100 + 20};
    }

    private void open(StringBuilder sb, Game g, int ox, int oy) {
        Board b = g.board;
        Set<Long> seen = new HashSet<>();
        sb.append("<g class=\"open\">");
        for (int t = 0; t < b.n; t++) {
            for (int s = 0; s < 4; s++) {
                int x = b.x[t] + Ports.DX[s], y = b.y[t] + Ports.DY[s];
                if (b.at(x, y) >= 0 || !seen.add(((long) x << 32) ^ (y & 0xffffffffL))) continue;
                sb.append("<rect x=\"").append(ox + x * 100 + 6).append("\" y=\"").append(oy + y * 100 + 6)
                        .append("\" width=\"88\" height=\"88\" fill=\"none\" stroke=\"#9e9e9e\" stroke-dasharray=\"6 6\"/>");
            }
        }
        sb.append("</g>");
    }

    private void figures(StringBuilder sb, Game g, Marks marks, int ox, int oy) {
        Graph gr = g.graph;
        Map<String, Integer> crowd = new HashMap<>();
        sb.append("<g class=\"figures\">");
        for (int x = 0; x < gr.nFig; x++) {
            int at = gr.figAt[x];
            if (at < 0 || gr.figZone[x] > 0) continue;
            FigureKind k = g.rules.figures.get(gr.figKind[x]);
            int t = gr.tile[at], local = gr.local[at], rot = g.board.rot[t];
            double[] p = k.cornerKind >= 0 ? corner(g, t, local) : art.art(g.board.typeOf(t)).anchor(local, rot);
            double px = ox + g.board.x[t] * 100 + p[0], py = oy + g.board.y[t] * 100 + p[1];
            String key = Math.round(px) + "," + Math.round(py);
            int n = crowd.merge(key, 1, Integer::sum) - 1;
            px += n * 9;
            py -= n * 4;
            figure(sb, g, x, k, px, py, g.featurePlace(at));
        }
        tileFigures(sb, g, marks, ox, oy);
        sb.append("</g>");
    }

    /** Figures standing on a tile as a whole (a capability's: {@link Drawing.Board#figureOnTile}): in the tile's north-east corner, one beside the other. */
    private void tileFigures(StringBuilder sb, Game g, Marks marks, int ox, int oy) {
        Map<Integer, Integer> onTile = new HashMap<>();
        for (int[] kt : marks.onTiles) {
            FigureKind k = g.rules.figures.get(kt[0]);
            int t = kt[1];
            int n = onTile.merge(t, 1, Integer::sum) - 1;
            double x = ox + g.board.x[t] * 100 + 84 - n * 20, y = oy + g.board.y[t] * 100 + 16;
            String place = g.board.x[t] + "," + g.board.y[t];
            sb.append("<g class=\"figure\" data-owner=\"neutral\" data-figure=\"").append(Svg.esc(k.name)).append("\" data-at=\"")
                    .append(Svg.esc(place)).append("\" data-cx=\"").append(Svg.num(x)).append("\" data-cy=\"").append(Svg.num(y)).append("\">");
            art.glyph(sb, k.look.get("glyph", "person"), x, y, TileArt.size(k.look, 22), colour(g, -1, k), k.look.get("stroke", "#111111"));
            sb.append("</g>");
        }
    }

    /** A group of marks a capability told ({@link Drawing.Board#layer}), each drawn in its shape. */
    private void layer(StringBuilder sb, Game g, Layer l, int ox, int oy) {
        sb.append("<g class=\"").append(l.cls).append("\">");
        Map<Integer, Integer> slots = new HashMap<>();
        for (Mark m : l.marks) {
            if (m instanceof Bar r) bar(sb, g, r, ox, oy);
            else if (m instanceof Beside r) beside(sb, g, r, ox, oy);
            else if (m instanceof Count r) count(sb, g, r, slots.merge(r.tile(), 1, Integer::sum) - 1, ox, oy);
        }
        sb.append("</g>");
    }

    /** A bar across a tile from one feature it joins to the other (a junction, docs/language.md). */
    private void bar(StringBuilder sb, Game g, Bar r, int ox, int oy) {
        int a = r.from(), b = r.to(), t = g.graph.tile[a], rot = g.board.rot[t];
        TileArt ta = art.art(g.board.typeOf(t));
        double[] pa = ta.anchor(g.graph.local[a], rot), pb = ta.anchor(g.graph.local[b], rot);
        double x = ox + g.board.x[t] * 100, y = oy + g.board.y[t] * 100;
        sb.append("<line class=\"").append(r.what()).append("\" data-").append(r.what()).append("=\"").append(Svg.esc(r.name()))
                .append("\" data-at=\"").append(Svg.esc(r.at()))
                .append("\" x1=\"").append(Svg.num(x + pa[0])).append("\" y1=\"").append(Svg.num(y + pa[1]))
                .append("\" x2=\"").append(Svg.num(x + pb[0])).append("\" y2=\"").append(Svg.num(y + pb[1]))
                .append("\" stroke=\"#5d4037\" stroke-width=\"6\" stroke-linecap=\"round\"/>");
    }

    /**
     * Pieces lying on a tile (tokens on tiles, docs/language.md, {@code piece NAME { on tiles }}): along the tile's
     * south-west edge, one disc per kind and owner with the piece's initial and how many lie there (grey for
     * nobody's, the owner's seat colour for those kept for a player); {@code slot}: the discs drawn on the tile before.
     */
    private static void count(StringBuilder sb, Game g, Count r, int slot, int ox, int oy) {
        int t = r.tile(), owner = r.owner(), n = r.n();
        String name = r.name();
        double x = ox + g.board.x[t] * 100 + 12 + (slot % 4) * 22, y = oy + g.board.y[t] * 100 + 88 - (slot / 4) * 22;
        sb.append("<g class=\"").append(r.what()).append("\" data-token=\"").append(Svg.esc(name)).append("\" data-count=\"").append(n)
                .append("\" data-owner=\"").append(owner < 0 ? "nobody" : Svg.esc(g.playerNames[owner]))
                .append("\" data-at=\"").append(g.board.x[t]).append(',').append(g.board.y[t]).append("\">");
        sb.append("<circle cx=\"").append(Svg.num(x)).append("\" cy=\"").append(Svg.num(y)).append("\" r=\"10\" fill=\"")
                .append(owner < 0 ? "#bdbdbd" : Colours.seat(g.playerNames[owner], owner)).append("\" stroke=\"#111111\"/>");
        sb.append("<text x=\"").append(Svg.num(x)).append("\" y=\"").append(Svg.num(y + 4)).append("\" font-size=\"11\" text-anchor=\"middle\">")
                .append(Svg.esc(name.substring(0, 1) + (n > 1 ? String.valueOf(n) : ""))).append("</text></g>");
    }

    /** A player's piece beside the feature it lies on (a link token, docs/language.md): a square in the owner's colour. */
    private void beside(StringBuilder sb, Game g, Beside r, int ox, int oy) {
        int at = r.feature(), player = r.owner(), t = g.graph.tile[at];
        double[] p = art.art(g.board.typeOf(t)).anchor(g.graph.local[at], g.board.rot[t]);
        double x = ox + g.board.x[t] * 100 + p[0] - 14, y = oy + g.board.y[t] * 100 + p[1] + 12;
        sb.append("<g class=\"").append(r.what()).append("\" data-owner=\"").append(Svg.esc(g.playerNames[player])).append("\" data-")
                .append(r.what()).append("=\"").append(Svg.esc(r.name())).append("\" data-at=\"").append(Svg.esc(r.at())).append("\">");
        art.glyph(sb, "square", x, y, 12, Colours.seat(g.playerNames[player], player), "#111111");
        sb.append("</g>");
    }

    // ---------------------------------------------------------------- what the capabilities tell

    private sealed interface Mark permits Bar, Beside, Count {}

    private record Bar(String what, String name, String at, int from, int to) implements Mark {}

    private record Beside(String what, String name, int owner, int feature, String at) implements Mark {}

    private record Count(String what, String name, int tile, int owner, int n) implements Mark {}

    private static final class Layer {
        final String cls;
        final int depth;
        final List<Mark> marks = new ArrayList<>();

        Layer(String cls, int depth) {
            this.cls = cls;
            this.depth = depth;
        }
    }

    /** Everything the capabilities told of one game's board. */
    private static final class Marks implements Drawing.Board {
        final List<Layer> layers = new ArrayList<>();
        /** {kind, tile} of each figure standing on a tile, in the order told. */
        final List<int[]> onTiles = new ArrayList<>();
        /** Key entries {id, kind, name, glyph, fill, stroke} by tile (-1: after every tile's). */
        final Map<Integer, List<String[]>> keys = new HashMap<>();

        private Layer last() {
            if (layers.isEmpty()) throw new IllegalStateException("a mark told before any layer");
            return layers.get(layers.size() - 1);
        }

        @Override public void layer(String cls, int depth) {
            if (depth == 0) throw new IllegalArgumentException("a layer is drawn before (negative depth) or after (positive) the figures: " + cls);
            layers.add(new Layer(cls, depth));
        }

        @Override public void bar(String what, String name, String at, int from, int to) { last().marks.add(new Bar(what, name, at, from, to)); }

        @Override public void beside(String what, String name, int owner, int feature, String at) {
            last().marks.add(new Beside(what, name, owner, feature, at));
        }

        @Override public void count(String what, String name, int tile, int owner, int n) { last().marks.add(new Count(what, name, tile, owner, n)); }

        @Override public void figureOnTile(int kind, int tile) { onTiles.add(new int[] {kind, tile}); }

        @Override public void key(int tile, String id, String kind, String name, String glyph, String fill, String stroke) {
            keys.computeIfAbsent(tile, t -> new ArrayList<>()).add(new String[] {id, kind, name, glyph, fill, stroke});
        }

        boolean onTile(int kind) {
            for (int[] kt : onTiles) if (kt[0] == kind) return true;
            return false;
        }
    }

    /** What the capabilities tell of the game's board, the layers in their depth's order. */
    private static Marks marks(Game g) {
        Marks m = new Marks();
        for (Drawing.BoardHook h : Builtins.boardHooks()) h.show(g, m);
        m.layers.sort(Comparator.comparingInt(l -> l.depth));    // stable: one depth keeps the order told
        return m;
    }

    private void figure(StringBuilder sb, Game g, int fig, FigureKind k, double x, double y, String place) {
        int owner = g.graph.figOwner[fig];
        String colour = colour(g, owner, k);
        sb.append("<g class=\"figure\" data-owner=\"").append(owner < 0 ? "neutral" : Svg.esc(g.playerNames[owner]))
                .append("\" data-figure=\"").append(Svg.esc(k.name)).append("\" data-at=\"").append(Svg.esc(place))
                .append("\" data-cx=\"").append(Svg.num(x)).append("\" data-cy=\"").append(Svg.num(y)).append("\">");
        art.glyph(sb, k.look.get("glyph", "person"), x, y, TileArt.size(k.look, 22), colour, k.look.get("stroke", "#111111"));
        sb.append("</g>");
    }

    /** A figure's colour: its owner's seat colour, or for a neutral figure the colour its look gives. */
    static String colour(Game g, int owner, FigureKind k) {
        Look l = k.look;
        if (owner < 0) return l.get("fill", "#6a1b9a");
        return Colours.seat(g.playerNames[owner], owner);
    }

    /** The corner of tile {@code t} (already turned) where a figure on its feature stands: where four tiles meet. */
    private static double[] corner(Game g, int t, int local) {
        Board b = g.board;
        TileType tt = b.typeOf(t);
        double[][] points = {{100, 0}, {100, 100}, {0, 100}, {0, 0}};
        for (int c = 0; c < 4; c++) {
            if (tt.portFeature[b.rot[t]][(2 + 3 * c) % 12] != local || tt.portFeature[b.rot[t]][(3 + 3 * c) % 12] != local) continue;
            int dx = (int) points[c][0] / 50 - 1, dy = (int) points[c][1] / 50 - 1;
            if (b.at(b.x[t] + dx, b.y[t]) >= 0 && b.at(b.x[t], b.y[t] + dy) >= 0 && b.at(b.x[t] + dx, b.y[t] + dy) >= 0) return points[c];
        }
        return new double[] {50, 50};
    }

    /**
     * What the board shows that a reader has to be told: every kind of figure on the board or waiting in a
     * zone, every tag and mark drawn on a placed tile, every token lying on tiles, every link laid, every
     * junction glyph; each as {kind, name, glyph, fill, stroke}.
     */
    private List<String[]> key(Game g, Marks marks) {
        LinkedHashMap<String, String[]> items = new LinkedHashMap<>();
        Graph gr = g.graph;
        for (int x = 0; x < gr.nFig; x++) {
            FigureKind k = g.rules.figures.get(gr.figKind[x]);
            boolean shown = gr.figAt[x] >= 0 || marks.onTile(k.id);
            if (!shown) for (int z = 0; z < g.rules.zones.size() && !shown; z++) shown = g.zoneFigures(z, -1L, -1).contains(x);
            if (shown) items.putIfAbsent("figure " + k.name, new String[] {"figure", k.name, k.look.get("glyph", "person"),
                    gr.figOwner[x] < 0 ? colour(g, -1, k) : "#ffffff", k.look.get("stroke", "#111111")});
        }
        for (FigureKind k : g.rules.figures) {
            if (marks.onTile(k.id)) {
                items.putIfAbsent("figure " + k.name, new String[] {"figure", k.name, k.look.get("glyph", "person"),
                        colour(g, -1, k), k.look.get("stroke", "#111111")});
            }
        }
        for (int t = 0; t < g.board.n; t++) {
            TileType tt = g.board.typeOf(t);
            for (String tag : tt.tags) {
                Look l = g.rules.tagLooks.get(tag);
                if (l != null) items.putIfAbsent("tag " + tag, new String[] {"tag", tag, l.get("glyph", "star"),
                        l.get("fill", "#e91e63"), l.get("stroke", "#ffffff")});
            }
            TileArt a = art.art(tt);
            for (int f = 0; f < tt.features.length; f++) {
                if (a.marks[f].length == 0) continue;
                for (Map.Entry<String, Look> m : a.look(f).marks().entrySet()) {
                    int at = g.rules.attribute(m.getKey());
                    if (at < 0 || tt.features[f].attrs == null || at >= tt.features[f].attrs.length || tt.features[f].attrs[at] == 0) continue;
                    Look l = m.getValue();
                    items.putIfAbsent("mark " + m.getKey(), new String[] {"mark", m.getKey(), l.get("glyph", "badge"),
                            l.get("fill", "#1e3a8a"), l.get("stroke", "#ffffff")});
                }
            }
            if (a.junction >= 0) {
                Kind k = g.rules.kinds.get(a.junction);
                items.putIfAbsent("junction " + k.name, new String[] {"junction", k.name + " junction", k.look.get("junction", "house"),
                        k.look.get("fill", "#b0513a"), k.look.get("edge", k.look.get("stroke", "#333"))});
            }
            keyOf(items, marks.keys.get(t));
        }
        keyOf(items, marks.keys.get(-1));
        return new ArrayList<>(items.values());
    }

    private static void keyOf(LinkedHashMap<String, String[]> items, List<String[]> told) {
        if (told != null) for (String[] k : told) items.putIfAbsent(k[0], new String[] {k[1], k[2], k[3], k[4], k[5]});
    }

    /** Board pictures' key letters are this wide (tile sheets' are narrower). */
    private static final int KEY_CHAR = 10;

    private static int keyWidth(String[] item) { return keyWidth(item, KEY_CHAR); }

    /** The width of a key entry (a swatch and its words) whose letters are {@code perChar} wide. */
    static int keyWidth(String[] item, int perChar) { return 34 + item[1].length() * perChar; }

    /** How many rows a key takes in a picture {@code w} wide, its entries laid left to right from x 70. */
    static int keyRows(List<String[]> key, int w, int perChar) {
        if (key.isEmpty()) return 0;
        int rows = 1, x = 70;
        for (String[] item : key) {
            if (x + keyWidth(item, perChar) > w - 10 && x > 70) { rows++; x = 70; }
            x += keyWidth(item, perChar);
        }
        return rows;
    }

    /** The key: each thing drawn, its glyph and its name ({@code <g class="key-item" data-kind data-name>}). */
    private void key(StringBuilder sb, List<String[]> key, int w, int top) {
        if (key.isEmpty()) return;
        sb.append("<g class=\"key\" font-size=\"15\"><text x=\"20\" y=\"").append(top + 22).append("\">key:</text>");
        int x = 70, y = top;
        for (String[] item : key) {
            if (x + keyWidth(item) > w - 10 && x > 70) { x = 70; y += 34; }
            sb.append("<g class=\"key-item\" data-kind=\"").append(item[0]).append("\" data-name=\"").append(Svg.esc(item[1]))
                    .append("\" data-cx=\"").append(x + 9).append("\" data-cy=\"").append(y + 17).append("\">");
            art.glyph(sb, item[2], x + 9, y + 17, 18, item[3], item[4]);
            sb.append("<text x=\"").append(x + 22).append("\" y=\"").append(y + 22).append("\">").append(Svg.esc(item[1])).append("</text></g>");
            x += keyWidth(item);
        }
        sb.append("</g>");
    }

    private static int zonesInUse(Game g) {
        int n = 0;
        for (int z = 0; z < g.rules.zones.size(); z++) if (!g.zoneFigures(z, -1L, -1).isEmpty()) n++;
        return n;
    }

    private static String legendLabel(Game g, int p) { return g.playerNames[p] + " " + g.score[p]; }

    private static int legendWidth(Game g) {
        int x = 20;
        for (int p = 0; p < g.nPlayers; p++) x += 40 + legendLabel(g, p).length() * 11;
        return Math.max(x, 150 + 26 * g.graph.nFig / Math.max(1, g.rules.zones.size()));
    }

    private void legend(StringBuilder sb, Game g, int top) {
        sb.append("<g class=\"legend\" font-size=\"18\">");
        int x = 20;
        for (int p = 0; p < g.nPlayers; p++) {
            sb.append("<g class=\"player\" data-player=\"").append(Svg.esc(g.playerNames[p])).append("\" data-score=\"")
                    .append(g.score[p]).append("\">");
            art.glyph(sb, "person", x + 10, top + 18, 20, Colours.seat(g.playerNames[p], p), "#111111");
            String label = legendLabel(g, p);
            sb.append("<text x=\"").append(x + 24).append("\" y=\"").append(top + 25).append("\">").append(Svg.esc(label)).append("</text></g>");
            x += 40 + label.length() * 11;
        }
        int y = top + 40;
        for (int z = 0; z < g.rules.zones.size(); z++) {
            var figs = g.zoneFigures(z, -1L, -1);
            if (figs.isEmpty()) continue;
            sb.append("<g class=\"zone\" data-zone=\"").append(Svg.esc(g.rules.zones.get(z))).append("\"><text x=\"20\" y=\"")
                    .append(y + 24).append("\">").append(Svg.esc(g.rules.zones.get(z))).append(":</text>");
            for (int i = 0; i < figs.size(); i++) {
                int fig = figs.get(i);
                FigureKind k = g.rules.figures.get(g.graph.figKind[fig]);
                figure(sb, g, fig, k, 150 + i * 26, y + 18, g.rules.zones.get(z));
            }
            sb.append("</g>");
            y += 34;
        }
        sb.append("</g>");
    }
}
