package org.tilerules.builtins;

import org.tilerules.runtime.Game;

/**
 * What a capability shows of its state, as data: on a board picture (picture/BoardPicture draws it, with the page
 * of a replay and the web page) and in the web page's row of a player (cli/WebState), so that neither names a
 * capability. A capability registers its hooks once, in {@link Capability#register}: {@link Registry#board},
 * {@link Registry#held}; they are asked in the capabilities' order. The shapes are the picture's (a bar across a
 * tile, a player's square beside a feature, a count on a tile, a figure on a tile); what lies where is the
 * capability's.
 */
public final class Drawing {
    private Drawing() {}

    /** What a capability tells a board picture: groups of marks, figures standing on tiles, entries of the key. */
    public interface Board {
        /**
         * A group of marks (an SVG group of this class), drawn even when nothing is added to it; the marks added
         * next go into it. {@code depth}: drawn before the figures (negative) or after them (positive), lower first;
         * groups of one depth in the capabilities' order.
         */
        void layer(String cls, int depth);

        /** A bar across a tile from one feature to another ({@code what}: its class; {@code at}: how its place is written). */
        void bar(String what, String name, String at, int from, int to);

        /** A player's piece beside a feature: a small square in the player's colour. */
        void beside(String what, String name, int owner, int feature, String at);

        /**
         * How many pieces of one kind lie on a tile (an owner's, or nobody's: -1): a disc with the name's initial and
         * the count (above 1), along the tile's lower edge, one after the other in the order told.
         */
        void count(String what, String name, int tile, int owner, int n);

        /** A figure of this kind stands on the tile as a whole (on none of its features): drawn and keyed with the figures. */
        void figureOnTile(int kind, int tile);

        /**
         * An entry of the picture's key, once per {@code id}: with the entries of a tile's own marks ({@code tile}),
         * or after every tile's (-1). {@code kind} and {@code name} as the key shows them, then its glyph's look.
         */
        void key(int tile, String id, String kind, String name, String glyph, String fill, String stroke);
    }

    /** A capability's board picture: what its store holds on the board of the game, told to {@code out}. */
    @FunctionalInterface
    public interface BoardHook { void show(Game g, Board out); }

    /** What a player holds of a capability, for the player's row of the web page. */
    public interface Held {
        /** Pieces of a kind the player holds: {@code name} as people read it, {@code left} how many (none: not told). */
        void piece(String kind, String name, int left);
    }

    /** A capability's part of a player's row: what the player holds, told to {@code out}. */
    @FunctionalInterface
    public interface HeldHook { void held(Game g, int player, Held out); }
}
