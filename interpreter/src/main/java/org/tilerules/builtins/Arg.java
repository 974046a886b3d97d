package org.tilerules.builtins;

import org.tilerules.runtime.Event;
import org.tilerules.runtime.Type;

/**
 * What an argument of a built-in (an expression or an action) is: a value of a type, compiled and
 * type-checked as an expression; or the bare name of something the rules declare, checked against the
 * loaded rules and handed to the factory as an id, a bit mask of figures or a tile tag (the compiler's
 * front/BuiltinCalls resolves every name, for both kinds of built-in, with one set of messages).
 */
public enum Arg implements Param {
    INT("N", Type.INT), PLAYER("PLAYER", Type.PLAYER), PLAYERS("PLAYERS", Type.PLAYERS), COMPONENT("COMPONENT", Type.COMPONENT),
    TILE("TILE", Type.TILE), TILES("TILES", Type.TILES), COMPONENT_LIST("COMPONENTS", Type.COMPONENTS), FIGURE("FIGURE", Type.FIGURE),
    ZONE_VALUE("ZONE", Type.ZONE),
    /** Any list. */
    LIST("LIST", null),
    /** A number computed for each element of the list before it, which it sees as {@code it}. */
    EACH("EXPR", null),
    KIND("KIND", null), FIGURES("FIGURE", null), FIGURE_KIND("FIGURE", null), NEUTRAL("FIGURE", null),
    NEUTRAL_IN_ZONE("FIGURE", null), TILE_FIGURE("FIGURE", null), TOKEN("TOKEN", null), TILE_TOKEN("TOKEN", null), ANY_TOKEN("TOKEN", null),
    LINK("LINK", null), JUNCTION("JUNCTION", null), TITLE("TITLE", null), RELATION("RELATION", null), TAG("TAG", null),
    TILE_OR_TAG("TAG", null), POINT("POINT", null), CATEGORY("CATEGORY", null), COUNTER("COUNTER", null), DECK("DECK", null),
    /** A tile of the tile sets, by name (a set-up's {@code add_to_hand(red, A)}). */
    TILE_TYPE("TILE", null),
    /** A card of the deck named by the argument before it. */
    CARD("CARD", null),
    /** A step of the turn (an action's argument). */
    STEP("STEP", null),
    /** An event about a component that an action triggers. */
    EVENT("EVENT", null);

    private final String shown;
    /** The type of a value argument; null for a list of any type, a number per element and a name. */
    public final Type type;

    Arg(String shown, Type type) {
        this.shown = shown;
        this.type = type;
    }

    @Override public Arg arg() { return this; }

    @Override public String shown() { return shown; }

    /** A declared name rather than a value. */
    public boolean isName() { return type == null && this != LIST && this != EACH; }

    /** The parameter written with another word in signatures ({@code INT.as("COUNT")}). */
    public Param as(String word) { return new Named(this, word); }

    private record Named(Arg arg, String shown) implements Param {}

    /** How a message names what a name argument should be ({@code a feature kind}). */
    public String what() {
        return switch (this) {
            case KIND -> "a feature kind";
            case FIGURES -> "a figure or figure tag";
            case FIGURE_KIND -> "a figure";
            case NEUTRAL, NEUTRAL_IN_ZONE -> "a neutral figure";
            case TILE_FIGURE -> "a neutral figure standing on tiles";
            case TOKEN -> "a token";
            case TILE_TOKEN -> "a token on tiles";
            case ANY_TOKEN -> "a token (held or on tiles)";
            case LINK -> "a link";
            case JUNCTION -> "a junction";
            case TITLE -> "a title";
            case RELATION -> "a relation";
            case TAG -> "a tile tag";
            case TILE_OR_TAG -> "a tile, a tile tag or a feature kind";
            case POINT -> "a compass point (N, NE, E, SE, S, SW, W, NW)";
            case CATEGORY -> "a score category";
            case COUNTER -> "a counter per player";
            case DECK -> "a deck";
            case TILE_TYPE -> "a tile";
            case CARD -> "a card";
            case STEP -> "a turn step";
            case EVENT -> "an event (" + String.join(", ", Event.triggerableWords()) + ")";
            default -> shown;
        };
    }
}
