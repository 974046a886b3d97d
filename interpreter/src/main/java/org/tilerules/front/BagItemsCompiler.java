package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.util.ArrayList;

/** Compiles the items about which tiles are drawn, in what order and where they may go: segment, without, placement. */
final class BagItemsCompiler {
    private final Rules rules;
    private final Diagnostics diags;
    private final String file;
    private final ExprCompiler exprs;

    BagItemsCompiler(Rules rules, Diagnostics diags, String file, ExprCompiler exprs) {
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        this.exprs = exprs;
    }

    void compile(RuleItemContext item) {
        if (item instanceof SegmentItemContext si) segment(si);
        else if (item instanceof PlacementItemContext pi) {
            String tag = pi.name().getText();
            if (rules.tiles.stream().noneMatch(t -> rules.placementCovers(t, tag))) {
                diags.add(file, pi.name(), "no tile is named or tagged '" + tag + "' or shows a feature of that kind");
            }
            Scope s = new Scope("", "");
            Expr when = exprs.expect(pi.expr(), s, Type.BOOL);
            rules.placementRules.add(new Rules.PlacementRule(tag, when, s.size(), !s.readsGraph));
        }
    }

    private boolean named(String tileOrTag) {
        return rules.tileByName.containsKey(tileOrTag) || rules.tiles.stream().anyMatch(t -> t.tags.contains(tileOrTag));
    }

    private TileType tile(NameContext n) {
        TileType t = rules.tileByName.get(n.getText());
        if (t == null) diags.add(file, n, "unknown tile '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.tileByName.keySet()));
        return t;
    }

    /** A segment of the bag; a later rule set's segment of the same name adds to it. */
    private void segment(SegmentItemContext si) {
        String name = si.name(0).getText();
        Rules.Segment seg = rules.segments.stream().filter(x -> x.name().equals(name)).findFirst().orElse(null);
        if (seg == null) {
            seg = new Rules.Segment(name, new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            rules.segments.add(seg);
        }
        for (NameContext n : si.first) { TileType t = tile(n); if (t != null) seg.first().add(t); }
        for (NameContext n : si.tiles) {
            if (!named(n.getText())) diags.add(file, n, "no tile is named or tagged '" + n.getText() + "'");
            else seg.members().add(n.getText());
        }
        for (NameContext n : si.last) { TileType t = tile(n); if (t != null) seg.last().add(t); }
    }
}
