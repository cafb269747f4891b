package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import loadlab.record.InsertStep;
import loadlab.record.Reconciliation;
import loadlab.record.RunRecord;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.gatling.TimeWindow;
import loadlab.record.names.RunNames;
import loadlab.reports.cost.WindowCut;

/**
 * Experiment 2: per concurrency step (a group "Concurrency N" per step), throughput, latency and
 * failures, and the reconciliation of acknowledged inserts against stored documents. Throughput counts
 * OK answers only: a step whose target was gone answers KO at any rate, which is no throughput. The open
 * steps (a group "Rate N/s" each: a constant arrival rate) are {@code rateSteps}, after the closed ones.
 *
 * @param aborted        why the run stopped before its plan was done (its record says), or null: the
 *                       steps shown are what it ran before it stopped
 * @param reconciliation from the run's record; null when the simulation did not report one
 * @param reconciliationMissing why there is no reconciliation (the run was aborted, the Reconcile request
 *                       never ran, no record was found); null when there is one. Books that were not
 *                       kept are a failure, as books that do not balance are: nothing proves no
 *                       acknowledged insert was lost.
 */
public record InsertSection(String runId, String aborted, List<InsertStepRow> steps, Reconciliation reconciliation,
        String reconciliationMissing, List<InsertRateRow> rateSteps) {

    public static final String NO_RECORD = "no record was found for this run";
    public static final String NOT_RECORDED = "the simulation recorded none (the Reconcile request never ran)";
    public static final String ABORTED = "run aborted: ";

    public InsertSection {
        steps = List.copyOf(steps);
        rateSteps = rateSteps == null ? List.of() : List.copyOf(rateSteps);
        if ((reconciliation == null) == (reconciliationMissing == null)) {
            throw new IllegalArgumentException("a reconciliation, or why there is none: exactly one of them");
        }
    }

    /** A run of closed steps only. */
    public InsertSection(String runId, String aborted, List<InsertStepRow> steps, Reconciliation reconciliation,
            String reconciliationMissing) {
        this(runId, aborted, steps, reconciliation, reconciliationMissing, List.of());
    }

    /** True only when the books were kept and balance; a reconciliation that did not run fails. */
    @JsonProperty("reconciliationOk")
    public boolean reconciliationOk() {
        return reconciliation != null && reconciliation.ok();
    }

    /** The run's steps without usage figures (none sampled). */
    public static InsertSection of(GatlingRun run, RunRecord record) {
        return of(new CatalogEntry(run, null, record, null, "", true, true));
    }

    /** The run's steps, each with what it cost the server and the injector and what bound it. */
    public static InsertSection of(CatalogEntry entry) {
        GatlingRun run = entry.run();
        RunRecord record = entry.record();
        List<InsertStep> timed = record == null ? List.of() : record.insertSteps();
        List<InsertStepRow> steps = new ArrayList<>();
        List<InsertRateRow> rates = new ArrayList<>();
        for (StatsRow group : run.rowsOf(StatsKind.GROUP)) {
            OptionalInt concurrency = RunNames.insertConcurrency(group.name());
            if (concurrency.isPresent()) {
                StatsRow stats = run.request(RunNames.INSERT_REQUEST, group.path()).orElse(group);
                steps.add(step(entry, concurrency.getAsInt(), stats, timed));
            }
            OptionalInt rate = RunNames.insertRate(group.name());
            if (rate.isPresent()) {
                rates.add(rateStep(entry, rate.getAsInt(), group.name(),
                        run.request(RunNames.INSERT_REQUEST, group.path()).orElse(group)));
            }
        }
        if (steps.isEmpty() && rates.isEmpty()) {
            run.rowsOf(StatsKind.REQUEST).stream()
                    .filter(row -> row.name().equals(RunNames.INSERT_REQUEST))
                    .findFirst()
                    .ifPresent(row -> steps.add(row(entry, null, row, row.okThroughput(), run.injection(), "run",
                            WindowCut.SAMPLES_INSIDE)));
        }
        steps.sort(Comparator.comparing(InsertStepRow::concurrency, Comparator.nullsFirst(Comparator.naturalOrder())));
        Reconciliation books = record == null ? null : record.reconciliation();
        rates.sort(Comparator.comparingInt(InsertRateRow::rate));
        return new InsertSection(run.runId(), record == null ? null : record.aborted(), steps, books,
                books != null ? null : missing(record), rates);
    }

    private static String missing(RunRecord record) {
        if (record == null) {
            return NO_RECORD;
        }
        return record.wasAborted() ? ABORTED + record.aborted() : NOT_RECORDED;
    }

    private static InsertStepRow step(CatalogEntry entry, int concurrency, StatsRow stats, List<InsertStep> timed) {
        Optional<InsertStep> step = span(timed.stream().filter(s -> s.concurrency() == concurrency).toList());
        if (step.isPresent() && step.get().seconds() > 0) {
            TimeWindow window = new TimeWindow(step.get().startEpochMillis(), step.get().endEpochMillis());
            // The simulation timed the step and sampled its edges: CPU interpolated there.
            return row(entry, concurrency, stats, stats.ok() / window.seconds(), window, "record",
                    WindowCut.INTERPOLATED_AT_EDGES)
                    .withListenQueue(step.get().listenOverflows(), step.get().listenDrops());
        }
        TimeWindow active = stats.active();
        if (active != null && active.seconds() > 0) {
            return row(entry, concurrency, stats, stats.ok() / active.seconds(), active, "log", WindowCut.SAMPLES_INSIDE);
        }
        return row(entry, concurrency, stats, stats.okThroughput(), null, "run", WindowCut.SAMPLES_INSIDE);
    }

    /**
     * An open step over the window the simulation recorded for it (its edges sampled as they passed), else
     * over the span Gatling's series has its inserts.
     */
    private static InsertRateRow rateStep(CatalogEntry entry, int rate, String group, StatsRow stats) {
        Optional<TimeWindow> recorded = RecordedWindow.of(entry.record(), group).filter(window -> window.seconds() > 0);
        TimeWindow window = recorded.orElse(stats.active());
        WindowCut cut = recorded.isPresent() ? WindowCut.INTERPOLATED_AT_EDGES : WindowCut.SAMPLES_INSIDE;
        double seconds = window == null ? 0 : window.seconds();
        return new InsertRateRow(rate, stats.count(), stats.ok(), stats.ko(), seconds,
                seconds == 0 ? stats.okThroughput() : stats.ok() / seconds, stats.mean(), stats.p50(), stats.p95(),
                stats.p99(), stats.max(), recorded.isPresent() ? "record" : "log",
                WindowCosts.server(entry, window, stats.count(), cut), WindowCosts.injector(entry, window, stats.count(), cut),
                WindowCosts.bound(entry, window, cut, group));
    }

    /** A step over its window; null: none known (then neither seconds nor usage figures). */
    private static InsertStepRow row(CatalogEntry entry, Integer concurrency, StatsRow stats, double throughput,
            TimeWindow window, String source, WindowCut cut) {
        return new InsertStepRow(concurrency, stats.count(), stats.ok(), stats.ko(), window == null ? 0 : window.seconds(),
                throughput, stats.mean(), stats.p50(), stats.p95(), stats.p99(), stats.max(), source,
                WindowCosts.server(entry, window, stats.count(), cut), WindowCosts.injector(entry, window, stats.count(), cut),
                WindowCosts.bound(entry, window, cut, concurrency == null ? null : RunNames.insertStep(concurrency)), null, null,
                concurrency == null ? null : entry.repeats().insert().get(concurrency),
                concurrency == null ? null : entry.repeats().insertP95().get(concurrency));
    }

    /**
     * A step's repeats as one span (they ran back to back), from the first one's start to the last
     * one's end, with the listen queue's growth over all of them (null when any was not read).
     */
    static Optional<InsertStep> span(List<InsertStep> repeats) {
        if (repeats.isEmpty()) {
            return Optional.empty();
        }
        InsertStep first = repeats.get(0);
        if (repeats.size() == 1) {
            return Optional.of(first);
        }
        long start = repeats.stream().mapToLong(InsertStep::startEpochMillis).min().orElseThrow();
        long end = repeats.stream().mapToLong(InsertStep::endEpochMillis).max().orElseThrow();
        boolean queues = repeats.stream().allMatch(r -> r.listenOverflows() != null && r.listenDrops() != null);
        return Optional.of(new InsertStep(first.concurrency(), start, end,
                queues ? repeats.stream().mapToLong(InsertStep::listenOverflows).sum() : null,
                queues ? repeats.stream().mapToLong(InsertStep::listenDrops).sum() : null, 1));
    }
}
