package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import loadlab.record.gatling.StatsRow;
import loadlab.record.latency.IntendedLatency;
import loadlab.record.latency.LatencyHistogram;
import loadlab.record.names.RunNames;
import org.HdrHistogram.Histogram;

/**
 * The open rows of the runs shown, each measured two ways: Gatling's response time, from when a request
 * went to its answer, and the latency from when the plan meant it to go ({@link IntendedLatency}); and
 * how far the injector fell behind its plan. When the two differ, the injector sent late, and a stall of
 * the server (or of the injector) hid part of itself in Gatling's figures: coordinated omission changed
 * the answer. A row's repeats are added up (their histograms summed), as Gatling's figures of its request
 * span every repeat.
 */
public record PlannedStartSection(List<PlannedStartRow> rows) {
    /** Below Gatling's millisecond, a difference is not one. */
    private static final double RESOLUTION_MS = 1;
    private static final double MICROS = 1000.0;

    public PlannedStartSection {
        rows = List.copyOf(rows);
    }

    /**
     * The section over the transports runs shown (their scheduled pages, "Scheduled AJAX x10", beside Gatling's
     * figures of the page's exchange request), the hello runs shown and the insert run shown (its open steps,
     * "Rate N/s"); null when none has a row measured from its plan.
     */
    public static PlannedStartSection of(List<CatalogEntry> transports, List<CatalogEntry> hellos, CatalogEntry insert) {
        List<PlannedStartRow> rows = new ArrayList<>();
        for (CatalogEntry entry : transports) {
            rows.addAll(rows(entry, "transports", row -> RunNames.transportPageOf(row)
                    .flatMap(page -> entry.run().request(RunNames.exchange(page.transport()), List.of(row)))));
        }
        for (CatalogEntry entry : hellos) {
            rows.addAll(rows(entry, "hello", row -> RunNames.helloRequest(row)
                    .flatMap(request -> entry.run().request(request, List.of()))));
        }
        if (insert != null) {
            rows.addAll(rows(insert, "insert", row -> RunNames.insertRate(row).isPresent()
                    ? insert.run().request(RunNames.INSERT_REQUEST, List.of(row)) : Optional.empty()));
        }
        return rows.isEmpty() ? null : new PlannedStartSection(rows);
    }

    /** The run's rows measured from their plan, each beside Gatling's figures of its request (none: not shown). */
    private static List<PlannedStartRow> rows(CatalogEntry entry, String experiment,
            Function<String, Optional<StatsRow>> gatlingOf) {
        if (entry.record() == null) {
            return List.of();
        }
        Map<String, List<IntendedLatency>> byRow = new LinkedHashMap<>();
        entry.record().intended().forEach(latency -> byRow.computeIfAbsent(latency.row(), row -> new ArrayList<>())
                .add(latency));
        List<PlannedStartRow> rows = new ArrayList<>();
        byRow.forEach((row, repeats) -> gatlingOf.apply(row).ifPresent(stats -> rows.add(row(experiment, row,
                entry.run().runId(), repeats, stats, InjectionLags.limitMs(entry.record().settings())))));
        return rows;
    }

    static PlannedStartRow row(String experiment, String row, String runId, List<IntendedLatency> repeats, StatsRow stats,
            double lagLimitMs) {
        Histogram corrected = LatencyHistogram.sum(repeats.stream().map(IntendedLatency::correctedHistogram).toList());
        Histogram lag = LatencyHistogram.sum(repeats.stream().map(IntendedLatency::lagHistogram).toList());
        PlannedStartRow.Percentiles gatling = new PlannedStartRow.Percentiles(stats.p50(), stats.p95(), stats.p99(),
                stats.p999(), stats.max());
        PlannedStartRow.Percentiles fromPlan = new PlannedStartRow.Percentiles(ms(corrected, 50), ms(corrected, 95),
                ms(corrected, 99), ms(corrected, 99.9), corrected.getMaxValue() / MICROS);
        double lagP99 = ms(lag, 99);
        boolean behind = lagP99 > lagLimitMs;
        long planned = repeats.stream().mapToLong(IntendedLatency::planned).sum();
        return new PlannedStartRow(experiment, row, runId, planned, corrected.getTotalCount(), gatling, fromPlan,
                ms(lag, 50), lagP99, lag.getMaxValue() / MICROS, lagLimitMs, behind,
                answer(experiment + " " + row, gatling, fromPlan, lagP99, lag.getMaxValue() / MICROS, lagLimitMs, behind)
                        + freshCaveat(row));
    }

    /**
     * "Coordinated omission changed the answer on hello open-close: from the planned starts p99 412.0 ms ..." or
     * "... did not change the answer ...": the p99 or the p99.9 from the plan against Gatling's, beyond Gatling's
     * millisecond and a tenth.
     */
    static String answer(String subject, PlannedStartRow.Percentiles gatling, PlannedStartRow.Percentiles fromPlan,
            double lagP99, double lagMax, double lagLimitMs, boolean behind) {
        boolean changed = beyond(fromPlan.p99(), gatling.p99()) || beyond(fromPlan.p999(), gatling.p999());
        String figures = String.format(Locale.ROOT, "from the planned starts p99 %.1f ms and p99.9 %.1f ms, Gatling's"
                + " own %d and %d ms; the injector's lag p99 %.1f ms, at worst %.1f ms", fromPlan.p99(), fromPlan.p999(),
                (int) gatling.p99(), (int) gatling.p999(), lagP99, lagMax);
        String why = behind ? " The injector fell behind its plan (lag p99 beyond " + (int) lagLimitMs + " ms)"
                + (changed ? ": part of the wait is the injector's own." : ".")
                : !changed ? "" : String.format(Locale.ROOT, " Gatling's clock starts at the send: it leaves out the"
                        + " time from each request's planned start to its send, here the injector's own delay (lag p99"
                        + " %.1f ms, within its %d ms limit) and any wait for a connection after it.", lagP99,
                        (int) lagLimitMs);
        return "Coordinated omission " + (changed ? "changed" : "did not change") + " the answer on " + subject + ": "
                + figures + "." + why;
    }

    /**
     * A scheduled fresh-socket page's exchange counts from when it was due to its answer, its socket's setup
     * included, which Gatling times apart ("Connect Fresh WS", "Handshake ..."): the two differ by that too.
     */
    private static String freshCaveat(String row) {
        boolean fresh = RunNames.transportPageOf(row)
                .filter(page -> page.transport().startsWith(RunNames.scheduled(RunNames.FRESH_PREFIX))).isPresent();
        return fresh ? " From its schedule, each exchange of a fresh socket holds the socket's setup, which Gatling's"
                + " Exchange request leaves to its Connect (and Handshake) requests: the two figures differ by that"
                + " too." : "";
    }

    private static boolean beyond(double fromPlan, double gatling) {
        return fromPlan > gatling * 1.1 + RESOLUTION_MS;
    }

    /**
     * A row as its other metrics name it: an insert step by its rate ("r250", not its group "Rate 250/s"), a
     * scheduled page as the transports pages are ("scheduled-ajax.x10"), a hello row by its id.
     */
    private static String metricRow(String row) {
        OptionalInt rate = RunNames.insertRate(row);
        if (rate.isPresent()) {
            return "r" + rate.getAsInt();
        }
        return RunNames.transportPageOf(row).map(page -> Metric.slug(page.transport()) + ".x" + page.exchanges())
                .orElse(row);
    }

    private static double ms(Histogram histogram, double percentile) {
        return histogram.getTotalCount() == 0 ? 0 : histogram.getValueAtPercentile(percentile) / MICROS;
    }

    /**
     * Each row's figures from its plan, as INFO metrics: {@code hello.<variant>.planned_p99_ms},
     * {@code insert.r<rate>.planned_p99_ms}, {@code transports.scheduled-ajax.x10.planned_p99_ms} and the lag.
     */
    public List<Metric> metrics() {
        List<Metric> metrics = new ArrayList<>();
        for (PlannedStartRow row : rows) {
            String id = row.experiment() + "." + metricRow(row.row()) + ".";
            metrics.add(new Metric(id + "planned_p99_ms", row.fromPlan().p99(), "ms", MetricKind.INFO));
            metrics.add(new Metric(id + "planned_p999_ms", row.fromPlan().p999(), "ms", MetricKind.INFO));
            metrics.add(new Metric(id + "injection_lag_p99_ms", row.lagP99Ms(), "ms", MetricKind.INFO));
        }
        return metrics;
    }
}
