package org.tilerules.simulate;

import org.junit.jupiter.api.Test;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Type;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SetupTest {
    private static Rules rules() {
        Rules r = new Rules();
        r.rulesets.add("demo");
        Rules.OptionDecl a = new Rules.OptionDecl(0, "points", Type.INT, 3, "x.rules", 1);
        Rules.OptionDecl b = new Rules.OptionDecl(1, "flag", Type.BOOL, 0, "x.rules", 2);
        r.options.add(a);
        r.options.add(b);
        r.optionByName.put("points", a);
        r.optionByName.put("flag", b);
        return r;
    }

    @Test void optionsOverrideDefaults() {
        assertArrayEquals(new int[] {3, 0}, Setup.options(rules(), null));
        assertArrayEquals(new int[] {-4, 1}, Setup.options(rules(), List.of("flag=true", "points=-4")));
        assertArrayEquals(new int[] {3, 0}, Setup.options(rules(), List.of("flag=false")));
        UsageError e = assertThrows(UsageError.class, () -> Setup.options(rules(), List.of("flag=1")));
        assertEquals("option 'flag' takes true or false, found '1'", e.getMessage());
    }

    @Test void botsAndNames() {
        assertEquals(List.of("greedy", "greedy", "greedy"), Setup.bots(List.of("greedy"), 3));
        assertEquals(List.of("random", "greedy"), Setup.bots(List.of("random", "greedy"), 2));
        Rules r = rules();
        r.maxPlayers = 8;
        assertArrayEquals(new String[] {"red", "blue", "green", "yellow", "black", "gray", "player7"}, Setup.playerNames(r, 7));
    }
}
