package org.tilerules.engine;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field of the game's state ({@code Game}, {@link Board}, {@link Graph}, a store, ...) that a copy of the
 * game may hold as the same object as its original: it is never changed once the game is set up (the
 * compiled rules, tile types, a table fixed at set-up), or it is no state of the game (the players' agents).
 * Every other field is copied, or marked {@link NotCopied}; {@code CopyCompletenessTest} walks a game and its
 * copy and fails on a field that is neither equal in content nor, where it is mutable, a distinct object.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface Shared {
    /** Why sharing it is safe. */
    String value();
}
