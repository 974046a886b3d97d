package org.tilerules.capabilities.titles;

import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Store;

import java.util.Arrays;

/**
 * Titles ({@code piece NAME { neutral }}, one held by one player at a time): per title, the player holding it (-1: nobody) and the number
 * recorded when it was last given. Only games whose rules declare a title hold this store
 * ((a {@link Store})); the rules read it through {@link TitleExprs} and change it through
 * {@link Give} and {@link SetRecord}.
 */
public final class Titles extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot();

    @Override public int slot() { return SLOT; }

    private final int[] holder, record;

    Titles(int titles) {
        holder = new int[titles];
        Arrays.fill(holder, -1);
        record = new int[titles];
    }

    private Titles(Titles o) {
        holder = o.holder.clone();
        record = o.record.clone();
    }

    /** The store of a new game: each title's holder and record, when the rules declare a title. */
    public static Titles create(Game g) { return g.rules.titles.isEmpty() ? null : new Titles(g.rules.titles.size()); }

    @Override public Titles copy() { return new Titles(this); }

    /** The game's titles, or null when its rules declare none. */
    public static Titles of(Game g) { return (Titles) g.store(SLOT); }

    /** The player holding the title, or -1. */
    public int holder(int title) { return holder[title]; }

    /** The number recorded with the title (0 until one is). */
    public int record(int title) { return record[title]; }

    /** Gives the title to a player (-1: to nobody); returns whether it changed hands. */
    public boolean give(int title, int player) {
        boolean moved = holder[title] != player;
        holder[title] = player;
        return moved;
    }

    public void setRecord(int title, int value) { record[title] = value; }

    /** {@code move TITLE to PLAYER}: the title moves to the player; its record stays ({@code set_record}). */
    public static final class Give extends Stmt {
        private final int title;
        private final Expr to;

        public Give(int title, Expr to) {
            this.title = title;
            this.to = to;
        }

        @Override public void exec(Game g, Frame f) {
            int p = to.evalInt(g, f);
            if (Titles.of(g).give(title, p) && g.observer != GameObserver.NONE)
                g.observer.noted(g, new GameObserver.Note(p, g.playerNames[p] + " takes the title " + g.rules.titles.get(title), true));
        }
    }

    /** {@code set_record(TITLE, N)}: the title's recorded number. */
    public static final class SetRecord extends Stmt {
        private final int title;
        private final Expr record;

        public SetRecord(int title, Expr record) {
            this.title = title;
            this.record = record;
        }

        @Override public void exec(Game g, Frame f) { Titles.of(g).setRecord(title, record.evalInt(g, f)); }
    }

    /** {@code clear_title(TITLE)}: nobody holds the title. */
    public static final class Clear extends Stmt {
        private final int title;

        public Clear(int title) { this.title = title; }

        @Override public void exec(Game g, Frame f) { Titles.of(g).give(title, -1); }
    }
}
