package org.tilerules.capabilities.titles;

import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Frame;
import org.tilerules.runtime.Game;
import org.tilerules.runtime.Type;
import org.tilerules.engine.IntList;

/** Titles ({@code title NAME}): {@code holders(T)}, the player holding it (none or one), and {@code record(T)}. */
public final class TitleExprs {
    private TitleExprs() {}

    public static final class Holders extends Expr {
        private final int title;

        public Holders(int title) {
            super(Type.PLAYERS);
            this.title = title;
        }

        @Override public IntList evalList(Game g, Frame f) {
            IntList out = new IntList(1);
            int h = Titles.of(g).holder(title);
            if (h >= 0) out.add(h);
            return out;
        }
    }

    public static final class Record extends Expr {
        private final int title;

        public Record(int title) {
            super(Type.INT);
            this.title = title;
        }

        @Override public int evalInt(Game g, Frame f) { return Titles.of(g).record(title); }
    }
}
