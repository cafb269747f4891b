package loadlab.reports.comparison;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import loadlab.reports.gate.Thresholds;
import loadlab.reports.summary.MetricKind;

/**
 * The comparison's thresholds and error budget, defaults in one place. Read from a properties file
 * ({@code comparisonThresholds=<file>}) and overridden by {@code comparison.}-prefixed settings; the keys:
 * <pre>
 * cpu.maxRisePercent        = 2       # server CPU per request (CPU_COST): WORSE when surely beyond +2 %
 * p95.maxRisePercent        = 25      # a p95 (P95): WORSE when surely beyond +25 % ...
 * p95.minRiseMs             = 2       # ... and up by more than 2 ms at the median (Gatling records whole ms)
 * throughput.maxDropPercent = 15      # throughput (THROUGHPUT): WORSE when surely beyond -15 %
 * falseAlarmPercent         = 5       # the chance that an unchanged server fails the comparison, all gated metrics together
 * detectPercent             = 10      # the change each metric's "pairs to detect" is worked out for
 * spread.floorPercent       = 3       # the least spread of the pairs' log-ratios a test assumes (sd, in percent)
 * advisory = transports*.cpu_s_per_1000, hello.cpu_per_injector_cpu   # globs: judged, never fail
 * </pre>
 * "Surely" is the one-sided bound of the sequential test ({@link ComparisonRules}). A threshold is the change
 * that does not matter: a metric is SAME when its interval lies within it, and WORSE only when its
 * bound lies beyond it, so a change smaller than the threshold is never called WORSE however many pairs
 * run. The default advisory metrics are the CPU of runs that idle in think time and the section-wide
 * mixes (transports), and the ratio of the server's CPU to the injector's. A blank {@code advisory=} in
 * the file gates every metric; a blank {@code comparison.advisory=} option is unset, as every blank option is.
 */
public record ComparisonThresholds(
        double cpuMaxRisePercent,
        double p95MaxRisePercent,
        double p95MinRiseMs,
        double throughputMaxDropPercent,
        double falseAlarmPercent,
        double detectPercent,
        double spreadFloorPercent,
        List<String> advisory) {

    public static final ComparisonThresholds DEFAULTS = new ComparisonThresholds(2, 25, 2, 15, 5, 10, 3,
            List.of("transports*.cpu_s_per_1000", "hello.cpu_per_injector_cpu"));
    public static final String OVERRIDE_PREFIX = "comparison.";
    /** The setting that names a thresholds file. */
    public static final String FILE = "comparisonThresholds";
    public ComparisonThresholds {
        if (cpuMaxRisePercent < 0 || p95MaxRisePercent < 0 || p95MinRiseMs < 0 || throughputMaxDropPercent < 0
                || detectPercent <= 0 || spreadFloorPercent < 0) {
            throw new IllegalArgumentException("A/B thresholds and the spread floor cannot be negative, and detectPercent"
                    + " is above 0");
        }
        if (throughputMaxDropPercent >= 100) {
            throw new IllegalArgumentException("throughput.maxDropPercent must be below 100, got "
                    + throughputMaxDropPercent);
        }
        if (!(falseAlarmPercent > 0 && falseAlarmPercent < 50)) {
            throw new IllegalArgumentException("falseAlarmPercent lies between 0 and 50, got " + falseAlarmPercent);
        }
        advisory = List.copyOf(advisory);
    }

    /** The keys a thresholds file or a {@code comparison.} setting may give. */
    public static final Set<String> KEYS = Set.of("cpu.maxRisePercent", "p95.maxRisePercent", "p95.minRiseMs",
            "throughput.maxDropPercent", "falseAlarmPercent", "detectPercent", "spread.floorPercent", "advisory");

    /** Defaults, then the file's keys, then {@code comparison.<key>} overrides (blank overrides ignored). */
    public static ComparisonThresholds from(Properties file, Map<String, String> overrides) {
        return of(Thresholds.merged(file, overrides, OVERRIDE_PREFIX));
    }

    /** Defaults, then these values (keys without the prefix); keys other than {@link #KEYS} are not read here. */
    public static ComparisonThresholds of(Map<String, String> values) {
        String advisory = values.get("advisory");
        return new ComparisonThresholds(
                Thresholds.number("cpu.maxRisePercent", values, DEFAULTS.cpuMaxRisePercent),
                Thresholds.number("p95.maxRisePercent", values, DEFAULTS.p95MaxRisePercent),
                Thresholds.number("p95.minRiseMs", values, DEFAULTS.p95MinRiseMs),
                Thresholds.number("throughput.maxDropPercent", values, DEFAULTS.throughputMaxDropPercent),
                Thresholds.number("falseAlarmPercent", values, DEFAULTS.falseAlarmPercent),
                Thresholds.number("detectPercent", values, DEFAULTS.detectPercent),
                Thresholds.number("spread.floorPercent", values, DEFAULTS.spreadFloorPercent),
                advisory == null ? DEFAULTS.advisory : Thresholds.globs(advisory));
    }

    /** The percentage a metric of this kind may move before it counts as worse; null for a kind not judged. */
    public Double percent(MetricKind kind) {
        return switch (kind) {
            case CPU_COST -> cpuMaxRisePercent;
            case P95 -> p95MaxRisePercent;
            case THROUGHPUT -> throughputMaxDropPercent;
            default -> null;
        };
    }

    /**
     * The spread floor as a log-ratio sd: four pairs can agree to within half a percent by luck or by a bias the
     * whole comparison shares, and a t interval would then claim a precision the comparison does not have.
     */
    public double spreadFloor() {
        return Math.log(1 + spreadFloorPercent / 100);
    }

    /** The family's one-sided false-alarm level, 0..1. */
    public double falseAlarm() {
        return falseAlarmPercent / 100;
    }

    /**
     * The threshold as a log-ratio on the worse side: ln(1 + t) for CPU and p95 (worse is up), -ln(1 - t)
     * for throughput (worse is down); positive either way, the worse-signed log-ratio's limit.
     */
    public double worseLimit(MetricKind kind) {
        double percent = percent(kind);
        return kind == MetricKind.THROUGHPUT ? -Math.log(1 - percent / 100) : Math.log(1 + percent / 100);
    }

    /** The target change of {@code detectPercent} as a worse-signed log-ratio for a metric of this kind. */
    public double detectTarget(MetricKind kind) {
        return kind == MetricKind.THROUGHPUT ? -Math.log(1 - Math.min(detectPercent, 99) / 100)
                : Math.log(1 + detectPercent / 100);
    }

    /** "server CPU per request +5 %, p95 +25 % and up by more than 2 ms at the median, throughput -15 %" */
    public String limits() {
        return "server CPU per request (CPU_COST) +" + ComparisonFormat.number(cpuMaxRisePercent) + " %, p95 +"
                + ComparisonFormat.number(p95MaxRisePercent) + " % and up by more than " + ComparisonFormat.number(p95MinRiseMs)
                + " ms at the median, throughput -" + ComparisonFormat.number(throughputMaxDropPercent) + " %";
    }

    /** The first advisory glob the metric matches, or null when it is gated (the gate's glob matching). */
    public String advisoryGlob(String metricId) {
        return advisory.stream().filter(glob -> Thresholds.matches(glob, metricId)).findFirst().orElse(null);
    }
}
