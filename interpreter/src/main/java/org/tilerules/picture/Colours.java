package org.tilerules.picture;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Colours in pictures: {@code #rgb}, {@code #rrggbb} or a colour name SVG and
 * browsers know. A seat is drawn in the colour its name names; seats with
 * other names take a colour from a fixed palette, by seat.
 */
public final class Colours {
    /** Colour names accepted in draw clauses and taken from seat names (a subset of SVG's named colours). */
    public static final List<String> NAMES = List.of("black", "white", "gray", "grey", "silver", "red", "maroon", "orange",
            "yellow", "goldenrod", "olive", "lime", "green", "teal", "cyan", "aqua", "blue", "navy", "purple", "magenta",
            "fuchsia", "pink", "brown", "tan", "beige", "ivory", "khaki", "crimson", "indigo", "violet", "orchid",
            "salmon", "coral", "chocolate", "sienna", "peru", "wheat", "darkgreen", "darkred", "darkblue", "skyblue",
            "steelblue", "slategray", "forestgreen", "seagreen", "turquoise", "plum", "lavender", "none");
    private static final String[] PALETTE = {"#d32f2f", "#1976d2", "#388e3c", "#fbc02d", "#212121", "#9e9e9e", "#7b1fa2", "#f57c00"};
    private static final Pattern HEX = Pattern.compile("#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})");

    private Colours() {}

    public static boolean valid(String colour) { return HEX.matcher(colour).matches() || NAMES.contains(colour); }

    /** The colour a seat is drawn in: its own name when that names a colour. */
    public static String seat(String name, int seat) {
        String n = name.toLowerCase(Locale.ROOT);
        return valid(n) && !n.equals("none") ? n : PALETTE[seat % PALETTE.length];
    }
}
