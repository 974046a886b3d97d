package org.tilerules.simulate;

import org.tilerules.sim.Bots;
import picocli.CommandLine.Option;

import java.util.List;

/**
 * The options {@code simulate} and its Spark job (module {@code spark}) share, with their
 * checks, in one place: which games ({@code --games}, {@code --from}, {@code --to},
 * {@code --seed}) and how they are played ({@code --bots}, {@code --playouts},
 * {@code --option}). A picocli mixin: {@code @Mixin SimulateOptions games;}.
 */
public final class SimulateOptions {
    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games 0 to N-1 (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--from", paramLabel = "A", description = "First game to play (default: 0).")
    Integer from;

    @Option(names = "--to", paramLabel = "B", description = "Play games up to B, excluding B (default: --games).")
    Integer to;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of game 0; game i uses S + i (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--bots", paramLabel = "BOT", split = ",", defaultValue = "greedy",
            description = "Bots: random, greedy or mcts; one for everyone, or one per player such as mcts,random (default: ${DEFAULT-VALUE}: "
                    + "games of random bots say little about a rule's balance; bench plays random bots, for speed).")
    List<String> bots;

    @Option(names = "--playouts", paramLabel = "K", defaultValue = "" + Bots.DEFAULT_PLAYOUTS,
            description = "Playouts per option for the mcts bot (default: ${DEFAULT-VALUE}).")
    int playouts;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Sets an option the rule files declare; may be repeated.")
    List<String> options;

    /** Checks the values as simulate does: a usage error ("error: ...", exit code 2) for a range of no games or no playouts. */
    public void check() {
        if (to == null && games < 1) throw new UsageError("--games must be at least 1, found " + games);
        if (first() < 0) throw new UsageError("--from must not be negative, found " + first());
        if (end() <= first()) throw new UsageError("--to must be above --from: games " + first() + " to " + end() + " is empty");
        if (playouts < 1) throw new UsageError("--playouts must be at least 1, found " + playouts);
    }

    /** The first game to play. */
    public int first() { return from == null ? 0 : from; }

    /** The game after the last to play. */
    public int end() { return to == null ? games : to; }

    /** The seed of game 0; game i uses seed + i. */
    public long seed() { return seed; }

    /** The bots as given: one name, or one per seat. */
    public List<String> bots() { return List.copyOf(bots); }

    /** One bot per seat: the one name for everyone, or one per player (checked against {@code players}). */
    public List<String> seated(int players) { return Setup.bots(bots, players); }

    public int playouts() { return playouts; }

    /** The {@code --option NAME=VALUE} settings, in the order given (none: empty). */
    public List<String> settings() { return options == null ? List.of() : List.copyOf(options); }
}
