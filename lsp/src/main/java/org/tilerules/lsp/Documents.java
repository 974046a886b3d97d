package org.tilerules.lsp;

import java.net.URI;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** The documents open in the editor: their texts, which stand in for the files on disk while unsaved. */
final class Documents {
    private final Map<String, String> texts = new LinkedHashMap<>();
    private final Map<Path, String> uriOf = new LinkedHashMap<>();

    synchronized void put(String uri, String text) {
        texts.put(uri, text);
        Path p = path(uri);
        if (p != null) uriOf.put(p, uri);
    }

    synchronized void remove(String uri) {
        texts.remove(uri);
        Path p = path(uri);
        if (p != null) uriOf.remove(p);
    }

    synchronized String text(String uri) { return texts.get(uri); }

    /** The open documents' files, by normalized absolute path, with their texts. */
    synchronized Map<Path, String> unsaved() {
        Map<Path, String> out = new LinkedHashMap<>();
        for (var e : uriOf.entrySet()) out.put(e.getKey(), texts.get(e.getValue()));
        return out;
    }

    /** The URI the editor uses for a file: the open document's, else the file's own. */
    synchronized String uri(Path file) {
        Path p = file.toAbsolutePath().normalize();
        String open = uriOf.get(p);
        return open != null ? open : p.toUri().toString();
    }

    /** What the author sees: an open document's text, else the file on disk. */
    Sources sources() {
        Map<Path, String> open = unsaved();
        return file -> {
            String t = open.get(file.toAbsolutePath().normalize());
            return t != null ? t : Sources.DISK.text(file);
        };
    }

    /** The file of a {@code file:} URI, or null for other schemes (an untitled buffer). */
    static Path path(String uri) {
        try {
            URI u = URI.create(uri);
            return "file".equals(u.getScheme()) ? Path.of(u).toAbsolutePath().normalize() : null;
        } catch (IllegalArgumentException | FileSystemNotFoundException e) {
            return null;
        }
    }
}
