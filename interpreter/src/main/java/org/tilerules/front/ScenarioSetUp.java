package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.BlockContext;
import org.tilerules.grammar.TilerulesParser.StmtContext;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * A scenario's {@code setup { STATEMENT* }}: the rule language's own statements, compiled by the rules' body
 * compiler in a rule file's scope plus the scenario's players (names of players), where the set-up actions
 * ({@code set_score(red, 5)}, builtins/SetUpActions) may be called. A mistake is a LoadException naming file:line:col.
 */
public final class ScenarioSetUp {
    /** One statement and where it is written (line, column from 1), for the messages of the game's errors. */
    public record Statement(Stmt stmt, int line, int col) {}

    private final List<Statement> statements;
    private final int frameSize, players;

    private ScenarioSetUp(List<Statement> statements, int frameSize, int players) {
        this.statements = statements;
        this.frameSize = frameSize;
        this.players = players;
    }

    /** Compiles the block's statements; throws a LoadException with every mistake. */
    public static ScenarioSetUp compile(Rules rules, String file, List<String> players, BlockContext block) {
        Diagnostics diags = new Diagnostics();
        BodyCompiler body = new BodyCompiler(rules, diags, file);
        body.setUp = true;
        Scope s = new Scope("", "points");
        for (String p : players) s.declare(p, Type.PLAYER);
        List<Statement> out = new ArrayList<>();
        for (StmtContext st : block.stmt()) {
            Stmt c = body.stmt(st, s);
            if (c != null) out.add(new Statement(c, st.getStart().getLine(), st.getStart().getCharPositionInLine() + 1));
        }
        diags.throwIfAny();
        return new ScenarioSetUp(out, s.size(), players.size());
    }

    public List<Statement> statements() { return statements; }

    /** A frame for the statements, the players bound in its first slots. */
    public Frame frame() {
        Frame f = new Frame(frameSize);
        for (int i = 0; i < players; i++) f.v[i] = i;
        return f;
    }
}
