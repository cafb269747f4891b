package loadlab.server.ops;

import io.micronaut.context.event.StartupEvent;
import io.micronaut.runtime.event.annotation.EventListener;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every connection holds a file descriptor, so 10 000 concurrent clients need an open-files limit
 * well above the common default of 1024. Without this check the shortfall shows up mid-run as a
 * wall of "Too many open files" errors; with it, start-up says once what to raise and how.
 * Reads the soft limit from {@code /proc/self/limits} (Linux); elsewhere it stays silent.
 */
@Singleton
public final class OpenFilesCheck {
    static final Path LIMITS = Path.of("/proc/self/limits");
    private static final Logger LOG = LoggerFactory.getLogger(OpenFilesCheck.class);
    private static final String ROW = "Max open files";

    private final LimitsConfig config;

    public OpenFilesCheck(LimitsConfig config) {
        this.config = config;
    }

    @EventListener
    void onStartup(StartupEvent event) {
        check(readSoftLimit(LIMITS), config.requiredOpenFiles(), LOG);
    }

    /** Logs a WARN when the soft limit is known and below what is required; returns whether it did. */
    static boolean check(OptionalLong softLimit, long required, Logger log) {
        if (softLimit.isEmpty()) {
            log.debug("Open-files limit unknown ({} not readable); not checked", LIMITS);
            return false;
        }
        long limit = softLimit.getAsLong();
        if (limit >= required) {
            log.debug("Open-files soft limit {} covers the {} required", limit, required);
            return false;
        }
        log.warn("Open-files soft limit is {}, below the {} this server is set to need "
                        + "(lab.limits.required-open-files). Every connection takes one, so beyond about {} "
                        + "concurrent clients new connections fail with 'Too many open files'. "
                        + "Raise it in the shell that starts the server: ulimit -n {}",
                limit, required, limit, required);
        return true;
    }

    static OptionalLong readSoftLimit(Path limits) {
        try {
            return parseSoftLimit(Files.readString(limits));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /**
     * The soft limit from the text of {@code /proc/<pid>/limits}: the row
     * {@code Max open files  <soft>  <hard>  files}; "unlimited" reads as {@link Long#MAX_VALUE}.
     */
    static OptionalLong parseSoftLimit(String limitsText) {
        for (String line : limitsText.split("\n")) {
            if (line.startsWith(ROW)) {
                String[] columns = line.substring(ROW.length()).trim().split("\\s+");
                if (columns.length == 0 || columns[0].isEmpty()) {
                    return OptionalLong.empty();
                }
                if ("unlimited".equals(columns[0])) {
                    return OptionalLong.of(Long.MAX_VALUE);
                }
                try {
                    return OptionalLong.of(Long.parseLong(columns[0]));
                } catch (NumberFormatException e) {
                    return OptionalLong.empty();
                }
            }
        }
        return OptionalLong.empty();
    }
}
