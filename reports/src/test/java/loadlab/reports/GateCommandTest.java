package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.record.json.Json;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GateCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @Test
    void runAgainstItselfPasses() {
        Path current = summary("current.json", 1000, 20);
        assertThat(compare("baseline=" + current, "current=" + current)).isZero();
        assertThat(output()).contains("hello.closed-keepalive.throughput_rps").contains("Gate PASSED");
    }

    @Test
    void doctoredBaselineFailsWithAReadableTable() {
        Path baseline = summary("baseline.json", 2000, 10);
        Path current = summary("current.json", 1000, 20);
        assertThat(compare("baseline=" + baseline, "current=" + current)).isEqualTo(1);
        assertThat(output())
                .containsPattern("hello\\.closed-keepalive\\.throughput_rps\\s+THROUGHPUT\\s+2000\\.00\\s+1000\\.00\\s+-50\\.0%"
                        + "\\s+-15%\\s+FAIL")
                .contains("Gate FAILED")
                .contains("Beyond threshold: hello.closed-keepalive.throughput_rps, hello.closed-keepalive.p95_ms");
    }

    @Test
    void advisoryOverrideTurnsTheFailureIntoAReport() {
        Path baseline = summary("baseline.json", 2000, 10);
        Path current = summary("current.json", 1000, 20);
        assertThat(compare("baseline=" + baseline, "current=" + current, "gate.advisory=hello.*")).isZero();
        assertThat(output()).contains("ADVISORY");
    }

    @Test
    void thresholdsFileIsRead() throws Exception {
        Path baseline = summary("baseline.json", 2000, 10);
        Path current = summary("current.json", 1000, 20);
        Path thresholds = Files.writeString(dir.resolve("gate.properties"),
                "throughput.maxDropPercent=60\np95.maxRisePercent=150\n");
        assertThat(compare("baseline=" + baseline, "current=" + current, "thresholds=" + thresholds)).isZero();
    }

    @Test
    void trackedMetricGoneFromTheCurrentSummaryFailsAndIsNamed() {
        Path baseline = summary("baseline.json", 1000, 20);
        Path current = dir.resolve("current.json");
        Json.write(current, Map.of("format", 1, "metrics", List.of(
                new Metric("hello.closed-keepalive.throughput_rps", 1000, "rps", MetricKind.THROUGHPUT),
                new Metric("hello.closed-keepalive.p95_ms", 20, "ms", MetricKind.P95))));
        assertThat(compare("baseline=" + baseline, "current=" + current)).isEqualTo(1);
        assertThat(output()).containsPattern("hello\\.closed-keepalive\\.ko\\s+FAILURES\\s+0\\.00\\s+-\\s+-"
                        + "\\s+must be present\\s+FAIL")
                .contains("Tracked but missing (list it under retired if it is meant to go): hello.closed-keepalive.ko");
        assertThat(compare("baseline=" + baseline, "current=" + current, "gate.retired=*.ko")).isZero();
    }

    @Test
    void missingBaselineIsAnArgumentError() {
        assertThatThrownBy(() -> compare("current=" + summary("current.json", 1, 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("baseline=");
        assertThatThrownBy(() -> compare("baseline=" + dir.resolve("nope.json"), "current=" + dir.resolve("nope.json")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no file at");
    }

    private Path summary(String name, double throughput, double p95) {
        Path file = dir.resolve(name);
        Json.write(file, Map.of("format", 1, "metrics", List.of(
                new Metric("hello.closed-keepalive.throughput_rps", throughput, "rps", MetricKind.THROUGHPUT),
                new Metric("hello.closed-keepalive.p95_ms", p95, "ms", MetricKind.P95),
                new Metric("hello.closed-keepalive.ko", 0, "count", MetricKind.FAILURES))));
        return file;
    }

    private int compare(String... args) {
        return GateCommand.run(CommandOptions.parse(args, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return printed.toString(StandardCharsets.UTF_8);
    }
}
