package loadlab.reports.gate;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * The gate's thresholds, defaults in one place. Read from a properties file and overridden by
 * {@code gate.}-prefixed settings; the keys:
 * <pre>
 * throughput.maxDropPercent = 15      # a throughput drop beyond 15 % fails
 * p95.maxRisePercent        = 25      # a p95 rise fails when beyond 25 % ...
 * p95.minRiseMs             = 2       # ... and beyond 2 ms (Gatling records whole milliseconds)
 * cpu.maxRisePercent        = 35      # server CPU per 1000 requests: a rise beyond 35 % fails
 * spread.multiple           = 3       # with a baseline spread (cvPct): beyond max(3 x CV, the above)
 * spread.maxCvPercent       = 10      # ... and a required metric with a larger CV is advisory (default:
 *                                     #     RepeatStats.INCONSISTENT_CV_PERCENT, the page's "inconsistent")
 * spread.required           = *.throughput_rps   # globs: tracked only with a consistent spread
 * advisory                  = hello.*.p95_ms, transports.*   # globs: reported, never fail
 * retired                   = insert.c10000.*    # globs: may be missing from the current summary
 * limit.insert.c1000.p95_ms = 60      # a metric's own percentage (glob), instead of its kind's
 * limits = insert.c1000.p95_ms=60, hello.*.p95_ms=40   # the same as one list: how the mvn line gives them
 * </pre>
 * New KOs, an unbalanced reconciliation and a tracked metric gone missing always fail, unless the
 * metric is advisory (or, when missing, retired).
 */
public record Thresholds(
        double throughputMaxDropPercent,
        double p95MaxRisePercent,
        double p95MinRiseMs,
        double cpuMaxRisePercent,
        SpreadRule spread,
        List<String> advisory,
        List<String> retired,
        Map<String, Double> limits) {

    public static final Thresholds DEFAULTS =
            new Thresholds(15, 25, 2, 35, SpreadRule.DEFAULTS, List.of(), List.of(), Map.of());
    public static final String OVERRIDE_PREFIX = "gate.";

    public Thresholds {
        if (throughputMaxDropPercent < 0 || p95MaxRisePercent < 0 || p95MinRiseMs < 0 || cpuMaxRisePercent < 0) {
            throw new IllegalArgumentException("thresholds cannot be negative");
        }
        advisory = List.copyOf(advisory);
        retired = List.copyOf(retired);
        limits = Map.copyOf(limits);
    }

    /** Defaults, then the file's keys, then {@code gate.<key>} overrides (blank values ignored). */
    public static Thresholds from(Properties file, Map<String, String> overrides) {
        Map<String, String> merged = merged(file, overrides, OVERRIDE_PREFIX);
        Map<String, Double> limits = new LinkedHashMap<>();
        merged.forEach((key, value) -> {
            if (key.startsWith("limit.")) {
                limits.put(key.substring("limit.".length()), number(key, value));
            }
        });
        // exec:exec forks the gate with the knobs its pom names, so -Dgate.limit.<glob> would never arrive: the
        // mvn line gives them as one list, -Dgate.limits='<glob>=<percent>,...'.
        for (String limit : globs(merged.get("limits"))) {
            int equals = limit.lastIndexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("limits are <metric glob>=<percent>, comma-separated; got '" + limit + "'");
            }
            limits.put(limit.substring(0, equals).trim(), number("limits", limit.substring(equals + 1).trim()));
        }
        SpreadRule spread = new SpreadRule(
                number("spread.multiple", merged, SpreadRule.DEFAULTS.multiple()),
                number("spread.maxCvPercent", merged, SpreadRule.DEFAULTS.maxCvPercent()),
                globs(merged.get("spread.required")));
        return new Thresholds(
                number("throughput.maxDropPercent", merged, DEFAULTS.throughputMaxDropPercent),
                number("p95.maxRisePercent", merged, DEFAULTS.p95MaxRisePercent),
                number("p95.minRiseMs", merged, DEFAULTS.p95MinRiseMs),
                number("cpu.maxRisePercent", merged, DEFAULTS.cpuMaxRisePercent),
                spread,
                globs(merged.get("advisory")),
                globs(merged.get("retired")),
                limits);
    }

    public boolean isAdvisory(String metricId) {
        return advisory.stream().anyMatch(glob -> matches(glob, metricId));
    }

    /** A retired metric may be missing from the current summary without failing the gate. */
    public boolean isRetired(String metricId) {
        return retired.stream().anyMatch(glob -> matches(glob, metricId));
    }

    /** The metric's own percentage when a {@code limit.<glob>} matches it, else the given default. */
    public double percentFor(String metricId, double kindDefault) {
        return limits.entrySet().stream()
                .filter(entry -> matches(entry.getKey(), metricId))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(kindDefault);
    }

    /** The file's keys, then the settings named {@code <prefix><key>} (blank ones ignored) under their key. */
    public static Map<String, String> merged(Properties file, Map<String, String> overrides, String prefix) {
        Map<String, String> merged = new LinkedHashMap<>();
        file.stringPropertyNames().forEach(key -> merged.put(key.trim(), file.getProperty(key).trim()));
        overrides.forEach((key, value) -> {
            if (key.startsWith(prefix) && value != null && !value.isBlank()) {
                merged.put(key.substring(prefix.length()), value.trim());
            }
        });
        return merged;
    }

    /** A glob where {@code *} stands for any characters, dots included. */
    public static boolean matches(String glob, String metricId) {
        String regex = Arrays.stream(glob.split("\\*", -1)).map(Pattern::quote)
                .reduce((a, b) -> a + ".*" + b).orElse("");
        return metricId.matches(regex);
    }

    /** Comma-separated globs; none for null. */
    public static List<String> globs(String commaSeparated) {
        if (commaSeparated == null) {
            return List.of();
        }
        return Arrays.stream(commaSeparated.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    /** The key's value as a number ("15" or "15%"), or the fallback when it is unset. */
    public static double number(String key, Map<String, String> values, double fallback) {
        String value = values.get(key);
        return value == null || value.isBlank() ? fallback : number(key, value);
    }

    private static double number(String key, String value) {
        try {
            return Double.parseDouble(value.replace("%", "").trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("threshold " + key + " must be a number, got '" + value + "'", e);
        }
    }
}
