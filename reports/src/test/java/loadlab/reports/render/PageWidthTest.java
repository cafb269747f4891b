package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import loadlab.record.targets.TargetSet;
import loadlab.reports.sidebyside.TargetFixtures;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.RunFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The summary page as a reader sees it: headless Chromium (Debian's, through the system chromedriver;
 * {@code -Dbrowser.binary}, {@code -Dbrowser.driver} name others) at a 1 300 px window, every collapsible
 * section opened, on the page of the lab's whole set (every experiment, side by side, the widest tables
 * the summary writes). Nothing may reach past the window: the document does not scroll sideways and no
 * table's box is wider than the window (a table with more columns than fit scrolls inside its own box).
 */
class PageWidthTest {
    private static final int WINDOW = 1300;
    private static final Path BINARY = Path.of(System.getProperty("browser.binary", "/usr/bin/chromium"));
    private static final Path DRIVER = Path.of(System.getProperty("browser.driver", "/usr/bin/chromedriver"));

    @TempDir
    Path reports;
    @TempDir
    Path profile;
    private ChromeDriver browser;

    @BeforeEach
    void startChromium() {
        assertThat(BINARY).as("Chromium (Debian: apt-get install chromium chromium-driver)").isExecutable();
        assertThat(DRIVER).as("chromedriver (Debian: apt-get install chromium-driver)").isExecutable();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BINARY.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-extensions", "--user-data-dir=" + profile);
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build(), options);
        browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
    }

    @AfterEach
    void quit() {
        browser.quit();
    }

    @Test
    void theWholeSetsPageFitsA1300PxWindowWithEverySectionOpen() throws IOException {
        TargetSet set = TargetFixtures.writtenAndReadBack(reports, TargetFixtures.labSet());
        SummaryFiles.write(RunFixtures.summary(set, TargetFixtures.labRuns().toArray(CatalogEntry[]::new)), reports);
        Path page = reports.resolve(SummaryFiles.HTML);
        assertThat(Files.readString(page)).contains("<table");

        Map<String, Object> measured = measure(page);

        assertThat(((Number) measured.get("window")).intValue()).isEqualTo(WINDOW);
        assertThat(((Number) measured.get("tables")).intValue()).as("tables laid out").isGreaterThan(10);
        assertThat((List<?>) measured.get("wider")).as("tables whose box reaches past the window").isEmpty();
        assertThat(((Number) measured.get("document")).intValue()).as("document width").isLessThanOrEqualTo(WINDOW);
    }

    /** The document's width, the window's, and the tables reaching past it, with every details element open. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> measure(Path page) {
        browser.manage().window().setSize(new Dimension(WINDOW, 900));
        browser.get(page.toUri().toString());
        // The window's outer size includes no chrome in headless mode, but say so rather than assume it.
        long inner = (Long) browser.executeScript("return window.innerWidth;");
        if (inner != WINDOW) {
            browser.manage().window().setSize(new Dimension(WINDOW * 2 - (int) inner, 900));
        }
        return (Map<String, Object>) browser.executeScript("""
                document.querySelectorAll('details').forEach(d => d.open = true);
                const tables = [...document.querySelectorAll('table')];
                const wider = tables.filter(t => t.getBoundingClientRect().right > window.innerWidth)
                    .map(t => t.querySelector('th') ? t.querySelector('th').textContent
                        + ' (' + Math.round(t.getBoundingClientRect().right) + ' px)' : 'table');
                return {window: window.innerWidth, document: document.documentElement.scrollWidth,
                        tables: tables.length, wider: wider};
                """);
    }
}
