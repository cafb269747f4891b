package loadlab.server.ops;

import io.micrometer.core.instrument.FunctionTimer;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Context;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * Requests per route, method and status and the time to each answer, as {@code http_server_requests_seconds}
 * (count and sum, the names Micronaut's own web metrics use). Micronaut's web binder does it with a server
 * filter and a timer looked up by its tags per request, which cost the reference server about a fifth more CPU
 * per {@code /hello} under wrk (docs/server.md); here the connection's web/RequestMeter adds to two counters
 * in a slot found by arithmetic, and Micrometer reads them only when scraped. The 413 that web/BodyLimit writes
 * itself before the request goes on is not counted. Without a registry ({@code micronaut.metrics.enabled=false})
 * nothing is counted and no connection has a meter.
 */
@Context
public final class RouteMeters {
    /** The routes of CONTRACT.md, each as one template; every other path is {@link #OTHER}. */
    public static final String[] ROUTES = {"/hello", "/ajax", "/ws", "/ws/fresh", "/socket.io/", "/items", "/items/count",
        "/items/export", "/health", "/prometheus", "/lab/**", "other"};
    public static final int OTHER = ROUTES.length - 1;
    private static final String[] METHODS = {"GET", "POST", "other"};
    private static final int FIRST_STATUS = 100;
    private static final int STATUSES = 500;
    private static final String NAME = "http.server.requests";

    private final Optional<MeterRegistry> registry;
    private final AtomicReferenceArray<Totals> slots = new AtomicReferenceArray<>(ROUTES.length * METHODS.length * STATUSES);

    public RouteMeters(Optional<MeterRegistry> registry) {
        this.registry = registry;
    }

    public boolean enabled() {
        return registry.isPresent();
    }

    /** The route of a request's URI (its path, the query left off): an index into {@link #ROUTES}. */
    public static int route(String uri) {
        int query = uri.indexOf('?');
        String path = query < 0 ? uri : uri.substring(0, query);
        return switch (path) {
            case "/hello" -> 0;
            case "/ajax" -> 1;
            case "/ws" -> 2;
            case "/ws/fresh" -> 3;
            case "/items" -> 5;
            case "/items/count" -> 6;
            case "/items/export" -> 7;
            case "/health" -> 8;
            case "/prometheus" -> 9;
            default -> path.startsWith("/socket.io") ? 4 : path.startsWith("/lab/") ? 10 : OTHER;
        };
    }

    /** GET 0, POST 1, any other 2. */
    public static int method(String name) {
        return switch (name) {
            case "GET" -> 0;
            case "POST" -> 1;
            default -> 2;
        };
    }

    /** One answered request: its route, method, status and the nanoseconds from its arrival to its answer. */
    public void record(int route, int method, int status, long nanos) {
        if (registry.isEmpty() || status < FIRST_STATUS || status >= FIRST_STATUS + STATUSES) {
            return;
        }
        int slot = (route * METHODS.length + method) * STATUSES + status - FIRST_STATUS;
        Totals totals = slots.get(slot);
        if (totals == null) {
            totals = register(slot, route, method, status);
        }
        totals.count.increment();
        totals.nanos.add(nanos);
    }

    private Totals register(int slot, int route, int method, int status) {
        Totals fresh = new Totals();
        if (!slots.compareAndSet(slot, null, fresh)) {
            return slots.get(slot);
        }
        FunctionTimer.builder(NAME, fresh, totals -> totals.count.sum(), totals -> totals.nanos.sum(), TimeUnit.NANOSECONDS)
                .tags("uri", ROUTES[route], "method", METHODS[method], "status", Integer.toString(status))
                .description("HTTP requests answered, per route, method and status, and the time to each answer")
                .register(registry.orElseThrow());
        return fresh;
    }

    private static final class Totals {
        final LongAdder count = new LongAdder();
        final LongAdder nanos = new LongAdder();
    }
}
