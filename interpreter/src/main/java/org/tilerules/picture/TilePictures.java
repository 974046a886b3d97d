package org.tilerules.picture;

import org.tilerules.model.TileType;
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
        java.util.List<TileType> box = r.tiles.stream().filter(t -> t.variantOf < 0).toList();
        int n = box.size(), rows = (n + perRow - 1) / perRow, cellW = 120, cellH = 140;
        int w = Math.min(n, perRow) * cellW + 20, h = rows * cellH + 50;
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
        String title = "rules " + String.join(", ", r.rulesets) + ": " + n + " tile types, " + r.totalTiles() + " tiles";
        return "<svg " + Svg.NS + " width=\"" + w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h
                + "\" font-family=\"sans-serif\">" + art.defs()
                + "<rect width=\"100%\" height=\"100%\" fill=\"#faf8f2\"/>"
                + "<text x=\"20\" y=\"24\" font-size=\"16\">" + Svg.esc(title) + "</text>" + body + "</svg>\n";
    }
}
