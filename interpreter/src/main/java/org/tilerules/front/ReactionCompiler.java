package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.HandlerItemContext;
import org.tilerules.grammar.TilerulesParser.NameContext;
import org.tilerules.grammar.TilerulesParser.DeckItemContext;
import org.tilerules.runtime.Decks;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * Decks of cards ({@code deck}) and reactions to points as they are awarded ({@code on scored p n});
 * the expressions such rules read ({@code drawn_card(DECK, CARD)}, {@code over},
 * {@code awarded_as(CATEGORY)}, {@code first(LIST, N)}) are built-ins ({@link ExprBuiltins}).
 */
final class ReactionCompiler {
    private ReactionCompiler() {}

    /** {@code deck NAME { cards A, B, ... }}: declared with the other names, before any body reads it. */
    static void declare(Rules rules, Diagnostics diags, String file, DeckItemContext d) {
        String n = d.dname.getText();
        if (deck(rules, n) >= 0) {
            diags.add(file, d.dname, "deck " + n + " is already declared");
            return;
        }
        List<String> cards = new ArrayList<>();
        for (NameContext c : d.name().subList(1, d.name().size())) {
            if (cards.contains(c.getText())) diags.add(file, c, "card " + c.getText() + " is already in deck " + n);
            else cards.add(c.getText());
        }
        rules.decks.add(new Decks.Deck(n, List.copyOf(cards)));
    }

    static int deck(Rules rules, String name) {
        for (int i = 0; i < rules.decks.size(); i++) if (rules.decks.get(i).name().equals(name)) return i;
        return -1;
    }

    /** {@code on scored PLAYER POINTS { ... }}: the scope of its body, or null after reporting a wrong head. */
    static Scope scoredScope(Diagnostics diags, String file, HandlerItemContext hi) {
        if (hi.kind == null || hi.var == null) {
            diags.add(file, hi.event, "'on scored' needs two names, the player and the points: on scored p n { ... }");
            return null;
        }
        Scope s = new Scope("scored", "points");
        s.declare(hi.kind.getText(), Type.PLAYER);
        s.declare(hi.var.getText(), Type.INT);
        s.scoreReaction = true;
        return s;
    }
}
