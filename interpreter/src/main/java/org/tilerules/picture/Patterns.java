package org.tilerules.picture;

import java.util.List;

/** Fill patterns a draw clause may name ({@code pattern NAME}), drawn over an area's fill in its stroke colour. */
public final class Patterns {
    public static final List<String> NAMES = List.of("dots", "stripes", "hatch", "bricks");

    private Patterns() {}

    public static String id(String name, String colour) {
        return "pat-" + name + "-" + colour.replaceAll("[^A-Za-z0-9]", "");
    }

    /** The {@code <pattern>} element for a name and a colour. */
    public static String def(String name, String colour) {
        String c = Svg.esc(colour);
        String body = switch (name) {
            case "dots" -> "<circle cx=\"4\" cy=\"4\" r=\"1.1\" fill=\"" + c + "\"/>";
            case "stripes" -> "<path d=\"M0,8L8,0\" stroke=\"" + c + "\" stroke-width=\"1\"/>";
            case "hatch" -> "<path d=\"M0,8L8,0M0,0L8,8\" stroke=\"" + c + "\" stroke-width=\"0.7\"/>";
            default -> "<path d=\"M0,0.5H8M0,4.5H8M2,0.5V4.5M6,4.5V8.5\" stroke=\"" + c + "\" stroke-width=\"0.6\" fill=\"none\"/>";
        };
        return "<pattern id=\"" + id(name, colour) + "\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">" + body + "</pattern>";
    }
}
