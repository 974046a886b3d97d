package org.tilerules.picture;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tilerules.model.Look;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;

/** One tile as an SVG file, and the tile sheet: every tile type of the rules with its id and count. */
public final class TilePictures {
    private TilePictures() {}

    /** One tile, turned {@code rot} right angles clockwise, {@code px} pixels across. */
    public static String tile(Artwork art, TileType t, int rot, int px) {
        String inner = art.inline(t, rot);
        return "<svg " + Svg.NS + " width=\"" + px + "\" height=\"" + px + "\" viewBox=\"0 0 100 100\">"
                + "<defs>" + art.patternDefs() + "</defs>"
                + "<g class=\"tile\" data-tile=\"" + Svg.esc(t.name) + "\" data-rot=\"" + rot * 90 + "\">" + inner + "</g></svg>\n";
    }

    /** Every tile type, {@code perRow} to a row, each labelled with its id, count and tags. */
    public static String sheet(Artwork art, int perRow) {
        Rules r = art.rules;
        // the tiles of the box: not the types a feature added in play makes (a tile with a bridge)
        List<TileType> box = r.tiles.stream().filter(t -> t.variantOf < 0).toList();
        int n = box.size(), rows = (n + perRow - 1) / perRow, cellW = 120, cellH = 140;
        int w = Math.max(Math.min(n, perRow) * cellW + 20, 420);
        List<String[]> key = key(art, box);
        int keyRows = BoardPicture.keyRows(key, w, KEY_CHAR), h = rows * cellH + 50 + (keyRows == 0 ? 0 : 12 + 30 * keyRows);
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < n; i++) {
            TileType t = box.get(i);
            int x = 20 + (i % perRow) * cellW, y = 40 + (i / perRow) * cellH;
            body.append("<g class=\"tile\" data-tile=\"").append(Svg.esc(t.name)).append("\" data-count=\"").append(t.count)
                    .append("\" transform=\"translate(").append(x).append(' ').append(y).append(")\">")
                    .append("<use xlink:href=\"#").append(art.symbol(t, 0)).append("\" width=\"100\" height=\"100\"/>")
                    .append("<text x=\"50\" y=\"116\" text-anchor=\"middle\" font-size=\"13\">").append(Svg.esc(t.name))
                    .append(" \u00d7").append(t.count).append("</text>");
            if (!t.tags.isEmpty()) {
                body.append("<text x=\"50\" y=\"130\" text-anchor=\"middle\" font-size=\"10\" fill=\"#555\">")
                        .append(Svg.esc(String.join(", ", t.tags))).append("</text>");
            }
            body.append("</g>");
        }
        if (!key.isEmpty()) {   // the key: each tag and mark the tiles show, its glyph and its name
            int x = 70, y = 40 + rows * cellH + 6;
            body.append("<g class=\"key\" font-size=\"14\"><text x=\"20\" y=\"").append(y + 20).append("\">key:</text>");
            for (String[] item : key) {
                if (x + keyWidth(item) > w - 10 && x > 70) { x = 70; y += 30; }
                body.append("<g class=\"key-item\" data-kind=\"").append(item[0]).append("\" data-name=\"").append(Svg.esc(item[1])).append("\">");
                art.glyph(body, item[2], x + 9, y + 15, 18, item[3], item[4]);
                body.append("<text x=\"").append(x + 22).append("\" y=\"").append(y + 20).append("\">").append(Svg.esc(item[1])).append("</text></g>");
                x += keyWidth(item);
            }
            body.append("</g>");
        }
        String title = "rules " + String.join(", ", r.rulesets) + ": " + n + " tile types, " + r.totalTiles() + " tiles";
        return "<svg " + Svg.NS + " width=\"" + w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h
                + "\" font-family=\"sans-serif\">" + art.defs()
                + "<rect width=\"100%\" height=\"100%\" fill=\"#faf8f2\"/>"
                + "<text x=\"20\" y=\"24\" font-size=\"16\">" + Svg.esc(title) + "</text>" + body + "</svg>\n";
    }

    /**
     * Every tag and mark the tiles show (goods, shields, inns...) and every junction glyph, each as
     * {kind, name, glyph, fill, stroke}: a mark by its attribute's name, in the order the tiles show them.
     */
    static List<String[]> key(Artwork art, List<TileType> tiles) {
        Rules r = art.rules;
        Map<String, String[]> items = new LinkedHashMap<>();
        for (TileType tt : tiles) {
            for (String tag : tt.tags) {
                Look l = r.tagLooks.get(tag);
                if (l != null) items.putIfAbsent("tag " + tag, new String[] {"tag", tag, l.get("glyph", "star"), l.get("fill", "#e91e63"), l.get("stroke", "#ffffff")});
            }
            TileArt a = art.art(tt);
            for (int f = 0; f < tt.features.length; f++) {
                if (a.marks[f].length == 0) continue;
                for (Map.Entry<String, Look> m : a.look(f).marks().entrySet()) {
                    int at = r.attribute(m.getKey());
                    if (at < 0 || tt.features[f].attrs == null || at >= tt.features[f].attrs.length || tt.features[f].attrs[at] == 0) continue;
                    Look l = m.getValue();
                    items.putIfAbsent("mark " + m.getKey(), new String[] {"mark", m.getKey().replace('_', ' '), l.get("glyph", "badge"),
                            l.get("fill", "#1e3a8a"), l.get("stroke", "#ffffff")});
                }
            }
            if (a.junction >= 0) {
                Kind k = r.kinds.get(a.junction);
                items.putIfAbsent("junction " + k.name, new String[] {"junction", k.look.label(k.name) + " junction", k.look.get("junction", "house"),
                        k.look.get("fill", "#b0513a"), k.look.get("edge", k.look.get("stroke", "#333"))});
            }
        }
        return new ArrayList<>(items.values());
    }

    /** Tile sheets' key letters are this wide. */
    private static final int KEY_CHAR = 9;

    private static int keyWidth(String[] item) { return BoardPicture.keyWidth(item, KEY_CHAR); }
}
