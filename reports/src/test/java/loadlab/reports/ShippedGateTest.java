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
import loadlab.reports.gate.MetricsFile;
import loadlab.reports.gate.Thresholds;
import loadlab.reports.json.Json;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate as CI runs it: the shipped {@code ci/gate.properties} and {@code ci/baseline/summary.json}
 * against current summaries derived from that baseline. An unchanged run passes; a regression the
 * gate exists for (one more KO, a tracked metric gone, server CPU per request up by half) fails.
 */
class ShippedGateTest {
    /** The project root: set by the build (reports/pom.xml), else the module's parent folder. */
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    private static final Path BASELINE = ROOT.resolve("ci/baseline/summary.json");
    private static final Path THRESHOLDS = ROOT.resolve("ci/gate.properties");
    private static final double CPU_REGRESSION = 1.5;

    @TempDir
    Path dir;

    private final List<Metric> baseline = MetricsFile.read(BASELINE);
    private final Thresholds shipped = CommandOptions.parse(new String[] {"thresholds=" + THRESHOLDS}, new Properties())
            .thresholds();

    @Test
    void unchangedBaselinePasses() {
        Gated gated = gate(baseline);
        assertThat(gated.code()).as(gated.output()).isZero();
        assertThat(gated.output()).contains("Gate PASSED");
    }

    @Test
    void oneMoreKoInAnyKoCountFails() {
        List<Metric> koCounts = tracked(MetricKind.FAILURES);
        assertThat(koCounts).as("KO counts in the shipped baseline").isNotEmpty();
        for (Metric ko : koCounts) {
            Gated gated = gate(changed(ko::equals, metric -> metric.withValue(metric.value() + 1)));
            assertThat(gated.code()).as(ko.id() + " + 1\n" + gated.output()).isEqualTo(1);
            assertThat(gated.output()).contains("Beyond threshold: " + ko.id() + ".");
        }
    }

    @Test
    void unbalancedReconciliationFails() {
        List<Metric> books = tracked(MetricKind.RECONCILIATION);
        assertThat(books).as("the insert reconciliation in the shipped baseline").isNotEmpty();
        Gated gated = gate(changed(books::contains, metric -> metric.withValue(0)));
        assertThat(gated.code()).as(gated.output()).isEqualTo(1);
    }

    @Test
    void anyTrackedMetricMissingFails() {
        List<Metric> mustBePresent = new ArrayList<>(tracked(MetricKind.FAILURES));
        mustBePresent.addAll(tracked(MetricKind.RECONCILIATION));
        mustBePresent.addAll(tracked(MetricKind.CPU_COST));
        for (Metric gone : mustBePresent) {
            Gated gated = gate(baseline.stream().filter(metric -> !metric.equals(gone)).toList());
            assertThat(gated.code()).as(gone.id() + " missing\n" + gated.output()).isEqualTo(1);
            assertThat(gated.output()).contains("Tracked but missing").contains(gone.id());
        }
    }

    @Test
    void serverCpuPerRequestUpByHalfFails() {
        List<Metric> cpu = tracked(MetricKind.CPU_COST);
        assertThat(cpu).as("server CPU per 1000 requests the shipped gate tracks").isNotEmpty();
        for (Metric cost : cpu) {
            Gated gated = gate(changed(cost::equals, metric -> metric.withValue(metric.value() * CPU_REGRESSION)));
            assertThat(gated.code()).as(cost.id() + " x " + CPU_REGRESSION + "\n" + gated.output()).isEqualTo(1);
            assertThat(gated.output()).contains("Beyond threshold: " + cost.id() + ".");
        }
    }

    /** The baseline's metrics of this kind that the shipped thresholds do not mark advisory. */
    private List<Metric> tracked(MetricKind kind) {
        return baseline.stream().filter(metric -> metric.kind() == kind && !shipped.isAdvisory(metric.id())).toList();
    }

    private List<Metric> changed(Predicate<Metric> which, UnaryOperator<Metric> change) {
        return baseline.stream().map(metric -> which.test(metric) ? change.apply(metric) : metric).toList();
    }

    private Gated gate(List<Metric> current) {
        Path file = dir.resolve("current-" + System.nanoTime() + ".json");
        Json.write(file, Map.of("format", 1, "metrics", current));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int code = CompareCommand.run(CommandOptions.parse(new String[] {"baseline=" + BASELINE,
                "current=" + file, "thresholds=" + THRESHOLDS}, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
        return new Gated(code, printed.toString(StandardCharsets.UTF_8));
    }

    private record Gated(int code, String output) {
    }
}
