package org.tilerules.runtime;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

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

    /** True if evaluating {@code e} may do more than read (or the walk cannot tell). */
    static boolean mayAct(Expr e) {
        return walk(e, Collections.newSetFromMap(new IdentityHashMap<>()));
    }

    private static boolean walk(Object o, Set<Object> seen) {
        if (o == null || !seen.add(o)) return false;
        if (o instanceof Roll) return true;
        if (o instanceof Expr[] es) {
            for (Expr x : es) if (walk(x, seen)) return true;
            return false;
        }
        if (o instanceof Values.Slot s) return walk(s.body, seen);
        if (!(o instanceof Expr)) return true;
        if (!o.getClass().getName().startsWith("org.tilerules.runtime.")) return true;   // scripts' calls, and anything new
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
