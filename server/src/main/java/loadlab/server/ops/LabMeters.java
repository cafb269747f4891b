package loadlab.server.ops;

import com.sun.management.OperatingSystemMXBean;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micronaut.context.annotation.Context;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.server.netty.NettyHttpRequest;
import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The server's own meters beside Micrometer's (CONTRACT.md, "Operations"): the process's CPU time under the
 * name Prometheus clients give it ({@code process_cpu_seconds_total}; Micrometer's own is in nanoseconds),
 * open WebSockets per endpoint ({@code lab_websocket_sessions}) and inserts the store acknowledged
 * ({@code lab_items_inserted_total}).
 * A socket counts from its {@code @OnOpen} until its channel closes: the endpoints have no {@code @OnClose}
 * (with one Micronaut 4.10 drops TCP without answering the close frame). Without metrics
 * ({@code micronaut.metrics.enabled=false}) there is no registry and every call does nothing. Built at start-up
 * ({@code @Context}), so the first scrape finds the CPU counter.
 */
@Context
public final class LabMeters {
    public static final String CPU = "process.cpu";
    public static final String SOCKETS = "lab.websocket.sessions";
    public static final String INSERTED = "lab.items.inserted";

    private final Optional<MeterRegistry> registry;
    private final Map<String, AtomicInteger> open = new ConcurrentHashMap<>();
    private final Optional<Counter> inserted;

    LabMeters(Optional<MeterRegistry> registry) {
        this.registry = registry;
        if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
            registry.ifPresent(meters -> FunctionCounter.builder(CPU, os, bean -> bean.getProcessCpuTime() / 1e9)
                    .baseUnit("seconds").description("CPU time of this process since it started, user and system")
                    .register(meters));
        }
        this.inserted = registry.map(meters -> Counter.builder(INSERTED)
                .description("Inserts this server answered 201: acknowledged by the store").register(meters));
    }

    /** A WebSocket of {@code endpoint} ("ws", "ws-fresh", "socketio") opened on the upgrade's connection. */
    public void socketOpened(HttpRequest<?> upgrade, String endpoint) {
        if (registry.isEmpty() || !(upgrade instanceof NettyHttpRequest<?> netty)) {
            return;
        }
        AtomicInteger count = open.computeIfAbsent(endpoint, name -> {
            AtomicInteger sockets = new AtomicInteger();
            Gauge.builder(SOCKETS, sockets, AtomicInteger::get).tags(Tags.of("endpoint", name))
                    .description("WebSockets open now, per endpoint").register(registry.get());
            return sockets;
        });
        count.incrementAndGet();
        netty.getChannelHandlerContext().channel().closeFuture().addListener(closed -> count.decrementAndGet());
    }

    /** One insert acknowledged. */
    public void inserted() {
        inserted.ifPresent(Counter::increment);
    }
}
