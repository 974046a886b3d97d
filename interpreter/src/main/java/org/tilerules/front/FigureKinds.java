package org.tilerules.front;

import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Figures that are kinds of others ({@code piece NAME is KIND, ...}): every kind each figure is, closed once
 * the declarations are read, and what each inherits from its kinds, once the bodies are.
 */
final class FigureKinds {
    private FigureKinds() {}

    /**
     * After the declarations: every figure each one is through {@code is}, directly or through its
     * kinds (a kind that is itself of a kind); a cycle is an error at the figure that closes it.
     */
    static void closeKinds(Rules rules, Diagnostics diags) {
        for (FigureKind k : rules.figures) {
            k.allKinds.clear();
            List<String> todo = new ArrayList<>(k.kinds);
            while (!todo.isEmpty()) {
                String n = todo.remove(0);
                if (n.equals(k.name)) {
                    int[] at = at(k.declaredAt);
                    diags.add(file(k.declaredAt), at[0], at[1], "piece " + k.name + " is, through its kinds (" + String.join(", ", k.kinds)
                            + "), a kind of itself; kinds form a hierarchy without cycles");
                    break;
                }
                if (!k.allKinds.add(n)) continue;
                FigureKind of = rules.figureByName.get(n);
                if (of != null) todo.addAll(of.kinds);
            }
        }
    }

    /**
     * After the bodies: what each figure inherits from its kinds, as a subclass does. Its conditions
     * ({@code when}) are its own and every kind's, joined by and, whichever rule set declared them; if its
     * first declaration does not say where it stands, it stands where its kinds stand (with their
     * {@code anywhere} and {@code if}), and what later declarations add; without a strength of its own,
     * it counts what its first kind counts.
     */
    static void inherit(Rules rules) {
        Set<FigureKind> done = new HashSet<>();
        for (FigureKind k : rules.figures) inherit(rules, k, done, new HashSet<>());
    }

    private static void inherit(Rules rules, FigureKind k, Set<FigureKind> done, Set<FigureKind> visiting) {
        if (done.contains(k) || !visiting.add(k)) return;
        Expr when = k.ownWhen;
        boolean strengthTaken = k.ownStrength;
        for (String n : k.kinds) {
            FigureKind a = rules.figureByName.get(n);
            if (a == null || a == k) continue;
            inherit(rules, a, done, visiting);
            if (a.when != null) {
                when = when == null ? a.when : new Exprs.And(when, a.when);
                k.whenFrame = Math.max(k.whenFrame, a.whenFrame);
            }
            if (!k.ownPlaces) {
                k.standsOn |= a.standsOn;
                k.anywhere |= a.anywhere;
                if (k.cornerKind < 0) k.cornerKind = a.cornerKind;
                if (a.onlyIf != null) {
                    if (k.onlyIf == null) k.onlyIf = new Expr[64];
                    for (int i = 0; i < 64; i++) {
                        if (a.onlyIf[i] != null) k.onlyIf[i] = k.onlyIf[i] == null ? a.onlyIf[i] : new Exprs.And(k.onlyIf[i], a.onlyIf[i]);
                    }
                    k.onlyIfFrame = Math.max(k.onlyIfFrame, a.onlyIfFrame);
                }
            }
            if (!strengthTaken) {
                k.strength = a.strength;
                k.strengthFrame = a.strengthFrame;
                k.constantStrength = a.constantStrength;
                strengthTaken = true;
            }
        }
        k.when = when;
        done.add(k);
    }

    private static String file(String at) {
        int c2 = at.lastIndexOf(':'), c1 = at.lastIndexOf(':', c2 - 1);
        return c1 < 0 ? at : at.substring(0, c1);
    }

    private static int[] at(String at) {
        int c2 = at.lastIndexOf(':'), c1 = at.lastIndexOf(':', c2 - 1);
        try {
            return new int[] { Integer.parseInt(at.substring(c1 + 1, c2)), Integer.parseInt(at.substring(c2 + 1)) };
        } catch (RuntimeException e) {
            return new int[] { 1, 1 };
        }
    }
}
