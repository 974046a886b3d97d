package org.tilerules.simulate;

import org.tilerules.front.Names;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;
import org.tilerules.sim.Bots;

import java.util.Collections;
import java.util.List;

/** Turns command-line values into the pieces of a game: player names, option values, agents. */
public final class Setup {
    public static final String[] DEFAULT_NAMES = {"red", "blue", "green", "yellow", "black", "gray"};
    public static final List<String> BOTS = Bots.NAMES;

    private Setup() {}

    public static String[] playerNames(Rules rules, int n) {
        if (n < rules.minPlayers || n > rules.maxPlayers) {
            throw new UsageError("rules " + String.join(",", rules.rulesets) + " are for " + rules.minPlayers + " to "
                    + rules.maxPlayers + " players, not " + n);
        }
        String[] names = new String[n];
        for (int i = 0; i < n; i++) names[i] = i < DEFAULT_NAMES.length ? DEFAULT_NAMES[i] : "player" + (i + 1);
        return names;
    }

    /** The rules' default option values, overridden by {@code NAME=VALUE} settings. */
    public static int[] options(Rules rules, List<String> settings) {
        int[] v = rules.defaultOptions();
        if (settings == null) return v;
        for (String s : settings) {
            int eq = s.indexOf('=');
            if (eq <= 0) throw new UsageError("--option expects NAME=VALUE, found '" + s + "'");
            String name = s.substring(0, eq).trim(), value = s.substring(eq + 1).trim();
            Rules.OptionDecl d = rules.optionByName.get(name);
            if (d == null) {
                throw new UsageError("unknown option '" + name + "' for rules " + String.join(",", rules.rulesets) + "; "
                        + Names.suggest(name, rules.optionByName.keySet()));
            }
            v[d.index()] = d.type() == Type.BOOL ? bool(name, value) : integer(name, value);
        }
        return v;
    }

    private static int bool(String name, String value) {
        if (value.equals("true")) return 1;
        if (value.equals("false")) return 0;
        throw new UsageError("option '" + name + "' takes true or false, found '" + value + "'");
    }

    private static int integer(String name, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new UsageError("option '" + name + "' takes a whole number, found '" + value + "'");
        }
    }

    /** One bot name per player: a single name serves everyone; otherwise one per player. */
    public static List<String> bots(List<String> spec, int players) { return bots(spec, players, BOTS); }

    public static List<String> bots(List<String> spec, int players, List<String> known) {
        for (String b : spec) {
            if (!known.contains(b)) throw new UsageError("unknown bot '" + b + "'; " + Names.suggest(b, known));
        }
        if (spec.size() == 1) return Collections.nCopies(players, spec.get(0));
        if (spec.size() != players) {
            throw new UsageError("--bots names " + spec.size() + " bots for " + players + " players; give one, or one per player");
        }
        return List.copyOf(spec);
    }

    /** Seats the bots, each with its own generator derived from the game's seed (the same seating as simulate). */
    public static void seat(Game g, List<String> bots) {
        Bots.seat(g, bots, Bots.DEFAULT_PLAYOUTS);
    }
}
