package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.SupplyPropContext;
import org.tilerules.runtime.FigureKind;

/** A figure's {@code supply}: one number, or one number per player count ({@code supply 10, 9, 7 for players 2..4}). */
final class FigureSupply {
    private FigureSupply() {}

    static void read(String file, SupplyPropContext sp, FigureKind k, Diagnostics diags) {
        int n = sp.INT().size() - (sp.from == null ? 0 : 2);
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = Bounds.at(Parsing.number(sp.INT(i)), Bounds.SUPPLY, "supply", file, sp.INT(i).getSymbol(), diags);
        if (sp.from == null) {
            if (n > 1) diags.add(file, sp.INT(1).getSymbol(), "several supplies need the player counts they are for: supply "
                    + sp.INT(0).getText() + ", " + sp.INT(1).getText() + " ... for players FROM..TO");
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
