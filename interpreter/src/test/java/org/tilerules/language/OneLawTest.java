package org.tilerules.language;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The one law (docs/architecture.md): the Java code knows no Carcassonne. No class, method, constant
 * or string of the engine, the command line, the language server or the Spark job names a game thing;
 * what makes the game Carcassonne is in tiles/ and rulesets/. A line that is only a comment may name
 * one (to say which rule a general mechanism serves); code and strings may not, trailing comments
 * included, so that a word cannot hide behind code on its line.
 */
class OneLawTest {
    /** Game words, singular (a plural "s" is matched too): the pieces, features, places and expansions of the game. */
    static final List<String> WORDS = List.of("city", "cities", "road", "cloister", "monastery", "farmer", "farm", "knight",
            "thief", "monk", "mayor", "wagon", "barn", "abbey", "abbot", "dragon", "fairy", "princess", "portal", "volcano",
            "tower", "builder", "pig", "inn", "cathedral", "shield", "pennant", "river", "festival", "quarter", "castle",
            "blacksmith", "meeple", "goods", "wine", "grain", "cloth", "cathar", "siege", "shrine", "heretic", "catapult",
            "plague", "flea", "phantom", "teacher", "ferry", "ferries", "gold", "mage", "witch", "robber", "bazaar",
            "tunnel", "crop");

    private static final Pattern WORD = Pattern.compile("(?i)\\b(" + String.join("|", WORDS) + ")s?\\b");
    private static final Pattern COMMENT_LINE = Pattern.compile("^\\s*(//|\\*|/\\*)");

    /** The lines of one source text that break the law, as "NAME:LINE: text". */
    static List<String> breaches(String name, String source) {
        List<String> out = new ArrayList<>();
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (COMMENT_LINE.matcher(lines[i]).find()) continue;
            if (WORD.matcher(lines[i]).find()) out.add(name + ":" + (i + 1) + ": " + lines[i].strip());
        }
        return out;
    }

    @Test void theJavaCodeNamesNoGameThing() throws IOException {
        List<String> found = new ArrayList<>();
        Path repo = TestSupport.repo();
        for (String module : List.of("interpreter", "simulate", "cli", "lsp", "spark")) {
            Path main = repo.resolve(module).resolve("src/main");
            if (!Files.isDirectory(main)) continue;
            try (Stream<Path> files = Files.walk(main)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    found.addAll(breaches(repo.relativize(f).toString(), Files.readString(f)));
                }
            }
        }
        assertEquals(List.of(), found, "the Java code names game things: move the knowledge into rulesets/ or tiles/, or make the Java general");
    }

    @Test void theCheckFindsAWordInCodeAndStringsButNotInACommentLine() {
        String source = """
                // a comment line may say: the abbot's garden
                 * and so may a Javadoc line about a road
                int roads = 2;
                String s = "a City";
                call(x); // a trailing comment about a farmer
                int roadworks = 1;
                """;
        assertEquals(List.of("x.java:3: int roads = 2;", "x.java:4: String s = \"a City\";",
                "x.java:5: call(x); // a trailing comment about a farmer"), breaches("x.java", source));
    }
}
