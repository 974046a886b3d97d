package org.tilerules.capability;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.builtins.Builtins;
import org.tilerules.builtins.Drawing;
import org.tilerules.capabilities.tokens.TokenRules;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What the capabilities tell the readers through their hooks (builtins/Drawing): a player's row of the web page
 * (the tokens held) and a board picture's layers (a link kind's group, drawn even before any token lies).
 */
class CapabilityDrawingTest {
    private static Game game(String rules) {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of(rules));
        return new Game(r, new String[] {"red", "blue"}, r.defaultOptions(), 1);
    }

    @Test
    void aPlayersRowListsTheTokensHeld() {
        Game g = game("traders-and-builders");
        int wine = g.rules.tokens.indexOf("wine"), cloth = g.rules.tokens.indexOf("cloth");
        TokenRules.set(g, 1, wine, 2);
        TokenRules.set(g, 1, cloth, 1);
        List<String> told = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            int player = p;
            for (Drawing.HeldHook h : Builtins.heldHooks()) h.held(g, p, (kind, name, left) -> told.add(player + " " + kind + " " + name + " " + left));
        }
        assertEquals(List.of("1 wine wine 2", "1 cloth cloth 1"), told);
    }

    @Test
    void aBoardPictureIsToldEachLayer() {
        List<String> told = new ArrayList<>();
        Drawing.Board out = new Drawing.Board() {
            @Override public void layer(String cls, int depth) { told.add("layer " + cls + " " + depth); }
            @Override public void bar(String what, String name, String at, int from, int to) { told.add("bar " + name); }
            @Override public void beside(String what, String name, int owner, int feature, String at) { told.add("beside " + name); }
            @Override public void count(String what, String name, int tile, int owner, int n) { told.add("count " + name); }
            @Override public void figureOnTile(int kind, int tile) { told.add("figure " + kind + " on " + tile); }
            @Override public void key(int tile, String id, String kind, String name, String glyph, String fill, String stroke) { told.add("key " + id); }
        };
        for (Drawing.BoardHook h : Builtins.boardHooks()) h.show(game("tunnel"), out);
        assertEquals(List.of("layer links 1"), told);      // the group is drawn while every token is still held
        told.clear();
        for (Drawing.BoardHook h : Builtins.boardHooks()) h.show(game("base"), out);
        assertEquals(List.of(), told);
    }
}
