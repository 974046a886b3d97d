package org.tilerules.scenario;

import org.tilerules.front.Parsing;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;

import java.util.ArrayList;
import java.util.List;

/**
 * Answers decisions from a scenario's move line, matching each written choice
 * to an offered option by its label. A choice that is not offered is a rule
 * error that says what was offered (or, for a tile, why it does not fit).
 */
final class ScriptedAgent implements Agent {
    private final ScenarioRun run;
    private List<ChoiceContext> choices = new ArrayList<>();
    private int next;
    private TurnMoveContext move;
    private int lastLine;

    private List<MoveContext> moves = new ArrayList<>();
    private int nextMove;

    ScriptedAgent(ScenarioRun run) { this.run = run; }

    void moves(List<MoveContext> moves) {
        this.moves = moves;
        this.nextMove = 0;
    }

    MoveContext nextMove() { return nextMove < moves.size() ? moves.get(nextMove++) : null; }

    void begin(TurnMoveContext move, List<ChoiceContext> choices) {
        this.move = move;
        this.choices = choices;
        this.next = 0;
        this.lastLine = move.getStart().getLine();
    }

    int lastLine() { return lastLine; }

    void finishTurn() {
        if (next < choices.size()) {
            lastLine = choices.get(next).getStart().getLine();
            throw new RuleError("the turn asked for no more choices, but the move still has '" + choices.get(next).getText() + "'");
        }
    }

    @Override public int choose(Game g, int player, ChoiceSet options) {
        if (next >= choices.size() && g.over && nextMove < moves.size() && moves.get(nextMove) instanceof TurnMoveContext tm
                && tm.player.getText().equals(g.playerNames[player])) {
            // after the last turn (the game is ending), a player's decisions come from the following lines
            nextMove++;
            begin(tm, tm.choice());
        }
        if (next >= choices.size()) {
            if (options.noneOption() >= 0) return options.noneOption();
            if (options.size() == 1) return 0;
            throw new ScenarioRun.Failure(move == null ? null : move.getStop(), "the turn asks for a " + options.topic()
                    + " choice that the move does not give; options: " + list(options));
        }
        ChoiceContext c = choices.get(next++);
        lastLine = c.getStart().getLine();
        String want = label(c);
        for (int i = 0; i < options.size(); i++) if (options.label(i).equals(want)) return i;
        int same = sameTarget(g, options, want);
        if (same >= 0) return same;
        if (options.defaultOption() >= 0) {
            // e.g. "draw" before the placement it leads to: take the default, keep the written choice for later
            next--;
            return options.defaultOption();
        }
        if (c instanceof PlaceChoiceContext pc && options.topic().equals("tile")) {
            TileType t = g.rules.tileByName.get(pc.tile.getText());
            int x = ScenarioRun.sint(pc.coord().sint(0)), y = ScenarioRun.sint(pc.coord().sint(1));
            int rot = run.rotation(pc.INT() == null ? null : pc.INT().getSymbol());
            String why = t == null ? null : g.legalityProblem(t.id, rot, x, y);
            if (why != null) throw new RuleError("illegal: " + want + ": " + why);
        }
        throw new RuleError("'" + want + "' is not a legal choice; legal: " + list(options));
    }

    private static final java.util.regex.Pattern TO_FEATURE = java.util.regex.Pattern.compile("(.*) to (-?\\d+),(-?\\d+)\\.(\\w+)");

    /**
     * A move onto a component may name any feature of it ("move wagon to 3,0.r"
     * when the option names the same road by another tile's feature).
     */
    private static int sameTarget(Game g, ChoiceSet options, String want) {
        java.util.regex.Matcher m = TO_FEATURE.matcher(want);
        if (!m.matches()) return -1;
        int t = g.board.at(Parsing.signed(m.group(2)), Parsing.signed(m.group(3)));
        if (t < 0) return -1;
        TileType tt = g.type(g.board.type[t]);
        int lf = tt.featureIndex(m.group(4));
        if (lf < 0) return -1;
        int root = g.graph.find(g.board.featBase[t] + lf);
        String prefix = m.group(1) + " to ";
        for (int i = 0; i < options.size(); i++) {
            int f = options.targetFeature(i);
            if (f >= 0 && g.graph.find(f) == root && options.label(i).startsWith(prefix)) return i;
        }
        return -1;
    }

    private static String list(ChoiceSet options) {
        StringBuilder sb = new StringBuilder();
        int n = Math.min(options.size(), 16);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(", ");
            sb.append(options.label(i));
        }
        if (options.size() > n) sb.append(", ... (").append(options.size()).append(" options)");
        return sb.toString();
    }

    static String label(ChoiceContext c) {
        if (c instanceof PlaceChoiceContext pc) {
            int rot = pc.INT() == null ? 0 : Parsing.number(pc.INT());
            return "place " + pc.tile.getText() + " at " + ScenarioRun.sint(pc.coord().sint(0)) + ","
                    + ScenarioRun.sint(pc.coord().sint(1)) + " rot " + rot;
        }
        if (c instanceof FigureChoiceContext fc) return fc.figure.getText() + " on " + fc.feature.getText();
        if (c instanceof NoneChoiceContext) return "none";
        return ScenarioRun.unquote(((LabelChoiceContext) c).STRING().getText());
    }
}
