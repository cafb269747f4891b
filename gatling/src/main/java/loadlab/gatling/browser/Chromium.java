package loadlab.gatling.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.stream.Stream;
import loadlab.lab.settings.BrowserPlan;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.remote.http.ClientConfig;

/**
 * Headless Chromium from Debian's packages through the system chromedriver. Both paths are given,
 * so Selenium Manager has nothing to look up or download. The flags keep Chromium off the network
 * (it would otherwise try outside hosts at start: docs/browser.md). {@link #close()} quits the
 * browser and stops the chromedriver process this instance started, then removes its profile folder.
 */
public final class Chromium implements AutoCloseable {
    /**
     * Selenium warns at every start that it ships no DevTools bindings for this Chromium version;
     * nothing here uses DevTools. Held in a field: java.util.logging keeps loggers weakly.
     */
    private static final java.util.logging.Logger CDP_FINDER =
            java.util.logging.Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    private final ChromeDriver driver;
    private final Path profile;

    private Chromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /**
     * {@code longestCommand}: how long one WebDriver command may take. A test is one script command that
     * chromedriver answers only as the page's last exchange ends, and Selenium's client stops waiting
     * after 3 minutes by default: shorter than 500 exchanges at 500 ms think time.
     */
    public static Chromium start(BrowserPlan plan, Duration longestCommand) {
        CDP_FINDER.setLevel(java.util.logging.Level.SEVERE);
        Path profile = temporaryProfile();
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(plan.driver().toFile())
                .usingAnyFreePort()
                .build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(plan.binary().toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-extensions", "--window-size=1200,900", "--user-data-dir=" + profile);
        try {
            ChromeDriver driver = new ChromeDriver(service, options, ClientConfig.defaultConfig().readTimeout(longestCommand));
            driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
            return new Chromium(driver, profile);
        } catch (RuntimeException e) {
            service.stop();
            delete(profile);
            throw e;
        }
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** "Chromium 156.0.8078.73": the binary's version as it reports it (its browser name is "chrome"). */
    public String version() {
        return "Chromium " + driver.getCapabilities().getBrowserVersion();
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            delete(profile);
        }
    }

    private static Path temporaryProfile() {
        try {
            return Files.createTempDirectory("loadlab-chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // A profile left in the temporary folder harms nothing.
        }
    }
}
