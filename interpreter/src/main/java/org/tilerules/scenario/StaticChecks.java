package org.tilerules.scenario;

import org.tilerules.front.LoadException;
import org.tilerules.front.Names;
import org.tilerules.model.FeatureDef;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.List;

/** What {@code check} finds in a scenario without playing it (after the set-up). */
final class StaticChecks {
    private StaticChecks() {}

    /** Whether a move's "NAME on X" names a figure that stands on a feature (not on a corner, not an addition). */
    private static boolean standsOnFeatures(Rules rules, String name) {
        FigureKind k = rules.figureByName.get(name);
        return k != null && k.cornerKind < 0;
    }

    /**
     * The names in the moves that are known before playing (after the set-up): every tile a move places must
     * be a tile of the loaded tile sets, and the feature of a figure that stands on features, right after the
     * choice that places a tile (no other choice between, which might add to the tile), must be a feature of it. A scenario that expects an error is not checked (it may name them on purpose).
     */
    static List<ScenarioRun.Failure> problems(ScenarioRun run, Rules rules, ScenarioContext sc) {
        List<ScenarioRun.Failure> out = new ArrayList<>();
        for (ScenarioItemContext it : sc.scenarioItem()) {
            if (it instanceof ScExpectContext ex) {
                for (ExpectationContext e : ex.expectation()) if (e instanceof ExpErrorContext) return out;
            }
        }
        for (ScenarioItemContext it : sc.scenarioItem()) {     // set-ups: the statements compile
            if (!(it instanceof ScSetupContext su)) continue;
            try {
                run.setUp(su);
            } catch (LoadException le) {
                le.diagnostics().all().forEach(d -> out.add(new ScenarioRun.Failure(d.line(), d.col(), d.message())));
            }
        }
        for (ScenarioItemContext it : sc.scenarioItem()) {     // expectations written as expressions: names and types
            if (!(it instanceof ScExpectContext ex)) continue;
            for (ExpectationContext e : ex.expectation()) {
                if (!(e instanceof ExpValueContext v)) continue;
                try {
                    run.exprs().check(v.expr());
                } catch (LoadException le) {
                    le.diagnostics().all().forEach(d -> out.add(new ScenarioRun.Failure(d.line(), d.col(), d.message())));
                }
            }
        }
        for (ScenarioItemContext it : sc.scenarioItem()) {
            if (!(it instanceof ScMovesContext mv)) continue;
            for (MoveContext m : mv.move()) {
                if (!(m instanceof TurnMoveContext tm)) continue;
                TileType placed = null;
                for (ChoiceContext c : tm.choice()) {
                    if (!(c instanceof PlaceChoiceContext) && !(c instanceof FigureChoiceContext)) placed = null;   // another choice may add features to the tile
                    if (c instanceof PlaceChoiceContext pc) {
                        placed = rules.tileByName.get(pc.tile.getText());
                        if (placed == null) {
                            out.add(new ScenarioRun.Failure(pc.tile, "unknown tile '" + pc.tile.getText() + "'; "
                                    + Names.suggest(pc.tile.getText(), rules.tileByName.keySet())));
                        }
                    } else if (c instanceof FigureChoiceContext fc && placed != null && standsOnFeatures(rules, fc.figure.getText())) {
                        List<String> names = new ArrayList<>();
                        for (FeatureDef f : placed.features) names.add(f.name);
                        String f = fc.feature.getText();
                        if (!names.contains(f)) {
                            out.add(new ScenarioRun.Failure(fc.feature, "tile " + placed.name + " has no feature '" + f + "'; "
                                    + Names.suggest(f, names)));
                        }
                    }
                }
            }
        }
        return out;
    }}
