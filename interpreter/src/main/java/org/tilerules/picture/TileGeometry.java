package org.tilerules.picture;

import org.tilerules.model.FeatureDef;
import org.tilerules.model.TileType;

import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Where each feature of a tile type lies, unrotated, in a 100 by 100 square
 * (y grows south). The tile's edge is cut into twelve port segments; a side
 * part no feature claims goes to its neighbour on the same side. Each feature
 * owns runs of the edge; an area is its runs joined by curves that bend
 * through the centre, a line joins its ports' middles through the centre, and a
 * feature on no port sits in the middle.
 */
final class TileGeometry {
    /** Where a side's middle port starts and ends along the side. */
    static final double A = 38, B = 62;

    /** A stretch of the edge, as perimeter positions clockwise from the north-west corner (0 to 400). */
    record Run(int feature, double from, double to) {}

    /** How far two kept-apart features stay from the point of the edge where they would meet. */
    static final double INSET = 8;

    final TileType type;
    final List<Run> runs = new ArrayList<>();
    /**
     * Lines on one port that stop short of the centre: two or more lines of one kind end in the tile with no
     * junction glyph between them, so they are separate features and must not look like one line through it.
     */
    final Set<Integer> stubs = new HashSet<>();
    /** How far towards the centre such a line reaches (1: the centre). */
    static final double STUB = 0.6;
    /** Features kept apart: an enclosed feature lies between them, so they neither meet at the edge nor in the middle. */
    private final Set<Integer> apart;

    TileGeometry(TileType type) { this(type, Set.of()); }

    TileGeometry(TileType type, Set<Integer> apart) {
        this.type = type;
        this.apart = apart;
        for (int side = 0; side < 4; side++) sideRuns(side);
        mergeRuns();
        insetRuns();
    }

    /** Where two kept-apart features meet on the edge, each stops short of that point. */
    private void insetRuns() {
        int n = runs.size();
        if (n < 2 || apart.size() < 2) return;
        double[] from = new double[n], to = new double[n];
        for (int i = 0; i < n; i++) { from[i] = runs.get(i).from(); to[i] = runs.get(i).to(); }
        for (int i = 0; i < n; i++) {
            Run a = runs.get(i), b = runs.get((i + 1) % n);
            if (a.feature() == b.feature() || !apart.contains(a.feature()) || !apart.contains(b.feature())) continue;
            if (Math.abs(((a.to() - b.from()) % 400 + 400) % 400) > 1e-9) continue;
            to[i] -= INSET;
            from[(i + 1) % n] += INSET;
        }
        List<Run> out = new ArrayList<>();
        for (int i = 0; i < n; i++) if (to[i] > from[i]) out.add(new Run(runs.get(i).feature(), from[i], to[i]));
        runs.clear();
        runs.addAll(out);
    }

    private void sideRuns(int side) {
        int[] owner = new int[3];
        for (int i = 0; i < 3; i++) owner[i] = featureOn(3 * side + i);
        double[] cut = {0, A, B, 100};
        if (owner[1] < 0) {
            if (owner[0] == owner[2] || owner[0] < 0 || owner[2] < 0) owner[1] = owner[0] >= 0 ? owner[0] : owner[2];
            else { cut[1] = 50; cut[2] = 50; }
        }
        if (owner[0] < 0) owner[0] = owner[1];
        if (owner[2] < 0) owner[2] = owner[1];
        for (int i = 0; i < 3; i++) {
            if (owner[i] >= 0 && cut[i + 1] > cut[i]) runs.add(new Run(owner[i], 100 * side + cut[i], 100 * side + cut[i + 1]));
        }
    }

    private int featureOn(int port) {
        for (int f = 0; f < type.features.length; f++) if ((type.features[f].portMask & (1 << port)) != 0) return f;
        return -1;
    }

    private void mergeRuns() {
        List<Run> out = new ArrayList<>();
        for (Run r : runs) {
            Run last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && last.feature() == r.feature() && last.to() == r.from()) out.set(out.size() - 1, new Run(r.feature(), last.from(), r.to()));
            else out.add(r);
        }
        if (out.size() > 1) {
            Run first = out.get(0), last = out.get(out.size() - 1);
            if (first.feature() == last.feature() && first.from() == 0 && last.to() == 400) {
                out.set(0, new Run(first.feature(), last.from(), first.to() + 400));
                out.remove(out.size() - 1);
            }
        }
        runs.clear();
        runs.addAll(out);
    }

    List<Run> runsOf(int feature) {
        List<Run> out = new ArrayList<>();
        for (Run r : runs) if (r.feature() == feature) out.add(r);
        return out;
    }

    /** The point at a perimeter position. */
    static double[] at(double u) {
        u = ((u % 400) + 400) % 400;
        int side = (int) (u / 100);
        double t = u - 100 * side;
        return switch (side) {
            case 0 -> new double[] {t, 0};
            case 1 -> new double[] {100, t};
            case 2 -> new double[] {100 - t, 100};
            default -> new double[] {0, 100 - t};
        };
    }

    /** The middle of a port's segment. */
    static double[] portMiddle(int port) {
        double[] mid = {A / 2, 50, (B + 100) / 2};
        return at(100 * (port / 3) + mid[port % 3]);
    }

    /** An area: its runs along the edge, joined by curves through the centre. Also fills {@code shape}. */
    String areaPath(int feature, Path2D.Double shape, List<String> chords) {
        List<Run> rs = runsOf(feature);
        StringBuilder d = new StringBuilder();
        if (rs.size() == 1 && rs.get(0).to() - rs.get(0).from() >= 400) {
            shape.append(new Rectangle2D.Double(0, 0, 100, 100), false);
            return "M0,0H100V100H0Z";
        }
        for (int i = 0; i < rs.size(); i++) {
            Run r = rs.get(i);
            double[] p = at(r.from());
            if (i == 0) { d.append('M').append(pt(p)); shape.moveTo(p[0], p[1]); }
            for (double c = Math.floor(r.from() / 100) * 100 + 100; c < r.to(); c += 100) lineTo(d, shape, at(c));
            double[] end = at(r.to());
            lineTo(d, shape, end);
            double[] next = at(rs.get((i + 1) % rs.size()).from());
            // the curve bends through the centre; a kept-apart feature's only halfway, leaving room between
            double k = apart.contains(feature) && apartBetween(feature, r.to(), rs.get((i + 1) % rs.size()).from()) ? 0.65 : 1;
            double[] c = {(end[0] + next[0]) / 2 * (1 - k) + 50 * k, (end[1] + next[1]) / 2 * (1 - k) + 50 * k};
            String q = "Q" + pt(c) + " ";
            d.append(q).append(pt(next));
            shape.quadTo(c[0], c[1], next[0], next[1]);
            chords.add("M" + pt(end) + q + pt(next));
        }
        shape.closePath();
        return d.append('Z').toString();
    }

    /** Whether a kept-apart feature other than {@code feature} owns edge between perimeter positions {@code from} and {@code to}, clockwise. */
    private boolean apartBetween(int feature, double from, double to) {
        double span = ((to - from) % 400 + 400) % 400;
        for (Run r : runs) {
            if (r.feature() == feature || !apart.contains(r.feature())) continue;
            double mid = (r.from() + r.to()) / 2;
            double off = ((mid - from) % 400 + 400) % 400;
            if (off > 0 && off < span) return true;
        }
        return false;
    }

    private static void lineTo(StringBuilder d, Path2D.Double shape, double[] p) {
        d.append('L').append(pt(p));
        shape.lineTo(p[0], p[1]);
    }

    /** A line: from each port's middle to the centre, or from one port to the other through the centre. */
    String linePath(int feature, Path2D.Double shape) {
        FeatureDef f = type.features[feature];
        List<double[]> ends = new ArrayList<>();
        for (int p = 0; p < 12; p++) if ((f.portMask & (1 << p)) != 0) ends.add(portMiddle(p));
        StringBuilder d = new StringBuilder();
        if (ends.size() == 1 && stubs.contains(feature)) {
            double[] e = ends.get(0);
            double x = e[0] + (50 - e[0]) * STUB, y = e[1] + (50 - e[1]) * STUB;
            d.append('M').append(pt(e)).append('L').append(Svg.num(x)).append(',').append(Svg.num(y));
            shape.moveTo(e[0], e[1]);
            shape.lineTo(x, y);
            return d.toString();
        }
        if (ends.size() == 2) {
            d.append('M').append(pt(ends.get(0))).append("Q50,50 ").append(pt(ends.get(1)));
            shape.moveTo(ends.get(0)[0], ends.get(0)[1]);
            shape.quadTo(50, 50, ends.get(1)[0], ends.get(1)[1]);
        } else {
            for (double[] e : ends) {
                d.append('M').append(pt(e)).append("L50,50");
                shape.moveTo(e[0], e[1]);
                shape.lineTo(50, 50);
            }
        }
        return d.toString();
    }

    static String pt(double[] p) { return Svg.num(p[0]) + "," + Svg.num(p[1]); }
}
