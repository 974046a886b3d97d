package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser;
import org.tilerules.grammar.TilerulesParser.AdditionItemContext;
import org.tilerules.model.FeatureDef;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Rules;

import java.util.Arrays;
import java.util.List;

/**
 * {@code addition NAME: KIND across UNDER}: derives, for every tile type and each of its two axes
 * whose two sides show only UNDER (the halves UNDER, nothing in the middle), a variant tile type
 * with one more feature, of KIND, named NAME, on those two side middles. A placed tile later
 * becomes its variant when the feature is added (it keeps a slot for it: {@link TileType#reserve}).
 */
final class AdditionsCompiler {
    private static final int[][] AXIS_SIDES = {{0, 2}, {3, 1}};

    private AdditionsCompiler() {}

    /** After the tile files: declares the additions and makes the variant tile types. */
    static void derive(Rules rules, Diagnostics diags, List<String> files, List<AdditionItemContext> items) {
        for (int i = 0; i < items.size(); i++) {
            AdditionItemContext a = items.get(i);
            Kind k = kind(rules, diags, files.get(i), a.kind), under = kind(rules, diags, files.get(i), a.under);
            if (k == null || under == null) continue;
            rules.additions.add(new Rules.Addition(a.add.getText(), k.id, under.id));
        }
        if (rules.additions.isEmpty()) return;
        int originals = rules.tiles.size();
        rules.variants = new int[originals][];
        for (int t = 0; t < originals; t++) {
            TileType tt = rules.tiles.get(t);
            if (tt.wild) continue;
            for (int a = 0; a < rules.additions.size(); a++) {
                Rules.Addition add = rules.additions.get(a);
                for (int axis = 0; axis < 2; axis++) {
                    if (!across(tt, add.under(), axis)) continue;
                    if (rules.variants[t] == null) {
                        rules.variants[t] = new int[2 * rules.additions.size()];
                        Arrays.fill(rules.variants[t], -1);
                    }
                    rules.variants[t][2 * a + axis] = variant(rules, tt, add, axis).id;
                    tt.reserve = 1;
                }
            }
        }
    }

    private static Kind kind(Rules rules, Diagnostics diags, String file, TilerulesParser.NameContext n) {
        Kind k = rules.kindByName.get(n.getText());
        if (k == null) diags.add(file, n, "unknown feature kind '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.kindByName.keySet()));
        return k;
    }

    /** Both sides of the axis (unrotated) show only {@code under}: its halves, nothing in the middle. */
    private static boolean across(TileType tt, int under, int axis) {
        for (int s : AXIS_SIDES[axis]) {
            int[] pf = tt.portFeature[0];
            if (pf[3 * s + 1] >= 0) return false;
            for (int p : new int[] {3 * s, 3 * s + 2}) if (pf[p] < 0 || tt.features[pf[p]].kind != under) return false;
        }
        return true;
    }

    private static TileType variant(Rules rules, TileType tt, Rules.Addition add, int axis) {
        int mask = 0;
        for (int s : AXIS_SIDES[axis]) mask |= 1 << (3 * s + 1);
        FeatureDef[] fs = Arrays.copyOf(tt.features, tt.features.length + 1);
        fs[tt.features.length] = new FeatureDef(add.name(), add.kind(), mask, new int[0], new int[0][]);
        String name = tt.name + "/" + add.name() + (axis == 0 ? "-ns" : "-we");
        TileType v = new TileType(rules.tiles.size(), name, tt.set, 0, tt.tags, fs, tt.file, tt.line);
        v.variantOf = tt.id;
        rules.tiles.add(v);
        rules.tileByName.put(name, v);
        rules.maxFeaturesPerTile = Math.max(rules.maxFeaturesPerTile, fs.length);
        return v;
    }
}
