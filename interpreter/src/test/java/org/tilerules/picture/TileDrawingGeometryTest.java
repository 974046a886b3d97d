package org.tilerules.picture;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.front.Diagnostics;
import org.tilerules.front.RulesLoader;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Rules;

import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every tile of every shipped rule set, checked geometrically: a feature's drawing covers its own ports and
 * no other area's, features kept apart by an enclosed one neither overlap nor touch, the enclosed one lies
 * between them, a figure printed on no port stands on the feature it is related to, and every mark lies on
 * its feature.
 */
class TileDrawingGeometryTest {
    private final List<String> problems = new ArrayList<>();

    @Test void everyShippedTileIsDrawnWhereItsPortsAndRelationsSay() {
        Path dir = TestSupport.repo().resolve("rulesets");
        Set<String> seen = new HashSet<>();
        int tiles = 0;
        for (String name : RulesLoader.available(dir)) {
            Diagnostics d = new Diagnostics();
            Rules r = RulesLoader.load(dir, List.of(name), d);
            r.scripts.close();
            if (!d.all().isEmpty()) continue;   // a rule set that loads only with others (a combination)
            for (TileType t : r.tiles) {
                if (!seen.add(name + "/" + t.name)) continue;
                check(name, new TileArt(r, t));
                tiles++;
            }
        }
        assertTrue(tiles > 400, "tiles checked: " + tiles);
        assertEquals(List.of(), problems.subList(0, Math.min(20, problems.size())), problems.size() + " problems");
    }

    @Test void theTilesOfTheIssueAreChecked() {
        Path dir = TestSupport.repo().resolve("rulesets");
        for (String[] set : new String[][] {{"traders-and-builders", "tb3", "tb4", "tb6", "tb14"}, {"princess-and-dragon", "pd9", "pd10"}}) {
            Rules r = RulesLoader.load(dir, List.of(set[0]));
            for (int i = 1; i < set.length; i++) {
                TileArt art = new TileArt(r, r.tileByName.get(set[i]));
                check(set[0], art);
                boolean enclosedOrHosted = false;
                for (int f = 0; f < art.type.features.length; f++) {
                    enclosedOrHosted |= art.as(f).equals("enclosed") || art.host(f) >= 0;
                }
                assertTrue(enclosedOrHosted, set[i]);
            }
            r.scripts.close();
        }
        assertEquals(List.of(), problems);
    }

    private void check(String set, TileArt art) {
        TileType t = art.type;
        String at = set + " " + t.name + ".";
        int n = t.features.length;
        for (int f = 0; f < n; f++) {
            String as = art.as(f), where = at + t.features[f].name;
            if (as.equals("area")) {
                for (int p = 0; p < 12; p++) {
                    double[] in = inward(p);
                    int owner = owner(t, p);
                    if (owner == f && !art.shapes[f].contains(in[0], in[1])) problems.add(where + ": does not cover its port " + p);
                    if (owner >= 0 && owner != f && art.as(owner).equals("area") && layer(art, f) >= layer(art, owner)
                            && art.shapes[f].contains(in[0], in[1])) {
                        problems.add(where + ": covers port " + p + " of " + t.features[owner].name);
                    }
                }
            }
            if (as.equals("area") || as.equals("enclosed")) {
                if (!art.shapes[f].contains(art.anchor[f][0], art.anchor[f][1])) problems.add(where + ": its figure stands off it");
            }
            if (as.equals("enclosed")) {
                if (area(art.shapes[f]) < 100) problems.add(where + ": an enclosed area with almost no room: " + area(art.shapes[f]));
                List<Integer> rel = new ArrayList<>();
                for (int g : art.related(f)) if (art.as(g).equals("area")) rel.add(g);
                for (int g : rel) {
                    if (distance(art.shapes[f], art.shapes[g]) > 1.5) problems.add(where + ": does not touch " + t.features[g].name);
                }
                for (int a = 0; a < rel.size(); a++) {
                    for (int b = a + 1; b < rel.size(); b++) {
                        int g = rel.get(a), h = rel.get(b);
                        if (!crossing(t, g, h) && distance(art.shapes[g], art.shapes[h]) < 2) {
                            problems.add(where + ": " + t.features[g].name + " and " + t.features[h].name + " touch, though it lies between them");
                        }
                    }
                }
            }
            if (as.equals("shape") && art.host(f) >= 0) {
                double[] c = art.anchor[f];
                if (!art.shapes[art.host(f)].contains(c[0], c[1])) problems.add(where + ": not on " + t.features[art.host(f)].name);
            }
            for (double[] m : art.marks[f]) {
                boolean on = switch (as) {
                    case "line" -> distanceToPath(art.shapes[f], m[0], m[1]) <= art.look(f).number("width", 8) / 2.0 + 1;
                    default -> art.shapes[f].contains(m[0], m[1]);
                };
                if (!on) problems.add(where + ": a mark at " + m[0] + "," + m[1] + " is not on its feature");
                double r = markSize(art, f) / 2.0;
                if (m[0] - r < 0 || m[0] + r > 100 || m[1] - r < 0 || m[1] + r > 100) {
                    problems.add(where + ": a mark at " + m[0] + "," + m[1] + " (size " + markSize(art, f) + ") is clipped at the tile's edge");
                }
            }
        }
        for (int f = 0; f < n; f++) {
            for (int g = f + 1; g < n; g++) {
                if (endsApart(art, f, g)) {
                    int width = art.look(f).number("width", 8) + 2 * art.look(f).number("edge_width", 1);
                    double gap = distance(art.shapes[f], art.shapes[g]);
                    if (gap < width + 4) {
                        problems.add(at + t.features[f].name + " and " + t.features[g].name
                                + ", two lines that end in the tile, are drawn as one (" + Math.round(gap) + " apart)");
                    }
                }
            }
        }
        for (int f = 0; f < n; f++) {
            for (int g = f + 1; g < n; g++) {
                boolean af = art.as(f).equals("area") || art.as(f).equals("enclosed");
                boolean ag = art.as(g).equals("area") || art.as(g).equals("enclosed");
                if (!af || !ag || layer(art, f) != layer(art, g) || crossing(t, f, g)) continue;
                Area both = new Area(art.shapes[f]);
                both.intersect(new Area(art.shapes[g]));
                if (area(both) > 2) problems.add(at + t.features[f].name + " and " + t.features[g].name + " overlap by " + area(both));
            }
        }
    }

    /** Two lines of one kind, each on one port, that meet at no junction glyph: separate features, drawn apart. */
    private static boolean endsApart(TileArt art, int f, int g) {
        TileType t = art.type;
        return art.as(f).equals("line") && art.as(g).equals("line") && t.features[f].kind == t.features[g].kind
                && Integer.bitCount(t.features[f].portMask) == 1 && Integer.bitCount(t.features[g].portMask) == 1
                && art.junction != t.features[f].kind && !(underArea(art, f) && underArea(art, g));
    }

    /** Whether a line ends under an area drawn over it (a road at a city's wall): where it meets another is out of sight. */
    private static boolean underArea(TileArt art, int f) {
        return art.coversCentre(layer(art, f));
    }

    @Test void twoRoadsThatEndInTheTileAreTwoRoads() {
        Path dir = TestSupport.repo().resolve("rulesets");
        for (String[] set : new String[][] {{"bridges-castles-bazaars", "bb10"}, {"catapult", "cp8", "cp9"}, {"tunnel", "tu2", "tu3"}}) {
            Rules r = RulesLoader.load(dir, List.of(set[0]));
            for (int i = 1; i < set.length; i++) {
                TileArt art = new TileArt(r, r.tileByName.get(set[i]));
                assertTrue(endsApart(art, index(art.type, "r1"), index(art.type, "r2")), set[i] + ": r1 and r2 are two roads ending in the tile");
                check(set[0], art);
            }
            r.scripts.close();
        }
        assertEquals(List.of(), problems);
    }

    /** The largest size of the marks drawn on a feature. */
    private static int markSize(TileArt art, int f) {
        int size = 0;
        for (org.tilerules.model.Look l : art.look(f).marks().values()) size = Math.max(size, TileArt.size(l, 16));
        return size;
    }

    private static int index(TileType t, String feature) {
        for (int f = 0; f < t.features.length; f++) if (t.features[f].name.equals(feature)) return f;
        throw new IllegalArgumentException(t.name + " has no " + feature);
    }

    private static int layer(TileArt art, int f) {
        return TileArt.layer(art.rules().kinds.get(art.type.features[f].kind), art.as(f));
    }

    /** Whether two features' ports alternate around the edge (N-S and W-E): they cannot but cross. */
    private static boolean crossing(TileType t, int f, int g) {
        List<Integer> seq = new ArrayList<>();
        for (int p = 0; p < 12; p++) {
            int o = (t.features[f].portMask & (1 << p)) != 0 ? f : (t.features[g].portMask & (1 << p)) != 0 ? g : -1;
            if (o >= 0 && (seq.isEmpty() || seq.get(seq.size() - 1) != o)) seq.add(o);
        }
        if (seq.size() > 1 && seq.get(0).equals(seq.get(seq.size() - 1))) seq.remove(seq.size() - 1);
        return seq.size() >= 4;
    }

    private static int owner(TileType t, int port) {
        for (int f = 0; f < t.features.length; f++) if ((t.features[f].portMask & (1 << port)) != 0) return f;
        return -1;
    }

    /** A point just inside the tile from the middle of a port's segment. */
    private static double[] inward(int port) {
        double[] p = TileGeometry.portMiddle(port);
        return new double[] {p[0] + Math.signum(50 - p[0]) * (p[0] == 0 || p[0] == 100 ? 2 : 0),
                p[1] + Math.signum(50 - p[1]) * (p[1] == 0 || p[1] == 100 ? 2 : 0)};
    }

    private static List<double[]> points(java.awt.Shape s) {
        List<double[]> out = new ArrayList<>();
        double[] c = new double[6];
        double px = 0, py = 0;
        for (PathIterator it = s.getPathIterator(null, 0.25); !it.isDone(); it.next()) {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_CLOSE) continue;
            if (type == PathIterator.SEG_LINETO) {
                for (int i = 1; i <= 4; i++) out.add(new double[] {px + (c[0] - px) * i / 4, py + (c[1] - py) * i / 4});
            } else out.add(new double[] {c[0], c[1]});
            px = c[0];
            py = c[1];
        }
        return out;
    }

    private static double distance(java.awt.Shape a, java.awt.Shape b) {
        double best = Double.MAX_VALUE;
        List<double[]> pb = points(b);
        for (double[] p : points(a)) for (double[] q : pb) best = Math.min(best, Math.hypot(p[0] - q[0], p[1] - q[1]));
        return best;
    }

    private static double distanceToPath(Path2D s, double x, double y) {
        double best = Double.MAX_VALUE;
        for (double[] p : points(s)) best = Math.min(best, Math.hypot(p[0] - x, p[1] - y));
        return best;
    }

    private static double area(java.awt.Shape s) {
        double sum = 0, sx = 0, sy = 0, px = 0, py = 0;
        double[] c = new double[6];
        for (PathIterator it = s.getPathIterator(null, 0.25); !it.isDone(); it.next()) {
            int type = it.currentSegment(c);
            if (type == PathIterator.SEG_MOVETO) { sx = px = c[0]; sy = py = c[1]; continue; }
            double nx = type == PathIterator.SEG_CLOSE ? sx : c[0], ny = type == PathIterator.SEG_CLOSE ? sy : c[1];
            sum += px * ny - nx * py;
            px = nx;
            py = ny;
        }
        return Math.abs(sum) / 2;
    }
}
