package org.tilerules.runtime;

/** Whoever decides for a player: a bot, a scenario's scripted moves, a replayed record. */
public interface Agent {
    int choose(Game g, int player, ChoiceSet options);
}
