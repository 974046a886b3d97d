package org.tilerules.runtime;

import org.tilerules.engine.IntList;

import java.util.List;

/**
 * {@code award N to P [as CATEGORY] ["TEXT"]}: points to a player or players, with the reason people read and the
 * rule that fired ({@link ScoreEvent#firing()}), both made from the award's data: the scored component's kind
 * and size, the moment (completed, scored, at game end), the category. An award to a majority is its
 * component's score: announced first, changed by the figures' score modifiers, seen by {@code on scored}.
 */
public final class Award extends Stmt {
    private final Expr points, target, about, area;
    private final int category;
    private final String event;
    /** The rule that awards, for people ({@link ScoreEvent#rule()}). */
    private final String rule;
    /** The rule's own words for the award, or null: made from the category, the moment and the component. */
    private final String text;
    /** Where the award is written ({@code file:line:col}), for the engine's messages. */
    private final String site;

    /**
     * {@code about} is the component of an award to its majority (its reason, its figures' score
     * modifiers), or null; {@code area} the component the players are drawn from (its scoring is
     * announced), or null for a bonus; {@code rule} where the award is written (why it was made);
     * {@code text}, when given, what people read for the award (`award N to P "TEXT"`); {@code site}
     * where the award is written ({@code file:line:col}), for the engine's messages.
     */
    public Award(Expr points, Expr target, int category, Expr about, Expr area, String event, String rule, String text, String site) {
        this.text = text;
        this.site = site;
        this.rule = rule;
        this.points = points;
        this.target = target;
        this.category = category;
        this.about = about;
        this.area = area;
        this.event = event;
    }

    /** 0 not decided yet, 1 the points may be skipped for a component nobody holds, 2 never ({@link #skips}). */
    private volatile int skip;

    @Override public void exec(Game g, Frame f) {
        // an award to players drawn from an area (majority(c), c.owners(K), either filtered) is a
        // scoring of the area: announced first (`on scoring`: figures may still join, rules react to
        // every scoring, whatever rule awards it); points and players are read after that
        if (area != null && g.rules.anyScoringHandler) Stmts.announce(g, g.graph.find(area.evalInt(g, f)));
        // (after the announcement: its handlers may still bring figures onto c, the Count's quarters)
        // an award to majority(c) when no player's figure stands on c goes to nobody: when neither the points nor c
        // can do more than read, the points are not worked out (the end's scoring visits every component of a
        // kind, most of them empty)
        if (target instanceof BoardExprs.Majority m && skips(m) && nobodyOn(g, g.graph.find(m.component().evalInt(g, f)))) return;
        int pts = points.evalInt(g, f);
        if (pts == 0) {            // a feature worth nothing stays worth nothing, whatever stands on it
            nothing(g, f);
            return;
        }
        // an award to majority(c) is c's score: figures on c may change it, rules may react to it
        int root = about != null && (g.rules.anyScoreModifier || g.rules.anyScoredHandler) ? g.graph.find(about.evalInt(g, f)) : -1;
        if (root >= 0 && g.rules.anyScoreModifier) pts = ScoreModifiers.apply(g, root, pts);
        if (pts == 0) {
            nothing(g, f);
            return;
        }
        if (target.type == Type.PLAYER) {
            int p = target.evalInt(g, f);
            int of = scored(g, f);
            String firing = firing(g, of);
            g.award(p, pts, category, reason(g, firing, of), firing, rule, site);
            return;
        }
        IntList ps = target.evalList(g, f);
        if (ps.isEmpty()) return;
        int of = scored(g, f);
        String firing = firing(g, of);
        String why = reason(g, firing, of);
        for (int i = 0; i < ps.size(); i++) g.award(ps.get(i), pts, category, why, firing, rule, site);
        if (root >= 0 && g.rules.anyScoredHandler) ScoreModifiers.scored(g, root, pts);
    }

    /** An award of 0 points: no score event, but the {@code on scored} handlers see it (n is 0) for each player. */
    private void nothing(Game g, Frame f) {
        List<Rules.Handler> reactions = g.rules.handlers(Event.SCORED);
        if (reactions.isEmpty()) return;
        if (target.type == Type.PLAYER) {
            ScoreReactions.fire(g, reactions, target.evalInt(g, f), 0, category);
            return;
        }
        IntList ps = target.evalList(g, f);
        for (int i = 0; i < ps.size(); i++) ScoreReactions.fire(g, reactions, ps.get(i), 0, category);
    }

    private boolean skips(BoardExprs.Majority m) {
        int s = skip;
        if (s == 0) skip = s = Effects.mayAct(points) || Effects.mayAct(m.component()) ? 2 : 1;
        return s == 1;
    }

    /** No figure of a player stands on the component: its majority is nobody. */
    private static boolean nobodyOn(Game g, int root) {
        for (int x = g.graph.figHead[root]; x >= 0; x = g.graph.figNext[x]) if (g.graph.figOwner[x] >= 0) return false;
        return true;
    }

    /** The component whose scoring the award's reason tells of, or -1 (a bonus, or the rule's own words). */
    private int scored(Game g, Frame f) { return text != null || about == null ? -1 : g.graph.find(about.evalInt(g, f)); }

    /**
     * The rule that fires, without this award's values ({@link ScoreEvent#firing()}): the kind of the scored
     * component (else the category) and the moment; null for the rule's own words.
     */
    private String firing(Game g, int root) {
        if (text != null) return null;
        // a reaction to a scoring (`on scoring`) made by the final scoring is part of it
        String moment = g.inFinalScoring && event.equals("scored") ? "at game end" : event;
        String what = root < 0 ? g.rules.categories.get(category) : g.rules.kinds.get(g.graph.kind[root]).name;
        return what + " " + moment;
    }

    /** What people read: the rule's own words, or the firing rule with the scored component's size and marked sums. */
    private String reason(Game g, String firing, int root) {
        if (text != null) return text;
        if (root < 0) return firing;
        Kind k = g.rules.kinds.get(g.graph.kind[root]);
        StringBuilder sb = new StringBuilder(firing).append(" (");
        int tiles = g.graph.tiles[root];
        sb.append(tiles).append(tiles == 1 ? " tile" : " tiles");
        for (int a : k.sums) {
            // the attributes pictures mark (shields, goods): a rule's helper sum (no mark) is not for people
            if (!k.look.marks().containsKey(g.rules.attributes.get(a))) continue;
            int v = g.graph.attr(root, a);
            if (v != 0) sb.append(", ").append(g.rules.attributes.get(a)).append(' ').append(v);
        }
        return sb.append(')').toString();
    }
}
