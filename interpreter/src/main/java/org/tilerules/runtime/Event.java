package org.tilerules.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * The events of a game, declared once: the engine fires them and rule files name them ({@code on completed
 * KIND c}, {@code trigger(scoring, c)}). A name that is not one of these is an error when the rules load
 * (docs/language.md, Events); nothing in the engine names an event by a string of its own.
 */
public enum Event {
    /** Once, before the first turn. */
    START("start", Takes.NOTHING),
    /** A component is completed by a placement (a kind and a component). */
    COMPLETED("completed", Takes.COMPONENT),
    /** A component is about to be scored, once since the board last changed. */
    SCORING("scoring", Takes.COMPONENT),
    /** An award to a component's majority. */
    MAJORITY("majority", Takes.COMPONENT),
    /** Two components were linked. */
    LINKED("linked", Takes.COMPONENT),
    /** The figures of the components scored together are about to go home (a list of components). */
    RETURNING("returning", Takes.COMPONENTS),
    /** A figure was stood on a feature (a figure kind and its component). */
    PLACED("placed", Takes.FIGURE),
    /** A tile waits to be placed. */
    DRAWN("drawn", Takes.NOTHING),
    /** A step's decision gathers its options (a step). */
    CHOOSING("choosing", Takes.STEP),
    /** Points were awarded (a player and the points). */
    SCORED("scored", Takes.PLAYER),
    /** The game's last actions, before {@link #FINAL}. */
    ENDING("ending", Takes.NOTHING),
    /** Moves just before the final scoring. */
    FINAL("final", Takes.NOTHING),
    /** The final scoring. */
    END("end", Takes.NOTHING);

    /** What a handler of the event names after the event's name. */
    public enum Takes { NOTHING, COMPONENT, COMPONENTS, FIGURE, STEP, PLAYER }

    /** The event's name in rule files. */
    public final String word;
    public final Takes takes;

    private static final Event[] ALL = values();

    Event(String word, Takes takes) {
        this.word = word;
        this.takes = takes;
    }

    /** Whether {@code trigger(EVENT, c)} may set it off: the events a rule may raise for a component. */
    public boolean triggerable() { return this == COMPLETED || this == SCORING; }

    /** The event of that name, or null. */
    public static Event named(String word) {
        for (Event e : ALL) if (e.word.equals(word)) return e;
        return null;
    }

    /** Every event's name, in declaration order. */
    public static List<String> words() {
        List<String> out = new ArrayList<>(ALL.length);
        for (Event e : ALL) out.add(e.word);
        return out;
    }

    /** The names of the events {@code trigger} may set off. */
    public static List<String> triggerableWords() {
        List<String> out = new ArrayList<>();
        for (Event e : ALL) if (e.triggerable()) out.add(e.word);
        return out;
    }

    @Override public String toString() { return word; }
}
