package loadlab.reports.ab;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.reports.gate.Thresholds;
import loadlab.reports.summary.MetricKind;

/**
 * The A/B verdict's thresholds, defaults in one place. Tighter than the stored-baseline gate's: both
 * builds are measured in the same run, rounds interleaved, so what the machine does meanwhile falls
 * on both alike. Read from a properties file ({@code abThresholds=<file>}) and overridden by
 * {@code ab.}-prefixed settings; the keys:
 * <pre>
 * cpu.maxRisePercent        = 10      # server CPU per request (CPU_COST): worse beyond +10 %
 * p95.maxRisePercent        = 25      # a p95 (P95): worse beyond +25 % ...
 * p95.minRiseMs             = 2       # ... and up by more than 2 ms at the median (Gatling records whole ms)
 * throughput.maxDropPercent = 15      # throughput (THROUGHPUT): worse beyond -15 %
 * advisory = transports*.cpu_s_per_1000, hello.cpu_per_injector_cpu   # globs: judged, never fail
 * </pre>
 * The default advisory metrics are the CPU of runs that idle in think time and the section-wide mixes
 * (transports), and the ratio of the server's CPU to the injector's: both sides run on the same
 * injector, so that ratio adds nothing to server CPU per request measured side by side. A blank
 * {@code advisory=} in the file gates every metric; a blank {@code ab.advisory=} option is unset, as
 * every blank option is.
 */
public record AbThresholds(
        double cpuMaxRisePercent,
        double p95MaxRisePercent,
        double p95MinRiseMs,
        double throughputMaxDropPercent,
        List<String> advisory) {

    public static final AbThresholds DEFAULTS = new AbThresholds(10, 25, 2, 15,
            List.of("transports*.cpu_s_per_1000", "hello.cpu_per_injector_cpu"));
    public static final String OVERRIDE_PREFIX = "ab.";

    public AbThresholds {
        if (cpuMaxRisePercent < 0 || p95MaxRisePercent < 0 || p95MinRiseMs < 0 || throughputMaxDropPercent < 0) {
            throw new IllegalArgumentException("A/B thresholds cannot be negative");
        }
        if (throughputMaxDropPercent >= 100) {
            throw new IllegalArgumentException("throughput.maxDropPercent must be below 100, got "
                    + throughputMaxDropPercent);
        }
        advisory = List.copyOf(advisory);
    }

    /** Defaults, then the file's keys, then {@code ab.<key>} overrides (blank overrides ignored). */
    public static AbThresholds from(Properties file, Map<String, String> overrides) {
        Map<String, String> merged = Thresholds.merged(file, overrides, OVERRIDE_PREFIX);
        String advisory = merged.get("advisory");
        return new AbThresholds(
                Thresholds.number("cpu.maxRisePercent", merged, DEFAULTS.cpuMaxRisePercent),
                Thresholds.number("p95.maxRisePercent", merged, DEFAULTS.p95MaxRisePercent),
                Thresholds.number("p95.minRiseMs", merged, DEFAULTS.p95MinRiseMs),
                Thresholds.number("throughput.maxDropPercent", merged, DEFAULTS.throughputMaxDropPercent),
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

    /** "server CPU per request +10 %, p95 +25 % and up by more than 2 ms at the median, throughput -15 %" */
    public String limits() {
        return "server CPU per request (CPU_COST) +" + AbRule.number(cpuMaxRisePercent) + " %, p95 +"
                + AbRule.number(p95MaxRisePercent) + " % and up by more than " + AbRule.number(p95MinRiseMs)
                + " ms at the median, throughput -" + AbRule.number(throughputMaxDropPercent) + " %";
    }

    /** The first advisory glob the metric matches, or null when it is gated (the gate's glob matching). */
    public String advisoryGlob(String metricId) {
        return advisory.stream().filter(glob -> Thresholds.matches(glob, metricId)).findFirst().orElse(null);
    }
}
