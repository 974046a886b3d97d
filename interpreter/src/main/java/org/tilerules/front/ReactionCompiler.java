package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.HandlerItemContext;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

/**
 * A deck by name, and reactions to points as they are awarded ({@code on scored p n}); the
 * expressions such rules read ({@code drawn_card(DECK, CARD)}, {@code over},
 * {@code awarded_as(CATEGORY)}, {@code first(LIST, N)}) are built-ins (builtins/Builtins).
 */
final class ReactionCompiler {
    private ReactionCompiler() {}

    /** The index of the deck of that name ({@code piece NAME { ... cards ... }}), or -1. */
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
