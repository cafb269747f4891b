package loadlab.gatling.live;

import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.Unit;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The injector process's CPU time and resident memory under the standard names ({@code process_cpu_seconds_total},
 * {@code process_resident_memory_bytes}). Not the client library's process collector: it counts open descriptors by
 * listing {@code /proc/self/fd} and parses {@code /proc/self/status} at every scrape, about 0.6 ms warm and
 * growing with the connections an injector holds; this reads one counter and one short file.
 */
final class ProcessFigures {
    private static final Path STATM = Path.of("/proc/self/statm");
    /** Linux's page size on the machines the lab runs on; statm counts pages. */
    private static final long PAGE_BYTES = 4096;
    private static final int STATM_BYTES = 128;

    private ProcessFigures() {
    }

    static void register(PrometheusRegistry registry) {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            CounterWithCallback.builder().name("process_cpu_seconds_total").unit(Unit.SECONDS)
                    .help("User and system CPU time this JVM has used")
                    .callback(callback -> callback.call(os.getProcessCpuTime() / 1e9)).register(registry);
        }
        if (Files.isReadable(STATM)) {
            GaugeWithCallback.builder().name("process_resident_memory_bytes").unit(Unit.BYTES)
                    .help("This JVM's resident memory")
                    .callback(callback -> {
                        long pages = residentPages();
                        if (pages >= 0) {
                            callback.call(pages * PAGE_BYTES);
                        }
                    }).register(registry);
        }
    }

    /** statm's second field, or -1 where it cannot be read. */
    private static long residentPages() {
        try (InputStream in = Files.newInputStream(STATM)) {
            // A few numbers: one short read, not readAllBytes' 8 KiB buffers.
            byte[] line = new byte[STATM_BYTES];
            int length = in.readNBytes(line, 0, line.length);
            String[] fields = new String(line, 0, length, StandardCharsets.US_ASCII).trim().split(" ");
            return fields.length > 1 ? Long.parseLong(fields[1]) : -1;
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }
}
