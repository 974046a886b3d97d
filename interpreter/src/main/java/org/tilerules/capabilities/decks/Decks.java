package org.tilerules.capabilities.decks;

import org.tilerules.runtime.RuleError;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Store;
import org.tilerules.runtime.Type;

import java.util.Arrays;
import java.util.List;
import org.tilerules.engine.Bag;
import org.tilerules.runtime.Rules.Deck;

/**
 * Decks of named cards ({@code deck NAME { cards A, B, ... }}): each deck is shuffled once at
 * set-up by the game's seeded generator (the bag's), so seed and choices reproduce every draw.
 * {@code draw_card(NAME)} takes the top card and slides it under the deck, so the deck cycles in
 * its shuffled order; {@code drawn_card(NAME, CARD)} tells which card the deck gave last. Only games whose rules declare a deck hold one of these
 * (the store (a {@link Store})).
 */
public final class Decks extends Store {
    /** This store's slot in a game. */
    static final int SLOT = newSlot();

    @Override public int slot() { return SLOT; }

    /** order[deck]: card ids from the top; last[deck]: the card drawn last, or -1. */
    private final int[][] order;
    private final int[] last;

    private Decks(int[][] order, int[] last) {
        this.order = order;
        this.last = last;
    }

    /** The game's decks, or null when its rules declare none. */
    public static Decks of(Game g) { return (Decks) g.store(SLOT); }

    /** The rules' decks, each shuffled by the generator; null when the rules declare none. */
    static Decks setUp(Rules rules, Bag random) {
        if (rules.decks.isEmpty()) return null;
        int[][] order = new int[rules.decks.size()][];
        for (int d = 0; d < order.length; d++) {
            int n = rules.decks.get(d).cards().size();
            int[] a = new int[n];
            for (int i = 0; i < n; i++) a[i] = i;
            for (int i = n - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
            order[d] = a;
        }
        int[] last = new int[order.length];
        Arrays.fill(last, -1);
        return new Decks(order, last);
    }

    /** The store of a new game, its decks shuffled by the bag's generator before any draw; null when the rules declare no deck. */
    public static Decks create(Game g) { return setUp(g.rules, g.bag()); }

    @Override public Decks copy() {
        int[][] o = new int[order.length][];
        for (int d = 0; d < o.length; d++) o[d] = order[d].clone();
        return new Decks(o, last.clone());
    }

    /** The deck's cards from the top, by id. */
    public int[] order(int deck) { return order[deck].clone(); }

    /** Sets the deck's order, top first (a scenario's set-up); every card exactly once. */
    public void setOrder(int deck, int[] cards) { order[deck] = cards.clone(); }

    /** Takes the top card, slides it under the deck, and remembers it as the deck's last card. */
    int draw(int deck) {
        int[] a = order[deck];
        int top = a[0];
        System.arraycopy(a, 1, a, 0, a.length - 1);
        a[a.length - 1] = top;
        last[deck] = top;
        return top;
    }

    /** {@code draw_card(DECK)}: the top card goes under the deck; the log names it. */
    public static final class Draw extends Stmt {
        private final int deck;

        public Draw(int deck) { this.deck = deck; }

        @Override public void exec(Game g, Frame f) {
            int card = of(g).draw(deck);
            Deck d = g.rules.decks.get(deck);
            if (g.observer != GameObserver.NONE)
                g.observer.noted(g, new GameObserver.Note(g.current, g.playerNames[g.current] + " draws the " + d.name() + " card " + d.cards().get(card), false));
        }
    }

    /** {@code drawn_card(DECK, CARD)}: whether CARD is the card the deck gave last (false before any draw). */
    public static final class DrawnCard extends Expr {
        private final int deck, card;

        public DrawnCard(int deck, int card) {
            super(Type.BOOL);
            this.deck = deck;
            this.card = card;
        }

        @Override public int evalInt(Game g, Frame f) { return of(g).last[deck] == card ? 1 : 0; }
    }

    /** {@code put_card(DECK, CARD, N)}: the card goes to place N of the deck (1: the top); the others keep their order. */
    public static final class PutCard extends Stmt {
        private final int deck, card;
        private final Expr place;

        public PutCard(int deck, int card, Expr place) {
            this.deck = deck;
            this.card = card;
            this.place = place;
        }

        @Override public void exec(Game g, Frame f) {
            Decks decks = Decks.of(g);
            int[] order = decks.order(deck);
            int at = place.evalInt(g, f);
            if (at < 1 || at > order.length) throw new RuleError("a place in deck " + g.rules.decks.get(deck).name() + " runs from 1 to "
                    + order.length + ", found " + at);
            int[] out = new int[order.length];
            int n = 0;
            for (int c : order) {
                if (n == at - 1) out[n++] = card;
                if (c != card) out[n++] = c;
            }
            if (n == at - 1) out[n] = card;
            decks.setOrder(deck, out);
        }
    }
}
