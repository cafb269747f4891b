package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.crosscheck.CrossCheckTool;
import loadlab.record.crosscheck.ToolResult;
import org.junit.jupiter.api.Test;

class CrossCheckSectionTest {
    /** ab: 6000 requests in 3 s at T0 + 11..14 s; the server burns 0.8 CPU-s per second meanwhile, ab 1.2 CPU-s in all. */
    private static final CrossCheck AB = CrossCheck.measured("closed-close", CrossCheckTool.AB,
            "ab -r -n 6000 -c 10 http://127.0.0.1:1/hello", T0 + 11_000, T0 + 14_000,
            new ToolResult(6000, 6000, 0, 0, Map.of(), 3.0, 2000.0), 1.2);
    /** wrk: 50 000 requests in 5 s at T0 + 14..19 s, 0.6 CPU-s per second; wrk 2.5 CPU-s in all. */
    private static final CrossCheck WRK = CrossCheck.measured("closed-keepalive", CrossCheckTool.WRK,
            "wrk -t2 -c10 -d5s http://127.0.0.1:1/hello", T0 + 14_000, T0 + 19_000,
            new ToolResult(50_000, 50_000, 0, 0, Map.of(), 5.0, 10_000.0), 2.5);

    private static CatalogEntry run(List<CrossCheck> checks, boolean sampled) {
        return RunFixtures.sampledTwoVariantHello(checks, sampled);
    }

    private static CrossCheckSection section(CatalogEntry entry) {
        return CrossCheckSection.of(HelloSection.of(List.of(entry)), List.of(entry));
    }

    @Test
    void eachVariantGetsTheToolsOkRateAndItsRatioToGatlings() {
        List<CrossCheckRow> rows = section(run(List.of(AB, WRK), true)).rows();

        assertThat(rows).extracting(CrossCheckRow::variant).containsExactly("closed-close", "closed-keepalive");
        assertThat(rows).extracting(CrossCheckRow::tool).containsExactly("ab", "wrk");
        assertThat(rows.get(0).gatlingOkPerSecond()).isCloseTo(500.0, within(1e-9));
        assertThat(rows.get(0).toolOkPerSecond()).isCloseTo(2000.0, within(1e-9));
        assertThat(rows.get(0).ratio()).isCloseTo(4.0, within(1e-9));
        assertThat(rows.get(1).ratio()).isCloseTo(5.0, within(1e-9));
        assertThat(rows.get(1).command()).isEqualTo("wrk -t2 -c10 -d5s http://127.0.0.1:1/hello");
    }

    @Test
    void serverCpuUnderEachClientSpansThatClientsWindow() {
        List<CrossCheckRow> rows = section(run(List.of(AB, WRK), true)).rows();

        // Gatling: 4 CPU-s for 2000 requests, 2 for 8000 (HelloSectionTest); ab 2.4 for 6000; wrk 3 for 50 000.
        assertThat(rows.get(0).gatlingCpuPer1000()).isCloseTo(2.0, within(1e-9));
        assertThat(rows.get(0).toolCpuPer1000()).isCloseTo(0.4, within(1e-9));
        assertThat(rows.get(1).gatlingCpuPer1000()).isCloseTo(0.25, within(1e-9));
        assertThat(rows.get(1).toolCpuPer1000()).isCloseTo(0.06, within(1e-9));
    }

    @Test
    void theServersCpuPerRequestDividesByOkAnswersOnlySoFastErrorsDoNotReadAsCheap() {
        CrossCheck halfErrors = CrossCheck.measured("closed-close", CrossCheckTool.AB,
                "ab -r -n 6000 -c 10 http://127.0.0.1:1/hello", T0 + 11_000, T0 + 14_000,
                new ToolResult(6000, 3000, 3000, 0, Map.of(), 3.0, 2000.0), 1.2);

        // The same 2.4 CPU-s as above, over the 3000 OK answers instead of 6000 requests.
        assertThat(section(run(List.of(halfErrors, WRK), true)).rows().get(0).toolCpuPer1000())
                .isCloseTo(0.8, within(1e-9));
    }

    @Test
    void eachClientsOwnCpuPerRequestStandsBesideTheOthers() {
        List<CrossCheckRow> rows = section(run(List.of(AB, WRK), true)).rows();

        // Gatling: 0.75 CPU-s per second over 4 s for 2000 requests, and over 4 s for 8000; ab 1.2 for 6000, wrk 2.5 for 50 000.
        assertThat(rows.get(0).gatlingClientCpuPer1000()).isCloseTo(1.5, within(1e-9));
        assertThat(rows.get(0).toolClientCpuPer1000()).isCloseTo(0.2, within(1e-9));
        assertThat(rows.get(0).clientCostRatio()).isCloseTo(7.5, within(1e-9));
        assertThat(rows.get(1).gatlingClientCpuPer1000()).isCloseTo(0.375, within(1e-9));
        assertThat(rows.get(1).toolClientCpuPer1000()).isCloseTo(0.05, within(1e-9));
        assertThat(rows.get(1).clientCostRatio()).isCloseTo(7.5, within(1e-9));
    }

    @Test
    void aToolWhoseCpuWasNotMeasuredHasNoCostRatio() {
        CrossCheck unmeasured = CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab", T0 + 11_000, T0 + 14_000,
                new ToolResult(6000, 6000, 0, 0, Map.of(), 3.0, 2000.0), null);
        CrossCheckRow row = section(run(List.of(unmeasured, WRK), true)).rows().get(0);

        assertThat(row.toolClientCpuPer1000()).isNull();
        assertThat(row.clientCostRatio()).isNull();
        assertThat(row.gatlingClientCpuPer1000()).isCloseTo(1.5, within(1e-9));
    }

    @Test
    void unsampledServerLeavesBothCpuFiguresOut() {
        List<CrossCheckRow> rows = section(run(List.of(AB, WRK), false)).rows();

        assertThat(rows).extracting(CrossCheckRow::gatlingCpuPer1000).containsOnlyNulls();
        assertThat(rows).extracting(CrossCheckRow::toolCpuPer1000).containsOnlyNulls();
        assertThat(rows).extracting(CrossCheckRow::ratio).doesNotContainNull();
    }

    @Test
    void missingToolsLeaveTheRowNotMeasuredWithHowToInstallThem() {
        CrossCheck missing = CrossCheck.notMeasured("closed-close", CrossCheckTool.AB, null,
                "ab is not on the PATH (package apache2-utils)", CrossCheckTool.INSTALL);
        CrossCheckRow row = section(run(List.of(missing, WRK), true)).rows().get(0);

        assertThat(row.status()).isEqualTo(CrossCheck.Status.NOT_MEASURED);
        assertThat(row.toolOkPerSecond()).isNull();
        assertThat(row.ratio()).isNull();
        assertThat(row.toolCpuPer1000()).isNull();
        assertThat(row.reason()).isEqualTo("ab is not on the PATH (package apache2-utils)");
        assertThat(row.install()).isEqualTo("apt-get install wrk apache2-utils");
        assertThat(row.gatlingOkPerSecond()).isCloseTo(500.0, within(1e-9));
    }

    @Test
    void runWithoutACrossCheckRecordSaysSo() {
        List<CrossCheckRow> rows = section(run(List.of(), true)).rows();

        assertThat(rows).extracting(CrossCheckRow::status).containsOnly(CrossCheck.Status.NOT_MEASURED);
        assertThat(rows).extracting(CrossCheckRow::reason).containsOnly(CrossCheckSection.NO_RECORD);
    }

    @Test
    void toolThatGotNoOkAnswerHasNoRatio() {
        CrossCheck dead = CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab", T0 + 11_000, T0 + 14_000,
                new ToolResult(100, 0, 0, 150, Map.of("receive", 100L, "exceptions", 50L), 0.002, 64_226.08), 0.001);
        CrossCheckRow row = section(run(List.of(dead, WRK), true)).rows().get(0);

        assertThat(row.toolOkPerSecond()).isZero();
        assertThat(row.toolPerSecond()).isEqualTo(64_226.08);
        assertThat(row.ratio()).isNull();
        assertThat(row.toolHadErrors()).isTrue();
    }

    @Test
    void measuredVariantsGiveTheirRatesForInformationAndTheServersCpuPerRequestAsACost() {
        List<Metric> metrics = section(run(List.of(AB, WRK), true)).metrics();

        assertThat(metrics).extracting(Metric::id).containsExactly(
                "hello.closed-close.crosscheck_rps", "hello.closed-close.crosscheck_ratio",
                "hello.closed-close.crosscheck_server_cpu_s_per_1000",
                "hello.closed-close.crosscheck_client_cpu_s_per_1000", "hello.closed-close.crosscheck_client_cost_ratio",
                "hello.closed-keepalive.crosscheck_rps", "hello.closed-keepalive.crosscheck_ratio",
                "hello.closed-keepalive.crosscheck_server_cpu_s_per_1000",
                "hello.closed-keepalive.crosscheck_client_cpu_s_per_1000",
                "hello.closed-keepalive.crosscheck_client_cost_ratio");
        assertThat(metrics).extracting(Metric::kind).containsExactly(MetricKind.INFO, MetricKind.INFO,
                MetricKind.CPU_COST, MetricKind.INFO, MetricKind.INFO, MetricKind.INFO, MetricKind.INFO,
                MetricKind.CPU_COST, MetricKind.INFO, MetricKind.INFO);
        assertThat(metrics.get(1).value()).isCloseTo(4.0, within(1e-9));
        assertThat(metrics.get(4).value()).isCloseTo(7.5, within(1e-9));
    }

    @Test
    void summaryCarriesTheSectionAndItsMetricsBesideHellos() {
        Summary summary = RunFixtures.summary(run(List.of(AB, WRK), true));

        assertThat(summary.crossCheck().rows()).hasSize(2);
        assertThat(summary.metrics()).extracting(Metric::id)
                .contains("hello.closed-close.throughput_rps", "hello.closed-keepalive.crosscheck_ratio");
    }
}
