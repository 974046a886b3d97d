package org.tilerules.builtins;

/** A parameter of a built-in: what its argument is ({@link Arg}) and how signatures write it. */
public interface Param {
    Arg arg();

    String shown();
}
