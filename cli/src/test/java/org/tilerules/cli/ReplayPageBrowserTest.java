package org.tilerules.cli;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.tilerules.record.GameRecord;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The replay page in a real browser: Debian's chromium driven through its
 * chromium-driver (.ci/run installs both). Without them the test is skipped on a
 * developer's machine and fails in CI, where they must be.
 */
class ReplayPageBrowserTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium"), DRIVER = Path.of("/usr/bin/chromedriver");
    static WebDriver browser;
    static Path work;

    @BeforeAll static void start() throws IOException {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        if (!present) {
            String msg = "the replay page test needs " + CHROMIUM + " and " + DRIVER
                    + " (Debian packages chromium and chromium-driver; .ci/run installs them)";
            if ("true".equals(System.getenv("CI"))) fail(msg);
            Assumptions.assumeTrue(false, msg);
        }
        work = Files.createDirectories(Path.of("target/replay-page"));
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1500,1100",
                "--user-data-dir=" + Files.createTempDirectory("chromium-profile").toAbsolutePath());
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build();
        browser = new ChromeDriver(service, o);
    }

    @AfterAll static void stop() {
        if (browser != null) browser.quit();
    }

    @Test void stepsThroughARecordedGame() throws IOException {
        Path rec = work.resolve("game.json"), page = work.resolve("game.html");
        Cli.Result played = Cli.run("play", "--players", "3", "--seed", "11", "--bots", "greedy", "--json");
        assertEquals(0, played.code(), played.err());
        Files.writeString(rec, played.out());
        Cli.Result r = Cli.run("replay", rec.toString(), "--html", page.toString());
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(page);
        String withoutNamespaces = html.replace("http://www.w3.org/2000/svg", "").replace("http://www.w3.org/1999/xlink", "");
        assertTrue(!withoutNamespaces.contains("http") && !withoutNamespaces.contains("src="), "the page loads nothing");
        assertTrue(html.contains("<script type=\"application/json\" id=\"record\">" + played.out().trim().replace("</", "<\\/")),
                "the record is inside the page");
        GameRecord record = GameRecord.fromJson(played.out());
        int[] at10 = scoresAfterTurn(record, 10);

        browser.get(page.toUri().toString());
        WebElement body = browser.findElement(By.tagName("body"));
        assertEquals("0", position().getAttribute("data-index"));
        for (int i = 0; i < 5; i++) browser.findElement(By.id("forward")).click();
        for (int i = 0; i < 5; i++) body.sendKeys(Keys.ARROW_RIGHT);
        assertEquals("10", position().getAttribute("data-turn"));
        assertArrayEquals(at10, shownScores(record.players().size()));
        assertEquals(11, tilesOnBoard());
        body.sendKeys(Keys.ARROW_LEFT);
        assertEquals("9", position().getAttribute("data-turn"));
        assertEquals(10, tilesOnBoard());

        body.sendKeys(Keys.END);
        assertArrayEquals(record.scores(), shownScores(record.players().size()));
        assertEquals(record.tilesPlaced(), tilesOnBoard());
        assertTrue(browser.findElement(By.id("forward")).getAttribute("disabled") != null, "forward stops at the end");
        List<WebElement> events = browser.findElements(By.cssSelector("#events li"));
        assertTrue(events.size() > 1, "the final scoring lists its score events");
        assertTrue(events.get(0).getText().matches("(red|blue|green) \\+\\d+ \\w+: .+"), events.get(0).getText());
        File shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), Path.of("target/replay-page/last-turn.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        browser.findElement(By.id("first")).click();
        assertEquals("0", position().getAttribute("data-index"));
        assertEquals(1, tilesOnBoard());
    }

    private WebElement position() { return browser.findElement(By.id("position")); }

    private int tilesOnBoard() { return browser.findElements(By.cssSelector("#board g.tile")).size(); }

    private int[] shownScores(int players) {
        int[] out = new int[players];
        for (int p = 0; p < players; p++) out[p] = Integer.parseInt(browser.findElement(By.id("score-" + p)).getText().trim());
        return out;
    }

    /** The scores after a turn, straight from the record's score events. */
    private static int[] scoresAfterTurn(GameRecord record, int turn) {
        int[] s = new int[record.players().size()];
        record.events().stream().filter(e -> e.turn() <= turn).forEach(e -> s[e.player()] += e.points());
        return s;
    }
}
