package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.ExprContext;
import org.tilerules.grammar.TilerulesParser.IntExprContext;
import org.tilerules.grammar.TilerulesParser.SupplyPropContext;
import org.tilerules.runtime.FigureKind;

/** A figure's {@code supply}: one number, or one number per player count ({@code supply 10, 9, 7 for players 2..4}). */
final class FigureSupply {
    private FigureSupply() {}

    static void read(String file, SupplyPropContext sp, FigureKind k, Diagnostics diags) {
        int n = sp.supplies.size();
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            ExprContext e = sp.supplies.get(i);
            if (!(e instanceof IntExprContext ie)) {
                diags.add(file, e, "a figure's supply is a number, found '" + e.getText() + "' (only a link's supply of pairs is read at set-up)");
                return;
            }
            values[i] = Bounds.at(Parsing.number(ie.INT()), Bounds.SUPPLY, "supply", file, ie.INT().getSymbol(), diags);
        }
        if (sp.from == null) {
            if (n > 1) diags.add(file, sp.supplies.get(1), "several supplies need the player counts they are for: supply "
                    + sp.supplies.get(0).getText() + ", " + sp.supplies.get(1).getText() + " ... for players FROM..TO");
            k.supply = values[0];
            k.supplyByPlayers = null;
            return;
        }
        int from = Parsing.number(sp.from), to = Parsing.number(sp.to);
        if (to - from + 1 != n) {
            diags.add(file, sp.from, "players " + from + ".." + to + " are " + Math.max(0, to - from + 1)
                    + " player counts, but " + n + " supplies are given");
            return;
        }
        k.supply = values[0];
        k.supplyByPlayers = values;
        k.supplyFrom = from;
    }
}
