package loadlab.lab.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The browser run after the transports simulation: {@code -Dbrowser=chromium} (default in the seed
 * profile) or {@code none}; {@code repeats} tests per transport and N, each after a full page reload;
 * the Chromium and chromedriver binaries (Debian's packages by default: nothing is downloaded).
 */
public record BrowserPlan(String browser, int repeats, Path binary, Path driver) {
    public static final String CHROMIUM = "chromium";
    public static final String NONE = "none";

    public BrowserPlan {
        browser = browser.trim().toLowerCase(Locale.ROOT);
        if (!browser.equals(CHROMIUM) && !browser.equals(NONE)) {
            throw new IllegalArgumentException("-Dbrowser must be chromium or none, got '" + browser + "'");
        }
        Checks.positive("browserRepeats", repeats);
    }

    public boolean enabled() {
        return browser.equals(CHROMIUM);
    }

    /** Why the browser cannot run here (a binary missing), or empty when it can. */
    public Optional<String> missing() {
        for (Path file : new Path[] {binary, driver}) {
            if (!Files.isExecutable(file)) {
                return Optional.of(file + " is not installed (apt-get install chromium chromium-driver;"
                        + " or -Dbrowser.binary / -Dbrowser.driver)");
            }
        }
        return Optional.empty();
    }
}
