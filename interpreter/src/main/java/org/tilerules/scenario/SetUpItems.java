package org.tilerules.scenario;

import org.tilerules.front.Parsing;
import org.tilerules.front.ScenarioSetUp;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;

/**
 * The set-up items of a scenario, applied in the order written once the board is laid: {@code setup { ... }}
 * (statements of the rule language and the set-up actions, front/ScenarioSetUp), {@code turn}, {@code rolls},
 * {@code bag}, {@code on start} and {@code answer unwritten none}.
 */
final class SetUpItems {
    private SetUpItems() {}

    /** Applies the set-up items to the game; true when a {@code bag} was given (draws then follow it). */
    static boolean apply(ScenarioRun run, Game game, ScenarioContext sc, ScriptedAgent script) {
        boolean bagGiven = false;
        for (ScenarioItemContext it : sc.scenarioItem()) {
            if (it instanceof ScSetupContext s) {
                run(run.setUp(s), game);
            } else if (it instanceof ScRollsContext r) {
                for (var n : r.INT()) game.forcedRolls.add(Parsing.number(n));
            } else if (it instanceof ScTurnContext t) {
                game.current = run.player(t.player);
            } else if (it instanceof ScAnswerUnwrittenContext) {
                script.answerUnwrittenNone();
            } else if (it instanceof ScOnStartContext) {
                game.started = false;     // the rules' 'on start' runs before the first move's steps, as in a game
            } else if (it instanceof ScBagContext b) {
                int[] order = new int[b.name().size()];
                for (int i = 0; i < order.length; i++) order[i] = run.tile(b.name(i)).id;
                game.setBag(order);
                bagGiven = true;
            }
        }
        return bagGiven;
    }

    /** Runs a set-up's statements in order; an error of the game names the statement that made it. */
    private static void run(ScenarioSetUp setUp, Game game) {
        Frame f = setUp.frame();
        for (ScenarioSetUp.Statement s : setUp.statements()) {
            try {
                s.stmt().exec(game, f);
            } catch (RuleError e) {
                throw new ScenarioRun.Failure(s.line(), s.col(), e.getMessage());
            }
        }
    }
}
