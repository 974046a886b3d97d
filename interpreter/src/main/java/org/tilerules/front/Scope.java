package org.tilerules.front;

import org.tilerules.runtime.Type;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/** Local variables of one compiled body: names to frame slots, with nested blocks. */
final class Scope {
    record Var(int slot, Type type) {}

    private final Deque<Map<String, Var>> blocks = new ArrayDeque<>();
    private int next;
    private int max;
    /** Set while compiling, so callers can learn that an expression reads tile neighbourhoods. */
    boolean readsNeighbours;
    /** Set when an expression compiled in this scope makes a component, figure or zone value (it reads the graph). */
    boolean readsGraph;
    /** Set for the body of an {@code on scored} handler, where {@code awarded_as(...)} may be read. */
    boolean scoreReaction;
    /** How score reasons describe the moment: "completed", "at game end", or "". */
    final String event;
    /** The category awards take when they do not name one. */
    final String defaultCategory;

    Scope(String event, String defaultCategory) {
        this.event = event;
        this.defaultCategory = defaultCategory;
        blocks.push(new HashMap<>());
    }

    Var declare(String name, Type type) {
        Var v = new Var(next++, type);
        max = Math.max(max, next);
        blocks.peek().put(name, v);
        return v;
    }

    Var lookup(String name) {
        for (Map<String, Var> b : blocks) {
            Var v = b.get(name);
            if (v != null) return v;
        }
        return null;
    }

    void push() { blocks.push(new HashMap<>()); }

    void pop() {
        next -= blocks.pop().size();
    }

    int size() { return Math.max(1, max); }
}
