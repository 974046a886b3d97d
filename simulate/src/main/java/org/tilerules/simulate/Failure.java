package org.tilerules.simulate;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** A problem with the files, the game or a record: printed as one line, exit code 1. */
public final class Failure extends RuntimeException {
    public Failure(String message) { super(message); }

    /** "cannot write FILE: why", the path said once (an IOException's own message often repeats it). */
    public static Failure cannotWrite(Path file, IOException e) {
        return new Failure("cannot write " + file + ": " + reason(file, e));
    }

    /** Why reading or writing {@code file} failed, without repeating the path. */
    public static String reason(Path file, IOException e) {
        if (Files.isDirectory(file)) return "it is a folder, not a file";
        if (e instanceof NoSuchFileException) return "no such folder " + (e.getMessage() == null ? "" : e.getMessage());
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof FileSystemException fs && fs.getReason() != null) return fs.getReason();
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        String p = file.toString();
        while (m.startsWith(p + ": ")) m = m.substring(p.length() + 2);
        return m;
    }

    /** A file that should be read: "no such file", or "a folder, not a file". */
    public static Failure cannotRead(Path file) {
        return new Failure("cannot read " + file + ": " + (Files.isDirectory(file) ? "it is a folder, not a file" : "no such file"));
    }
}
