package org.tilerules.picture;

import org.tilerules.model.FeatureDef;
import org.tilerules.model.Look;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;

import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A tile type drawn from its features and the looks the rule files declare:
 * the SVG of the unrotated tile, and for each feature the point where a figure
 * on it stands.
 */
public final class TileArt {
    private static final String[] DEFAULT_FILLS = {"#b0bec5", "#ffcc80", "#ce93d8", "#80cbc4", "#ef9a9a", "#9fa8da"};
    public final TileType type;
    private final Rules rules;

    Rules rules() { return rules; }
    private final TileGeometry geo;
    /** anchor[f] = where a figure on feature f stands, unrotated. */
    final double[][] anchor;
    /** centre[f] = where a feature drawn as a shape is drawn. */
    private final double[][] centre;
    final Path2D.Double[] shapes;
    /** marks[f] = the centres of the marks drawn on feature f, unrotated. */
    final double[][][] marks;
    /** The kind whose lines meet at a glyph in the middle of this tile, or -1. */
    final int junction;
    private final List<double[]> obstacles = new ArrayList<>();   // {x, y, clearance}
    private final List<double[][]> obstacleLines = new ArrayList<>();

    public TileArt(Rules rules, TileType type) {
        this.rules = rules;
        this.type = type;
        int n = type.features.length;
        this.geo = new TileGeometry(type, apart());
        anchor = new double[n][];
        centre = new double[n][];
        shapes = new Path2D.Double[n];
        marks = new double[n][][];
        junction = junctionKind();
        for (int f = 0; f < n; f++) {
            shapes[f] = new Path2D.Double();
            switch (as(f)) {
                case "line" -> {
                    geo.linePath(f, shapes[f]);
                    anchor[f] = lineAnchor(f);
                    obstacleLines.add(segments(shapes[f]));
                }
                case "area" -> geo.areaPath(f, shapes[f], new ArrayList<>());
                default -> { }
            }
        }
        if (stubs()) {   // lines that stop short: drawn again, and where figures and marks keep clear of them
            obstacleLines.clear();
            for (int f = 0; f < n; f++) {
                if (!as(f).equals("line")) continue;
                if (geo.stubs.contains(f)) {
                    shapes[f] = new Path2D.Double();
                    geo.linePath(f, shapes[f]);
                }
                obstacleLines.add(segments(shapes[f]));
            }
        }
        // an enclosed area is what the areas on the edge leave free; several share its pieces out in turn
        List<Integer> enclosed = new ArrayList<>();
        for (int f = 0; f < n; f++) if (as(f).equals("enclosed")) enclosed.add(f);
        if (!enclosed.isEmpty()) {
            Area free = new Area(new Rectangle2D.Double(0, 0, 100, 100));
            for (int g = 0; g < n; g++) if (as(g).equals("area")) free.subtract(new Area(shapes[g]));
            List<Path2D.Double> pieces = pieces(free);
            pieces.sort(Comparator.comparingDouble((Path2D.Double q) -> -q.getBounds2D().getWidth() * q.getBounds2D().getHeight()));
            for (int i = 0; i < enclosed.size(); i++) shapes[enclosed.get(i)] = new Path2D.Double();
            for (int i = 0; i < pieces.size(); i++) shapes[enclosed.get(i % enclosed.size())].append(pieces.get(i), false);
            for (int i = pieces.size(); i < enclosed.size(); i++) shapes[enclosed.get(i)] = new Path2D.Double(free);
        }
        if (junction >= 0) obstacles.add(new double[] {50, 50, size(rules.kinds.get(junction).look, 20) / 2.0 + 6});
        // a shape stands on the feature it is related to (a figure printed in a city), else in a row in the middle
        int centred = 0, nCentre = 0;
        for (int f = 0; f < n; f++) if (as(f).equals("shape") && host(f) < 0) nCentre++;
        for (int f = 0; f < n; f++) {
            if (!as(f).equals("shape")) continue;
            int host = host(f);
            centre[f] = host >= 0 ? pole(shapes[host], null)
                    : new double[] {50 + (centred++ - (nCentre - 1) / 2.0) * 34, 50};
            double r = size(look(f), 30) / 2.0;
            obstacles.add(new double[] {centre[f][0], centre[f][1], r + 8});
            anchor[f] = centre[f];
            shapes[f] = new Path2D.Double(new Ellipse2D.Double(centre[f][0] - r, centre[f][1] - r, 2 * r, 2 * r));
        }
        for (int f = 0; f < n; f++) if (anchor[f] == null) anchor[f] = pole(shapes[f], null);
        for (int f = 0; f < n; f++) marks[f] = markPlaces(f);
    }

    /**
     * Lines of a kind, two or more ending in the tile and no junction glyph where they end: each stops short
     * of the centre, unless an area drawn over them reaches the centre where they would meet (two roads that end
     * at a city's wall run on under the city, out of sight). Whether any line stops short.
     */
    private boolean stubs() {
        for (Kind k : rules.kinds) {
            if (k.id == junction) continue;
            List<Integer> ends = new ArrayList<>();
            for (int f = 0; f < type.features.length; f++) {
                if (type.features[f].kind == k.id && as(f).equals("line") && Integer.bitCount(type.features[f].portMask) == 1) ends.add(f);
            }
            if (ends.size() < 2 || coversCentre(layer(k, "line"))) continue;
            geo.stubs.addAll(ends);
        }
        return !geo.stubs.isEmpty();
    }

    /** Whether an area drawn above layer {@code over} reaches the middle of the tile. */
    boolean coversCentre(int over) {
        for (int g = 0; g < type.features.length; g++) {
            if (as(g).equals("area") && layer(rules.kinds.get(type.features[g].kind), "area") > over
                    && shapes[g].intersects(47, 47, 6, 6)) return true;
        }
        return false;
    }

    /** The kind whose lines meet in the middle with a glyph (three or more ending there: a crossroads), or -1. */
    private int junctionKind() {
        for (Kind k : rules.kinds) {
            if (!k.look.has("junction")) continue;
            int ends = 0;
            for (int f = 0; f < type.features.length; f++) {
                if (type.features[f].kind == k.id && as(f).equals("line") && Integer.bitCount(type.features[f].portMask) == 1) ends++;
            }
            if (ends >= 3) return k.id;
        }
        return -1;
    }

    /** The separate closed pieces of an area (its subpaths). */
    private static List<Path2D.Double> pieces(Area a) {
        List<Path2D.Double> out = new ArrayList<>();
        Path2D.Double cur = null;
        double[] c = new double[6];
        for (PathIterator it = a.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> { cur = new Path2D.Double(); cur.moveTo(c[0], c[1]); out.add(cur); }
                case PathIterator.SEG_LINETO -> cur.lineTo(c[0], c[1]);
                case PathIterator.SEG_QUADTO -> cur.quadTo(c[0], c[1], c[2], c[3]);
                case PathIterator.SEG_CUBICTO -> cur.curveTo(c[0], c[1], c[2], c[3], c[4], c[5]);
                default -> cur.closePath();
            }
        }
        out.removeIf(q -> q.getBounds2D().getWidth() < 1 || q.getBounds2D().getHeight() < 1);
        return out;
    }

    /** The features an enclosed area keeps apart: the areas on the edge it is related to. */
    private Set<Integer> apart() {
        Set<Integer> out = new HashSet<>();
        for (int f = 0; f < type.features.length; f++) {
            if (type.features[f].portMask != 0 || !look(f).get("as", "area").equals("area")) continue;
            for (int g : related(f)) if (type.features[g].portMask != 0 && look(g).get("as", "area").equals("area")) out.add(g);
        }
        return out;
    }

    /** The features of this tile a feature is related to (by any relation), in order. */
    List<Integer> related(int f) {
        List<Integer> out = new ArrayList<>();
        int[][] rel = type.features[f].relations;
        if (rel == null) return out;
        for (int[] r : rel) if (r != null) for (int g : r) if (!out.contains(g)) out.add(g);
        return out;
    }

    /** The first feature on the edge, drawn as an area, that a feature on no port is related to; -1 if none. */
    int host(int f) {
        if (type.features[f].portMask != 0) return -1;
        for (int g : related(f)) if (type.features[g].portMask != 0 && as(g).equals("area")) return g;
        return -1;
    }

    /** Where the marks of a feature stand, one point per unit of each marked attribute, unrotated. */
    private double[][] markPlaces(int f) {
        FeatureDef fd = type.features[f];
        List<double[]> out = new ArrayList<>();
        double[] at = switch (as(f)) {
            case "line" -> along(f);
            case "shape" -> new double[] {centre[f][0], centre[f][1]};
            default -> pole(shapes[f], anchor[f]);
        };
        // every mark of the feature in one row (a shield and a wine side by side, not one over the other),
        // centred where it stands and moved in so that no mark is cut by the tile's edge
        List<Integer> sizes = new ArrayList<>();
        for (Map.Entry<String, Look> m : look(f).marks().entrySet()) {
            int a = rules.attribute(m.getKey());
            int count = a >= 0 && fd.attrs != null && a < fd.attrs.length ? fd.attrs[a] : 0;
            for (int i = 0; i < count; i++) sizes.add(size(m.getValue(), 16));
        }
        double width = 0;
        for (int sz : sizes) width += sz;
        double x = at[0] - width / 2, lo = 1, hi = 99;
        if (x < lo) x = lo;
        if (x + width > hi) x = Math.max(lo, hi - width);
        for (int sz : sizes) {
            double y = Math.max(lo + sz / 2.0, Math.min(hi - sz / 2.0, at[1]));
            out.add(new double[] {x + sz / 2.0, y});
            x += sz;
        }
        return out.toArray(new double[0][]);
    }

    /** A point on a line halfway between where its figure stands and its first port. */
    private double[] along(int f) {
        for (int p = 0; p < 12; p++) {
            if ((type.features[f].portMask & (1 << p)) != 0) {
                double[] e = TileGeometry.portMiddle(p);
                return new double[] {(e[0] + anchor[f][0]) / 2, (e[1] + anchor[f][1]) / 2};
            }
        }
        return anchor[f];
    }

    Look look(int feature) { return rules.kinds.get(type.features[feature].kind).look; }

    /**
     * How a feature is drawn: as its kind says, except that a feature on no port is a shape, or, when its kind
     * is drawn as an area and it is related to areas on the edge (a field between two cities), "enclosed": the
     * room those areas leave free.
     */
    String as(int feature) {
        if (type.features[feature].portMask == 0) {
            if (!look(feature).get("as", "area").equals("area")) return "shape";
            for (int g : related(feature)) {
                if (type.features[g].portMask != 0 && look(g).get("as", "area").equals("area")) return "enclosed";
            }
            return "shape";
        }
        return look(feature).get("as", "area");
    }

    static int size(Look l, int otherwise) { return l.number("size", otherwise); }

    static int layer(Kind k, String as) {
        return k.look.number("layer", switch (as) { case "line" -> 2; case "shape" -> 3; default -> 1; });
    }

    static String fill(Kind k) { return k.look.get("fill", DEFAULT_FILLS[k.id % DEFAULT_FILLS.length]); }

    /** The colour under every tile: the fill of the lowest-layer area kind of the rules. */
    static String ground(Rules rules) {
        Kind best = null;
        for (Kind k : rules.kinds) {
            if (!k.look.get("as", "area").equals("area")) continue;
            if (best == null || layer(k, "area") < layer(best, "area")) best = k;
        }
        return best == null ? "#e0e0e0" : fill(best);
    }

    /**
     * The inner SVG of the tile (100 by 100) turned {@code rot} right angles clockwise; marks and tags stay
     * upright. Pattern colours used are added to {@code patterns}.
     */
    public String svg(Set<String> patterns, int rot) {
        StringBuilder sb = new StringBuilder();
        sb.append("<rect width=\"100\" height=\"100\" fill=\"").append(Svg.esc(ground(rules))).append("\"/>");
        if (rot != 0) sb.append("<g transform=\"rotate(").append(rot * 90).append(" 50 50)\">");
        List<Integer> order = new ArrayList<>();
        for (int f = 0; f < type.features.length; f++) order.add(f);
        order.sort(Comparator.comparingInt((Integer f) -> layer(rules.kinds.get(type.features[f].kind), as(f)))
                .thenComparingInt(f -> type.features[f].kind));
        boolean edgesDone = false;
        for (int f : order) {
            // every line's edge goes under every line, so that lines meeting in the middle join cleanly
            if (!edgesDone && as(f).equals("line")) {
                for (int g : order) if (as(g).equals("line")) lineEdge(sb, g);
                edgesDone = true;
            }
            if (!as(f).equals("shape")) feature(sb, f, patterns, rot);
        }
        if (rot != 0) sb.append("</g>");
        if (junction >= 0) {
            Look l = rules.kinds.get(junction).look;
            Svg.glyph(sb, l.get("junction", "house"), 50, 50, size(l, 20), l.get("fill", "#b0513a"),
                    l.get("edge", l.get("stroke", "#333")), "crossing");
        }
        for (int f : order) if (as(f).equals("shape")) feature(sb, f, patterns, rot);
        for (int f : order) marks(sb, f, rot);
        tags(sb);
        sb.append("<rect width=\"100\" height=\"100\" fill=\"none\" stroke=\"#333\" stroke-width=\"0.6\"/>");
        return sb.toString();
    }

    private void lineEdge(StringBuilder sb, int f) {
        Look l = look(f);
        if (!l.has("edge")) return;
        stroke(sb, geo.linePath(f, new Path2D.Double()), l.get("edge", "#000"), l.number("width", 8) + 2 * l.number("edge_width", 1));
    }

    /** One feature; shapes are drawn upright at their turned place, the rest inside the turned group. */
    private void feature(StringBuilder sb, int f, Set<String> patterns, int rot) {
        FeatureDef fd = type.features[f];
        Kind k = rules.kinds.get(fd.kind);
        Look l = k.look;
        String fill = fill(k);
        sb.append("<g class=\"feature\" data-feature=\"").append(Svg.esc(fd.name)).append("\" data-kind=\"")
                .append(Svg.esc(k.name)).append("\">");
        switch (as(f)) {
            case "line" -> {
                stroke(sb, geo.linePath(f, new Path2D.Double()), l.get("stroke", fill), l.number("width", 8));
            }
            case "shape" -> {
                double[] c = turn(centre[f], rot);
                Svg.glyph(sb, l.get("glyph", "circle"), c[0], c[1], size(l, 30), fill, l.get("stroke", "#333"), null);
            }
            default -> {
                List<String> chords = new ArrayList<>();
                String d = as(f).equals("enclosed") ? svgPath(shapes[f]) : geo.areaPath(f, new Path2D.Double(), chords);
                sb.append("<path d=\"").append(d).append("\" fill=\"").append(Svg.esc(fill)).append("\"/>");
                if (l.has("pattern")) {
                    String colour = l.get("stroke", "#000000");
                    patterns.add(l.get("pattern", "") + "|" + colour);
                    sb.append("<path d=\"").append(d).append("\" fill=\"url(#")
                            .append(Patterns.id(l.get("pattern", ""), colour)).append(")\" opacity=\"0.35\"/>");
                }
                if (l.has("edge")) for (String c : chords) stroke(sb, c, l.get("edge", "#000"), l.number("edge_width", 3));
            }
        }
        sb.append("</g>");
    }

    /** The SVG path data of a shape (lines and quadratic curves, as {@link java.awt.geom.Area} leaves them). */
    static String svgPath(Shape shape) {
        StringBuilder d = new StringBuilder();
        double[] c = new double[6];
        for (PathIterator it = shape.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> d.append('M').append(Svg.num(c[0])).append(',').append(Svg.num(c[1]));
                case PathIterator.SEG_LINETO -> d.append('L').append(Svg.num(c[0])).append(',').append(Svg.num(c[1]));
                case PathIterator.SEG_QUADTO -> d.append('Q').append(Svg.num(c[0])).append(',').append(Svg.num(c[1])).append(' ')
                        .append(Svg.num(c[2])).append(',').append(Svg.num(c[3]));
                case PathIterator.SEG_CUBICTO -> d.append('C').append(Svg.num(c[0])).append(',').append(Svg.num(c[1])).append(' ')
                        .append(Svg.num(c[2])).append(',').append(Svg.num(c[3])).append(' ')
                        .append(Svg.num(c[4])).append(',').append(Svg.num(c[5]));
                default -> d.append('Z');
            }
        }
        return d.toString();
    }

    private static void stroke(StringBuilder sb, String d, String colour, int width) {
        sb.append("<path d=\"").append(d).append("\" fill=\"none\" stroke=\"").append(Svg.esc(colour))
                .append("\" stroke-width=\"").append(width).append("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>");
    }

    /** One glyph per unit of each marked attribute, on the feature but clear of where its figure stands. */
    private void marks(StringBuilder sb, int f, int rot) {
        int i = 0;
        for (Map.Entry<String, Look> m : look(f).marks().entrySet()) {
            int a = rules.attribute(m.getKey());
            FeatureDef fd = type.features[f];
            int n = a >= 0 && fd.attrs != null && a < fd.attrs.length ? fd.attrs[a] : 0;
            Look ml = m.getValue();
            for (int k = 0; k < n; k++, i++) {
                double[] at = turn(marks[f][i], rot);
                Svg.glyph(sb, ml.get("glyph", "badge"), at[0], at[1], size(ml, 16),
                        ml.get("fill", "#1e3a8a"), ml.get("stroke", "#ffffff"), "mark");
            }
        }
    }

    private void tags(StringBuilder sb) {
        int i = 0;
        for (String tag : type.tags) {
            Look l = rules.tagLooks.get(tag);
            if (l == null) continue;
            int size = size(l, 16);
            Svg.glyph(sb, l.get("glyph", "star"), 4 + size / 2.0 + i++ * (size + 2), 4 + size / 2.0, size,
                    l.get("fill", "#e91e63"), l.get("stroke", "#ffffff"), "tag");
        }
    }

    private double[] lineAnchor(int f) {
        int mask = type.features[f].portMask;
        List<double[]> ends = new ArrayList<>();
        for (int p = 0; p < 12; p++) if ((mask & (1 << p)) != 0) ends.add(TileGeometry.portMiddle(p));
        if (ends.size() == 2) {
            return new double[] {(ends.get(0)[0] + ends.get(1)[0]) / 4 + 25, (ends.get(0)[1] + ends.get(1)[1]) / 4 + 25};
        }
        if (ends.isEmpty()) return new double[] {50, 50};
        return new double[] {(ends.get(0)[0] + 50) / 2, (ends.get(0)[1] + 50) / 2};
    }

    /** The point of an area farthest from its border, from lines and shapes on the tile, and from {@code avoid}. */
    private double[] pole(Path2D.Double shape, double[] avoid) {
        double[][] border = segments(shape);
        // between points about as deep inside, the one nearer the middle of the area: symmetric areas stay symmetric
        Rectangle2D box = shape.getBounds2D();
        double mx = box.getCenterX(), my = box.getCenterY();
        double best = -Double.MAX_VALUE;
        double[] at = {50, 50};
        for (double y = 6; y <= 94; y += 2) {
            for (double x = 6; x <= 94; x += 2) {
                if (!shape.contains(x, y)) continue;
                double d = distance(border, x, y);
                for (double[][] line : obstacleLines) d = Math.min(d, distance(line, x, y) - 6);
                for (double[] o : obstacles) d = Math.min(d, Math.hypot(x - o[0], y - o[1]) - o[2]);
                if (avoid != null) d = Math.min(d, Math.hypot(x - avoid[0], y - avoid[1]) - 16);
                d -= 0.05 * Math.hypot(x - mx, y - my);
                if (d > best + 1e-9) { best = d; at = new double[] {x, y}; }
            }
        }
        return at;
    }

    private static double[][] segments(Path2D.Double shape) {
        List<double[]> out = new ArrayList<>();
        double[] c = new double[6];
        double sx = 0, sy = 0, px = 0, py = 0;
        for (PathIterator it = shape.getPathIterator(null, 0.5); !it.isDone(); it.next()) {
            int t = it.currentSegment(c);
            if (t == PathIterator.SEG_MOVETO) { sx = px = c[0]; sy = py = c[1]; continue; }
            double nx = t == PathIterator.SEG_CLOSE ? sx : c[0], ny = t == PathIterator.SEG_CLOSE ? sy : c[1];
            out.add(new double[] {px, py, nx, ny});
            px = nx;
            py = ny;
        }
        return out.toArray(new double[0][]);
    }

    private static double distance(double[][] segs, double x, double y) {
        double best = Double.MAX_VALUE;
        for (double[] s : segs) {
            double dx = s[2] - s[0], dy = s[3] - s[1], len = dx * dx + dy * dy;
            double t = len == 0 ? 0 : Math.max(0, Math.min(1, ((x - s[0]) * dx + (y - s[1]) * dy) / len));
            best = Math.min(best, Math.hypot(x - s[0] - t * dx, y - s[1] - t * dy));
        }
        return best;
    }

    /** Where a figure on a feature stands once the tile is turned {@code rot} right angles clockwise. */
    public double[] anchor(int feature, int rot) {
        double[] p = turn(anchor[feature], rot);
        if (centre[feature] == null) return p;
        // a figure on an upright shape stands at its lower right, so that both stay visible
        double r = size(look(feature), 30) * 0.3;
        return new double[] {p[0] + r, p[1] + r};
    }

    static double[] turn(double[] p, int rot) {
        double x = p[0], y = p[1];
        for (int i = 0; i < rot; i++) { double t = x; x = 100 - y; y = t; }
        return new double[] {x, y};
    }
}
