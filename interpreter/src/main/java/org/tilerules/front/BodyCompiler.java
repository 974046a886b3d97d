package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.*;
import org.tilerules.model.TileType;
import org.tilerules.runtime.BoardExprs;
import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Exprs;
import org.tilerules.runtime.FigureKind;
import org.tilerules.runtime.Kind;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.Rules;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Stmts;
import org.tilerules.runtime.Type;

import java.util.ArrayList;
import java.util.List;

/** Compiles the parts of a rule file that run: completion rules, figure rules, turn steps, handlers. */
final class BodyCompiler {
    private final Rules rules;
    private final Diagnostics diags;
    private final String file;
    private final ExprCompiler exprs;
    private final TileFigureCompiler tileFigures;
    private final TileTokenCompiler tileTokens;

    BodyCompiler(Rules rules, Diagnostics diags, String file) {
        this.rules = rules;
        this.diags = diags;
        this.file = file;
        this.exprs = new ExprCompiler(rules, diags, file);
        this.tileFigures = new TileFigureCompiler(rules, diags, file, exprs, this);
        this.tileTokens = new TileTokenCompiler(rules, diags, file, exprs, this);
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
        if (!org.tilerules.engine.Board.inRange(sint(si.coord().sint(0)), sint(si.coord().sint(1)))) {
            diags.add(file, si.coord(), "positions run from -" + org.tilerules.engine.Board.MAX_COORD + " to "
                    + org.tilerules.engine.Board.MAX_COORD + ", found " + si.coord().getText());
            return;
        }
        rules.start.add(new Rules.Start(t, sint(si.coord().sint(0)), sint(si.coord().sint(1)), rot));
    }

    int rotation(org.antlr.v4.runtime.Token t) {
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
            Stmt[] body = block(sd.block(), s);
            Rules.Step step = new Rules.Step(name, body, s.size());
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
    java.util.Set<String> knownSteps() { return rules.declaredSteps; }

    /** While an action's redefinition compiles: the definition it replaces ({@code super(...)}). */
    org.tilerules.runtime.Actions.Slot superAction;

    private int indexOf(String step) {
        for (int i = 0; i < rules.turn.size(); i++) if (rules.turn.get(i).name().equals(step)) return i;
        return -1;
    }

    private void handler(HandlerItemContext hi) {
        current = hi;
        String event = hi.event.getText();
        String label = hi.label == null ? null : hi.label.getText();
        switch (event) {
            case "returning": {
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
            case "scoring":
            case "completed":
            case "majority":
            case "linked": {
                if (hi.kind == null || hi.var == null) {
                    diags.add(file, hi.event, "'on " + event + "' needs a feature kind and a name: on " + event + " KIND NAME { ... }");
                    return;
                }
                Kind k = null;
                if (!hi.kind.getText().equals("any")) {
                    k = kind(hi.kind);
                    if (k == null) return;
                }
                Scope s = new Scope(event.equals("completed") ? "completed" : "scored", k == null ? "points" : k.name);
                s.declare(hi.var.getText(), Type.COMPONENT);
                Stmt[] body = block(hi.block(), s);
                add(event, new Rules.Handler(event, k == null ? -1 : k.id, body, s.size(), label));
                if (event.equals("majority")) rules.anyScoredHandler = true;
                return;
            }
            case "placed": {
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
            case "scored": {
                Scope s = ReactionCompiler.scoredScope(diags, file, hi);
                if (s == null) return;
                add(event, new Rules.Handler(event, -1, block(hi.block(), s), s.size(), label));
                return;
            }
            case "start":
            case "drawn":
            case "ending":
            case "final":
            case "end": {
                if (hi.kind != null) diags.add(file, hi.kind, "'on " + event + "' takes no arguments");
                Scope s = new Scope(event.equals("drawn") || event.equals("start") ? "" : "at game end", "points");
                Stmt[] body = block(hi.block(), s);
                add(event, new Rules.Handler(event, -1, body, s.size(), label));
                return;
            }
            default:
                diags.add(file, hi.event, "unknown event '" + event + "'; " + Names.suggest(event, List.of("start", "completed", "scoring", "majority", "linked", "returning", "placed", "drawn", "scored", "ending", "final", "end")));
        }
    }

    private HandlerItemContext current;

    /** Adds a handler; a named one replaces, in place, the earlier handler of that event with the same name. */
    private void add(String event, Rules.Handler h) {
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

    private Stmt stmt(StmtContext st, Scope s) {
        Stmt onTiles = tileFigures.stmt(st, s);
        if (onTiles != null) return onTiles;
        Stmt tokensOnTiles = tileTokens.stmt(st, s);
        if (tokensOnTiles != null) return tokensOnTiles;
        Stmt cards = ReactionCompiler.stmt(this, rules, diags, file, st, s);
        if (cards != null || st instanceof PlayCardStmtContext) return cards;
        if (st instanceof CallStmtContext c) return call(c, s);
        if (st instanceof GiveStmtContext gs && gs.count == null && !rules.tokens.contains(gs.what.getText())
                && !rules.titles.contains(gs.what.getText())) {
            String n = gs.what.getText();
            java.util.List<String> known = new java.util.ArrayList<>(rules.tokens);
            known.addAll(rules.titles);
            diags.add(file, gs.what, "unknown token or title '" + n + "'; " + Names.suggest(n, known));
            return null;
        }
        if (st instanceof GiveStmtContext gs && (gs.count != null || !rules.titles.contains(gs.what.getText()))) {
            // tokens: give [N] TOKEN to PLAYERS (a title is given without a count)
            if (gs.rec != null) diags.add(file, gs.rec, "'record' goes with a title; " + gs.what.getText() + " is a token");
            int token = exprs.token(gs.what);
            Expr n = gs.count == null ? new org.tilerules.runtime.Exprs.Const(Type.INT, 1) : exprs.expect(gs.count, s, Type.INT);
            return new org.tilerules.runtime.TokenRules.Give(n, token, exprs.expect(gs.to, s, Type.PLAYERS));
        }
        if (st instanceof TakeStmtContext ts) {
            // tokens handed back: take [N] TOKEN from PLAYERS
            int token = exprs.token(ts.what);
            Expr n = ts.count == null ? new org.tilerules.runtime.Exprs.Const(Type.INT, 1) : exprs.expect(ts.count, s, Type.INT);
            return new org.tilerules.runtime.TokenRules.Give(n, token, exprs.expect(ts.from, s, Type.PLAYERS), true);
        }
        if (st instanceof ChooseStmtContext c) return choose(c, s);
        if (st instanceof AwardStmtContext a) return award(a, s);
        if (st instanceof ReturnStmtContext r) {
            Expr what = exprs.compile(r.expr(), s);
            if (what.type == Type.FIGURE) return new org.tilerules.runtime.Keeping.ReturnFigure(what);   // one figure home
            if (what.type == Type.FIGURES) return new org.tilerules.runtime.Keeping.ReturnFigures(what); // each, in the list's order
            if (what.type != Type.COMPONENT) {
                diags.add(file, r.expr(), "expected a component, a figure or a list of figures, found " + what.type.description
                        + " in '" + r.expr().getText() + "'");
            }
            return new Stmts.Return(what);
        }
        if (st instanceof KeepStmtContext k) return KeepingCompiler.keep(rules, diags, file, exprs, k, s);
        if (st instanceof GiveStmtContext gv) {
            int t = rules.titles.indexOf(gv.what.getText());
            Expr to = exprs.expect(gv.to, s, Type.PLAYER);
            Expr record = gv.rec != null ? exprs.expect(gv.rec, s, Type.INT) : null;
            return new Stmts.Give(Math.max(t, 0), to, record);
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
                + (rules.scripts.isEmpty() ? "no script module is declared" : Names.suggest(module, rules.scripts.all().stream().map(m -> m.name).toList())));
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
            if (o instanceof PlaceFigureOptionContext pf) gens.add(placeFigure(pf, s));
            else if (o instanceof PlaceFromHandOptionContext ph) {
                gens.add(new Option.FromHand(ph.holes != null, ph.block() == null ? null : block(ph.block(), s)));
            } else if (o instanceof TakeBackFromOptionContext tf) {
                gens.add(new Option.TakeBackFrom(exprs.expect(tf.expr(), s, Type.FIGURES)));
            } else if (o instanceof MoveFigureOptionContext mf) {
                gens.add(new Option.Move(exprs.expect(mf.expr(0), s, Type.FIGURE), exprs.expect(mf.expr(1), s, Type.COMPONENTS)));
            } else if (o instanceof EachFigureOptionContext ef) {
                gens.add(KeepingCompiler.eachFigure(this, exprs, ef, s));
            } else if (o instanceof MoveAlongOptionContext ma) {
                gens.add(tileTokens.moveAlong(ma, s));
            } else if (o instanceof LabelledOptionContext lo) {
                Expr when = lo.expr() == null ? null : exprs.expect(lo.expr(), s, Type.BOOL);
                gens.add(new Option.Labelled(RulesLoader.unquote(lo.STRING().getText()), lo.isDefault != null, when, block(lo.block(), s)));
            } else if (o instanceof PlaceInZoneOptionContext pz) {
                gens.add(new Option.PlaceInZone(exprs.figureMask(pz.which), pz.block() == null ? null : block(pz.block(), s)));
            } else if (o instanceof MoveFromZoneOptionContext mz) {
                Expr targets = exprs.compile(mz.expr(1), s);
                if (targets.type != Type.COMPONENT && targets.type != Type.COMPONENTS) {
                    diags.add(file, mz.expr(1), "expected a component or a list of components, found " + targets.type.description);
                }
                gens.add(new Option.MoveFromZone(exprs.figureMask(mz.which), exprs.expect(mz.zone, s, Type.ZONE), targets,
                        mz.cond == null ? null : exprs.expect(mz.cond, s, Type.BOOL)));
            } else if (o instanceof MoveNeutralOptionContext mn) {
                FigureKind fk = rules.figureByName.get(mn.which.getText());
                if (fk == null || fk.neutralZone < 0) {
                    diags.add(file, mn.which, "'" + mn.which.getText() + "' is not a neutral figure; "
                            + Names.suggest(mn.which.getText(), rules.figures.stream().filter(x -> x.neutralZone >= 0).map(x -> x.name).toList()));
                } else gens.add(new Option.MoveNeutral(fk.id));
            } else if (o instanceof StepNeutralOptionContext || o instanceof BesideNeutralOptionContext) {
                gens.add(tileFigures.option(o, s));
            } else if (o instanceof JoinOptionContext jo) {
                gens.add(new org.tilerules.runtime.Junctions.Lay(exprs.junction(jo.which, jo.which.getText()), tiles(jo.expr(), s), false));
            } else if (o instanceof RejoinOptionContext ro) {
                gens.add(new org.tilerules.runtime.Junctions.Lay(exprs.junction(ro.which, ro.which.getText()), tiles(ro.expr(), s), true));
            } else if (o instanceof LinkOptionContext lo) {
                gens.add(new org.tilerules.runtime.Links.Place(exprs.link(lo.which, lo.which.getText())));
            } else if (o instanceof AddOptionContext ao) {
                int a = addition(ao.which);
                Expr tiles = exprs.compile(ao.expr(0), s);
                if (tiles.type != Type.TILE && tiles.type != Type.TILES) {
                    diags.add(file, ao.expr(0), "expected a placed tile or a list of placed tiles, found " + tiles.type.description);
                }
                Expr when = ao.cond == null ? null : exprs.expect(ao.cond, s, Type.BOOL);
                Stmt[] then = ao.block() == null ? null : block(ao.block(), s);
                if (a >= 0) gens.add(org.tilerules.runtime.TileAdditions.add(a, tiles, when, then));
            } else if (o instanceof NoneOptionContext) gens.add(new Option.None());
        }
        String origin = file + ":" + c.getStart().getLine() + ":" + (c.getStart().getCharPositionInLine() + 1);
        return new Stmts.Choose(chooser, gens.toArray(new Option[0]), c.repeat != null, origin);
    }

    /** {@code place figure|NAME on TILE|COMPONENTS [anyway] [when COND]}: the features of a tile, or components anywhere. */
    private Option placeFigure(PlaceFigureOptionContext pf, Scope s) {
        long kinds = pf.which.getText().equals("figure") ? -1L : exprs.figureMask(pf.which);
        Expr target = exprs.compile(pf.expr(0), s);
        if (target.type != Type.TILE && target.type != Type.COMPONENT && target.type != Type.COMPONENTS) {
            diags.add(file, pf.expr(0), "expected a placed tile, a component or a list of components, found "
                    + target.type.description + " in '" + pf.expr(0).getText() + "'");
        }
        Expr cond = pf.cond == null ? null : exprs.expect(pf.cond, s, Type.BOOL);
        Option.PlaceFigure o = new Option.PlaceFigure(kinds, target, pf.anyway != null, cond);
        if (pf.at != null) {
            if (target.type == Type.TILE) diags.add(file, pf.at, "'at TILE' is for a list of components: on a tile the figure stands there anyway");
            o.at = exprs.expect(pf.at, s, Type.TILE);
        }
        return o;
    }

    private Stmt award(AwardStmtContext a, Scope s) {
        Expr points = exprs.expect(a.expr(0), s, Type.INT);
        ExprContext targetCtx = a.expr(1);
        Expr target = exprs.expect(targetCtx, s, Type.PLAYERS);
        Expr about = null;
        if (targetCtx instanceof CallExprContext call && call.fn.getText().equals("majority")
                && call.args() != null && call.args().expr().size() == 1) {
            about = new ExprCompiler(rules, new Diagnostics(), file).compile(call.args().expr(0), s);
        }
        String category = a.name() != null ? a.name().getText() : s.defaultCategory;
        return new Stmts.Award(points, target, rules.category(category), about, s.event.isEmpty() ? "scored" : s.event);
    }
}
