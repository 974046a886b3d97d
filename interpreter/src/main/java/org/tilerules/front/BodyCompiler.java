package org.tilerules.front;

import org.tilerules.engine.PackedPlacement;
import org.antlr.v4.runtime.Token;
import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.Actions;
import org.tilerules.runtime.BoardExprs;
import org.tilerules.capabilities.counters.Counters;
import org.tilerules.runtime.EachOption;
import org.tilerules.runtime.Event;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.ZoneFigures;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Stmts;
import org.tilerules.runtime.Type;
import org.tilerules.script.ScriptModules;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Compiles the parts of a rule file that run: completion rules, figure rules, turn steps, handlers. */
final class BodyCompiler {
    private final Rules rules;
    private final Diagnostics diags;
    private final String file;
    private final ExprCompiler exprs;
    private final MoveCompiler moves;

    BodyCompiler(Rules rules, Diagnostics diags, String file) {
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        this.exprs = new ExprCompiler(rules, diags, file);
        this.moves = new MoveCompiler(rules, diags, file, exprs, this);
    }

    void compileItems(List<RuleItemContext> items) {
        for (RuleItemContext item : items) {
            if (item instanceof FeatureItemContext fi) feature(fi);
            else if (item instanceof PieceItemContext pi) PieceCompiler.compile(rules, diags, file, exprs, pi);
            else if (item instanceof StartItemContext si) start(si);
            else if (item instanceof TurnItemContext ti) turn(ti);
            else if (item instanceof HandlerItemContext hi) handler(hi);
            else if (item instanceof SegmentItemContext || item instanceof PlacementItemContext) {
                new BagItemsCompiler(rules, diags, file, exprs).compile(item);
            }
            else if (item instanceof ActionItemContext ai) ActionCompiler.define(this, rules, file, ai);
            else if (item instanceof ScriptItemContext si) ScriptCompiler.define(rules, file, si);
            else if (item instanceof VarItemContext vi) {
                var c = rules.counter(vi.name().getText());
                Scope s = new Scope("", "");
                Expr init = exprs.expect(vi.expr(), s, Type.INT);
                if (c != null && c.init == null) {
                    c.init = init;
                    c.initFrame = s.size();
                }
            }
            else if (item instanceof AdditionItemContext pw && pw.expr() != null) {
                // addition NAME: ... placement when EXPR [{ ... }]: the drawn tile may also go where it fits only with it
                int a = addition(pw.add);
                Scope s = new Scope("", "points");
                Expr when = exprs.expect(pw.expr(), s, Type.BOOL);
                Stmt[] body = pw.block() == null ? null : block(pw.block(), s);
                if (a >= 0) rules.placementsWith.add(new Rules.PlacementWith(a, when, s.size(), body));
            }
        }
    }

    private void feature(FeatureItemContext fi) {
        Kind k = rules.kindByName.get(fi.name().getText());
        for (FeaturePropContext p : fi.featureProp()) {
            if (p instanceof CompletePropContext cp) {
                Scope s = itScope();
                k.complete = exprs.expect(cp.expr(), s, Type.BOOL);
                k.completeWhenClosed = k.complete instanceof Exprs.Cmp c
                        && c.slotZeroEquals(0) == BoardExprs.ComponentNumber.What.OPEN_PORTS;
                k.completeFrame = s.size();
                k.usesNeighbours = s.readsNeighbours;
                k.readsBeyond = !k.completeWhenClosed && !cp.expr().getText().matches("neighbours(==|>=)\\d+");
            }
        }
    }

    /** An addition ({@code addition NAME: ...}) by name, or -1 after reporting what exists. */
    private int addition(NameContext n) {
        for (int i = 0; i < rules.additions.size(); i++) if (rules.additions.get(i).name().equals(n.getText())) return i;
        diags.add(file, n, "unknown addition '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.additions.stream().map(Rules.Addition::name).toList()));
        return -1;
    }

    /** The scope of a rule about one component, which it reads as {@code it} (slot 0). */
    private static Scope itScope() {
        Scope s = new Scope("", "");
        s.declare("it", Type.COMPONENT);
        return s;
    }

    /** A feature kind by name, or null after reporting what exists. */
    private Kind kind(NameContext n) {
        Kind k = rules.kindByName.get(n.getText());
        if (k == null) diags.add(file, n, "unknown feature kind '" + n.getText() + "'; " + Names.suggest(n.getText(), rules.kindByName.keySet()));
        return k;
    }

    private void start(StartItemContext si) {
        TileType t = rules.tileByName.get(si.name().getText());
        if (t == null) {
            diags.add(file, si.name(), "unknown tile '" + si.name().getText() + "'; " + Names.suggest(si.name().getText(), rules.tileByName.keySet()));
            return;
        }
        int rot = si.INT() == null ? 0 : rotation(si.INT().getSymbol());
        if (!PackedPlacement.inRange(sint(si.coord().sint(0)), sint(si.coord().sint(1)))) {
            diags.add(file, si.coord(), "positions run from -" + PackedPlacement.MAX_COORD + " to "
                    + PackedPlacement.MAX_COORD + ", found " + si.coord().getText());
            return;
        }
        rules.start.add(new Rules.Start(t, sint(si.coord().sint(0)), sint(si.coord().sint(1)), rot,
                file, si.coord().getStart().getLine(), si.coord().getStart().getCharPositionInLine() + 1));
    }

    int rotation(Token t) {
        int deg = Parsing.number(t);
        if (deg % 90 != 0 || deg >= 360) {
            diags.add(file, t, "rotation must be 0, 90, 180 or 270, found " + deg);
            return 0;
        }
        return deg / 90;
    }

    static int sint(SintContext s) {
        int v = Parsing.number(s.INT());
        return s.getChildCount() > 1 ? -v : v;
    }

    /**
     * A step with a known name replaces that step in place, or, with {@code before}/{@code after},
     * moves there (a combination file orders steps of two rule sets whatever order they are listed
     * in); a new one goes at the end, or just before or after the step it names ({@code step x after score}).
     */
    private void turn(TurnItemContext ti) {
        for (StepDeclContext sd : ti.stepDecl()) {
            String name = sd.step.getText();
            Scope s = new Scope("", "points");
            stepName = name;              // the decisions written in the step: `on choosing STEP` adds to them
            Stmt[] body;
            try { body = block(sd.block(), s); } finally { stepName = null; }
            Rules.Step step = new Rules.Step(name, body, s.size(), sd.per != null);
            int at = indexOf(name);
            if (at >= 0 && sd.anchor != null && sd.anchor.getText().equals(name)) {
                diags.add(file, sd.anchor, "step " + name + " cannot be placed " + sd.where.getText() + " itself");
                rules.turn.set(at, step);
            } else if (at >= 0 && sd.anchor == null) {
                rules.turn.set(at, step);
            } else if (sd.anchor != null) {
                if (at >= 0) rules.turn.remove(at);       // replaced and moved to its new place
                int anchor = indexOf(sd.anchor.getText());
                if (anchor < 0) {
                    diags.add(file, sd.anchor, "no step named '" + sd.anchor.getText() + "'; "
                            + Names.suggest(sd.anchor.getText(), rules.turn.stream().map(Rules.Step::name).toList()));
                    rules.turn.add(step);
                } else rules.turn.add(sd.where.getText().equals("before") ? anchor : anchor + 1, step);
            } else rules.turn.add(step);
        }
    }

    private Expr tiles(ExprContext e, Scope s) {
        Expr tiles = exprs.compile(e, s);
        if (tiles.type != Type.TILE && tiles.type != Type.TILES) {
            diags.add(file, e, "expected a placed tile or a list of placed tiles, found " + tiles.type.description);
        }
        return tiles;
    }

    /** The step names {@code skip(STEP)} may name: every step of every loaded rule set. */
    Set<String> knownSteps() { return rules.declaredSteps; }

    /** Compiling a scenario's {@code setup { ... }}: the set-up actions may be called ({@link ScenarioSetUp}). */
    boolean setUp;

    /** While an action's redefinition compiles: the definition it replaces ({@code super(...)}). */
    Actions.Slot superAction;

    private int indexOf(String step) {
        for (int i = 0; i < rules.turn.size(); i++) if (rules.turn.get(i).name().equals(step)) return i;
        return -1;
    }

    private void handler(HandlerItemContext hi) {
        current = hi;
        String word = hi.event.getText();
        Event event = Event.named(word);
        if (event == null) {
            diags.add(file, hi.event, "unknown event '" + word + "'; " + Names.suggest(word, Event.words()));
            return;
        }
        String label = hi.label == null ? null : hi.label.getText();
        switch (event) {
            case RETURNING: {
                // on returning NAME { ... }: NAME is the list of components whose figures are about to go home
                String var = hi.var == null ? (hi.kind == null ? null : hi.kind.getText()) : null;
                if (var == null) {
                    diags.add(file, hi.event, "'on returning' takes one name, the list of components: on returning cs { ... }");
                    return;
                }
                Scope s = new Scope("scored", "points");
                s.declare(var, Type.COMPONENTS);
                Stmt[] body = block(hi.block(), s);
                add(event, new Rules.Handler(event, -1, body, s.size(), label));
                return;
            }
            case SCORING:
            case COMPLETED:
            case MAJORITY:
            case LINKED: {
                if (hi.kind == null || hi.var == null) {
                    diags.add(file, hi.event, "'on " + event + "' needs a feature kind and a name: on " + event + " KIND NAME { ... }");
                    return;
                }
                Kind k = null;
                if (!hi.kind.getText().equals("any")) {
                    k = kind(hi.kind);
                    if (k == null) return;
                }
                Scope s = new Scope(event == Event.COMPLETED ? "completed" : "scored", k == null ? "points" : k.name);
                s.declare(hi.var.getText(), Type.COMPONENT);
                Stmt[] body = block(hi.block(), s);
                add(event, new Rules.Handler(event, k == null ? -1 : k.id, body, s.size(), label));
                if (event == Event.MAJORITY) rules.anyScoredHandler = true;
                if (event == Event.SCORING) rules.anyScoringHandler = true;
                return;
            }
            case PLACED: {
                if (hi.kind == null || hi.var == null) {
                    diags.add(file, hi.event, "'on placed' needs a figure and a name: on placed FIGURE NAME { ... }");
                    return;
                }
                FigureKind fk = null;
                if (!hi.kind.getText().equals("any")) {
                    fk = rules.figureByName.get(hi.kind.getText());
                    if (fk == null) {
                        diags.add(file, hi.kind, "unknown figure '" + hi.kind.getText() + "'; " + Names.suggest(hi.kind.getText(), rules.figureByName.keySet()));
                        return;
                    }
                }
                Scope s = new Scope("scored", "points");
                s.declare(hi.var.getText(), Type.COMPONENT);
                Stmt[] body = block(hi.block(), s);
                add(event, new Rules.Handler(event, fk == null ? -1 : fk.id, body, s.size(), label));
                return;
            }
            case CHOOSING: {
                // on choosing STEP { choose { option ... } }: options added to the decisions that step makes
                if (hi.kind == null || hi.var != null) {
                    diags.add(file, hi.event, "'on choosing' takes the name of a step: on choosing STEP { choose { option ... } }");
                    return;
                }
                String step = hi.kind.getText();
                if (!rules.declaredSteps.contains(step)) {
                    diags.add(file, hi.kind, "no step named '" + step + "'; " + Names.suggest(step, rules.declaredSteps));
                    return;
                }
                offersOnly(hi.block());
                Scope s = new Scope("", "points");
                Stmt[] body = block(hi.block(), s);
                add(event, new Rules.Handler(event, rules.choosingStep(step), body, s.size(), label));
                return;
            }
            case SCORED: {
                Scope s = ReactionCompiler.scoredScope(diags, file, hi);
                if (s == null) return;
                add(event, new Rules.Handler(event, -1, block(hi.block(), s), s.size(), label));
                return;
            }
            case START:
            case DRAWN:
            case ENDING:
            case FINAL:
            case END: {
                if (hi.kind != null) diags.add(file, hi.kind, "'on " + event + "' takes no arguments");
                Scope s = new Scope(event == Event.DRAWN || event == Event.START ? "" : "at game end", "points");
                Stmt[] body = block(hi.block(), s);
                add(event, new Rules.Handler(event, -1, body, s.size(), label));
                return;
            }
            default:
                throw new IllegalStateException("an event without its handler form: " + event);
        }
    }

    /**
     * An `on choosing` handler runs while a decision gathers its options, as often as it is gathered (a
     * look-ahead too): it may only test and offer. What acts belongs in an option's block, run when chosen.
     */
    private void offersOnly(BlockContext b) {
        for (StmtContext st : b.stmt()) {
            if (st instanceof ChooseStmtContext) continue;       // its options' blocks run when chosen
            if (st instanceof LetStmtContext) continue;
            if (st instanceof ForStmtContext f) { offersOnly(f.block()); continue; }
            if (st instanceof IfStmtContext i) {
                offersOnly(i.block());
                for (ElseBranchContext e = i.elseBranch(); e != null; e = e.elseBranch()) if (e.block() != null) offersOnly(e.block());
                continue;
            }
            diags.add(file, st, "an 'on choosing' handler runs while the decision gathers its options, so it may only test and offer "
                    + "(choose, if, let, for each); found '" + PieceCompiler.source(st).strip() + "': put it in an option's block, which runs when it is chosen");
        }
    }

    private HandlerItemContext current;
    /** The step whose body is being compiled, or null (an action's, a handler's). */
    private String stepName;

    /** Adds a handler; a named one replaces, in place, the earlier handler of that event with the same name. */
    private void add(Event event, Rules.Handler h) {
        Token at = current.getStart();
        h = new Rules.Handler(h.event(), h.kind(), h.body(), h.frameSize(), h.name(),
                file + ":" + at.getLine() + ":" + (at.getCharPositionInLine() + 1));
        List<Rules.Handler> list = rules.handlers.computeIfAbsent(event, x -> new ArrayList<>());
        if (h.name() != null) {
            for (int i = 0; i < list.size(); i++) {
                Rules.Handler old = list.get(i);
                if (h.name().equals(old.name())) {
                    if (old.kind() != h.kind()) diags.add(file, current.label, "handler " + h.name() + " replaces one for another kind or figure");
                    list.set(i, h);
                    return;
                }
            }
        }
        list.add(h);
    }

    Stmt[] block(BlockContext b, Scope s) {
        s.push();
        List<Stmt> out = new ArrayList<>();
        for (StmtContext st : b.stmt()) {
            Stmt c = stmt(st, s);
            if (c != null) out.add(c);
        }
        s.pop();
        return out.toArray(new Stmt[0]);
    }

    Stmt stmt(StmtContext st, Scope s) {
        if (st instanceof CallStmtContext c) return call(c, s);
        if (st instanceof MoveStmtContext m) return moves.stmt(m, s);
        if (st instanceof SetStmtContext set) return set(set, s);
        if (st instanceof ChooseStmtContext c) return choose(c, s);
        if (st instanceof AwardStmtContext a) return AwardCompiler.award(exprs, rules, file, a, s);
        if (st instanceof ReturnStmtContext r) {
            Expr what = exprs.compile(r.expr(), s);
            if (what.type == Type.FIGURE) return new ZoneFigures.ReturnFigure(what);   // one figure home
            if (what.type == Type.FIGURES) return new ZoneFigures.ReturnFigures(what); // each, in the list's order
            if (what.type != Type.COMPONENT) {
                diags.add(file, r.expr(), "expected a component, a figure or a list of figures, found " + what.type.description
                        + " in '" + r.expr().getText() + "'");
            }
            return new Stmts.Return(what);
        }
        if (st instanceof AsStmtContext a) return new Stmts.As(exprs.expect(a.expr(), s, Type.PLAYER), block(a.block(), s));
        if (st instanceof LetStmtContext l) {
            Expr v = exprs.compile(l.expr(), s);
            Scope.Var var = s.declare(l.name().getText(), v.type);
            return new Stmts.Let(var.slot(), v);
        }
        if (st instanceof ForStmtContext f) {
            Expr list = exprs.compile(f.expr(), s);
            if (!list.type.isList()) {
                diags.add(file, f.expr(), "'for each' needs a list, found " + list.type.description);
                return null;
            }
            s.push();
            Scope.Var v = s.declare(f.name().getText(), list.type.element());
            Stmt[] body = block(f.block(), s);
            s.pop();
            return new Stmts.ForEach(v.slot(), list, body);
        }
        if (st instanceof IfStmtContext i) {
            Expr cond = exprs.expect(i.expr(), s, Type.BOOL);
            Stmt[] then = block(i.block(), s);
            Stmt[] otherwise = i.elseBranch() == null ? null : elseBranch(i.elseBranch(), s);
            return new Stmts.If(cond, then, otherwise);
        }
        diags.add(file, st, "cannot compile statement '" + st.getText() + "'");
        return null;
    }

    /** A statement that is a call: an action ({@code NAME(ARGS)}) or a script procedure ({@code MODULE.NAME(ARGS)}). */
    private Stmt call(CallStmtContext c, Scope s) {
        List<ExprContext> args = c.args() == null ? List.of() : c.args().expr();
        if (c.module == null) return ActionCompiler.call(this, exprs, rules, diags, file, c, c.fn, args, s);
        String module = c.module.getText();
        if (ScriptCompiler.isModule(rules, module, s)) {
            return ScriptCompiler.statement(exprs, rules, diags, file, c, module, c.fn.getText(), args, s);
        }
        diags.add(file, c.module, "unknown script module '" + module + "'; a statement MODULE.NAME(...) calls a script procedure; "
                + (rules.scripts.isEmpty() ? "no script module is declared" : Names.suggest(module, ScriptModules.in(rules).all().stream().map(m -> m.name).toList())));
        return null;
    }

    private Stmt[] elseBranch(ElseBranchContext e, Scope s) {
        if (e.expr() == null) return block(e.block(), s);
        Expr cond = exprs.expect(e.expr(), s, Type.BOOL);
        Stmt[] then = block(e.block(), s);
        Stmt[] otherwise = e.elseBranch() == null ? null : elseBranch(e.elseBranch(), s);
        return new Stmt[] {new Stmts.If(cond, then, otherwise)};
    }

    private Stmt choose(ChooseStmtContext c, Scope s) {
        Expr chooser = c.chooser == null ? null : exprs.expect(c.chooser, s, Type.PLAYER);
        List<Option> gens = new ArrayList<>();
        for (ChoiceOptionContext o : c.choiceOption()) {
            if (o instanceof MoveOptionContext mo) {
                Option made = moves.option(mo, s);
                if (made != null) gens.add(made);
            } else if (o instanceof LabelledOptionContext lo) gens.add(labelled(lo, s));
            else if (o instanceof NoneOptionContext) gens.add(new Option.None());
        }
        String origin = file + ":" + c.getStart().getLine() + ":" + (c.getStart().getCharPositionInLine() + 1);
        return new Stmts.Choose(chooser, gens.toArray(new Option[0]), c.repeat != null, origin, RuleSite.title(c), stepName);
    }

    /**
     * {@code option "LABEL" [default] [when COND] { ... }}: one option; with {@code for X in LIST},
     * one option per element of a list of figures, placed tiles or players, the body seeing it as X.
     */
    private Option labelled(LabelledOptionContext lo, Scope s) {
        String label = RulesLoader.unquote(lo.STRING().getText());
        if (lo.var == null) {
            Expr when = lo.expr().isEmpty() ? null : exprs.expect(lo.expr(0), s, Type.BOOL);
            return new Option.Labelled(label, lo.isDefault != null, when, block(lo.block(), s));
        }
        if (lo.isDefault != null) diags.add(file, lo.isDefault, "an option per element of a list cannot be the default: write it without 'default'");
        Expr list = exprs.compile(lo.list, s);
        if (list.type != Type.FIGURES && list.type != Type.TILES && list.type != Type.PLAYERS) {
            list = exprs.mismatch(lo.list, "a list of figures, of placed tiles or of players", list, Type.FIGURES);
        }
        Expr when = lo.expr().size() > 1 ? exprs.expect(lo.expr(1), s, Type.BOOL) : null;
        s.push();
        Type one = list.type == Type.TILES ? Type.TILE : list.type == Type.PLAYERS ? Type.PLAYER : Type.FIGURE;
        Scope.Var v = s.declare(lo.var.getText(), one);
        Stmt[] stmts = block(lo.block(), s);
        s.pop();
        Option each = new EachOption(label, v.slot(), list, stmts);
        return when == null ? each : new Option.Guarded(when, each);
    }

    /** {@code set NAME = EXPR} (a counter of the game) or {@code set p.NAME = EXPR} (a player's counter). */
    private Stmt set(SetStmtContext st, Scope s) {
        ExprContext t = st.target;
        Rules.Counter c = null;
        Expr player = null;
        if (t instanceof NameExprContext n && s.lookup(n.getText()) == null) {
            c = rules.counter(n.getText());
            if (c != null && c.perPlayer) {
                diags.add(file, t, "counter " + c.name + " is one per player: write 'set p." + c.name + " = ...'");
                return null;
            }
        } else if (t instanceof MemberExprContext m && m.call == null) {
            c = rules.counter(m.member.getText());
            if (c != null && !c.perPlayer) {
                diags.add(file, t, "counter " + c.name + " is one for the game: write 'set " + c.name + " = ...'");
                return null;
            }
            if (c != null) player = exprs.expect(m.expr(), s, Type.PLAYER);
        }
        String named = t instanceof MemberExprContext m ? m.member.getText() : t.getText();
        if (c == null) {
            diags.add(file, t, "'set' changes a counter (var NAME [per player] = ...): '" + t.getText() + "' is none; "
                    + Names.suggest(named, rules.counters.stream().map(x -> x.name).toList()));
            return null;
        }
        return new Counters.Set(player, c.id, exprs.expect(st.value, s, Type.INT));
    }
}
