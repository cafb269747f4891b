package loadlab.reports.gate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import loadlab.record.json.Json;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MetricsFileTest {
    @TempDir
    Path dir;

    @Test
    void spreadIsReadWhenPresentAndNullForASingleRun() {
        Metric repeated = new Metric("hello.closed-close.throughput_rps", 1400, "rps", MetricKind.THROUGHPUT, 4.5);
        Metric single = new Metric("hello.closed-close.ko", 0, "count", MetricKind.FAILURES);
        Path file = dir.resolve("summary.json");
        Json.write(file, Map.of("format", 1, "metrics", List.of(repeated, single)));

        assertThat(MetricsFile.read(file)).containsExactly(repeated, single);
        assertThat(MetricsFile.read(file).get(1).hasSpread()).isFalse();
    }

    @Test
    void singleRunMetricIsWrittenWithoutASpreadField() throws Exception {
        Path file = dir.resolve("summary.json");
        Json.write(file, Map.of("metrics", List.of(new Metric("insert.c10.ko", 0, "count", MetricKind.FAILURES))));

        assertThat(Files.readString(file)).doesNotContain("cvPct");
    }

    @Test
    void throughputCarriesWhatBoundItsRowThroughTheFile() throws Exception {
        Metric bound = new Metric("hello.closed-keepalive.throughput_rps", 33_000, "rps", MetricKind.THROUGHPUT)
                .withBoundBy(BoundBy.Verdict.INJECTOR);
        Path file = dir.resolve("summary.json");
        Json.write(file, Map.of("metrics", List.of(bound)));

        assertThat(Files.readString(file)).contains("\"boundBy\" : \"injector\"");
        assertThat(MetricsFile.read(file)).containsExactly(bound);
        assertThat(MetricsFile.read(file).get(0).loadGeneratorLimit()).isTrue();
    }
}
