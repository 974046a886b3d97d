package org.tilerules.runtime;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.agents.RandomAgent;
import org.tilerules.front.RulesLoader;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** An option carries its act, piece and place as data; its label and its words for people are written from them. */
class ChoiceDataTest {
    /** The first figure decision of a base + Inns & Cathedrals game: each option's label, words and data. */
    @Test void aFigureDecisionsOptionsCarryTheirPieceAndPlace() {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base", "inns-and-cathedrals"));
        Game g = new Game(r, new String[] {"p0", "p1"}, r.defaultOptions(), 3);
        List<String> seen = new ArrayList<>();
        Agent capture = new Agent() {
            final Agent random = new RandomAgent(7);

            @Override public int choose(Game game, int player, ChoiceSet cs) {
                if (seen.isEmpty() && cs.topic().equals("figure")) {
                    for (int i = 0; i < cs.size(); i++) {
                        Choice c = cs.choice(i);
                        String place = c.feature() < 0 ? "-" : game.featurePlace(c.feature());
                        seen.add(cs.label(i) + " | " + cs.words(i) + " | " + c.act() + " " + c.piece() + " " + place);
                    }
                }
                return random.choose(game, player, cs);
            }
        };
        g.agents[0] = capture;
        g.agents[1] = capture;
        g.setUp();
        g.play();
        assertEquals(List.of(
                "follower on c | follower on the city | STAND follower -1,0.c",
                "follower on r | follower on the road | STAND follower -1,0.r",
                "follower on f1 | follower on the field | STAND follower -1,0.f1",
                "follower on f2 | follower on the field | STAND follower -1,0.f2",
                "big_follower on c | large follower on the city | STAND big_follower -1,0.c",
                "big_follower on r | large follower on the road | STAND big_follower -1,0.r",
                "big_follower on f1 | large follower on the field | STAND big_follower -1,0.f1",
                "big_follower on f2 | large follower on the field | STAND big_follower -1,0.f2",
                "none | none | NONE null -"), seen);
        r.scripts.close();
    }
}
