package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import loadlab.record.InsertStep;
import loadlab.record.ItemBooks;
import loadlab.record.Machine;
import loadlab.record.ProcessUsage;
import loadlab.record.Reconciliation;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.UsageSample;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.names.RunVariants;
import loadlab.reports.gate.Gate;
import loadlab.reports.gate.GateRow;
import loadlab.reports.gate.Thresholds;
import loadlab.reports.sidebyside.TargetFixtures;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

class SummaryBuilderTest {
    private static final Environment ENVIRONMENT = new Environment("2026-11-30T00:00:00Z", Machine.current(), null);

    private static final CatalogEntry OLD_TRANSPORTS = RunFixtures.entry(RunFixtures.run("transportssimulation-1",
            "TransportsSimulation", T0, List.of(), group("AJAX x10", 5, 0, 30, 40, null)), "");
    private static final CatalogEntry NEW_TRANSPORTS = RunFixtures.entry(RunFixtures.run("transportssimulation-2",
            "TransportsSimulation", T0 + 60_000, List.of(), group("AJAX x10", 5, 0, 20, 25, null)), "");
    private static final CatalogEntry INSERT = recordEntry(RunFixtures.run("insertsimulation-1", "InsertSimulation",
            T0 + 120_000, List.of(), request("Insert", List.of("Concurrency 10"), 1000, 0, 5, 9, null),
            group("Concurrency 10", 1000, 0, 5, 9, null)), RunRecord.of("InsertSimulation", T0 + 119_000, "smoke",
            Map.of()).with(draft -> draft.insertSteps = List.of(new InsertStep(10, T0 + 120_100, T0 + 122_100)))
            .with(draft -> draft.reconciliation = new Reconciliation(1000, 0, 999)), null, "");
    private static final CatalogEntry HELLO_KEEP_ALIVE = recordEntry(hello("hellosimulation-1", T0 + 200_000),
            helloRecord(T0 + 199_000, "true"), usage(T0 + 200_000), "closed-keepalive");
    private static final CatalogEntry HELLO_CLOSE_OLD = recordEntry(hello("hellosimulation-2", T0 + 300_000),
            helloRecord(T0 + 299_000, "false"), null, "closed-close");
    private static final CatalogEntry HELLO_CLOSE_NEW = recordEntry(hello("hellosimulation-3", T0 + 400_000),
            helloRecord(T0 + 399_000, "false"), null, "closed-close");

    private final Summary summary = new SummaryBuilder().build(RunCatalog.of(List.of(
            NEW_TRANSPORTS, OLD_TRANSPORTS, INSERT, HELLO_KEEP_ALIVE, HELLO_CLOSE_OLD, HELLO_CLOSE_NEW), List.of()),
            ENVIRONMENT);

    @Test
    void sectionsUseTheNewestRunOfEachSimulationAndOlderRunsStayListed() {
        assertThat(summary.transports().runs()).extracting(TransportsRun::runId).containsExactly("transportssimulation-2");
        assertThat(summary.runs()).extracting(RunListing::runId).containsExactly("transportssimulation-1",
                "transportssimulation-2", "insertsimulation-1", "hellosimulation-1", "hellosimulation-2",
                "hellosimulation-3");
        assertThat(summary.runs()).filteredOn(run -> !run.used()).extracting(RunListing::runId)
                .containsExactly("transportssimulation-1", "hellosimulation-2");
        assertThat(summary.notes().get(0)).contains("newest run").contains("2 older run(s)");
    }

    @Test
    void helloKeepsTheNewestRunOfEachVariant() {
        assertThat(summary.hello().rows()).extracting(HelloRow::runId)
                .containsExactly("hellosimulation-3", "hellosimulation-1");
        assertThat(summary.hello().rows()).extracting(HelloRow::keepAlive).containsExactly("close", "keepalive");
    }

    @Test
    void helloServerCostIsMeasuredOnlyWhereUsageWasSampled() {
        HelloRow keepAlive = summary.hello().rows().get(1);
        assertThat(keepAlive.serverCost()).isNotNull();
        // 1 CPU-second per wall second on 2 cores, 2000 requests in a 10 s window.
        assertThat(keepAlive.serverCost().averageCpuPercent()).isCloseTo(50.0, within(1e-9));
        assertThat(keepAlive.serverCost().cpuSecondsPer1000()).isCloseTo(5.0, within(1e-9));
        assertThat(summary.hello().rows().get(0).serverCost()).isNull();
    }

    @Test
    void metricsTrackThroughputP95ServerCpuFailuresAndReconciliation() {
        assertThat(summary.metrics()).extracting(Metric::id, Metric::kind).contains(
                Tuple.tuple("insert.c10.throughput_rps", MetricKind.THROUGHPUT),
                Tuple.tuple("insert.c10.p95_ms", MetricKind.P95),
                Tuple.tuple("insert.c10.ko", MetricKind.FAILURES),
                Tuple.tuple("insert.c10.p99_ms", MetricKind.INFO),
                Tuple.tuple("hello.closed-keepalive.throughput_rps", MetricKind.THROUGHPUT),
                Tuple.tuple("hello.closed-keepalive.cpu_s_per_1000", MetricKind.CPU_COST),
                Tuple.tuple("transports.ajax.x10.total_p95_ms", MetricKind.P95),
                Tuple.tuple("transports.ko", MetricKind.FAILURES));
        assertThat(summary.metrics()).filteredOn(m -> m.id().equals("insert.reconciliation"))
                .singleElement().satisfies(m -> assertThat(m.value()).isZero());
        assertThat(summary.metrics()).filteredOn(m -> m.id().equals("insert.c10.throughput_rps"))
                .singleElement().satisfies(m -> assertThat(m.value()).isCloseTo(500.0, within(1e-9)));
    }

    @Test
    void theMedianStandsBesideP95AndP99AsAnInfoMetric() {
        // The fixtures' rows: p50 = the mean (insert 5 ms, hello 3 ms), p99 = p95 + 1 (transports 25 + 1 ms).
        assertThat(summary.metrics()).extracting(Metric::id, Metric::value, Metric::kind).contains(
                Tuple.tuple("insert.c10.p50_ms", 5.0, MetricKind.INFO),
                Tuple.tuple("hello.closed-keepalive.p50_ms", 3.0, MetricKind.INFO),
                Tuple.tuple("hello.closed-close.p50_ms", 3.0, MetricKind.INFO),
                Tuple.tuple("transports.ajax.x10.total_p99_ms", 26.0, MetricKind.INFO));
        assertThat(summary.metrics()).extracting(Metric::id).doesNotContain("transports.ajax.x10.total_p50_ms");
    }

    @Test
    void throughputMetricsCountOkAnswersOnlyAndKoStaysItsOwnMetric() {
        CatalogEntry refused = recordEntry(RunFixtures.run("insertsimulation-2", "InsertSimulation", T0 + 500_000,
                List.of(), request("Insert", List.of("Concurrency 10"), 1000, 400, 5, 9, null),
                group("Concurrency 10", 1000, 400, 5, 9, null)), RunRecord.of("InsertSimulation", T0 + 499_000,
                "smoke", Map.of()).with(draft -> draft.insertSteps = List.of(new InsertStep(10, T0 + 500_100, T0 + 502_100))),
                null, "");
        Summary failed = new SummaryBuilder().build(RunCatalog.of(List.of(refused), List.of()),
                ENVIRONMENT);

        assertThat(failed.metrics()).filteredOn(m -> m.id().equals("insert.c10.throughput_rps"))
                .singleElement().satisfies(m -> assertThat(m.value()).isCloseTo((1000 - 400) / 2.0, within(1e-9)));
        assertThat(failed.metrics()).filteredOn(m -> m.id().equals("insert.c10.ko"))
                .singleElement().satisfies(m -> assertThat(m.value()).isEqualTo(400));
    }

    @Test
    void missingReconciliationFailsTheGatesReconciliationRule() {
        RunRecord aborted = INSERT.record().with(draft -> {
            draft.reconciliation = null;
            draft.aborted = "target refused connections";
        });
        Summary unreconciled = new SummaryBuilder().build(RunCatalog.of(List.of(
                RunFixtures.entry(INSERT.run(), aborted)), List.of()), ENVIRONMENT);
        Summary balanced = new SummaryBuilder().build(RunCatalog.of(List.of(RunFixtures.entry(
                INSERT.run(), INSERT.record().with(draft -> draft.reconciliation = new Reconciliation(1000, 0, 1000)))),
                List.of()),
                ENVIRONMENT);

        Metric books = unreconciled.metrics().stream().filter(m -> m.id().equals("insert.reconciliation"))
                .findFirst().orElseThrow();
        assertThat(books.kind()).isEqualTo(MetricKind.RECONCILIATION);
        assertThat(books.value()).isZero();
        Gate gate = new Gate(Thresholds.DEFAULTS);
        assertThat(gate.compare(balanced.metrics(), unreconciled.metrics()).failures()).extracting(GateRow::id)
                .contains("insert.reconciliation");
        assertThat(gate.compare(List.of(), unreconciled.metrics()).failures()).extracting(GateRow::id)
                .contains("insert.reconciliation");
        assertThat(gate.compare(balanced.metrics(), balanced.metrics()).passed()).isTrue();
    }

    @Test
    void aLostItemFailsTheGatesReconciliationRuleThoughTheCountBalances() {
        Reconciliation count = new Reconciliation(1000, 0, 1000);
        ItemBooks exact = new ItemBooks(1000, 1000, 0, 0, 0L, 1000, List.of(), List.of(), List.of());
        ItemBooks lostOne = new ItemBooks(1000, 999, 1, 0, 1L, 1000, List.of("lost"), List.of(), List.of("extra"));

        Metric balanced = reconciliationMetric(count.withItems(exact));
        Metric lost = reconciliationMetric(count.withItems(lostOne));

        assertThat(balanced.value()).isEqualTo(1);
        assertThat(lost.value()).isZero();
        assertThat(new Gate(Thresholds.DEFAULTS).compare(List.of(balanced), List.of(lost)).failures())
                .extracting(GateRow::id).containsExactly("insert.reconciliation");
    }

    private Metric reconciliationMetric(Reconciliation books) {
        Summary summary = new SummaryBuilder().build(RunCatalog.of(List.of(RunFixtures.entry(
                INSERT.run(), INSERT.record().with(draft -> draft.reconciliation = books))), List.of()), ENVIRONMENT);
        return summary.metrics().stream().filter(m -> m.id().equals("insert.reconciliation")).findFirst().orElseThrow();
    }

    @Test
    void abortedRunCarriesItsReasonIntoItsListingAndItsSection() {
        String refused = "target refused connections for 5 s in a row";
        CatalogEntry transports = RunFixtures.entry(NEW_TRANSPORTS.run(),
                RunRecord.of("TransportsSimulation", T0 + 59_000, "smoke", Map.of()).with(draft -> draft.aborted = refused));
        CatalogEntry hello = RunFixtures.entry(hello("hellosimulation-4", T0 + 500_000),
                helloRecord(T0 + 499_000, "false").with(draft -> draft.aborted = refused));
        Summary aborted = new SummaryBuilder().build(RunCatalog.of(List.of(transports, hello,
                HELLO_KEEP_ALIVE, INSERT), List.of()), ENVIRONMENT);

        assertThat(aborted.runs()).extracting(RunListing::runId, RunListing::aborted).containsExactly(
                Tuple.tuple("transportssimulation-2", refused), Tuple.tuple("insertsimulation-1", null),
                Tuple.tuple("hellosimulation-1", null), Tuple.tuple("hellosimulation-4", refused));
        assertThat(aborted.transports().runs()).singleElement()
                .satisfies(run -> assertThat(run.aborted()).isEqualTo(refused));
        assertThat(aborted.hello().rows()).extracting(HelloRow::variant, HelloRow::aborted).containsExactly(
                Tuple.tuple("closed-close", refused), Tuple.tuple("closed-keepalive", null));
        assertThat(aborted.insert().aborted()).isNull();
        assertThat(aborted.notes()).filteredOn(note -> note.contains("ABORTED")).containsExactly(
                "Run transportssimulation-2 (TransportsSimulation) was ABORTED: " + refused
                        + ". Its figures are shown, marked as from an aborted run.",
                "Run hellosimulation-4 (HelloSimulation) was ABORTED: " + refused
                        + ". Its figures are shown, marked as from an aborted run.");
    }

    @Test
    void transportsShowTheNewestPlainAndSocketIoRunsWithTheirOwnMetrics() {
        CatalogEntry socketIo = RunFixtures.entry(RunFixtures.run("transportssimulation-3", "TransportsSimulation",
                T0 + 90_000, List.of(), group("SIO WS x10", 5, 0, 6, 8, null), group("Fresh SIO WS x10", 5, 1, 30, 36, null),
                request("Connect Fresh SIO WS", List.of("Fresh SIO WS x10"), 50, 1, 1, 2, null),
                request("Handshake Fresh SIO WS", List.of("Fresh SIO WS x10"), 49, 0, 2, 2, null)),
                Map.of("framing", "socketio"));
        Summary both = new SummaryBuilder().build(RunCatalog.of(List.of(
                NEW_TRANSPORTS, OLD_TRANSPORTS, socketIo), List.of()), ENVIRONMENT);

        assertThat(both.transports().runs()).extracting(TransportsRun::framing, TransportsRun::runId).containsExactly(
                Tuple.tuple("plain", "transportssimulation-2"), Tuple.tuple("socketio", "transportssimulation-3"));
        assertThat(both.runs()).filteredOn(RunListing::used).extracting(RunListing::runId, RunListing::variant)
                .containsExactly(Tuple.tuple("transportssimulation-2", ""), Tuple.tuple("transportssimulation-3", "socketio"));
        assertThat(both.metrics()).extracting(Metric::id).contains(
                "transports.ajax.x10.total_p95_ms", "transports.ko",
                "transports.sio-ws.x10.total_p95_ms", "transports.fresh-sio-ws.x10.failed_pages",
                "transports.fresh-sio-ws.x10.cost_multiple", "transports.socketio.ko",
                "transports.fresh-sio-ws.handshake_mean_ms");
        assertThat(both.metrics()).filteredOn(m -> m.id().equals("transports.fresh-sio-ws.handshake_mean_ms"))
                .singleElement().satisfies(m -> assertThat(m.value()).isCloseTo(3.0, within(1e-9)));
        assertThat(both.metrics()).filteredOn(m -> m.id().equals("transports.socketio.ko"))
                .singleElement().satisfies(m -> assertThat(m.kind()).isEqualTo(MetricKind.FAILURES));
    }

    @Test
    void serverCpuPerThousandRequestsOfEachSectionsRunsIsATrackedMetric() {
        // usage(): one CPU-second per second over a 10 s injection window, so 10 CPU-seconds per run.
        CatalogEntry plain = sampled(RunFixtures.run("transportssimulation-4", "TransportsSimulation", T0, List.of(),
                group("AJAX x10", 5, 0, 20, 25, null), request("Exchange AJAX", List.of("AJAX x10"), 50, 0, 2, 3, null)),
                Map.of());
        CatalogEntry socketIo = sampled(RunFixtures.run("transportssimulation-5", "TransportsSimulation", T0 + 60_000,
                List.of(), group("SIO WS x10", 5, 0, 6, 8, null),
                request("Exchange SIO WS", List.of("SIO WS x10"), 100, 0, 1, 1, null)), Map.of("framing", "socketio"));
        CatalogEntry insert = sampled(RunFixtures.run("insertsimulation-2", "InsertSimulation", T0 + 120_000, List.of(),
                request("Insert", List.of(), 5000, 0, 5, 9, null)), Map.of());
        CatalogEntry twoVariants = sampled(RunFixtures.run("hellosimulation-4", "HelloSimulation", T0 + 180_000,
                List.of(), request("Hello", List.of(), 2000, 0, 3, 7, null),
                request("Hello Keep-Alive", List.of(), 8000, 0, 1, 2, null)), Map.of("helloVariants",
                "closed-close,closed-keepalive"));
        CatalogEntry openVariant = sampled(RunFixtures.run("hellosimulation-5", "HelloSimulation", T0 + 240_000,
                List.of("Hello Open"), request("Hello", List.of(), 10_000, 0, 3, 7, null)), Map.of("model", "open",
                "keepAlive", "false"));
        Summary sampled = new SummaryBuilder().build(RunCatalog.of(List.of(plain, socketIo, insert,
                twoVariants, openVariant), List.of()), ENVIRONMENT);

        Map<String, Double> cpu = new TreeMap<>();
        sampled.metrics().stream().filter(m -> m.kind() == MetricKind.CPU_COST).forEach(m -> cpu.put(m.id(), m.value()));
        assertThat(cpu).containsKeys("transports.cpu_s_per_1000", "transports.socketio.cpu_s_per_1000",
                "insert.cpu_s_per_1000", "hello.cpu_s_per_1000", "hello.closed-close.cpu_s_per_1000",
                "hello.open-close.cpu_s_per_1000");
        assertThat(cpu.get("transports.cpu_s_per_1000")).isCloseTo(200.0, within(1e-9));
        assertThat(cpu.get("transports.socketio.cpu_s_per_1000")).isCloseTo(100.0, within(1e-9));
        assertThat(cpu.get("insert.cpu_s_per_1000")).isCloseTo(2.0, within(1e-9));
        // The insert run's one row (no step groups) over the same window: its own figure beside the section's.
        assertThat(cpu.get("insert.all.cpu_s_per_1000")).isCloseTo(2.0, within(1e-9));
        // Both hello runs together: 20 CPU-seconds for 20 000 requests.
        assertThat(cpu.get("hello.cpu_s_per_1000")).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void helloServerCpuPerInjectorCpuIsTrackedWhenBothWereSampledInEveryRun() {
        // The server at 1 CPU-second per second, the injector at 2, over the same windows: 0.5 whatever the requests.
        GatlingRun first = RunFixtures.run("hellosimulation-6", "HelloSimulation", T0, List.of(),
                request("Hello", List.of(), 2000, 0, 3, 7, null));
        GatlingRun second = RunFixtures.run("hellosimulation-7", "HelloSimulation", T0 + 60_000, List.of("Hello Open"),
                request("Hello", List.of(), 10_000, 0, 3, 7, null));
        Map<String, String> open = Map.of("model", "open", "keepAlive", "false");
        Summary both = summaryOf(withInjector(first, Map.of(), 2.0), withInjector(second, open, 2.0));
        Summary oneUnsampled = summaryOf(withInjector(first, Map.of(), 2.0), sampled(second, open));

        assertThat(both.metrics()).filteredOn(m -> m.id().equals("hello.cpu_per_injector_cpu")).singleElement()
                .satisfies(m -> {
                    assertThat(m.value()).isCloseTo(0.5, within(1e-9));
                    assertThat(m.kind()).isEqualTo(MetricKind.CPU_COST);
                });
        assertThat(oneUnsampled.metrics()).extracting(Metric::id)
                .contains("hello.cpu_s_per_1000").doesNotContain("hello.cpu_per_injector_cpu");
    }

    @Test
    void aNewerRunOfAnotherTargetIsListedWhileTheReferenceRunIsSummarised() {
        Summary both = summaryOf(TargetFixtures.REFERENCE_HELLO, TargetFixtures.NODE_HELLO);
        Summary referenceOnly = summaryOf(TargetFixtures.REFERENCE_HELLO);

        assertThat(both.target()).isEqualTo("reference");
        assertThat(both.hello().rows()).extracting(HelloRow::runId).containsExactly("hello-ref");
        assertThat(both.metrics()).isEqualTo(referenceOnly.metrics());
        assertThat(both.metrics()).filteredOn(m -> m.id().equals("hello.closed-close.throughput_rps")).singleElement()
                .satisfies(m -> assertThat(m.value()).isCloseTo(2000.0, within(1e-9)));
        assertThat(both.runs()).extracting(RunListing::runId, RunListing::used)
                .containsExactly(Tuple.tuple("hello-ref", true), Tuple.tuple("hello-node", false));
        assertThat(both.notes().get(0)).contains("on target reference").contains("0 older run(s)");
        assertThat(both.notes().get(1)).contains("target reference")
                .contains("1 run(s) of other targets (node: 1) are listed but not summarised");
    }

    @Test
    void theTargetNamedIsSummarisedInstead() {
        Summary node = new SummaryBuilder().build(RunCatalog.of(List.of(TargetFixtures.REFERENCE_HELLO,
                TargetFixtures.NODE_HELLO), List.of()).forTarget("node"), ENVIRONMENT);

        assertThat(node.target()).isEqualTo("node");
        assertThat(node.hello().rows()).extracting(HelloRow::runId).containsExactly("hello-node");
        assertThat(node.metrics()).filteredOn(m -> m.id().equals("hello.closed-close.throughput_rps")).singleElement()
                .satisfies(m -> assertThat(m.value()).isCloseTo(3000.0, within(1e-9)));
        assertThat(node.notes().get(1)).contains("target node (target=node)");
    }

    @Test
    void withoutAReferenceRunTheNewestRunsTargetIsSummarised() {
        CatalogEntry mine = TargetFixtures.hello("hello-mine", "mine", T0 + 60_000, 10_000, 0, 9,
                TargetFixtures.Load.UNSAMPLED);

        Summary summary = summaryOf(TargetFixtures.NODE_HELLO, mine);

        assertThat(summary.target()).isEqualTo("mine");
        assertThat(summary.hello().rows()).extracting(HelloRow::runId).containsExactly("hello-mine");
    }

    private static Summary summaryOf(CatalogEntry... entries) {
        return new SummaryBuilder().build(RunCatalog.of(List.of(entries), List.of()), ENVIRONMENT);
    }

    /** {@link #sampled}, with the injector sampled too, at {@code cpuPerSecond} CPU-seconds per second. */
    private static CatalogEntry withInjector(GatlingRun run, Map<String, String> settings, double cpuPerSecond) {
        List<UsageSample> samples = new ArrayList<>();
        for (int second = 0; second <= 11; second++) {
            samples.add(new UsageSample(run.runStart() + 100 + second * 1000L, cpuPerSecond * second, 64L << 20));
        }
        RunRecord record = RunRecord.of(run.simulation(), run.runStart() - 1_000, "smoke", settings);
        return new CatalogEntry(run, new RecordKey(record.simulation(), record.startEpochMillis()), record,
                usage(run.runStart()), new ProcessUsage(98, 2, samples), RunVariants.of(run, settings),
                false, true);
    }

    @Test
    void sectionWithAnUnsampledRunHasNoSectionWideServerCpu() {
        assertThat(summary.metrics()).extracting(Metric::id)
                .contains("hello.closed-keepalive.cpu_s_per_1000")
                .doesNotContain("hello.cpu_s_per_1000", "insert.cpu_s_per_1000", "transports.cpu_s_per_1000");
    }

    @Test
    void missingSimulationLeavesItsSectionEmptyWithANote() {
        Summary onlyHello = new SummaryBuilder()
                .build(RunCatalog.of(List.of(HELLO_CLOSE_NEW), List.of()), ENVIRONMENT);
        assertThat(onlyHello.transports()).isNull();
        assertThat(onlyHello.insert()).isNull();
        assertThat(onlyHello.notes()).contains("No TransportsSimulation run found.", "No InsertSimulation run found.");
    }

    private static GatlingRun hello(String runId, long start) {
        return RunFixtures.run(runId, "HelloSimulation", start, List.of("Hello Closed"),
                request("Hello", List.of(), 2000, 0, 3, 7, null));
    }

    private static RunRecord helloRecord(long start, String keepAlive) {
        return RunRecord.of("HelloSimulation", start, "quick", Map.of("model", "closed", "keepAlive", keepAlive));
    }

    /** Injection is [start + 100, start + 10 100]; one CPU-second per second, samples each second. */
    private static ProcessUsage usage(long start) {
        List<UsageSample> samples = new ArrayList<>();
        for (int second = 0; second <= 11; second++) {
            samples.add(new UsageSample(start + 100 + second * 1000L, 5.0 + second, 64L << 20));
        }
        return new ProcessUsage(99, 2, samples);
    }

    /** A run with a record recording these settings and the server sampled by {@link #usage}. */
    private static CatalogEntry sampled(GatlingRun run, Map<String, String> settings) {
        return recordEntry(run, RunRecord.of(run.simulation(), run.runStart() - 1_000, "smoke", settings),
                usage(run.runStart()), RunVariants.of(run, settings));
    }

    private static CatalogEntry recordEntry(GatlingRun run, RunRecord record, ProcessUsage usage, String variant) {
        return new CatalogEntry(run, new RecordKey(record.simulation(), record.startEpochMillis()), record, usage,
                variant, false, true);
    }
}
