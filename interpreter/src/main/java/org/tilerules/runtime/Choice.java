package org.tilerules.runtime;

/**
 * What an option of a decision does, as data: its kind ({@link Act}), the piece it is about (by the name the
 * rules give it: a figure, a token, an addition), the figure on the board it moves or takes back, the feature
 * it names last (where a figure stands, goes to or is taken from; where a token lies), the board tile it names
 * (when no feature), and the zone. The option's label is written from the same numbers when it is made;
 * agents, converters and pages read these fields, never the label's words.
 *
 * @param piece the piece's name; for an option the rules name, the text they give it ({@code option "gold on" for t in ...});
 *     else null
 * @param figure the figure on the board (or in a zone) the option moves or takes back, or -1
 * @param feature the feature the option names last, or -1
 * @param tile the board tile the option names when it names no feature, or -1
 * @param zone the zone the option names, or -1
 * @param corner the corner (0 north-east, then clockwise) a figure stands on, or -1
 */
public record Choice(Act act, String piece, int figure, int feature, int tile, int zone, int corner) {
    /** What an option does. */
    public enum Act {
        /** A figure from the supply stands on a feature or corner: "PIECE on PLACE". */
        STAND,
        /** A tile is put on the board: "place TILE at x,y rot R". */
        PLACE_TILE,
        /** A figure goes back to its owner: "take back PIECE [of PLAYER] from PLACE". */
        TAKE_BACK,
        /** A figure goes to a component, a tile or a zone: "move PIECE to PLACE". */
        MOVE,
        /** A figure goes from a zone or a feature to a component: "move PIECE from WHERE to PLACE". */
        MOVE_FROM,
        /** A neutral figure goes beside another figure: "move PIECE beside FIGURE on PLACE". */
        MOVE_BESIDE,
        /** A figure from the supply goes into a zone: "PIECE in ZONE". */
        INTO_ZONE,
        /** A token (a link, a junction) is laid or moved: "PIECE on PLACE". */
        TOKEN,
        /** An addition is laid across a tile: "PIECE on x,y AXIS". */
        ADD,
        /** An option the rules name ({@code option "draw"}). */
        NAMED,
        /** Nothing is done. */
        NONE,
        /** Anything else (an auction's bid). */
        OTHER
    }

    /** The corners by number, as labels name them. */
    public static final String[] CORNERS = {"NE", "SE", "SW", "NW"};

    /** An option with no data of its own. */
    public static final Choice OTHER = new Choice(Act.OTHER, null, -1, -1, -1, -1, -1);

    static Choice of(Act act) { return new Choice(act, null, -1, -1, -1, -1, -1); }

    public static Choice piece(Act act, String piece, int figure, int feature) { return new Choice(act, piece, figure, feature, -1, -1, -1); }

    /** Whether the option is of that act with that piece. */
    public boolean is(Act a, String name) { return act == a && name.equals(piece); }
}
