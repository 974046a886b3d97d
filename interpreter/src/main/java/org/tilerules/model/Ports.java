package org.tilerules.model;

/**
 * The twelve ports of a square tile, numbered clockwise from the west half of
 * the north side. Numbering them this way makes a right-angle turn "add three" and
 * the port facing across a side a fixed formula, so rotation and joining are
 * arithmetic rather than tables.
 */
public final class Ports {
    public static final String[] NAMES = {"Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn"};
    public static final String[] SIDES = {"north", "east", "south", "west"};
    /** Side offsets, y growing south: N, E, S, W. */
    public static final int[] DX = {0, 1, 0, -1};
    public static final int[] DY = {-1, 0, 1, 0};

    private Ports() {}

    public static int index(String name) {
        for (int i = 0; i < NAMES.length; i++) if (NAMES[i].equals(name)) return i;
        return -1;
    }

    /** The port a port moves to when its tile turns clockwise by {@code turns} right angles. */
    public static int rotate(int port, int turns) {
        return (port + 3 * turns) % 12;
    }

    /** The port of the neighbouring tile that touches this port. */
    public static int opposite(int port) {
        int side = port / 3, i = port % 3;
        return ((side + 2) % 4) * 3 + (2 - i);
    }

    public static String list() { return String.join(" ", NAMES); }
}
