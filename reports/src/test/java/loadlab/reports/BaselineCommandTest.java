package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.record.GitCommit;
import loadlab.record.Machine;
import loadlab.record.json.Json;
import loadlab.reports.gate.StoredBaseline;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The baseline command from a summary.json to the file the gate reads, through the entry point. */
class BaselineCommandTest {
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    private static final String COMMIT = "0123456789abcdef0123456789abcdef01234567";
    private static final Machine MACHINE = new Machine(2, "OpenJDK 64-Bit Server VM 17.0.15+6", "Linux 6.1 (amd64)");
    private static final String COMMAND = "ci/regenerate-baseline -o";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @Test
    void keepsOnlyKoCountsFailedPagesAndTheReconciliationWithWhereTheyCameFrom() throws IOException {
        Path summary = summary(COMMIT, 0);
        Path baseline = dir.resolve("ci/baseline.json");

        assertThat(run("baseline", "summary=" + summary, "baseline=" + baseline, "command=" + COMMAND,
                "lab.root=" + dir)).as(output()).isZero();

        JsonNode written = Json.mapper().readTree(baseline.toFile());
        assertThat(written.get("format").asInt()).isEqualTo(StoredBaseline.FORMAT);
        assertThat(written.get("gitCommit").asText()).isEqualTo(COMMIT);
        assertThat(written.get("gitDirty").isNull()).as("no checkout at the root: unknown").isTrue();
        assertThat(written.get("command").asText()).isEqualTo(COMMAND);
        assertThat(Json.mapper().treeToValue(written.get("machine"), Machine.class)).isEqualTo(MACHINE);
        assertThat(written.get("summaryGeneratedAt").asText()).isEqualTo("2026-12-01T15:07:20Z");
        assertThat(written.get("generatedAt").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
        assertThat(written.get("metrics").findValuesAsText("id")).containsExactly(
                "transports.ws.x10.failed_pages", "transports.ko", "insert.reconciliation", "hello.closed-close.ko");
        assertThat(written.get("metrics").get(0).has("cvPct")).as("a spread means nothing for a count").isFalse();
        assertThat(output()).contains("Baseline of 4 metric(s)").contains("wrote " + baseline);
    }

    @Test
    void theGateReadsTheBaselineItWrote() {
        Path baseline = dir.resolve("baseline.json");
        assertThat(run("baseline", "summary=" + summary(COMMIT, 0), "baseline=" + baseline, "command=" + COMMAND,
                "lab.root=" + dir)).isZero();

        assertThat(run(CommandLine.GATE, "baseline=" + baseline, "current=" + summary(COMMIT, 0))).as(output()).isZero();
        assertThat(run(CommandLine.GATE, "baseline=" + baseline, "current=" + summary(COMMIT, 1))).isEqualTo(1);
        assertThat(output()).contains("Beyond threshold: hello.closed-close.ko.");
    }

    @Test
    void runsThatFailedAreRefusedAndNothingIsWritten() {
        Path baseline = dir.resolve("baseline.json");
        assertThat(run("baseline", "summary=" + summary(COMMIT, 3), "baseline=" + baseline, "command=" + COMMAND,
                "lab.root=" + dir)).isEqualTo(1);
        assertThat(baseline).doesNotExist();
        assertThat(output()).startsWith("baseline: refused, nothing written").contains("hello.closed-close.ko = 3");
    }

    @Test
    void withoutTheCommandThatProducedTheRunsItExits2() {
        assertThat(run("baseline", "summary=" + summary(COMMIT, 0), "baseline=" + dir.resolve("b.json"))).isEqualTo(2);
        assertThat(output().lines()).singleElement().asString().startsWith("baseline: command=");
    }

    @Test
    void aSummaryWithoutCommitTakesTheCheckoutsHead() throws IOException {
        Assumptions.assumeTrue(GitCommit.of(ROOT).isPresent(), "the project is a git checkout");
        Path baseline = dir.resolve("baseline.json");
        assertThat(run("baseline", "summary=" + summary(null, 0), "baseline=" + baseline, "command=" + COMMAND,
                "lab.root=" + ROOT)).as(output()).isZero();
        assertThat(Json.mapper().readTree(baseline.toFile()).get("gitCommit").asText()).isEqualTo(GitCommit.of(ROOT).get());
    }

    @Test
    void noCommitAnywhereExits2() {
        assertThat(run("baseline", "summary=" + summary(null, 0), "baseline=" + dir.resolve("b.json"),
                "command=" + COMMAND, "lab.root=" + dir)).isEqualTo(2);
        assertThat(output()).contains("names no commit").contains("is no git checkout");
    }

    /** A summary.json as the summary command writes it: environment, and metrics of every kind. */
    private Path summary(String commit, int helloKo) {
        List<Metric> metrics = new ArrayList<>(List.of(
                new Metric("transports.ws.x10.total_p95_ms", 84, "ms", MetricKind.P95),
                new Metric("transports.ws.x10.failed_pages", 0, "count", MetricKind.FAILURES, 0.0),
                new Metric("transports.ko", 0, "count", MetricKind.FAILURES),
                new Metric("insert.c100.throughput_rps", 470.5, "rps", MetricKind.THROUGHPUT),
                new Metric("insert.reconciliation", 1, "ok", MetricKind.RECONCILIATION),
                new Metric("hello.closed-close.mean_ms", 4, "ms", MetricKind.INFO),
                new Metric("hello.closed-close.ko", helloKo, "count", MetricKind.FAILURES),
                new Metric("hello.cpu_per_injector_cpu", 0.677, "x", MetricKind.CPU_COST)));
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", 1);
        json.put("environment", new Environment("2026-12-01T15:07:20Z", MACHINE, commit));
        json.put("metrics", metrics);
        Path file = dir.resolve("summary-" + System.nanoTime() + ".json");
        Json.write(file, json);
        return file;
    }

    private int run(String... args) {
        return CommandLine.run(args, new Properties(), new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return printed.toString(StandardCharsets.UTF_8);
    }
}
