package org.tilerules.picture;

import org.junit.jupiter.api.Test;
import org.tilerules.TestSupport;
import org.tilerules.front.RulesLoader;
import org.tilerules.runtime.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tile sheet's key (issue 37): each mark (the goods, shields, inns) and tag the tiles show, named, inside the picture. */
class TileSheetKeyTest {
    private static final Pattern ITEM = Pattern.compile("<g class=\"key-item\" data-kind=\"(\\w+)\" data-name=\"([^\"]+)\">");

    @Test void theGoodsAndShieldsOfTradersAndBuildersAreInTheKey() {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("traders-and-builders"));
        String svg = TilePictures.sheet(new Artwork(r), 8);
        r.scripts.close();
        assertEquals(List.of("mark shields", "mark wine", "mark grain", "mark cloth", "junction road junction"),
                items(svg).stream().filter(i -> !i.startsWith("tag")).sorted(java.util.Comparator.comparingInt(TileSheetKeyTest::order)).toList());
        Matcher h = Pattern.compile("height=\"(\\d+)\"").matcher(svg);
        assertTrue(h.find());
        Matcher y = Pattern.compile("<g class=\"key\" font-size=\"14\"><text x=\"20\" y=\"(\\d+)\"").matcher(svg);
        assertTrue(y.find(), "a key");
        assertTrue(Integer.parseInt(y.group(1)) < Integer.parseInt(h.group(1)), "the key lies inside the picture");
    }

    @Test void theBaseSheetKeysItsShieldsAndCrossroads() {
        Rules r = RulesLoader.load(TestSupport.repo().resolve("rulesets"), List.of("base"));
        String svg = TilePictures.sheet(new Artwork(r), 8);
        r.scripts.close();
        assertEquals(List.of("junction road junction", "mark shields"), items(svg).stream().sorted().toList());
    }

    private static int order(String item) {
        return List.of("mark shields", "mark wine", "mark grain", "mark cloth", "junction road junction").indexOf(item);
    }

    private static List<String> items(String svg) {
        List<String> out = new ArrayList<>();
        Matcher m = ITEM.matcher(svg);
        while (m.find()) out.add(m.group(1) + " " + m.group(2));
        return out;
    }
}
