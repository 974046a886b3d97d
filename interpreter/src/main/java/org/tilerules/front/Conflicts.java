package org.tilerules.front;

import org.antlr.v4.runtime.Token;
import org.tilerules.grammar.TilerulesParser.HandlerItemContext;
import org.tilerules.grammar.TilerulesParser.RuleItemContext;
import org.tilerules.grammar.TilerulesParser.StepDeclContext;
import org.tilerules.grammar.TilerulesParser.TurnItemContext;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Two loaded rule sets that replace the same turn step or the same named handler, neither
 * extending the other, would lose one of the two silently (the later one wins): an error, unless
 * a combination file of theirs ({@code ruleset A with B}) or a {@code with} block declares that
 * step or handler itself and so says what it does when both are played. A rule set replacing
 * what a rule set it extends declared is the ordinary case.
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

    /** One declaration of a step or named handler: by which unit, where, and the head a combination would repeat. */
    private record Decl(RulesLoader.Unit unit, Token at, String head) {}

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
                }
            }
        }
        return byKey;
    }

    private void check(String what, List<Decl> decls) {
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
        if (leaves.size() < 2) return;
        // a combination settles it when it speaks for every rule set left (or for one extending it)
        for (Decl d : decls) {
            if (!d.unit().combination()) continue;
            Set<String> covered = new LinkedHashSet<>();
            for (String c : d.unit().covers()) {
                covered.add(c);
                covered.addAll(ancestors(c));
            }
            if (covered.containsAll(leaves)) return;
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
