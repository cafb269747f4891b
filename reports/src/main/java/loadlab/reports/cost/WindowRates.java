package loadlab.reports.cost;

import java.util.List;
import java.util.function.ToDoubleFunction;
import loadlab.reports.gatling.TimeWindow;
import loadlab.reports.sidecar.ProcessUsage;
import loadlab.reports.sidecar.UsageSample;

/**
 * A cumulative column of a usage CSV cut to a window, by the rule {@link ServerCosts} states: the
 * samples inside the window, and the column's growth from the first to the last of them over the
 * wall time between them. Fewer than two samples inside, or the column unknown at either end, is
 * "not measured" (null).
 */
final class WindowRates {

    private WindowRates() {
    }

    static List<UsageSample> inside(ProcessUsage usage, TimeWindow window) {
        return usage.samples().stream().filter(sample -> window.contains(sample.epochMillis())).toList();
    }

    /** Growth of the column per wall second (CPU seconds per second: 1.0 = one core), or null. */
    static Double perSecond(List<UsageSample> inside, ToDoubleFunction<UsageSample> column) {
        if (inside.size() < 2) {
            return null;
        }
        UsageSample first = inside.get(0);
        UsageSample last = inside.get(inside.size() - 1);
        double wallSeconds = (last.epochMillis() - first.epochMillis()) / 1000.0;
        double from = column.applyAsDouble(first);
        double to = column.applyAsDouble(last);
        if (wallSeconds <= 0 || !UsageSample.known(from) || !UsageSample.known(to)) {
            return null;
        }
        return Math.max(0, to - from) / wallSeconds;
    }
}
