package org.tilerules.runtime;

/** How rules are named for people where they act (score events, refusals): their file, short. */
public final class Sites {
    private Sites() {}

    /** The rule set's folder and the file's name ("base/base.rules"), whatever the working directory. */
    public static String shortFile(String file) {
        String f = file.replace('\\', '/');
        int last = f.lastIndexOf('/');
        if (last <= 0) return f;
        int before = f.lastIndexOf('/', last - 1);
        return f.substring(before + 1);
    }
}
