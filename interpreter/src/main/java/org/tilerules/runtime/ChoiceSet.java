package org.tilerules.runtime;

/** The options of one decision, as the agent deciding sees them. Labels are built only when asked for. */
public interface ChoiceSet {
    int size();

    String label(int i);

    /** Option {@code i} in people's words (the pieces' and kinds' labels); the label where the rules wrote the text. */
    default String words(int i) { return label(i); }

    /** What the decision is about, e.g. "tile" or "figure", for agents that treat decisions differently. */
    String topic();

    /** The option meaning "do nothing", or -1 if every option does something. */
    default int noneOption() { return -1; }

    /**
     * For an option that moves something onto a component: a feature of that
     * component (any feature of it names the same target); else -1.
     */
    default int targetFeature(int i) { return -1; }

    /**
     * For an option that stands a figure on a feature or moves one onto a
     * component: that feature; else -1. (Converters of other programs' records
     * find the option meant by a feature.)
     */
    default int figureFeature(int i) { return -1; }

    /** Where the rules ask this decision ({@code file:line:col} of its {@code choose}), or null; for messages. */
    default String origin() { return null; }

    /**
     * The decision's name for people: the name of the rule that asks it, in words ("dragon" for {@code step
     * dragon}, "tower capture" for {@code on placed tower_piece named tower_capture}); null when the rule has no
     * name of its own.
     */
    default String title() { return null; }

    /** For an option that puts a tile on the board: {x, y, right angles turned}; else null. */
    default int[] placement(int i) { return null; }

    /** For an option that puts a tile on the board: the tile type's id; else -1. */
    default int placedTile(int i) { return -1; }

    /** What option {@code i} does, as data: its act, piece and place (its label is written from the same numbers). */
    default Choice choice(int i) { return Choice.OTHER; }

    /** The option taken when a scripted answer names none of the options (e.g. "draw" before a placement), or -1. */
    default int defaultOption() { return -1; }
}
