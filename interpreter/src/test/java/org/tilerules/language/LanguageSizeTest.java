package org.tilerules.language;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rule language's size, counted from the grammar: the labelled alternatives (or plain
 * alternatives) of its rule items, statements, choice options and properties. The language is
 * meant to shrink to a small core; growth must be a decision, so the ceiling here is lowered as
 * forms go and raised only with a reason written beside it.
 */
class LanguageSizeTest {
    /**
     * The ceiling: 96 before the core was begun (f0c9141); the goal is 50. 83 -> 71: one `piece`
     * declaration for figure, token, token on tiles, title, link, junction and deck, the segment as
     * one run, `placement with` a part of `addition`, `end when` the value `game_over()`
     * (declaration forms 50 -> 38); 71 -> 69: `hand TILE N` a piece that is a tile
     * (`piece abbey { on board  supply 1 }`), `set aside TAG when` the value `set_aside()` (36);
     * 69 -> 68: `players MIN..MAX` the values `min_players()`, `max_players()` (35); 68 -> 67:
     * `without TILE, ...` tiles as pieces that stay in the box, `piece TILE, ... { on box }` (34). 83 -> 64 on the statement side: one `move`
     * statement and option for the thirteen forms that moved one kind of piece each, `option ... for`
     * one form with `option`, `drawn_card` for `play card`, counters (`var`, `set`): statements 16 -> 10,
     * options 17 -> 3; together 48. 48 -> 49: `feature KIND { fits KIND, ... }`, a side that faces
     * another kind (a city gate facing a road or a field): which sides may touch is fixed when the rules
     * load, before any expression runs, so no value or action can say it; it is a property of the kind.
     */
    static final int CEILING = 49;

    static int forms(String grammar) {
        String src = grammar.replaceAll("(?s)/\\*.*?\\*/", "");
        Matcher rule = Pattern.compile("(?ms)^(\\w+)\\s*\\n?\\s*:(.*?);\\s*$").matcher(src);
        int n = 0;
        while (rule.find()) {
            String name = rule.group(1), body = rule.group(2).replaceAll("//[^\\n]*", "");
            if (name.startsWith("sc") || !(name.endsWith("Item") || name.equals("stmt") || name.endsWith("Option") || name.endsWith("Prop"))) continue;
            List<String> labels = new ArrayList<>();
            Matcher l = Pattern.compile("#\\s*(\\w+)").matcher(body);
            while (l.find()) labels.add(l.group(1));
            n += labels.isEmpty() ? body.split("\\|", -1).length : labels.size();
        }
        return n;
    }

    /**
     * The scenario language's size: the labelled alternatives of the rules a scenario writer picks among,
     * {@code scenarioItem} (set-up lines, {@code moves}, {@code expect}), {@code move}, {@code choice} and
     * {@code expectation}. Before set-ups and expectations could be rule-language expressions (9acdc95): 24 + 3
     * + 4 + 25 = 56, one set-up and one expectation per store. An expectation is now a boolean of the rule
     * language ({@code red.tokens(wine) == 2}); a store needs no form of its own. 56 + 1 -> 51: a player's
     * tokens, links and counters per player, the neutral figures' places, titles, {@code remaining} and
     * {@code game over} written as expressions (scenarios/tools/expect-as-expressions.py translated them);
     * {@code score P == N} kept as a short form of {@code P.score == N}. 51 - 12 + 1 -> 40: a set-up is
     * {@code setup { STATEMENTS }}, statements of the rule language and the set-up actions (builtins/SetUpActions),
     * which replace the twelve store set-ups (supply, score, tokens P T N, in ZONE, neutral in/at, set aside, hand,
     * tokens on/in, title, deck; scenarios/tools/setup-as-statements.py translated them); the set-up items kept are
     * not about a store (rules, players, option, seed, board, turn, bag, rolls, on start, answer unwritten none).
     */
    static final int SCENARIO_CEILING = 40;

    static final List<String> SCENARIO_RULES = List.of("scenarioItem", "move", "choice", "expectation");

    static int scenarioForms(String grammar) {
        String src = grammar.replaceAll("(?s)/\\*.*?\\*/", "");
        Matcher rule = Pattern.compile("(?ms)^(\\w+)\\s*\\n?\\s*:(.*?);\\s*$").matcher(src);
        int n = 0;
        while (rule.find()) {
            if (!SCENARIO_RULES.contains(rule.group(1))) continue;
            Matcher l = Pattern.compile("#\\s*(\\w+)").matcher(rule.group(2).replaceAll("//[^\\n]*", ""));
            while (l.find()) n++;
        }
        return n;
    }

    @Test void theScenarioLanguageDoesNotGrow() throws IOException {
        String g = Files.readString(TestSupport.repo().resolve("grammar/src/main/antlr4/org/tilerules/grammar/Tilerules.g4"));
        int n = scenarioForms(g);
        assertTrue(n > 10, "the count found almost no scenario forms (" + n + "): has the grammar's layout changed?");
        assertTrue(n <= SCENARIO_CEILING, "the scenario language has " + n + " set-up, move, choice and expectation forms, above the ceiling "
                + SCENARIO_CEILING + ": could a set-up statement or an expectation written as an expression of the rule language say the new one?");
    }

    @Test void theLanguageDoesNotGrow() throws IOException {
        String g = Files.readString(TestSupport.repo().resolve("grammar/src/main/antlr4/org/tilerules/grammar/Tilerules.g4"));
        int n = forms(g);
        assertTrue(n > 10, "the count found almost no forms (" + n + "): has the grammar's layout changed?");
        assertTrue(n <= CEILING, "the rule language has " + n + " item, statement, option and property forms, above the ceiling "
                + CEILING + ": could a built-in action or an action in a rule file say the new one?");
    }

    @Test void theCountIsTheOneTheHookUses() {
        String g = """
                ruleItem
                    : 'a' # aItem
                    | 'b' # bItem   // a comment | with a bar
                    ;
                stmt : 'x' | 'y' | 'z' ;
                expr : 'e' | 'f' ;
                fooProp : 'p' ;
                """;
        assertTrue(forms(g) == 6, "2 items + 3 statements + 1 property, got " + forms(g));
    }
}
