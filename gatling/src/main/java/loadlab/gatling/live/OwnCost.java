package loadlab.gatling.live;

import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * What the live figures cost the injector, counted where they spend it: the CPU time and the bytes allocated on
 * the threads that start them, follow the log and answer scrapes, each part measured on its own thread (so a busy
 * machine does not inflate it). Shown beside {@code process_cpu_seconds_total}, so a scraper can see the share they
 * take. The JIT compiling their code and the collector freeing their bytes run on the JVM's own threads and are not
 * in it (docs/live-figures.md measures those).
 */
final class OwnCost {
    static final String CPU = "gatling_live_figures_cpu_seconds";
    static final String ALLOCATED = "gatling_live_figures_allocated_bytes";
    static final String START = "start";
    static final String READER = "reader";
    static final String SCRAPE = "scrape";

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.ThreadMXBean ALLOCATIONS =
            THREADS instanceof com.sun.management.ThreadMXBean hotspot && hotspot.isThreadAllocatedMemorySupported()
                    ? hotspot : null;

    private final Counter cpu;
    private final Counter allocated;

    OwnCost(PrometheusRegistry registry) {
        this.cpu = Counter.builder().name(CPU)
                .help("CPU time the live figures spent on their own threads in this JVM: starting, following the log,"
                        + " answering scrapes")
                .labelNames("part").register(registry);
        this.allocated = Counter.builder().name(ALLOCATED)
                .help("Bytes the live figures allocated on their own threads (the collector's work on them is not counted)")
                .labelNames("part").register(registry);
        for (String part : new String[] {START, READER, SCRAPE}) {
            cpu.labelValues(part);
            allocated.labelValues(part);
        }
    }

    /** A mark on the calling thread: what it has spent so far. */
    static Mark mark() {
        return new Mark(THREADS.getCurrentThreadCpuTime(),
                ALLOCATIONS == null ? 0 : ALLOCATIONS.getCurrentThreadAllocatedBytes());
    }

    /** Adds what the calling thread spent since {@code since} to {@code part}; returns a fresh mark. */
    Mark add(String part, Mark since) {
        Mark now = mark();
        cpu.labelValues(part).inc(Math.max(0, now.cpuNanos() - since.cpuNanos()) / 1e9);
        allocated.labelValues(part).inc(Math.max(0, now.bytes() - since.bytes()));
        return now;
    }

    double cpuSeconds() {
        return cpu.labelValues(START).get() + cpu.labelValues(READER).get() + cpu.labelValues(SCRAPE).get();
    }

    double cpuSeconds(String part) {
        return cpu.labelValues(part).get();
    }

    double allocatedBytes() {
        return allocated.labelValues(START).get() + allocated.labelValues(READER).get()
                + allocated.labelValues(SCRAPE).get();
    }

    /**
     * What the JVM's threads still alive have allocated in their lives, or -1 where it cannot be read: less than the
     * JVM's whole allocation (ended threads are not in it), so the live figures' share of it is an upper bound.
     */
    static long jvmAllocatedBytes() {
        if (ALLOCATIONS == null) {
            return -1;
        }
        long total = 0;
        for (long bytes : ALLOCATIONS.getThreadAllocatedBytes(THREADS.getAllThreadIds())) {
            total += Math.max(0, bytes);
        }
        return total;
    }

    /** A thread's CPU nanoseconds and allocated bytes at one moment. */
    record Mark(long cpuNanos, long bytes) {
    }
}
