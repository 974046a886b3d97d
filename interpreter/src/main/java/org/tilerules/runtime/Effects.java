package org.tilerules.runtime;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.regex.Pattern;

/**
 * Whether evaluating an expression may do anything but read: roll the game's generator
 * ({@code roll(N)}) or call a script. Worked out once per expression (when the rules are complete)
 * by walking the expression's nodes and the bodies of the values it calls, whatever their class;
 * a node holding anything the walk does not know (a script's function, a statement) may act. An
 * expression that only reads may be left unevaluated when its result cannot matter, without
 * changing a game.
 */
final class Effects {
    private Effects() {}

    /**
     * Whether expressions that only read may be left unevaluated (system property {@code tilerules.effects=false}
     * turns it off: everything then counts as acting): a test plays the same games both ways and compares.
     */
    static volatile boolean enabled = !"false".equals(System.getProperty("tilerules.effects"));

    /** True if evaluating {@code e} may do more than read (or the walk cannot tell). */
    static boolean mayAct(Expr e) {
        return !enabled || walk(e, Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    /**
     * True if working out the offers of {@code o} may do more than read: its own expressions (its body, run only
     * when it is chosen, does not count), the values they call, and (once per rules, {@link #rulesMayAct}) every
     * expression the rules hold outside statements, which offers consult (where figures may stand, placement rules).
     */
    static boolean offerMayAct(Rules r, Option o) {
        return !enabled || rulesMayAct(r) || walkOption(o, Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    private static boolean walkOption(Option o, Set<Object> seen) {
        if (o == null || !seen.add(o)) return false;
        if (!known(o.getClass().getName())) return true;
        for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) continue;
                Class<?> t = f.getType();
                if (t.isPrimitive() || t == String.class || t == Stmt[].class || t == Stmt.class || t.isEnum()) continue;
                Object v;
                try {
                    f.setAccessible(true);
                    v = f.get(o);
                } catch (ReflectiveOperationException | RuntimeException x) {
                    return true;
                }
                if (v instanceof Option inner ? walkOption(inner, seen) : walk(v, seen)) return true;
            }
        }
        return false;
    }

    private static final Map<Rules, Boolean> RULES = Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * Whether any expression the rules hold outside statements may act: a roll or a script anywhere in the
     * declarations, values, figure and placement rules (statements' own expressions are left out: they run only
     * when their statement does). Worked out once per rules by walking everything the rules object reaches.
     */
    static boolean rulesMayAct(Rules r) {
        Boolean b = RULES.get(r);
        if (b == null) {
            b = walkAny(r, Collections.newSetFromMap(new IdentityHashMap<>()));
            RULES.put(r, b);
        }
        return b;
    }

    /** Walks everything {@code root} reaches (statements left out), with a stack of its own: the rules are deep. */
    private static boolean walkAny(Object root, Set<Object> seen) {
        ArrayDeque<Object> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (o instanceof Stmt || o instanceof Stmt[] || o instanceof String || o instanceof Number || o instanceof Boolean
                    || o instanceof Character || o instanceof Enum<?> || o instanceof Class<?> || o instanceof Path
                    || o instanceof Pattern) continue;
            Class<?> c = o.getClass();
            if (c.isArray() && c.getComponentType().isPrimitive()) continue;
            if (!seen.add(o)) continue;
            if (o instanceof Roll) return found(o);
            if (o instanceof Rules.Scripts m) {
                if (!m.isEmpty()) return found(o);     // scripts' functions may be called from anywhere
                continue;
            }
            if (o instanceof Object[] xs) {
                for (Object x : xs) if (x != null) todo.push(x);
                continue;
            }
            if (o instanceof Map<?, ?> m) {
                for (var e : m.entrySet()) {
                    if (e.getKey() != null) todo.push(e.getKey());
                    if (e.getValue() != null) todo.push(e.getValue());
                }
                continue;
            }
            if (o instanceof Collection<?> it) {
                for (Object x : it) if (x != null) todo.push(x);
                continue;
            }
            String n = c.getName();
            // board data, tile types (the engine and model packages know no expression), locks
            if (n.startsWith("org.tilerules.engine.") || n.startsWith("org.tilerules.model.") || n.startsWith("java.util.concurrent.locks.")) continue;
            if (o instanceof Store.Maker) continue;   // what makes a capability's store (Rules.stores): no expression
            if (!known(n)) return found(o);  // scripts, anything new
            for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
                for (Field f : k.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) continue;
                    try {
                        f.setAccessible(true);
                        Object v = f.get(o);
                        if (v != null) todo.push(v);
                    } catch (ReflectiveOperationException | RuntimeException x) {
                        return found(o);
                    }
                }
            }
        }
        return false;
    }

    /** The runtime's classes and the capabilities' (docs/engine.md, "Adding a capability"): read as nodes, not as anything new. */
    private static boolean known(String className) {
        return className.startsWith("org.tilerules.runtime.") || className.startsWith("org.tilerules.capabilities.");
    }

    private static boolean found(Object o) {
        if (DEBUG) System.err.println("may act: " + o.getClass().getName());
        return true;
    }

    private static final boolean DEBUG = Boolean.getBoolean("tilerules.effects.debug");

    private static boolean walk(Object o, Set<Object> seen) {
        if (o == null || !seen.add(o)) return false;
        if (o instanceof Roll) return true;
        if (o instanceof Expr[] es) {
            for (Expr x : es) if (walk(x, seen)) return true;
            return false;
        }
        if (o instanceof Values.Slot s) return walk(s.body, seen);
        if (!(o instanceof Expr)) return true;
        if (!known(o.getClass().getName())) return true;   // scripts' calls, and anything new
        for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic()) continue;
                Class<?> t = f.getType();
                if (t.isPrimitive() || t == String.class || t == int[].class || t == Type.class || t.isEnum()) continue;
                if (t.isRecord() && t.getEnclosingClass() == k) continue;   // a node's own cache of what it read
                Object v;
                try {
                    f.setAccessible(true);
                    v = f.get(o);
                } catch (ReflectiveOperationException | RuntimeException x) {
                    return true;
                }
                if (walk(v, seen)) return true;
            }
        }
        return false;
    }
}
