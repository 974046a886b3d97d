package org.tilerules.record;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Games that used an expansion's own kind of decision (a label matching a pattern was chosen) go
 * through the JSON record and replay exactly: same choices, events and scores. The first seed of
 * 1..40 whose game took such a decision is used, so the test fails if the decision never comes up.
 */
class ExpansionReplayTest {
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "base,count                          | ^move follower from .* to ",
        "base,traders-and-builders           | ^builder on ",
        "base,cathars                        | ^take back follower from ",
        "base,princess-and-dragon            | ^move dragon to ",
        "base,princess-and-dragon            | ^move fairy beside ",
        "base,princess-and-dragon            | ^take back follower of ",
        "base,tunnel                         | ^tunnel [0-9] on ",
        "base,crop-circles                   | ^follower on -?[0-9]+,",
        "base,flying-machines                | ^fly$",
        "base,flying-machines                | ^follower on -?[0-9]+,",
        "base,ferries                        | ^ferry on ",
        "base,ferries                        | ^ferry to ",
        "base,mage-and-witch                 | ^move mage to ",
        "base,tower                          | ^capture ",
        "base,gold-mines                     | ^gold on ",
        "base,gold-mines,phantom             | ^gold from ",
        "base,tower,phantom                  | ^ransom ",
        "base,phantom                        | ^phantom on ",
        "base,inns,bridges-castles-bazaars   | ^bid [1-9]",
        "base,inns,bridges-castles-bazaars   | ^sell$",
        "base,inns,bridges-castles-bazaars   | with bridge on ",
        "base,inns,bridges-castles-bazaars   | ^bridge on ",
        "base,inns,bridges-castles-bazaars   | ^castle$",
        "base,plague                         | ^flea -?[0-9]+,",
        "base,plague                         | ^lift flea ",
        "base,plague                         | ^move follower from .* to ",
        "base,catapult                       | ^seduce ",
        "base,catapult                       | ^flick ",
        "base,wheel-of-fortune               | ^follower on -?[0-9]+,-?[0-9]+\\.k",
        "base,wheel-of-fortune               | ^take back follower from ",
        "base,messages                       | ^woman marker$",
        "base,messages                       | ^message$",
        "base,robbers                        | ^robber beside ",
    })
    void aGameThatUsedTheDecisionReplaysExactly(String ruleSets, String chosenLabel) {
        List<String> names = List.of(ruleSets.split(","));
        Rules rules = RulesLoader.load(TestSupport.repo().resolve("rulesets"), names);
        Pattern wanted = Pattern.compile(chosenLabel);
        for (long seed = 1; seed <= 40; seed++) {
            List<String> chosen = new ArrayList<>();
            Game g = game(rules, seed);
            Agent[] inner = g.agents.clone();
            for (int p = 0; p < g.agents.length; p++) {
                Agent a = inner[p];
                g.agents[p] = (game, player, options) -> {
                    int i = a.choose(game, player, options);
                    chosen.add(options.label(i));
                    return i;
                };
            }
            g.play();
            if (chosen.stream().noneMatch(l -> wanted.matcher(l).find())) continue;
            GameRecord rec = GameRecord.fromJson(GameRecord.of(g, List.of("random", "random", "random", "random")).toJson());
            assertEquals(names, rec.rules());
            ReplayAgent agent = new ReplayAgent(rec.choices());
            Game again = new Game(rules, rec.players().toArray(new String[0]), rec.optionValues(rules), rec.seed());
            Arrays.fill(again.agents, agent);
            again.setUp();
            again.play();
            agent.requireAllUsed();
            assertEquals(List.of(), rec.differences(again));
            assertArrayEquals(g.score, again.score);
            assertEquals(g.events, again.events);
            return;
        }
        fail("no game of seeds 1..40 chose an option matching " + chosenLabel);
    }

    private static Game game(Rules rules, long seed) {
        String[] names = {"p0", "p1", "p2", "p3"};
        Game g = new Game(rules, names, rules.defaultOptions(), seed);
        for (int i = 0; i < names.length; i++) g.agents[i] = new RandomAgent(seed * 31 + i);
        g.setUp();
        return g;
    }
}
