package org.tilerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A game with every expansion: its replay page stays small, and its board's key names everything drawn. */
class PictureSizeAndKeyTest {
    @TempDir static Path tmp;
    static Path record;

    @BeforeAll static void play() throws IOException {
        Cli.Result r = Cli.run("play", "--rules", "all", "--players", "4", "--seed", "3", "--json");
        assertEquals(0, r.code(), r.err());
        record = tmp.resolve("all.json");
        Files.writeString(record, r.out());
    }

    @Test void theReplayPageOfAnAllRulesGameIsUnder3MB() throws IOException {
        Path html = tmp.resolve("all.html");
        Cli.Result r = Cli.run("replay", record.toString(), "--html", html.toString());
        assertEquals(0, r.code(), r.err());
        long size = Files.size(html);
        assertTrue(size < 3_000_000, "replay page of " + size + " bytes");
        // every frame's board comes back whole: as many tiles as the frame says
        String page = Files.readString(html);
        int at = page.indexOf("id=\"frames\">") + "id=\"frames\">".length();
        JsonNode json = new ObjectMapper().readTree(page.substring(at, page.indexOf("</script>", at)).replace("<\\/", "</"));
        JsonNode frames = json.get("frames");
        assertTrue(frames.size() > 300, "frames: " + frames.size());
        for (JsonNode f : frames) {
            StringBuilder svg = new StringBuilder();
            for (JsonNode run : f.get("svg")) {
                for (int i = run.get(0).asInt(); i < run.get(0).asInt() + run.get(1).asInt(); i++) svg.append(json.get("parts").get(i).asText());
            }
            int shown = 0;
            if (f.has("shown")) for (JsonNode run : f.get("shown")) shown += run.get(1).asInt();
            assertEquals(f.get("tiles").asInt(), shown + count(svg.toString(), "<g class=\"tile\" "), f.get("title").asText());
            assertTrue(svg.toString().startsWith("<svg ") && svg.toString().endsWith("</svg>"), f.get("title").asText());
        }
    }

    @Test void theKeyNamesEveryFigureTokenTagAndMarkDrawn() throws IOException {
        Cli.Result r = Cli.run("render", "board", record.toString());
        assertEquals(0, r.code(), r.err());
        String svg = r.out();
        Set<String> key = all(svg, "<g class=\"key-item\" data-kind=\"(\\w+)\" data-name=\"([^\"]*)\"", 1, 2);
        Set<String> drawn = all(svg, "<g class=\"figure\" data-owner=\"[^\"]*\" data-figure=\"([^\"]*)\"", -1, 1);
        for (String f : drawn) assertTrue(key.contains("figure " + f), "figure " + f + " not in the key " + key);
        for (String t : all(svg, "<g class=\"tile-token\" data-token=\"([^\"]*)\"", -1, 1)) {
            assertTrue(key.stream().anyMatch(k -> k.startsWith("token " + t + " ")), "token " + t + " not in the key " + key);
        }
        for (String l : all(svg, "<g class=\"link\" data-owner=\"[^\"]*\" data-link=\"(\\w+) ", -1, 1)) {
            assertTrue(key.contains("link " + l), "link " + l + " not in the key " + key);
        }
        // tags and marks drawn on the placed tiles (their symbols) are in the key too
        for (String sym : all(svg, "<symbol id=\"tile-[^\"]*\" viewBox=\"0 0 100 100\">(.*?)</symbol>", -1, 1)) {
            if (sym.contains("class=\"tag\"")) assertTrue(key.stream().anyMatch(k -> k.startsWith("tag ")), key.toString());
            if (sym.contains("class=\"mark\"")) assertTrue(key.stream().anyMatch(k -> k.startsWith("mark ")), key.toString());
        }
        assertTrue(key.contains("mark shields") && key.contains("figure follower"), key.toString());
        assertTrue(key.size() >= 10, key.toString());
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) n++;
        return n;
    }

    private static Set<String> all(String s, String regex, int a, int b) {
        Set<String> out = new TreeSet<>();
        Matcher m = Pattern.compile(regex, Pattern.DOTALL).matcher(s);
        while (m.find()) out.add(a < 0 ? m.group(b) : m.group(a) + " " + m.group(b));
        return out;
    }
}
