package loadlab.server.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.util.Map;
import java.util.OptionalLong;
import loadlab.server.support.LogCapture;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Too few file descriptors for 10 000 connections is said once, at start-up, with the fix. */
class OpenFilesCheckTest {
    private static final Logger LOG = LoggerFactory.getLogger(OpenFilesCheck.class);
    private static final String LIMITS = """
            Limit                     Soft Limit           Hard Limit           Units
            Max cpu time              unlimited            unlimited            seconds
            Max open files            1024                 524288               files
            Max locked memory         8388608              8388608              bytes
            """;

    @Test
    void readsSoftLimitFromProcLimits() {
        assertThat(OpenFilesCheck.parseSoftLimit(LIMITS)).hasValue(1024);
    }

    @Test
    void readsUnlimitedAsLargest() {
        assertThat(OpenFilesCheck.parseSoftLimit("Max open files            unlimited            unlimited            files\n"))
                .hasValue(Long.MAX_VALUE);
    }

    @Test
    void knowsNothingWithoutTheRow() {
        assertThat(OpenFilesCheck.parseSoftLimit("Max cpu time  unlimited  unlimited  seconds\n")).isEmpty();
    }

    @Test
    void warnsWithUlimitCommandWhenLimitIsTooLow() {
        try (LogCapture logs = LogCapture.start()) {
            boolean warned = OpenFilesCheck.check(OptionalLong.of(1024), 20000, LOG);

            assertThat(warned).isTrue();
            assertThat(logs.atLeast(Level.WARN)).singleElement().asString()
                    .contains("1024", "20000", "ulimit -n 20000", "lab.limits.required-open-files");
        }
    }

    @Test
    void staysQuietWhenLimitSuffices() {
        try (LogCapture logs = LogCapture.start()) {
            assertThat(OpenFilesCheck.check(OptionalLong.of(65536), 20000, LOG)).isFalse();
            assertThat(OpenFilesCheck.check(OptionalLong.empty(), 20000, LOG)).isFalse();
            assertThat(logs.atLeast(Level.WARN)).isEmpty();
        }
    }

    @Test
    void warnsAtStartupWhenThisProcessHasFewerThanRequired() {
        assertThat(OpenFilesCheck.readSoftLimit(OpenFilesCheck.LIMITS)).as("this test needs Linux /proc").isPresent();
        try (LogCapture logs = LogCapture.start();
             EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                     "micronaut.server.port", -1,
                     "lab.limits.required-open-files", Long.MAX_VALUE), Environment.TEST)) {
            assertThat(server.isRunning()).isTrue();
            assertThat(logs.atLeast(Level.WARN)).anySatisfy(line -> assertThat(line).contains("ulimit -n"));
        }
    }
}
