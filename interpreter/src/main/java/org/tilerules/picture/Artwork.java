package org.tilerules.picture;

import org.tilerules.model.TileType;
import org.tilerules.runtime.Rules;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The drawn tiles of one set of rules, each made once, and the SVG
 * definitions (tile symbols, patterns) a picture that uses them needs.
 */
public final class Artwork {
    public final Rules rules;
    private final Map<TileType, TileArt> arts = new LinkedHashMap<>();
    private final Map<String, String> symbols = new LinkedHashMap<>();
    private final Set<String> patterns = new LinkedHashSet<>();
    private final Set<String> glyphs = new LinkedHashSet<>();

    public Artwork(Rules rules) { this.rules = rules; }

    public TileArt art(TileType t) { return arts.computeIfAbsent(t, x -> new TileArt(rules, x)); }

    /** The id of the symbol of a tile type turned {@code rot} right angles; {@link #defs} defines it. */
    public String symbol(TileType t, int rot) {
        String id = "tile-" + t.name + (rot == 0 ? "" : "-" + rot * 90);
        if (!symbols.containsKey(id)) symbols.put(id, art(t).svg(patterns, rot));
        return id;
    }

    /** The inner SVG of a tile type, drawn in place (not as a symbol). */
    public String inline(TileType t, int rot) { return art(t).svg(patterns, rot); }

    /** {@code <defs>} with every symbol and pattern asked for so far. */
    public String defs() {
        StringBuilder sb = new StringBuilder("<defs>");
        for (var e : symbols.entrySet()) {
            sb.append("<symbol id=\"").append(e.getKey()).append("\" viewBox=\"0 0 100 100\">")
                    .append(e.getValue()).append("</symbol>");
        }
        for (String name : glyphs) {
            sb.append("<path id=\"glyph-").append(name).append("\" d=\"").append(Glyphs.ALL.get(name).path()).append("\"/>");
        }
        return sb.append(patternDefs()).append("</defs>").toString();
    }

    /**
     * A glyph as {@link Svg#glyph} draws it, referring to its shape defined once in {@link #defs} (a board
     * draws the same figures again and again, in every frame of a replay page).
     */
    public void glyph(StringBuilder sb, String name, double x, double y, double size, String fill, String stroke) {
        if (!Glyphs.ALL.containsKey(name)) name = "circle";
        glyphs.add(name);
        Glyphs.Glyph g = Glyphs.ALL.get(name);
        double k = size / 100;
        sb.append("<use xlink:href=\"#glyph-").append(name).append("\" transform=\"translate(").append(Svg.num(x)).append(' ')
                .append(Svg.num(y)).append(") scale(").append(k).append(")\" fill=\"").append(Svg.esc(fill)).append('"');
        if (g.evenOdd()) sb.append(" fill-rule=\"evenodd\"");
        if (stroke != null && !stroke.equals("none")) {
            sb.append(" stroke=\"").append(Svg.esc(stroke)).append("\" stroke-width=\"").append(Svg.num(1.4 / k))
                    .append("\" stroke-linejoin=\"round\"");
        }
        sb.append("/>");
    }

    public String patternDefs() {
        StringBuilder sb = new StringBuilder();
        for (String p : patterns) {
            int bar = p.indexOf('|');
            sb.append(Patterns.def(p.substring(0, bar), p.substring(bar + 1)));
        }
        return sb.toString();
    }
}
