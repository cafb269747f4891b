package loadlab.server.web;

import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpStatusClass;
import loadlab.server.ops.RouteMeters;
import loadlab.wire.RouteTotals;

/**
 * Times each request of one connection from its arrival to its answer's head, into {@link RouteMeters}.
 * Answers come back in request order (pipelined or not), so a ring of pending requests pairs them; interim
 * answers (100 Continue) are not answers, an upgrade's 101 is. Not a pipeline handler of its own: the
 * handler that already sees every request and answer ({@link Http10KeepAlive}) calls it, since each handler
 * on the path of a request costs the server per request too. One instance per connection, on its event
 * loop: nothing is shared but the counters, and nothing is allocated per request.
 */
final class RequestMeter {
    private final RouteMeters meters;
    private int[] routes = new int[2];
    private int[] methods = new int[2];
    private long[] arrivals = new long[2];
    private int head;
    private int size;

    RequestMeter(RouteMeters meters) {
        this.meters = meters;
    }

    void arrived(HttpRequest request) {
        if (size == routes.length) {
            grow();
        }
        int tail = (head + size) & (routes.length - 1);
        routes[tail] = RouteTotals.route(request.uri());
        methods[tail] = RouteTotals.method(request.method().name());
        arrivals[tail] = System.nanoTime();
        size++;
    }

    void answered(HttpResponse response) {
        HttpResponseStatus status = response.status();
        boolean answer = status.codeClass() != HttpStatusClass.INFORMATIONAL
                || status.code() == HttpResponseStatus.SWITCHING_PROTOCOLS.code();
        if (size > 0 && answer) {
            meters.record(routes[head], methods[head], status.code(), System.nanoTime() - arrivals[head]);
            head = (head + 1) & (routes.length - 1);
            size--;
        }
    }

    /** Twice the room, the pending requests first in order; the lengths stay powers of two. */
    private void grow() {
        int length = routes.length;
        int[] oldRoutes = routes;
        int[] oldMethods = methods;
        long[] oldArrivals = arrivals;
        routes = new int[length * 2];
        methods = new int[length * 2];
        arrivals = new long[length * 2];
        for (int i = 0; i < size; i++) {
            int from = (head + i) & (length - 1);
            routes[i] = oldRoutes[from];
            methods[i] = oldMethods[from];
            arrivals[i] = oldArrivals[from];
        }
        head = 0;
    }
}
