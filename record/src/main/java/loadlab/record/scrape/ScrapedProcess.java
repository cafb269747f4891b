package loadlab.record.scrape;

import java.util.Optional;
import java.util.OptionalDouble;
import loadlab.record.UsageSample;

/**
 * A server's process as its metrics tell it (CONTRACT.md, "Operations"): its CPU time since it started,
 * from {@code process_cpu_seconds_total} (the name Prometheus clients give it: the reference server's,
 * Node's prom-client, the Java and Go clients) or Micrometer's own {@code process_cpu_time_ns_total}; its
 * resident memory from {@code process_resident_memory_bytes} where the server says it. What only the
 * process's own machine knows (its busiest thread, the machine's busy time) stays unknown.
 */
public final class ScrapedProcess {
    public static final String CPU_SECONDS = "process_cpu_seconds_total";
    public static final String MICROMETER_CPU_NANOS = "process_cpu_time_ns_total";
    public static final String RESIDENT_BYTES = "process_resident_memory_bytes";

    private ScrapedProcess() {
    }

    /** The process's CPU time in seconds, when the text holds it under either name. */
    public static OptionalDouble cpuSeconds(MetricsText metrics) {
        OptionalDouble seconds = metrics.sum(CPU_SECONDS);
        if (seconds.isPresent()) {
            return seconds;
        }
        OptionalDouble nanos = metrics.sum(MICROMETER_CPU_NANOS);
        return nanos.isPresent() ? OptionalDouble.of(nanos.getAsDouble() / 1e9) : OptionalDouble.empty();
    }

    /** A usage sample taken at {@code epochMillis}; empty when the text has no CPU time. */
    public static Optional<UsageSample> sample(MetricsText metrics, long epochMillis) {
        OptionalDouble cpu = cpuSeconds(metrics);
        if (cpu.isEmpty() || cpu.getAsDouble() < 0) {
            return Optional.empty();
        }
        long rss = (long) metrics.sum(RESIDENT_BYTES).orElse(UsageSample.UNKNOWN);
        return Optional.of(new UsageSample(epochMillis, cpu.getAsDouble(), rss, UsageSample.UNKNOWN, UsageSample.UNKNOWN,
                UsageSample.UNKNOWN, UsageSample.UNKNOWN, UsageSample.UNKNOWN));
    }
}
