package org.tilerules.importer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.tilerules.model.Ports;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Kind;

/**
 * A pointer of the other program ({@code {position, feature, location}}) to
 * one of our features: the tile at the position, the feature of the mapped
 * kind whose ports, as the tile lies, are those the location covers (or the
 * one covering most of them).
 */
final class Pointers {
    private Pointers() {}

    /** The global feature index; {@code where} prefixes messages. */
    static int feature(Game g, ForeignMap map, JsonNode pointer, String where) {
        JsonNode pos = pointer.path("position");
        if (!pos.isArray() || pos.size() != 2 || !pos.get(0).isIntegralNumber() || !pos.get(1).isIntegralNumber()) {
            throw new ImportException(where + ": the pointer has no \"position\" [x, y]");
        }
        int x = pos.get(0).intValue(), y = pos.get(1).intValue();
        int t = g.board.at(x, y);
        if (t < 0) throw new ImportException(where + ": no tile lies at " + x + "," + y);
        String kindName = pointer.path("feature").asText();
        List<ForeignMap.KindName> ks = map.kindsByPointer(kindName);
        if (ks.isEmpty()) throw new ImportException(where + ": feature kind '" + kindName + "' is not in " + map.file);
        String loc = pointer.path("location").asText();
        TileType tt0 = g.type(g.board.type[t]);
        String asKind = map.locationKinds.get(loc);
        if (asKind != null) {
            // a location mapped to a feature of its own kind (location CODE as KIND): that feature of the tile
            Kind kind = g.rules.kindByName.get(asKind);
            if (kind == null) throw new ImportException(where + ": location '" + loc + "' is our " + asKind + ", which rules "
                    + String.join(",", g.rules.rulesets) + " do not have");
            for (int lf = 0; lf < tt0.features.length; lf++) if (tt0.features[lf].kind == kind.id) return g.board.featBase[t] + lf;
            throw new ImportException(where + ": tile " + tt0.name + " at " + x + "," + y + " has no " + asKind + " (location '" + loc + "')");
        }
        int want = ForeignTiles.ports(map, loc);
        if (want < 0) throw new ImportException(where + ": unknown location '" + loc + "' (add a 'location' line to " + map.file + ")");
        TileType tt = g.type(g.board.type[t]);
        int rot = g.board.rot[t];
        // the feature of one of the kinds the pointer's name stands for, covering those ports (or most of them)
        int best = -1, bestScore = -1;
        List<String> ours = new ArrayList<>();
        for (ForeignMap.KindName k : ks) {
            if (k.ours().equals("-")) continue;
            Kind kind = g.rules.kindByName.get(k.ours());
            if (kind == null || ours.contains(k.ours())) continue;
            ours.add(k.ours());
            for (int lf = 0; lf < tt.features.length; lf++) {
                if (tt.features[lf].kind != kind.id) continue;
                int mask = 0;
                for (int p = 0; p < 12; p++) if ((tt.features[lf].portMask & (1 << p)) != 0) mask |= 1 << Ports.rotate(p, rot);
                int score = mask == want ? 100 : Integer.bitCount(mask & want);
                if (score > bestScore && (score > 0 || want == 0 && mask == 0)) { best = lf; bestScore = score; }
            }
        }
        if (ours.isEmpty()) {
            throw new ImportException(where + ": feature kind '" + kindName + "' has no counterpart in rules " + String.join(",", g.rules.rulesets));
        }
        if (best < 0) {
            throw new ImportException(where + ": tile " + tt.name + " at " + x + "," + y + " has no " + String.join(" or ", ours) + " at location '" + loc + "'");
        }
        return g.board.featBase[t] + best;
    }
}
