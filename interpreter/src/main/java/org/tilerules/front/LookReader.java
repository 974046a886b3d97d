package org.tilerules.front;

import org.tilerules.grammar.TilerulesParser.DrawClauseContext;
import org.tilerules.grammar.TilerulesParser.DrawMarkContext;
import org.tilerules.grammar.TilerulesParser.DrawPropContext;
import org.tilerules.grammar.TilerulesParser.DrawSettingContext;
import org.tilerules.model.Look;
import org.tilerules.picture.Colours;
import org.tilerules.picture.Glyphs;
import org.tilerules.picture.Patterns;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/** Reads {@code draw { ... }} clauses into {@link Look}s, checking every setting and value. */
final class LookReader {
    private static final List<String> AS = List.of("area", "line", "shape");
    private final Diagnostics diags;
    /** Marks to check once the tile files have told which attributes exist. */
    private final List<Mark> marks = new ArrayList<>();

    private record Mark(String file, DrawMarkContext at) {}

    /** The draw clauses of pieces and feature kinds, to tell which of them name no label. */
    private final List<Named> named = new ArrayList<>();

    private record Named(String file, DrawClauseContext at, Look look, String what, String name) {}

    LookReader(Diagnostics diags) { this.diags = diags; }

    /** A piece's or a feature kind's draw clause ({@code what}: "piece", "feature"), remembered for {@link #checkLabels}. */
    void read(String file, DrawClauseContext clause, Look into, String what, String name) {
        named.add(new Named(file, clause, into, what, name));
        read(file, clause, into);
    }

    /**
     * A warning at the first draw clause of each piece or feature kind that no clause of the rules gives a
     * {@code label}: the play page, {@code play} and the log then name it by the rules' own word.
     */
    void checkLabels() {
        Set<Look> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Named n : named) {
            if (n.look().has("label") || !seen.add(n.look())) continue;
            diags.warn(n.file(), n.at().getStart(), n.what() + " " + n.name() + " has a draw clause without a label: people read it as '"
                    + n.look().label(n.name()) + "'; add 'label \"...\"' with the name a player knows it by");
        }
    }

    void read(String file, DrawClauseContext clause, Look into) {
        for (DrawPropContext p : clause.drawProp()) read(file, p, into, true);
    }

    private void read(String file, DrawPropContext p, Look into, boolean marksAllowed) {
        if (p instanceof DrawMarkContext m) {
            if (!m.key.getText().equals("mark") || !marksAllowed) {
                diags.add(file, m.key, "expected a setting such as 'fill \"#7cb342\"'" + (marksAllowed ? " or 'mark ATTRIBUTE { ... }'" : "")
                        + ", found '" + m.key.getText() + " " + m.target.getText() + " {'");
                return;
            }
            Look mark = into.mark(m.target.getText());
            marks.add(new Mark(file, m));
            for (DrawPropContext q : m.drawProp()) read(file, q, mark, false);
            return;
        }
        DrawSettingContext s = (DrawSettingContext) p;
        String key = s.key.getText(), raw = s.value.getText();
        String value = raw.startsWith("\"") ? RulesLoader.unquote(raw) : raw;
        String expected = Look.SETTINGS.get(key);
        if (expected == null) {
            diags.add(file, s.key, "unknown draw setting '" + key + "'; " + Names.suggest(key, Look.SETTINGS.keySet()));
            return;
        }
        boolean ok = switch (key) {
            case "as" -> AS.contains(value);
            case "fill", "stroke", "edge" -> Colours.valid(value);
            case "pattern" -> Patterns.NAMES.contains(value);
            case "glyph", "junction" -> Glyphs.ALL.containsKey(value);
            case "label" -> raw.startsWith("\"") && !value.isBlank() && value.length() <= 40;
            default -> value.matches("[0-9]{1,3}");
        };
        if (!ok) {
            String known = switch (key) {
                case "as" -> "";
                case "pattern" -> " (" + String.join(", ", Patterns.NAMES) + ")";
                case "glyph", "junction" -> " (" + String.join(", ", Glyphs.ALL.keySet()) + ")";
                case "fill", "stroke", "edge" -> " (\"#rrggbb\" or a colour name such as \"red\")";
                case "label" -> " (\"large follower\": 1 to 40 characters in quotes)";
                default -> " (0 to 999)";
            };
            diags.add(file, s.value, "draw setting '" + key + "' takes " + expected + known + ", found '" + raw + "'");
            return;
        }
        into.set(key, value);
    }

    /** Marks name attributes; an attribute no tile has is probably a typo. */
    void checkMarks(Rules rules) {
        for (Mark m : marks) {
            String a = m.at().target.getText();
            if (rules.attribute(a) < 0) {
                diags.add(m.file(), m.at().target, "mark names attribute '" + a + "', which no tile has; "
                        + Names.suggest(a, rules.attributes));
            }
        }
    }
}
