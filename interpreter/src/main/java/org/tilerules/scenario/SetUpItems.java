package org.tilerules.scenario;

import org.tilerules.front.Names;
import org.tilerules.front.Parsing;
import org.tilerules.capabilities.counters.Counters;
import org.tilerules.capabilities.decks.Decks;
import org.tilerules.runtime.Keeping;
import org.tilerules.runtime.TileFigures;
import org.tilerules.capabilities.titles.Titles;
import org.tilerules.capabilities.tokens.TokenRules;
import org.tilerules.grammar.TilerulesParser.*;
import java.util.Arrays;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;

/**
 * The set-up lines of a scenario that give a store its state after the board is laid: supplies, scores,
 * tokens and counters, decks, rolls, titles, zones, neutral figures, tiles aside, hands and the bag.
 */
final class SetUpItems {
    private SetUpItems() {}

    /** Applies the set-up lines to the game; true when a {@code bag} was given (draws then follow it). */
    static boolean apply(ScenarioRun run, Game game, ScenarioContext sc, ScriptedAgent script) {
        boolean bagGiven = false;
        for (ScenarioItemContext it : sc.scenarioItem()) {
            if (it instanceof ScSupplyContext s) {
                int p = run.player(s.player);
                FigureKind k = run.figure(s.figure);
                game.supply[p * game.rules.figures.size() + k.id] = Parsing.number(s.INT());
            } else if (it instanceof ScDeckContext d) {
                int k = run.deck(d.deck);
                int[] top = run.cards(k, d.name().subList(1, d.name().size()));
                Decks decks = Decks.of(game);
                int[] order = decks.order(k);
                int n = 0;
                int[] out = new int[order.length];
                for (int c : top) out[n++] = c;
                for (int c : order) if (Arrays.stream(top).noneMatch(x -> x == c)) out[n++] = c;
                decks.setOrder(k, out);   // the cards written go on top, in that order; the others keep theirs
            } else if (it instanceof ScTokensContext t) {
                var counter = game.rules.counter(t.token.getText());   // a counter per player is set the same way
                if (counter != null && counter.perPlayer) Counters.set(game, run.player(t.player), counter.id, Parsing.number(t.INT()));
                else {
                    int p = run.player(t.player), token = run.token(t.token);
                    TokenRules.set(game, p, token, Parsing.number(t.INT()));
                }
            } else if (it instanceof ScRollsContext r) {
                for (var n : r.INT()) game.forcedRolls.add(Parsing.number(n));
            } else if (it instanceof ScTitleContext t) {
                int title = game.rules.titles.indexOf(t.title.getText());
                if (title < 0) throw new ScenarioRun.Failure(t.title, "unknown title '" + t.title.getText() + "'; " + Names.suggest(t.title.getText(), game.rules.titles));
                Titles titles = Titles.of(game);
                titles.give(title, t.holder == null ? -1 : run.player(t.holder));
                if (t.sint() != null) titles.setRecord(title, ScenarioRun.sint(t.sint()));
            } else if (it instanceof ScScoreContext s) {
                game.score[run.player(s.player)] = ScenarioRun.sint(s.sint());
            } else if (it instanceof ScTurnContext t) {
                game.current = run.player(t.player);
            } else if (it instanceof ScZoneContext z) {
                int zone = run.zone(z.zone);
                int keeper = run.keeper(z.zone, z.keeper);
                for (FigureRefContext fr : z.figureRef()) {
                    int p = run.player(fr.player);
                    FigureKind k = run.figure(fr.figure);
                    if (game.supplyOf(p, k.id) <= 0) throw new ScenarioRun.Failure(fr, run.players().get(p) + " has no " + k.name + " left in supply");
                    game.supply[p * game.rules.figures.size() + k.id]--;
                    Keeping.addInZone(game, p, k.id, zone, keeper);
                }
            } else if (it instanceof ScNeutralContext n) {
                FigureKind k = run.figure(n.figure);
                if (k.neutralZone < 0) throw new ScenarioRun.Failure(n.figure, k.name + " is not a neutral figure");
                int zone = run.zone(n.zone);
                for (int x = 0; x < game.graph.nFig; x++) {
                    if (game.graph.figKind[x] == k.id && game.graph.figOwner[x] < 0) game.graph.figZone[x] = zone + 1;
                }
            } else if (it instanceof ScTileTokensContext tt) {
                TileTokenScenario.setUp(run, game, tt);
            } else if (it instanceof ScZoneTokensContext zt) {
                TileTokenScenario.setUp(run, game, zt);
            } else if (it instanceof ScNeutralAtContext n) {
                int kind = run.tileFigure(n.figure).id, at = run.tileAt(n.coord());
                TileFigures.of(game).put(kind, at);
            } else if (it instanceof ScAsideContext a) {
                for (NameContext n : a.name()) game.aside.add(run.tile(n).id);
            } else if (it instanceof ScAnswerUnwrittenContext) {
                script.answerUnwrittenNone();
            } else if (it instanceof ScOnStartContext) {
                game.started = false;     // the rules' 'on start' runs before the first move's steps, as in a game
            } else if (it instanceof ScHandContext h) {
                int p = run.player(h.player);
                int[] held = run.tiles(h.tileList());
                for (int t = 0; t < game.rules.tiles.size(); t++) game.hand[p * game.rules.tiles.size() + t] = held[t];
            } else if (it instanceof ScBagContext b) {
                int[] order = new int[b.name().size()];
                for (int i = 0; i < order.length; i++) order[i] = run.tile(b.name(i)).id;
                game.setBag(order);
                bagGiven = true;
            }
        }
        return bagGiven;
    }
}
