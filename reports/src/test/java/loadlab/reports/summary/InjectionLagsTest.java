package loadlab.reports.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;
import loadlab.record.latency.InjectionLag;
import loadlab.record.latency.LatencyHistogram;
import loadlab.reports.cost.InjectorLag;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** A run's populations as the summary reads them, and which lag bounds a row. */
class InjectionLagsTest {

    private static InjectionLag population(String name, boolean spread, long lagMicros) {
        Histogram lag = LatencyHistogram.empty();
        lag.recordValueWithCount(100, 980);
        lag.recordValueWithCount(lagMicros, 20);
        return InjectionLag.measured(name, "open", "100/s for 10 s", spread, 1000, lag);
    }

    private static RunRecord run(Map<String, String> settings, InjectionLag... populations) {
        return RunRecord.of("HelloSimulation", 1, "smoke", settings).with(draft -> draft.injection = List.of(populations));
    }

    @Test
    void aSpreadPlanWhoseLagPassedTheLimitFellBehindAndOneWithinKeptIt() {
        List<InjectionRow> rows = InjectionLags.of(run(Map.of(), population("Hello open-close", true, 40_000),
                population("Hello open-keepalive", true, 5_000)));

        assertThat(rows.get(0).behind()).isTrue();
        assertThat(rows.get(0).lagP99Ms()).isCloseTo(40.0, within(0.1));
        assertThat(rows.get(0).verdict()).contains("the injector fell behind its plan (lag p99 past 10 ms)");
        assertThat(rows.get(1).behind()).isFalse();
        assertThat(rows.get(1).verdict()).contains("kept its plan");
    }

    @Test
    void usersAtOnceAndAClosedProfileGetNoVerdict() {
        List<InjectionRow> rows = InjectionLags.of(run(Map.of(), population("Hello closed-close", false, 40_000),
                InjectionLag.unplanned("Concurrency 10", "closed", "10 concurrent for 5 s", 37)));

        assertThat(rows.get(0).behind()).isNull();
        assertThat(rows.get(0).verdict()).contains("all planned at once");
        assertThat(rows.get(1).behind()).isNull();
        assertThat(rows.get(1).lagP99Ms()).isNull();
        assertThat(rows.get(1).verdict()).startsWith("37 users started; a closed profile keeps a concurrency");
    }

    @Test
    void clientsRampedInShowTheirLagAndBoundNoRow() {
        Histogram lag = LatencyHistogram.empty();
        lag.recordValueWithCount(40_000, 10);
        RunRecord record = run(Map.of(), InjectionLag.measured("Concurrency 10", InjectionLag.CLIENTS, "10 over 2 s",
                false, 10, lag));

        InjectionRow row = InjectionLags.of(record).get(0);

        assertThat(row.behind()).isNull();
        assertThat(row.lagP99Ms()).isCloseTo(40.0, within(0.1));
        assertThat(row.verdict()).contains("a closed workload ramped in").contains("no verdict");
        assertThat(InjectionLags.ofRow(record, "Concurrency 10")).as("40 ms late, past the limit, bounds nothing")
                .isEmpty();
    }

    @Test
    void theLimitIsTheRunsSettingElseTheDefault() {
        RunRecord lenient = run(Map.of(PlanSettings.INJECTION_LAG_MS, "50"), population("Hello open-close", true, 40_000));

        assertThat(InjectionLags.of(lenient).get(0).behind()).isFalse();
        assertThat(InjectionLags.limitMs(Map.of())).isEqualTo(PlanSettings.DEFAULT_INJECTION_LAG_MS);
    }

    @Test
    void aRowIsBoundByTheWorstOfItsRepeatsThatSpreadTheirStarts() {
        RunRecord record = run(Map.of(), population("Concurrency 100", true, 4_000),
                population("Concurrency 100 #2", true, 30_000), population("Concurrency 1000", true, 90_000),
                population("Hello closed-close", false, 500_000));

        InjectorLag lag = InjectionLags.ofRow(record, "Concurrency 100").orElseThrow();

        assertThat(lag.population()).isEqualTo("Concurrency 100 #2");
        assertThat(lag.behind()).isTrue();
        assertThat(InjectionLags.ofRow(record, "Hello closed-close")).as("at once: nothing to keep").isEmpty();
        assertThat(InjectionLags.ofRow(null, "Concurrency 100")).isEmpty();
    }
}
