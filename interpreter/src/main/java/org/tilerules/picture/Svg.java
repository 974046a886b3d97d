package org.tilerules.picture;

/** Small helpers for writing SVG text: numbers without noise, escaped text, glyph elements. */
public final class Svg {
    public static final String NS = "xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"";

    private Svg() {}

    /** A number with at most one decimal, without a trailing ".0". */
    public static String num(double v) {
        long r = Math.round(v * 10);
        if (r == 0) return "0";
        return r % 10 == 0 ? Long.toString(r / 10) : (r < 0 ? "-" : "") + Math.abs(r) / 10 + "." + Math.abs(r) % 10;
    }

    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** A glyph centred at (x, y), {@code size} units across, filled and outlined. */
    public static void glyph(StringBuilder sb, String name, double x, double y, double size, String fill, String stroke,
                             String cls) {
        Glyphs.Glyph g = Glyphs.ALL.getOrDefault(name, Glyphs.ALL.get("circle"));
        double k = size / 100;
        sb.append("<path");
        if (cls != null) sb.append(" class=\"").append(cls).append('"');
        sb.append(" transform=\"translate(").append(num(x)).append(' ').append(num(y)).append(") scale(")
                .append(k).append(")\" d=\"").append(g.path()).append("\" fill=\"").append(esc(fill)).append('"');
        if (g.evenOdd()) sb.append(" fill-rule=\"evenodd\"");
        if (stroke != null && !stroke.equals("none")) {
            sb.append(" stroke=\"").append(esc(stroke)).append("\" stroke-width=\"").append(num(1.4 / k)).append("\" stroke-linejoin=\"round\"");
        }
        sb.append("/>");
    }
}
