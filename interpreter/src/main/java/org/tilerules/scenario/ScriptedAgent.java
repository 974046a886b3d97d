package org.tilerules.scenario;

import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.Interval;
import org.tilerules.front.Parsing;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Agent;
import org.tilerules.runtime.ChoiceSet;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.RuleError;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Answers decisions from a scenario's move line, matching each written choice
 * to an offered option by its label. Exact: a written choice that is not
 * offered is a rule error naming who was asked what and the options; a
 * decision the line does not answer stops the scenario at the statement being
 * run, unless the scenario says {@code answer unwritten none}.
 */
final class ScriptedAgent implements Agent {
    private final ScenarioRun run;
    private List<ChoiceContext> choices = new ArrayList<>();
    private int next;
    /** The scenario statement being run (a move, {@code end}, or the scenario itself during set-up). */
    private ParserRuleContext statement;
    private Token last;
    private boolean answerUnwrittenNone;
    /** A written choice a decision with one option left for the next decision, and the error it is if none takes it. */
    private ChoiceContext skipped;
    private String skippedError;

    private List<MoveContext> moves = new ArrayList<>();
    private int nextMove;

    ScriptedAgent(ScenarioRun run, ParserRuleContext scenario) {
        this.run = run;
        this.statement = scenario;
        this.last = scenario.getStart();
    }

    void answerUnwrittenNone() { answerUnwrittenNone = true; }

    void moves(List<MoveContext> moves) {
        this.moves = moves;
        this.nextMove = 0;
    }

    MoveContext nextMove() { return nextMove < moves.size() ? moves.get(nextMove++) : null; }

    /** A statement without written choices ({@code end}): decisions it leads to must come from later lines. */
    void begin(ParserRuleContext statement) {
        this.statement = statement;
        this.choices = List.of();
        this.next = 0;
        this.skipped = null;
        this.last = statement.getStart();
    }

    void begin(TurnMoveContext move) {
        begin((ParserRuleContext) move);
        this.choices = move.choice();
    }

    /** A rule error at the written choice (or statement) that was being answered. */
    ScenarioRun.MoveError error(String message) {
        return new ScenarioRun.MoveError(last.getLine(), last.getCharPositionInLine() + 1, message);
    }

    void finishTurn() {
        if (next < choices.size()) {
            ChoiceContext c = choices.get(next);
            last = c.getStart();
            if (skipped == c) throw new RuleError(skippedError);
            throw new RuleError("the turn asked for no more choices, but the move still has '" + source(c) + "'");
        }
    }

    /** The choice as written, spaces included (getText() would drop the skipped whitespace). */
    static String source(ParserRuleContext c) {
        return c.getStart().getInputStream().getText(Interval.of(c.getStart().getStartIndex(), c.getStop().getStopIndex()));
    }

    @Override public int choose(Game g, int player, ChoiceSet options) {
        if (next >= choices.size() && g.over && nextMove < moves.size() && moves.get(nextMove) instanceof TurnMoveContext tm
                && tm.player.getText().equals(g.playerNames[player])) {
            // after the last turn (the game is ending), a player's decisions come from the following lines
            nextMove++;
            begin(tm);
        }
        if (next >= choices.size()) return unwritten(g, player, options);
        ChoiceContext c = choices.get(next);
        String want = label(c);
        for (int i = 0; i < options.size(); i++) if (options.label(i).equals(want)) return took(c, i);
        int same = sameTarget(g, options, want);
        if (same >= 0) return took(c, same);
        if (options.size() == 1 && options.defaultOption() < 0 && !stem(want).equals(stem(options.label(0)))
                && !(c instanceof PlaceChoiceContext && options.topic().equals("tile"))) {
            // A decision with one option answers itself: a written choice of another form ("follower on r1"
            // where the option is "gold on 0,0") is left for the next decision. If no later decision of the
            // turn takes it, the error is the first such decision's, as if it had been answered. A choice of
            // the option's own form ("move dragon to 1,0" for "move dragon to 3,0"), or a tile's placement, answers it,
            // right or wrong.
            if (skipped != c) {
                skipped = c;
                skippedError = asked(g, player, options) + ": '" + want + "' is not a legal choice; legal: " + list(options);
            }
            return 0;
        }
        next++;
        last = c.getStart();
        if (options.defaultOption() >= 0) {
            // e.g. "draw" before the placement it leads to: the rules mark it as the option a scenario need not write
            next--;
            return options.defaultOption();
        }
        if (skipped == c) throw new RuleError(skippedError);
        if (c instanceof PlaceChoiceContext pc && options.topic().equals("tile")) {
            TileType t = g.rules.tileByName.get(pc.tile.getText());
            int x = ScenarioRun.sint(pc.coord().sint(0)), y = ScenarioRun.sint(pc.coord().sint(1));
            int rot = run.rotation(pc.INT() == null ? null : pc.INT().getSymbol());
            String why = t == null ? null : g.legalityProblem(t.id, rot, x, y);
            if (why != null) throw new RuleError(asked(g, player, options) + ": illegal: " + want + ": " + why);
        }
        throw new RuleError(asked(g, player, options) + ": '" + want + "' is not a legal choice; legal: " + list(options));
    }

    /** A label without its last word: "move dragon to 3,0" is of the form "move dragon to". */
    private static String stem(String label) {
        int sp = label.lastIndexOf(' ');
        return sp < 0 ? "" : label.substring(0, sp);
    }

    private int took(ChoiceContext c, int option) {
        if (skipped == c) skipped = null;
        next++;
        last = c.getStart();
        return option;
    }

    /** A decision the move line does not answer: only a decision with one option answers itself. */
    private int unwritten(Game g, int player, ChoiceSet options) {
        if (options.size() == 1) return 0;
        if (answerUnwrittenNone) {
            if (options.noneOption() >= 0) return options.noneOption();
            if (options.defaultOption() >= 0) return options.defaultOption();
        }
        String where = statement instanceof TurnMoveContext ? "the move" : statement instanceof ScenarioContext ? "the set-up" : "'" + source(statement) + "'";
        // once the game is ending, answers come from lines of their own, one per player asked
        String how = g.over ? "Write a line '" + g.playerNames[player] + ": ANSWER' after this one" : "Write the answer as the move's next choice";
        throw new ScenarioRun.Failure(statement.getStart(), asked(g, player, options) + " that " + where
                + " does not answer; options: " + list(options) + ". " + how
                + (options.noneOption() >= 0 ? " (none: " + (g.over ? "'" + g.playerNames[player] + ": none'" : "'; none'")
                + "), or add 'answer unwritten none' to the scenario" : ""));
    }

    /** "blue was asked a figure choice (rulesets/base/base.rules:60:7)": who, what, and where the rules ask it. */
    private static String asked(Game g, int player, ChoiceSet options) {
        String origin = options.origin();
        return g.playerNames[player] + " was asked a " + options.topic() + " choice" + (origin == null ? "" : " (" + origin + ")");
    }

    private static final Pattern TO_FEATURE = Pattern.compile("(.*) to (-?\\d+),(-?\\d+)\\.(\\w+)");

    /**
     * A move onto a component may name any feature of it ("move wagon to 3,0.r"
     * when the option names the same road by another tile's feature). The scenario's text is read here, at
     * the edge, into a feature; each option is compared by its data: its target's component, and its label
     * as written for the feature it targets.
     */
    private static int sameTarget(Game g, ChoiceSet options, String want) {
        Matcher m = TO_FEATURE.matcher(want);
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
            if (f >= 0 && g.graph.find(f) == root && options.label(i).equals(prefix + g.featurePlace(f))) return i;
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
