package org.tilerules.runtime;

import org.tilerules.model.FeatureDef;
import org.tilerules.model.TileType;

/**
 * An option's label, written from its data in one of two vocabularies: the rules' names for records, scenarios
 * and answers by label ("big_follower on c", "take back follower from 2,0.c"), or people's words for the play
 * page, the terminal and the log, from the names the rule files give ({@code draw { label "..." }}): each piece
 * by its label (else its name with spaces for {@code _}) and a feature by its kind's label ("large follower on
 * the city", "take back follower from the city at 2,0"). Both are made from the same numbers when asked; nothing
 * reads a label back. Text the rules write themselves ({@code option "draw"}) is the same in both.
 */
public final class OptionWords {
    private OptionWords() {}

    /** An option's label: {@code people} false for the rules' names (records), true for people's words. */
    @FunctionalInterface
    public interface Say {
        String say(boolean people);
    }

    /** Option {@code i} of a decision in people's words (as the board stands when it is asked). */
    public static String of(Game g, ChoiceSet cs, int i) { return cs.words(i); }

    /** A figure kind: its name, or for people its label. */
    public static String piece(Game g, int kind, boolean people) {
        FigureKind k = g.rules.figures.get(kind);
        return people ? k.look.label(k.name) : k.name;
    }

    /** A feature of the tile an option is about: its local name ("c"), or for people "the city". */
    static String local(Game g, int feature, boolean people) {
        return people ? "the " + kindLabel(g, g.graph.kind[feature]) : g.type(g.board.type[g.graph.tile[feature]]).features[g.graph.local[feature]].name;
    }

    /** A feature anywhere: its place ("2,0.c"), or for people "the city at 2,0". */
    public static String place(Game g, int feature, boolean people) {
        if (!people) return g.featurePlace(feature);
        int t = g.graph.tile[feature];
        return "the " + kindLabel(g, g.graph.kind[feature]) + " at " + g.board.x[t] + "," + g.board.y[t];
    }

    /** Where a figure is: a feature's place, its zone, or "supply". */
    public static String figurePlace(Game g, int fig, boolean people) {
        if (g.graph.figZone[fig] > 0) return ZoneFigures.zonePlace(g, fig);
        int at = g.graph.figAt[fig];
        return at < 0 ? "supply" : place(g, at, people);
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
