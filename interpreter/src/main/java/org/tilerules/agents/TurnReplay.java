package org.tilerules.agents;

import org.tilerules.model.TileType;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.GameObserver;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.ScoreEvent;

/**
 * Look-ahead past the current turn, for search agents. Decisions are taken
 * inside {@link Game#runTurn()}, so a game cannot be resumed in the middle of
 * a turn; instead this observer keeps a copy of the game at the start of every
 * turn and the position of that turn's first choice in the choice log. To see
 * where an option leads, {@link #afterTurn} replays the turn on a fresh copy
 * with the same answers so far, then the option, then asks another agent for
 * the rest of the turn, and hands back the copy with the turn complete: the
 * caller may go on with {@code runTurn()} or {@code play()}.
 *
 * <p>Install it before the first turn ({@link #install}); it passes every
 * event on to the observer it replaced. Copies carry no observer.
 */
public final class TurnReplay implements GameObserver {
    private final GameObserver next;
    private Game start;
    private int logStart;

    private TurnReplay(GameObserver next) { this.next = next; }

    /** Puts a turn-replaying observer in front of the game's observer (once; returns the one there if any). */
    public static TurnReplay install(Game g) {
        if (g.observer instanceof TurnReplay r) return r;
        TurnReplay r = new TurnReplay(g.observer);
        g.observer = r;
        return r;
    }

    @Override public void turnStarted(Game g) {
        start = g.copy();
        logStart = g.choiceLog.size();
        next.turnStarted(g);
    }

    @Override public void discarded(Game g, String tile) { next.discarded(g, tile); }

    @Override public void chose(Game g, int player, ChoiceSet options, int index) { next.chose(g, player, options, index); }

    @Override public void scored(Game g, ScoreEvent e) { next.scored(g, e); }

    @Override public void gameEnded(Game g) { next.gameEnded(g); }

    /** Whether a copy of the start of {@code live}'s current turn is at hand. */
    public boolean ready(Game live) { return start != null && start.turn == live.turn; }

    /**
     * A copy of {@code live} in which the decision now pending took
     * {@code option}, and the rest of the current turn was answered by
     * {@code rest}. Call it from inside an agent's {@code choose}. The copy's
     * agents are all {@code rest}, ready for more turns; if the game ended
     * during the turn, the copy is finished.
     */
    public Game afterTurn(Game live, int option, Agent rest) {
        if (!ready(live)) {
            throw new IllegalStateException("no copy of this turn's start: install TurnReplay before the game's first turn");
        }
        Game c = start.copy();
        c.turn--; // runTurn counts the turn again
        int from = logStart, to = live.choiceLog.size();
        int[] prefix = new int[to - from];
        for (int i = from; i < to; i++) prefix[i - from] = live.choiceLog.get(i);
        Agent script = new Agent() {
            int k;
            @Override public int choose(Game g, int player, ChoiceSet cs) {
                int i = k++;
                if (i < prefix.length) return prefix[i];
                if (i == prefix.length) return option;
                return rest.choose(g, player, cs);
            }
        };
        java.util.Arrays.fill(c.agents, script);
        c.runTurn();
        java.util.Arrays.fill(c.agents, rest);
        return c;
    }

    /**
     * Shuffles the tiles left in the bag of a copy with the given seed, so that
     * look-ahead does not know the real order of future draws. The bag's
     * contents are worked out from the rules (tile counts, start tiles, hands)
     * and the board; if they do not add up to what is left (a scenario's
     * custom bag, say), the bag is left alone and false is returned.
     */
    public static boolean shuffleBag(Game c, long seed) {
        int[] left = bagContents(c);
        if (left == null) return false;
        int[] order = new int[c.remaining()];
        int k = 0;
        for (int t = 0; t < left.length; t++) for (int i = 0; i < left[t]; i++) order[k++] = t;
        long s = seed;
        for (int i = order.length - 1; i > 0; i--) {
            s += 0x9E3779B97F4A7C15L;
            long z = s;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            z ^= z >>> 31;
            int j = (int) (((z >>> 33) * (i + 1)) >>> 31);
            int tmp = order[i]; order[i] = order[j]; order[j] = tmp;
        }
        c.setBag(order);
        return true;
    }

    /** How many tiles of each type are still in the bag, or null if that cannot be worked out. */
    static int[] bagContents(Game g) {
        Rules r = g.rules;
        int nt = r.tiles.size();
        int[] left = new int[nt];
        for (TileType t : r.tiles) left[t.id] += t.count;
        for (TileType t : r.setAside) left[t.id]--;
        for (int i = 0; i < g.board.n; i++) left[g.board.type[i]]--;
        for (int p = 0; p < g.nPlayers; p++) {
            for (Rules.Hand h : r.hands) left[h.tile().id] += h.count();
            for (int t = 0; t < nt; t++) left[t] -= g.handOf(p, t);
        }
        for (int i = 0; i < g.discarded.size(); i++) left[g.discarded.get(i)]--;
        if (g.drawn >= 0) left[g.drawn]--;
        int sum = 0;
        for (int v : left) {
            if (v < 0) return null;
            sum += v;
        }
        return sum == g.remaining() ? left : null;
    }
}
