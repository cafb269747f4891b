package loadlab.tomcat.ops;

import com.sun.management.OperatingSystemMXBean;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.FunctionTimer;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import loadlab.wire.RouteTotals;

/**
 * The Tomcat server's metrics under the reference server's names (CONTRACT.md, "Operations"): Micrometer's
 * Prometheus registry with the JVM's memory, GC, threads and CPU, {@code process_cpu_seconds_total} (the name
 * Prometheus clients use), and {@code http_server_requests_seconds} per route, method and status from
 * {@link RequestTimingFilter}.
 */
public final class TomcatMeters {
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final RouteTotals requests = new RouteTotals(slot -> FunctionTimer.builder("http.server.requests", slot,
                    RouteTotals.Slot::count, RouteTotals.Slot::nanos, TimeUnit.NANOSECONDS)
            .tags("uri", slot.route(), "method", slot.method(), "status", Integer.toString(slot.status()))
            .description("HTTP requests answered, per route, method and status, and the time to each answer")
            .register(registry));

    public TomcatMeters() {
        new JvmMemoryMetrics().bindTo(registry);
        new JvmGcMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
            FunctionCounter.builder("process.cpu", os, bean -> bean.getProcessCpuTime() / 1e9).baseUnit("seconds")
                    .description("CPU time of this process since it started, user and system").register(registry);
        }
    }

    public RouteTotals requests() {
        return requests;
    }

    /** The Prometheus text exposition of every meter now. */
    public String scrape() {
        return registry.scrape();
    }
}
