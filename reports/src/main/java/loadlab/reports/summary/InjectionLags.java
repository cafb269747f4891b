package loadlab.reports.summary;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;
import loadlab.record.latency.InjectionLag;
import loadlab.record.names.RunNames;
import loadlab.reports.cost.InjectorLag;
import org.HdrHistogram.Histogram;

/**
 * A run's populations as the summary shows them ({@link InjectionRow}), and the lag that bounds a row: the
 * worst 99th percentile among the populations that ran it (the row's scenario and its repeats) whose plan
 * spreads its starts over time. Starting everyone at once has no schedule to keep, so its lag, how long the
 * injector took to start them all, is shown but judges nothing.
 */
final class InjectionLags {
    private static final double MICROS = 1000.0;

    private InjectionLags() {
    }

    /** The limit the run was judged by: its own setting, else the default of runs from before it. */
    static double limitMs(Map<String, String> settings) {
        String given = settings.get(PlanSettings.INJECTION_LAG_MS);
        if (given == null || given.isBlank()) {
            return PlanSettings.DEFAULT_INJECTION_LAG_MS;
        }
        try {
            return Double.parseDouble(given.trim());
        } catch (NumberFormatException e) {
            return PlanSettings.DEFAULT_INJECTION_LAG_MS;
        }
    }

    /** Every population of the run; empty for a run without a record or from before they were timed. */
    static List<InjectionRow> of(RunRecord record) {
        if (record == null) {
            return List.of();
        }
        double limit = limitMs(record.settings());
        return record.injection().stream().map(population -> row(population, limit)).toList();
    }

    /**
     * The lag that bounds a row: among the populations that ran {@code row} (its scenario and "row #2", ...)
     * whose plans spread their starts, the one with the worst 99th percentile; empty when none was timed.
     */
    static Optional<InjectorLag> ofRow(RunRecord record, String row) {
        if (record == null) {
            return Optional.empty();
        }
        double limit = limitMs(record.settings());
        return record.injection().stream()
                .filter(population -> population.spread() && RunNames.rowOfScenario(population.population()).equals(row))
                .flatMap(population -> population.lagHistogram().stream()
                        .map(lag -> new InjectorLag(population.population(), ms(lag, 99), limit)))
                .max(Comparator.comparingDouble(InjectorLag::p99Ms));
    }

    static InjectionRow row(InjectionLag population, double limitMs) {
        Optional<Histogram> lag = population.lagHistogram();
        if (lag.isEmpty()) {
            return new InjectionRow(population.population(), population.model(), population.plan(), population.planned(),
                    population.started(), null, null, null, null, population.started() + " users started; a "
                            + population.model() + " profile keeps a concurrency, not a start time per user, so no lag");
        }
        Histogram histogram = lag.get();
        double p50 = ms(histogram, 50);
        double p99 = ms(histogram, 99);
        double max = histogram.getMaxValue() / MICROS;
        String figures = String.format(Locale.ROOT, "lag p50 %.1f ms, p99 %.1f ms, worst %.1f ms", p50, p99, max);
        String counted = population.started() + " of " + population.planned() + " planned users started";
        if (population.model().equals(InjectionLag.CLIENTS)) {
            return new InjectionRow(population.population(), population.model(), population.plan(), population.planned(),
                    population.started(), p50, p99, max, null, counted + ", clients that each send until their step"
                            + " ends (a closed workload ramped in): a late start delays when the concurrency is reached,"
                            + " not the load it keeps, so no verdict (" + figures + ")");
        }
        if (!population.spread()) {
            return new InjectionRow(population.population(), population.model(), population.plan(), population.planned(),
                    population.started(), p50, p99, max, null, counted + ", all planned at once: the injector took "
                            + String.format(Locale.ROOT, "%.1f ms", max) + " to start them (" + figures + ")");
        }
        boolean behind = p99 > limitMs;
        return new InjectionRow(population.population(), population.model(), population.plan(), population.planned(),
                population.started(), p50, p99, max, behind, counted + (behind
                        ? String.format(Locale.ROOT, "; the injector fell behind its plan (lag p99 past %.0f ms): ", limitMs)
                                + figures + ", so what the population offered the server was not the plan"
                        : String.format(Locale.ROOT, "; the injector kept its plan (lag p99 within %.0f ms): ", limitMs)
                                + figures));
    }

    private static double ms(Histogram histogram, double percentile) {
        return histogram.getTotalCount() == 0 ? 0 : histogram.getValueAtPercentile(percentile) / MICROS;
    }
}
