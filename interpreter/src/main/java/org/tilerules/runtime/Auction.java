package org.tilerules.runtime;

import org.tilerules.engine.IntList;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code auction_bids(N, PLAYERS, MAX, CATEGORY)} or {@code auction(N, PLAYERS, CATEGORY)}: N tiles come
 * out of the bag face up, one for each of the players listed (in the order listed). Round by round,
 * the first listed player without a tile picks one of those left and opens with a bid (0 or more
 * points); each other player without a tile, in the listed order after him, raises or passes once.
 * The picker then buys the tile from the highest bidder (paying him the bid) or sells it to him
 * (receiving the bid); a picker who is the only bidder pays the bid to nobody. The last player
 * without a tile takes the last one for nothing. Each tile goes to its winner to hold: his next
 * {@code draw_tile()} takes it instead of the bag's. {@code auction}: each player just picks
 * in turn. Bids are choices, so they are recorded and replayed like any other decision.
 */
public final class Auction extends Stmt {
    private final Expr count, players, maxBid;
    private final int category;
    private final String origin, rule;

    /** {@code maxBid} null: the players pick without bidding; {@code rule} names the rule for score events. */
    public Auction(Expr count, Expr players, Expr maxBid, int category, String origin, String rule) {
        this.rule = rule;
        this.count = count;
        this.players = players;
        this.maxBid = maxBid;
        this.category = category;
        this.origin = origin;
    }

    @Override public void exec(Game g, Frame f) {
        IntList order = players.evalList(g, f);
        int n = Math.min(count.evalInt(g, f), order.size());
        IntList display = new IntList();
        for (int i = 0; i < n; i++) {
            int t = g.revealTile();
            if (t < 0) break;
            display.add(t);
        }
        int max = maxBid == null ? 0 : Math.max(0, maxBid.evalInt(g, f));
        boolean[] served = new boolean[order.size()];
        int at = 0;                      // index in order of the next player to pick
        while (display.size() > 0 && !g.turnAborted) {
            int left = 0;
            for (boolean s : served) if (!s) left++;
            if (left == 0) break;
            while (served[at]) at = (at + 1) % order.size();
            int picker = order.get(at);
            int tile = pick(g, picker, display);
            if (maxBid == null || left == 1) {
                give(g, picker, tile, display);
                served[at] = true;
                continue;
            }
            // the picker opens; every other player without a tile raises or passes once, in order
            int high = bid(g, picker, 0, max, -1), bidder = picker;
            for (int k = 1; k < order.size(); k++) {
                int j = (at + k) % order.size();
                if (served[j] || high >= max) continue;
                int p = order.get(j);
                int b = bid(g, p, high + 1, max, 0);
                if (b >= 0) { high = b; bidder = p; }
            }
            int winner = picker;
            String name = g.type(tile).name;
            if (bidder == picker) pay(g, picker, -high, "bought", name, -1, high);
            else if (choose(g, picker, new String[] {"buy", "sell"}, -1) == 0) {
                pay(g, picker, -high, "bought", name, bidder, high);
                pay(g, bidder, high, "sold", name, picker, high);
            } else {
                winner = bidder;
                pay(g, bidder, -high, "bought", name, picker, high);
                pay(g, picker, high, "sold", name, bidder, high);
            }
            give(g, winner, tile, display);
            for (int j = 0; j < order.size(); j++) if (order.get(j) == winner) served[j] = true;
            at = (at + 1) % order.size();
        }
    }

    /**
     * Pays for a tile: "bought D for 3", "bought D from red for 3", "sold D to red for 3" ({@code other} the
     * player on the other side, or -1); the verb, without the sale's values, names the rule that fired.
     */
    private void pay(Game g, int player, int points, String verb, String tile, int other, int price) {
        String with = other < 0 ? "" : (verb.equals("sold") ? " to " : " from ") + g.playerNames[other];
        g.award(player, points, category, verb + " " + tile + with + " for " + price, verb, rule, null);
    }

    private static void give(Game g, int player, int tile, IntList display) {
        g.held[player] = tile;
        int i = 0;
        while (display.get(i) != tile) i++;
        for (; i + 1 < display.size(); i++) display.set(i, display.get(i + 1));
        display.removeAt(display.size() - 1);
    }

    /** The picker chooses one of the displayed tiles (one option per tile type). */
    private int pick(Game g, int player, IntList display) {
        IntList types = new IntList();
        for (int i = 0; i < display.size(); i++) types.addIfAbsent(display.get(i));
        String[] labels = new String[types.size()];
        for (int i = 0; i < labels.length; i++) labels[i] = "take " + g.type(types.get(i)).name;
        return types.get(choose(g, player, labels, -1));
    }

    private static String[] bids(int from, int max) {
        String[] out = new String[max - from + 1];
        for (int b = from; b <= max; b++) out[b - from] = "bid " + b;
        return out;
    }

    /** A bid from {@code from} to {@code max} ("bid N"; with "none" first when {@code noneAt} is 0): the amount, or -1 for "none". */
    private int bid(Game g, int player, int from, int max, int noneAt) {
        int i = choose(g, player, bids(from, max), noneAt);
        return i < 0 ? -1 : from + i;
    }

    /**
     * One decision among labels (with "none" first when {@code noneAt} is 0), not asked when there
     * is only one (the last tile, taken for nothing); returns the index among the labels; -1 for "none".
     */
    private int choose(Game g, int player, String[] labels, int noneAt) {
        List<String> all = new ArrayList<>();
        if (noneAt == 0) all.add("none");
        for (String l : labels) all.add(l);
        int i = all.size() == 1 ? 0 : g.choose(player, new Ask(all, noneAt, origin));   // one option: nothing to ask
        if (noneAt == 0) i--;
        return i < 0 ? -1 : i;
    }

    private record Ask(List<String> labels, int none, String origin) implements ChoiceSet {
        @Override public int size() { return labels.size(); }
        @Override public String label(int i) { return labels.get(i); }
        @Override public String topic() { return "auction"; }
        @Override public int noneOption() { return none; }
    }
}
