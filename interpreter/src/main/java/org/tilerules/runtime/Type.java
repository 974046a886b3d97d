package org.tilerules.runtime;

/** The static types of the rules language. Every scalar value is an int at run time. */
public enum Type {
    INT("a number"), BOOL("a boolean"), COMPONENT("a component"), PLAYER("a player"), TILE("a placed tile"),
    FIGURE("a figure"), ZONE("a zone"), COMPONENTS("a list of components"), PLAYERS("a list of players"), FIGURES("a list of figures"),
    TILES("a list of placed tiles");

    public final String description;

    Type(String description) { this.description = description; }

    public boolean isList() { return this == COMPONENTS || this == PLAYERS || this == FIGURES || this == TILES; }

    public Type element() {
        return this == COMPONENTS ? COMPONENT : this == PLAYERS ? PLAYER : this == FIGURES ? FIGURE : this == TILES ? TILE : null;
    }
}
