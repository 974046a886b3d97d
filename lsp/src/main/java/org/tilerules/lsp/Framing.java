package org.tilerules.lsp;

import com.google.gson.JsonParser;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Reads the client's messages ({@code Content-Length: N}, a blank line, N bytes of JSON) before
 * LSP4J does, and hands on only well-formed ones. LSP4J alone lost its place in the stream on a
 * malformed message (content that is not JSON, a header without a length) and read the following
 * messages as headers: the server stayed alive but answered nothing more. Here a malformed message
 * is skipped with one line on the log, and reading starts again at the next {@code Content-Length:}
 * in the input (inside the skipped bytes too: a length that was too large swallowed them).
 */
final class Framing implements Runnable {
    /** The longest header line taken (the protocol's headers are some 40 bytes). */
    static final int MAX_HEADER_LINE = 8_192;
    /** The largest message taken: a whole document is sent with every change. */
    static final int MAX_CONTENT = 64 << 20;
    private static final byte[] MARK = "Content-Length:".getBytes(StandardCharsets.US_ASCII);

    private final InputStream in;
    private final OutputStream out;
    private final Consumer<String> log;
    /** Bytes put back to be read again (after a skipped message), read before {@link #in}. */
    private byte[] back = new byte[0];
    private int backPos;
    /** Offset in the input of the next byte read, for the log. */
    private long offset;
    /** The bytes of the message being read, to put back (all but its first) when it is skipped. */
    private final ByteArrayOutputStream raw = new ByteArrayOutputStream();

    Framing(InputStream in, OutputStream out, Consumer<String> log) {
        this.in = in;
        this.out = out;
        this.log = log;
    }

    @Override public void run() {
        try {
            while (true) {
                raw.reset();
                long at = offset;
                String problem = message();
                if (problem == null) continue;
                if (problem.isEmpty()) break;      // the end of the input
                log.accept("lsp: skipped a message at byte " + at + " of the input: " + problem);
                byte[] r = raw.toByteArray();
                unread(r, 1);
                offset = at + 1;
                if (!resync()) break;
            }
        } catch (IOException e) {
            log.accept("lsp: cannot read the client's messages: " + e.getMessage());
        } finally {
            try {
                out.close();
            } catch (IOException ignored) {
                // the reader is gone too
            }
        }
    }

    /** Reads one message and hands it on: null when handed on, "" at the end of the input, else what is wrong. */
    private String message() throws IOException {
        long length = -1;
        String first = null;
        while (true) {
            String line = line();
            if (line == null) return raw.size() == 0 ? "" : "the input ended inside its header";
            if (line.length() > MAX_HEADER_LINE) return "a header line is longer than " + MAX_HEADER_LINE + " bytes";
            if (line.isEmpty()) break;
            if (first == null) first = line;
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).trim().toLowerCase(Locale.ROOT).equals("content-length")) {
                String n = line.substring(colon + 1).trim();
                length = n.matches("[0-9]{1,9}") ? Long.parseLong(n) : -2;
                if (length < 0 || length > MAX_CONTENT) {
                    return "expected Content-Length to be a number of bytes from 0 to " + MAX_CONTENT + ", found '" + shown(n) + "'";
                }
            }
        }
        if (length < 0) {
            return "expected a header 'Content-Length: N', found " + (first == null ? "a blank line" : "'" + shown(first) + "'");
        }
        byte[] content = new byte[(int) length];
        int got = 0;
        while (got < length) {
            int n = read(content, got, (int) length - got);
            if (n < 0) return "the input ended after " + got + " of its " + length + " bytes";
            got += n;
        }
        raw.write(content, 0, got);
        String why = notAnObject(content);
        if (why != null) return why;
        out.write(("Content-Length: " + length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(content);
        out.flush();
        return null;
    }

    /** Null when the content is one JSON object, else what it is. */
    private static String notAnObject(byte[] content) {
        try {
            if (JsonParser.parseString(new String(content, StandardCharsets.UTF_8)).isJsonObject()) return null;
        } catch (RuntimeException e) {
            // not JSON: said below
        }
        return "expected a JSON-RPC message (a JSON object) in its " + content.length + " bytes, found '"
                + shown(new String(content, 0, Math.min(content.length, 200), StandardCharsets.UTF_8)) + "'";
    }

    /** Up to 40 characters, control characters as '?'. */
    private static String shown(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length() && i < 40; i++) {
            char c = s.charAt(i);
            sb.append(c < 0x20 || c == 0x7f ? '?' : c);
        }
        return s.length() > 40 ? sb.append("...").toString() : sb.toString();
    }

    /** A header line without its end ("\r\n" or "\n"), cut after MAX_HEADER_LINE + 1 characters; null at the end. */
    private String line() throws IOException {
        StringBuilder sb = new StringBuilder();
        while (true) {
            int b = read();
            if (b < 0) return sb.length() == 0 ? null : sb.toString();
            if (b == '\n') {
                int n = sb.length();
                if (n > 0 && sb.charAt(n - 1) == '\r') sb.setLength(n - 1);
                return sb.toString();
            }
            sb.append((char) b);
            if (sb.length() > MAX_HEADER_LINE) return sb.toString();
        }
    }

    /** Skips to the next "Content-Length:" and puts it back; false at the end of the input. */
    private boolean resync() throws IOException {
        int matched = 0;
        while (true) {
            int b = readSkipping();
            if (b < 0) return false;
            if (b == MARK[matched]) {
                if (++matched == MARK.length) {
                    unread(MARK, 0);
                    offset -= MARK.length;
                    return true;
                }
            } else matched = b == MARK[0] ? 1 : 0;
        }
    }

    private int readSkipping() throws IOException {
        if (backPos < back.length) {
            offset++;
            return back[backPos++] & 0xff;
        }
        int b = in.read();
        if (b >= 0) offset++;
        return b;
    }

    private int read() throws IOException {
        int b = readSkipping();
        if (b >= 0) raw.write(b);
        return b;
    }

    private int read(byte[] into, int off, int len) throws IOException {
        if (backPos < back.length) {
            int n = Math.min(len, back.length - backPos);
            System.arraycopy(back, backPos, into, off, n);
            backPos += n;
            offset += n;
            return n;
        }
        int n = in.read(into, off, len);
        if (n > 0) offset += n;
        return n;
    }

    /** Puts {@code bytes[from..]} back before what is still to be read. */
    private void unread(byte[] bytes, int from) {
        int rest = back.length - backPos, add = Math.max(0, bytes.length - from);
        byte[] b = new byte[add + rest];
        System.arraycopy(bytes, from, b, 0, add);
        System.arraycopy(back, backPos, b, add, rest);
        back = b;
        backPos = 0;
    }
}
