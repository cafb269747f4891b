package loadlab.gatling.live;

import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.Unit;
import java.io.BufferedReader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The injector process's CPU time and resident memory under the standard names ({@code process_cpu_seconds_total},
 * {@code process_resident_memory_bytes}). Not the client library's process collector: it counts open descriptors by
 * listing {@code /proc/self/fd} at every scrape, a cost that grows with the connections an injector holds
 * (docs/live-figures.md, Overhead); this reads one counter and the resident size from {@code /proc/self/status}.
 */
final class ProcessFigures {
    private static final Path STATUS = Path.of("/proc/self/status");
    private static final String RESIDENT = "VmRSS:";

    private ProcessFigures() {
    }

    static void register(PrometheusRegistry registry) {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            CounterWithCallback.builder().name("process_cpu_seconds_total").unit(Unit.SECONDS)
                    .help("User and system CPU time this JVM has used")
                    .callback(callback -> callback.call(os.getProcessCpuTime() / 1e9)).register(registry);
        }
        if (Files.isReadable(STATUS)) {
            GaugeWithCallback.builder().name("process_resident_memory_bytes").unit(Unit.BYTES)
                    .help("This JVM's resident memory")
                    .callback(callback -> {
                        long bytes = residentBytes();
                        if (bytes >= 0) {
                            callback.call(bytes);
                        }
                    }).register(registry);
        }
    }

    /** The "VmRSS: N kB" line of the status file (the kernel states the unit), or -1 where it cannot be read. */
    private static long residentBytes() {
        try (BufferedReader lines = Files.newBufferedReader(STATUS, StandardCharsets.US_ASCII)) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith(RESIDENT)) {
                    String[] fields = line.substring(RESIDENT.length()).trim().split("\\s+");
                    return fields.length == 2 && fields[1].equals("kB") ? Long.parseLong(fields[0]) * 1024 : -1;
                }
            }
            return -1;
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }
}
