package org.tilerules.runtime;

/**
 * Actions of the rules ({@code action NAME(p: TYPE, ...) { ... }}): statement blocks called by name,
 * which a later rule set may redefine, calling the one it replaces as {@code super(...)}. Every call
 * goes through the name's {@link Slot}, so a rule compiled before a redefinition runs the last one,
 * as calls of named values do.
 */
public final class Actions {
    private Actions() {}

    /** How deep actions may call actions before the game stops with a rule error (a rule calling itself for ever). */
    public static final int MAX_DEPTH = 200;

    /** The current definition of an action. */
    public static final class Slot {
        public final String name;
        public final Type[] params;
        /** Where the definition now in force is written ({@code file:line:col}). */
        public String origin;
        public Stmt[] body = new Stmt[0];
        public int frame = 1;
        /** How many definitions have been compiled into this slot (a second one may call {@code super}). */
        public int definitions;

        public Slot(String name, Type[] params, String origin) {
            this.name = name;
            this.params = params;
            this.origin = origin;
        }

        /** A frozen copy: what {@code super} means in the next definition. */
        public Slot copy() {
            Slot s = new Slot(name, params, origin);
            s.body = body;
            s.frame = frame;
            return s;
        }
    }

    /** A call of an action: arguments into a fresh frame, then the body of the definition in force. */
    public static final class Call extends Stmt {
        private final Slot slot;
        private final Expr[] args;

        public Call(Slot slot, Expr[] args) {
            this.slot = slot;
            this.args = args;
        }

        @Override public void exec(Game g, Frame f) {
            Frame callee = Frame.bind(args, slot.frame, g, f);
            if (++g.actionDepth > MAX_DEPTH) {
                g.actionDepth = 0;
                throw new RuleError("action " + slot.name + " (" + slot.origin + ") called actions more than " + MAX_DEPTH
                        + " deep: an action that calls itself needs a condition that stops it");
            }
            try {
                Stmt.run(slot.body, g, callee);
            } finally {
                g.actionDepth--;
            }
        }
    }
}
