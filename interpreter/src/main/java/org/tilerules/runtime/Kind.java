package org.tilerules.runtime;

import org.tilerules.model.Look;

/** A feature kind declared by a rule file: when its components are complete, which attributes add up. */
public final class Kind {
    public final int id;
    public final String name;
    public Expr complete;         // evaluated with the component in slot 0; null = never complete
    /** The completion rule is "open_ports == 0": checked by reading the count, without evaluating the expression. */
    public boolean completeWhenClosed;
    public int completeFrame = 1;
    public boolean usesNeighbours;
    /**
     * The completion reads more than the component's open ports and the tiles around it (another
     * component, tokens, the board): every open component of the kind is checked after each placement.
     */
    public boolean readsBeyond;
    /** Attribute ids this kind adds up over its components. */
    public int[] sums = new int[0];
    /** How the kind is drawn (pictures only). */
    public final Look look = new Look();
    public String file;
    public int line;

    public Kind(int id, String name) {
        this.id = id;
        this.name = name;
    }
}
