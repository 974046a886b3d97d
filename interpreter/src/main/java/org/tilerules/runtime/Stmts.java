package org.tilerules.runtime;

import java.util.List;
import org.tilerules.engine.IntList;


/** The statements of steps and handlers. Each is built once by the compiler and run many times. */
public final class Stmts {
    private Stmts() {}

    public static final class Draw extends Stmt {
        @Override public void exec(Game g, Frame f) {
            g.drawTile();
            DrawnTile.fire(g);
        }
    }

    public static final class PlaceTile extends Stmt {
        /** Where the statement is written ({@code file:line:col}), for its message; may be null. */
        private final String site;

        public PlaceTile(String site) { this.site = site; }

        @Override public void exec(Game g, Frame f) {
            if (g.drawn < 0) {
                throw new RuleError((site == null ? "" : site + ": ") + "place_tile(): no tile was drawn this turn; expected a"
                        + " draw_tile() before it in the turn (or in an action or handler that runs before it)");
            }
            g.placeDrawnTile();
        }
    }

    /** {@code repeat_turn()}: when this pass of the turn's steps ends, they run once more. */
    public static final class RepeatTurn extends Stmt {
        @Override public void exec(Game g, Frame f) { g.repeatRequested = true; }
    }

    /** {@code skip(STEP)}: the named step does not run in this pass of the turn (if it has not run yet). */
    public static final class Skip extends Stmt {
        public final String step;
        /** The step's place in the turn, found once every rule set is loaded. */
        public int index = -1;

        public Skip(String step) { this.step = step; }

        @Override public void exec(Game g, Frame f) { if (index >= 0) g.skipped |= 1L << index; }
    }

    public static final class EndGame extends Stmt {
        @Override public void exec(Game g, Frame f) {
            g.over = true;
            g.turnAborted = true;
        }
    }

    /** Fires the "completed" handlers for every component the turn's placement completed, in order. */
    public static final class ScoreCompleted extends Stmt {
        @Override public void exec(Game g, Frame f) {
            IntList done = new IntList(g.completed);
            boolean outer = !g.deferReturns;
            g.deferReturns = true;
            for (int i = 0; i < done.size(); i++) {
                int root = g.graph.find(done.get(i));
                announce(g, root);             // before majorities: rules may still add figures
                fire(g, Event.COMPLETED, g.graph.find(root));
            }
            if (outer) {
                g.deferReturns = false;
                IntList pending = new IntList(g.pendingReturns);
                g.pendingReturns.clear();
                returnAll(g, pending);
            }
        }
    }

    public static final class Return extends Stmt {
        private final Expr component;

        public Return(Expr component) { this.component = component; }

        @Override public void exec(Game g, Frame f) {
            int root = g.graph.find(component.evalInt(g, f));
            if (g.deferReturns) {
                g.pendingReturns.addIfAbsent(root);
                return;
            }
            IntList one = new IntList(1);
            one.add(root);
            returnAll(g, one);
        }
    }

    /**
     * Returns the figures of components scored together: first the "returning"
     * handlers see all of them at once (they may move figures elsewhere, e.g. in
     * seat order across every scored component), then what is left goes home.
     */
    static void returnAll(Game g, IntList roots) {
        if (roots.isEmpty()) return;
        for (Rules.Handler h : g.rules.handlers(Event.RETURNING)) {
            Frame hf = new Frame(h.frameSize());
            hf.l[0] = roots;
            Stmt.run(h.body(), g, hf);
        }
        for (int i = 0; i < roots.size(); i++) g.returnFigures(g.graph.find(roots.get(i)));
    }

    public static final class ForEach extends Stmt {
        private final int slot;
        private final Expr list;
        private final Stmt[] body;

        public ForEach(int slot, Expr list, Stmt[] body) {
            this.slot = slot;
            this.list = list;
            this.body = body;
        }

        @Override public void exec(Game g, Frame f) {
            IntList xs = list.evalList(g, f);
            for (int i = 0; i < xs.size(); i++) {
                f.v[slot] = xs.get(i);
                Stmt.run(body, g, f);
                if (g.turnAborted) return;
            }
        }
    }

    public static final class If extends Stmt {
        private final Expr cond;
        private final Stmt[] then, otherwise;

        public If(Expr cond, Stmt[] then, Stmt[] otherwise) {
            this.cond = cond;
            this.then = then;
            this.otherwise = otherwise;
        }

        @Override public void exec(Game g, Frame f) {
            if (cond.evalBool(g, f)) Stmt.run(then, g, f);
            else if (otherwise != null) Stmt.run(otherwise, g, f);
        }
    }

    public static final class Let extends Stmt {
        private final int slot;
        private final Expr value;

        public Let(int slot, Expr value) {
            this.slot = slot;
            this.value = value;
        }

        @Override public void exec(Game g, Frame f) {
            if (value.type.isList()) f.l[slot] = value.evalList(g, f);
            else f.v[slot] = value.evalInt(g, f);
        }
    }

    /** One decision: the options of every generator, asked of one player, then the chosen option's effect. */
    public static final class Choose extends Stmt {
        private final Expr chooser;
        private final Option[] generators;
        private final boolean repeatedly;
        private final String origin, title;

        /**
         * {@code repeatedly}: ask again after each option until "none" is chosen or nothing else is offered;
         * {@code origin}: where the rules say it ({@code file:line:col}), so that a scenario can name the decision;
         * {@code title}: its name for people (the rule's name in words), or null.
         */
        public Choose(Expr chooser, Option[] generators, boolean repeatedly, String origin, String title, String step) {
            this.chooser = chooser;
            this.generators = generators;
            this.repeatedly = repeatedly;
            this.origin = origin;
            this.title = title;
            this.step = step;
        }

        /** The step whose body says this decision, or null: `on choosing STEP` handlers add options to it. */
        private final String step;
        /** The kind number of the step's `on choosing` handlers; -2 not looked up yet, -1 none. */
        private volatile int stepKind = -2;

        private int stepKind(Game g) {
            int k = stepKind;
            if (k == -2) stepKind = k = step == null ? -1 : g.rules.choosingSteps.indexOf(step);
            return k;
        }

        /**
         * The options the step's `on choosing` handlers add: each handler runs while the decision is
         * gathered, and every `choose` it runs adds its options (read with the handler's frame) to it.
         */
        private void gather(Game g, Options cs, int kind) {
            Options outer = g.gathering;
            g.gathering = cs;
            try {
                for (Rules.Handler h : g.rules.handlers(Event.CHOOSING)) {
                    if (h.kind() != kind) continue;
                    Stmt.run(h.body(), g, new Frame(h.frameSize()));
                }
            } finally {
                g.gathering = outer;
            }
        }

        /** 0 not decided yet, 1 a quiet look-ahead answers "none" without the offers, 2 never ({@link #quietNone}). */
        private volatile int quiet;

        @Override public void exec(Game g, Frame f) {
            if (g.gathering != null) {      // in an `on choosing` handler: the options join the decision being gathered
                Options into = g.gathering;
                for (Option o : generators) into.offerFrom(o, g, f);
                return;
            }
            int player = chooser == null ? g.current : chooser.evalInt(g, f);
            // a look-ahead whose rest of the turn is quiet (Game.QUIET: "none" where offered) takes "none" here whatever
            // else is offered: when working the offers out can only read, they are not worked out (nor recorded)
            if (g.quietFrom >= 0 && g.turnChoices.size() >= g.quietFrom && quietNone(g)) return;
            while (true) {
                Options cs = new Options(g, player, origin, title);
                int kind = stepKind(g);
                boolean gathered = kind < 0;
                for (Option o : generators) {
                    // options added by `on choosing` come after the decision's own, before its "none"
                    if (!gathered && o instanceof Option.None) { gather(g, cs, kind); gathered = true; }
                    o.offer(g, f, cs);
                }
                if (!gathered) gather(g, cs, kind);
                if (cs.size() == 0 || repeatedly && cs.size() == 1 && cs.noneOption() == 0) return;
                int i = g.choose(player, cs);
                cs.apply(g, f, i);
                if (!repeatedly || i == cs.noneOption() || g.turnAborted) return;
            }
        }

        /** Whether "none" is always offered here and no offer may do more than read (then "none" changes nothing). */
        private boolean quietNone(Game g) {
            int q = quiet;
            if (q == 0) {
                boolean none = false, acts = false;
                for (Option o : generators) {
                    if (o.getClass() == Option.None.class) none = true;
                    else if (Effects.offerMayAct(g.rules, o)) acts = true;
                }
                quiet = q = none && !acts ? 1 : 2;
            }
            return q == 1;
        }
    }

    /** {@code trigger(EVENT, c)}: runs the handlers of an event for a component, by its kind. */
    public static final class Trigger extends Stmt {
        private final Event event;
        private final Expr component;

        public Trigger(Event event, Expr component) {
            this.event = event;
            this.component = component;
        }

        @Override public void exec(Game g, Frame f) {
            int root = g.graph.find(component.evalInt(g, f));
            if (event == Event.SCORING) announce(g, root);
            else fire(g, event, root);
        }
    }

    /**
     * Announces the scoring of an area: its {@code scoring} handlers run, once since the board last
     * changed, however many awards and rules score it (an award inside such a handler, or a second
     * award of the final scoring for the same field, announces nothing more).
     */
    static void announce(Game g, int root) {
        long v = g.board.version;
        if (g.announcedAt != v) {
            g.announced.clear();
            g.announcedAt = v;
        }
        if (g.announced.contains(root)) return;
        g.announced.add(root);
        fire(g, Event.SCORING, root);
    }

    /** Runs an event's handlers whose kind filter matches the component's feature kind. */
    public static void fire(Game g, Event event, int root) { fire(g, event, g.graph.kind[root], root); }

    /** Runs an event's handlers whose filter (a feature or figure kind, -1 for any) matches {@code filter}. */
    public static void fire(Game g, Event event, int filter, int root) {
        for (Rules.Handler h : g.rules.handlers(event)) {
            if (h.kind() >= 0 && h.kind() != filter) continue;
            Frame hf = new Frame(h.frameSize());
            hf.v[0] = root;
            // handlers that set off their own event (trigger, a move) nest: bounded with actions, never by the stack
            if (g.actionDepth >= Actions.MAX_DEPTH) throw tooDeep(g, h);
            g.actionDepth++;
            try {
                Stmt.run(h.body(), g, hf);
            } finally {
                g.actionDepth--;
            }
        }
    }

    private static RuleError tooDeep(Game g, Rules.Handler h) {
        String kind = h.kind() < 0 ? "" : " " + (h.event() == Event.PLACED ? g.rules.figures.get(h.kind()).name : g.rules.kinds.get(h.kind()).name);
        return new RuleError((h.site() == null ? "" : h.site() + ": ") + "on " + h.event() + kind + ": handlers and actions ran inside each other"
                + " more than " + Actions.MAX_DEPTH + " deep; a handler that sets off its own event again (trigger, a move) needs a"
                + " condition that stops it");
    }

    /** {@code as PLAYER { ... }}: runs a block as if it were that player's turn. */
    public static final class As extends Stmt {
        private final Expr player;
        private final Stmt[] body;

        public As(Expr player, Stmt[] body) {
            this.player = player;
            this.body = body;
        }

        @Override public void exec(Game g, Frame f) {
            int saved = g.current, savedPlaced = g.placed;
            g.current = player.evalInt(g, f);
            g.placed = -1;
            try {
                Stmt.run(body, g, f);
            } finally {
                g.current = saved;
                g.placed = savedPlaced;
            }
        }
    }

    /** {@code turn_into(c, KIND)}: the component's features become of another kind; figures and completion stay. */
    public static final class TurnInto extends Stmt {
        private final Expr component;
        private final int kind;

        public TurnInto(Expr component, int kind) {
            this.component = component;
            this.kind = kind;
        }

        @Override public void exec(Game g, Frame f) { g.graph.convert(g.graph.find(component.evalInt(g, f)), kind); }
    }

    /** {@code move [N] tile from bag to box}: the bag's next N tiles leave the game face down; {@code remaining} drops by as many (fewer when the bag runs out). */
    public static final class BoxFromBag extends Stmt {
        private final Expr n;

        public BoxFromBag(Expr n) { this.n = n; }

        @Override public void exec(Game g, Frame f) {
            for (int i = n.evalInt(g, f); i > 0 && g.boxFromBag(); i--) { }
        }
    }
}
