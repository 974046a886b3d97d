package org.tilerules.cli;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.tilerules.record.GameRecord;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The play page of {@code serve} in a real browser (Debian's chromium through its
 * chromium-driver, as {@link ReplayPageBrowserTest}): whole games of a person
 * against the greedy bot, played by clicks only, from the set-up form to the
 * final table; the record the page links replays to the scores it shows.
 */
class PlayPageBrowserTest {
    static WebDriver browser;
    static WebServer server;
    static Path work;

    @BeforeAll static void start() throws IOException {
        boolean present = Files.isExecutable(ReplayPageBrowserTest.CHROMIUM) && Files.isExecutable(ReplayPageBrowserTest.DRIVER);
        if (!present) {
            String msg = "the play page test needs " + ReplayPageBrowserTest.CHROMIUM + " and " + ReplayPageBrowserTest.DRIVER
                    + " (Debian packages chromium and chromium-driver; .ci/run installs them)";
            if ("true".equals(System.getenv("CI"))) fail(msg);
            Assumptions.assumeTrue(false, msg);
        }
        work = Files.createDirectories(Path.of("target/play-page"));
        server = new WebServer(org.tilerules.front.RulesPath.of(Cli.repo().resolve("rulesets")), "localhost", 0, 0);
        server.start();
        browser = newBrowser();
    }

    /** A headless chromium of its own (its own profile): the page as one person's browser sees it. */
    static WebDriver newBrowser() throws IOException {
        ChromeOptions o = new ChromeOptions();
        o.setBinary(ReplayPageBrowserTest.CHROMIUM.toFile());
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1120,680",
                "--user-data-dir=" + Files.createTempDirectory("chromium-profile").toAbsolutePath());
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(ReplayPageBrowserTest.DRIVER.toFile()).build();
        return new ChromeDriver(service, o);
    }

    @AfterAll static void stop() {
        if (browser != null) browser.quit();
        if (server != null) server.stop();
    }

    /** The base game, zoomed in and out, some placements taken back and made again before the figure is chosen. */
    @Test void aWholeBaseGameByClicks() throws Exception {
        Played p = play(List.of(), List.of("human", "greedy"), 5, "base-in-progress.png", true, 0);
        assertEquals(List.of("base"), p.record.rules());
        assertEquals(72, p.record.tilesPlaced(), "every tile of the base game is on the board");
        assertTrue(p.placements >= 30, "the person placed tiles by clicking: " + p.placements);
        assertTrue(p.figureMarks > 0, "the places for a figure were marked on the board and clicked");
        assertTrue(p.undos >= 3, "placements were taken back: " + p.undos);
        // every point in the score list says, on hover, which rule of the base game made it
        List<WebElement> events = browser.findElements(By.cssSelector("#scores li.event"));
        assertTrue(events.size() >= 5, "the points are listed: " + events.size());
        for (WebElement e : events) {
            assertTrue(e.getAttribute("title").matches("why: .+ \\(base/base\\.rules:\\d+\\)"), e.getAttribute("title"));
        }
        String winner = browser.findElement(By.id("winner")).getText();
        int best = Math.max(p.record.scores()[0], p.record.scores()[1]);
        assertTrue(winner.matches(".* (wins|share the win) with " + best + " points.*"), winner);
    }

    @Test void aGameWithTwoExpansionsByClicks() throws Exception {
        Played p = play(List.of("princess-and-dragon", "tower"), List.of("human", "greedy"), 9, null, false, 0);
        assertEquals(List.of("base", "princess-and-dragon", "tower"), p.record.rules());
        assertTrue(p.placements >= 40, "the person placed tiles by clicking: " + p.placements);
        assertTrue(p.figureMarks > 0, "the places for a figure were marked on the board and clicked");
    }

    /**
     * Five rule sets, hot-seat: two people at one page (both seats played by these clicks) and the greedy bot;
     * the page lists a link per person's seat; every option shown reads in people's words. The game is played
     * for its first 40 placements by clicks (a whole game of five rule sets by clicks is over 100 of them, and
     * the two games above already play to the final table, its record and its replay).
     */
    @Test void aFiveRuleSetHotSeatGameByClicks() throws Exception {
        List<String> five = List.of("inns-and-cathedrals", "traders-and-builders", "princess-and-dragon", "tower");
        Played p = play(five, List.of("human", "human", "greedy"), 4, "five-in-progress.png", true, 40);
        assertTrue(p.placements >= 40, "the two people placed tiles by clicking: " + p.placements);
        assertTrue(p.seatsDecided == 3, "both people's seats decided at this page (bit per seat): " + p.seatsDecided);
        List<WebElement> links = browser.findElements(By.cssSelector("#seat-link-list input"));
        assertEquals(2, links.size(), "a link per person's seat");
        String game = null;
        for (WebElement l : links) {
            String link = l.getAttribute("value");
            assertTrue(link.matches("http://localhost:\\d+/#game=[0-9a-f]{32}&seats=[01]\\.[0-9a-f]{32}"), link);
            game = link.substring(link.indexOf("#game=") + 6, link.indexOf('&'));
        }
        String state = get("http://localhost:" + server.port() + "/api/games/" + game + "/state");
        assertTrue(state.contains("\"rules\":[\"base\",\"inns\",\"inns-and-cathedrals\",\"princess-and-dragon\",\"tower\",\"traders-and-builders\"]"),
                "the five rule sets, with the part two of them share: " + state.substring(0, Math.min(300, state.length())));
        assertTrue(state.contains("\"status\":\"playing\""), "the game goes on");
    }

    /**
     * A seat handed to a second browser by its link: there, the other seat's decisions are not offered
     * ("decides in another browser"); its own are, and are taken with its token; the first page sees them made.
     */
    @Test void aSeatHandedToASecondBrowserByItsLink() throws Exception {
        browser.get("http://localhost:" + server.port() + "/");
        waitFor(() -> !browser.findElements(By.id("seat-1")).isEmpty() && browser.findElement(By.id("start")).isEnabled(),
                "the players can be set");
        new Select(browser.findElement(By.id("seat-1"))).selectByValue("human");
        WebElement seedBox = browser.findElement(By.id("seed"));
        seedBox.clear();
        seedBox.sendKeys("11");
        click(browser.findElement(By.id("start")));
        waitFor(() -> browser.findElements(By.cssSelector("#seat-link-list input")).size() == 2, "the seat links are shown");
        String link = browser.findElement(By.cssSelector("#seat-link-list input[data-seat='1']")).getAttribute("value");
        // a second browser of its own, as the person the link is handed to has (the helpers below act in `browser`)
        WebDriver first = browser, second = newBrowser();
        browser = second;
        try {
            browser.get(link);
            Random pick = new Random(11);
            int here = 0, there = 0, watched = 0;
            String acted = "";
            for (int k = 0; k < 100_000 && (here < 3 || there < 3); k++) {   // polls the second browser's state
                WebElement play = browser.findElement(By.id("play"));
                boolean waiting = "true".equals(play.getAttribute("data-waiting"));
                String version = play.getAttribute("data-version"), turn = browser.findElement(By.id("turn")).getText();
                if (version == null || version.equals(acted)) { Thread.sleep(20); continue; }
                if (waiting) {   // seat 1's decision: taken in this browser
                    acted = version;
                    decideByClicks(pick);
                    here++;
                } else if (turn.contains("decides (in another browser)")) {   // seat 0's: not offered here
                    acted = version;
                    assertTrue(!browser.findElement(By.id("decision")).isDisplayed(), "no options for the other seat's decision");
                    watched++;
                    browser = first;
                    waitFor(() -> "true".equals(browser.findElement(By.id("play")).getAttribute("data-waiting")), "the first page is asked");
                    decideByClicks(pick);
                    there++;
                    browser = second;
                } else Thread.sleep(20);
            }
            assertTrue(here >= 3 && there >= 3 && watched >= 3, "decisions in the second browser " + here + ", in the first " + there);
        } finally {
            browser = first;
            second.quit();
        }
    }

    /** Takes the open decision by clicks: a placement (a random green square, placed), else a random option. */
    private static void decideByClicks(Random pick) {
        WebElement play = browser.findElement(By.id("play"));
        String version = play.getAttribute("data-version");
        List<WebElement> spots = browser.findElements(By.cssSelector("#board .pick-spot"));
        if (!spots.isEmpty()) {
            click(spots.get(pick.nextInt(spots.size())));
            click(browser.findElement(By.id("place")));
            List<WebElement> which = browser.findElements(By.cssSelector("#options-list button.here"));
            if (!which.isEmpty() && version.equals(play.getAttribute("data-version")) && browser.findElement(By.id("decision")).isDisplayed()) {
                click(which.get(0));
            }
            return;
        }
        List<WebElement> options = browser.findElements(By.cssSelector("#options-list button.option"));
        assertTrue(!options.isEmpty(), "a decision offers its options");
        click(options.get(pick.nextInt(options.size())));
    }

    record Played(GameRecord record, int placements, int figureMarks, int undos, int seatsDecided) {}

    /**
     * Sets up a game of the seats given (each "human" played by these clicks) and plays it to the final table, or,
     * when {@code stopAt} is above 0, until that many placements were clicked (then no record: the game goes on).
     */
    private Played play(List<String> expansions, List<String> seatList, long seed, String screenshot, boolean undoAndZoom, int stopAt) throws Exception {
        browser.get("http://localhost:" + server.port() + "/");
        waitFor(() -> !browser.findElements(By.id("rs-base")).isEmpty(), "the rule sets are listed");
        for (String e : expansions) click(browser.findElement(By.id("rs-" + e)));
        waitFor(() -> !browser.findElements(By.id("seat-1")).isEmpty() && browser.findElement(By.id("start")).isEnabled(),
                "the players can be set");
        assertEquals("human", new Select(browser.findElement(By.id("seat-0"))).getFirstSelectedOption().getAttribute("value"));
        assertEquals("greedy", new Select(browser.findElement(By.id("seat-1"))).getFirstSelectedOption().getAttribute("value"));
        new Select(browser.findElement(By.id("player-count"))).selectByValue(String.valueOf(seatList.size()));
        for (int k = 0; k < seatList.size(); k++) new Select(browser.findElement(By.id("seat-" + k))).selectByValue(seatList.get(k));
        WebElement seedBox = browser.findElement(By.id("seed"));
        seedBox.clear();
        seedBox.sendKeys(String.valueOf(seed));
        click(browser.findElement(By.id("start")));

        Random pick = new Random(seed);
        WebElement play = browser.findElement(By.id("play"));
        int placements = 0, figureMarks = 0, decisions = 0, undos = 0, seatsDecided = 0;
        boolean takeBack = false, undone = false, zoomed = !undoAndZoom;
        String acted = "";
        long deadline = System.currentTimeMillis() + Long.getLong("play.seconds", 900) * 1000;
        while (true) {
            if (System.currentTimeMillis() > deadline) {
                shoot("stuck-" + seed + ".png");
                fail("the game did not end in time; page says: " + browser.findElement(By.id("turn")).getText() + " / "
                        + browser.findElement(By.id("decision")).getText() + " / " + browser.findElement(By.id("problem")).getText()
                        + " / version " + play.getAttribute("data-version") + " acted " + acted + " waiting " + play.getAttribute("data-waiting"));
            }
            String status = play.getAttribute("data-status");
            if ("failed".equals(status)) fail("the game stopped: " + browser.findElement(By.id("problem")).getText());
            if ("over".equals(status) && browser.findElement(By.id("final")).isDisplayed()) break;
            boolean waiting = "true".equals(play.getAttribute("data-waiting"));   // read before the version it belongs to
            String version = play.getAttribute("data-version");
            if (!waiting || version == null || version.equals(acted)) {
                Thread.sleep(20);
                continue;
            }
            if (stopAt > 0 && placements >= stopAt) return new Played(null, placements, figureMarks, undos, seatsDecided);
            assertTrue(++decisions < 1000, "a person's decisions end");
            acted = version;
            String whose = browser.findElement(By.id("decision-title")).getText();
            for (int k = 0; k < seatList.size(); k++) if (whose.startsWith(playerName(k) + ":")) seatsDecided |= 1 << k;
            if (!zoomed) {
                zoomed = true;
                zoomChecks();
            }
            WebElement undo = browser.findElement(By.id("undo"));
            if (takeBack && undo.isDisplayed()) {   // the figure is asked: take the placement back
                takeBack = false;
                click(undo);
                undos++;
                undone = true;
                continue;
            }
            List<WebElement> spots = browser.findElements(By.cssSelector("#board .pick-spot"));
            assertTrue(!undone || !spots.isEmpty(), "after an undo the tile is to be placed again");
            if (!spots.isEmpty()) {
                takeBack = undoAndZoom && undos < 4 && placements % 4 == 1;
                undone = false;
                assertTrue(browser.findElement(By.id("drawn-box")).isDisplayed(), "the drawn tile is shown");
                WebElement spot = spots.get(pick.nextInt(spots.size()));
                click(spot);
                if (pick.nextBoolean() && browser.findElement(By.id("turn-tile")).isEnabled()) click(browser.findElement(By.id("turn-tile")));
                click(browser.findElement(By.id("place")));
                placements++;
                List<WebElement> which = browser.findElements(By.cssSelector("#options-list button.here"));
                if (!which.isEmpty() && version.equals(play.getAttribute("data-version")) && browser.findElement(By.id("decision")).isDisplayed()) {
                    click(which.get(0));
                }
                continue;
            }
            List<WebElement> marks = browser.findElements(By.cssSelector("#board .pick, #board .pick-tile"));
            if (screenshot != null && placements >= 10 && !marks.isEmpty()) {   // the places for a figure marked
                shoot(screenshot);
                screenshot = null;
            }
            if (!marks.isEmpty() && pick.nextInt(3) == 0) {
                WebElement mark = marks.get(pick.nextInt(marks.size()));
                click(mark);
                figureMarks++;
                List<WebElement> here = browser.findElements(By.cssSelector("#options-list button.here"));
                if (!here.isEmpty()) click(here.get(pick.nextInt(here.size())));
                continue;
            }
            List<WebElement> options = browser.findElements(By.cssSelector("#options-list button.option"));
            assertTrue(!options.isEmpty(), "a decision offers its options");
            for (WebElement o : options) {   // people's words: no feature id ("on f1") and no piece id with '_'
                String text = o.getText();
                assertTrue(!text.matches(".* on [a-z]\\d*") && !text.contains("_follower") && !text.contains("tower_piece"), text);
            }
            click(options.get(pick.nextInt(options.size())));
        }

        // the final table, and the record behind its link
        int players = browser.findElements(By.cssSelector("#final-table tr[data-player]")).size();
        assertEquals(seatList.size(), players);
        int[] shown = new int[players];
        for (int k = 0; k < players; k++) shown[k] = Integer.parseInt(browser.findElement(By.id("total-" + k)).getText());
        String recordUrl = browser.findElement(By.id("record-link")).getAttribute("href");
        String json = get(recordUrl);
        GameRecord record = GameRecord.fromJson(json);
        assertArrayEquals(record.scores(), shown, "the table shows the record's scores");
        assertEquals(seatList, record.bots());
        Path file = work.resolve("game-" + seed + ".json");
        Files.writeString(file, json);
        Cli.Result replay = Cli.run("replay", file.toString(), "--rules-dir", Cli.path("rulesets"));
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().contains("replay matches the record"), replay.out());
        String page = get(browser.findElement(By.id("replay-link")).getAttribute("href"));
        assertTrue(page.contains("<script type=\"application/json\" id=\"record\">"), "the replay page holds the record");
        return new Played(record, placements, figureMarks, undos, seatsDecided);
    }

    /** The name of seat k as the page's player table shows it (before its "(you)"). */
    private static String playerName(int k) {
        String row = browser.findElements(By.cssSelector("#players tr")).get(k).findElement(By.tagName("td")).getText();
        return row.substring(0, row.indexOf(" ("));
    }

    /** The zoom buttons and the wheel scale the board; the page then plays on at 125%. */
    private static void zoomChecks() {
        WebElement board = browser.findElement(By.id("board"));
        double w = Double.parseDouble(board.findElement(By.tagName("svg")).getAttribute("data-w"));
        click(browser.findElement(By.id("zoom-in")));
        click(browser.findElement(By.id("zoom-in")));
        assertEquals("1.56", board.getAttribute("data-zoom"));
        assertEquals(String.valueOf(Math.round(w * 1.56)), board.findElement(By.tagName("svg")).getAttribute("width"));
        ((JavascriptExecutor) browser).executeScript(
                "arguments[0].dispatchEvent(new WheelEvent('wheel', {deltaY: 100, clientX: 50, clientY: 50, bubbles: true, cancelable: true}))", board);
        assertEquals("1.42", board.getAttribute("data-zoom"));
        click(browser.findElement(By.id("zoom-reset")));
        assertEquals("1", board.getAttribute("data-zoom"));
        click(browser.findElement(By.id("zoom-in")));
        assertEquals("1.25", board.getAttribute("data-zoom"));
        click(browser.findElement(By.id("pan-right")));
    }

    /** A click; when something lies over the element (a figure on a marked place), the click is sent to it directly. */
    private static void click(WebElement e) {
        try {
            e.click();
        } catch (WebDriverException covered) {
            ((JavascriptExecutor) browser).executeScript(
                    "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", e);
        }
    }

    private static void shoot(String name) throws IOException {
        File shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), work.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }

    private static String get(String url) throws IOException, InterruptedException {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), url);
        return r.body();
    }

    private static void waitFor(java.util.function.BooleanSupplier ready, String what) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 300_000;  // polls for the state; the bound only tells a hang
        while (!ready.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) fail("timed out waiting until " + what);
            Thread.sleep(30);
        }
    }
}
