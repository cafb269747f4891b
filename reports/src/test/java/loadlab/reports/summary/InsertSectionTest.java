package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import loadlab.record.InsertStep;
import loadlab.record.ItemBooks;
import loadlab.record.ProcessUsage;
import loadlab.record.Reconciliation;
import loadlab.record.RepeatWindow;
import loadlab.record.RunRecord;
import loadlab.record.UsageSample;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.TimeWindow;
import loadlab.reports.cost.BoundBy;
import org.junit.jupiter.api.Test;

class InsertSectionTest {
    private static final GatlingRun RUN = RunFixtures.run("insertsimulation-1", "InsertSimulation", T0,
            List.of("Concurrency 100", "Concurrency 10"),
            group("Concurrency 100", 4000, 3, 25, 60, new TimeWindow(T0 + 5000, T0 + 9000)),
            request("Insert", List.of("Concurrency 100"), 4000, 3, 24, 58, new TimeWindow(T0 + 5000, T0 + 9000)),
            group("Concurrency 10", 1000, 0, 9, 20, new TimeWindow(T0, T0 + 4000)),
            request("Insert", List.of("Concurrency 10"), 1000, 0, 8, 19, new TimeWindow(T0, T0 + 4000)));

    private static final RunRecord RECORD = RunRecord.of("InsertSimulation", T0 - 3000, "smoke", Map.of())
            .with(draft -> {
                draft.insertSteps = List.of(new InsertStep(10, T0, T0 + 5000), new InsertStep(100, T0 + 5000, T0 + 7500));
                draft.reconciliation = new Reconciliation(4997, 100, 5097);
            });

    @Test
    void stepsComeFromConcurrencyGroupsInAscendingOrder() {
        InsertSection section = InsertSection.of(RUN, RECORD);
        assertThat(section.steps()).extracting(InsertStepRow::concurrency).containsExactly(10, 100);
        InsertStepRow step = section.steps().get(1);
        assertThat(step.count()).isEqualTo(4000);
        assertThat(step.ko()).isEqualTo(3);
        assertThat(step.p95Ms()).isEqualTo(58);
        assertThat(step.meanMs()).isEqualTo(24);
    }

    @Test
    void stepThroughputIsItsOkAnswersOverTheWindowTheSimulationTimed() {
        InsertStepRow step = InsertSection.of(RUN, RECORD).steps().get(1);
        assertThat(step.windowSource()).isEqualTo("record");
        assertThat(step.seconds()).isCloseTo(2.5, within(1e-9));
        assertThat(step.throughput()).isCloseTo((4000 - 3) / 2.5, within(1e-9));
    }

    @Test
    void eachStepShowsTheListenQueueGrowthItsRecordHolds() {
        RunRecord withQueue = RECORD.with(draft -> draft.insertSteps = List.of(new InsertStep(10, T0, T0 + 5000, 0L, 0L),
                new InsertStep(100, T0 + 5000, T0 + 7500, 12L, 14L)));
        List<InsertStepRow> steps = InsertSection.of(RUN, withQueue).steps();
        assertThat(steps).extracting(InsertStepRow::listenOverflows).containsExactly(0L, 12L);
        assertThat(steps).extracting(InsertStepRow::listenDrops).containsExactly(0L, 14L);
        assertThat(InsertSection.of(RUN, RECORD).steps())
                .extracting(InsertStepRow::listenOverflows).containsOnlyNulls();
    }

    /**
     * A process sampled every second from T0, using {@code rates[i]} CPU-seconds per second in second
     * i, its busiest thread {@code busiestThread} of a core throughout; the machine at 1.0 (50 %).
     */
    private static ProcessUsage usage(double[] rates, double busiestThread) {
        List<UsageSample> samples = new ArrayList<>();
        double cpu = 1;
        for (int second = 0; second < rates.length + 1; second++) {
            samples.add(new UsageSample(T0 + second * 1000L, cpu, 100L << 20, busiestThread * second, 50 + second,
                    UsageSample.UNKNOWN, UsageSample.UNKNOWN));
            cpu += second < rates.length ? rates[second] : 0;
        }
        return new ProcessUsage(1, 2, samples);
    }

    @Test
    void eachStepsServerAndInjectorCpuAreCutToTheWindowTheSimulationTimed() {
        // c=10 in [T0, T0 + 5 s]: the server at 0.2, the injector at 0.1; c=100 in [T0 + 5 s, T0 + 7.5 s]: 1.0 and 0.3.
        ProcessUsage server = usage(new double[] {0.2, 0.2, 0.2, 0.2, 0.2, 1.0, 1.0, 1.0}, 0.95);
        ProcessUsage injector = usage(new double[] {0.1, 0.1, 0.1, 0.1, 0.1, 0.3, 0.3, 0.3}, 0.2);
        CatalogEntry entry = new CatalogEntry(RUN, null, RECORD, server, injector, "", true, true);

        List<InsertStepRow> steps = InsertSection.of(entry).steps();

        // c=10: 1000 requests, 0.2 x 5 s server and 0.1 x 5 s injector CPU-seconds.
        assertThat(steps.get(0).serverCost().cpuSecondsPer1000()).isCloseTo(1.0, within(1e-9));
        assertThat(steps.get(0).injectorCost().cpuSecondsPer1000()).isCloseTo(0.5, within(1e-9));
        // c=100: 4000 requests over 2.5 s, its end interpolated between the samples at T0 + 7 s and T0 + 8 s.
        assertThat(steps.get(1).serverCost().cpuSecondsPer1000()).isCloseTo(1.0 * 2.5 / 4000 * 1000, within(1e-9));
        assertThat(steps.get(1).injectorCost().cpuSecondsPer1000()).isCloseTo(0.3 * 2.5 / 4000 * 1000, within(1e-9));
        // The server's busiest thread at 95 % of a core: its event loop is the bound, machine at 50 % or not.
        assertThat(steps).extracting(step -> step.boundBy().verdict())
                .containsOnly(BoundBy.Verdict.SERVER);
    }

    @Test
    void aStepShorterThanTheSamplingIntervalIsInterpolatedAtTheEdgesItsSimulationTimed() {
        // c=10 timed [T0 + 2.2 s, T0 + 2.7 s]: no sample inside; the server at 0.2 CPU-s per second in second 2.
        RunRecord shortStep = RECORD.with(draft -> draft.insertSteps = List.of(new InsertStep(10, T0 + 2200, T0 + 2700)));
        ProcessUsage server = usage(new double[] {0.2, 0.2, 0.2, 0.2}, 0.5);
        CatalogEntry entry = new CatalogEntry(RUN, null, shortStep, server, null, "", true, true);

        InsertStepRow step = InsertSection.of(entry).steps().get(0);

        // 0.2 x 0.5 s = 0.1 CPU-s for 1000 requests.
        assertThat(step.serverCost().cpuSeconds()).isCloseTo(0.1, within(1e-9));
        assertThat(step.serverCost().cpuSecondsPer1000()).isCloseTo(0.1, within(1e-9));
    }

    @Test
    void withoutUsageFilesTheStepsAreNotMeasured() {
        assertThat(InsertSection.of(RUN, RECORD).steps()).allSatisfy(step -> {
            assertThat(step.serverCost()).isNull();
            assertThat(step.injectorCost()).isNull();
            assertThat(step.boundBy().verdict()).isEqualTo(BoundBy.Verdict.NOT_MEASURED);
        });
    }

    /** A failed run: the server gone, every insert of the later steps refused. */
    private static final GatlingRun DEAD_TARGET = RunFixtures.run("insertsimulation-2", "InsertSimulation", T0,
            List.of("Concurrency 10", "Concurrency 1000"),
            group("Concurrency 10", 2000, 0, 4, 9, new TimeWindow(T0, T0 + 4000)),
            request("Insert", List.of("Concurrency 10"), 2000, 0, 4, 9, new TimeWindow(T0, T0 + 4000)),
            group("Concurrency 1000", 4_000_000, 4_000_000, 0, 1, new TimeWindow(T0 + 4000, T0 + 9000)),
            request("Insert", List.of("Concurrency 1000"), 4_000_000, 4_000_000, 0, 1,
                    new TimeWindow(T0 + 4000, T0 + 9000)));

    @Test
    void insertStepThroughputCountsOkAnswersOnly() {
        RunRecord timed = RunRecord.of("InsertSimulation", T0 - 3000, "seed", Map.of())
                .with(draft -> draft.insertSteps = List.of(new InsertStep(10, T0, T0 + 4000),
                        new InsertStep(1000, T0 + 4000, T0 + 9000)));
        for (RunRecord record : Arrays.asList(timed, null)) {
            List<InsertStepRow> steps = InsertSection.of(DEAD_TARGET, record).steps();
            assertThat(steps).extracting(InsertStepRow::concurrency).containsExactly(10, 1000);
            assertThat(steps.get(0).throughput()).isCloseTo(2000 / 4.0, within(1e-9));
            assertThat(steps.get(1).ko()).isEqualTo(4_000_000);
            assertThat(steps.get(1).seconds()).isCloseTo(5.0, within(1e-9));
            assertThat(steps.get(1).throughput()).isZero();
        }
    }

    @Test
    void wholeRunRowCountsOkAnswersOnly() {
        GatlingRun flat = RunFixtures.run("i", "InsertSimulation", T0, List.of(),
                request("Insert", List.of(), 300, 100, 5, 9, null));
        InsertStepRow row = InsertSection.of(flat, null).steps().get(0);
        // RunFixtures gives the row Gatling's Cnt/s over 10 s: 30 requests/s, of which 20 OK.
        assertThat(row.throughput()).isCloseTo(200 / 10.0, within(1e-9));
        assertThat(row.ko()).isEqualTo(100);
    }

    @Test
    void withoutRecordTheStepWindowComesFromGatlingsTimeSeries() {
        InsertStepRow step = InsertSection.of(RUN, null).steps().get(0);
        assertThat(step.windowSource()).isEqualTo("log");
        assertThat(step.throughput()).isCloseTo(1000 / 4.0, within(1e-9));
    }

    @Test
    void reconciliationComesFromTheRecord() {
        InsertSection section = InsertSection.of(RUN, RECORD);
        assertThat(section.reconciliation()).isEqualTo(RECORD.reconciliation());
        assertThat(section.reconciliationOk()).isTrue();
        assertThat(section.reconciliationMissing()).isNull();
    }

    @Test
    void missingReconciliationIsAFailure() {
        String reason = "the server the suite started exited (code 3)";
        RunRecord unreconciled = RECORD.with(draft -> draft.reconciliation = null);
        assertThat(List.of(unreconciled.with(draft -> draft.aborted = reason), unreconciled))
                .extracting(record -> InsertSection.of(RUN, record))
                .allSatisfy(section -> {
                    assertThat(section.reconciliation()).isNull();
                    assertThat(section.reconciliationOk()).isFalse();
                })
                .extracting(InsertSection::reconciliationMissing)
                .containsExactly("run aborted: " + reason, InsertSection.NOT_RECORDED);
        InsertSection withoutRecord = InsertSection.of(RUN, null);
        assertThat(withoutRecord.reconciliationOk()).isFalse();
        assertThat(withoutRecord.reconciliationMissing()).isEqualTo(InsertSection.NO_RECORD);
    }

    @Test
    void booksThatDoNotBalanceAreNotOk() {
        RunRecord unbalanced = RECORD.with(draft -> draft.reconciliation = new Reconciliation(4997, 100, 5090));
        InsertSection section = InsertSection.of(RUN, unbalanced);
        assertThat(section.reconciliationOk()).isFalse();
        assertThat(section.reconciliationMissing()).isNull();
    }

    @Test
    void booksThatBalanceByCountButLostAnItemAreNotOk() {
        ItemBooks lostOne = new ItemBooks(4997, 4996, 1, 0, 1L, 5097, List.of("lost"), List.of(), List.of());
        RunRecord unbalanced = RECORD.with(draft -> draft.reconciliation = new Reconciliation(4997, 100, 5097)
                .withItems(lostOne));

        InsertSection section = InsertSection.of(RUN, unbalanced);

        assertThat(section.reconciliation().countBalanced()).isTrue();
        assertThat(section.reconciliationOk()).isFalse();
    }

    @Test
    void runWithoutStepGroupsIsSummarisedAsOneWholeRunRow() {
        GatlingRun flat = RunFixtures.run("i", "InsertSimulation", T0, List.of(),
                request("Insert", List.of(), 300, 0, 5, 9, null));
        InsertSection section = InsertSection.of(flat, null);
        assertThat(section.steps()).singleElement().satisfies(step -> {
            assertThat(step.concurrency()).isNull();
            assertThat(step.windowSource()).isEqualTo("run");
            assertThat(step.throughput()).isCloseTo(30.0, within(1e-9));
        });
    }

    /** A run of one closed step, then two open ones: 250/s held, and 500/s with 2 KO answers. */
    private static final GatlingRun OPEN = RunFixtures.run("insertsimulation-3", "InsertSimulation", T0,
            List.of("Concurrency 10", "Rate 500/s", "Rate 250/s"),
            group("Concurrency 10", 1000, 0, 9, 20, new TimeWindow(T0, T0 + 4000)),
            request("Insert", List.of("Concurrency 10"), 1000, 0, 8, 19, new TimeWindow(T0, T0 + 4000)),
            group("Rate 250/s", 2500, 0, 4, 7, new TimeWindow(T0 + 4000, T0 + 14000)),
            request("Insert", List.of("Rate 250/s"), 2500, 0, 3, 6, new TimeWindow(T0 + 4000, T0 + 14000)),
            group("Rate 500/s", 5000, 2, 6, 30, new TimeWindow(T0 + 14000, T0 + 24000)),
            request("Insert", List.of("Rate 500/s"), 5000, 2, 5, 29, new TimeWindow(T0 + 14000, T0 + 24000)));

    @Test
    void openStepsComeFromRateGroupsBesideTheClosedOnesInAscendingRate() {
        RunRecord timed = RECORD.with(draft -> draft.repeatWindows = List.of(
                new RepeatWindow("Rate 250/s", 1, T0 + 4000, T0 + 14000)));

        InsertSection section = InsertSection.of(OPEN, timed);

        assertThat(section.steps()).extracting(InsertStepRow::concurrency).containsExactly(10);
        assertThat(section.rateSteps()).extracting(InsertRateRow::rate).containsExactly(250, 500);
        InsertRateRow held = section.rateSteps().get(0);
        assertThat(held.windowSource()).isEqualTo("record");
        assertThat(held.throughput()).as("2500 OK over the 10 s recorded").isCloseTo(250.0, within(1e-9));
        assertThat(held.p95Ms()).isEqualTo(6);
        assertThat(held.failed()).isFalse();
        InsertRateRow failing = section.rateSteps().get(1);
        assertThat(failing.windowSource()).as("no window recorded for it").isEqualTo("log");
        assertThat(failing.failed()).isTrue();
    }

    @Test
    void eachOpenStepIsGatedUnderItsRate() {
        InsertSection section = InsertSection.of(OPEN, RECORD);

        List<Metric> metrics = Metrics.of(null, section, null, List.of());

        assertThat(metrics).extracting(Metric::id).contains("insert.c10.throughput_rps", "insert.r250.throughput_rps",
                "insert.r500.p95_ms", "insert.r500.ko");
    }
}
