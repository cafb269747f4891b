package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadlab.record.ProcessUsage;
import loadlab.record.RecordKey;
import loadlab.record.RepeatWindow;
import loadlab.record.RunRecord;
import loadlab.record.UsageSample;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.TimeWindow;
import loadlab.record.names.RunVariants;
import loadlab.reports.cost.BoundBy;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

class HelloSectionTest {

    /**
     * One run, injection [T0 + 100, T0 + 10 100]: closed-close for 4 s, then keep-alive for 4 s. The
     * server burns 1 CPU-second per second while closing connections, 0.5 while keeping them.
     */
    private static CatalogEntry twoVariantRun(long start) {
        GatlingRun run = RunFixtures.twoVariantHello(start);
        List<UsageSample> samples = new ArrayList<>();
        double cpu = 0;
        for (int second = 0; second <= 10; second++) {
            samples.add(new UsageSample(start + second * 1000L, cpu, 64L << 20));
            cpu += second < 5 ? 1.0 : 0.5;
        }
        RunRecord record = RunRecord.of("HelloSimulation", start - 1000, "smoke",
                Map.of("helloVariants", "closed-close,closed-keepalive", "keepAlive", "false", "model", "closed"));
        return new CatalogEntry(run, new RecordKey("HelloSimulation", start - 1000), record,
                new ProcessUsage(7, 2, samples), injector(start), RunVariants.of(run, record.settings()), false,
                true);
    }

    /**
     * The injector of {@link #twoVariantRun}: 0.8 CPU-second per second while the server closes
     * connections, 1.8 (90 % of the 2 cores) while it keeps them; the machine 1.95 throughout.
     */
    private static ProcessUsage injector(long start) {
        List<UsageSample> samples = new ArrayList<>();
        double cpu = 2;
        for (int second = 0; second <= 10; second++) {
            samples.add(new UsageSample(start + second * 1000L, cpu, 300L << 20, 0.5 * second, 100 + 1.95 * second,
                    0.01 * second, 80L << 20));
            cpu += second < 5 ? 0.8 : 1.8;
        }
        return new ProcessUsage(8, 2, samples);
    }

    private static CatalogEntry singleVariantRun(String runId, long start, String keepAlive) {
        GatlingRun run = RunFixtures.run(runId, "HelloSimulation", start, List.of("Hello Closed"),
                request("Hello", List.of(), 3000, 0, 2, 4, null));
        Map<String, String> settings = Map.of("model", "closed", "keepAlive", keepAlive);
        return new CatalogEntry(run, null, RunRecord.of("HelloSimulation", start - 1000, "quick", settings), null,
                RunVariants.of(run, settings), false, true);
    }

    @Test
    void runWithSeveralVariantsGivesOneRowPerVariant() {
        HelloSection section = HelloSection.of(List.of(twoVariantRun(T0)));

        assertThat(section.rows()).extracting(HelloRow::variant).containsExactly("closed-close", "closed-keepalive");
        assertThat(section.rows()).extracting(HelloRow::request).containsExactly("Hello", "Hello Keep-Alive");
        assertThat(section.rows()).extracting(HelloRow::keepAlive).containsExactly("close", "keepalive");
        assertThat(section.rows()).extracting(HelloRow::count).containsExactly(2000L, 8000L);
        assertThat(section.rows()).extracting(HelloRow::window).containsOnly(HelloRow.WINDOW_VARIANT);
    }

    @Test
    void anOpenVariantGivesARowPerRateInRisingOrderEachWithItsModelConnectionsAndRate() {
        GatlingRun run = RunFixtures.run("o", "HelloSimulation", T0, List.of("Hello open-keepalive-r1000"),
                request("Hello Open Keep-Alive 1000/s", List.of(), 1000, 0, 2, 9, null),
                request("Hello Open Keep-Alive 250/s", List.of(), 250, 0, 1, 3, null),
                request("Hello", List.of(), 500, 0, 1, 3, null));
        Map<String, String> settings = Map.of("helloVariants", "closed-close,open-keepalive");
        CatalogEntry entry = new CatalogEntry(run, null, RunRecord.of("HelloSimulation", T0 - 1000, "quick", settings),
                null, RunVariants.of(run, settings), false, true);

        HelloSection section = HelloSection.of(List.of(entry));

        assertThat(section.rows()).extracting(HelloRow::variant, HelloRow::model, HelloRow::keepAlive, HelloRow::rate,
                HelloRow::count).containsExactly(Tuple.tuple("closed-close", "closed", "close", null, 500L),
                Tuple.tuple("open-keepalive-r250", "open", "keepalive", 250, 250L),
                Tuple.tuple("open-keepalive-r1000", "open", "keepalive", 1000, 1000L));
    }

    @Test
    void eachVariantsThroughputAndCpuSpanItsOwnRequests() {
        HelloSection section = HelloSection.of(List.of(twoVariantRun(T0)));
        HelloRow close = section.rows().get(0);
        HelloRow keepAlive = section.rows().get(1);

        assertThat(close.throughput()).isCloseTo(500.0, within(1e-9));
        assertThat(keepAlive.throughput()).isCloseTo(2000.0, within(1e-9));
        // 4 CPU-seconds for 2000 requests; 2 CPU-seconds for 8000.
        assertThat(close.serverCost().cpuSecondsPer1000()).isCloseTo(2.0, within(1e-9));
        assertThat(keepAlive.serverCost().cpuSecondsPer1000()).isCloseTo(0.25, within(1e-9));
        assertThat(close.serverCost().averageCpuPercent()).isCloseTo(50.0, within(1e-9));
    }

    @Test
    void eachVariantsInjectorCpuSitsBesideTheServersOverTheSameSpanWithItsVerdict() {
        HelloSection section = HelloSection.of(List.of(twoVariantRun(T0)));
        HelloRow close = section.rows().get(0);
        HelloRow keepAlive = section.rows().get(1);

        // 3.2 injector CPU-seconds for 2000 requests; 7.2 for 8000.
        assertThat(close.injectorCost().cpuSecondsPer1000()).isCloseTo(1.6, within(1e-9));
        assertThat(keepAlive.injectorCost().cpuSecondsPer1000()).isCloseTo(0.9, within(1e-9));
        assertThat(close.boundBy().shares().injectorPercent()).isCloseTo(40.0, within(1e-9));
        assertThat(close.boundBy().shares().machinePercent()).isCloseTo(97.5, within(1e-9));
        assertThat(close.boundBy().verdict()).isEqualTo(BoundBy.Verdict.MACHINE);
        assertThat(keepAlive.boundBy().verdict()).isEqualTo(BoundBy.Verdict.INJECTOR);
    }

    @Test
    void runFromBeforeTheInjectorWasSampledIsNotMeasuredUnlessTheServerWasSaturated() {
        CatalogEntry sampled = twoVariantRun(T0);
        CatalogEntry older = new CatalogEntry(sampled.run(), sampled.recordKey(), sampled.record(), sampled.usage(),
                sampled.variant(), false, true);
        HelloRow row = HelloSection.of(List.of(older)).rows().get(0);
        assertThat(row.injectorCost()).isNull();
        assertThat(row.serverCost()).isNotNull();
        assertThat(row.boundBy().verdict()).isEqualTo(BoundBy.Verdict.NOT_MEASURED);
    }

    @Test
    void singleVariantRunKeepsGatlingThroughputAndTheRunsWindow() {
        HelloSection section = HelloSection.of(List.of(singleVariantRun("hellosimulation-1", T0, "true")));

        HelloRow row = section.rows().get(0);
        assertThat(row.variant()).isEqualTo("closed-keepalive");
        assertThat(row.request()).isEqualTo("Hello");
        assertThat(row.throughput()).isCloseTo(300.0, within(1e-9));
        assertThat(row.window()).isEqualTo(HelloRow.WINDOW_RUN);
    }

    @Test
    void helloThroughputCountsOkAnswersOnly() {
        GatlingRun both = RunFixtures.run("hellosimulation-5", "HelloSimulation", T0, List.of("Hello", "Hello Keep-Alive"),
                request("Hello", List.of(), 2000, 500, 6, 14, new TimeWindow(T0 + 1000, T0 + 5000)),
                request("Hello Keep-Alive", List.of(), 8000, 8000, 0, 1, new TimeWindow(T0 + 5000, T0 + 9000)));
        GatlingRun single = RunFixtures.run("hellosimulation-6", "HelloSimulation", T0 + 60_000, List.of("Hello Open"),
                request("Hello", List.of(), 3000, 1000, 2, 4, null));
        Map<String, String> open = Map.of("model", "open", "keepAlive", "false");

        HelloSection section = HelloSection.of(List.of(RunFixtures.entry(both, Map.of("helloVariants", "x")),
                RunFixtures.entry(single, open)));

        assertThat(section.rows()).extracting(HelloRow::variant, HelloRow::ko, HelloRow::window).containsExactly(
                Tuple.tuple("closed-close", 500L, HelloRow.WINDOW_VARIANT),
                Tuple.tuple("closed-keepalive", 8000L, HelloRow.WINDOW_VARIANT),
                Tuple.tuple("open-close", 1000L, HelloRow.WINDOW_RUN));
        assertThat(section.rows().get(0).throughput()).isCloseTo((2000 - 500) / 4.0, within(1e-9));
        assertThat(section.rows().get(1).throughput()).isZero();
        // RunFixtures gives the row Gatling's Cnt/s over 10 s: 300 requests/s, of which 200 OK.
        assertThat(section.rows().get(2).throughput()).isCloseTo((3000 - 1000) / 10.0, within(1e-9));
    }

    @Test
    void eachVariantComesFromTheNewestRunThatCoversIt() {
        CatalogEntry oldKeepAlive = singleVariantRun("hellosimulation-1", T0 - 60_000, "true");
        CatalogEntry both = twoVariantRun(T0);
        CatalogEntry newClose = singleVariantRun("hellosimulation-3", T0 + 60_000, "false");

        HelloSection section = HelloSection.of(List.of(oldKeepAlive, both, newClose));

        assertThat(section.rows()).extracting(HelloRow::variant, HelloRow::runId).containsExactly(
                Tuple.tuple("closed-close", "hellosimulation-3"),
                Tuple.tuple("closed-keepalive", "hellosimulation-2"));
    }

    @Test
    void catalogKeepsARunThatIsNewestForAnyOfItsVariants() {
        CatalogEntry both = twoVariantRun(T0);
        CatalogEntry newClose = singleVariantRun("hellosimulation-3", T0 + 60_000, "false");
        CatalogEntry newest = singleVariantRun("hellosimulation-4", T0 + 120_000, "false");

        RunCatalog catalog = RunCatalog.of(List.of(both, newClose, newest), List.of());

        assertThat(catalog.used("HelloSimulation")).extracting(entry -> entry.run().runId())
                .containsExactlyInAnyOrder("hellosimulation-2", "hellosimulation-4");
    }
    /**
     * A smoke-sized hello run as the suite now records it: closed-close for 4 s in two repeats
     * (recorded [T0 + 1250, T0 + 3250] and [T0 + 3255, T0 + 5250]), then closed-keepalive for 0.4 s
     * ([T0 + 5250, T0 + 5650]); Gatling's 1 s series shows them over [T0 + 1000, T0 + 6000] and
     * [T0 + 5000, T0 + 6000]. The server burns 1 CPU-s per second during closed-close, 0.5 during
     * keep-alive, nothing before or after; the injector 0.8 throughout. Samples every second from T0,
     * and at each edge as it passed (T0 + 1250, 3250, 3255, 5250, 5650).
     */
    private static CatalogEntry edgeSampledRun() {
        GatlingRun run = RunFixtures.run("hellosimulation-7", "HelloSimulation", T0, List.of("Hello closed-close",
                "Hello closed-close #2", "Hello closed-keepalive"),
                request("Hello", List.of(), 2000, 0, 6, 14, new TimeWindow(T0 + 1000, T0 + 6000)),
                request("Hello Keep-Alive", List.of(), 8000, 0, 1, 5, new TimeWindow(T0 + 5000, T0 + 6000)));
        RunRecord record = RunRecord.of("HelloSimulation", T0 - 1000, "smoke",
                Map.of("helloVariants", "closed-close,closed-keepalive", "repeats", "2")).with(draft ->
                draft.repeatWindows = List.of(new RepeatWindow("closed-close", 1, T0 + 1250, T0 + 3250),
                        new RepeatWindow("closed-close", 2, T0 + 3255, T0 + 5250),
                        new RepeatWindow("closed-keepalive", 1, T0 + 5250, T0 + 5650)));
        List<Long> times = new ArrayList<>(List.of(T0 + 1250, T0 + 3250, T0 + 3255, T0 + 5250, T0 + 5650));
        for (int second = 0; second <= 10; second++) {
            times.add(T0 + second * 1000L);
        }
        List<UsageSample> server = new ArrayList<>();
        List<UsageSample> injector = new ArrayList<>();
        for (long at : times) {
            double closing = Math.min(Math.max(at - (T0 + 1250), 0), 4000) / 1000.0;
            double keeping = Math.min(Math.max(at - (T0 + 5250), 0), 400) / 1000.0;
            server.add(new UsageSample(at, closing + 0.5 * keeping, 64L << 20));
            double injectorCpu = 0.8 * (at - T0) / 1000.0;
            injector.add(new UsageSample(at, injectorCpu, 300L << 20, injectorCpu / 2, 2 * injectorCpu, 0, 80L << 20));
        }
        return new CatalogEntry(run, new RecordKey("HelloSimulation", T0 - 1000), record, new ProcessUsage(7, 2, server),
                new ProcessUsage(8, 2, injector), RunVariants.of(run, record.settings()), false, true);
    }

    @Test
    void aRecordedWindowGivesTheRateOverItsExactLengthAcrossTheVariantsRepeats() {
        HelloSection section = HelloSection.of(List.of(edgeSampledRun()));
        HelloRow close = section.rows().get(0);
        HelloRow keepAlive = section.rows().get(1);

        assertThat(section.rows()).extracting(HelloRow::window).containsOnly(HelloRow.WINDOW_RECORDED);
        // 2000 OK over T0 + 1250 .. T0 + 5250 (both repeats): 4 s; 8000 OK over 0.4 s.
        assertThat(close.seconds()).isCloseTo(4.0, within(1e-9));
        assertThat(close.throughput()).isCloseTo(500.0, within(1e-9));
        assertThat(keepAlive.seconds()).isCloseTo(0.4, within(1e-9));
        assertThat(keepAlive.throughput()).isCloseTo(20_000.0, within(1e-9));
    }

    @Test
    void aSubSecondVariantWithEdgeSamplesGetsACpuFigure() {
        HelloRow keepAlive = HelloSection.of(List.of(edgeSampledRun())).rows().get(1);

        // Server: 4.2 - 4.0 = 0.2 CPU-s over 0.4 s, for 8000 requests; 0.25 of the 2 cores.
        assertThat(keepAlive.serverCost().cpuSeconds()).isCloseTo(0.2, within(1e-9));
        assertThat(keepAlive.serverCost().cpuSecondsPer1000()).isCloseTo(0.025, within(1e-9));
        assertThat(keepAlive.serverCost().averageCpuPercent()).isCloseTo(25.0, within(1e-9));
        // Injector: 0.8 x 0.4 = 0.32 CPU-s, for 8000 requests; the shares over the same window.
        assertThat(keepAlive.injectorCost().cpuSecondsPer1000()).isCloseTo(0.04, within(1e-9));
        assertThat(keepAlive.boundBy().shares().serverPercent()).isCloseTo(25.0, within(1e-9));
        assertThat(keepAlive.boundBy().shares().injectorPercent()).isCloseTo(40.0, within(1e-9));
        assertThat(keepAlive.boundBy().shares().machinePercent()).isCloseTo(80.0, within(1e-9));
    }

    @Test
    void aVariantsCpuOverItsRecordedWindowLeavesOutTheVariantBeforeAndAfter() {
        HelloRow close = HelloSection.of(List.of(edgeSampledRun())).rows().get(0);

        // 4.0 CPU-s over 4 s for 2000 requests, though the samples at T0 + 1000 and T0 + 6000 bracket more.
        assertThat(close.serverCost().cpuSecondsPer1000()).isCloseTo(2.0, within(1e-9));
        assertThat(close.serverCost().averageCpuPercent()).isCloseTo(50.0, within(1e-9));
    }

    @Test
    void aRunThatRecordedNoWindowsKeepsGatlingsSeries() {
        CatalogEntry recorded = edgeSampledRun();
        RunRecord older = recorded.record().with(draft -> draft.repeatWindows = List.of());
        CatalogEntry entry = new CatalogEntry(recorded.run(), recorded.recordKey(), older, recorded.usage(),
                recorded.injector(), recorded.variant(), false, true);

        HelloRow keepAlive = HelloSection.of(List.of(entry)).rows().get(1);

        assertThat(keepAlive.window()).isEqualTo(HelloRow.WINDOW_VARIANT);
        assertThat(keepAlive.seconds()).isCloseTo(1.0, within(1e-9));
        assertThat(keepAlive.throughput()).isCloseTo(8000.0, within(1e-9));
    }
}
