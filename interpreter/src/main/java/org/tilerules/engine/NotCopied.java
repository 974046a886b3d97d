package org.tilerules.engine;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field of the game's state that a copy of the game starts afresh instead of copying: a cache (kept
 * results, a trial board), scratch space rewritten before every read, or something that lasts one call
 * (a decision being gathered, the depth of nested actions) and so is at rest whenever a game is copied
 * (at the start of a turn). {@code CopyCompletenessTest} skips it; every field neither copied nor marked
 * so (nor {@link Shared}) fails that test.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface NotCopied {
    /** Why the copy need not carry it. */
    String value();
}
