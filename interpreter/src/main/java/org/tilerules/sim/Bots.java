package org.tilerules.sim;

import org.tilerules.agents.GreedyAgent;
import org.tilerules.agents.MonteCarloAgent;
import org.tilerules.agents.RandomAgent;
import org.tilerules.agents.TurnReplay;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.Game;

import java.util.List;

/**
 * The bots a simulation can seat, by name. Seat {@code i} of a game with seed
 * {@code s} gets the generator seed {@code s * 1000003 + 7919 * (i + 1)}, as the
 * {@code play} command does, so a simulated game replays with {@code play}.
 */
public final class Bots {
    public static final List<String> NAMES = List.of("random", "greedy", "mcts");
    /** Playouts per option of the Monte Carlo bot unless told otherwise. */
    public static final int DEFAULT_PLAYOUTS = 8;

    private Bots() {}

    /** A seating for {@link Simulation}: one bot name per seat. */
    public static Simulation.Seating seating(List<String> perSeat, int playouts) {
        List<String> bots = List.copyOf(perSeat);
        for (String b : bots) if (!NAMES.contains(b)) throw new IllegalArgumentException("unknown bot '" + b + "'");
        return g -> seat(g, bots, playouts);
    }

    public static void seat(Game g, List<String> perSeat, int playouts) {
        TurnReplay replay = null;
        for (int i = 0; i < g.nPlayers; i++) {
            long s = g.seed * 1_000_003L + 7919L * (i + 1);
            Agent a;
            switch (perSeat.get(i)) {
                case "greedy" -> {
                    a = new GreedyAgent(s);
                    g.keepTurnSnapshots = true;
                }
                case "mcts" -> {
                    if (replay == null) replay = TurnReplay.install(g);
                    a = new MonteCarloAgent(s, replay, playouts);
                }
                default -> a = new RandomAgent(s);
            }
            g.agents[i] = a;
        }
    }
}
