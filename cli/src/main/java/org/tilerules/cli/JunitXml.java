package org.tilerules.cli;

import org.tilerules.scenario.Outcome;

import java.util.List;
import java.util.Locale;

/** Scenario outcomes as a Surefire-style JUnit XML report, which CI servers read. */
final class JunitXml {
    private JunitXml() {}

    static String report(String suite, List<Outcome> outcomes) {
        int failures = 0;
        double time = 0;
        for (Outcome o : outcomes) {
            if (!o.passed()) failures++;
            time += o.seconds();
        }
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<testsuite name=\"").append(escape(suite)).append("\" tests=\"").append(outcomes.size())
                .append("\" failures=\"").append(failures).append("\" errors=\"0\" skipped=\"0\" time=\"")
                .append(seconds(time)).append("\">\n");
        for (Outcome o : outcomes) {
            sb.append("  <testcase classname=\"").append(escape(o.file())).append("\" name=\"").append(escape(o.name()))
                    .append("\" time=\"").append(seconds(o.seconds())).append('"');
            if (o.passed()) {
                sb.append("/>\n");
                continue;
            }
            String msg = o.message() == null ? "" : o.message();
            int nl = msg.indexOf('\n');
            sb.append(">\n    <failure message=\"").append(escape(nl < 0 ? msg : msg.substring(0, nl))).append("\">")
                    .append(escape(o.file() + ":" + o.line() + ": " + msg)).append("</failure>\n  </testcase>\n");
        }
        sb.append("</testsuite>\n");
        return sb.toString();
    }

    private static String seconds(double s) { return String.format(Locale.ROOT, "%.3f", s); }

    /** Escapes text for an XML attribute or element; characters XML 1.0 cannot hold become '?'. */
    static String escape(String s) {
        if (s == null) return "";
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&': sb.append("&amp;"); break;
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                case '"': sb.append("&quot;"); break;
                case '\'': sb.append("&apos;"); break;
                case '\n': sb.append("&#10;"); break;
                case '\r': sb.append("&#13;"); break;
                case '\t': sb.append("&#9;"); break;
                default:
                    if (c < 0x20 || c == 0xFFFE || c == 0xFFFF) sb.append('?');
                    else sb.append(c);
            }
        }
        return sb.toString();
    }
}
