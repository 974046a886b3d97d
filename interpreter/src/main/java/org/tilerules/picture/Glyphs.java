package org.tilerules.picture;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The shapes a draw clause may name with {@code glyph NAME}: plain drawing
 * shapes, each an SVG path in a box from -50 to 50 around its centre. Which
 * shape stands for what is the rule files' business.
 */
public final class Glyphs {
    /** A path and its fill rule ({@code evenodd} cuts holes such as a door). */
    public record Glyph(String path, boolean evenOdd) {}

    public static final Map<String, Glyph> ALL = all();

    private Glyphs() {}

    private static Map<String, Glyph> all() {
        Map<String, Glyph> m = new LinkedHashMap<>();
        m.put("person", new Glyph("M0,-46C9,-46 14,-39 14,-31C14,-25 11,-21 8,-19L38,-8C46,-5 46,6 38,6L20,4L34,40"
                + "C36,46 30,48 26,46L12,46L0,22L-12,46L-26,46C-30,48 -36,46 -34,40L-20,4L-38,6C-46,6 -46,-5 -38,-8"
                + "L-8,-19C-11,-21 -14,-25 -14,-31C-14,-39 -9,-46 0,-46Z", false));
        m.put("house", new Glyph("M-42,-2L0,-40L42,-2L32,-2L32,42L-32,42L-32,-2Z M-9,42L-9,14L9,14L9,42Z", true));
        m.put("chapel", new Glyph("M-34,2L0,-26L34,2L26,2L26,44L-26,44L-26,2Z M-8,44L-8,22A8,8 0 0,1 8,22L8,44Z"
                + " M-4,-48L4,-48L4,-42L12,-42L12,-35L4,-35L4,-28L-4,-28L-4,-35L-12,-35L-12,-42L-4,-42Z", true));
        m.put("cart", new Glyph("M-44,-24L44,-24L38,8L-38,8Z M-32,14a12,12 0 1,0 24,0a12,12 0 1,0 -24,0Z"
                + " M8,14a12,12 0 1,0 24,0a12,12 0 1,0 -24,0Z", false));
        m.put("badge", new Glyph("M-32,-38L32,-38L32,0C32,22 14,34 0,44C-14,34 -32,22 -32,0Z", false));
        m.put("flag", new Glyph("M-28,46L-28,-46L-18,-46L-18,-42L36,-26L-18,-10L-18,46Z", false));
        m.put("star", new Glyph(star(), false));
        m.put("circle", new Glyph("M-40,0a40,40 0 1,0 80,0a40,40 0 1,0 -80,0Z", false));
        m.put("ring", new Glyph("M-42,0a42,42 0 1,0 84,0a42,42 0 1,0 -84,0Z M-24,0a24,24 0 1,0 48,0a24,24 0 1,0 -48,0Z", true));
        m.put("square", new Glyph("M-38,-38L38,-38L38,38L-38,38Z", false));
        m.put("diamond", new Glyph("M0,-46L46,0L0,46L-46,0Z", false));
        m.put("triangle", new Glyph("M0,-44L46,38L-46,38Z", false));
        m.put("hexagon", new Glyph("M-23,-40L23,-40L46,0L23,40L-23,40L-46,0Z", false));
        return m;
    }

    private static String star() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            double a = Math.PI / 5 * i - Math.PI / 2, r = i % 2 == 0 ? 48 : 20;
            sb.append(i == 0 ? 'M' : 'L').append(Svg.num(r * Math.cos(a))).append(',').append(Svg.num(r * Math.sin(a)));
        }
        return sb.append('Z').toString();
    }
}
