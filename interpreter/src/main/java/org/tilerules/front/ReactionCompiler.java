package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.CallExprContext;
import org.tilerules.grammar.TilerulesParser.ExprContext;
import org.tilerules.grammar.TilerulesParser.HandlerItemContext;
import org.tilerules.grammar.TilerulesParser.NameContext;
import org.tilerules.grammar.TilerulesParser.NameExprContext;
import org.tilerules.runtime.Decks;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.ScoreReactions;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * Decks of cards ({@code deck}, {@code drawn_card(DECK, CARD)}) and reactions to points
 * as they are awarded ({@code on scored p n}, {@code awarded_as(CATEGORY)}), with the two
 * expressions such rules read: {@code over} and {@code first(LIST, N)}.
 */
final class ReactionCompiler {
    private ReactionCompiler() {}

    static final List<String> FUNCTIONS = List.of("awarded_as", "first", "drawn_card");

    /** {@code deck NAME { cards A, B, ... }}: declared with the other names, before any body reads it. */
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

    /** The name {@code over}, or null. */
    static Expr name(String n) { return n.equals("over") ? new ScoreReactions.Over() : null; }

    /** {@code awarded_as(CATEGORY)} and {@code first(LIST, N)}, or null for another function. */
    static Expr call(ExprCompiler exprs, Rules rules, Diagnostics diags, String file, CallExprContext c, String fn, List<ExprContext> args, Scope s) {
        if (fn.equals("awarded_as")) {
            if (args.size() != 1 || !(args.get(0) instanceof NameExprContext)) {
                diags.add(file, c, "awarded_as takes the name of a score category: awarded_as(CATEGORY)");
                return new Exprs.Const(Type.BOOL, 0);
            }
            if (!s.scoreReaction) {
                diags.add(file, c, "awarded_as(...) is read only in an 'on scored' handler, about the points it sees");
                return new Exprs.Const(Type.BOOL, 0);
            }
            return new ScoreReactions.AwardedAs(rules.category(args.get(0).getText()));
        }
        if (fn.equals("drawn_card")) {
            if (args.size() != 2 || !(args.get(0) instanceof NameExprContext) || !(args.get(1) instanceof NameExprContext)) {
                diags.add(file, c, "drawn_card takes a deck and one of its cards: drawn_card(DECK, CARD)");
                return new Exprs.Const(Type.BOOL, 0);
            }
            int k = deck(rules, args.get(0).getText());
            if (k < 0) {
                diags.add(file, args.get(0), "unknown deck '" + args.get(0).getText() + "'; " + Names.suggest(args.get(0).getText(), rules.decks.stream().map(Decks.Deck::name).toList()));
                return new Exprs.Const(Type.BOOL, 0);
            }
            List<String> cards = rules.decks.get(k).cards();
            String card = args.get(1).getText();
            if (!cards.contains(card)) {
                diags.add(file, args.get(1), "deck " + args.get(0).getText() + " has no card '" + card + "'; " + Names.suggest(card, cards));
                return new Exprs.Const(Type.BOOL, 0);
            }
            return new Decks.DrawnCard(k, cards.indexOf(card));
        }
        if (fn.equals("first")) {
            if (args.size() != 2) {
                diags.add(file, c, "first takes a list and a number: first(LIST, N)");
                return new Exprs.Const(Type.PLAYERS, 0);
            }
            Expr list = exprs.compile(args.get(0), s);
            if (!list.type.isList()) return exprs.mismatch(args.get(0), "a list", list, Type.PLAYERS);
            return new ScoreReactions.First(list, exprs.expect(args.get(1), s, Type.INT));
        }
        return null;
    }
}
