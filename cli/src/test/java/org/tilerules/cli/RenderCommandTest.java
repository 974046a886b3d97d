package org.tilerules.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RenderCommandTest {
    @TempDir Path tmp;

    static Document xml(String svg) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg.substring(0, Math.min(300, svg.length())), e);
        }
    }

    /** Elements of a class ({@code <g class="tile">}), in document order. */
    static List<Element> ofClass(Document d, String cls) {
        List<Element> out = new ArrayList<>();
        NodeList all = d.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (cls.equals(e.getAttribute("class"))) out.add(e);
        }
        return out;
    }

    private Cli.Result ok(String... args) {
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.code(), r.err());
        return r;
    }

    @Test void everyBaseTileMatchesItsGoldenPicture() throws IOException {
        Path golden = Path.of("src/test/resources/golden/base");
        List<String> ids = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^tile (\\w+) count").matcher(Files.readString(Cli.repo().resolve("tiles/base.tiles")));
        while (m.find()) ids.add(m.group(1));
        assertEquals(24, ids.size());
        for (String id : ids) {
            String svg = ok("render", "tile", id).out();
            assertEquals(Files.readString(golden.resolve(id + ".svg")), svg, "tile " + id + " differs from its golden picture");
            Document d = xml(svg);
            assertEquals(1, ofClass(d, "tile").size());
        }
    }

    @Test void aTurnedTileKeepsItsFeaturesAndTurnsThem() {
        Document d = xml(ok("render", "tile", "D", "--rot", "90").out());
        Element tile = ofClass(d, "tile").get(0);
        assertEquals("90", tile.getAttribute("data-rot"));
        assertEquals(List.of("city", "field", "field", "road"), kinds(d));
        assertTrue(ok("render", "tile", "D", "--rot", "90").out().contains("rotate(90 50 50)"));
    }

    private static List<String> kinds(Document d) {
        List<String> out = new ArrayList<>();
        for (Element e : ofClass(d, "feature")) out.add(e.getAttribute("data-kind"));
        out.sort(null);
        return out;
    }

    @Test void theTileSheetOfEveryShippedRuleSetHasEveryTileType() {
        int[][] expected = {{24, 72}, {24 + 13, 72 + 12}, {24 + 10, 72 + 10}, {24 + 12, 72 + 12}};
        String[] sets = {"base", "base,abbey-and-mayor", "base,fest", "base,count"};
        for (int i = 0; i < sets.length; i++) {
            String svg = ok("render", "tiles", "--rules", sets[i]).out();
            Document d = xml(svg);
            assertEquals(expected[i][0], ofClass(d, "tile").size(), sets[i]);
            int sum = 0;
            for (Element e : ofClass(d, "tile")) sum += Integer.parseInt(e.getAttribute("data-count"));
            assertEquals(expected[i][1], sum, sets[i]);
        }
        String all = ok("render", "tiles", "--rules", "base,abbey-and-mayor,fest,count,house").out();
        assertTrue(all.contains("data-kind=\"cloister\""), "the abbey is drawn as its kind says");
        assertTrue(all.contains("class=\"tag\""), "tags with a look are drawn");
        assertTrue(all.contains("class=\"mark\""), "shields are drawn as marks");
    }

    @Test void aScenarioBoardShowsEveryTileAndEachFigureOnItsFeatureInItsOwnersColour() throws IOException {
        Path sc = tmp.resolve("board.scenario");
        Files.writeString(sc, """
                scenario "four tiles, a follower on a city, a barn where they meet" {
                  rules base, abbey-and-mayor
                  players red, blue
                  board {
                    B at 0,0 { red barn on f1 }
                    B at 1,0
                    B at 0,1
                    E at 1,1 rot 180 { blue follower on c }
                  }
                }
                """);
        Document d = xml(ok("render", "board", sc.toString(), "--setup", "--rules-dir", Cli.path("rulesets")).out());
        List<Element> tiles = ofClass(d, "tile");
        assertEquals(4, tiles.size());
        // the board's first tile is drawn at 20,20 (the margin): positions are 100 units per tile
        Element e = tiles.get(3);
        assertEquals("E", e.getAttribute("data-tile"));
        assertEquals("translate(120 120)", e.getAttribute("transform"));
        List<Element> figures = ofClass(d, "figure");
        assertEquals(2, figures.size());
        Element barn = figures.get(0), follower = figures.get(1);
        assertEquals("red", barn.getAttribute("data-owner"));
        assertEquals("barn", barn.getAttribute("data-figure"));
        // the barn stands on the corner where the four tiles meet
        assertEquals("120", barn.getAttribute("data-cx"));
        assertEquals("120", barn.getAttribute("data-cy"));
        assertEquals("red", ((Element) barn.getElementsByTagNameNS("*", "use").item(0)).getAttribute("fill"));
        assertEquals("blue", follower.getAttribute("data-owner"));
        assertEquals("1,1.c", follower.getAttribute("data-at"));
        assertEquals("blue", ((Element) follower.getElementsByTagNameNS("*", "use").item(0)).getAttribute("fill"));
        // the city of an E is its north cap, turned to the south: the follower stands in the tile's bottom part, in the middle
        double x = Double.parseDouble(follower.getAttribute("data-cx")), y = Double.parseDouble(follower.getAttribute("data-cy"));
        assertEquals(170, x, 0.01);
        assertTrue(y > 200 && y < 220, "follower at y " + y);
    }

    @Test void aNeutralFigureInAZoneIsDrawnInItsZone() {
        Document d = xml(ok("render", "board", Cli.path("scenarios/count/setup.scenario"), "--setup").out());
        List<Element> zones = ofClass(d, "zone");
        assertEquals(1, zones.size());
        assertEquals("castle", zones.get(0).getAttribute("data-zone"));
        Element count = (Element) zones.get(0).getElementsByTagNameNS("*", "g").item(0);
        assertEquals("neutral", count.getAttribute("data-owner"));
        assertEquals("count", count.getAttribute("data-figure"));
        assertEquals(12, ofClass(d, "tile").size());
    }

    @Test void tokensOnTilesAndJunctionsAreDrawnWhereTheyLie() {
        Document d = xml(ok("render", "board", Cli.path("scenarios/plague/flight.scenario"), "--only", "PL8: no flight onto", "--setup").out());
        List<String> tokens = ofClass(d, "tile-token").stream()
                .map(e -> e.getAttribute("data-token") + " " + e.getAttribute("data-count") + " " + e.getAttribute("data-owner") + " at " + e.getAttribute("data-at")).toList();
        assertEquals(List.of("flea 1 nobody at 2,0", "flea 1 nobody at 3,0", "source 1 nobody at 4,0"), tokens);
        Document f = xml(ok("render", "board", Cli.path("scenarios/ferries/ferries.scenario"), "--only", "FE2, FE3").out());
        List<Element> bars = ofClass(f, "junction");
        assertEquals(1, bars.size());
        assertEquals("ferry", bars.get(0).getAttribute("data-junction"));
        assertEquals("1,0.r1-r3", bars.get(0).getAttribute("data-at"));
    }

    @Test void aRecordedGameIsDrawnAtAnyTurn() throws IOException {
        Path rec = tmp.resolve("game.json");
        Files.writeString(rec, ok("play", "--bots", "random", "--players", "3", "--seed", "7", "--json").out());
        Document d10 = xml(ok("render", "board", rec.toString(), "--turn", "10").out());
        assertEquals(11, ofClass(d10, "tile").size());
        assertEquals(1, ofClass(d10, "last").size());
        Document d0 = xml(ok("render", "board", rec.toString(), "--turn", "0", "--open").out());
        assertEquals(1, ofClass(d0, "tile").size());
        assertEquals(0, ofClass(d0, "last").size());
        assertEquals(4, ofClass(d0, "open").get(0).getChildNodes().getLength());
        Document end = xml(ok("render", "board", rec.toString()).out());
        assertEquals(72, ofClass(end, "tile").size());
        for (Element f : ofClass(end, "figure")) assertTrue(List.of("red", "blue", "green").contains(f.getAttribute("data-owner")));
    }

    @Test void pngOnRequest() throws IOException {
        Path png = tmp.resolve("sheet.png");
        ok("render", "tiles", "--rules", "base", "-o", png.toString());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(980, img.getWidth());
        assertEquals(470 + 42, img.getHeight(), "three rows of tiles, and a row of the key");
        Path tile = tmp.resolve("d.png");
        ok("render", "tile", "D", "--size", "100", "-o", tile.toString());
        BufferedImage d = ImageIO.read(tile.toFile());
        assertEquals(100, d.getWidth());
        // the middle of the south side is field green (#8cc152), the middle of the north side city (#c98e4f, bricks aside)
        assertEquals(0x8cc152, d.getRGB(50, 92) & 0xffffff);
        int north = d.getRGB(50, 5) & 0xffffff;
        assertTrue(((north >> 16) & 0xff) > 150 && ((north >> 8) & 0xff) < 160, Integer.toHexString(north));
    }

    @Test void mistakesAreReportedWithoutAStackTrace() throws IOException {
        Cli.Result unknown = Cli.run("render", "tile", "Q9");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().startsWith("error: unknown tile 'Q9' in rules base;"), unknown.err());
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"format\": 1,\n  \"rules\": [\"base\"\n}");
        Cli.Result json = Cli.run("render", "board", bad.toString());
        assertEquals(1, json.code());
        assertTrue(json.err().startsWith("error: " + bad + ":3:1: bad JSON"), json.err());
        Path rec = tmp.resolve("game.json");
        Files.writeString(rec, ok("play", "--bots", "random", "--seed", "2", "--json").out());
        Cli.Result late = Cli.run("render", "board", rec.toString(), "--turn", "500");
        assertEquals(2, late.code());
        assertTrue(late.err().contains("--turn 500: the game has turns 0 (the set-up) to"), late.err());
        Path sc = tmp.resolve("broken.scenario");
        Files.writeString(sc, "scenario \"x\" {\n  rules base\n  players red blue\n}\n");
        Cli.Result syntax = Cli.run("render", "board", sc.toString());
        assertEquals(1, syntax.code());
        assertTrue(syntax.err().contains("broken.scenario:3:"), syntax.err());
        Cli.Result missing = Cli.run("render", "board", tmp.resolve("nope.json").toString());
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
    }
}
