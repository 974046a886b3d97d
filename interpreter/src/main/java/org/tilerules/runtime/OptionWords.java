package org.tilerules.runtime;

import org.tilerules.model.FeatureDef;
import org.tilerules.model.TileType;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An option of a decision in people's words, from the names the rule files give ({@code draw { label "..." }}):
 * each piece by its label (else its name with spaces for {@code _}), and a feature (the local name "f1", or
 * "3,0.f1") by its kind's label: "big_follower on c" reads "large follower on the city". The play page, the
 * terminal and the log show these words; the label itself (the rules' words) stays what a record and an answer
 * by label use.
 */
public final class OptionWords {
    /** A place in a label: "x,y" (a tile) or "x,y.feature". */
    public static final Pattern PLACE = Pattern.compile("(-?\\d+),(-?\\d+)(?:\\.([A-Za-z_][A-Za-z0-9_]*))?");

    private OptionWords() {}

    /** Option {@code i} of a decision of game {@code g}, in people's words (as the board stands when it is asked). */
    public static String of(Game g, ChoiceSet cs, int i) { return text(g, cs.label(i), cs.figureFeature(i)); }

    /** A label in people's words; {@code feature} is the feature a figure option names (its last word), or -1. */
    public static String text(Game g, String label, int feature) {
        String[] words = label.split(" ");
        StringBuilder sb = new StringBuilder();
        for (int w = 0; w < words.length; w++) {
            String word = words[w], out = word;
            FigureKind fk = g.rules.figureByName.get(word);
            Matcher place = PLACE.matcher(word);
            if (fk != null) out = fk.look.label(fk.name);
            else if (place.matches() && place.group(3) != null) {
                int t = g.board.at(Integer.parseInt(place.group(1)), Integer.parseInt(place.group(2)));
                int local = t < 0 ? -1 : feature(g.board.typeOf(t), place.group(3));
                if (local >= 0) out = "the " + kindLabel(g, g.graph.kind[g.board.featBase[t] + local]) + " at " + place.group(1) + "," + place.group(2);
            } else if (feature >= 0 && w == words.length - 1 && w > 0
                    && g.board.typeOf(g.graph.tile[feature]).features[g.graph.local[feature]].name.equals(word)) {
                out = "the " + kindLabel(g, g.graph.kind[feature]);
            }
            if (sb.length() > 0) sb.append(' ');
            sb.append(out);
        }
        return sb.toString();
    }

    private static String kindLabel(Game g, int kind) {
        if (kind < 0 || kind >= g.rules.kinds.size()) return "feature";
        Kind k = g.rules.kinds.get(kind);
        return k.look.label(k.name);
    }

    /** The index of the feature named {@code name} on a tile type, or -1. */
    public static int feature(TileType tt, String name) {
        FeatureDef[] fs = tt.features;
        for (int k = 0; k < fs.length; k++) if (fs[k].name.equals(name)) return k;
        return -1;
    }
}
