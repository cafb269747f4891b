package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import loadlab.record.json.Json;
import loadlab.reports.gate.StoredBaseline;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate as CI runs it: the shipped {@code ci/gate.properties} and {@code ci/baseline.json} against
 * current summaries derived from that baseline. The baseline holds only what has no noise; an
 * unchanged run passes, whatever its speed; one more KO, a tracked metric gone or books that do not
 * balance fail.
 */
class ShippedGateTest {
    /** The project root: set by the build (reports/pom.xml), else the module's parent folder. */
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    private static final Path BASELINE = ROOT.resolve("ci/baseline.json");
    private static final Path THRESHOLDS = ROOT.resolve("ci/gate.properties");
    private static final double SLOWER = 3;

    @TempDir
    Path dir;

    private final StoredBaseline shipped = Json.read(BASELINE, StoredBaseline.class);
    private final List<Metric> baseline = shipped.metrics();

    @Test
    void baselineHoldsOnlyMetricsWithoutNoiseAndWhereTheyCameFrom() {
        assertThat(baseline).extracting(Metric::kind).isNotEmpty().allMatch(StoredBaseline.KINDS::contains);
        assertThat(shipped.gitCommit()).as("commit").matches("[0-9a-f]{40}");
        assertThat(shipped.command()).as("command").isNotBlank();
        assertThat(shipped.machine()).as("machine").isNotNull();
        assertThat(shipped.machine().jvm()).isNotBlank();
        assertThat(shipped.machine().os()).isNotBlank();
    }

    @Test
    void unchangedRunPasses() {
        Gated gated = gate(withSpeed(baseline, 1));
        assertThat(gated.code()).as(gated.output()).isZero();
        assertThat(gated.output()).contains("Gate PASSED");
    }

    @Test
    void runThreeTimesSlowerPassesSpeedIsNotThisGatesJob() {
        Gated gated = gate(withSpeed(baseline, SLOWER));
        assertThat(gated.code()).as(gated.output()).isZero();
        assertThat(gated.output()).contains("Gate PASSED");
    }

    @Test
    void oneMoreKoInAnyKoCountFails() {
        List<Metric> koCounts = kind(MetricKind.FAILURES);
        assertThat(koCounts).as("KO counts in the shipped baseline").isNotEmpty();
        for (Metric ko : koCounts) {
            Gated gated = gate(withSpeed(changed(ko::equals, metric -> metric.withValue(metric.value() + 1)), 1));
            assertThat(gated.code()).as(ko.id() + " + 1\n" + gated.output()).isEqualTo(1);
            assertThat(gated.output()).contains("Beyond threshold: " + ko.id() + ".");
        }
    }

    @Test
    void unbalancedReconciliationFails() {
        List<Metric> books = kind(MetricKind.RECONCILIATION);
        assertThat(books).as("the insert reconciliation in the shipped baseline").isNotEmpty();
        Gated gated = gate(withSpeed(changed(books::contains, metric -> metric.withValue(0)), 1));
        assertThat(gated.code()).as(gated.output()).isEqualTo(1);
        assertThat(gated.output()).contains("Beyond threshold: insert.reconciliation.");
    }

    @Test
    void anyTrackedMetricMissingFails() {
        for (Metric gone : baseline) {
            Gated gated = gate(withSpeed(baseline.stream().filter(metric -> !metric.equals(gone)).toList(), 1));
            assertThat(gated.code()).as(gone.id() + " missing\n" + gated.output()).isEqualTo(1);
            assertThat(gated.output()).contains("Tracked but missing").contains(gone.id());
        }
    }

    private List<Metric> kind(MetricKind kind) {
        return baseline.stream().filter(metric -> metric.kind() == kind).toList();
    }

    private List<Metric> changed(Predicate<Metric> which, UnaryOperator<Metric> change) {
        return baseline.stream().map(metric -> which.test(metric) ? change.apply(metric) : metric).toList();
    }

    /**
     * A current summary's metrics: the given ones plus speed figures beside each KO count (throughput,
     * p95, server CPU per request, the ratio to the injector's CPU), {@code slower} times worse than a
     * plausible run's.
     */
    private static List<Metric> withSpeed(List<Metric> metrics, double slower) {
        List<Metric> current = new ArrayList<>(metrics);
        metrics.stream().filter(metric -> metric.id().endsWith(".ko")).forEach(ko -> {
            String row = ko.id().substring(0, ko.id().length() - ".ko".length());
            current.add(new Metric(row + ".throughput_rps", 2000 / slower, "rps", MetricKind.THROUGHPUT));
            current.add(new Metric(row + ".p95_ms", 13 * slower, "ms", MetricKind.P95));
            current.add(new Metric(row + ".cpu_s_per_1000", 0.14 * slower, "s", MetricKind.CPU_COST));
        });
        current.add(new Metric("hello.cpu_per_injector_cpu", 0.68 * slower, "x", MetricKind.CPU_COST));
        return current;
    }

    private Gated gate(List<Metric> current) {
        Path file = dir.resolve("current-" + System.nanoTime() + ".json");
        Json.write(file, Map.of("format", 1, "metrics", current));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int code = GateCommand.run(CommandOptions.parse(new String[] {"baseline=" + BASELINE,
                "current=" + file, "thresholds=" + THRESHOLDS}, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
        return new Gated(code, printed.toString(StandardCharsets.UTF_8));
    }

    private record Gated(int code, String output) {
    }
}
