package org.tilerules.front;

import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.tilerules.grammar.TilerulesParser.*;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * No silent override: two loaded rule sets that both declare one thing only one of them can have,
 * neither extending the other, would lose one of the two silently (the later one wins): an error,
 * unless a combination file of theirs ({@code ruleset A with B}) or a {@code with} block declares
 * that thing itself and so says what it does when both are played. A rule set replacing what a
 * rule set it extends declared is the ordinary case. The things: a turn step, a named handler, an
 * option's default, a value defined without {@code super} (a value every definition of which
 * refines the one before with {@code super} merges, whatever the order), the start tiles (of each
 * two rule sets declaring them, a combination must say which: start groups are then ranked), and a
 * property of a piece that has one value (supply, strength, neutral, with, score, cards; where a
 * piece may stand, its conditions, kinds and tags add up and never conflict).
 */
final class Conflicts {
    private final RulesPath path;
    private final Map<String, List<String>> parents;
    private final Diagnostics diags;

    Conflicts(RulesPath path, Map<String, List<String>> parents, Diagnostics diags) {
        this.path = path;
        this.parents = parents;
        this.diags = diags;
    }

    /**
     * One declaration of a step, named handler, option, value, start group or piece property: by which
     * unit, where, the head a combination would repeat, and whether it merges with the others (a
     * value that calls {@code super}).
     */
    private record Decl(RulesLoader.Unit unit, Token at, String head, boolean merges) {
        Decl(RulesLoader.Unit unit, Token at, String head) { this(unit, at, head, false); }
    }

    void check(List<RulesLoader.Unit> units) {
        for (Map.Entry<String, List<Decl>> e : declarations(units).entrySet()) check(e.getKey(), e.getValue());
    }

    /** For each step or named handler (as messages name it): the rule sets whose own files declare it, in load order. */
    static Map<String, Set<String>> declarers(List<RulesLoader.Unit> units) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<Decl>> e : declarations(units).entrySet()) {
            for (Decl d : e.getValue()) {
                if (!d.unit().combination()) out.computeIfAbsent(e.getKey(), k -> new LinkedHashSet<>()).add(d.unit().ruleset());
            }
        }
        return out;
    }

    private static Map<String, List<Decl>> declarations(List<RulesLoader.Unit> units) {
        Map<String, List<Decl>> byKey = new LinkedHashMap<>();
        for (RulesLoader.Unit u : units) {
            for (RuleItemContext item : u.items()) {
                if (item instanceof TurnItemContext ti) {
                    for (StepDeclContext sd : ti.stepDecl()) {
                        if (sd.step == null) continue;
                        String name = sd.step.getText();
                        byKey.computeIfAbsent("step " + name, k -> new ArrayList<>())
                                .add(new Decl(u, sd.step.getStart(), "turn { step " + name + " { ... } }"));
                    }
                } else if (item instanceof HandlerItemContext hi && hi.label != null && hi.event != null) {
                    String event = hi.event.getText(), label = hi.label.getText();
                    StringBuilder head = new StringBuilder("on ").append(event);
                    if (hi.kind != null) head.append(' ').append(hi.kind.getText());
                    if (hi.var != null) head.append(' ').append(hi.var.getText());
                    head.append(" named ").append(label).append(" { ... }");
                    byKey.computeIfAbsent("handler " + label + " of 'on " + event + "'", k -> new ArrayList<>())
                            .add(new Decl(u, hi.label.getStart(), head.toString()));
                } else if (item instanceof StartItemContext si) {
                    List<Decl> starts = byKey.computeIfAbsent(START, k -> new ArrayList<>());
                    if (starts.stream().noneMatch(d -> d.unit() == u)) starts.add(new Decl(u, si.getStart(), "start TILE at X,Y ..."));
                } else if (item instanceof OptionItemContext oi) {
                    String n = oi.name().getText();
                    byKey.computeIfAbsent("option " + n, k -> new ArrayList<>()).add(new Decl(u, oi.name().getStart(), "option " + n + " = ..."));
                } else if (item instanceof ValueItemContext vi) {
                    String n = vi.fname.getText();
                    byKey.computeIfAbsent("value " + n, k -> new ArrayList<>())
                            .add(new Decl(u, vi.fname.getStart(), "value " + n + "(...) = ...", callsSuper(vi.expr())));
                } else if (item instanceof PieceItemContext pi) {
                    for (PiecePropContext p : pi.pieceProp()) {
                        String prop = single(p);
                        if (prop == null) continue;
                        for (NameContext n : pi.name()) {
                            byKey.computeIfAbsent("the " + prop + " of piece " + n.getText(), k -> new ArrayList<>())
                                    .add(new Decl(u, p.getStart(), "piece " + n.getText() + " { " + prop + " ... }"));
                        }
                    }
                }
            }
        }
        return byKey;
    }

    /** The name of a piece property that has one value (a later declaration replaces it), or null for those that add up. */
    private static String single(PiecePropContext p) {
        if (p instanceof SupplyPropContext) return "supply";
        if (p instanceof StrengthPropContext) return "strength";
        if (p instanceof NeutralPropContext) return "neutral";
        if (p instanceof WithPropContext) return "with";
        if (p instanceof ScoreModPropContext) return "score";
        if (p instanceof CardsPropContext) return "cards";
        return null;
    }

    /** Whether an expression calls {@code super(...)} (a refinement of the definition it replaces). */
    private static boolean callsSuper(ParseTree t) {
        if (t instanceof CallExprContext c && c.fn.getText().equals("super")) return true;
        for (int i = 0; i < t.getChildCount(); i++) if (!(t.getChild(i) instanceof TerminalNode) && callsSuper(t.getChild(i))) return true;
        return false;
    }

    private static final String START = "the start tiles";

    private void check(String what, List<Decl> decls) {
        if (what.equals(START)) {
            // start groups are ranked (a combination naming more rule sets keeps its group), so what must
            // be said is how each two of them combine: a combination declaring start tiles for both
            Map<String, Decl> own = new LinkedHashMap<>();
            for (Decl d : decls) if (!d.unit().combination()) own.putIfAbsent(d.unit().ruleset(), d);
            List<String> names = new ArrayList<>(own.keySet());
            for (int i = 0; i < names.size(); i++) {
                for (int j = i + 1; j < names.size(); j++) {
                    List<Decl> two = new ArrayList<>();
                    for (Decl d : decls) {
                        if (!d.unit().combination() ? d == own.get(names.get(i)) || d == own.get(names.get(j)) : true) two.add(d);
                    }
                    if (conflict(what, two)) return;
                }
            }
            return;
        }
        conflict(what, decls);
    }

    /** Reports the conflict among these declarations, if any; whether it did. */
    private boolean conflict(String what, List<Decl> decls) {
        // the rule sets' own declarations, the first of each rule set; those a declaring rule set extends drop out
        Map<String, Decl> own = new LinkedHashMap<>();
        for (Decl d : decls) if (!d.unit().combination()) own.putIfAbsent(d.unit().ruleset(), d);
        List<String> leaves = new ArrayList<>();
        boolean replaces = false;
        for (String r : own.keySet()) {
            boolean extended = false;
            for (String other : own.keySet()) if (!other.equals(r) && ancestors(other).contains(r)) extended = true;
            if (extended) replaces = true;
            else leaves.add(r);
        }
        if (leaves.size() < 2) return false;
        // refinements that each call super merge, in whatever order they load
        if (leaves.stream().allMatch(r -> own.get(r).merges())) return false;
        // a combination settles it when it speaks for every rule set left (or for one extending it)
        for (Decl d : decls) {
            if (!d.unit().combination()) continue;
            Set<String> covered = new LinkedHashSet<>();
            for (String c : d.unit().covers()) {
                covered.add(c);
                covered.addAll(ancestors(c));
            }
            if (covered.containsAll(leaves)) return false;
        }
        StringBuilder places = new StringBuilder();
        for (int i = 0; i < leaves.size(); i++) {
            String r = leaves.get(i);
            if (i > 0) places.append(i == leaves.size() - 1 ? " and " : ", ");
            places.append(r).append(" (").append(place(own.get(r))).append(')');
        }
        // the combination goes in the folder of the rule set found first along the search path (a
        // modder's own folder rather than the program's), else of the one loaded first
        String first = leaves.get(0);
        for (String r : leaves) if (path.rank(r) < path.rank(first)) first = r;
        List<String> rest = new ArrayList<>(leaves);
        rest.remove(first);
        Path dir = path.find(first);
        String file = (dir == null ? first : Parsing.display(dir)).replace('\\', '/') + "/with-" + String.join("-", rest) + ".rules";
        Decl last = own.get(leaves.get(leaves.size() - 1));
        diags.add(last.unit().file(), last.at().getLine(), last.at().getCharPositionInLine() + 1,
                "rule sets " + places + (leaves.size() == 2 ? " both " : " all ") + (replaces ? "replace " : "declare ") + what
                + (leaves.size() == 2 ? ", and neither extends the other, so one would be lost"
                        : ", and none extends another, so all but one would be lost") + "; write " + file + ": ruleset " + first
                + " with " + String.join(", ", rest) + " { " + own.get(first).head() + " }, saying what it does when they are played together");
        return true;
    }

    private static String place(Decl d) {
        return d.unit().file() + ":" + d.at().getLine() + ":" + (d.at().getCharPositionInLine() + 1);
    }

    /** Every rule set {@code r} extends, directly or through others. */
    private Set<String> ancestors(String r) {
        Set<String> out = new LinkedHashSet<>();
        List<String> todo = new ArrayList<>(parents.getOrDefault(r, List.of()));
        while (!todo.isEmpty()) {
            String p = todo.remove(0);
            if (out.add(p)) todo.addAll(parents.getOrDefault(p, List.of()));
        }
        return out;
    }
}
