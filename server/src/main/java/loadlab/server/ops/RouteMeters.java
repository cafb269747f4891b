package loadlab.server.ops;

import io.micrometer.core.instrument.FunctionTimer;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Context;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import loadlab.wire.RouteTotals;

/**
 * Requests per route, method and status and the time to each answer, as {@code http_server_requests_seconds}
 * (count and sum, the names Micronaut's own web metrics use). Micronaut's web binder does it with a server
 * filter and a timer looked up by its tags per request, which cost the reference server noticeably more CPU per
 * {@code /hello} under wrk (docs/server.md, What the metrics cost); here the connection's web/RequestMeter adds to the
 * {@link RouteTotals}, and Micrometer reads them only when scraped. The 413 that web/BodyLimit writes itself
 * before the request goes on is not counted. Without a registry ({@code micronaut.metrics.enabled=false})
 * nothing is counted and no connection has a meter.
 */
@Context
public final class RouteMeters {
    private static final String NAME = "http.server.requests";

    private final RouteTotals totals;

    public RouteMeters(Optional<MeterRegistry> registry) {
        this.totals = registry.map(meters -> new RouteTotals(slot -> FunctionTimer.builder(NAME, slot,
                        RouteTotals.Slot::count, RouteTotals.Slot::nanos, TimeUnit.NANOSECONDS)
                .tags("uri", slot.route(), "method", slot.method(), "status", Integer.toString(slot.status()))
                .description("HTTP requests answered, per route, method and status, and the time to each answer")
                .register(meters))).orElse(null);
    }

    public boolean enabled() {
        return totals != null;
    }

    /** One answered request: its route and method ({@link RouteTotals}), its status, the nanoseconds to its answer. */
    public void record(int route, int method, int status, long nanos) {
        if (totals != null) {
            totals.add(route, method, status, nanos);
        }
    }
}
