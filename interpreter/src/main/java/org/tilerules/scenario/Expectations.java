package org.tilerules.scenario;

import org.antlr.v4.runtime.tree.TerminalNode;
import org.tilerules.front.Parsing;
import org.tilerules.front.ScenarioExprs;
import org.tilerules.capabilities.decks.Decks;
import org.tilerules.runtime.Store;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.ScoreEvent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** Checks one expectation against the game, failing with what was expected and what was found. */
final class Expectations {
    private final ScenarioRun run;
    private final Game g;

    Expectations(ScenarioRun run) {
        this.run = run;
        this.g = run.game();
    }

    void check(ExpectationContext e) {
        if (e instanceof ExpScoreContext s) {     // a short form of red.score == 8
            int p = run.player(s.player);
            String failure = run.exprs().failure(ScenarioExprs.parse(s.player.getText() + ".score == " + s.sint().getText()), g);
            if (failure != null) fail(e, failure + events(p));
        } else if (e instanceof ExpSupplyContext s) {
            int p = run.player(s.player);
            FigureKind k = run.figure(s.figure);
            int want = Parsing.number(s.INT()), got = g.supplyOf(p, k.id);
            if (got != want) fail(e, "supply " + s.player.getText() + " " + k.name + ": expected " + want + ", found " + got);
        } else if (e instanceof ExpOnContext o) {
            int feat = feature(o.featureRef());
            List<String> want = new ArrayList<>();
            for (FigureRefContext f : o.figureRef()) {
                if (!f.player.getText().equals("neutral")) run.player(f.player);   // `neutral KIND`: owned by nobody
                run.figure(f.figure);
                want.add(f.player.getText() + " " + f.figure.getText());
            }
            List<String> got = new ArrayList<>();
            for (int x = 0; x < g.graph.nFig; x++) {
                if (g.graph.figAt[x] != feat) continue;
                int owner = g.graph.figOwner[x];
                got.add((owner < 0 ? "neutral" : g.playerNames[owner]) + " " + g.rules.figures.get(g.graph.figKind[x]).name);
            }
            Collections.sort(want);
            Collections.sort(got);
            if (!want.equals(got)) fail(e, "on " + o.featureRef().getText() + ": expected " + show(want) + ", found " + show(got));
        } else if (e instanceof ExpCompleteContext c) {
            int r = g.graph.find(feature(c.featureRef()));
            if (g.graph.complete[r] == 0) fail(e, c.featureRef().getText() + ": expected complete, found open (" + g.graph.open[r] + " open ports)");
        } else if (e instanceof ExpOpenContext c) {
            int r = g.graph.find(feature(c.featureRef()));
            if (g.graph.complete[r] != 0) fail(e, c.featureRef().getText() + ": expected open, found complete");
        } else if (e instanceof ExpEventContext ev) {
            String want = ScenarioRun.unquote(ev.STRING().getText());
            // the text, then " why: " and the rule that made it: an expectation may name the rule too
            for (ScoreEvent x : g.events) if (text(x).contains(want) || withWhy(x).contains(want)) return;
            fail(e, "expected a score event containing \"" + want + "\"; events: " + (g.events.isEmpty() ? "none"
                    : String.join("; ", g.events.stream().map(want.contains(" why: ") ? this::withWhy : this::text).toList())));
        } else if (e instanceof ExpNoEventContext ev) {
            String want = ScenarioRun.unquote(ev.STRING().getText());
            List<String> found = g.events.stream().map(this::text).filter(t -> t.contains(want)).toList();
            if (!found.isEmpty()) fail(e, "expected no score event containing \"" + want + "\"; found: " + String.join("; ", found));
        } else if (e instanceof ExpHandContext h) {
            int p = run.player(h.player);
            int[] want = run.tiles(h.tileList());
            List<String> wanted = new ArrayList<>(), got = new ArrayList<>();
            for (TileType t : g.rules.tiles) {
                for (int i = 0; i < want[t.id]; i++) wanted.add(t.name);
                for (int i = 0; i < g.handOf(p, t.id); i++) got.add(t.name);
            }
            if (!wanted.equals(got)) fail(e, "hand " + h.player.getText() + ": expected " + show(wanted) + ", found " + show(got));
        } else if (e instanceof ExpZoneContext z) {
            int zone = run.zone(z.zone);
            int keeper = run.keeper(z.zone, z.keeper);
            List<String> want = new ArrayList<>();
            for (FigureRefContext f : z.figureRef()) {
                run.player(f.player);
                run.figure(f.figure);
                want.add(f.player.getText() + " " + f.figure.getText());
            }
            List<String> got = new ArrayList<>();
            for (int x = 0; x < g.graph.nFig; x++) {
                if (g.graph.figZone[x] == zone + 1 && g.graph.figOwner[x] >= 0 && Store.keeper(g, x) == keeper) {
                    got.add(g.playerNames[g.graph.figOwner[x]] + " " + g.rules.figures.get(g.graph.figKind[x]).name);
                }
            }
            Collections.sort(want);
            Collections.sort(got);
            if (!want.equals(got)) fail(e, "in " + z.zone.getText() + (z.keeper == null ? "" : " of " + z.keeper.getText()) + ": expected " + show(want) + ", found " + show(got));
        } else if (e instanceof ExpDeckContext d) {
            int k = run.deck(d.deck);
            int[] want = run.cards(k, d.name().subList(1, d.name().size()));
            int[] got = Decks.of(g).order(k);
            List<String> cards = g.rules.decks.get(k).cards();
            for (int i = 0; i < want.length; i++) {
                if (got[i] != want[i]) {
                    List<String> top = Arrays.stream(got).limit(want.length).mapToObj(cards::get).toList();
                    fail(e, "deck " + d.deck.getText() + ": expected " + String.join(", ", d.name().subList(1, d.name().size()).stream()
                            .map(x -> x.getText()).toList()) + " on top, found " + String.join(", ", top));
                }
            }
        } else if (e instanceof ExpTileTokensContext tt) {
            TileTokenScenario.check(run, g, tt);
        } else if (e instanceof ExpZoneTokensContext zt) {
            TileTokenScenario.check(run, g, zt);
        } else if (e instanceof ExpAsideContext a) {
            List<String> want = new ArrayList<>(), got = new ArrayList<>();
            for (NameContext n : a.name()) want.add(run.tile(n).name);
            for (int i = 0; i < g.aside.size(); i++) got.add(g.type(g.aside.get(i)).name);
            Collections.sort(want);
            Collections.sort(got);
            if (!want.equals(got)) fail(e, "set aside: expected " + show(want) + ", found " + show(got));
        } else if (e instanceof ExpNextContext n) {
            TileType t = run.tile(n.tile);
            int[] order = g.bag().order();
            String found = order.length == 0 ? "an empty bag" : g.type(order[0]).name;
            if (order.length == 0 || order[0] != t.id) fail(e, "next tile: expected " + t.name + ", found " + found);
        } else if (e instanceof ExpDiscardedContext d) {
            TileType t = run.tile(d.tile);
            if (!g.discarded.contains(t.id)) {
                List<String> names = new ArrayList<>();
                for (int i = 0; i < g.discarded.size(); i++) names.add(g.type(g.discarded.get(i)).name);
                fail(e, "expected " + t.name + " to have been set aside as unplaceable; set aside: " + show(names));
            }
        } else if (e instanceof ExpValueContext v) {
            String failure = run.exprs().failure(v.expr(), g);
            if (failure != null) fail(e, failure);
        } else if (e instanceof ExpLegalContext l) {
            legality(e, l.tile, l.coord(), l.INT(), true);
        } else if (e instanceof ExpIllegalContext l) {
            legality(e, l.tile, l.coord(), l.INT(), false);
        }
    }

    private void legality(ExpectationContext e, NameContext tileName, CoordContext at, TerminalNode rotNode, boolean want) {
        TileType t = run.tile(tileName);
        int x = ScenarioRun.sint(at.sint(0)), y = ScenarioRun.sint(at.sint(1));
        int rot = run.rotation(rotNode == null ? null : rotNode.getSymbol());
        String why = g.legalityProblem(t.id, rot, x, y);
        boolean legal = why == null;
        if (legal != want) {
            fail(e, t.name + " at " + x + "," + y + " rot " + rot * 90 + ": expected " + (want ? "legal" : "illegal")
                    + ", found " + (legal ? "legal" : "illegal (" + why + ")"));
        }
    }

    private int feature(FeatureRefContext ref) {
        int x = ScenarioRun.sint(ref.coord().sint(0)), y = ScenarioRun.sint(ref.coord().sint(1));
        int t = g.board.at(x, y);
        if (t < 0) throw new ScenarioRun.Failure(ref, "there is no tile at " + x + "," + y);
        TileType tt = g.type(g.board.type[t]);
        if (ref.tile != null && !ref.tile.getText().equals(tt.name)) {
            throw new ScenarioRun.Failure(ref, "the tile at " + x + "," + y + " is " + tt.name + ", not " + ref.tile.getText());
        }
        int lf = tt.featureIndex(ref.feature.getText());
        if (lf < 0) throw new ScenarioRun.Failure(ref.feature, "tile " + tt.name + " has no feature '" + ref.feature.getText() + "'; features: " + tt.featureNames());
        return g.board.featBase[t] + lf;
    }

    String text(ScoreEvent x) {
        return g.playerNames[x.player()] + " " + (x.points() < 0 ? "" : "+") + x.points() + ": " + x.reason();
    }

    /** The event's text and the rule that made it: "red +4: city completed (2 tiles) why: on completed city (base/base.rules:65)". */
    String withWhy(ScoreEvent x) {
        return x.rule().isEmpty() ? text(x) : text(x) + " why: " + x.rule();
    }

    private String events(int p) {
        List<String> mine = new ArrayList<>();
        for (ScoreEvent x : g.events) if (x.player() == p) mine.add(text(x));
        return mine.isEmpty() ? " (no score events)" : " (events: " + String.join("; ", mine) + ")";
    }

    private static String show(List<String> xs) { return xs.isEmpty() ? "none" : String.join(", ", xs); }

    private static void fail(ExpectationContext e, String message) { throw new ScenarioRun.Failure(e, message); }
}
